import XCTest
@testable import FAQ

/// The message formatter: user text quoted short, visible and isolated; terminal lines inert.
final class MessageTextTests: XCTestCase {
    func testQuotedTextIsShortenedWithAnEllipsis() {
        XCTAssertEqual(MessageText.quoted("reset"), "“reset”")
        XCTAssertEqual(MessageText.quoted(String(repeating: "x", count: 80)), "“" + String(repeating: "x", count: 80) + "”")
        XCTAssertEqual(MessageText.quoted(String(repeating: "x", count: 20_000)), "“" + String(repeating: "x", count: 80) + "…”")
        XCTAssertEqual(MessageText.quoted("abcdef", limit: 3, marks: ("\"", "\"")), "\"abc…\"")
    }

    func testQuotedTextShowsControlsAndBidiFormattingAsEscapes() {
        XCTAssertEqual(MessageText.quoted("a\u{1B}[2Jb\u{0}\n"), "“a\\u{1B}[2Jb\\u{00}\\u{0A}”")
        XCTAssertEqual(MessageText.quoted("evil\u{202E}exe.txt"), "“evil\\u{202E}exe.txt”")
        XCTAssertEqual(MessageText.quoted("\u{85}"), "“\\u{85}”", "C1 controls too")
    }

    func testRightToLeftTextIsIsolated() {
        XCTAssertEqual(MessageText.quoted("שלום"), "“\u{2068}שלום\u{2069}”")
        XCTAssertEqual(MessageText.quoted("emoji 🎉 and é"), "“emoji 🎉 and é”", "nothing to isolate")
    }

    func testTerminalLinesCannotDriveTheTerminal() {
        let hostile = "f.json:1:2: error: unknown member \"\u{1B}]0;pwned\u{07}\u{1B}[2J\" \r\u{9B}31m \u{202E}x"
        let line = MessageText.terminal(hostile)
        XCTAssertEqual(line, "f.json:1:2: error: unknown member \"\\u{1B}]0;pwned\\u{07}\\u{1B}[2J\" \\u{0D}\\u{9B}31m \\u{202E}x")
        XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        XCTAssertEqual(MessageText.terminal("a\tb \u{2068}שלום\u{2069}"), "a\tb שלום", "tabs stay; isolates are dropped")
        XCTAssertEqual(MessageText.terminalLines("one\ntwo\u{1B}"), "one\ntwo\\u{1B}", "the text's own lines stay lines")
    }

    func testVisibleKeepsTextButShowsControls() {
        XCTAssertEqual(MessageText.visible("a\tb\u{7F}"), "a\tb\\u{7F}")
    }
}
