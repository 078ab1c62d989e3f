import XCTest
@testable import FAQ

/// Bulleted entries as Doom Legacy's FAQ writes them (SRB2 keeps it): "*" for most, "# Linux: …" for the Linux
/// ones, all at one indent over answers set in at the text's column; and a question that leads into the message it
/// quotes on the next line, set in deeper.
final class PlainTextMixedBulletsTests: XCTestCase {
    private func questions(_ text: String) throws -> [String] {
        try DocumentReader.decode(Array(text.utf8), file: "faq.txt").document.allSections.flatMap(\.section.questions).map(\.question)
    }

    static let faq = """
     SRB2 F.A.Q.

     * My mouse does not work in the game.

       Check the mouse options.

     * Where are the other video modes? I have only 320x200 in the
       Video Modes menu.

       Run the game with -width and -height.

     # Linux: I cannot have any fullscreen modes at all!

       You have only modes above 1024x768 in your configuration.

     * When I start it with -server it says:
        "BinToPort: Address already in use"

       Use -udpport on both sides.

     # Linux: After a certain idle time my screensaver jams the display
       of the game.

       Turn off the screensaver.

     * Do you use the tcp protocol?

       No, we use udp.
    """

    func testHashBulletedEntriesShapedAsTheOthersAreEntries() throws {
        XCTAssertEqual(try questions(Self.faq), [
            "My mouse does not work in the game.", "Where are the other video modes? I have only 320x200 in the Video Modes menu.",
            "Linux: I cannot have any fullscreen modes at all!", "When I start it with -server it says: \"BinToPort: Address already in use\"",
            "Linux: After a certain idle time my screensaver jams the display of the game.", "Do you use the tcp protocol?",
        ])
    }

    func testHashLinesOfAnotherShapeAreNoEntries() throws {
        // A shell comment set in deeper, in an answer's example, and a "#" line with no answer set in under it.
        let text = Self.faq.replacingOccurrences(of: "   Use -udpport on both sides.", with: """
           Use -udpport on both sides:

              # on the server
              game -server -udpport 5029

         # Note: this also applies to the client
        """)
        XCTAssertEqual(try questions(text).count, 6)
    }
}
