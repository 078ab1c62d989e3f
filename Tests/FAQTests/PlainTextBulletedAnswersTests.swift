import XCTest
@testable import FAQ

/// Bulleted questions with their answers right under them, no blank line between items (a web
/// page's list rendered as text: EtherApe's FAQ).
final class PlainTextBulletedAnswersTests: XCTestCase {
    static let text = """
                                      Widget FAQ

         * Why I see only the traffic to/from the Widget machine ?
           Probably you have a switched network.  Unless all traffic goes
           thru the machine, it sees local traffic.
         * How can I see the detail dialogs ?
           Double click on a node.
         * Is it possible to see just traffic within my network? Is it
           possible to see just traffic to/from the internet?
           You can filter traffic:
           ip and src net 213.227
         * Hosts keep moving because they come and go... What can I do?
           Set node timeout to 0.
         __________________________________________________________________

       $Id$

    References

       1. http://example.org/
    """

    func testQuestionsOverTheirAnswersAtTheItemsColumn() throws {
        let result = try DocumentReader.decode(Array(Self.text.utf8), file: "FAQ")
        XCTAssertEqual(result.importer, "plain text (bulleted questions)")
        XCTAssertEqual(questions(result.document), [
            "Why I see only the traffic to/from the Widget machine ?", "How can I see the detail dialogs ?",
            "Is it possible to see just traffic within my network? Is it possible to see just traffic to/from the internet?",
            "Hosts keep moving because they come and go... What can I do?",
        ])
        XCTAssertEqual(result.document.sections.flatMap(\.questions).last?.answer, "Set node timeout to 0.", "the page's footer is left out")
        XCTAssertNil(result.misread)
    }

    /// A bulleted list of questions with nothing under them, or one of statements, is no FAQ of this shape.
    func testBulletsWithoutAnswersOrThatStateAreNoEntries() {
        let unanswered = "Ideas:\n * Why not Windows?\n * Why not Mac?\n * Why not BSD?\n"
        XCTAssertNil(PlainTextPatterns.bulletedOverAnswers(PlainTextLines(unanswered), titles: []))
        let stated = "Notes:\n * It is fast.\n   Really.\n * It is small.\n   Tiny.\n * It is free.\n   Libre.\n"
        XCTAssertNil(PlainTextPatterns.bulletedOverAnswers(PlainTextLines(stated), titles: []))
    }

    /// slib's FAQ: entries opened by an empty box and a tab ("[]\tWhat is SLIB?") over answers
    /// at the margin, under group titles in capitals tabbed in deeper than the entries, after a
    /// contents list of those titles.
    func testBoxOpenedEntriesUnderTabbedCapitalGroupTitles() throws {
        let text = """
            FAQ (Frequently Asked Questions and answers) for SLIB Scheme Library (slib-3b6).

            \t\tTOPICS:

            \tINTRODUCTION AND GENERAL INFORMATION
            \tMACROS

            \t\tINTRODUCTION AND GENERAL INFORMATION

            []\tWhat is SLIB?

            SLIB is a portable scheme library.

            []\tWhat is Scheme?

            A programming language in the Lisp family.

            \t\tMACROS

            []\tWhy are there so many macro implementations in SLIB?

            The R4RS committee specified only the high level pattern language.

            []\tWhy do I get a string-ref (or other) error when I try to load or use SLIB.

            Check the library path.

            """
        let document = try DocumentReader.decode(Array(text.utf8), file: "FAQ").document
        XCTAssertEqual(groups(document), ["INTRODUCTION AND GENERAL INFORMATION", "MACROS"])
        XCTAssertEqual(questions(document), ["What is SLIB?", "What is Scheme?", "Why are there so many macro implementations in SLIB?",
                                             "Why do I get a string-ref (or other) error when I try to load or use SLIB."])
        // A command in capitals that an answer leads into is no group title (a review's input).
        let command = "Q: How do I list the tables?\nA: Type:\n\n    SHOW TABLES\n\nQ: How do I quit?\nA: Press Ctrl-D.\n"
        XCTAssertEqual(try DocumentReader.decode(Array(command.utf8), file: "FAQ").document.sectionCount, 0)
        XCTAssertNil(PlainTextPatterns.boxMarker("[]"), "a box alone opens nothing")
        XCTAssertNil(PlainTextPatterns.boxMarker("[x] done"))
    }

    /// gringotts' FAQ: group titles in a mirrored frame ("-=  On Security  =-"), tabbed in deeper
    /// than the 'Q:'/'A:' pairs at the margin, as its own title is.
    func testMirrorFramedGroupTitlesTabbedIn() throws {
        let text = """
            			    -=   The Gringotts FAQ   =-


            			  -=        The Project        =-


            Q: Why Gringotts, in first place?

            A: The name comes from a famous book.


            			  -=        On Security        =-


            Q: How safe it is, actually?

            A: Very safe.


            Q: What if it can see my screen??

            A: Don't joke.

            """
        let document = try DocumentReader.decode(Array(text.utf8), file: "FAQ").document
        XCTAssertEqual(document.title, "The Gringotts FAQ")
        XCTAssertEqual(groups(document), ["The Project", "On Security"])
        XCTAssertEqual(document.questionCount, 3)
        XCTAssertTrue(PlainTextTitles.isFramed("-= On Security =-"))
        XCTAssertFalse(PlainTextTitles.isFramed("-= On Security -="), "a frame's close mirrors its opening")
        XCTAssertFalse(PlainTextTitles.isFramed("-- On Security --"), "two of one mark are too few")
    }

    /// A review's input: a line framed by one mark closing an indented example, right above the
    /// next question, ends the example; it titles no group.
    func testAnExamplesClosingMarkerOverAQuestionIsNoGroupTitle() throws {
        let example = "      --- begin config ---\n      foo = 1\n      --- end config ---\n"
        let text = "Foo Frequently Asked Questions\n\nQ: How do I configure foo?\nA: Put this in your file:\n\n" + example
            + "\nQ: How do I configure bar?\nA: Put this in your file:\n\n" + example
            + "\nQ: Why is foo slow?\nA: It is not slow, your disk is.\n"
        let document = try DocumentReader.decode(Array(text.utf8), file: "FAQ").document
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(document.questionCount, 3)
        XCTAssertTrue(document.sections.first?.questions[0].answer.contains("end config") == true)
    }
}
