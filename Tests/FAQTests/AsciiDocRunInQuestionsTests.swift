import XCTest
@testable import FAQ

/// AsciiDoc converted from web pages: bold questions that run on into their answers, a lone
/// `==` part that is a section and not the title, and inline anchors in titles.
final class AsciiDocRunInQuestionsTests: XCTestCase {
    func read(_ text: String, file: String = "faq.adoc") throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: file).document
    }

    func testABoldQuestionRunningOnIntoItsAnswerOpensAnEntry() throws {
        let document = try read("""
        = Project FAQ

        == General

        *What is JDO?* JDO is Java Data Objects, an interface
        for storing Java objects.

        *I'd like to contribute.
        What do I do next?* Join the mailing list.

        *Does this project use a wiki?* It does.
        """)
        XCTAssertEqual(questions(document), ["What is JDO?", "I'd like to contribute. What do I do next?", "Does this project use a wiki?"])
        XCTAssertEqual(groups(document), ["General"])
        XCTAssertEqual(answer(document, "What is JDO?")?.hasPrefix("JDO is Java Data Objects"), true)
        XCTAssertEqual(answer(document, "Does this project use a wiki?"), "It does.")
    }

    /// git-ents' FAQ and user stories: where bold lines over their answers' lines mark the questions,
    /// a bold statement over its answer's lines ("*I want an issue tracker.*") is an entry too.
    func testBoldStatementsOverTheirAnswersAmongBoldQuestionsAreEntries() throws {
        let text = """
        = Forge FAQ

        == What is this?

        *What is it?*
        A forge in git.

        *How does it work?*
        Refs hold everything.

        *What do I need?*
        Git and a key.

        == Issues

        *I want an issue tracker.*
        An issue is a tree on its own ref.

        *I want custom fields.*
        Fields are struct members.

        *Note:*
        On macOS use gmake.
        """
        let document = try read(text)
        XCTAssertEqual(groups(document), ["What is this?", "Issues"])
        XCTAssertEqual(questions(document).suffix(2), ["I want an issue tracker.", "I want custom fields."])
        XCTAssertTrue(answer(document, "I want custom fields.")?.hasPrefix("Fields are struct members.") == true)
        XCTAssertFalse(questions(document).contains("Note:"), "a caption is the answer's")
        // Without bold questions to mark the shape, bold statements are the text's emphasis.
        let alone = try read(text.replacingOccurrences(of: "*What is it?*", with: "It is a forge.")
            .replacingOccurrences(of: "*How does it work?*", with: "It works.").replacingOccurrences(of: "*What do I need?*", with: "You need git."))
        XCTAssertFalse(questions(alone).contains("I want an issue tracker."))
    }

    /// A review's input: under a heading that asks, bold questions run on into their answers are its follow-ups,
    /// in AsciiDoc and Markdown alike.
    func testRunInQuestionsUnderAnAskingHeadingAreItsAnswer() throws {
        let asciiDoc = """
        = Widget FAQ

        == Installation

        === How do I install it?

        Run the installer.

        *Why not use pip?* Because pip cannot install the native parts.

        *Is it safe to run as root?* Yes, the installer drops privileges.

        === Does it run on Windows?

        Yes.
        """
        let markdown = asciiDoc.replacingOccurrences(of: "=== ", with: "### ").replacingOccurrences(of: "== ", with: "## ")
            .replacingOccurrences(of: "= ", with: "# ").replacingOccurrences(of: "*", with: "**")
        for (text, file) in [(asciiDoc, "faq.adoc"), (markdown, "faq.md")] {
            let document = try read(text, file: file)
            XCTAssertEqual(questions(document), ["How do I install it?", "Does it run on Windows?"], file)
            XCTAssertTrue(answer(document, "How do I install it?")?.contains("drops privileges") == true, file)
        }
    }

    func testALonePartOfQuestionsIsASectionNotTheTitle() throws {
        let document = try read("""
        == General

        *Is it free?*

        Yes.

        *Does it run on Windows?*

        No.
        """)
        XCTAssertEqual(groups(document), ["General"])
        XCTAssertEqual(document.title, "faq")
        XCTAssertEqual(questions(document), ["Is it free?", "Does it run on Windows?"])
    }

    func testALonePartThatNamesTheFAQOrHoldsPartsIsStillTheTitle() throws {
        let named = try read("""
        == Frequently Asked Questions

        *Is it free?*

        Yes.

        *Does it run on Windows?*

        No.
        """)
        XCTAssertEqual(named.title, "Frequently Asked Questions")
        XCTAssertEqual(groups(named), [])
        let holdingParts = try read("""
        == Widget Guide

        === Is it free?
        Yes.

        === Does it run on Windows?
        No.
        """)
        XCTAssertEqual(holdingParts.title, "Widget Guide")
        XCTAssertEqual(questions(holdingParts), ["Is it free?", "Does it run on Windows?"])
    }

    func testInlineAnchorsShowNothing() throws {
        let document = try read("""
        = FAQ

        == Generalanchor:General[]

        === [[free]]Is it free?
        Yes, see anchor:price[the price list] below.

        === Does it run on Windows?[[windows, Windows]]
        No.
        """)
        XCTAssertEqual(groups(document), ["General"])
        XCTAssertEqual(questions(document), ["Is it free?", "Does it run on Windows?"])
        XCTAssertEqual(answer(document, "Is it free?")?.contains("anchor") , false)
        XCTAssertEqual(answer(document, "Is it free?")?.contains("price list") , false)
        // Brackets that are no anchor stay: an id opens with a letter, and closes on its line.
        let kept = try read("""
        = FAQ

        === Why does [[1]] print twice?
        Because.

        === What does anchor:[x] mean?
        Nothing.
        """)
        XCTAssertEqual(questions(kept), ["Why does [[1]] print twice?", "What does anchor:[x] mean?"])
        // A bibliography entry's label shows.
        XCTAssertEqual(AsciiDocInline.convertPlain("See [[[knuth]]] Knuth"), "See [[[knuth]]] Knuth")
    }

    /// A review's input: `anchor:` repeated as one long id is scanned once, not from each `anchor:` to the end.
    func testRepeatedAnchorMacrosAreLinear() {
        LinearGrowth.assert(1 << 13) { size in
            _ = AsciiDocInline.convertPlain(String(repeating: "anchor:", count: size / 7))
        }
    }
}
