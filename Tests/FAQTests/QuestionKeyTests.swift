import XCTest
@testable import FAQ

/// The guard's folded keys of ASCII lines, made by bytes, against the fold by characters.
final class QuestionKeyTests: XCTestCase {
    func testASCIIKeysAreTheCharacterKeys() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "Z", "q", "7", " ", "\t", "&", ";", "#", "&lt;", "&#39;", "&amp", "\r\n", "\r", "\n", "?", "-", "_", "é", "K", "&abcdefghij;", "&ab cd;",
                      "&egrave;", "&Egrave;", "&ETH;", "&OElig;", "&#232;", "&#XE8;", "&#x41;", "&times;", "&#8217;"]
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

    func testReferencesToLettersAreTheirLetters() {
        // The importers read "cos'&egrave;" as "cos'è": the key keeps the letter.
        XCTAssertEqual(QuestionShape.key("Che cos'&egrave; bogofilter?"), "che cos è bogofilter")
        XCTAssertEqual(QuestionShape.key("Che cos'è bogofilter?"), "che cos è bogofilter")
        XCTAssertEqual(QuestionShape.key("Stra&szlig;e &amp; Caf&#233;"), "straße café")
        XCTAssertEqual(QuestionShape.key("2 &times; 3 &lt; 7&#8217;s"), "2 3 7 s")
        XCTAssertNil(EntityLetters.letter("nbsp"))
        XCTAssertEqual(EntityLetters.letter("Uuml"), "Ü")
        XCTAssertEqual(EntityLetters.letter("#x3b1"), "α")
        XCTAssertEqual(EntityLetters.letter("oelig"), "œ")
    }

    /// One table of Latin-1 names serves HTML's keys, SGML and POD: each name at its code point.
    func testLatin1EntityNamesFollowTheirCodePoints() {
        XCTAssertEqual(Latin1Entities.characters.count, 96)
        XCTAssertEqual(Latin1Entities.characters["nbsp"], "\u{A0}")
        XCTAssertEqual(Latin1Entities.characters["iquest"], "¿")
        XCTAssertEqual(Latin1Entities.characters["Agrave"], "À")
        XCTAssertEqual(Latin1Entities.characters["times"], "×")
        XCTAssertEqual(Latin1Entities.characters["yuml"], "ÿ")
        XCTAssertEqual(PODInline.entity("eacute"), "é")
    }
}
