import XCTest
@testable import FAQ

/// Plain-text FAQs as Debian packages ship them (the Fresh59 draw): an entry's number alone above its "Q:",
/// a numbered group named as a topic ("0. Where to get help"), a contents' name over the groups' list, group
/// labels in other languages ("SEÇÃO 1 - …"), a number given twice, a user's question quoted whole under its
/// number, and a function's head over its brace.
final class PlainTextMaintainerFilesTests: XCTestCase {
    private func read(_ text: String, file: String = "FAQ") throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: file).document
    }

    private func groups(_ document: FAQDocument) -> [String] {
        document.sections.filter { !$0.questions.isEmpty && !$0.isImplicit }.map(\.title)
    }

    /// bootcd's FAQ: "Contents" over the groups' list, then each group "N. Title" over "N.M" alone and its "Q:"/"A:".
    func testNumbersAloneAboveQuestionsAndATopicNamedGroup() throws {
        let text = """
            Contents
            0. Where to get help
            1. Before Creating a bootcd
            2. Other


            0. Where to get help

            0.1
            Q: What can I do if I find a bug in bootcd ?
            A: Please send bug reports to Debian.


            1. Before Creating a bootcd

            1.1
            Q: What has to be compiled in the kernel?
            A: Nothing, with a standard kernel.

            1.2
            Q: How can I rebuild an initrd?
            A: Run update-initramfs.


            2. Other

            2.1
            Q: Can I use a USB stick?
            A: Yes.
            """
        let document = try read(text, file: "FAQ.bootcd")
        XCTAssertEqual(groups(document), ["Where to get help", "Before Creating a bootcd", "Other"])
        XCTAssertEqual(document.questionCount, 4)
        let answers = document.sections.flatMap(\.questions).map(\.answer)
        XCTAssertFalse(answers.contains { $0.contains("1.2") || $0.contains("1\\.2") }, "a number alone opens its entry: \(answers)")
        XCTAssertNotEqual(document.title, "Contents", "a contents' name is no document's title")
        XCTAssertNil(document.description, "nor, over a list left out, its text")
        XCTAssertTrue(PlainTextTitles.namesATopic("Where to get help"))
        XCTAssertFalse(PlainTextTitles.namesATopic("Where is the log?"))
        XCTAssertTrue(PlainTextLines.isLoneEntryNumber("6.10") && PlainTextLines.isLoneEntryNumber("3."))
        XCTAssertFalse(PlainTextLines.isLoneEntryNumber("2026") || PlainTextLines.isLoneEntryNumber("1.2.3.4.5"))
        XCTAssertEqual(PlainTextLines.dottedNumbers("6.10."), [6, 10])
        XCTAssertNil(PlainTextLines.dottedNumbers("10.0.0.1a"))
    }

    /// br.ispell's Portuguese FAQ: "SEÇÃO N - Title" groups numbered entries, and "4.3" is given to two questions.
    func testGroupLabelsInOtherLanguagesAndANumberGivenTwice() throws {
        let text = """
            SEÇÃO 1 - Entendendo o br.ispell

            1.1 O que é coberto por esta seção?

            A seção explica o verificador.

            1.2 O que é um verificador ortográfico?

            Um programa que examina cada palavra.

            SEÇÃO 2 - O conteúdo lexical

            2.1 As palavras estão classificadas?

            Em parte.

            2.1 Qual é o formato do conteúdo lexical?

            Há dois formatos.

            2.2 Esses formatos utilizam XML?

            Não.
            """
        let document = try read(text, file: "FAQ.i")
        XCTAssertEqual(groups(document), ["SEÇÃO 1 - Entendendo o br.ispell", "SEÇÃO 2 - O conteúdo lexical"])
        XCTAssertEqual(document.sections.flatMap(\.questions).map(\.question).suffix(3),
                       ["As palavras estão classificadas?", "Qual é o formato do conteúdo lexical?", "Esses formatos utilizam XML?"])
    }

    /// quantreg's FAQ: each numbered entry quotes a user's question whole (up to seven lines) over an indented answer;
    /// JED's FAQ ends with a function whose head stands over its brace, no question.
    func testLongNumberedQuestionsAndAFunctionsHead() throws {
        var text = "              The Widget FAQ\n\n\n"
        text += "1.  [Uniqueness] \"The estimation is a linear programming problem.\nAnd the solution may not be unique.\n"
            + "However, it gives one solution.\nWhat are the constraints that pick it?\nBecause when we do research, we write\n"
            + "our own routine in another language,\ndo people get different solutions?\"\n\n   From the manual: it converges to a vertex.\n\n"
        text += "2.  [Redux] \"Are all these solutions correct?\"\n\n   Yes, they are all correct.\n\n"
        text += "3.  [Intervals] \"Why does summary sometimes give intervals?\"\n\n   It depends on the method.\n\n"
        text += "define faq_fix ()\n{\n   variable n; n = 1;\n   bob();\n}\n"
        let document = try read(text)
        let questions = document.sections.flatMap(\.questions).map(\.question)
        XCTAssertEqual(questions.count, 3, "\(questions)")
        XCTAssertTrue(questions.first?.hasSuffix("do people get different solutions?\"") == true, "\(questions)")
        XCTAssertFalse(questions.contains { $0.contains("faq_fix") })
        XCTAssertTrue(PlainTextLines.startsWithEntryNumber("4a.  [R^2 redux]") && PlainTextLines.startsWithEntryNumber("12) x"))
        XCTAssertFalse(PlainTextLines.startsWithEntryNumber("2026 was") || PlainTextLines.startsWithEntryNumber("1234. x"))
    }

    /// Zim's own FAQ page: its header ("Content-Type: text/x-zim-wiki" …) is no text, and a wiki heading stating
    /// a sentence among headings that ask ("I would like zim to hide in the system tray.") is an entry too.
    func testAWikiPagesHeaderAndItsHeadingsThatStateASentence() throws {
        let text = """
            Content-Type: text/x-zim-wiki
            Wiki-Format: zim 0.6
            Creation-Date: Wed, 08 Jul 2009 23:26:20 +0200

            ====== FAQ ======

            Mail me if you have questions.

            ===== How do I create a new page? =====
            Use the "Jump To" dialog.

            ===== I would like zim to hide in the system tray. =====
            Use the tray icon plugin.

            ===== Can I have encrypted notebooks? =====
            Not yet.

            ===== Does it run on Windows? =====
            Yes.
            """
        let document = try read(text, file: "FAQ.txt")
        XCTAssertEqual(document.sections.flatMap(\.questions).map(\.question)[1], "I would like zim to hide in the system tray.")
        XCTAssertEqual(document.questionCount, 4)
        XCTAssertEqual(document.description, "Mail me if you have questions.")
    }

    /// The Mule FAQ: entries labelled by series ("E-2:" then "F-1:") under titles in capitals, but one group named
    /// "Display"; a patch's header at an answer's margin ("--- dired.el.orig" over "+++ dired.el") asks nothing.
    func testAGroupTitledAboveALabelSeriesAndAPatchHeader() throws {
        let text = """
            MAIL & NEWS

            E-1: How can I read mail?

              Use RMAIL.

            E-2: RMAIL does not work.

              Set the coding system.


            Display

            F-1: Japanese text is not displayed under X.

              Set the font resource.

            EMACS LISP PACKAGES

            G-1: Does Mule run Wnn?

              Yes, with egg.

            ABOUT JAPANESE

            JP-1: How do I type Japanese?

              Use a conversion server.
            """
        func seriesTitles(_ text: String, titled: [String] = ["EMACS LISP PACKAGES", "ABOUT JAPANESE"]) -> [String] {
            let lines = PlainTextLines(text)
            let entries = (0..<lines.count).filter { lines[$0].text.contains("-1:") || lines[$0].text.hasPrefix("E-2:") }
                .map { (line: $0, title: lines[$0].text) }
            let named = Set((0..<lines.count).filter { titled.contains(lines[$0].text) })
            return PlainTextPatterns.seriesTitles(entries, lines, titled: named).map(\.title)
        }
        XCTAssertEqual(seriesTitles(text), ["Display"])
        // An address or a line of code above a series' first entry ends the answer above (the review's).
        for line in ["http://www.m17n.org/mule/", "(setq x 1)"] {
            XCTAssertEqual(seriesTitles(text.replacingOccurrences(of: "\nDisplay\n", with: "\n" + line + "\n")), [], line)
        }
        XCTAssertEqual(seriesTitles(text, titled: ["ABOUT JAPANESE"]), [], "with one other series' group titled, a line titles nothing")

        var patched = "Frequently Asked Questions and Answers for Mule.\n\n"
        for n in 1...4 { patched += "E-\(n): How can I read mail number \(n)?\n\n  Use RMAIL.\n\n" }
        patched += "--- rmail.el.orig\tMon Nov 22 23:32:13 1993\n+++ rmail.el\tMon Nov 22 23:33:03 1993\n@@ -42,10 +42,13 @@\n       (erase-buffer)\n"
        let document = try read(patched)
        XCTAssertEqual(document.questionCount, 4)
        XCTAssertFalse(document.sections.flatMap(\.questions).contains { $0.question.hasPrefix("---") })
    }

    /// A number ending an answer over the next "Q:" ("A: Anything newer than" over "3.8") is the answer's text (the review's).
    func testANumberEndingAnAnswerIsItsText() throws {
        let text = """
            Q: Which version of Python do I need?
            A: Anything newer than
            3.8
            Q: What is the latest release?
            A: The latest stable release is
            2.4
            Q: Does it run on Windows?
            A: Yes.
            """
        let answers = try read(text).sections.flatMap(\.questions).map(\.answer)
        XCTAssertEqual(answers.count, 3)
        XCTAssertTrue(answers[0].contains("3.8") || answers[0].contains("3\\.8"), answers[0])
        XCTAssertTrue(answers[1].contains("2.4") || answers[1].contains("2\\.4"), answers[1])
    }

    /// JED's FAQ: a question cut mid-sentence goes on over lines set in under it, then its answer after a blank
    /// line; a one-paragraph answer right under a question that ends its sentence stays the answer.
    func testAQuestionWrappedOntoLinesSetInUnderIt() throws {
        let text = """
            Frequently Asked Questions about the JED editor.

            <1> How do I obtain JED?

              See the download page.

            <2> When I paste indented text into Jed, it misaligns everything
              (every line is indented more than the previous). How can I prevent this?

              Turn the auto-indent off while pasting.

            <3> When running Jed in an xterm, alt is not sending meta (and meta is not
               sending escape) so that alt-f does not skip words.

              Set the metaSendsEscape resource.

            <4> How do I set tab stops.
              Edit the TAB_STOPS variable.

              It takes a list.

            <7> I define keybindings in my jed.rc file but they are not working.
                What is wrong?

              Select an emulation first.

            <5> What is C mode?

              A mode for editing C.

            <6> Can I bind the Alt keys on the PC?

              Yes, with setkey.
            """
        let questions = try read(text).sections.flatMap(\.questions)
        XCTAssertEqual(questions.map(\.question), [
            "<1> How do I obtain JED?",
            "<2> When I paste indented text into Jed, it misaligns everything (every line is indented more than the previous). How can I prevent this?",
            "<3> When running Jed in an xterm, alt is not sending meta (and meta is not sending escape) so that alt-f does not skip words.",
            "<4> How do I set tab stops.",
            "<7> I define keybindings in my jed.rc file but they are not working. What is wrong?",
            "<5> What is C mode?", "<6> Can I bind the Alt keys on the PC?",
        ])
        XCTAssertEqual(questions[4].answer, "Select an emulation first.")
        XCTAssertEqual(questions[1].answer, "Turn the auto-indent off while pasting.")
    }
}
