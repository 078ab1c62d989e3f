import XCTest
@testable import FAQ

/// The guard's folded keys of ASCII lines, made by bytes, against the fold by characters.
final class QuestionKeyTests: XCTestCase {
    func testASCIIKeysAreTheCharacterKeys() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "Z", "q", "7", " ", "\t", "&", ";", "#", "&lt;", "&#39;", "&amp", "\r\n", "\r", "\n", "?", "-", "_", "é", "K", "&abcdefghij;", "&ab cd;"]
        for _ in 0..<30_000 {
            let text = (0..<Int.random(in: 0...16, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let line = Substring(text)
            if let fast = QuestionShape.asciiKey(line) {
                XCTAssertEqual(fast, QuestionShape.characterKey(line), text.debugDescription)
            } else {
                XCTAssertTrue(text.utf8.contains { $0 >= 0x80 }, text.debugDescription)
            }
        }
    }
}
