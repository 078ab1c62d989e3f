import XCTest
@testable import FAQ

/// Numbered plain-text entries as real files number and wrap them: letters after a number
/// ("4b."), titles wrapped back to the number's column, words broken by a formatter's hyphen.
final class PlainTextNumberingTests: XCTestCase {
    func read(_ text: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: "FAQ")
    }

    func testALetterAfterANumberIsAnEntryAddedAfterIt() throws {
        let text = """
        Frequently asked questions -- Widget

        1. How do I install it?

        With make.

        2. Which version should I use?

        The latest.

        2b. Can I use an older one?

        Yes.

        2c. Why not the oldest one?

        You may.

        3. How do I remove it?

        With make uninstall.
        """
        let result = try read(text)
        XCTAssertEqual(result.document.sectionCount, 0)
        XCTAssertEqual(questions(result.document), ["How do I install it?", "Which version should I use?", "Can I use an older one?",
                                                    "Why not the oldest one?", "How do I remove it?"])
        XCTAssertNil(result.misread)
    }

    /// Maze of Galious's FAQ: "0.- ", "1a.- " numbers, a dash after the stop as Spanish writes
    /// them, an index of the same lines first.
    func testADashAfterANumbersStopIsPartOfIt() throws {
        let text = """
        Maze of Galious FAQ v0.2

        FAQ index:

        0.- I cannot run it! What do I do?
        1a.- Is there any other game better?
        1b.- Is there any other remake?
        2.- How can I save the game?


        FAQ:

        0.- I cannot run it! What do I do?

        Download the data files.



        1a.- Is there any other game better?

        No, there isn't.



        1b.- Is there any other remake?

        A French one.



        2.- How can I save the game?

        Press F2.
        """
        let result = try read(text)
        XCTAssertEqual(questions(result.document), ["I cannot run it! What do I do?", "Is there any other game better?",
                                                    "Is there any other remake?", "How can I save the game?"])
        XCTAssertEqual(result.document.sectionCount, 0)
        XCTAssertNil(result.misread)
    }

    /// The AMS-TeX FAQ: its contents list seven "N)" entries; in the text, entries 6 and 7 are
    /// set in two spaces where the others are at the margin. The one the contents list next,
    /// under the same title, is the next entry wherever it stands; a list in an answer is not.
    func testTheEntryTheContentsListNextIsOneWhereverItIsSetIn() throws {
        let text = """
        Frequently asked questions about AMS-TeX.

          1) Why does the bottom of every page get cut off?
          2) How can I prepare a two-column index?
          3) Why am I getting a label at the end of my paper?

        %%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%

        1) Why does the bottom of every page get cut off?

        Use the voffset command.

        %%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%

        2) How can I prepare a two-column index?

        There are two ways:

          3) a step of this answer, not the next entry

        %%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%

          3) Why am I getting a label at the end of my paper?

        Remove the empty tags.
        """
        let result = try read(text)
        XCTAssertEqual(questions(result.document), ["Why does the bottom of every page get cut off?", "How can I prepare a two-column index?",
                                                    "Why am I getting a label at the end of my paper?"])
        XCTAssertTrue(result.document.allSections.flatMap(\.section.questions)[1].answer.contains("a step of this answer"))
    }

    func testALetterEndingANumberOfTwoPartsBeforeASpaceIsAnAddedEntry() throws {
        // "3.1a  Title" with no mark after the letter, in a contents list and in the text.
        let text = """
        Gadget FAQ

        The Questions

            1.1 What is it?
            1.2 Where is it?
            1.2a  Where was it before?
            1.3 Who made it?

        The Answers

            1.1 What is it?

            A gadget.

            1.2 Where is it?

            Here.

            1.2a  Where was it before

            There (no question mark: still an entry).

            1.3 Who made it?

            We did.

        """
        let document = try read(text).document
        XCTAssertEqual(questions(document), ["What is it?", "Where is it?", "Where was it before", "Who made it?"])
    }

    /// The IRC FAQ's "(1) What is IRC?": a number in brackets, which close it, numbers an entry
    /// as "1." does; a bracketed number in an answer's indented text stays text, and
    /// "(12 monkeys)" or "[1] a footnote" followed by no title are no entries.
    func testANumberInBracketsNumbersAnEntry() throws {
        let text = """
        (1) What is IRC?

                IRC stands for Internet Relay Chat.

        (2) How is IRC set up?

                A client connects to a server. Two steps:

                (1) install a client,

        (3) How do I use a client?

                Type irc.

        [4] Where can I get a client?

                From the archives.
        """
        let document = try read(text).document
        XCTAssertEqual(questions(document), ["What is IRC?", "How is IRC set up?", "How do I use a client?", "Where can I get a client?"])
        XCTAssertTrue(document.allSections[0].section.questions[1].answer.contains("install a client"))
        let lines = PlainTextLines("(12 monkeys) were here\n(3)\n[2 Title\n(1.2) Nested title\n")
        XCTAssertNil(PlainTextNumbered.marker(lines, 0))
        XCTAssertNil(PlainTextNumbered.marker(lines, 1))
        XCTAssertNil(PlainTextNumbered.marker(lines, 2))
        XCTAssertEqual(PlainTextNumbered.marker(lines, 3)?.numbers, [1, 2])
        XCTAssertEqual(PlainTextNumbered.marker(lines, 3)?.text, "Nested title")
    }

    /// Footnotes after the last entry ("[1] http://…", wmii's FAQ) are its text: an address is no title.
    func testAFootnotesAddressIsNoEntry() throws {
        let text = """
        1. How do I start it?
        ---------------------
        Run it[1].

        2. How do I stop it?
        --------------------
        Press q.

        3. Where is help?
        -----------------
        Ask the list[2].


        [1] http://example.org/start
        [2] http://example.org/list

        """
        let document = try read(text).document
        XCTAssertEqual(questions(document), ["How do I start it?", "How do I stop it?", "Where is help?"])
        XCTAssertTrue(document.allSections[0].section.questions[2].answer.contains("http://example.org/list"))
    }

    func testContentsUnderAnIndexTitleListingGroupsByTheirBareNumbers() throws {
        // Zile's FAQ: "INDEX" over "1 Functionality" and its indented "1.1 …" lines; the text's
        // first group is numbered as bare as the contents' own.
        let text = """
                        Zile FAQ - Frequently Asked Questions

             Copying of this file is permitted.

        ------------------------------------------------------------------------------

        INDEX

        1 Functionality
           1.1 Some keys don't work (e.g. `C-h' does backspace).
           1.2 How do I handle non-ASCII characters?

        2 General questions
           2.1 What does `Zile' mean?
           2.2 How small does Zile get?

        ------------------------------------------------------------------------------

        1 Functionality

        1.1 Some keys don't work (e.g. `C-h' does backspace).

            The terminfo entry is probably incorrect.

        1.2 How do I handle non-ASCII characters?

            Set an appropriate locale.

        2 General questions

        2.1 What does `Zile' mean?

            It stands for `Zile Is Lossy Emacs'.

        2.2 How small does Zile get?

            About 100Kb.
        """
        let result = try read(text)
        XCTAssertEqual(groups(result.document), ["Functionality", "General questions"])
        XCTAssertEqual(questions(result.document).count, 4)
        // The contents and their title are no part of the description.
        XCTAssertEqual(result.document.description, "Copying of this file is permitted.")
        // A numbered sentence before the first entry is a list's, not a group's bare number.
        let listed = text.replacingOccurrences(of: "-\n\n1 Functionality\n\n1.1", with: "-\n\nBefore asking:\n\n1. Read the manual.\n\n2. Search the archive.\n\n1.1")
        XCTAssertNotEqual(listed, text)
        XCTAssertFalse(groups(try read(listed).document).contains("Read the manual."))
    }

    func testALetterAfterAOnePartNumberStillNeedsItsMark() {
        XCTAssertNil(PlainTextNumbered.marker(PlainTextLines("4a Title of something\n"), 0))
        XCTAssertEqual(PlainTextNumbered.marker(PlainTextLines("4.2b Title of something\n"), 0)?.key, [4, 2, -2])
        XCTAssertNil(PlainTextNumbered.marker(PlainTextLines("4.2bis Title\n"), 0))
    }

    func testLettersOutOfSequenceStayText() {
        XCTAssertTrue(PlainTextNumbered.follows([4], [4, -2]), "4 then 4b: an added entry")
        XCTAssertTrue(PlainTextNumbered.follows([4, -2], [4, -3]))
        XCTAssertTrue(PlainTextNumbered.follows([4, -2], [5]))
        XCTAssertFalse(PlainTextNumbered.follows([4], [5, -3]), "5c does not follow 4")
        XCTAssertFalse(PlainTextNumbered.follows([4, -3], [4, -2]))
        XCTAssertFalse(PlainTextNumbered.follows([4], [4]))
    }

    func testTitlesWrapBackToTheNumbersColumnAndBrokenWordsJoin() throws {
        let text = """
          Widget FAQ

          1.  General questions about widgets

          1.1.  I upgraded from version 0.9.8 to 0.9.9 or 1.0.0. What do I
          have to change in my configuration file?

          Nothing at all: the old file still works.

          1.2.  Where can I get a full description of widget's regular expres-
          sions?

          In the manual.

          1.3.  Is it free?

          Yes.

          2.  Usage

          2.1.  How do I start it?

          Run widget.
          The window opens at once.

          2.2.  How do I stop it, and what happens to the files I have open
          when it stops?

          They are saved.
        """
        let result = try read(text)
        XCTAssertEqual(result.document.sections.map(\.title), ["General questions about widgets", "Usage"])
        XCTAssertEqual(questions(result.document), [
            "I upgraded from version 0.9.8 to 0.9.9 or 1.0.0. What do I have to change in my configuration file?",
            "Where can I get a full description of widget's regular expressions?", "Is it free?", "How do I start it?",
            "How do I stop it, and what happens to the files I have open when it stops?",
        ])
        XCTAssertTrue(result.document.sections[1].questions[0].answer.hasSuffix("The window opens at once."))
        XCTAssertNil(result.misread)
    }

    func testAHyphenJoinsOnlyAWordBrokenInTwo() {
        XCTAssertEqual(PlainTextLines.joiningWrapped("regular expres-", "sions?"), "regular expressions?")
        XCTAssertEqual(PlainTextLines.joiningWrapped("the e-", "mail"), "the e- mail", "one letter before the hyphen: no word broken")
        XCTAssertEqual(PlainTextLines.joiningWrapped("slrn -", "options"), "slrn - options")
        XCTAssertEqual(PlainTextLines.joiningWrapped("Emacs-", "Lisp"), "Emacs- Lisp", "a capital starts a word of its own")
    }

    func testChineseNumbersEndWithTheirOwnCommaAndTitlesWrapByDisplayWidth() throws {
        // manpages-zh's FAQ: "N，question？" (one "12," in ASCII) after a contents list, a question
        // wrapped at 70 display columns between two characters.
        let text = """
        CMPP 常见问题（FAQ）
        当前维护人员：徐明

        目录

        1，什么是 CMPP？
        2，如何参与该计划？
        3, troff 格式是什么样的？

        1，什么是 CMPP？

        CMPP 是“中文手册页计划”的缩写。

        2，如何参与该计划？

        您可以通过共同参与
        翻译。

        3, 为什么我的手册页一行中有时空白很大；有时没有空白，反而出现断行错
        误和乱码？

        最新版本groff 中没有这些问题。
        """
        let questions = try read(text).document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.map(\.question), ["什么是 CMPP？", "如何参与该计划？", "为什么我的手册页一行中有时空白很大；有时没有空白，反而出现断行错误和乱码？"])
        XCTAssertEqual(questions[1].answer, "您可以通过共同参与翻译。", "a line broken between two characters joins without a space")
        // An ASCII comma numbers only a title in those scripts: "3, then" is text.
        XCTAssertNil(PlainTextNumbered.marker(PlainTextLines("3, then we stop"), 0))
        XCTAssertEqual(PlainTextNumbered.marker(PlainTextLines("3、如何使用？"), 0)?.text, "如何使用？")
    }

    func testGroupsNamedOnlyInTheContentsGroupTheEntriesTheirNumbersPlaceUnder() throws {
        // dircproxy's FAQ: the contents list numbers groups and entries, the answers only the entries.
        let text = """
        dircproxy: Frequently Asked Questions
        -------------------------------------

        Questions
        =========

        1.  Introduction
             1.1  What is dircproxy?
             1.2  Where can I get dircproxy?

        2.  Installation
             2.1  How do I compile and install dircproxy?
             2.2  I get "couldn't find your xxx() function" from configure

        Answers
        =======

         1.1  What is dircproxy?

             An IRC proxy server.

         1.2  Where can I get dircproxy?

             From the Debian archives.

         2.1  How do I compile and install dircproxy?

             Read the INSTALL file.

         2.2  I get "couldn't find your xxx() function" from configure

             Pass LDFLAGS.
        """
        let document = try read(text).document
        XCTAssertEqual(document.sections.map(\.title), ["Introduction", "Installation"])
        XCTAssertEqual(document.sections.map { $0.questions.map(\.question) }, [
            ["What is dircproxy?", "Where can I get dircproxy?"],
            ["How do I compile and install dircproxy?", "I get \"couldn't find your xxx() function\" from configure"],
        ])
        XCTAssertEqual(document.sections[1].questions[1].answer, "Pass LDFLAGS.")
        // With its own unnumbered title above its first entry, the group starts there: no answer holds that title.
        let titled = text.replacingOccurrences(of: "\n\n 2.1  How do I compile and install dircproxy?\n\n",
                                               with: "\n\nInstallation\n------------\n\n 2.1  How do I compile and install dircproxy?\n\n")
        let own = try read(titled).document
        XCTAssertEqual(own.sections.map(\.title), ["Introduction", "Installation"])
        XCTAssertEqual(own.sections[0].questions[1].answer, "From the Debian archives.")
        XCTAssertEqual(own.questionCount, 4)
    }

    /// TalkSoup's FAQ: a group's title "1. Overview" with its first entry "1.1 …" on the next line, no blank between.
    func testAGroupsFirstEntryRightUnderItsTitle() throws {
        let text = """
        Widget FAQ

        1. Overview
        1.1 What is Widget? Where do I get it?

            A toolkit, from its site.

        1.2 What is so special about it?

            Bundles.

        2. Installation
        2.1 How do I install it as a regular user?

            With make.

        2.2 Where does it go?

            Home.

        """
        let document = try read(text).document
        XCTAssertEqual(document.sections.map(\.title), ["Overview", "Installation"])
        XCTAssertEqual(document.sections.map { $0.questions.map(\.question) },
                       [["What is Widget? Where do I get it?", "What is so special about it?"],
                        ["How do I install it as a regular user?", "Where does it go?"]])
    }
}
