import XCTest
@testable import FAQ

/// Lists of known problems in plain text (`PROBLEMS`, `known-bugs.txt`, "Common problems and ways to work
/// around them:"): their entries state problems instead of asking, and a title or a file name naming them
/// says so.
final class PlainTextKnownProblemsTests: XCTestCase {
    private func read(_ text: String, file: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: file).document
    }

    /// bootp's `Problems`: statements at the margin over answers set in by a tab.
    private let bootp = """
        Common problems and ways to work around them:

        Bootpd complains: "bind: Address already in use" and fails to start.
        \tAnother daemon listens on the port.  Stop inetd first.

        Bootpd takes a long time to finish parsing the bootptab file:

        \tThe entries are sorted as they are read.  Split the file.

        My huge bootptab file causes startup time to be so long that clients
        give up waiting for a reply.
        \tRun bootpd as a standalone daemon.  It reads the file once.

        Clients get no reply at all.
        \tCheck the hardware type of each entry.  It must match.

        """

    func testStatementsUnderATitleNamingProblemsAreEntries() throws {
        let document = try read(bootp, file: "Problems")
        XCTAssertEqual(questions(document).count, 4)
        XCTAssertEqual(questions(document).last, "Clients get no reply at all.")
        let notes = bootp.replacingOccurrences(of: "Common problems and ways to work around them:", with: "Notes on the daemon:")
        XCTAssertThrowsError(try read(notes, file: "README"), "notes under another title are no FAQ")
    }

    /// BLT's `PROBLEMS`: no title, the file's name says what it holds; numbered entries start again at 1
    /// under each group's line.
    func testAFileNamedForProblemsAndNumbersStartingAgainUnderGroupLines() throws {
        let text = """
            Specific problems:

            1. I've built BLT, but when I run "bltwish", it doesn't know about any
               of the BLT commands.

              Starting with Tcl 8.x, the BLT commands are in their own namespace.

            2. Under Windows the "drag&drop" command doesn't work for me.

               The command uses "send", which Windows lacks.

            General Problems:

            1. I can't compile BLT.

               Check your configure options.

            2. The manual page lies.

               Report it.

            """
        let document = try read(text, file: "PROBLEMS")
        XCTAssertEqual(groups(document), ["Specific problems", "General Problems"])
        XCTAssertEqual(questions(document).count, 4)
        XCTAssertEqual(["doc/known-bugs.txt", "BUGS", "Problems", "TROUBLESHOOTING.txt"].map(PlainTextFormat.namesTrouble), [true, true, true, true])
        XCTAssertEqual(["doc/debugging.txt", "problems.txt", "bug-tracker.txt"].map(PlainTextFormat.namesTrouble), [false, false, false])
        XCTAssertThrowsError(try read(text, file: "notes.txt"), "the same text named otherwise is no FAQ")
        // Lines above entries numbered on, never starting again, title nothing.
        let running = text.replacingOccurrences(of: "1. I can't", with: "3. I can't").replacingOccurrences(of: "2. The manual", with: "4. The manual")
        XCTAssertFalse(groups(try read(running, file: "PROBLEMS")).contains("General Problems"))
    }

    /// A review's inputs: titles that name a bug tracker or a release's fixes name no known problems, and the
    /// statements under them stay a README's sections or a release's news.
    func testTitlesThatMentionBugsInPassingNameNoProblems() throws {
        let words = { (title: String) in HeadingTree.titleWords(title).split(separator: " ").map(String.init) }
        XCTAssertEqual(["Mantis Lite - a small bug tracker", "Foo 2.1: bug fixes and small features", "Reporting problems to the authors"]
            .map { PlainTextScore.namesKnownProblems(words($0)) }, [false, false, false])
        XCTAssertEqual(["Hatari bugs", "OpenTTD's known bugs", "BUGS: List of known problems in lpe", "Common problems and ways to work around them",
                        "FreeIPMI Bugs, Issues, and Workarounds", "Troubleshooting Komi"].map { PlainTextScore.namesKnownProblems(words($0)) },
                       [true, true, true, true, true, true])
        let readme = """
            Mantis Lite - a small bug tracker

            Installation
            ------------

            Copy the files to your web server and open setup.php in a browser.

            Configuration
            -------------

            Edit config.php to set the database name and the mail server.

            Usage
            -----

            Log in as admin and add the projects your team works on.

            """
        XCTAssertThrowsError(try read(readme, file: "README"))
    }

    /// FreeIPMI's legend: a term, a dash and its definition wrapped under the definition's first word.
    func testADefinitionWrappedUnderItsTextIsNoEntry() throws {
        let text = """
            FreeIPMI Bugs, Issues, and Workarounds

            Each issue is listed under one of these categories:

            [COMPLIANCE] - IPMI implementations that are out of compliance with
                           the IPMI specification.

            [INTERPRETATION] - Interpretation ambiguity between multiple vendors
                               and the IPMI specification.

            Inband IPMI Issue #1: [COMPLIANCE]

              The SMBIOS tables do not indicate that the KCS base address is IO.

            LAN Issue #1: [COMPLIANCE]

              The BMC returns the wrong session sequence number.

            LAN Issue #2: [INTERPRETATION]

              The BMC does not accept a zero username.

            """
        let document = try read(text, file: "issues.txt")
        XCTAssertEqual(questions(document), ["Inband IPMI Issue #1: [COMPLIANCE]", "LAN Issue #1: [COMPLIANCE]", "LAN Issue #2: [INTERPRETATION]"])
        let lines = PlainTextLines(text)
        XCTAssertTrue(PlainTextPatterns.hangsUnderItsText(lines[4], lines[5]))
        XCTAssertFalse(PlainTextPatterns.hangsUnderItsText(lines[10], lines[12]), "an answer set in two spaces hangs under nothing")
    }

    /// OpenTTD's known bugs: a problem wrapped over two lines and ending in a colon, over one paragraph of
    /// answer in sentences, is an entry; over a command alone it leads into an example.
    func testAProblemWrappedOverTwoLinesOverSentencesIsAnEntry() throws {
        let entry = { (title: String, answer: String) in "\(title)\n        \(answer)\n\n" }
        var text = "OpenTTD's known bugs\n\n"
        text += entry("No suitable AI can be found:", "No AI is installed. Install one from the online content.")
        text += entry("Clipping problems [#119]:", "Objects are drawn over each other. This cannot be fixed.")
        text += "Incorrect colours, crashes upon exit and smears upon\nwindow resizing with SDL on macOS [#3447]:\n"
            + "        Video handling with SDL under macOS is known to fail on some\n        versions of macOS. Some problems are always present.\n        We suggest another video backend.\n\n"
        text += entry("Train does not crash with itself [#4635]:", "Trains only crash with other trains. That is by design.")
        let document = try read(text, file: "known-bugs.txt")
        XCTAssertEqual(questions(document).count, 4)
        XCTAssertTrue(questions(document).contains { $0.hasPrefix("Incorrect colours") })
        let example = text.replacingOccurrences(of: "versions of macOS. Some problems are always present.", with: "SDL_VIDEODRIVER=x11 openttd")
            .replacingOccurrences(of: "We suggest another video backend.", with: "openttd -v sdl")
            .replacingOccurrences(of: "Video handling with SDL under macOS is known to fail on some", with: "  export SDL_AUDIODRIVER=pulse")
        XCTAssertFalse(questions(try read(example, file: "known-bugs.txt")).contains { $0.hasPrefix("Incorrect colours") })
        XCTAssertTrue(PlainTextPatterns.endsASentence("of OpenTTD's 8bpp screen modes. Workarounds for this are:"))
        XCTAssertFalse(PlainTextPatterns.endsASentence("export SDL_AUDIODRIVER=pulse"))
    }

    /// Komi's lead-ins ("Music can be disabled with:" over a command) are no problems of a troubleshooting file.
    func testLeadInsOverCommandsAreNoProblems() throws {
        let text = """
            Troubleshooting Komi...


            Sound Problems
            --------------

            Under KDE, I often experience a segmentation fault.

            Simply invoke komi like so from the command line:

              komi --nosound

            Music can be disabled with:

              komi --nomusic


            Speed Problems
            --------------

            The game may be too fast or too slow. If things are too slow, try:

              komi --fastdraw


            Keys
            ----

            For now, the keys can be edited only by modifying keys.h.

            """
        let document = try read(text, file: "TROUBLESHOOTING.txt")
        XCTAssertEqual(questions(document), ["Sound Problems", "Speed Problems", "Keys"])
    }

    /// Hatari's `bugs.txt`: a bulleted report of four lines quotes its code, set in deeper, before its answer at the
    /// bullet's column; it is an entry as its one-line neighbours are.
    func testALongReportQuotingCodeBeforeItsAnswerIsAnEntry() throws {
        let text = """
            Hatari bugs
            ===========

            Known issues / workarounds
            --------------------------

            * Printing doesn't work in auto-started programs:

                Why: program startup is too fast.

            * PortMidi device disconnects:

                Playback of large songs triggers an error.

            * Raw MIDI input is not supported on Windows:

                Nobody has written it.

            External bug reports
            --------------------

            * Problem: On real Falcon you can fade the whole screen to black
              if you clear the Horizontal Border End and start fading colors
              from 0 to 255 or the other way round, with code such as
              this one:
            \tmove.w #255-1,d7
            \tdbf d7,.loop
              Now it fades the background color the opposite way.

            """
        let document = try read(text, file: "bugs.txt")
        XCTAssertEqual(groups(document), ["Known issues / workarounds", "External bug reports"])
        XCTAssertEqual(questions(document).count, 4)
        XCTAssertTrue(questions(document).last?.hasPrefix("Problem: On real Falcon") == true, "\(questions(document))")
    }

    /// iBench's `known-issues.txt`: numbered issues at the margin, each dated, their updates set in by a tab; issue 2
    /// has no update yet. Its number fills the gap between 1 and 3, so it is an entry with no answer, not a paragraph
    /// of issue 1's answer. A numbered paragraph that fills no gap (a note numbered 9 after the last) stays text.
    func testANumberedEntryWithNoAnswerBetweenTwoIsOne() throws {
        let text = """
            -------------
            KNOWN ISSUES
            -------------

            1. Deviation must be disabled for scenarios to work (tables are created with only
            keys). [July 30, 2012]

            \tUpdate: The only deviation that does not work is keyWidth. [July 31, 2012]

            2. CHAIN join mode does not work for merge or vertical partition as the
            mappings are incorrect. [July 30, 2012]
            \t
            \t

            * 3. Source/Target reuse crashes if parameters are not delicately adjusted. [July 30, 2012]

            \tUpdate (Boris): The problem with reusing tables from empty schemas is resolved.

            4. Mappings for ValueManagement are incorrect. [July 31, 2012]

            \tUpdate (Boris): Known issue, not finished yet.

            5. Mappings for merge are incorrect because they repeat variables. [August 23, 2012]

            \tUpdate: Issue fixed by Boris. [August 24, 2012]

            """
        let document = try read(text, file: "known-issues.txt")
        XCTAssertEqual(questions(document).map { $0.prefix(8) }, ["1. Devia", "2. CHAIN", "* 3. Sou", "4. Mappi", "5. Mappi"])
        XCTAssertEqual(answer(document, questions(document)[1]), "")
        XCTAssertFalse(answer(document, questions(document)[0])?.contains("CHAIN") ?? true, "issue 2 is no part of issue 1's answer")
        let after = try read(text + "9. These notes are kept by hand.\n", file: "known-issues.txt")
        XCTAssertEqual(questions(after).count, 5, "a number that fills no gap opens no entry")
    }
}
