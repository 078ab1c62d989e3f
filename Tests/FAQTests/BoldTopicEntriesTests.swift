import XCTest
@testable import FAQ

/// Bold paragraphs that title a topic heading's entries, as sub-headings would (WebGrid's gotchas:
/// "Grid" over "**Grid identifier**" and "**Query usage**"), in reStructuredText and in Markdown
/// (`BoldParagraphs.titleEntries`).
final class BoldTopicEntriesTests: XCTestCase {
    private let groups = [("Grid", ["Grid identifier", "Query usage"]),
                          ("Request Management", ["Multiple grids on a page", "Query string too long", "Overriding the session"]),
                          ("File Exports", ["Excel sheet name limitations", "Excel file naming"])]

    /// The page in reStructuredText (`underline` under each group) or Markdown (`##` before it).
    private func page(markdown: Bool, label: (String) -> String = { "**\($0)**" }) -> String {
        var text = markdown ? "# Common Gotchas\n\n" : "Common Gotchas\n==============\n\n"
        text += "Following are some common scenarios.\n\n"
        for (group, entries) in groups {
            text += markdown ? "## \(group)\n\n" : "\(group)\n" + String(repeating: "-", count: group.count) + "\n\n"
            for entry in entries { text += label(entry) + "\n\nIt behaves so for a reason.\n\nWork around it so.\n\n" }
        }
        return text
    }

    private func read(_ text: String, markdown: Bool) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: markdown ? "gotchas.md" : "gotchas.rst").document
    }

    func testBoldParagraphsOpeningEveryTopicsTextAreItsEntries() throws {
        for markdown in [false, true] {
            let document = try read(page(markdown: markdown), markdown: markdown)
            XCTAssertEqual(FAQTests.groups(document), groups.map(\.0), markdown ? "Markdown" : "reStructuredText")
            XCTAssertEqual(questions(document), groups.flatMap(\.1))
            XCTAssertEqual(answer(document, "Query usage"), "It behaves so for a reason.\n\nWork around it so.")
        }
    }

    func testLabelsRepeatedUnderEveryHeadingAreAnswersParts() throws {
        // "**Cause**" and "**Fix**" under each topic name the parts of its answer: the topics are the entries.
        var text = "Common Gotchas\n==============\n\n"
        for (group, _) in groups {
            text += "\(group)\n" + String(repeating: "-", count: group.count) + "\n\n**Cause**\n\nA reason.\n\n**Fix**\n\nA fix.\n\n"
        }
        XCTAssertEqual(questions(try read(text, markdown: false)), groups.map(\.0))
    }

    func testAClosingTopicWithNoBoldTitleIsThePagesText() throws {
        // The MCP server's troubleshooting page: "Getting Help" over a list of places to ask closes the topics.
        for markdown in [false, true] {
            let closing = markdown ? "## Getting Help\n\n" : "Getting Help\n------------\n\n"
            let document = try read(page(markdown: markdown) + closing + "- Check the logs\n- Open an issue\n", markdown: markdown)
            XCTAssertEqual(FAQTests.groups(document), groups.map(\.0), markdown ? "Markdown" : "reStructuredText")
            XCTAssertEqual(questions(document), groups.flatMap(\.1))
            XCTAssertEqual(textParts(document), ["Getting Help"])
        }
        // Between the topics, a heading with no bold title is no page's closing: bold titles nothing there.
        let between = page(markdown: true).replacingOccurrences(of: "## File Exports\n", with: "## Grid options\n\n- Paging\n\n## File Exports\n")
        XCTAssertFalse(questions(try read(between, markdown: true)).contains("Grid identifier"))
    }

    func testATopicWhoseTextOpensWithoutABoldTitleKeepsItsText() throws {
        // One group opening with a paragraph of its own: bold is emphasis there, not the page's way of titling entries.
        let text = page(markdown: true).replacingOccurrences(of: "## Grid\n\n", with: "## Grid\n\nGrids are classes.\n\n")
        XCTAssertFalse(questions(try read(text, markdown: true)).contains("Grid identifier"))
        // Headings that ask are the questions, their bold lines the answers' parts.
        let asking = page(markdown: true).replacingOccurrences(of: "## Grid\n", with: "## Why is my grid empty?\n")
            .replacingOccurrences(of: "## Request Management\n", with: "## Why are requests slow?\n")
            .replacingOccurrences(of: "## File Exports\n", with: "## Why do exports fail?\n")
        XCTAssertEqual(questions(try read(asking, markdown: true)), ["Why is my grid empty?", "Why are requests slow?", "Why do exports fail?"])
    }

    func testOnlyOneTopicAtEachEndMayLackABoldTitle() throws {
        // A README: three topics of text, two of bold options, two of text. Its topics are its entries, as written.
        let readme = "# Tool\n\n## Install\n\nRun make.\n\n## Usage\n\nRun it.\n\n## Background\n\nIt grew.\n\n"
            + "## Options\n\n**--verbose**\n\nSays more.\n\n**--quiet**\n\nSays less.\n\n"
            + "## Environment\n\n**TOOL_HOME**\n\nWhere it lives.\n\n**TOOL_CACHE**\n\nWhere it caches.\n\n"
            + "## License\n\nMIT.\n\n## Credits\n\nUs.\n"
        XCTAssertFalse(questions(try read(readme, markdown: true)).contains("--verbose"))
    }
}
