import XCTest
@testable import FAQ

/// A first heading at the top of the file that names the FAQ ("Widget FAQ") is the document's
/// title, even when a later heading shares its level (an "Appendix", a "Common Problems" group),
/// in every format with headings; and a site header's copy of the page's heading is no group.
final class NamedTitleTests: XCTestCase {
    private func read(_ text: String, file: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: file).document
    }

    private let entries = ["How do I start?", "How do I stop?", "How do I pause?"]

    /// The same FAQ in each format: `title` at `marks` level, three questions one level down,
    /// then `closing` at the title's level with `closingBody` under it.
    private func sources(title: String, closing: String, closingBody: String) -> [(file: String, text: String)] {
        func underlined(_ t: String, _ c: Character) -> String { t + "\n" + String(repeating: c, count: t.count) }
        let answers = ["Run it.", "Press q.", "Press p."]
        func body(_ heading: (String) -> String) -> String {
            zip(entries, answers).map { heading($0) + "\n\n" + $1 }.joined(separator: "\n\n")
        }
        return [
            ("FAQ.md", "# \(title)\n\n" + body { "## " + $0 } + "\n\n# \(closing)\n\n\(closingBody)\n"),
            ("FAQ.rst", underlined(title, "=") + "\n\n" + body { underlined($0, "-") } + "\n\n" + underlined(closing, "=") + "\n\n\(closingBody)\n"),
            ("FAQ.adoc", "== \(title)\n\n" + body { "=== " + $0 } + "\n\n== \(closing)\n\n\(closingBody)\n"),
            ("FAQ.org", "* \(title)\n\n" + body { "** " + $0 } + "\n\n* \(closing)\n\n\(closingBody)\n"),
            ("FAQ.html", "<html><body><h2>\(title)</h2>\n" + zip(entries, answers).map { "<h3>\($0)</h3><p>\($1)</p>" }.joined(separator: "\n")
                + "\n<h2>\(closing)</h2><p>\(closingBody)</p></body></html>\n"),
            ("FAQ.txt", underlined(title, "=") + "\n\n" + zip(entries, answers).map { "Q: \($0)\nA: \($1)" }.joined(separator: "\n\n")
                + "\n\n" + underlined(closing, "=") + "\n\n\(closingBody)\n"),
        ]
    }

    func testAFirstHeadingNamingTheFAQOverItsQuestionsAndAnAppendixIsTheTitleInEveryFormat() throws {
        for (file, text) in sources(title: "Widget Editor FAQ", closing: "Appendix", closingBody: "Some keymaps, one per line.") {
            let document = try read(text, file: file)
            XCTAssertEqual(groups(document), [], file)
            XCTAssertEqual(questions(document), entries, file)
            XCTAssertEqual(document.title, "Widget Editor FAQ", file)
        }
    }

    func testTwoHeadingsThatBothNameAFAQAreGroups() throws {
        for (file, text) in sources(title: "User FAQ", closing: "Developer FAQ", closingBody: "### How do I build it?\n\nWith make.") where file.hasSuffix(".md") {
            let document = try read(text, file: file)
            XCTAssertEqual(groups(document), ["User FAQ", "Developer FAQ"], file)
            XCTAssertEqual(questions(document), entries + ["How do I build it?"], file)
        }
    }

    func testAGroupNamingNoFAQAtTheTopStaysAGroup() throws {
        let text = "# Installing\n\n## How do I start?\n\nRun it.\n\n## How do I stop?\n\nPress q.\n\n# Using\n\n## How do I pause?\n\nPress p.\n"
        let document = try read(text, file: "FAQ.md")
        XCTAssertEqual(groups(document), ["Installing", "Using"])
        XCTAssertEqual(questions(document), entries)
    }

    func testATitleNamingTheFAQBelowTextIsNotTakenForTheDocumentsTitle() throws {
        // Text above it: the heading is no longer at the top, where a document names itself.
        let text = "Some words about this file.\n\n# Common FAQ\n\n## How do I start?\n\nRun it.\n\n## How do I stop?\n\nPress q.\n\n# Problems\n\n## How do I pause?\n\nPress p.\n"
        let document = try read(text, file: "FAQ.md")
        XCTAssertEqual(groups(document), ["Common FAQ", "Problems"])
    }

    func testASiteHeadersCopyOfThePageHeadingIsNoGroup() throws {
        let html = """
        <html><head><title>Docs: Fernet - Frequently Asked Questions</title></head><body>
        <div class="header"><h2>Fernet - Frequently Asked Questions</h2><div>updated: 2026-10-13</div></div>
        <h1>Fernet - Frequently Asked Questions</h1><p>Asked since the first release.</p>
        <h2>What is a fernet token?</h2><p>A token.</p>
        <h2>What is a fernet key?</h2><p>A key.</p>
        <h2>Do fernet tokens expire?</h2><p>Yes.</p>
        </body></html>
        """
        let document = try read(html, file: "faq.html")
        XCTAssertEqual(groups(document), [])
        XCTAssertEqual(questions(document), ["What is a fernet token?", "What is a fernet key?", "Do fernet tokens expire?"])
        XCTAssertEqual(document.title, "Fernet - Frequently Asked Questions")
    }

    func testTwoQuestionsOfOneTitleInTwoGroupsBothStay() throws {
        let html = """
        <html><body><h1>Mail server FAQ</h1>
        <h2>Installing</h2><h3>Q: Can't log in</h3><p>Check the password file.</p><h3>Q: Build fails</h3><p>Install make.</p>
        <h2>Running</h2><h3>Q: Can't log in</h3><p>Start the daemon.</p><h3>Q: Mail is slow</h3><p>Check DNS.</p>
        </body></html>
        """
        let document = try read(html, file: "faq.html")
        XCTAssertEqual(questions(document), ["Q: Can't log in", "Q: Build fails", "Q: Can't log in", "Q: Mail is slow"])
    }
}
