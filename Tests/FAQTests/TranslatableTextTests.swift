import XCTest
@testable import FAQ

/// The FAQ module's messages: English by default, and every part of them in the language a
/// catalog gives, the file's place aside.
final class TranslatableTextTests: XCTestCase {
    /// A catalog that marks what it translated, choosing the plural as English does.
    let shouting: TranslatableText.Lookup = { singular, plural, count in
        (count == 1 ? singular : plural ?? singular).uppercased()
    }

    func testEnglishFillsThePlaces() {
        XCTAssertEqual(TranslatableText("the id {1} is taken; this one is {2}", "“a”", "“a-2”").description,
                       "the id “a” is taken; this one is “a-2”")
        XCTAssertEqual(TranslatableText("{2} before {1}", "one", "two").description, "two before one")
    }

    func testACountChoosesTheForm() {
        XCTAssertEqual(TranslatableText.plural("{1} question", "{1} questions", 1, "1").description, "1 question")
        XCTAssertEqual(TranslatableText.plural("{1} question", "{1} questions", 3, "3").description, "3 questions")
        XCTAssertEqual(TranslatableText.plural("{1} question", "{1} questions", 0, "0").text(translating: shouting), "0 QUESTIONS")
    }

    func testNestedTextIsTranslatedAndValuesAreNot() {
        let kind = TranslatableText("a number")
        let text = TranslatableText("\"{1}\" must be a string, not {2}", arguments: [.verbatim("title"), .translated(kind)])
        XCTAssertEqual(text.description, "\"title\" must be a string, not a number")
        XCTAssertEqual(text.text(translating: shouting), "\"title\" MUST BE A STRING, NOT A NUMBER", "the key stays as written")
    }

    func testAProblemsLineKeepsItsPlaceAndTranslatesTheRest() {
        let problem = DocumentProblem(file: "faq.json", position: SourcePosition(line: 3, column: 7), message: TranslatableText("the answer is empty"))
        XCTAssertEqual(problem.description, "faq.json:3:7: error: the answer is empty")
        XCTAssertEqual(problem.line(translating: shouting), "faq.json:3:7: ERROR: THE ANSWER IS EMPTY")
        let warning = DocumentProblem(file: "faq.json", path: "sections[0].title", severity: .warning, message: TranslatableText("x {1}", "y"))
        XCTAssertEqual(warning.line(translating: shouting), "faq.json: WARNING: sections[0].title: X y")
    }

    func testATolerantReadMarksBadEntriesInTheCatalogsLanguage() throws {
        let json = #"{"title": "T", "sections": [{"title": "S", "questions": [{"question": "Q?", "answer": 42}, {"question": "R?", "answer": "r"}]}]}"#
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tolerant-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let english = try DocumentReader.read(path: url.path, tolerant: true)
        XCTAssertTrue(english.document.sections[0].questions[0].answer.hasPrefix("⚠ This entry could not be read (line 1, column "))
        XCTAssertTrue(english.document.sections[0].questions[0].answer.contains("\"answer\" must be a string, not a number"))
        let translated = try DocumentReader.read(path: url.path, tolerant: true, translating: shouting)
        XCTAssertTrue(translated.document.sections[0].questions[0].answer.hasPrefix("⚠ THIS ENTRY COULD NOT BE READ (LINE 1, COLUMN "))
        XCTAssertTrue(translated.document.sections[0].questions[0].answer.contains("\"answer\" MUST BE A STRING, NOT A NUMBER"))
    }

    // `{n}` places, in the app's strings and the FAQ module's messages alike.

    func testPlaceholdersTakeTheirArgumentsInAnyOrder() {
        XCTAssertEqual(TranslatableText.substitute(["3", "Billing"], into: "{1} matches in {2}"), "3 matches in Billing")
        XCTAssertEqual(TranslatableText.substitute(["3", "Billing"], into: "In {2}: {1}"), "In Billing: 3")
        XCTAssertEqual(TranslatableText.substitute(["x"], into: "{1} and {1}"), "x and x")
    }

    func testAnArgumentIsNotReadAsAPlaceholderAgain() {
        XCTAssertEqual(TranslatableText.substitute(["{2}", "b"], into: "{1}/{2}"), "{2}/b")
    }

    func testOtherBracesStay() {
        XCTAssertEqual(TranslatableText.substitute(["a"], into: "{3} {x} {} { {1}"), "{3} {x} {} { a")
        XCTAssertEqual(TranslatableText.substitute(["a"], into: "ends with {"), "ends with {")
        XCTAssertEqual(TranslatableText.substitute([], into: "{1}"), "{1}")
    }

    func testTextAroundIsKept() {
        XCTAssertEqual(TranslatableText.substitute(["ü"], into: "«{1}» — ok"), "«ü» — ok")
    }
}
