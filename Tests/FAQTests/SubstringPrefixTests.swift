import XCTest
@testable import FAQ

/// The readers' `Substring.hasPrefix` tells ASCII prefixes by bytes: the same answers as the
/// standard library's comparison of `Character`s, for any text after the prefix.
final class SubstringPrefixTests: XCTestCase {
    func testPrefixesAreTheCharacterComparisons() {
        var generator = SystemRandomNumberGenerator()
        // Pieces that end or begin characters in the middle of a byte run: combining marks, CR LF, a
        // decomposed "é", emoji joined by a zero-width joiner, and prefixes that are not ASCII.
        let pieces = ["#", "##", " ", ".. ", "Q", "Q:", "\r", "\n", "e", "\u{301}", "é", "e\u{301}", "\u{200D}", "👩", "?", "**", "日本", "-"]
        let prefixes = ["", "#", "##", ".. ", "Q:", "\r", "e", "é", "e\u{301}", "👩", "日", "**Q", "- "]
        for _ in 0..<5000 {
            let whole = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let lead = String(repeating: "x", count: Int.random(in: 0...2, using: &generator))
            let text = (lead + whole).dropFirst(lead.count)
            let prefix = prefixes.randomElement(using: &generator)!
            XCTAssertEqual(text.hasPrefix(prefix), text.starts(with: prefix), "\(text.debugDescription) \(prefix.debugDescription)")
        }
    }

    func testAJoiningCharacterAfterTheBytesIsNoPrefix() {
        XCTAssertFalse(Substring("e\u{301}tude").hasPrefix("e"))
        XCTAssertFalse(Substring("\r\nx").hasPrefix("\r"))
        XCTAssertTrue(Substring("\r\r").hasPrefix("\r"))
        XCTAssertTrue(Substring(".. note::").hasPrefix(".. "))
        XCTAssertTrue(Substring("étude").hasPrefix("e\u{301}"))
        XCTAssertFalse(Substring("#").hasPrefix("##"))
    }
}
