import XCTest
@testable import FAQ

final class JSONParserTests: XCTestCase {
    func parse(_ text: String) throws -> JSONNode { try JSONParser.parse(Array(text.utf8)) }
    func syntaxError(_ bytes: [UInt8]) -> JSONParser.SyntaxError? {
        do { _ = try JSONParser.parse(bytes); return nil } catch { return error }
    }

    func testValuesEscapesAndPositions() throws {
        let root = try parse("{\n  \"a\": [1, -2.5e3, true, false, null],\n  \"s\": \"\\u00e9\\ud83d\\ude00\\n\\\"\"\n}")
        guard case .array(let items) = root["a"]?.value else { return XCTFail("not an array") }
        XCTAssertEqual(items.count, 5)
        guard case .number(let n) = items[1].value else { return XCTFail() }
        XCTAssertEqual(n, -2500)
        guard case .string(let s) = root["s"]?.value else { return XCTFail() }
        XCTAssertEqual(s, "é😀\n\"")
        XCTAssertEqual(SourcePosition(offset: root["s"]!.offset, in: Array("{\n  \"a\": [1, -2.5e3, true, false, null],\n  \"s\": \"".utf8) + [0]), SourcePosition(line: 3, column: 8))
    }

    func testStrictness() {
        XCTAssertEqual(syntaxError(Array("{\"a\": 01}".utf8))?.message, "a number cannot have a leading zero")
        XCTAssertEqual(syntaxError(Array("{\"a\": 1,}".utf8))?.message, "expected a quoted member name")
        XCTAssertEqual(syntaxError(Array("{\"a\": 1, \"a\": 2}".utf8))?.message, "duplicate member \"a\"")
        XCTAssertEqual(syntaxError(Array("[1] [2]".utf8))?.message, "unexpected content after the JSON value")
        XCTAssertEqual(syntaxError(Array("\"a\tb\"".utf8))?.message, "a control character must be escaped in a string")
        XCTAssertEqual(syntaxError(Array("\"\\ud800\"".utf8))?.message, "a lone surrogate in a \\u escape")
        XCTAssertEqual(syntaxError([0x22, 0xC3, 0x28, 0x22])?.message, "invalid UTF-8 in a string")
        XCTAssertEqual(syntaxError(Array("[tru]".utf8))?.position, SourcePosition(line: 1, column: 2))
    }

    func testDeepNestingIsRefusedNotOverflowed() {
        let deep = Array(repeating: UInt8(ascii: "["), count: 1_000_000)
        XCTAssertEqual(syntaxError(deep)?.message, "values are nested more than 512 levels deep")
        let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        XCTAssertNoThrow(try parse(fine))
    }

    func testByteOrderMarkIsSkipped() throws {
        XCTAssertNoThrow(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8)))
    }
}
