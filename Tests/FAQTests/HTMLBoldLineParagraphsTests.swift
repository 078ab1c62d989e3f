import XCTest
@testable import FAQ

/// Bold question lines inside paragraphs (`<p>- <b>Question</b><br>answer</p>`, lp_solve's FAQ):
/// the list marker before them, statements written the same way, a line that ends its
/// paragraph, and the answer's inline text kept as one paragraph.
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
}
