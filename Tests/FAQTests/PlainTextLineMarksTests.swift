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
        XCTAssertTrue(PlainTextTitles.isCapitalName("X11"))
        XCTAssertFalse(PlainTextTitles.isCapitalName("X1"))
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
}
