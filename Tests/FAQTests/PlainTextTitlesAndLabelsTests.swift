import XCTest
@testable import FAQ

/// Plain-text shapes the Fresh44 and Fresh45 draws showed: a label alone on its line over its
/// answer ("R:"), a label led in by underscores ("___A:"), an entry's own sub-titles under a
/// title that asks, a group's lettered entries in the contents ("a. …" for "1a."), and a wiki
/// heading as long as a question.
final class PlainTextTitlesAndLabelsTests: XCTestCase {
    private func read(_ text: String, file: String = "FAQ") throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    /// YajHFC's Spanish FAQ: "P:" questions answered by an "R:" alone on its line.
    func testALetterAloneOnItsLineOpensTheAnswer() throws {
        var text = "YajHFC FAQ\n==========\n\n"
        for n in 1...4 { text += "P: ¿Dónde puedo conseguir el visor \(n)?\nR:\nGeneralmente puedes utilizar cualquier programa \(n).\n\n" }
        text += "P: Cuando intento ver los faxes siempre obtengo un mensaje de error\n   que dice \"Formato no soportado.\"\nR:\nVerifica la opción.\n"
        let result = try read(text, file: "FAQ_es.txt")
        XCTAssertEqual(result.importer, "plain text (Q/A pairs)")
        XCTAssertEqual(result.document.questionCount, 5)
        XCTAssertEqual(result.document.allSections.first?.section.questions.first?.answer, "Generalmente puedes utilizar cualquier programa 1.")
        XCTAssertEqual(PlainTextLetterPairs.marker("R:")?.width, 2)
    }

    /// w3cam's "Mini FAQ": each answer's "A:" drawn in by underscores.
    func testAnAnswerLabelLedInByUnderscores() throws {
        let text = """
            --- Mini FAQ -------------------------------------------------------

            Q: vidcat is running fine, but with w3cam.cgi I can't see
               an image.
            ___A: Check if the user under which the CGI is running can access the device.


            Q: The refresh is not running while using IE.
            ___A: The used refresh method is only supported by Netscape.


            Q: As soon as I start "vidcat" my system freezes. Can you help?
            ___A: No! A system hang is always a problem of the driver.
            """
        let document = try read(text, file: "FAQ.txt").document
        XCTAssertEqual(document.questionCount, 3)
        XCTAssertEqual(document.allSections.first?.section.questions.last?.answer, "No\\! A system hang is always a problem of the driver.")
        XCTAssertNil(PlainTextPatterns.marker("_A: no", letter: "A"), "one underscore leads nothing in")
    }

    /// LZO's FAQ: titles underlined with '=' that ask, one over its own "Notes:" underlined with '-'.
    func testSubTitlesUnderATitleThatAsksArePartsOfItsAnswer() throws {
        let entries = ["Why are there so many algorithms ?", "Which algorithm should I use ?", "What is this optimization thing ?",
                       "What's the difference between the decompressors per algorithm ?"]
        var text = "====================\nLZO Frequently Asked Questions\n====================\n\n\n"
        for entry in entries {
            text += entry + "\n" + String(repeating: "=", count: entry.count) + "\n\nBecause of history.\n\n"
            if entry.hasPrefix("What's") { text += "Notes:\n------\n  - the safe decompressors are slower\n\n" }
            text += "\n"
        }
        let document = try read(text, file: "LZO.FAQ").document
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(questions(document), entries)
        XCTAssertTrue(document.allSections.first?.section.questions.last?.answer.contains("safe decompressors") == true)
    }

    /// Angband's FAQ: contents of numbered groups over lettered items ("\ta. How do I report a
    /// bug?"), the text's entries numbered "1a." …; one listed entry stands joined to the one
    /// before it, and the next is worded anew in the text.
    func testLetteredItemsInTheContentsListTheEntriesOfTheirGroup() throws {
        let text = """
            The Game FAQ

            1. Issues and problems
            \ta. How do I report a bug?
            \tb. I hate the store interface!
            \tc. I want old-school walls!
            \td. I use Vista and my display is messed up.
            \te. I play in the console on Linux, and the colours are wrong.

            2. Development
            \ta. How do I get the source code?
            \tb. How do I compile the game?

            -----------------------------------------------------------------

            1a. How do I report a bug?

            Post on the forum.

            1b. I hate the store interface!

            Sorry, it stays.

            1c. I want old-school walls!
            1d. I use Vista and my display is messed up.

            See the forum threads.

            1e. I play in a terminal on *nix, and the colours are wrong.

            Set TERM to xterm-256color.

            -----------------------------------------------------------------

            2a. How do I get the source code?

            From the repository.

            2b. How do I compile the game?

            Run make.
            """
        let document = try read(text, file: "faq.txt").document
        XCTAssertEqual(document.questionCount, 6, "\(questions(document))")
        XCTAssertTrue(questions(document).contains("I play in a terminal on *nix, and the colours are wrong."))
        XCTAssertFalse(questions(document).contains("Issues and problems"), "a group named in the contents is no question")
    }

    /// Stato's DokuWiki FAQ: a heading of 139 characters between its marks is still a heading.
    func testALongWikiHeadingIsATitle() {
        let long = "===== Mon hébergement ne me permet pas d'utiliser telle ou telle extension PHP recommandée | Mon serveur est encore en PHP 5.1.x... ====="
        XCTAssertEqual(PlainTextTitles.wikiHeadingDepth(long), 5)
        let lines = PlainTextLines("====== FAQ ======\n\n===== Pourquoi ? =====\nParce que.\n\n" + long + "\nPHP évolue.\n")
        XCTAssertTrue(PlainTextTitles.find(lines).contains { $0.line == 5 }, "\(PlainTextTitles.find(lines).map(\.line))")
    }

    /// Under a title that asks, deeper titles that state problems ("undefined reference to
    /// frob_init") are entries of its group, not its answer's parts: only captions (":") are.
    func testProblemsUnderATitleThatAsksStayEntries() throws {
        let text = """
            ============================================================================
            Frob Frequently Asked Questions
            ============================================================================


            What is frob ?
            ==============

            Frob is a small library that turns widgets into gadgets. It is written
            in portable C and has no dependencies.


            Why does my program not link ?
            ==============================

            Most link errors come from a missing library on the command line. The
            usual messages and their fixes follow.

            undefined reference to frob_init
            --------------------------------

            Add -lfrob to your link command, after your own object files.

            cannot find -lfrob
            ------------------

            The library is not in the linker's path. Add -L/usr/local/lib or set
            LIBRARY_PATH.

            frob.h: No such file or directory
            ---------------------------------

            Install the development headers, or add -I/usr/local/include.


            Is frob thread safe ?
            =====================

            Yes, as long as each thread uses its own frob context.


            Where do I report bugs ?
            ========================

            Write to the mailing list at frob@example.org.
            """
        let document = try read(text, file: "FAQ").document
        XCTAssertTrue(questions(document).contains("undefined reference to frob_init"), "\(questions(document))")
    }

    /// Numbered groups underlined ("1. GENERAL" over its "1) …" entries) still let the entries
    /// under them count from 1 again.
    func testEntriesCountAgainUnderAnUnderlinedNumberedGroup() throws {
        let text = """
            Frob FAQ

            1. GENERAL
            ----------

            1) What is frob?

            Frob turns widgets into gadgets.

            2) Who writes frob?

            A small group of volunteers.

            2. INSTALLATION
            ---------------

            1) How do I install frob?

            Run make install.

            2) Does frob run on Windows?

            Yes, since version 2.
            """
        XCTAssertTrue(questions(try read(text, file: "FAQ").document).contains("What is frob?"))
    }
}
