import XCTest
@testable import FAQ

/// Troubleshooting FAQs whose entries are labelled "PROBLEM:"/"SOLUTION:" rather than asked.
final class PlainTextProblemLabelsTests: XCTestCase {
    private func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "FAQ.txt").document
    }

    func testProblemLabelsOverStatementsWithCauseAndSolutionParts() throws {
        let text = """
        FAQ.txt for Juggler

        by A. Author


        GENERAL PROBLEMS:

        ------------------------------------------------------------

        PROBLEM:
        My mouse is gone!

          CAUSE:
          Mouse grabbing is on.

          SOLUTION:
          Press [G].

        ------------------------------------------------------------

        PROBLEM:
        The game is very slow.

          SOLUTION:
          Use --low.

        ------------------------------------------------------------


        SOUND PROBLEMS:

        ------------------------------------------------------------

        PROBLEM:
        There is no sound.

          CAUSE:
          The mixer is muted.

          SOLUTION:
          Unmute it.

        ------------------------------------------------------------

        PROBLEM:
        The sound lags behind.

          SOLUTION:
          Use a smaller buffer.

        """
        let document = try read(text)
        XCTAssertEqual(groups(document), ["GENERAL PROBLEMS:", "SOUND PROBLEMS:"].map { PlainTextTitles.decorated($0) })
        XCTAssertEqual(questions(document), ["My mouse is gone!", "The game is very slow.", "There is no sound.", "The sound lags behind."])
        XCTAssertTrue(document.allSections.flatMap(\.section.questions)[0].answer.contains("CAUSE"))
    }

    func testSymptomLabelsWithTheirTextOnTheLineAndFixes() throws {
        let text = """
        Symptom: The window stays blank.
        Fix: Update the driver.

        Symptom: Fonts look blurry.
        Fix: Turn on hinting.

        Symptom: It crashes on start.
        Fix: Remove the cache.

        """
        XCTAssertEqual(questions(try read(text)), ["The window stays blank.", "Fonts look blurry.", "It crashes on start."])
    }

    /// AutoDiary's closing titles, underlined as its groups are, with no entries under them.
    private let closing = """
        STILL NEED HELP?
        ----------------
        • Read the full README.md
        • Open an issue on GitHub

        GETTING SUPPORT
        ---------------
        Issues: https://github.com/example/issues

        """

    /// AutoDiary's guide: `Problem: "…"` answered by "Solutions:" (in the plural) over bullets, under underlined groups;
    /// titles of the groups' kind after the last entry head the document's closing text, not the last answer's.
    func testProblemsAnsweredBySolutionsInThePlural() throws {
        let text = """
        TROUBLESHOOTING GUIDE
        ====================

        LOGIN ISSUES
        ------------
        Problem: "Login failed"
        Solutions:
          • Verify your email and password are correct
          • Check that the portal is accessible

        Problem: "Session expired"
        Solution:
          • The app will log in again

        UPLOAD ISSUES
        -------------
        Problem: "Upload failed for some entries"
        Solutions:
          • Check your internet connection

        Problem: "Holiday detected"
        Fixes:
          • Entries on holidays are skipped

        """
        let document = try read(text + "\n" + closing)
        XCTAssertEqual(groups(document).count, 2)
        XCTAssertEqual(questions(document), ["\"Login failed\"", "\"Session expired\"", "\"Upload failed for some entries\"", "\"Holiday detected\""])
        XCTAssertEqual(PlainTextProblemLabels.answerMarker("Solutions:"), 10)
        XCTAssertEqual(PlainTextProblemLabels.answerMarker("Workarounds: none"), 13)
        XCTAssertNil(PlainTextProblemLabels.answerMarker("Solutionsmith: x"))
        // Numbered among others (CTHarvester's "**Solution 1: Install Rust toolchain**"), a number no longer than two digits.
        XCTAssertEqual(PlainTextProblemLabels.answerMarker("Solution 1: Install Rust"), 12)
        XCTAssertEqual(PlainTextProblemLabels.answerMarker("Fix #2:"), 7)
        XCTAssertNil(PlainTextProblemLabels.answerMarker("Solution 2024: the year"))
        XCTAssertNil(PlainTextProblemLabels.answerMarker("Solution 1 works"))
        XCTAssertEqual(textParts(document).count, 2)
        XCTAssertEqual(answer(document, "\"Holiday detected\"")?.contains("README") , false)
    }

    /// A review's input: a line in capitals that the last answer quotes is no closing title (only a title underlined
    /// as the groups are is one).
    func testALineInCapitalsInTheLastAnswerStaysInIt() throws {
        let text = """
        Widget FAQ

        GENERAL

        Q: Is it free?
        A: Yes.

        Q: Does it run on Windows?
        A: No.

        TROUBLESHOOTING

        Q: Why does it stop at start-up?
        A: It cannot reach the X server. The log then ends with the line

        PANIC: CANNOT OPEN DISPLAY

        and you should set DISPLAY before starting it.

        """
        let document = try read(text)
        XCTAssertEqual(textParts(document), [])
        XCTAssertTrue(answer(document, "Why does it stop at start-up?")?.contains("set DISPLAY") == true)
    }

    func testAProblemParagraphInAQAndAFileStaysInItsAnswer() throws {
        let text = """
        Q: How do I start it?
        A: Run it.

        Q: How do I stop it?
        A: Press q.

        Problem: it may hang.

        Q: How do I pause it?
        A: Press p.

        """
        let document = try read(text)
        XCTAssertEqual(questions(document), ["How do I start it?", "How do I stop it?", "How do I pause it?"])
    }
}
