import XCTest
@testable import FAQ

/// A page rendered as plain text: its headings are bare one-line paragraphs, named only by the
/// contents list at the top (`PlainTextContentsEntries`).
final class PlainTextContentsEntriesTests: XCTestCase {
    private func read(_ text: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: "faq.txt")
    }

    private let page = """
    FAQ

      - How is Widget different from Gadget?
      - Is Widget thread-aware?
      - Why are my tests not registered?
      - Does the framework use exceptions?

    How is Widget different from Gadget?

    Pros of Widget:

      - it is thread-safe
      - it compiles faster

    but there are also some areas in which Widget is lacking.

    Is Widget thread-aware?

    Yes. Asserts can be used from many threads.

    Why are my tests not registered?

    The linker drops unused object files from a static library.
    Link them whole.

    Does the framework use exceptions?

    Yes, but it can be built without them.

    Home
    """

    func testBareTitlesNamedByTheContentsListAreEntries() throws {
        let result = try read(page)
        XCTAssertEqual(result.importer, "plain text (entries named by a contents list)")
        XCTAssertEqual(result.document.sectionCount, 0)
        XCTAssertEqual(questions(result.document), ["How is Widget different from Gadget?", "Is Widget thread-aware?",
                                                    "Why are my tests not registered?", "Does the framework use exceptions?"])
        let answers = result.document.allSections[0].section.questions.map(\.answer)
        XCTAssertTrue(answers[0].hasPrefix("Pros of Widget:"), answers[0])
        XCTAssertTrue(answers[2].contains("Link them whole."), answers[2])
    }

    /// xterm's FAQ as lynx renders it: the page's list names its parts, and a part's own list
    /// (nested items one level deeper) names the parts under it, indented a little.
    private let nestedPage = """
                   Widget – Frequently Asked Questions (FAQ)

         * What is Widget?
         * How do I ...
         * Frequent problems
         * How do I report bugs?
         * Ongoing work

    What is Widget?

       A terminal emulator.

    How do I ...

       Not really problems, but frequently asked:
         * How do I change the font size?
         * How do I print the screen?

      How do I change the font size?

       Use the font menu.

      How do I print the screen?

       Press Print.

    Frequent problems

         * Starting widget
              + Widget does not run
              + Why is my screen size not set?
         * Keyboard problems
              + Why doesn't my delete key work?
              + Alt-keys do not work in bash

      Starting widget

        Widget does not run

       Check the pty's permissions.

        Why is my screen size not set?

       It is set, but not correctly.

      Keyboard problems

        Why doesn't my delete key work?

       Set the backarrowKey resource.

        Alt-keys do not work in bash

       Set metaSendsEscape.

    How do I report bugs?

       Mail me.

    Ongoing work

         * soft fonts
         * a printer interface
    """

    func testContentsListsInsidePartsNameTheirOwnParts() throws {
        let result = try read(nestedPage)
        XCTAssertEqual(result.importer, "plain text (entries named by a contents list)")
        XCTAssertEqual(result.document.title, "Widget – Frequently Asked Questions (FAQ)")
        XCTAssertEqual(groups(result.document), ["How do I ...", "Frequent problems", "Starting widget", "Keyboard problems"])
        XCTAssertEqual(questions(result.document), ["What is Widget?", "How do I report bugs?", "How do I change the font size?",
                                                    "How do I print the screen?", "Widget does not run", "Why is my screen size not set?",
                                                    "Why doesn't my delete key work?", "Alt-keys do not work in bash"])
        // A part's own contents list is left out of its text, as the page's is; a closing part that asks nothing is text.
        let description = result.document.allSections.first { $0.section.title == "How do I ..." }?.section.description ?? ""
        XCTAssertEqual(description, "Not really problems, but frequently asked:")
        XCTAssertEqual(textParts(result.document), ["Ongoing work"])
        XCTAssertEqual(result.warnings, [])
    }

    func testAListWhoseItemsDoNotComeBackAsLinesIsNoContents() {
        // The items are the answer's points, not titles found further down.
        let text = "Notes\n\n  - first point here\n  - second point here\n  - third point here\n\nSome prose about the points.\n\nMore prose.\n"
        XCTAssertNil(PlainTextContentsEntries.candidate(PlainTextLines(text), titles: []))
        // Items that come back only inside paragraphs (not as lines of their own) are no titles either.
        let inline = "Notes\n\n  - alpha beta\n  - gamma delta\n  - epsilon zeta\n\nalpha beta\nand more text\n\ngamma delta\nwith text\n\nepsilon zeta\nagain\n"
        XCTAssertNil(PlainTextContentsEntries.candidate(PlainTextLines(inline), titles: []))
    }

    func testFindingContentsEntriesIsLinear() {
        // A long list of items near the top, each coming back many times further down, and
        // lines of list items between long runs of single blank lines.
        LinearGrowth.assert(1 << 18) { size in
            var text = ""
            for n in 0..<60 { text += "- item number \(n)\n" }
            while text.utf8.count < size { text += "\nitem number 7\n\n- x y z\n" }
            _ = PlainTextContentsEntries.candidate(PlainTextLines(text), titles: [])
        }
    }

    func testPartsOwnListsAreLookedForLinearly() {
        // Every title's own list search stops at the next title, though a run of items goes on past it.
        LinearGrowth.assert(1 << 16) { size in
            var top = "", body = ""
            var k = 0
            while (top + body).utf8.count < size {
                top += "- - entry\(k)\n"
                body += "- entry\(k)\n\n- filler\n- filler\n\n"
                k += 1
            }
            _ = PlainTextContentsEntries.candidate(PlainTextLines(top + "\n\n" + body), titles: [])
        }
    }

    func testGroupsNamedByTheContentsListGroupMarkedQuestions() throws {
        // noweb's FAQ: a bulleted list of its groups, each group's title a bare line over `Q.` entries.
        let text = """
        Noweb Frequently Asked Questions

          • Problems Building Noweb
          • Indentation of code
          • Other Questions

        Problems Building Noweb

        Q. The build fails because it can't find notangle. What am I doing wrong?

            A. Your source files have the wrong timestamps.

        Q. I'm having trouble getting noweb to work on Windows XP.

            A. Bad news.

        Indentation of code

        Q. Is there a way to get both -L and indentation?

            A. No.

        Other Questions

        Q. Are there noweb comments?

            A. Use specially named chunks.
        """
        let result = try read(text)
        XCTAssertEqual(result.importer, "plain text (Q/A pairs)")
        XCTAssertEqual(result.document.sections.map(\.title), ["Problems Building Noweb", "Indentation of code", "Other Questions"])
        XCTAssertEqual(result.document.sections.map(\.questions.count), [2, 1, 1])
    }

    /// rancid: a numbered contents list of groups whose titles come back numbered, right over
    /// their first "Q." line with no blank between; the list ends where an item names one of its
    /// own again (the first group's title, one blank line below it).
    func testNumberedGroupTitlesTheContentsNamesMayStandRightOverTheirFirstEntry() throws {
        let text = """
            Frequently Asked Questions about rancid.

            ToC
            1) Platform specific
            2) General
            3) License

            1) Platform specific
            Q. I have a Cisco switch running IOS; is the device type cisco?
            A. Yes, it is type cisco.


            2) General
            Q. I have upgraded and I am not receiving updates.
            A. Check the group list.


            Q. How can I debug a collection?
            A. Run it by hand.


            3) License
            Q. Please explain the RANCID license.
            A. It is BSD-like.

            """
        let document = try read(text).document
        XCTAssertEqual(document.sections.map(\.title), ["Platform specific", "General", "License"])
        XCTAssertEqual(document.sections.map(\.questions.count), [1, 2, 1])
    }

    /// Gramps: a contents list of the questions (they ask) names entries, not groups: no title is taken from it.
    func testAContentsListOfQuestionsNamesNoGroupTitles() {
        let text = """
            Index

             1. What is Gramps?

             2. Where do I get it?

             3. Does Gramps exist in other languages?

            1. What is Gramps?

            A program.

            2. Where do I get it?

            From the site.

            3. Does Gramps exist in other languages?

            Yes.
            """
        let lines = PlainTextLines(text)
        XCTAssertTrue(PlainTextContentsEntries.withNamedTitles([], lines).isEmpty)
        let topics = text.replacingOccurrences(of: "What is Gramps?", with: "Gramps").replacingOccurrences(of: "Where do I get it?", with: "Downloads")
        XCTAssertEqual(PlainTextContentsEntries.withNamedTitles([], PlainTextLines(topics)).map(\.title), ["Gramps", "Downloads", "Does Gramps exist in other languages?"],
                       "a list that asks in fewer than half its items names its titles")
    }
}
