import XCTest
@testable import FAQ

/// Plain-text entries marked by a pair of letters other than "Q:"/"A:": "P:"/"S:" problems beside
/// "Q:" entries, French "Q:"/"R:", German "F:"/"A:"; a stray one-letter line stays text.
final class PlainTextLetterPairsTests: XCTestCase {
    private func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "FAQ.txt").document
    }

    func testProblemAndSolutionLettersUnderAGroupAfterTheQuestionEntries() throws {
        let text = """
        Mailer FAQ
        ----------

        Q: What is Mailer?
        A: A console mail client.

        Q: What does the name mean?
        A: Nothing much.

        Q: Where do I report bugs?
        A: On the tracker.

        Common Problems
        ---------------

        P: I get an error about frozen strings when
           importing messages.
        S: Upgrade the mail library.

        P: The index is slow.
        S: Rebuild it with --rebuild.
        """
        let document = try read(text)
        XCTAssertEqual(groups(document), ["Common Problems"])
        XCTAssertEqual(questions(document), ["What is Mailer?", "What does the name mean?", "Where do I report bugs?",
                                             "I get an error about frozen strings when importing messages.", "The index is slow."])
        let last = document.allSections.last!.section.questions.last!
        XCTAssertEqual(last.answer, "Rebuild it with --rebuild.")
    }

    func testQuestionLettersInOtherLanguages() throws {
        let french = "Widget\n\nQ: Comment démarrer ?\nR: Lancez-le.\n\nQ: Comment arrêter ?\nR: Appuyez sur q.\n\nQ: Comment faire une pause ?\nR: Appuyez sur p.\n"
        XCTAssertEqual(questions(try read(french)), ["Comment démarrer ?", "Comment arrêter ?", "Comment faire une pause ?"])
        XCTAssertEqual(try read(french).allSections.first?.section.questions.first?.answer, "Lancez-le.")
        let german = "Widget\n\nF: Wie starte ich es?\nA: Einfach starten.\n\nF: Wie beende ich es?\nA: Drücken Sie q.\n\nF: Wie halte ich es an?\nA: Drücken Sie p.\n"
        XCTAssertEqual(questions(try read(german)), ["Wie starte ich es?", "Wie beende ich es?", "Wie halte ich es an?"])
    }

    /// clickhttp's FAQ: a Russian "В - " (Вопрос) over "О - " (Ответ), a dash after the letter.
    func testLettersOfAnotherScriptWithADash() throws {
        let russian = "В - Для чего это нужно?\nО - Для запросов.\n\nВ - Почему не работает?\nО - Сессия синхронна.\n\n"
            + "В - Как проверить типы?\nО - Используйте get_names.\n"
        XCTAssertEqual(questions(try read(russian)), ["Для чего это нужно?", "Почему не работает?", "Как проверить типы?"])
        XCTAssertEqual(try read(russian).allSections.first?.section.questions.first?.answer, "Для запросов.")
        XCTAssertEqual(PlainTextLetterPairs.marker("В - Для чего?")?.width, 4)
        XCTAssertNil(PlainTextLetterPairs.marker("В-Для"), "a dash needs its spaces")
        XCTAssertNil(PlainTextLetterPairs.marker("1 - one"), "a letter, not a digit")
    }

    func testAOneLetterLineThatPairsWithNothingStaysText() {
        let lines = PlainTextLines("Q: How?\nA: So.\n\nQ: Why?\nA: Because.\nB: see the other answer.\n\nQ: When?\nA: Now.\n")
        XCTAssertEqual(PlainTextLetterPairs.find(lines), [:])
        let paired = PlainTextLines("P: One.\nS: Fix.\n\nP: Two.\nS: Fix.\n\nP: Three.\nS: Fix.\n")
        XCTAssertEqual(PlainTextLetterPairs.find(paired), ["P": "S"])
    }

    /// A legend of keys in an answer ("N - next image" over "P - previous image") is no pair:
    /// a dashed letter opens an entry only where its line asks.
    func testADashedLegendInAnAnswerIsText() throws {
        let text = """
        Foo Viewer FAQ

        Q: What keys does the viewer use?
        A: The main ones are:

        N - next image
        P - previous image
        N - with Shift, skips ten images
        P - with Shift, goes back ten images
        R - rotate

        Q: How do I change the keys?
        A: Edit ~/.foorc and restart.

        Q: Why does the viewer not start?
        A: Check that DISPLAY is set.

        Q: Can I view PDF files?
        A: No, only images.

        """
        let document = try read(text)
        XCTAssertEqual(questions(document), ["What keys does the viewer use?", "How do I change the keys?",
                                             "Why does the viewer not start?", "Can I view PDF files?"])
        XCTAssertTrue(document.allSections.first!.section.questions[0].answer.contains("previous image"))
    }

    func testNumberedLettersMarkThePairsNumberedEntries() throws {
        // CoqIDE's FAQ: "QN)" questions answered by "RN:" or "RN)" (réponse), one answer opening on a dashed item.
        let text = """
        \t\t\tCoqIDE FAQ

        Q0) What is CoqIDE?
        R0: A graphical interface for Coq.

        Q1) How to enable Emacs keybindings?
        R1: Insert
        \tgtk-key-theme-name = "Emacs"
        in your gtkrc file.

        Q2) How to enable antialiased fonts?
        R2) Set GDK_USE_XFT to 1.

        Q5) How to define an input method?
        R5)-First solution : type the code.
        -Second solution : use an input method editor.
        """
        let document = try read(text)
        XCTAssertEqual(document.title, "CoqIDE FAQ")
        XCTAssertEqual(questions(document), ["What is CoqIDE?", "How to enable Emacs keybindings?",
                                             "How to enable antialiased fonts?", "How to define an input method?"])
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).first?.answer, "A graphical interface for Coq.")
        XCTAssertTrue(document.allSections.flatMap(\.section.questions).last?.answer.hasPrefix("\\-First solution") == true)
    }

    func testBareQAndAWithNoMarkAreLabelsWhereTheFileKeepsThem() throws {
        // The Lima mudlib's FAQ: "Q " and "A " followed by a space only, answers set in under the text.
        let text = """
        FREQUENTLY ASKED QUESTIONS
        ==========================

        Q Does Lima work on Windows ?

        A Yes, if you use WSL.
          See the installation guide.

        Q Does Lima work with other drivers ?

        A No - it was written for FluffOS.

        Q I've broken the mud, and it won't boot. What do I do ?

        A Restore the mud from the last backup.

        Q I've found a bug. What do I do?

        A Report it with the "bug" command.

        Q values in the config are read at start.
        """
        let document = try read(text)
        XCTAssertEqual(questions(document), ["Does Lima work on Windows ?", "Does Lima work with other drivers ?",
                                             "I've broken the mud, and it won't boot. What do I do ?", "I've found a bug. What do I do?"])
        XCTAssertTrue(document.allSections.flatMap(\.section.questions).last?.answer.contains("Q values in the config") == true,
                      "a bare Q line that asks nothing is text")
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).first?.answer, "Yes, if you use WSL. See the installation guide.")
    }

    func testABareCapitalOpeningALineIsAWordWhereTheFileKeepsNoBareLabels() {
        // "A" and "I" open sentences; two answered "Q " entries are too few to say the file labels its lines so.
        XCTAssertFalse(PlainTextBareLabels.kept(PlainTextLines("""
        Q How do I start?

        A Run it.

        Q How do I stop?

        A Press q.

        A new version is out.
        """)))
        XCTAssertFalse(PlainTextBareLabels.kept(PlainTextLines("""
        Q: How do I start?
        A: Run it.

        Q How do I stop?

        A Press q.

        Q How do I quit?

        A Press q twice.

        Q Can I pause?

        A No.
        """)), "a file that labels with a colon keeps that form")
        XCTAssertNil(PlainTextBareLabels.marker("A  ", letter: "A"))
        XCTAssertEqual(PlainTextBareLabels.marker("A Yes.", letter: "A"), 2)
    }
}
