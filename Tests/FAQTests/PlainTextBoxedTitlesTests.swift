import XCTest
@testable import FAQ

/// Titles set off by rules: in boxes of one mark (a rule, one to four lines framed by the mark,
/// the same rule), over rules of one fixed width, or under a rule that opens each entry.
final class PlainTextBoxedTitlesTests: XCTestCase {
    private func read(_ text: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: "faq.txt")
    }

    func testQuestionsInBoxesOfStarsOfOneToThreeLines() throws {
        let text = """
        Widget library FAQ


        ******************************************************
        * I get strange warnings when I compile my projects  *
        * with this release. What happened?                  *
        ******************************************************

           Some functions were deprecated. See deprec.txt.


        ******************************************************
        * The music stutters! What can I do?                 *
        ******************************************************

           Use a larger buffer.


        ******************************************************
        * My program crashes as soon as I load anything!     *
        ******************************************************

           Register the loaders first.


        ******************************************************
        * When I build a project that uses the library, the  *
        * linker does not find -lwidgetd, although it was    *
        * there in version 0.7. What's wrong?                *
        ******************************************************

           That name was a mistake; link with -lwidget.

        """
        let result = try read(text)
        XCTAssertEqual(result.document.sectionCount, 0)
        XCTAssertEqual(questions(result.document), [
            "I get strange warnings when I compile my projects with this release. What happened?",
            "The music stutters! What can I do?", "My program crashes as soon as I load anything!",
            "When I build a project that uses the library, the linker does not find -lwidgetd, although it was there in version 0.7. What's wrong?",
        ])
    }

    func testBoxesOfEqualsSignsOfTwoLinesOverUnindentedAnswers() throws {
        let text = """
        ==========================================
        = How do I install the widget on a       =
        = machine without network access?        =
        ==========================================

        Copy the archive over and run the installer.

        ==========================================
        = The installer stops at 50% and waits   =
        = forever.                               =
        ==========================================

        It waits for the network: pass --offline.

        ==========================================
        = Can I remove it again?                 =
        ==========================================

        Yes, with the uninstaller.

        ==========================================
        = Where does it keep its settings?       =
        ==========================================

        In ~/.config/widget.

        """
        let result = try read(text)
        XCTAssertEqual(result.importer, "plain text (titled entries)")
        XCTAssertEqual(questions(result.document), ["How do I install the widget on a machine without network access?",
                                                    "The installer stops at 50% and waits forever.", "Can I remove it again?",
                                                    "Where does it keep its settings?"])
    }

    func testABoxNeedsItsClosingRule() {
        let lines = PlainTextLines("*****\n* a question? *\n* more text *\n\nNo rule here.\n")
        XCTAssertNil(PlainTextTitles.boxed(lines, 1))
        XCTAssertEqual(PlainTextTitles.boxed(PlainTextLines("*****\n* Why? *\n*****\n"), 1)?.title, "Why?")
    }

    func testBoxesAreLinear() {
        LinearGrowth.assert(1 << 18) { size in
            var text = ""
            while text.utf8.count < size { text += "*****\n* Why? *\n* a *\n* b *\n* c *\n* d *\n" }
            _ = try? PlainTextFormat.decode(text, file: "faq.txt")
        }
    }

    /// OpenCity: every `=` rule, 69 wide, underlines a short title, one of them leading into
    /// its text with a colon; `Q:`/`A:` pairs under them.
    func testTitlesOverRulesOfOneWidthGroupTheirQuestions() throws {
        let rule = String(repeating: "=", count: 69)
        let text = """
        Game FAQ
        \(rule)
        Last modified: 2008

        Performance
        \(rule)
        Q: It runs slowly, what can I do ?
        A: Use a smaller window.

        Q: The window disappears, what's wrong ?
        A: Read stderr.txt.

        SDL errors:
        \(rule)
        Please install the latest SDL libraries.

        Q: I have this error: "SDL_net.h:416: extra ';'"
        A: Remove that extra ';'.
        """
        let document = try read(text).document
        XCTAssertEqual(document.title, "Game FAQ")
        XCTAssertEqual(document.sections.map(\.title), ["Performance", "SDL errors"])
        XCTAssertEqual(document.sections.map(\.questions.count), [2, 1])
        XCTAssertEqual(PlainTextTitles.longUnderlineMarks(PlainTextLines(text)), ["="])
        // A rule of that mark standing alone between paragraphs is no underline style.
        XCTAssertEqual(PlainTextTitles.longUnderlineMarks(PlainTextLines(text + "\n\n\(rule)\n\nThe end.\n")), [])
    }

    /// gopher: each entry opens with a rule, its title on the line under it; a list in an
    /// answer whose items end with ";" stays the answer's.
    func testEachEntryUnderARuleOpeningIt() throws {
        let rule = String(repeating: "-", count: 46)
        let text = """
        \(rule)
        Widget FAQ
        $Id: FAQ,v 1.5 2002/03/19 $

        This is the FAQ for the widget.

        \(rule)
        What is Widget?

        It is all of these:

        1. A protocol for an Internet world-wide filesystem;

        2. A client for using that protocol;

        3. A site containing information in that protocol.

        \(rule)
        Where can I find widget software?

        At the usual place.

        \(rule)
        Is there a mailing list?

        Yes.
        """
        let document = try read(text).document
        XCTAssertEqual(document.title, "Widget FAQ")
        XCTAssertEqual(questions(document), ["What is Widget?", "Where can I find widget software?", "Is there a mailing list?"])
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(PlainTextTitles.overlineMarks(PlainTextLines(text)), ["-"])
        // A rule over a blank line is a separator: no title under any rule of its mark.
        XCTAssertEqual(PlainTextTitles.overlineMarks(PlainTextLines(text + "\n\n\(rule)\n\nThe end.\n")), [])
    }

    /// wit: a banner and group titles in boxes whose lines run several marks deep on each side.
    /// Such a box is plain text's, not a reStructuredText title between over- and underlines:
    /// the file is read as plain text, every mark of the frame goes, and the banner is the title.
    func testBoxesFramedSeveralMarksDeepAreGroupTitlesAndTheBannerIsTheTitle() throws {
        let rule = String(repeating: "*", count: 79)
        func box(_ title: String) -> String {
            let padding = 65 - title.count
            return rule + "\n*******" + String(repeating: " ", count: padding / 2) + title
                + String(repeating: " ", count: padding - padding / 2) + "*******\n" + rule
        }
        let text = """

        \(box("Wiimms ISO Toolset v3.01a - 2023-03-29"))

        Wiimms ISO Toolset (WIT) is a command line tool set for linux.


        \(box("Tools"))

        * What is "WIT"?

            An abbreviation of "Wiimms ISO Tools".


        * What is "wit"?

            The main tool.


        \(box("Formatting a drive"))

        * How do I format a device?

            Use wwt FORMAT.

        """
        XCTAssertFalse(DocumentFormat.looksLikeRestructuredText(text))
        let result = try read(text)
        XCTAssertEqual(result.importer, "plain text (bulleted questions)")
        XCTAssertEqual(result.document.title, "Wiimms ISO Toolset v3.01a - 2023-03-29")
        XCTAssertEqual(groups(result.document), ["Tools", "Formatting a drive"])
        XCTAssertEqual(questions(result.document), ["What is \"WIT\"?", "What is \"wit\"?", "How do I format a device?"])
        // A title between over- and underlines of its own mark, unframed, is reStructuredText's.
        XCTAssertTrue(DocumentFormat.looksLikeRestructuredText("****\nTools\n****\n\ntext\n\n*******\nFormats\n*******\n"))
    }

    /// SQLgrey's FAQ: group titles boxed in rules of "#" ("## Misc ##" is no Markdown heading),
    /// a statement leading with ";" into a quoted line, and two asking items over one answer.
    func testHashBoxedGroupsOfBulletedQuestions() throws {
        let text = """
        #####################
        ## Database schema ##
        #####################

        * After some time I've noticed entries like this one in my from_awl table;
        -undef- | -undef- | aaa.bbb.ccc.ddd

        This is expected.

        * Why isn't there any PRIMARY KEY on the connect table ?
        * Why isn't there an INDEX on the column <xxx> ?

        MySQL limits the size of keys.

        * Postfix refuses messages some time after installing it,
          what's going on?

        The connect table had no index.

        ##########
        ## Misc ##
        ##########

        * Is /var/sqlgrey really necessary ?

        For SQLite users.

        """
        XCTAssertNotEqual(DocumentFormat.byContent(Array(text.utf8)), .markdown)
        let result = try read(text)
        XCTAssertEqual(result.importer, "plain text (bulleted questions)")
        XCTAssertEqual(result.document.sections.map(\.title), ["Database schema", "Misc"])
        XCTAssertEqual(result.document.sections[0].questions.map(\.question), [
            "After some time I've noticed entries like this one in my from_awl table; -undef- | -undef- | aaa.bbb.ccc.ddd",
            "Why isn't there any PRIMARY KEY on the connect table ? Why isn't there an INDEX on the column <xxx> ?",
            "Postfix refuses messages some time after installing it, what's going on?",
        ])
        XCTAssertEqual(result.document.sections[0].questions[1].answer, "MySQL limits the size of keys.")
        // Asking items under a paragraph that leads into them are a checklist in an answer.
        let checklist = text.replacingOccurrences(of: "This is expected.", with: "Answer these in your message:\n\n* Which version do you run?\n* Which system is it?\n\nThen we can tell.")
        XCTAssertEqual(try read(checklist).document.questionCount, 4)
        // A "## Heading ##" with no box around it is still Markdown's.
        XCTAssertEqual(DocumentFormat.byContent(Array("## Install ##\n\nText.\n".utf8)), .markdown)
    }

    /// Buffy's `KNOWN_ISSUES.txt`: numbered titles framed by two rules of one width, short ones as
    /// well as long ones (a short title's rule is longer than twice the title), are entries of
    /// one rank; the centred title framed so above them names the file, so it is the document's.
    func testTitlesFramedByRulesOfOneWidthAreOneRankWhateverTheirWidth() throws {
        let rule = String(repeating: "=", count: 80)
        var text = "\(rule)\n                           KNOWN_ISSUES\n\(rule)\n\nThis file documents known bugs.\n\n"
        for (n, title) in ["MULTIPLE FLAT LOOKUP MATCHES PICK FIRST RESULT SILENTLY", "GITHUB ONLY", "NO PACKAGE VERSION PINNING",
                           "LIMITED WINDOWS SUPPORT"].enumerated() {
            text += "\n\(rule)\n\(n + 1).  \(title)\n\(rule)\n\nSeverity: Low\nStatus: By design\n\nIt is so.\n\nWorkaround: None.\n\n"
        }
        let result = try DocumentReader.decode(Array(text.utf8), file: "docs/KNOWN_ISSUES.txt")
        XCTAssertEqual(result.document.title, "KNOWN_ISSUES")
        XCTAssertEqual(result.document.sections.count, 1)
        XCTAssertEqual(FAQTests.questions(result.document), ["1. MULTIPLE FLAT LOOKUP MATCHES PICK FIRST RESULT SILENTLY", "2. GITHUB ONLY",
                                                             "3. NO PACKAGE VERSION PINNING", "4. LIMITED WINDOWS SUPPORT"])
    }

    /// NeoStats' FAQ: a numbered contents list, then group titles framed by rules with a small
    /// ornament in their middle (`-----<>-----`), over numbered questions with indented answers.
    func testGroupTitlesBetweenOrnamentedRulesNumberTheirQuestions() throws {
        let rule = String(repeating: "-", count: 35) + "<>" + String(repeating: "-", count: 35)
        var text = "Frequently Asked Questions (FAQ)\n--------------------------------\n\n"
        let groups = [("General questions", ["What is NeoStats?", "Will there ever be a Windows version?"]),
                      ("Module questions", ["How do I install modules?", "How do I load modules?", "What is 'sumyungguy'"])]
        for (g, group) in groups.enumerated() {
            text += "\(g + 1) \(group.0)\n"
            for (q, question) in group.1.enumerated() { text += "\t\(g + 1).\(q + 1) \(question)\n" }
        }
        for (g, group) in groups.enumerated() {
            text += "\n\(rule)\n\(g + 1). \(group.0.capitalized)\n\(rule)\n"
            for (q, question) in group.1.enumerated() {
                text += "\n\(g + 1).\(q + 1) \(question)\n\n\tThe answer to it, set in by a tab,\n\tover two lines.\n\n\(rule)\n"
            }
        }
        let document = try read(text).document
        XCTAssertEqual(document.sections.map(\.title), ["General Questions", "Module Questions"])
        XCTAssertEqual(FAQTests.questions(document), groups.flatMap(\.1))
        for line in [rule, "======()======", "=-=-=-=- o -=-=-=-="] {
            XCTAssertTrue(PlainTextLines.isRule(line), line)
        }
        for line in ["<-->", "---- o ----", "-->", String(repeating: "-", count: 20) + "<<>>" + String(repeating: "-", count: 20),
                     "---- (see below) ----", String(repeating: "-", count: 20) + ">", "<" + String(repeating: "-", count: 20) + ">",
                     "--------<>--------<>--------"] {
            XCTAssertFalse(PlainTextLines.isRule(line), line)
        }
    }
}
