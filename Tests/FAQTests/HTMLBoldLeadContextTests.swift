import XCTest
@testable import FAQ

/// Bold question leads weighed by their page: a run whose source line ends right after it (mdBook's
/// Markdown, `<p><strong>Question?</strong>` over its answer's first line), one alone under a group's
/// heading among groups of several, a problem exclaimed in bold among them, and bold labels inside the
/// answers of a page that marks its questions by class.
final class HTMLBoldLeadContextTests: XCTestCase {
    private func questions(_ html: String) throws -> [String] {
        try DocumentReader.decode(Array(html.utf8), file: "faq.html").document.allSections.flatMap(\.section.questions).map(\.question)
    }

    private func sections(_ html: String) throws -> [String] {
        try DocumentReader.decode(Array(html.utf8), file: "faq.html").document.allSections.map(\.section.title)
    }

    /// FicHub's FAQ as mdBook renders it: groups of bold questions, each over its answer's first line.
    static let mdBookPage = """
        <html><body><main><h1 id="faq">FAQ</h1>
        <h2 id="general">General</h2>
        <p><strong>Is it free?</strong>
        Yes! No ads, no hidden fees.</p>
        <p><strong>Do I need an account?</strong>
        No! You can download without one.</p>
        <h2 id="forum">Forum</h2>
        <p><strong>What is the forum?</strong>
        A place to talk about stories.</p>
        <h2 id="search">Search</h2>
        <p><strong>Why is its search better?</strong>
        It takes boolean queries.</p>
        <p><strong>Can I search across sites?</strong>
        Yes! Use the Source filter.</p>
        </main></body></html>
        """

    func testBoldRunsEndingTheirSourceLineAreQuestionsAndOneAloneInAGroupToo() throws {
        XCTAssertEqual(try questions(Self.mdBookPage), [
            "Is it free?", "Do I need an account?", "What is the forum?", "Why is its search better?", "Can I search across sites?",
        ])
        XCTAssertEqual(try sections(Self.mdBookPage).filter { !$0.isEmpty }, ["General", "Forum", "Search"])
    }

    func testABoldRunInsideASentenceOrOnALineWithItsAnswerIsNoQuestion() throws {
        // The line goes on after the run, or the run does not open its paragraph: text of the answer above.
        let page = """
            <html><body><h1>FAQ</h1>
            <h2>General</h2>
            <p><strong>Is it free?</strong>
            Yes.</p>
            <p><strong>Does it cost?</strong>
            No.</p>
            <p>And you may ask <strong>why so?</strong>
            Because.</p>
            <p><strong>Is it safe?</strong> Yes, it is, as we said.</p>
            </body></html>
            """
        XCTAssertEqual(try questions(page), ["Is it free?", "Does it cost?"])
    }

    func testOneLeadAloneIsNoQuestionOnAPageOfFewLeadsOrUnderAnAskingHeading() throws {
        // Three leads on the page: the one under "Forum" stays the group's text.
        let few = """
            <html><body><h1>FAQ</h1>
            <h2>General</h2>
            <p><strong>Is it free?</strong>
            Yes.</p>
            <p><strong>Do I need an account?</strong>
            No.</p>
            <h2>Forum</h2>
            <p><strong>What is the forum?</strong>
            A place to talk.</p>
            </body></html>
            """
        XCTAssertEqual(try questions(few), ["Is it free?", "Do I need an account?"])
        // Under a heading that asks, a bold question is a part of that question's answer.
        let asking = Self.mdBookPage.replacingOccurrences(of: "<h2 id=\"forum\">Forum</h2>", with: "<h2 id=\"forum\">Is there a forum?</h2>")
        XCTAssertEqual(try questions(asking), [
            "Is it free?", "Do I need an account?", "Is there a forum?", "Why is its search better?", "Can I search across sites?",
        ])
    }

    func testAProblemExclaimedInABoldParagraphAmongBoldQuestionsIsAnEntry() throws {
        // FicHub's "Troubleshooting": "Download failed!" over a checklist, then two bold questions.
        let page = Self.mdBookPage.replacingOccurrences(of: "</main>", with: """
            <h2 id="troubleshooting">Troubleshooting</h2>
            <p><strong>Download failed!</strong></p>
            <ul><li>Check the URL is correct</li></ul>
            <p><strong>Can't log in?</strong></p>
            <ul><li>Check your password</li></ul>
            <p><strong>Something looks broken?</strong>
            Report it.</p>
            </main>
            """)
        XCTAssertEqual(try questions(page).suffix(3), ["Download failed!", "Can't log in?", "Something looks broken?"])
        // Alone, with no bold question beside it, a bold exclamation is the group's text.
        let alone = Self.mdBookPage.replacingOccurrences(of: "</main>", with: """
            <h2 id="notes">Notes</h2>
            <p><strong>Download failed!</strong></p>
            <p>Try again.</p>
            </main>
            """)
        XCTAssertEqual(try questions(alone), try questions(Self.mdBookPage))
        // A bold warning among bold questions names no problem: it stays in the answer above.
        let warning = Self.mdBookPage.replacingOccurrences(of: "</main>", with: """
            <h2 id="settings">Settings</h2>
            <p><strong>How do I reset it?</strong>
            Delete the settings file.</p>
            <p><strong>This deletes your bookmarks too!</strong></p>
            <p><strong>Where is the settings file?</strong>
            In your home folder.</p>
            </main>
            """)
        XCTAssertEqual(try questions(warning).suffix(2), ["How do I reset it?", "Where is the settings file?"])
    }

    func testALoneBoldQuestionInsideAStatedProblemsAnswerIsNoEntry() throws {
        // A troubleshooting page's heading states the problem; its answer's text comes first, then a bold question.
        let page = Self.mdBookPage.replacingOccurrences(of: "</main>", with: """
            <h2 id="refused">Error: connection refused</h2>
            <p>The server is down.</p>
            <p><strong>Why does this happen?</strong>
            It restarts every night.</p>
            </main>
            """)
        XCTAssertEqual(try questions(page), try questions(Self.mdBookPage))
    }

    func testBoldLabelsThatAskNothingStayInTheAnswersOfAPageThatMarksItsQuestionsByClass() throws {
        // ember's FAQ: `div.faq-question` over `div.faq-answer`, one answer holding numbered bold labels.
        func item(_ question: String, _ answer: String) -> String {
            "<div class=\"faq-item\"><div class=\"faq-question\">\(question)</div><div class=\"faq-answer\">\(answer)</div></div>\n"
        }
        let page = "<html><body><h1>Frequently Asked Questions</h1>\n"
            + item("What databases does it support?", "<p>Four of them.</p>")
            + item("Is it thread-safe?", "<p>Yes.</p>")
            + item("How does the event system work?", """
                <p>It has two systems:</p><p><strong>1. Observer Pattern (EventDispatcher):</strong></p><pre><code>d := New()</code></pre>
                <p><strong>2. Hook Interfaces (per-model):</strong></p><pre><code>func Before() {}</code></pre>
                """)
            + item("Is it production-ready?", "<p>Yes.</p>")
            + "</body></html>"
        XCTAssertEqual(try questions(page), [
            "What databases does it support?", "Is it thread-safe?", "How does the event system work?", "Is it production-ready?",
        ])
    }
}
