import Foundation
import XCTest
@testable import FAQ

/// The defects of issue #25 in the readers, one test each, named after it. The linear-time
/// tests measure the thread's CPU time (not the wall clock, which other processes share): four
/// times the input must cost less than eight times as much (a quadratic cost grows sixteen
/// times), and the full size stays within a bound for the debug build.
final class HostileInputRoundTwoTests: XCTestCase {
    /// Runs `work` at `size / 4` and at `size`, and checks that the cost grew linearly.
    static func assertLinear(_ size: Int, under seconds: Double, file: StaticString = #filePath, line: UInt = #line,
                             _ work: (Int) throws -> Void) rethrows {
        let quarter = try cpuSeconds { try work(size / 4) }
        let full = try cpuSeconds { try work(size) }
        // The ratio proves the growth; the ceiling (three times the budget, far below what the
        // quadratic parsers took: 15 to 96 s) only catches a gross regression, and leaves room
        // for a debug build on a loaded machine.
        XCTAssertLessThan(full, seconds * 3, "CPU seconds at \(size)", file: file, line: line)
        XCTAssertLessThan(full / max(quarter, 0.02), 8, "growth from \(size / 4) to \(size): \(quarter) s → \(full) s", file: file, line: line)
    }

    /// The CPU seconds this thread spends in `work`.
    static func cpuSeconds(_ work: () throws -> Void) rethrows -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let start = now()
        try work()
        return now() - start
    }

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
        try Self.assertLinear(100_000, under: 1) { result = try DocumentReader.decode(json($0), file: "array.json") }
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
        try Self.assertLinear(100_000, under: 1.5) { parsed = try JSONParser.parse(json($0)) }
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
        try Self.assertLinear(100_000, under: 4) { result = try DocumentReader.decode(json($0), file: "bad.json", tolerant: true) }
        XCTAssertEqual(result?.document.questionCount, 100_000)
        XCTAssertEqual(result?.warnings.first?.description, "bad.json:50001:27: error: \"question\" must be a string, not a number")
    }

    func testJSONLDWithTwentyThousandQuestionsIsLinear() throws {
        func json(_ n: Int) -> [UInt8] {
            let entities = (0..<n).map { #"{"@type": "Question", "name": "Q\#($0)?", "acceptedAnswer": {"@type": "Answer", "text": "A"}}"# }
            return Array((#"{"@context": "https://schema.org", "@type": "FAQPage", "mainEntity": ["# + entities.joined(separator: ",") + "]}").utf8)
        }
        var result: DocumentReader.Result?
        try Self.assertLinear(20_000, under: 3) { result = try DocumentReader.decode(json($0), file: "page.jsonld") }
        XCTAssertEqual(result?.document.questionCount, 20_000)
    }

    func testManyWarningsOnOneLineArePlacedInLinearTime() {
        var finder = SourcePositionFinder(bytes: Array("ab\ncdé\nf".utf8))
        XCTAssertEqual(finder.position(of: 7), SourcePosition(line: 2, column: 4))
        XCTAssertEqual(finder.position(of: 1), SourcePosition(line: 1, column: 2))
        XCTAssertEqual(finder.position(of: 8), SourcePosition(line: 3, column: 1))
        XCTAssertEqual(finder.position(of: 3), SourcePosition(line: 2, column: 1))
        XCTAssertEqual(finder.position(of: 99), SourcePosition(line: 3, column: 2))
        let bytes = Array(String(repeating: "x", count: 1_000_000).utf8)
        var long = SourcePositionFinder(bytes: bytes)
        let seconds = Self.cpuSeconds {
            for offset in stride(from: 0, to: 1_000_000, by: 10) { _ = long.position(of: offset) }
        }
        XCTAssertLessThan(seconds, 0.5)
        XCTAssertEqual(long.position(of: 999_999), SourcePosition(offset: 999_999, in: bytes))
    }

    // MARK: 6. Duplicate titles make id generation quadratic

    func testDuplicateTitlesMakeIDsInLinearTime() throws {
        func json(_ n: Int) -> [UInt8] {
            Array(Self.native(questions: Array(repeating: #"{"question": "Q?", "answer": "A"}"#, count: n).joined(separator: ",\n")).utf8)
        }
        var result: DocumentReader.Result?
        try Self.assertLinear(100_000, under: 4) { result = try DocumentReader.decode(json($0), file: "dup.json") }
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
        try Self.assertLinear(20_000, under: 4) { result = try DocumentReader.decode(markdown($0), file: "dup.md") }
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
        let seconds = Self.cpuSeconds { for _ in 0..<100_000 { _ = ids.derive(from: "same") } }
        XCTAssertLessThan(seconds, 0.5)
        XCTAssertEqual(ids.derive(from: "same"), "same-100001")
    }

    // MARK: 3. Org recursion

    func testOrgUnclosedQuoteBlocksAreLinear() throws {
        func org(_ n: Int) -> String { "#+TITLE: T\n* Q?\n" + String(repeating: "#+BEGIN_QUOTE\n", count: n) + "text\n" }
        var result: DocumentReader.Result?
        try Self.assertLinear(20_000, under: 4) { result = try DocumentReader.decode(Array(org($0).utf8), file: "quotes.org") }
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
        try Self.assertLinear(20_000, under: 4) { result = try DocumentReader.decode(org($0), file: "drawers.org") }
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
