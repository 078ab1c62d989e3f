import XCTest
@testable import FAQ

/// The second review's cases against this round's HTML and reStructuredText rules: pages each rule
/// must leave as they were read before it.
final class HTMLReviewedRulesTests: XCTestCase {
    private func read(_ text: String, file: String = "faq.html") throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: file).document
    }

    private let entries = "<h2>What is Widget?</h2><p>A tool.</p><h2>Is Widget free?</h2><p>Yes.</p><h2>Which platforms?</h2><p>Linux.</p>"

    func testASkipLinkToTheMenuOrToTheTitleAloneIsNoContentRoot() throws {
        let menu = """
            <html><body><a href="#main-menu">Skip to main navigation</a> <a href="#content">Skip to main content</a>
            <ul id="main-menu"><li><a href="/">Home</a></li><li><a href="/faq">FAQ</a></li></ul>
            <div id="content"><h1>Widget FAQ</h1>\(entries)</div></body></html>
            """
        XCTAssertEqual(try read(menu).questionCount, 3)
        let title = "<html><body><a href=\"#top\">Skip to content</a><h1 id=\"top\">Widget FAQ</h1>\(entries)</body></html>"
        XCTAssertEqual(try read(title).questionCount, 3)
    }

    func testDocBookQuestionRowsWithoutAnAnswerStayQuestionsEach() throws {
        let page = """
            <html><body><h1>FAQ</h1><table>
            <tr class="question"><td>Q:</td><td>Will there be a Windows port?</td></tr>
            <tr class="question"><td>Q:</td><td>Is Widget free?</td></tr>
            <tr class="answer"><td>A:</td><td>Yes.</td></tr>
            <tr class="question"><td>Q:</td><td>Where is the manual?</td></tr>
            <tr class="answer"><td>A:</td><td>Online.</td></tr></table></body></html>
            """
        XCTAssertEqual(questions(try read(page)), ["Will there be a Windows port?", "Is Widget free?", "Where is the manual?"])
    }

    func testADataTablesFirstColumnOfLettersLabelsNothing() throws {
        let page = """
            <html><body><h1>Tank Game FAQ</h1><h2>What are the default keys?</h2><p>By default:</p>
            <table><tr><td>A</td><td>turn left</td></tr><tr><td>Q</td><td>quit to the menu</td></tr>
            <tr><td>R</td><td>restart the round</td></tr></table>
            <h2>How do I join a network game?</h2><p>Choose Network.</p><h2>Why is it slow?</h2><p>Old drivers.</p></body></html>
            """
        let document = try read(page)
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(questions(document), ["What are the default keys?", "How do I join a network game?", "Why is it slow?"])
    }

    func testARowOfDownloadLinksInAnAnswerStays() throws {
        let page = """
            <html><body><h1>FAQ</h1><h2>Where do I get it?</h2><div><p>Pick one:</p>
            <table><tr><td><a href="a.deb">Debian</a></td><td><a href="a.rpm">Fedora</a></td><td><a href="a.tgz">Source</a></td></tr></table></div>
            \(entries)</body></html>
            """
        XCTAssertTrue(try read(page).sections.flatMap(\.questions).first?.answer.contains("Fedora") == true)
    }

    func testOneBuildersCopyOfAnotherOnlyBlocksEntriesStaysClosed() throws {
        let text = """
        What is Widget?
        ---------------

        A tool.

        .. only:: html

           Where is the manual?
           --------------------

           Online.

        .. only:: latex

           Where is the manual?
           --------------------

           In the appendix.

        Is Widget free?
        ---------------

        Yes.
        """
        XCTAssertEqual(questions(try read(text, file: "faq.rst")), ["What is Widget?", "Where is the manual?", "Is Widget free?"])
    }
}
