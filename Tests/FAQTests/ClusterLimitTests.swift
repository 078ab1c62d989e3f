import XCTest
@testable import FAQ

/// A user-perceived character past the limits is shown cut, marked; real text stays whole.
final class ClusterLimitTests: XCTestCase {
    private func bounded(_ text: String) -> (String, Int) {
        var copy = text
        let cut = ClusterLimit.bound(&copy)
        return (copy, cut)
    }

    func testRealScriptsAndEmojiSequencesStayWhole() {
        let samples = [
            "Plain ASCII text.",
            "Café, naïve, Ångström, ĉu vi?",
            "क्षत्रिय और हिन्दी",            // Devanagari: spacing marks and viramas
            "한국어 텍스트 ᄀᄀᄀ",          // Hangul syllables and a short jamo run
            "👨‍👩‍👧‍👦 👍🏽 🏳️‍🌈 🏴󠁧󠁢󠁥󠁮󠁧󠁿",     // ZWJ families, skin tone, flag sequences, tag flags
            "Z̷̢̛a̴̡l̵g̶o̸" + String(repeating: "\u{0301}", count: 30),  // Zalgo within 32 marks
        ]
        for sample in samples {
            XCTAssertEqual(bounded(sample).0, sample, sample)
            XCTAssertEqual(bounded(sample).1, 0, sample)
        }
    }

    func testARunOfCombiningMarksIsCutAtTheLimitWithAMarker() {
        let (text, cut) = bounded("a" + String(repeating: "\u{0301}", count: 199_990) + " end")
        XCTAssertEqual(cut, 1)
        XCTAssertEqual(text, "a" + String(repeating: "\u{0301}", count: ClusterLimit.maximumMarks) + "… end")
    }

    func testEveryOverlongClusterIsCutAndCounted() {
        let (text, cut) = bounded(String(repeating: "a" + String(repeating: "\u{0301}", count: 300) + " ", count: 600))
        XCTAssertEqual(cut, 600)
        XCTAssertEqual(text.unicodeScalars.count, 600 * (1 + ClusterLimit.maximumMarks + 1 + 1))
    }

    func testAGiantJoinedClusterIsCutAtTheScalarLimit() {
        let (text, cut) = bounded("👨" + String(repeating: "\u{200D}👩", count: 60_000) + "!")
        XCTAssertEqual(cut, 1)
        XCTAssertEqual(text.unicodeScalars.count, ClusterLimit.maximumScalars + 2, "the kept scalars, the marker and the “!”")
        XCTAssertTrue(text.hasSuffix("…!"))
    }

    func testAnOpenedDocumentSaysHowManyCharactersWereCut() throws {
        let answer = "a" + String(repeating: "\\u0301", count: 1_000)
        let json = #"{"title": "T", "sections": [{"title": "S", "questions": [{"id": "q", "question": "Q?", "answer": "\#(answer)"}]}]}"#
        let result = try DocumentReader.decode(Array(json.utf8), file: "marks.json")
        let shown = result.document.sections[0].questions[0].answer
        XCTAssertEqual(shown.unicodeScalars.count, 1 + ClusterLimit.maximumMarks + 1)
        XCTAssertTrue(result.warnings.contains { $0.message.hasPrefix("1 character carries more than 32 combining marks") }, "\(result.warnings)")
    }
}
