import XCTest
@testable import FAQ

/// Plain-text group titles in the shapes real FAQs give them: underlined under their text, above
/// a list of their questions, numbered without a dot, or missing their number; and lines that
/// lead to an address, which are no entries.
final class PlainTextGroupTitlesTests: XCTestCase {
    func read(_ text: String, file: String = "FAQ") throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    /// Gramps's FAQ: MediaWiki headings ("==General==") title the groups; the framed "Questions
    /// and answers" over them names the FAQ and wraps them, though an "Index" before the entries
    /// and an "End of …" after them are framed alike.
    func testWikiHeadingsTitleGroupsUnderAFramedTitleNamingTheFAQ() throws {
        let text = """
        **** This is Gramps Frequently Asked Questions ****

        The questions below come up on the lists.

        **** Index ****

        ==General==

         1. What is Gramps?

         2. Where do I get it?

        ==Reports==

         3. Can Gramps print a tree?

        **** Questions and answers ****

        ==General==

        1. What is Gramps?

        A genealogy program.

        2. Where do I get it?

        From the web site.

        ==Reports==

        3. Can Gramps print a tree?

        Yes.

        **** End of Gramps Frequently Asked Questions ****
        """
        let document = try read(text).document
        XCTAssertEqual(groups(document), ["General", "Reports"])
        XCTAssertEqual(questions(document), ["What is Gramps?", "Where do I get it?", "Can Gramps print a tree?"])
        XCTAssertEqual(PlainTextTitles.wikiHeadingDepth("===Setup==="), 3)
        XCTAssertEqual(PlainTextTitles.wikiHeadingDepth("== Usage =="), 2)
        // `tail`'s header over a log's lines is output, no heading.
        for text in ["=General=", "==General=", "== ==", "==> /var/log/widget.log <=="] {
            XCTAssertNil(PlainTextTitles.wikiHeadingDepth(text), text)
        }
        // Two groups each named as a FAQ about something, right over their entries, are groups.
        let about = """
            **** Frequently Asked Questions about installing Widget ****

            1. How do I install it?

            With make.

            2. Where do files go?

            To /usr.

            **** Frequently Asked Questions about using Widget ****

            3. How do I start it?

            Type widget.

            4. How do I stop it?

            Press q.
            """
        XCTAssertEqual(groups(try read(about).document).count, 2)
    }

    /// A wiki heading over questions with no mark of their own titles a group; it is no entry
    /// whose answer holds them.
    func testAWikiHeadingIsNoEntry() {
        let text = """
            Widget FAQ

            == Installation ==

            How do I install Widget?

            Run make install.

            Where are the files put?

            In /usr/local.

            == Usage ==

            How do I start Widget?

            Type widget.
            """
        XCTAssertThrowsError(try read(text), "read as titled entries it showed 2 of 3 questions")
    }

    func testNumberedTitleUnderlinedUnderItsText() throws {
        // Structure: "1. INSTALLATION" over "   ============" (the underline starts at the text).
        let text = """
        0. INTRODUCTION
           ============

        Q. Who created it?
        A. Someone.

        1. INSTALLATION
           ============

        Q. How can I install it?
        A. With a package.

        Q. When is the next release?
        A. When it is ready.

        """
        let document = try read(text).document
        XCTAssertEqual(groups(document), ["0. INTRODUCTION", "1. INSTALLATION"])
        XCTAssertEqual(document.questionCount, 3)
    }

    func testAGroupsListOfItsQuestionsIsSkippedAndTheLineAboveItTitlesTheGroup() throws {
        // Structure: DocBook's text output: an unmarked group title, its "Q:" lines, then the
        // same "Q:" lines with their "A:" answers (leafnode). Runs of "Q:" over one "A:" stay one.
        let text = """
        Example FAQ

        Installation problems

        Q: Compiling fails!
        Q: Where do I get the source?

        Q: Compiling fails!

        A: Update your system.

        Q: Where do I get the source?

        A: From the tarball.

        Configuration problems

        Q: It refuses to start!
        Q: Does it support local groups?

        Q: It refuses to start!

        A: Set a hostname.

        Q: Does it support local groups?
        Q: Can I post locally?

        A: Not in this version.

        """
        let document = try read(text).document
        XCTAssertEqual(groups(document), ["Installation problems", "Configuration problems"])
        XCTAssertEqual(questions(document), ["Compiling fails!", "Where do I get the source?", "It refuses to start!",
                                             "Does it support local groups? Q: Can I post locally?"])
    }

    /// linux_logo: a contents list of numbered questions under group names, one wrapped, before
    /// the same numbers asked again in other words over their answers: the list is left out.
    func testANumberedContentsListWithGroupNamesIsLeftOut() throws {
        let text = """
        Frequently Asked Questions about the Logo

        Sysinfo Problems

         Q1. The sysinfo is garbled, what should I do?
         Q2. It reports 1 Meg of RAM too little.  Why?

        Logo Issues
         Q3. I don't like the periods.
             (or) What happened to the old option

        ---------------------------------------------

        Q1. The sysinfo output looks garbled.  What can I do?

        A1. Check your version.

        Q2. It reports I have 1 megabyte less RAM than I do.

        A2. ACPI uses some of your RAM.

         Q3. I don't like the periods in the logo.
              (or) What happened to the old option

         A3. Edit the configuration file.

        """
        let document = try read(text).document
        XCTAssertEqual(questions(document), ["The sysinfo output looks garbled. What can I do?", "It reports I have 1 megabyte less RAM than I do.",
                                             "I don't like the periods in the logo. (or) What happened to the old option"])
        XCTAssertEqual(PlainTextPatterns.numberedContents(PlainTextLines(text)), 4..<13)
        // Numbers not asked again below are questions of their own, not a list of them.
        let unlisted = text.replacingOccurrences(of: "Q2. It reports I have", with: "Q4. It reports I have")
            .replacingOccurrences(of: " Q3. I don't like the periods in the logo.", with: " Q5. I don't like the periods in the logo.")
        XCTAssertNil(PlainTextPatterns.numberedContents(PlainTextLines(unlisted)))
        // Numbers begun again in each chapter, with no "A" lines, are entries, not a list of them.
        let chapters = "Chapter 1\n\nQ1. How do I install?\nRun make.\n\nQ2. How do I run?\nType foo.\n\nChapter 2\n\nQ1. Why crash?\nA bug.\n\nQ2. Why slow?\nDebug build.\n"
        XCTAssertNil(PlainTextPatterns.numberedContents(PlainTextLines(chapters)))
    }

    /// A list of the `Q:` lines right under its underlined title is the document's contents, and
    /// one group titled "Questions and answers" (here in Russian) over every entry is no section
    /// (smbnetfs's FAQ).
    func testAContentsListUnderItsTitleAndAGroupNamingTheWholeFAQ() throws {
        let text = """
        Список вопросов:
        ================
        Q1: Как насчет утечек памяти?
        Q2: Существуют ли похожие программы?

        ВОПРОСЫ И ОТВЕТЫ
        ================

        Q1: Как насчет утечек памяти?

        A1: Работа вынесена в отдельные процессы.

        ----------------------------------------------------------------------------

        Q2: Существуют ли похожие программы?

        A2: Да, существуют.
        """
        let document = try read(text).document
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).map(\.question),
                       ["Как насчет утечек памяти?", "Существуют ли похожие программы?"])
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).first?.answer, "Работа вынесена в отдельные процессы.")
        XCTAssertTrue(HeadingTree.namesTheWholeFAQ("Fragen und Antworten"))
        XCTAssertFalse(HeadingTree.namesTheWholeFAQ("Fragen zur Installation"))
    }

    func testGroupNumbersWithoutADotAndAGroupLineMissingItsNumber() throws {
        // Structure: an HTML page dumped as text: "1 Getting started" over "1.1 …" entries; the
        // second group's line lost its number ("f2 Keyboard"), its entries still say 2.
        let text = """
        1 Getting started

        1.1 What is it?

           A file manager.

        1.2 Does it run on my machine?

           Yes.

        f2 Keyboard

        2.1 Why does Alt not work?

           Your terminal eats it.

        2.2 How do I get function keys?

           Use Esc and a digit.

        3 Mouse

        3.1 How do I use the mouse?

           Click.

        """
        let document = try read(text).document
        XCTAssertEqual(groups(document), ["Getting started", "f2 Keyboard", "Mouse"])
        XCTAssertEqual(document.questionCount, 5)
    }

    func testCapitalGroupLinesWithSpacesAfterTheirNumberOverNumberedQuestions() throws {
        // Structure: a contents list of "N  TITLE" lines, then the same lines (two spaces after
        // the number, titles in capitals up to a line's width) over "N.M  question" entries
        // whose answers follow on the next line.
        let text = """
        Widget FAQ
        Version 2

        CONTENTS
        1  USING AND SHARING WIDGETS IN DOCUMENTS, BOOKS AND PRINTED MATERIAL
        2  CHANGING WIDGETS

        1  USING AND SHARING WIDGETS IN DOCUMENTS, BOOKS AND PRINTED MATERIAL

        1.1  Can I use widgets in a book?
        Yes. Go ahead.

        1.2  Must I name the author?
        No, but it is kind.

        2  CHANGING WIDGETS

        2.1  May I change a widget?
        Yes, under a new name.

        2.2  Where do I send my changes?
        To the project.

        """
        let document = try read(text).document
        XCTAssertEqual(groups(document), ["USING AND SHARING WIDGETS IN DOCUMENTS, BOOKS AND PRINTED MATERIAL", "CHANGING WIDGETS"])
        XCTAssertEqual(questions(document), ["Can I use widgets in a book?", "Must I name the author?", "May I change a widget?",
                                             "Where do I send my changes?"])
    }

    func testThreeSpacesAfterAGroupNumberTitleTheGroupOfIndentedEntries() throws {
        // The same rule in another shape: groups "1   Setup" over indented "1.1" entries with
        // indented answers, no contents.
        let text = """
        1   Setup

          1.1 Where do I get it?

              From the site.

          1.2 Which version?

              The newest.

        2   Use

          2.1 How do I start it?

              Type its name.

        """
        let document = try read(text).document
        XCTAssertEqual(groups(document), ["Setup", "Use"])
        XCTAssertEqual(document.questionCount, 3)
    }

    func testANumberedLineWithoutADotAndNoEntriesOfItsNumberIsText() {
        let lines = PlainTextLines("12 Monkeys\n\nwent by.\n")
        XCTAssertNotNil(PlainTextNumbered.bareGroupMarker(lines, 0))
        let candidate = PlainTextNumbered.candidate(lines, titles: [])
        XCTAssertNil(candidate)
    }

    func testALineLeadingToAnAddressIsNoEntry() throws {
        // Structure: "… is available at" over an indented URL, in the preamble (vnstat).
        let text = """
        The latest version of this FAQ is available at

           https://example.org/FAQ

        ----

        How do I stop monitoring an interface?

          Run the remove command.

        How do I uninstall it?

          Run make uninstall.

        Why are the numbers wrong?

          The clock changed.

        """
        let document = try read(text).document
        XCTAssertEqual(questions(document), ["How do I stop monitoring an interface?", "How do I uninstall it?", "Why are the numbers wrong?"])
    }

    /// seyon's FAQ: a capital line between a question and its "A:" ("THIS ANSWER IS WRONG, READ
    /// THE MANUAL") is part of that entry, not a group title splitting the entries; the same
    /// line between an answer and the next question still titles a group.
    func testACapitalLineBetweenAQuestionAndItsAnswerIsNoGroupTitle() throws {
        let entries = """
        Q: How can I obtain the program?

        A: From the archive.

        Q: How do I build it?

        A: Run make.

        Q: How can I set up the autodownload feature?

        THIS ANSWER IS WRONG, READ THE MANUAL

        A: Through the resources.

        Q: Does it support V32?

        A: That is a hardware protocol.

        Q: How do I turn off the messages?

        A: Set showFunMessages to off.
        """
        let inside = try read(entries).document
        XCTAssertEqual(groups(inside), [])
        XCTAssertEqual(inside.questionCount, 5)
        let setUp = inside.allSections.flatMap(\.section.questions)[2]
        XCTAssertEqual(setUp.answer, "THIS ANSWER IS WRONG, READ THE MANUAL\n\nThrough the resources.")
        let between = entries.replacingOccurrences(of: "feature?\n\nTHIS ANSWER IS WRONG, READ THE MANUAL\n\nA: Through the resources.",
                                                   with: "feature?\n\nA: Through the resources.\n\nSETTINGS AND TUNING")
        XCTAssertEqual(groups(try read(between).document), ["SETTINGS AND TUNING"])
    }

    /// A letter-spaced banner ("F R E Q U E N T L Y   A X E D   Q U E S T I O N S") names the
    /// document, read as its words, before a later line that merely mentions the FAQ.
    func testALetterSpacedBannerTitlesTheDocument() throws {
        let text = """
        ---------------------------------------------------

              F R E Q U E N T L Y   A X E D   Q U E S T I O N S

        ---------------------------------------------------

            Thanks to Johann for his
            help in maintaining this FAQ.

        Q: How can I obtain it?

        A: By ftp.

        Q: How do I build it?

        A: Run make.

        Q: How do I use it?

        A: Type its name.
        """
        XCTAssertEqual(try read(text).document.title, "FREQUENTLY AXED QUESTIONS")
        XCTAssertEqual(PlainTextLines.unspaced("A B C  D E"), "ABC DE")
        XCTAssertEqual(PlainTextLines.unspaced("A list of Q and A"), "A list of Q and A")
        XCTAssertEqual(PlainTextLines.unspaced("Q  A"), "Q  A", "two letters are no banner")
    }

    func testGroupTitleShapesAreLinear() throws {
        // "Q:" lines in runs, bare group numbers and underlines under numbered titles: four
        // times the text (1 MB) takes well under eight times as long.
        func hostile(_ n: Int) -> String {
            String(repeating: "Q: a\nQ: b\n\n", count: 6_250 * n) + String(repeating: "1 Group\n\n", count: 10_000 * n)
                + String(repeating: "1. T\n   ===\n\n", count: 10_000 * n)
        }
        let texts = [1: hostile(1), 4: hostile(4)]
        XCTAssertGreaterThan(texts[4]!.utf8.count, 1_000_000)
        LinearGrowth.assert(4) { n in _ = try? PlainTextFormat.decode(texts[n]!, file: "FAQ") }
    }

    /// ZEsarUX's FAQ: short names ("Z88" over "---", "QL" over "--") underlined to their own
    /// length title groups, as the file's longer underlined titles do; a lone "QL" line over "--"
    /// in a file that underlines nothing else titles nothing.
    func testShortNamesUnderlinedToTheirLength() throws {
        let text = """
        Storage
        -------

        Q: Can I use a hard disk?
        A: Yes.

        Q: Can I use a card?
        A: Yes, too.


        Z88
        ---

        Q: How can I write files to a Z88 File Card?
        A: Use the menu.


        QL
        --

        Q: Does the keyboard work?
        A: Mostly.

        """
        let document = try read(text).document
        XCTAssertEqual(document.sections.map(\.title), ["Storage", "Z88", "QL"])
        XCTAssertEqual(document.sections.map(\.questions.count), [2, 1, 1])
        // First in the file, before any other title, it titles its group too.
        let first = text.replacingOccurrences(of: "Storage\n-------", with: "XY\n--\n\nQ: Is this first?\nA: Yes.\n\n\nStorage\n-------")
        XCTAssertEqual(try read(first).document.sections.map(\.title), ["XY", "Storage", "Z88", "QL"])
        let alone = PlainTextLines("Intro\n\nQL\n--\n\nText.\n")
        XCTAssertEqual(PlainTextTitles.shortUnderlineMark(alone, 2), "-")
        XCTAssertTrue(PlainTextTitles.find(alone).isEmpty)
    }
}
