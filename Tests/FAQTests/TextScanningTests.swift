import XCTest
@testable import FAQ

/// The byte-level shortcuts the readers and the guard take (`newlineSeparatedLines`,
/// `mayContain(literal:)`, `trimmingBlankLines`) against the searches by characters they stand
/// for, on random text full of the cases where bytes and characters differ.
final class TextScanningTests: XCTestCase {
    /// Pieces where characters and bytes part: CR LF (one character), combining marks after a
    /// newline or a letter, the three characters canonically equal to ASCII ones, emoji.
    static let pieces = ["\n", "\r", "\r\n", "a", "K", ";", "`", "\u{212A}", "\u{037E}", "\u{1FEF}", "\u{301}", " ", "\t",
                         "é", "e\u{301}", "?", "Q", "](", "[[", "&amp;", "\u{0600}", "👍🏽", "\u{200D}", "x", "\u{00A0}", "##"]

    static func randomText(_ generator: inout some RandomNumberGenerator) -> String {
        (0..<Int.random(in: 0...24, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    func testNewlineSeparatedLinesAreTheCharacterSplit() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let text = Self.randomText(&generator)
            XCTAssertEqual(text.newlineSeparatedLines(), text.split(separator: "\n", omittingEmptySubsequences: false), text.debugDescription)
        }
    }

    func testMayContainIsFalseOnlyWhenTheCharactersAreAbsent() {
        var generator = SystemRandomNumberGenerator()
        let targets = ["\r\n", "\r", "\n", "](", "[[", "K", ";", "&amp;", "`", "Q", "?", "e\u{301}", "é"]
        for _ in 0..<20_000 {
            let text = Self.randomText(&generator)
            for target in targets where !text.mayContain(literal: target) {
                XCTAssertEqual(text.parts(separatedBy: target), [text], "\(text.debugDescription) \(target.debugDescription)")
                XCTAssertFalse(text.contains(target), "\(text.debugDescription) \(target.debugDescription)")
            }
        }
        // The equivalent characters: a Kelvin sign is a K to the search by characters.
        XCTAssertTrue("1 \u{212A}".mayContain(literal: "K"))
        XCTAssertFalse("no such".mayContain(literal: "K"))
    }

    func testTrimmingBlankLinesKeepsTheSlowResult() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let text = Self.randomText(&generator)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var expected = ""
            if let first = lines.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }),
               let last = lines.lastIndex(where: { !$0.allSatisfy(\.isWhitespace) }) {
                expected = lines[first...last].joined(separator: "\n")
            }
            XCTAssertEqual(text.trimmingBlankLines(), expected, text.debugDescription)
        }
    }
}
