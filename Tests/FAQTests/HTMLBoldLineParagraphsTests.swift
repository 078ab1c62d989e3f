import XCTest
@testable import FAQ

/// Bold question lines inside paragraphs (`<p>- <b>Question</b><br>answer</p>`, lp_solve's FAQ):
/// the list marker before them, statements written the same way, a line that ends its
/// paragraph, the answer's inline text kept as one paragraph, and a bold line after "or" that
/// asks the question above again.
final class HTMLBoldLineParagraphsTests: XCTestCase {
    private func read(_ html: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(html.utf8), file: "FAQ.htm")
    }

    static let page = """
        <html><body><table><tr><td><h1>lp_solve Frequently Asked Questions</h1>
        <P>
            - <b>Where can I find the latest version?</b><br>
            There is a group (<a href="http://groups.example/lp">http://groups.example/lp</a>) that bundles all activities.</P>
        <p>
            - <b>Please explain what this license means. I don't understand it.</b><br>
            It is as clear as fog on what is allowed.</p>
        <p>
            - <b>But how much does it cost me?</b></p>
        <p>It is totally free if you follow the rules.</p>
        </p>
            - <b>I get a parse error, but I see no error. What is wrong here?</b><br>
            Have you entered your model via Word?
        <p>
            - <b>Is there a friendlier interface?</b><br>
            Yes, the <i>IDE</i>.</p>
        </td></tr></table></body></html>
        """

    func testMarkedBoldLinesAreQuestionsAskingOrNot() throws {
        let result = try read(Self.page)
        let questions = result.document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.map(\.question), [
            "Where can I find the latest version?", "Please explain what this license means. I don't understand it.",
            "But how much does it cost me?", "I get a parse error, but I see no error. What is wrong here?", "Is there a friendlier interface?",
        ])
        // The marker is no text of the answer above; the link stays inside its sentence.
        XCTAssertEqual(questions[0].answer, "There is a group \\([http\\:\\/\\/groups\\.example\\/lp](<http://groups.example/lp>)\\) that bundles all activities\\.")
        XCTAssertEqual(questions[2].answer, "It is totally free if you follow the rules\\.")
        XCTAssertEqual(questions[4].answer, "Yes\\, the *IDE*\\.")
        XCTAssertNil(result.misread)
    }

    func testABoldStatementWithoutTheMarkerOfTheQuestionsStaysText() throws {
        // Only lines written as the questions are (after "- ") join them; a bold note in an answer does not.
        let page = Self.page.replacingOccurrences(of: "- <b>Please explain", with: "<b>Please explain")
        let questions = try read(page).document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.count, 4)
        XCTAssertTrue(questions[0].answer.contains("Please explain"))
    }

    func testABoldRunClosingASentenceStaysInIt() throws {
        // Only a bold run that opened its line is a line of its own at the paragraph's end.
        let page = Self.page.replacingOccurrences(of: "Yes, the <i>IDE</i>.</p>", with: "Yes, use the <b>IDE</b></p>")
        let questions = try read(page).document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.count, 5)
        XCTAssertEqual(questions[4].answer, "Yes\\, use the **IDE**")
    }

    func testANavigationLinkInsideAnAnswersRunIsLeftOut() throws {
        let page = Self.page.replacingOccurrences(of: "bundles all activities.</P>",
                                                  with: "bundles all activities. <a role=\"navigation\" href=\"#top\">Back to top</a></P>")
        let questions = try read(page).document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions[0].answer, "There is a group \\([http\\:\\/\\/groups\\.example\\/lp](<http://groups.example/lp>)\\) that bundles all activities\\.")
    }
    /// analog's FAQ: `<li><b>Problem.</b><br><i>or</i> <b>Question in other words?</b><br>answer`,
    /// among items that state problems: the bold line after "or" asks the same question again,
    /// it opens no question of its own.
    func testABoldLineAfterOrRestatesTheQuestionAbove() throws {
        var items = ""
        for n in 1...6 {
            items += "<li><b><a name=\"faq\(n)\">Report</a> \(n) lists 0 requests.</b>\n<br>"
            if n % 2 == 0 { items += "<i>or</i> <b>Why are there no bar charts in report \(n)?</b>\n<br>" }
            items += "Maybe you need to count more files as pages.\n"
        }
        let links = (1...6).map { "<li><a href=\"#faq\($0)\">Report \($0)</a>" }.joined()
        let html = "<html><body><h1>Analog: Frequently asked questions</h1><ol>\(links)</ol><h3>A. Reports</h3><ol>\(items)</ol></body></html>"
        let document = try read(html).document
        XCTAssertEqual(document.questionCount, 6, "\(questions(document))")
        let second = try XCTUnwrap(document.allSections.flatMap(\.section.questions).dropFirst().first)
        XCTAssertEqual(second.question, "Report 2 lists 0 requests.")
        XCTAssertTrue(second.answer.contains("*or* **Why are there no bar charts in report 2\\?**"), second.answer)
    }

    /// "or" before a bold question after an answer's own bold line ("Run one of: make all or …")
    /// restates nothing: the bold question is one of its own.
    func testABoldQuestionAfterOrInAnAnswerIsItsOwn() throws {
        let html = """
            <html><head><title>Build FAQ</title></head><body>
            <h1>Build FAQ</h1>
            <p><b>How do I build the program?</b><br>
            Run one of:<br>
            <b>make all</b><br>
            or <b>How do I build only the library?</b><br>
            Run make lib.</p>
            <p><b>Why does the build fail with "missing zlib.h"?</b><br>
            Install the zlib development package.</p>
            <p><b>Can I build on Windows?</b><br>
            Yes, with MSYS2.</p>
            <p><b>Where is the binary installed?</b><br>
            In /usr/local/bin.</p>
            </body></html>
            """
        XCTAssertTrue(questions(try read(html).document).contains("How do I build only the library?"))
    }

    func testALabelledBoldQuestionEndsWhereItsAnswersLabelOpensWithNoBreakBetween() throws {
        // Docusaurus's FAQ: `<p><strong>Q: …?</strong>`, a line end (white space to HTML), `A: …</p>`, under group headings.
        let result = try read("""
            <html><body><h1>Frequently Asked Questions</h1>
            <h2>General</h2>
            <p><strong>Q: What is the lab?</strong>
            A: A free education project.</p>
            <p><strong>Q: Is it accredited?</strong>
            A: No.</p>
            <h2>Technical</h2>
            <p><strong>Q: Which browsers work?</strong>
            A: Any recent one.</p>
            <p><strong>Q: Do I need to install anything?</strong>
            A: Yes.</p>
            <p><strong>Note:</strong> answers are reviewed monthly.</p>
            </body></html>
            """)
        let document = result.document
        XCTAssertEqual(document.sections.map(\.title), ["General", "Technical"])
        guard document.sections.count == 2 else { return }
        XCTAssertEqual(document.allSections.flatMap { $0.section.questions.map(\.question) },
                       ["What is the lab?", "Is it accredited?", "Which browsers work?", "Do I need to install anything?"])
        XCTAssertEqual(document.sections[0].questions[1].answer, "No\\.")
        XCTAssertTrue(document.sections[1].questions[1].answer.contains("reviewed monthly"), "a bold label that is no question is answer text")
        XCTAssertNil(result.misread, "each question shows, its answer's label read")
    }

    /// FACET's Sphinx page: a list item's question split into bold runs around a link or emphasis
    /// (`**How can I plot** `SHAP`_ **values?**`) is one question; a paragraph that only opens in bold is none.
    func testAQuestionInBoldRunsAroundALinkIsOneQuestion() throws {
        let item = { (question: String) in "<li><p>\(question)</p>\n<blockquote><div><p>An answer.</p></div></blockquote></li>\n" }
        let html = "<html><body><h1>FAQ</h1><h2>Commonly asked questions</h2><p>If not, ask.</p><ol class=\"arabic\">\n"
            + item("<strong>What if I find a bug?</strong>") + item("<strong>How does the algorithm work?</strong>")
            + item("<strong>How can I contribute?</strong>")
            + item("<strong>How can I perform standard plotting of</strong>\n<a href=\"https://shap.readthedocs.io/\">SHAP</a> <strong>values?</strong>")
            + item("<strong>How can I extract CV performance?</strong>") + item("<strong>Can I use a custom scoring function?</strong>")
            + item("<strong>How can I generate standard</strong> <em>scikit-learn</em> <strong>summaries?</strong>")
            + "</ol></body></html>"
        let found = questions(try read(html).document)
        XCTAssertEqual(found.count, 7)
        XCTAssertTrue(found.contains("How can I perform standard plotting of SHAP values?"), "\(found)")
        XCTAssertTrue(found.contains("How can I generate standard scikit-learn summaries?"), "\(found)")
        let prose = html.replacingOccurrences(of: "<strong>How can I generate standard</strong> <em>scikit-learn</em>",
                                              with: "<strong>How can I generate standard</strong> summaries of <em>scikit-learn</em>")
        XCTAssertFalse(questions(try read(prose).document).contains { $0.hasPrefix("How can I generate") }, "text between the runs is a sentence")
    }
}
