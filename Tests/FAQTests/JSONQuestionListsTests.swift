import XCTest
@testable import FAQ

/// A site's own JSON list of questions: arrays of question and answer objects at the top, under a
/// member, or in named groups; answers in HTML or as arrays of paragraphs; FAQ JSON and files with
/// no such list keep their own reading and errors.
final class JSONQuestionListsTests: XCTestCase {
    private func read(_ json: String, file: String = "faq.json") throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(json.utf8), file: file)
    }

    func testATopLevelArrayOfShortKeys() throws {
        let result = try read("""
            [{"q": "我要到行政院上班嗎？", "a": "不用。"}, {"q": "Can I join online?", "a": "Yes."}]
            """)
        XCTAssertEqual(result.importer, "JSON questions")
        XCTAssertEqual(result.document.sections.flatMap { $0.questions.map(\.question) }, ["我要到行政院上班嗎？", "Can I join online?"])
        XCTAssertEqual(result.document.sections.first?.questions.first?.answer, "不用。")
        XCTAssertEqual(result.document.title, "faq")
    }

    func testAListUnderAMemberWithTheDocumentsTitle() throws {
        let result = try read("""
            {"title": "Nagi FAQ", "updated": "2026-01-01",
             "items": [{"question": "What is Nagi?", "answer": ["A way of thinking.", "It is not finished."]},
                       {"Question": "Is it a revolution?", "Answer": "No, <a href=\\"/about\\">see here</a>."}]}
            """)
        let questions = result.document.sections.flatMap(\.questions)
        XCTAssertEqual(result.document.title, "Nagi FAQ")
        XCTAssertEqual(questions.map(\.question), ["What is Nagi?", "Is it a revolution?"])
        XCTAssertEqual(questions[0].answer, "A way of thinking.\n\nIt is not finished.")
        XCTAssertEqual(questions[1].answer, "No\\, [see here](</about>)\\.", "HTML answers are converted")
    }

    func testNamedGroupsBecomeSections() throws {
        let result = try read("""
            {"faq": [
              {"category": "Billing", "questions": [{"question": "Can I pay by card?", "answer": "Yes."}]},
              {"category": "Accounts", "questions": [{"question": "How do I sign up?", "answer": "Online."},
                                                     {"question": "Can I delete it?", "answer": "Yes."}]}]}
            """)
        XCTAssertEqual(result.document.sections.map(\.title), ["Billing", "Accounts"])
        XCTAssertEqual(result.document.sections.map(\.questions.count), [1, 2])
    }

    func testFAQJSONAndJSONWithoutQuestionsKeepTheirReadingAndErrors() throws {
        let native = try read("""
            {"title": "T", "sections": [{"title": "S", "questions": [{"question": "Q?", "answer": "A."}]}]}
            """)
        XCTAssertEqual(native.importer, "FAQ JSON")
        XCTAssertThrowsError(try read(#"{"name": "package", "version": "1.0", "list": [{"key": "value"}]}"#)) { error in
            XCTAssertTrue("\(error)".contains("missing \"title\""), "\(error)")
        }
        XCTAssertThrowsError(try read(#"[{"q": "Only a question?"}, {"a": "Only an answer."}]"#), "an object needs both")
    }

    func testAGroupBesideQuestionsIsReadAndOtherItemsAreNamedInAWarning() throws {
        let mixed = try read("""
            [{"question": "General question?", "answer": "Yes."},
             {"title": "Billing", "questions": [{"question": "Can I pay by card?", "answer": "Yes."}]}]
            """)
        XCTAssertEqual(mixed.document.questionCount, 2)
        XCTAssertEqual(mixed.document.allSections.map(\.section.title), ["Questions", "Billing"])
        let odd = try read("""
            [{"question": "Is it free?", "answer": "Yes."}, {"question": "Does it run?", "answer": "On Linux."},
             {"question": "What is it?", "answer": {"html": "<p>A tool.</p>"}}]
            """)
        XCTAssertEqual(odd.document.questionCount, 2)
        XCTAssertEqual(odd.warnings.map(\.message.description),
                       ["an item of a list of questions holds no question and answer; it is left out"])
    }

    func testMarkdownAnswersStayMarkdownAndHTMLAnswersAreConverted() throws {
        XCTAssertFalse(JSONQuestionLists.isHTML("Use a `Vec<String>` for this.\n\n- first\n- second"))
        XCTAssertTrue(JSONQuestionLists.isHTML("Press <kbd>Ctrl</kbd> and <em>hold</em>."), "inline tags and no Markdown")
        XCTAssertFalse(JSONQuestionLists.isHTML("Press `Ctrl` and <em>hold</em>."), "Markdown's own code marks it Markdown")
        XCTAssertFalse(JSONQuestionLists.isHTML("<p>Steps:</p>\n\n- one\n- two"), "a Markdown list makes it Markdown")
        XCTAssertTrue(JSONQuestionLists.isHTML("<p>Yes.</p><ul><li>one</li></ul>"))
        XCTAssertTrue(JSONQuestionLists.isHTML("See <a href=\"/x\">here</a>."))
        let result = try read(#"[{"q": "How do I store names?", "a": "Use a `Vec<String>`.\n\n- first\n- second"}]"#)
        XCTAssertEqual(result.document.sections.first?.questions.first?.answer, "Use a `Vec<String>`.\n\n- first\n- second")
    }
}
