import XCTest
@testable import FAQ

/// Hand-written tables whose rows are labelled "Question:" and "Answer:" in their first cell, read as DocBook
/// XSL's `tr.question` rows are; groups named by list items over the lists of such tables.
final class HTMLLabelledRowsTests: XCTestCase {
    private func read(_ html: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(html.utf8), file: "faq.html").document
    }

    private func entry(_ question: String, _ answer: String, label: String = "Q:") -> String {
        "<li><table><tr><td>\(label)</td><td><strong>\(question)</strong></td></tr><tr><td>A:</td><td>\(answer)</td></tr></table></li>"
    }

    /// Armagetron Advanced's FAQ: "OS Specific Questions:" over "Linux:", each an item beside its nested list.
    func testListItemsNameTheGroupsOfTheirNestedLists() throws {
        let document = try read("""
            <html><body><h1>Frequently Asked Questions</h1>
            <ol>
            <li>OS Specific Questions:</li>
            <ol><li>Linux:</li>
            <ol>\(entry("It crashes at once. What's wrong?", "Check your drivers."))</ol>
            </ol>
            <li>graphics:</li>
            <ol>\(entry("The graphics are ugly. What can I do?", "Raise the detail level."))
            \(entry("Rendering is very slow. What's wrong?", "Turn off blending."))</ol>
            <li>network play:</li>
            <ol>\(entry("Why can't I play on my LAN?", "A firewall blocks it."))
            <li>dedicated server:</li>
            <ol>\(entry("Nobody sees my server. What's up?", "Set TALK_TO_MASTER 1."))</ol>
            </ol>
            </ol>
            </body></html>
            """)
        XCTAssertEqual(document.title, "Frequently Asked Questions")
        XCTAssertEqual(document.allSections.map(\.section.title), ["OS Specific Questions", "Linux", "graphics", "network play", "dedicated server"])
        XCTAssertEqual(document.allSections.map(\.depth), [0, 1, 0, 0, 1])
        XCTAssertEqual(document.questionCount, 5)
        XCTAssertEqual(document.sections[1].questions.first?.answer, "Raise the detail level\\.")
    }

    /// ClanLib's FAQ: "Question:" rows, two over one "Answer:" asking one question in other words.
    func testQuestionRowsOverOneAnswerAskOneQuestion() throws {
        let document = try read("""
            <html><body><h2>ClanLib FAQ</h2><h3>Compiling</h3>
            <table><tr><td>Question:</td><td>How can I detect ClanLib from a configure script?</td></tr>
            <tr><td>Question:</td><td>How do I use pkg-config?</td></tr>
            <tr><td>Answer:</td><td>Use pkg-config.</td></tr></table>
            <table><tr><td>Question:</td><td>Why does linking fail?</td></tr><tr><td>Answer:</td><td>Mixed headers.</td></tr></table>
            </body></html>
            """)
        XCTAssertEqual(questions(document), ["How can I detect ClanLib from a configure script? / How do I use pkg-config?", "Why does linking fail?"])
    }

    /// docutils' FAQ shows a field list of ":Q:" and ":A:" in an answer: its rows are classed `field`, an example's.
    func testRowsAGeneratorClassedOtherwiseAreNoQuestions() throws {
        let document = try read("""
            <html><body><h1>FAQ</h1><h2>How do I mark up a FAQ?</h2><p>Like this:</p>
            <table class="field-list"><tr class="field"><th>Q:</th><td>What kind of question?</td></tr>
            <tr class="field"><th>A:</th><td>Any kind.</td></tr></table>
            <h2>Why is it slow?</h2><p>Debug builds are.</p>
            </body></html>
            """)
        XCTAssertEqual(questions(document), ["How do I mark up a FAQ?", "Why is it slow?"])
    }
}
