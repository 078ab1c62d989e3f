import Foundation
import XCTest
@testable import FAQ
import Outline

/// The repository's top folder, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func decode(_ text: String, file: String = "test.json") throws -> DocumentReader.Result {
    try DocumentReader.decode(Array(text.utf8), file: file)
}

/// A document whose sections nest `depth` levels deep, one inside the other.
func nestedSections(depth: Int) -> String {
    #"{"title": "T", "sections": "# + String(repeating: #"[{"title": "S", "sections": "#, count: depth)
        + "[]" + String(repeating: "}]", count: depth) + "}"
}

func problems(_ text: String) -> [String] {
    do {
        _ = try decode(text)
        return []
    } catch let error as DocumentError {
        return error.problems.map(\.description)
    } catch {
        return ["unexpected \(error)"]
    }
}

final class NativeFormatTests: XCTestCase {
    func testBundledAndSampleDocumentsLoad() throws {
        let bundled = try DocumentReader.read(path: repositoryRoot.appendingPathComponent("Data/faq.json").path)
        XCTAssertEqual(bundled.warnings, [])
        XCTAssertGreaterThanOrEqual(bundled.document.sections.count, 4)
        XCTAssertGreaterThanOrEqual(bundled.document.questionCount, 15)
        XCTAssertTrue(bundled.document.allSections.contains { $0.depth > 0 }, "one section is nested")

        let items = try DocumentReader.read(path: repositoryRoot.appendingPathComponent("Data/samples/items.json").path)
        XCTAssertEqual(items.document.sections[0].questions.map(\.question), (0...20).map { "Item \($0)" })
        let answerLengths = items.document.sections[0].questions.map { $0.answer.split(separator: " ").count }
        XCTAssertEqual(answerLengths.min(), 1)
        XCTAssertGreaterThan(answerLengths.max()!, 100)

        let menu = try DocumentReader.read(path: repositoryRoot.appendingPathComponent("Data/samples/menu.json").path)
        XCTAssertEqual(menu.document.sections.map(\.title), ["Account", "Group", "Events", "Deals"])
        XCTAssertEqual(menu.document.sections[0].questions.map(\.question), ["Profile", "Activate account", "Change password"])
    }

    func testNestedSectionsFlagsAndDerivedIDs() throws {
        let result = try decode("""
        {"title": "T", "sections": [
          {"title": "Account & Billing", "expanded": true, "exclusive": true,
           "questions": [{"question": "How?", "answer": "So."}, {"question": "How?", "answer": "Again."}],
           "sections": [{"id": "deep", "title": "Deeper", "questions": [{"id": "how", "question": "Q", "answer": "A"}]}]}
        ]}
        """)
        let section = result.document.sections[0]
        XCTAssertEqual(section.id, "account-billing")
        XCTAssertTrue(section.isExpanded)
        XCTAssertTrue(section.isExclusive)
        XCTAssertEqual(section.questions.map(\.id), ["how-2", "how-3"], "explicit \"how\" below is reserved first")
        XCTAssertEqual(section.sections[0].questions[0].id, "how")
        XCTAssertEqual(result.warnings.map(\.message), [
            "the id “how” made from this title is taken; this one is “how-2”",
            "the id “how” made from this title is taken; this one is “how-3”",
        ])
        XCTAssertEqual(result.warnings.first?.position?.line, 3)
    }

    func testASectionMayNameAThemedIcon() throws {
        let result = try decode("""
        {"title": "T", "sections": [{"title": "Keys", "icon": "input-keyboard-symbolic"}, {"title": "Plain"}]}
        """)
        XCTAssertEqual(result.document.sections.map(\.icon), ["input-keyboard-symbolic", nil])
        XCTAssertEqual(result.warnings.map(\.message), [], "icon is a known member")
        let faq = FAQOutline(document: result.document)
        XCTAssertEqual(faq.icon(of: faq.outline.node(id: "keys")!), "input-keyboard-symbolic")
        XCTAssertNil(faq.icon(of: faq.outline.node(id: "plain")!))
    }

    func testOutlineFollowsTheDocument() throws {
        let result = try decode("""
        {"title": "T", "sections": [
          {"id": "a", "title": "A", "expanded": true, "exclusive": true, "questions": [{"id": "q", "question": "Q", "answer": "Ans"}],
           "sections": [{"id": "b", "title": "B"}]},
          {"id": "c", "title": "C"}]}
        """)
        let faq = FAQOutline(document: result.document)
        let o = faq.outline
        XCTAssertEqual(o.rows.map(\.id), ["a", "q", "b", "c"])
        XCTAssertEqual(o.policy(of: o.node(id: "a")!), [.expandedByDefault, .exclusive])
        XCTAssertTrue(o.isExpandable(o.node(id: "q")!))
        XCTAssertEqual(faq.answer(of: o.node(id: "q")!), "Ans")
        XCTAssertNil(faq.answer(of: o.node(id: "b")!))
    }

    func testMalformedDocumentsGiveClearErrors() {
        XCTAssertEqual(problems(""), ["test.json:1:1: error: the file is empty"])
        XCTAssertEqual(problems("{"), ["test.json:1:2: error: unexpected end of file: an object is not closed"])
        XCTAssertEqual(problems("{\"title\": \"T\", \"sections\": [\n  {\"title\": \"A\",\n"),
                       ["test.json:3:1: error: unexpected end of file: an object is not closed"])
        XCTAssertEqual(problems("[1, 2]"), ["test.json:1:1: error: the document must be a JSON object with \"title\" and \"sections\", not an array"])
        XCTAssertEqual(problems(#"{"title": 5, "sections": []}"#), ["test.json:1:11: error: \"title\" must be a string, not a number"])
        XCTAssertEqual(problems(#"{"title": "T", "sections": {}}"#), ["test.json:1:28: error: \"sections\" must be an array, not an object"])
        XCTAssertEqual(problems(#"{"title": "T", "sections": [{"title": "S", "questions": [{"question": "Q"}]}]}"#),
                       ["test.json:1:58: error: missing \"answer\" (a string)"])
        XCTAssertEqual(problems(#"{"sections": []}"#), ["test.json:1:1: error: missing \"title\" (a string)"])
        XCTAssertEqual(problems(#"{"title": "T", "sections": [{"id": "x", "title": "A"}, {"id": "x", "title": "B"}]}"#),
                       ["test.json:1:63: error: duplicate id \"x\""])
        XCTAssertEqual(problems(#"{"title": "T", "sections": [{"title": "A", "expanded": "yes"}]}"#),
                       ["test.json:1:56: error: \"expanded\" must be true or false, not a string"])
    }

    func testSeveralProblemsAreAllReported() {
        let found = problems(#"{"title": "T", "sections": [{"questions": [{"answer": 1}]}]}"#)
        XCTAssertEqual(found.count, 3, "\(found)")
    }

    func testWarningsForUnknownMembersAndEmptyAnswers() throws {
        let result = try decode(#"{"title": "T", "sectons": [], "sections": [{"title": "S", "questions": [{"question": "Q", "answer": " "}]}]}"#)
        XCTAssertEqual(result.warnings.map(\.description), [
            "test.json:1:27: warning: unknown member \"sectons\" is ignored",
            "test.json:1:101: warning: the answer is empty",
        ])
    }

    func testErrorsWithoutPositionNameThePath() {
        let problem = DocumentProblem(file: "f.json", path: "sections[2].title", message: TranslatableText("too long"))
        XCTAssertEqual(problem.description, "f.json: error: sections[2].title: too long")
    }

    func testMissingFile() {
        XCTAssertThrowsError(try DocumentReader.read(path: "/nonexistent/faq.json")) {
            XCTAssertEqual(($0 as? DocumentError)?.description, "/nonexistent/faq.json: error: no such file")
        }
    }

    func testSectionDepthIsBounded() {
        let errors = problems(nestedSections(depth: 40)).filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0].contains("nested more than 32 levels"), errors[0])
    }

    func testNulInATitleBecomesAReplacementCharacter() throws {
        let result = try decode(#"{"title": "A\u0000B", "sections": []}"#)
        XCTAssertEqual(result.document.title, "A\u{FFFD}B")
    }
}
