import XCTest
@testable import FAQ

/// Plain-text entries marked in ways the Fresh42 and Fresh43 draws showed: every line of a
/// question marked "? " and of an answer "! ", "-> " questions, a number with no space before
/// its title, a contents list of "[Q] - " lines under its groups' names, groups titled in
/// capitals under scissors lines, and "Q:" pairs of which one is answered without its "A:".
final class PlainTextLineMarksTests: XCTestCase {
    private func read(_ text: String, file: String = "FAQ.txt") throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: file).document
    }

    /// AFRd's FAQ: "? " before each line of a question, "! " before each line of its answer.
    func testLinesMarkedAsQuestionAndAnswerAreEntries() throws {
        let text = """
            ? I still see judder in videos. Why?
            ? Despite the switch, I still
            ? see frame judder on playback.

            ! It is not a magic pill, it will just switch
            ! the display mode.

            ! Everything else depends on other factors.

            ? Green-ish image during playback
            ? Sometimes the image becomes greenish. What do I do?

            ! Replace the HDMI cable.

            ? Black screen on refresh rate switch
            ? The screen stays black. What now?

            ! Try another HDMI jack.
            """
        let document = try read(text, file: "FAQ-en.txt")
        XCTAssertEqual(document.questionCount, 3)
        let first = try XCTUnwrap(document.allSections.first?.section.questions.first)
        XCTAssertTrue(first.question.hasPrefix("I still see judder in videos. Why?"), first.question)
        XCTAssertFalse(first.answer.contains("!"), "the marks are no text: \(first.answer)")
        XCTAssertTrue(first.answer.contains("Everything else depends"), "the answer's second paragraph is its own")
        XCTAssertNil(PlainTextLineMarks.unmarked("? Why?\n! Because.\n"), "one question is no such file")
        XCTAssertNil(PlainTextLineMarks.unmarked("Text\n? a\n! b\nmore text\nand more\nand more\nand more\n? c\n! d\n"),
                     "marked lines must be most of the file")
    }

    /// cadaver's FAQ: "-> " questions over answers at the margin; beside bulleted topics an arrow
    /// still asks its topic's question (pure-ftpd's "* Log files" over "-> Where …?").
    func testArrowsMarkQuestionsUnlessTheyAskABulletedTopicsQuestion() throws {
        let text = """
            Frequently Asked Questions
            --------------------------

            -> Why this horrible name?

            It's a play on words.

            -> Why not something nicer?

            Suggestions are welcome.

            -> How do I read my mail with it?

            Run it with -t.
            """
        XCTAssertEqual(questions(try read(text, file: "FAQ")), ["Why this horrible name?", "Why not something nicer?", "How do I read my mail with it?"])
        let topics = """
            * Log files

            -> Where does logging info go? How do I redirect it?

            To syslog.

            * Firewalls

            -> My server is behind a firewall. What ports should I open?

            Port 21 and a passive range.

            * Quotas

            -> Is it possible to forbid uploads when the disk is full?

            Use the -k option.
            """
        XCTAssertEqual(questions(try read(topics, file: "FAQ")), ["Log files", "Firewalls", "Quotas"])
    }

    /// mapivi's "10.Is it recommended …?" among "9. How …?": a title written without its space.
    func testANumberWithNoSpaceBeforeItsTitleIsAnEntry() throws {
        let entries = (1...12).map { n in
            n == 10 ? "10.Is it recommended to edit JPEG files?\n   Only losslessly." : "\(n). How do I do thing \(n)?\n   Like this."
        }
        let document = try read("FAQ for Viewer\n\n" + entries.joined(separator: "\n\n"))
        XCTAssertEqual(document.questionCount, 12)
        XCTAssertTrue(questions(document).contains("Is it recommended to edit JPEG files?"), "\(questions(document))")
        XCTAssertEqual(PlainTextNumbered.marker(PlainTextLines("1.Q: Is it possible?"), 0)?.text, nil,
                       "\"1.Q:\" is a numbered Q: label, not a title")
    }

    /// Koules' FAQ: a list of every question under its groups' names, then the groups, each under
    /// a scissors line, titled in capitals set in over their "[Q] - " entries ("X11" too).
    func testGroupsUnderScissorsLinesAfterAListOfTheQuestions() throws {
        let text = """
            GENERAL:
            [Q] - What is Koules
            [Q] - Where can I obtain Koules?
            X11:
            [Q] - What version of X11 do I need?
            LINUX:
            [Q] - Do I need a sound card?

            ---------- 8< ---------- 8< ---------- 8< ----------
                                   GENERAL
            [Q] - What is Koules

            [A] - An action game.

            [Q] - Where can I obtain Koules?

            [A] - From its site.

            ---------- 8< ---------- 8< ---------- 8< ----------
                                     X11
            [Q] - What version of X11 do I need?

            [A] - X11R4.

            ---------- 8< ---------- 8< ---------- 8< ----------
                                    LINUX
            [Q] - Do I need a sound card?

            [A] - No.
            """
        let document = try read(text, file: "Koules.FAQ")
        XCTAssertEqual(groups(document), ["GENERAL", "X11", "LINUX"])
        XCTAssertEqual(document.questionCount, 4)
        XCTAssertTrue(PlainTextLines.isRule("---------- 8< ---------- >8 ----"))
        XCTAssertFalse(PlainTextLines.isRule("--- 8 ---"), "a digit alone is no scissors")
        XCTAssertTrue(PlainTextTitles.isCapitals("X11", digits: true))
        XCTAssertFalse(PlainTextTitles.isCapitals("X1", digits: true))
    }

    /// MyBestBB's French FAQ: four "Q:" questions, three answered by "A:", the first by its text alone.
    func testPairsAllButOneAnsweredByTheirLabel() throws {
        let text = """
            Q: apres l'installation j'ai un message d'erreur
             il faut lancer l'installation des mods.

            Q : Je ne recois pas l'email d'inscription
            A : Regardez dans le repertoire spam.

            Q: Ou se trouve la chatbox dans le forum
            A: Dans les pages /last et /chatbox.

            Q: La chatbox ne fonctionne pas
            A: Seuls les membres enregistres peuvent l'utiliser.
            """
        XCTAssertEqual(try read(text, file: "FAQ_fr.txt").questionCount, 4)
    }

    /// Netsukuku's FAQ answers "Does it really works?" with a face, "^_^": three marks of two kinds
    /// are no rule, so the answer is kept; a rule of mixed marks has four or more.
    func testAFaceOfMarksIsAnAnswerNotARule() throws {
        let text = """
            Q: Does it really work?
            A: ^_^

            Q: Is it free?
            A: Yes.
            """
        let document = try read(text, file: "FAQ")
        XCTAssertEqual(document.sections.flatMap(\.questions).first?.answer, #"^\_^"#, "the face is the answer, as Markdown")
        XCTAssertFalse(PlainTextLines.isRule("^_^"))
        XCTAssertTrue(PlainTextLines.isRule("^^^"))
        XCTAssertTrue(PlainTextLines.isRule("-=-="))
    }

    // MARK: What these shapes must not take (a review's cases)

    /// A step numbered without its space ("2.Download the archive.") in an answer asks nothing: no entry.
    func testAStepNumberedWithoutItsSpaceIsNoEntry() throws {
        let text = """
            Foo FAQ
            =======

            1. How do I install Foo?

            Follow these steps.

            2.Download the archive.

            It is on the web site, under Downloads.

            3.Unpack it.

            Then run make and make install as root.

            2. Why does Foo crash on startup?

            Answer number 2: see the manual, chapter 2.

            3. Can I run Foo on Windows?

            Answer number 3: see the manual, chapter 3.

            4. Where do I report bugs?

            Answer number 4: see the manual, chapter 4.

            5. Is Foo free software?

            Answer number 5: see the manual, chapter 5.

            6. How do I update Foo?

            Answer number 6: see the manual, chapter 6.

            7. Can Foo copy whole directories?

            Answer number 7: see the manual, chapter 7.

            8. Does Foo keep file permissions?

            Answer number 8: see the manual, chapter 8.

            9. Why is Foo slow over NFS?

            Answer number 9: see the manual, chapter 9.

            10. Who wrote Foo?

            Answer number 10: see the manual, chapter 10.
            """
        let document = try read(text)
        XCTAssertFalse(questions(document).contains("Download the archive."), "\(questions(document))")
        XCTAssertTrue(questions(document).contains("Why does Foo crash on startup?"))
    }

    /// Menu paths ("-> Edit -> Preferences -> Fonts") in answers are no questions.
    func testArrowsThatAskNothingLeadNoEntries() throws {
        let text = """
            Editor FAQ

            How do I change the font?

            Open the preferences:

            -> Edit -> Preferences -> Fonts

            and pick one from the list.

            How do I turn on line numbers?

            -> View -> Show line numbers

            How do I save as PDF?

            -> File -> Export -> PDF

            Why is the text blurry?

            Your display scaling is not a whole number. Set it to 100% or 200%.
            """
        let document = try? read(text)
        XCTAssertFalse((document.map(questions) ?? []).contains { $0.hasPrefix("Edit") || $0.hasPrefix("View") })
    }

    /// "LICENSE" under a title's underline, "NOTE" boxed between two rules: no group's title.
    func testCapitalsUnderATitleOrInABoxTitleNoGroup() throws {
        let license = """
            zapp -- Frequently Asked Questions
            ==================================
            LICENSE
            This file is part of zapp and may be copied under the terms of the GPL.

            Q: What is zapp?
            A: A tiny web server for routers.

            Q: Which platforms does it run on?
            A: Linux and the BSDs.

            Q: How do I start it?
            A: Run zapp -d /var/www.

            Q: Does it support HTTPS?
            A: Only through a TLS proxy such as stunnel.
            """
        XCTAssertEqual(try read(license).sectionCount, 0)
        let note = """
            Frequently Asked Questions
            ==========================

            1. What is frobnicate?

            frobnicate is a tool that frobs files.

            --------------------------------------------------------------
            NOTE
            The options below changed in version 2.0.
            --------------------------------------------------------------

            2. How do I install frobnicate?

            Run make install.

            3. Why does it say "permission denied"?

            You need write access to the target directory.

            4. Where can I get help?

            Ask on the mailing list.
            """
        XCTAssertEqual(try read(note).sectionCount, 0)
        XCTAssertEqual(try read(note).questionCount, 4)
    }

    /// A to-do list marked "? " (unsure) and "! " (important) asks nothing: no FAQ.
    func testLineMarksOfAToDoListAreNoQuestions() {
        let text = """
            ? support for IPv6
            ! fix crash on empty input
            ! update the man page
            ? port to Windows
            ! release 1.2
            ? rewrite the parser
            ! answer the bug reports
            """
        XCTAssertNil(PlainTextLineMarks.unmarked(text))
        XCTAssertThrowsError(try read(text))
    }
}
