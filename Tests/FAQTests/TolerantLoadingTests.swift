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

extension TolerantLoadingTests {
    /// Whatever a tolerant read lets through must make a valid outline (unique IDs): damaged
    /// copies of a document (values swapped for numbers, members dropped, IDs duplicated).
    func testDamagedDocumentsThatOpenAlwaysMakeAValidOutline() throws {
        let base = """
        {"title": "T", "sections": [
          {"id": "a", "title": "A", "questions": [{"id": "q", "question": "Q?", "answer": "A."}, {"question": "R?", "answer": "B."}],
           "sections": [{"id": "b", "title": "B", "questions": [{"id": "q2", "question": "Q?", "answer": "C."}]}]},
          {"id": "c", "title": "A", "questions": [{"id": "r", "question": "R?", "answer": "D."}]}]}
        """
        let damages: [(String, String)] = [
            ("\"id\": \"q2\"", "\"id\": \"q\""), ("\"id\": \"c\"", "\"id\": \"a\""), ("\"id\": \"r\"", "\"id\": \"q\""),
            ("\"id\": \"b\"", "\"id\": 5"), ("\"title\": \"A\", \"questions\"", "\"questions\""),
            ("\"answer\": \"A.\"", "\"answer\": null"), ("\"question\": \"R?\", \"answer\": \"B.\"", "\"answer\": \"B.\""),
            ("\"sections\": [{\"id\": \"b\"", "\"sections\": 3, \"x\": [{\"id\": \"b\""), ("{\"id\": \"r\",", "7, {\"id\": \"r\","),
            ("\"id\": \"q\",", "\"id\": \"\","),
        ]
        // Every damage alone, and every pair: 55 documents.
        var documents = damages.map { base.replacingOccurrences(of: $0.0, with: $0.1) }
        for i in damages.indices {
            for j in damages.indices where j > i {
                documents.append(base.replacingOccurrences(of: damages[i].0, with: damages[i].1).replacingOccurrences(of: damages[j].0, with: damages[j].1))
            }
        }
        var opened = 0
        for text in documents {
            guard let result = try? DocumentReader.decode(Array(text.utf8), file: "f.json", tolerant: true) else { continue }
            opened += 1
            var ids = Set<String>()
            for (section, _) in result.document.allSections {
                XCTAssertTrue(ids.insert(section.id).inserted, "unique: \(section.id) in\n\(text)")
                for question in section.questions { XCTAssertTrue(ids.insert(question.id).inserted, "unique: \(question.id) in\n\(text)") }
            }
            XCTAssertFalse(ids.contains(""), "every entry has an ID")
            _ = FAQOutline(document: result.document)
        }
        XCTAssertGreaterThan(opened, 40, "damaged documents still open")
    }
}
