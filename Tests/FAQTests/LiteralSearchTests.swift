import XCTest
@testable import FAQ

/// `contains(_:)` by bytes answers as the standard library's search by characters does.
final class LiteralSearchTests: XCTestCase {
    func testAnswersAsTheSearchByCharactersDoes() {
        let pieces = ["a", "b", "ab", "{{", "{", "<", " ", "\r", "\n", "\r\n", "\u{301}", "é", "e\u{301}", "問", "🇫🇷", "👍🏽", "?", "\t",
                      "\u{0600}", "\u{037E}", ";", "K", "\u{212A}", "`", "\u{1FEF}"]
        let needles = ["a", "ab", "{{", "{{<", "\n", "\r", "\r\n", "a\r", "\na", "?", "e", " b", "b ", ";", "K", "`", "a;"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let needle = needles.randomElement(using: &generator)!
            let expected = text.firstRange(of: needle) != nil
            XCTAssertEqual(text.contains(needle), expected, "\(text.debugDescription) \(needle.debugDescription)")
            XCTAssertEqual(text.dropFirst().contains(needle), text.dropFirst().firstRange(of: needle) != nil, text.debugDescription)
        }
        // The cases the bytes alone would answer wrongly.
        XCTAssertFalse("cafe\u{301}".contains("cafe"), "a mark joins the match's last letter")
        XCTAssertFalse("a\r\nb".contains("\n"), "\"\\r\\n\" is one character")
        XCTAssertTrue("a\r\nb".contains("\r\n"))
        XCTAssertTrue("{{< details >}}".contains("{{"))
        XCTAssertFalse("\u{0600}ab".contains("ab"), "a Prepend mark joins the match's first letter")
        XCTAssertTrue("Τι\u{037E}".contains(";"), "the Greek question mark is a semicolon to characters")
    }
}
