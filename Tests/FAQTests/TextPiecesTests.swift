import XCTest
@testable import FAQ

/// Long text is cut into pieces of bounded length, at sentence ends, spaces, or characters.
final class TextPiecesTests: XCTestCase {
    func testShortTextIsOnePiece() {
        let text = InlineText("A short answer.")
        XCTAssertEqual(text.pieces(), [text])
    }

    func testProseIsCutAtSentenceEnds() {
        let sentence = "This sentence has some words in it. "
        let text = InlineText(String(repeating: sentence, count: 100))
        let pieces = text.pieces(maximumLength: 200)
        XCTAssertGreaterThan(pieces.count, 10)
        for piece in pieces {
            XCTAssertLessThanOrEqual(piece.count, 200)
            XCTAssertTrue(piece.plainText.hasSuffix("."), piece.plainText)
        }
        XCTAssertEqual(pieces.map(\.plainText).joined(separator: " "), text.trimmed().plainText, "nothing is lost")
    }

    func testWordsAreKeptWholeWithoutSentences() {
        let text = InlineText(String(repeating: "word ", count: 300))
        let pieces = text.pieces(maximumLength: 100)
        XCTAssertTrue(pieces.allSatisfy { $0.count <= 100 && $0.plainText.split(separator: " ").allSatisfy { $0 == "word" } })
    }

    func testAnUnbrokenWordIsCutAtCharacters() {
        let word = String(repeating: "x", count: 20_000)
        let pieces = InlineText(word).pieces()
        XCTAssertTrue(pieces.allSatisfy { $0.count <= TextPieces.maximumUnbrokenLength })
        XCTAssertEqual(pieces.map(\.plainText).joined(), word)
        let emoji = String(repeating: "👩🏽‍💻", count: 1_200)
        XCTAssertEqual(InlineText(emoji).pieces().map(\.plainText).joined(), emoji, "cuts fall between characters")
    }

    func testALongWordInsideProseGetsPiecesOfItsOwn() {
        let word = String(repeating: "z", count: 1_200)
        let text = InlineText("Short words " + word + " and more words after it.")
        let pieces = text.pieces(maximumLength: 1_500, maximumUnbrokenLength: 500)
        XCTAssertEqual(pieces.map(\.plainText), ["Short words", String(word.prefix(500)), String(word.dropFirst(500).prefix(500)),
                                                 String(word.suffix(200)) + " and more words after it."])
    }

    func testFormattingAndLinksSurviveTheCut() {
        let text = InlineText(runs: [.init(String(repeating: "a ", count: 60)), .init("bold words here", style: .bold),
                                     .init(String(repeating: " b", count: 60), link: "https://x.org")])
        let pieces = text.pieces(maximumLength: 100)
        XCTAssertEqual(pieces.flatMap(\.runs).filter { $0.style == .bold }.map(\.text).joined(separator: " "), "bold words here")
        XCTAssertTrue(pieces.last!.runs.allSatisfy { $0.link == "https://x.org" })
    }

    func testCodeIsCutAtLines() {
        let code = (1...100).map { "line \($0)" }.joined(separator: "\n")
        let pieces = TextPieces.code(code, maximumLength: 50)
        XCTAssertTrue(pieces.allSatisfy { $0.count <= 50 })
        XCTAssertEqual(pieces.joined(separator: "\n"), code)
        let long = String(repeating: "y", count: 130)
        XCTAssertEqual(TextPieces.code(long, maximumLength: 50), [String(repeating: "y", count: 50), String(repeating: "y", count: 50), String(repeating: "y", count: 30)])
    }

    /// Emoji cost far more to shape than letters: a piece of them is as cheap to lay out as a
    /// piece of prose, not 1,500 emoji.
    func testPiecesAreBoundedByShapingCostNotCharacters() {
        let families = InlineText(String(repeating: "👨‍👩‍👧‍👦", count: 25_000))
        let pieces = families.pieces()
        XCTAssertGreaterThan(pieces.count, 25_000 / 1_500)
        for piece in pieces { XCTAssertLessThanOrEqual(piece.shapingCost, TextPieces.maximumLength) }
        XCTAssertEqual(pieces.map(\.plainText).joined(), families.plainText, "nothing is lost, no family is split")
        XCTAssertEqual(InlineText("Plain words.").shapingCost, 12)
    }
}
