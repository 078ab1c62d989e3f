import Foundation
import XCTest
@testable import FAQ

/// The defects of issue #25 in the readers, one test each, named after it; the quadratic ones
/// are checked by `LinearGrowth`.
final class HostileInputRoundTwoTests: XCTestCase {
    static func native(questions: String) -> String {
        #"{"title": "T", "sections": [{"title": "S", "questions": ["# + questions + "]}]}"
    }

    // MARK: 4. The JSON parser is quadratic in array length

    func testJSONParserIsLinearInArrayLength() throws {
        func json(_ n: Int) -> [UInt8] {
            let items = Array(repeating: "1", count: n).joined(separator: ",")
            return Array((#"{"title": "T", "x": ["# + items + #"], "sections": [{"title": "S", "questions": [{"id": "q", "question": "Q?", "answer": "A"}]}]}"#).utf8)
        }
        var result: DocumentReader.Result?
        try LinearGrowth.assert(100_000) { result = try DocumentReader.decode(json($0), file: "array.json") }
        let items = Array(repeating: "1", count: 100_000).joined(separator: ",")
        XCTAssertEqual(result?.document.questionCount, 1)
        XCTAssertEqual(result?.warnings.map(\.message), [#"unknown member "x" is ignored"#])
        let parsed = try JSONParser.parse(Array("[\(items)]".utf8))
        guard case .array(let values) = parsed.value else { return XCTFail("not an array") }
        XCTAssertEqual(values.count, 100_000)
    }

    func testJSONParserIsLinearInObjectSizeAndStillRefusesDuplicateMembers() throws {
        func json(_ n: Int) -> [UInt8] { Array(("{" + (0..<n).map { "\"k\($0)\": [\($0), {\"a\": \"b\"}]" }.joined(separator: ",") + "}").utf8) }
        var parsed: JSONNode?
        try LinearGrowth.assert(100_000) { parsed = try JSONParser.parse(json($0)) }
        guard case .object(let values)? = parsed?.value else { return XCTFail("not an object") }
        XCTAssertEqual(values.count, 100_000)
        XCTAssertEqual(values[99_999].key, "k99999")
        guard case .array(let last) = values[99_999].value.value, case .number(let n) = last[0].value else { return XCTFail("not [n, {}]") }
        XCTAssertEqual(n, 99_999)
        XCTAssertThrowsError(try JSONParser.parse(Array(#"{"a": {"b": 1, "c": 2}, "d": [{"b": 1}], "a": 3}"#.utf8))) { error in
            XCTAssertEqual((error as? JSONParser.SyntaxError)?.message, #"duplicate member "a""#)
        }
        // Nested objects each keep their own members.
        XCTAssertNoThrow(try JSONParser.parse(Array(#"{"a": {"a": {"a": 1}, "b": 2}, "b": {"a": [1, {"a": 2}]}}"#.utf8)))
    }

    func testJSONTolerantReadOfManyQuestionsWithOneBadEntryIsLinear() throws {
        func json(_ n: Int) -> [UInt8] {
            var questions = (0..<n).map { #"{"id": "q\#($0)", "question": "Q\#($0)?", "answer": "A"}"# }
            questions[n / 2] = #"{"id": "bad", "question": 7, "answer": "A"}"#
            return Array(Self.native(questions: questions.joined(separator: ",\n")).utf8)
        }
        var result: DocumentReader.Result?
        try LinearGrowth.assert(100_000) { result = try DocumentReader.decode(json($0), file: "bad.json", tolerant: true) }
        XCTAssertEqual(result?.document.questionCount, 100_000)
        XCTAssertEqual(result?.warnings.first?.description, "bad.json:50001:27: error: \"question\" must be a string, not a number")
    }

    func testJSONLDWithTwentyThousandQuestionsIsLinear() throws {
        func json(_ n: Int) -> [UInt8] {
            let entities = (0..<n).map { #"{"@type": "Question", "name": "Q\#($0)?", "acceptedAnswer": {"@type": "Answer", "text": "A"}}"# }
            return Array((#"{"@context": "https://schema.org", "@type": "FAQPage", "mainEntity": ["# + entities.joined(separator: ",") + "]}").utf8)
        }
        var result: DocumentReader.Result?
        try LinearGrowth.assert(20_000) { result = try DocumentReader.decode(json($0), file: "page.jsonld") }
        XCTAssertEqual(result?.document.questionCount, 20_000)
    }

    func testManyWarningsOnOneLineArePlacedInLinearTime() {
        var finder = SourcePositionFinder(bytes: Array("ab\ncdé\nf".utf8))
        XCTAssertEqual(finder.position(of: 7), SourcePosition(line: 2, column: 4))
        XCTAssertEqual(finder.position(of: 1), SourcePosition(line: 1, column: 2))
        XCTAssertEqual(finder.position(of: 8), SourcePosition(line: 3, column: 1))
        XCTAssertEqual(finder.position(of: 3), SourcePosition(line: 2, column: 1))
        XCTAssertEqual(finder.position(of: 99), SourcePosition(line: 3, column: 2))
        // One long line, a warning every ten bytes: each is placed from the last, not from the start.
        LinearGrowth.assert(1_000_000) { size in
            let bytes = Array(String(repeating: "x", count: size).utf8)
            var long = SourcePositionFinder(bytes: bytes)
            for offset in stride(from: 0, to: size, by: 10) { _ = long.position(of: offset) }
            XCTAssertEqual(long.position(of: size - 1), SourcePosition(offset: size - 1, in: bytes))
        }
    }

    // MARK: 6. Duplicate titles make id generation quadratic

    func testDuplicateTitlesMakeIDsInLinearTime() throws {
        func json(_ n: Int) -> [UInt8] {
            Array(Self.native(questions: Array(repeating: #"{"question": "Q?", "answer": "A"}"#, count: n).joined(separator: ",\n")).utf8)
        }
        var result: DocumentReader.Result?
        try LinearGrowth.assert(100_000) { result = try DocumentReader.decode(json($0), file: "dup.json") }
        let ids = result?.document.sections[0].questions.map(\.id) ?? []
        XCTAssertEqual(ids.count, 100_000)
        XCTAssertEqual(Array(ids.prefix(3)), ["q", "q-2", "q-3"])
        XCTAssertEqual(ids.last, "q-100000")
        XCTAssertEqual(Set(ids).count, 100_000)
        XCTAssertEqual(result?.warnings.count, 99_999)
        XCTAssertEqual(result?.warnings.last?.position, SourcePosition(line: 100_000, column: 1))
    }

    func testDuplicateHeadingsMakeIDsInLinearTime() throws {
        func markdown(_ n: Int) -> [UInt8] { Array(("# T\n\n" + String(repeating: "## Q?\n\nA\n\n", count: n)).utf8) }
        var result: DocumentReader.Result?
        try LinearGrowth.assert(20_000) { result = try DocumentReader.decode(markdown($0), file: "dup.md") }
        let ids = result?.document.sections.flatMap { $0.questions.map(\.id) } ?? []
        XCTAssertEqual(ids.count, 20_000)
        XCTAssertEqual(Set(ids).count, 20_000)
    }

    func testIDAllocatorSkipsTakenSuffixesOnce() {
        var ids = IDAllocator()
        XCTAssertTrue(ids.reserve("q-3"))
        XCTAssertEqual(ids.derive(from: "q"), "q")
        XCTAssertEqual(ids.derive(from: "q"), "q-2")
        XCTAssertEqual(ids.derive(from: "q"), "q-4")
        XCTAssertEqual(ids.derive(from: "q-2"), "q-2-2")
        LinearGrowth.assert(100_000) { count in
            var many = IDAllocator()
            for _ in 0..<count { _ = many.derive(from: "same") }
            XCTAssertEqual(many.derive(from: "same"), "same-\(count + 1)")
        }
    }

    // MARK: 3. Org recursion

    func testOrgUnclosedQuoteBlocksAreLinear() throws {
        func org(_ n: Int) -> String { "#+TITLE: T\n* Q?\n" + String(repeating: "#+BEGIN_QUOTE\n", count: n) + "text\n" }
        var result: DocumentReader.Result?
        try LinearGrowth.assert(20_000) { result = try DocumentReader.decode(Array(org($0).utf8), file: "quotes.org") }
        let answer = result?.document.sections.first?.questions.first?.answer ?? ""
        // Quotes nest as deep as the limit; deeper blocks are shown as they are written.
        XCTAssertTrue(answer.hasPrefix(String(repeating: "> ", count: OrgFormat.maximumBlockDepth) + "```\n"), String(answer.prefix(80)))
        XCTAssertTrue(answer.contains("> #+BEGIN_QUOTE\n"))
    }

    func testOrgNestedBlocksStillRead() throws {
        let org = "* Q?\n#+BEGIN_QUOTE\nsaid\n#+BEGIN_SRC sh\nls\n#+END_SRC\n#+END_QUOTE\nafter\n#+BEGIN_EXAMPLE\n* not a headline\n#+END_EXAMPLE\n* R?\nB\n"
        let document = try DocumentReader.decode(Array(org.utf8), file: "nested.org").document
        let questions = document.sections.flatMap(\.questions)
        XCTAssertEqual(questions.map(\.question), ["Q?", "R?"])
        XCTAssertEqual(questions[0].answer, "> said\n>\n> ```sh\n> ls\n> ```\n\nafter\n\n```\n* not a headline\n```")
    }

    func testOrgUnclosedPropertyDrawersAreLinear() throws {
        func org(_ n: Int) -> [UInt8] { Array(String(repeating: "* Q?\n:PROPERTIES:\n", count: n).utf8) }
        var result: DocumentReader.Result?
        try LinearGrowth.assert(20_000) { result = try DocumentReader.decode(org($0), file: "drawers.org") }
        XCTAssertEqual(result?.document.questionCount, 20_000)
        // A closed drawer still gives the headline its id.
        let closed = "* Q?\n:PROPERTIES:\n:CUSTOM_ID: here\n:END:\nA\n* R?\n:PROPERTIES:\n* S?\nB\n"
        let questions = try DocumentReader.decode(Array(closed.utf8), file: "ids.org").document.sections.flatMap(\.questions)
        XCTAssertEqual(questions.first?.id, "here")
        XCTAssertEqual(questions.map(\.question), ["Q?", "R?", "S?"])
        XCTAssertEqual(questions.map(\.id), ["here", "r", "s"])
    }
}

/// Issue #25, item 11: the smaller defects in the readers.
final class HostileInputRoundTwoSmallerTests: XCTestCase {
    func testABogusEncodingNameIsPrintedCut() throws {
        let name = String(repeating: "x", count: 2_137)
        let markdown = "# T -*- coding: \(name) -*-\n\n## Q?\n\nA\n"
        let result = try DocumentReader.decode(Array(markdown.utf8), file: "bogus.md")
        let warning = try XCTUnwrap(result.warnings.first { $0.message.contains("declared encoding") }).message
        XCTAssertLessThan(warning.count, 200, warning)
        XCTAssertTrue(warning.hasPrefix("the declared encoding “" + String(repeating: "x", count: MessageText.quoteLimit) + "…” is not known"), warning)
    }
}
