import XCTest
@testable import FAQ
import Outline

/// A native file with bad entries opens with what is valid; `--check`'s strict read still refuses it.
final class TolerantLoadingTests: XCTestCase {
    let oneBadQuestion = """
    {"title": "T", "sections": [
      {"id": "s", "title": "S", "questions": [
        {"id": "good", "question": "Good?", "answer": "Yes."},
        {"id": "bad", "question": "No answer?"},
        {"id": "typed", "question": "Typed?", "answer": 42},
        "not an object"]},
      {"id": "t", "title": 7, "questions": [{"id": "good", "question": "Again?", "answer": "Twice."}]}
    ]}
    """

    func testStrictReadRefusesAndListsEveryProblem() {
        XCTAssertThrowsError(try DocumentReader.decode(Array(oneBadQuestion.utf8), file: "f.json")) { error in
            let lines = (error as! DocumentError).problems.map(\.description)
            XCTAssertEqual(lines.count, 5, lines.joined(separator: "\n"))
            XCTAssertTrue(lines[0].hasPrefix("f.json:4:5: error: missing \"answer\""), lines[0])
        }
    }

    func testTolerantReadOpensTheValidPartsAndMarksTheBadOnes() throws {
        let result = try DocumentReader.decode(Array(oneBadQuestion.utf8), file: "f.json", tolerant: true)
        let sections = result.document.sections
        XCTAssertEqual(sections[0].questions.map(\.id), ["good", "bad", "typed"], "a non-object is left out")
        XCTAssertEqual(sections[0].questions[0].answer, "Yes.")
        XCTAssertTrue(sections[0].questions[1].answer.hasPrefix("⚠ This entry could not be read (line 4, column 5: missing \"answer\""),
                      sections[0].questions[1].answer)
        XCTAssertTrue(sections[0].questions[2].answer.contains("\"answer\" must be a string"))
        XCTAssertEqual(sections[1].title, "⚠ Untitled section")
        XCTAssertEqual(sections[1].questions[0].id, "good-2", "a duplicate ID gets a unique one: the tree stays valid")
        XCTAssertEqual(result.warnings.filter { $0.severity == .error }.count, 5, "the errors come back to be listed")
        _ = FAQOutline(document: result.document)  // builds: IDs are unique
    }

    func testASyntaxErrorStillRefusesWithItsPosition() {
        XCTAssertThrowsError(try DocumentReader.decode(Array("{\"title\": \"T\", \"sections\": [".utf8), file: "f.json", tolerant: true)) { error in
            XCTAssertTrue((error as! DocumentError).problems[0].description.hasPrefix("f.json:1:"))
        }
    }

    func testATreeWithNothingValidStillRefuses() {
        XCTAssertThrowsError(try DocumentReader.decode(Array(#"{"title": "T", "sections": 3}"#.utf8), file: "f.json", tolerant: true))
        XCTAssertThrowsError(try DocumentReader.decode(Array("[1, 2]".utf8), file: "f.json", tolerant: true))
    }

    func testAValidFileReadsTheSameEitherWay() throws {
        let text = #"{"title": "T", "sections": [{"title": "S", "questions": [{"question": "Q", "answer": "A"}]}]}"#
        let strict = try DocumentReader.decode(Array(text.utf8), file: "f.json")
        let tolerant = try DocumentReader.decode(Array(text.utf8), file: "f.json", tolerant: true)
        XCTAssertEqual(strict.document, tolerant.document)
    }
}
