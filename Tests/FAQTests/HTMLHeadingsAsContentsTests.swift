import XCTest
@testable import FAQ

/// Headings that are not the page's groups or questions: a contents written as headings, each only a
/// link to the question it lists (Jikes Parser Generator's FAQ), and a date set as a heading.
final class HTMLHeadingsAsContentsTests: XCTestCase {
    private let asked = ["What is Jikes Parser Generator?", "Why is the source available?", "How do I report bugs?"]

    private func page(contents: (String, Int) -> String, date: String = "January 27, 1999") -> String {
        "<html><body>\n<h2 align=\"center\">Frequently Asked Questions About Jikes Parser Generator</h2>\n"
            + "<h2 align=\"center\">\(date)</h2>\n<hr>\n"
            + asked.enumerated().map { contents($1, $0) }.joined(separator: "\n") + "\n<hr>\n"
            + asked.enumerated().map { "<h3><a name=\"q\($0)\"><b>\($1)</b></a></h3>\n<p>It is answered here.</p>\n" }.joined()
            + "</body></html>\n"
    }

    func testHeadingsThatOnlyLinkToTheQuestionsAreContents() throws {
        let html = page { "<h3><a href=\"#q\($1)\"><b>\($0)</b></a></h3>" }
        let document = try DocumentReader.decode(Array(html.utf8), file: "jikespg.htm")
        XCTAssertEqual(questions(document.document), asked)
        XCTAssertTrue(document.document.allSections.flatMap(\.section.questions).allSatisfy { $0.answer == "It is answered here\\." })
        XCTAssertNil(document.misread)
    }

    /// A heading that links to itself (a permalink around its title) is the question, not a contents entry.
    func testHeadingsThatLinkToThemselvesAreTheQuestions() throws {
        let html = "<html><body><h1>FAQ</h1>\n" + asked.enumerated().map {
            "<h3 id=\"q\($0)\"><a href=\"#q\($0)\">\($1)</a></h3>\n<p>It is answered here.</p>\n"
        }.joined() + "</body></html>\n"
        XCTAssertEqual(questions(try DocumentReader.decode(Array(html.utf8), file: "faq.html").document), asked)
    }

    /// The date under the title is when the page was written: no group holds the questions.
    func testADateSetAsAHeadingIsNoGroup() throws {
        for date in ["January 27, 1999", "27 Jan 1999", "1999-01-27"] {
            let html = page(contents: { _, _ in "" }, date: date)
            XCTAssertEqual(groups(try DocumentReader.decode(Array(html.utf8), file: "jikespg.htm").document), [], date)
        }
        XCTAssertTrue(HeadingTree.isDate("May 2024"))
        XCTAssertFalse(HeadingTree.isDate("May I use it in 2024?"))
        XCTAssertFalse(HeadingTree.isDate("Release 2024"))
        XCTAssertFalse(HeadingTree.isDate("1.2.3"), "a version number")
    }
}
