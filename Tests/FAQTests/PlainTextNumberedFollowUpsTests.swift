import XCTest
@testable import FAQ

/// Numbered plain-text entries with follow-ups numbered under them, and titles that wrap right
/// onto their answers (Oolite's FAQ).
final class PlainTextNumberedFollowUpsTests: XCTestCase {
    func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "FAQ.TXT").document
    }

    static let oolite = """
        Game Frequently Asked Questions
        ===============================

        General questions about the game
        --------------------------------
        1. What's the point of the game?
        To fly from planet to planet, buying and selling goods.

        1.1. I'm still confused, how do I play?
        Have a look at the flight training manual.

        1.2. My keyboard doesn't have a particular key used by the game, what can
        I do to change the keys?
        Edit the key configuration file.

        2. Does it work on Mac OS X 10.2?
        Yes, from version 1.20.

        Linux Specific Questions
        ------------------------
        1. Why does it use GNUstep?
        It was written with Cocoa.

        2. What dependencies do I need?
        SDL and GNUstep.
        """

    func testFollowUpsNumberedUnderAnAnsweredQuestionAreEntriesBesideIt() throws {
        let document = try read(Self.oolite)
        XCTAssertEqual(document.sections.map(\.title), ["General questions about the game", "Linux Specific Questions"])
        XCTAssertEqual(document.sections.map { $0.questions.map(\.question) }, [
            ["What's the point of the game?", "I'm still confused, how do I play?",
             "My keyboard doesn't have a particular key used by the game, what can I do to change the keys?",
             "Does it work on Mac OS X 10.2?"],
            ["Why does it use GNUstep?", "What dependencies do I need?"],
        ])
        XCTAssertEqual(document.sections.first?.questions.first?.answer, "To fly from planet to planet, buying and selling goods.")
        XCTAssertEqual(document.sections.first?.questions[2].answer, "Edit the key configuration file.")
    }

    func testAnUnderlinedTitleInsideAnAnswerOverIndentedStepsIsNoGroup() throws {
        // The steps' "1." follows a title, but their indent is not the entries': no restart, and no group.
        let text = Self.oolite.replacingOccurrences(of: "Yes, from version 1.20.\n", with: "Yes, from version 1.20.\n\nInstalling\n----------\n   1. Download it.\n")
        let document = try read(text)
        XCTAssertEqual(document.sections.map(\.title), ["General questions about the game", "Linux Specific Questions"])
        XCTAssertEqual(document.questionCount, 6)
    }

    func testANumberedGroupTitleOverItsEntriesStaysAGroup() throws {
        // "1. Philosophy" holds no answer of its own and asks nothing: its sub-numbers are its entries.
        let text = """
            Tool FAQ

            1. Philosophy

            1.1 What is the tool?

            A program.

            1.2 Why is it free?

            Its authors chose so.

            2. Install

            2.1 How do I install it?

            With make.
            """
        let document = try read(text)
        XCTAssertEqual(document.sections.map(\.title), ["Philosophy", "Install"])
        XCTAssertEqual(document.questionCount, 3)
    }

    func testATitleBrokenOffMidSentenceTakesOnlyTheLineThatEndsTheQuestion() throws {
        // The next line ends no question: it is the answer, not the title's end.
        let text = Self.oolite.replacingOccurrences(of: "I do to change the keys?\n", with: "")
            .replacingOccurrences(of: "what can\n", with: "what can you offer\n")
            .replacingOccurrences(of: "Edit the key configuration file.\n", with: "Edit the key configuration file.\nIt is plain text.\n")
        let titles = questions(try read(text)) + (try read(text)).allSections.map(\.section.title)
        XCTAssertTrue(titles.contains("My keyboard doesn't have a particular key used by the game, what can you offer"), "\(titles)")
    }
}
