import XCTest
@testable import FAQ

/// `HTMLText.collapseWhitespace` takes a byte path for ASCII text: it must collapse exactly as
/// splitting on `Character.isWhitespace` does, for ASCII and for any other text.
final class WhitespaceCollapsingTests: XCTestCase {
    func reference(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    func testCollapsesAsCharactersDo() {
        let pieces = [" ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "a", "bc", "?", "\u{85}", "\u{A0}", "é", "\u{2028}", "x\u{301}"]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<3000 {
            // Every third text ASCII only, so that both paths are taken often.
            let alphabet = round % 3 == 0 ? Array(pieces.prefix(9)) : pieces
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(HTMLText.collapseWhitespace(text), reference(text), text.debugDescription)
        }
        XCTAssertEqual(HTMLText.collapseWhitespace("  How do\tI\r\n  start?  "), "How do I start?")
        XCTAssertEqual(HTMLText.collapseWhitespace(" \n "), "")
    }

    func testIsLinear() {
        LinearGrowth.assert(400_000) { count in
            _ = HTMLText.collapseWhitespace(String(repeating: "word \t\n", count: count))
        }
    }
}
