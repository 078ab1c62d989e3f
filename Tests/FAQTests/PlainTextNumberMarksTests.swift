import XCTest
@testable import FAQ

/// Numbers that mark plain-text entries in less common ways (`PlainTextNumbered.marker`, `follows`).
final class PlainTextNumberMarksTests: XCTestCase {
    private func questions(_ text: String) throws -> [String] {
        try DocumentReader.decode(Array(text.utf8), file: "FAQ").document.allSections.flatMap(\.section.questions).map(\.question)
    }

    /// vfu: a last entry numbered 99 after 4, the catch-all a FAQ may close with; a 50 there is
    /// no entry (a gap that large is a misreading, not removed entries).
    func testANumberOfNinesClosesTheEntries() throws {
        let text = """
            FREQUENTLY ASKED QUESTIONS ABOUT VFU

             1. How can I exit to a new directory from vfu?

                Use the shell function.

             2. What files are considered executables?

                Those marked with two stars.

             3. I cannot enter an archive! What's wrong?

                Install the archive tools.

             4. How do I change the colours?

                Edit vfu.conf.

            99. I don't/do like feature X, can I turn it OFF/ON?

                Mail the author.

            """
        XCTAssertEqual(try questions(text).last, "I don't/do like feature X, can I turn it OFF/ON?")
        XCTAssertEqual(try questions(text).count, 5)
        XCTAssertEqual(try questions(text.replacingOccurrences(of: "99. I don't", with: "50. I don't")).count, 4)
        XCTAssertTrue(PlainTextNumbered.follows([24], [99]))
        XCTAssertTrue(PlainTextNumbered.follows([3, 7], [3, 99]))
        XCTAssertFalse(PlainTextNumbered.follows([99], [99]))
        XCTAssertFalse(PlainTextNumbered.follows([2, 4], [3, 99]))
    }

    /// sniffit: "1.b." follows "1." as "1b." would, a stop between the number and its letter.
    func testALetterAfterAStopNumbersAFollowUp() throws {
        let text = """
            1. 'sniffit -i' doesn't work. It says unknown option.

               Install ncurses.

            1.b. I'm sure I have NCURSES, but I still have that problem!

               Link ncurses.h to curses.h.

            2. How can I find the device names?

               Use ifconfig.

            3. Why can't my LINUX capture packets?

               Upgrade the kernel.

            """
        XCTAssertEqual(try questions(text), ["'sniffit -i' doesn't work. It says unknown option.",
                                             "I'm sure I have NCURSES, but I still have that problem!",
                                             "How can I find the device names?", "Why can't my LINUX capture packets?"])
        let marker = PlainTextNumbered.marker(PlainTextLines("1.b. I'm sure"), 0)
        XCTAssertEqual(marker?.key, [1, -2])
        XCTAssertNotEqual(PlainTextNumbered.marker(PlainTextLines("1.bc. Words"), 0)?.letter, 2, "one letter only")
    }
}
