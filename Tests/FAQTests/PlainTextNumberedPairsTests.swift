import XCTest
@testable import FAQ

/// "Q:" entries that are items of a numbered list (`PlainTextNumberedPairs`), as lynx dumps them.
final class PlainTextNumberedPairsTests: XCTestCase {
    func questions(_ text: String) throws -> [String] {
        try DocumentReader.decode(Array(text.utf8), file: "FAQ").document.allSections.flatMap { $0.section.questions.map(\.question) }
    }

    func testNumberedQuestionAnswerItems() throws {
        // Structure: ifplugd's FAQ, an HTML list dumped by lynx: `N. Q: …` over lines, then `A: …`.
        let text = """

          FAQ

            1. Q: I want to use it with my PCMCIA card, but it quits
               when it does not find eth0. What can I do?
               A: Use the -f switch.
            2. Q: The kernel logs fill with messages. What can I do?
               A: Add an alias line.
            3. Q: Does it work with anything but ethernet?
               A: Certainly not.

        References

           1. http://example.org/
        """
        XCTAssertEqual(try questions(text), [
            "I want to use it with my PCMCIA card, but it quits when it does not find eth0. What can I do?",
            "The kernel logs fill with messages. What can I do?", "Does it work with anything but ethernet?",
        ])
    }

    func testMarkers() {
        XCTAssertEqual(PlainTextNumberedPairs.marker("12. Q: Why?"), 7)
        XCTAssertNil(PlainTextNumberedPairs.marker("12. Quit the program."))
        XCTAssertNil(PlainTextNumberedPairs.marker("Q: Why?"))
    }

    func testReadInLinearTime() throws {
        try LinearGrowth.assert(8_000) { count in
            var text = "FAQ\n\n"
            for n in 0..<count { text += "  \(n % 1000). Q: Why \(n)?\n     A: Because.\n" }
            _ = try? DocumentReader.decode(Array(text.utf8), file: "FAQ")
        }
    }
}
