import XCTest
@testable import FAQ

/// `Slug.make` reads ASCII text by its bytes: the same slugs as the general scalar-by-scalar
/// rule, written out here as it stands for all text.
final class SlugASCIITests: XCTestCase {
    /// The general rule: lowered text, runs of letters and digits joined by single dashes, at most 64 scalars.
    static func reference(_ text: String, fallback: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
                if result.unicodeScalars.count >= 64 { break }
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? fallback : result
    }

    func testASCIISlugsAreTheGeneralRulesSlugs() {
        var generator = SystemRandomNumberGenerator()
        let ascii = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        let pieces = ["How do I", "reset", "my", "PASSWORD?", "C++", "--", "  ", "Q1.", "x86_64", "é", "ß", "İ", "日本"]
        for round in 0..<3000 {
            let text: String
            if round % 2 == 0 {
                text = String((0..<Int.random(in: 0...90, using: &generator)).map { _ in ascii.randomElement(using: &generator)! })
            } else {
                text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: " ")
            }
            XCTAssertEqual(Slug.make(text, fallback: "q"), Self.reference(text, fallback: "q"), text.debugDescription)
        }
        XCTAssertEqual(Slug.make("How do I reset my password?", fallback: "q"), "how-do-i-reset-my-password")
        XCTAssertEqual(Slug.make("?!", fallback: "q"), "q")
        XCTAssertEqual(Slug.make(String(repeating: "ab ", count: 40), fallback: "q").count, 64)
    }
}
