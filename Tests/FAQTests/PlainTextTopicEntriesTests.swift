import XCTest
@testable import FAQ

/// Plain-text entries titled by a topic and asked in full below it (pure-ftpd's FAQ: "* Log
/// files" over "-> Where does logging info go ?"), with numbered steps and commented scripts
/// in their answers.
final class PlainTextTopicEntriesTests: XCTestCase {
    static let text = """
                             FREQUENTLY ASKED QUESTIONS

                 --------------------------------------------------


    * Users can delete root-owned files?

    -> I have a directory owned by 'john'. John can delete these files!

    Yes, this is the standard Unix behavior.


    * Directories shared by multiple users.

    -> All users can upload files. How to prevent deleting others' files?

    Put the sticky bit on that directory.


    * Log files

    -> Where does logging info go ? How to redirect it to a specific file ?

    Log messages are sent to the syslog daemon.


    * FTP over SSH.

    -> How to run Pure-FTPd over SSH?

    Here are examples.

    1) Creating a regular FTP account:

    pure-pw useradd customer1 -m -d /home/customer1

    2) Creating a FTP-over-SSH account:

    pure-pw useradd customer2 -m -r 127.0.0.1/32


    * Global bandwidth limitation.

    -> How do I limit the *total* bandwidth for FTP?

    5) Run the script you created in step 2. If it doesn't work, check that QOS
    support was compiled in your Linux kernel.

    6) Enjoy :)

    #! /bin/sh
    # Simple bandwidth limiter
    REAL_BW='10Mbit'


    * Files getting renamed automatically
    (submitted by C. Jon Larsen)

    -> Sometimes uploaded files get renamed. What is causing this ?

    The client uses the STOU command.
    """

    func testTopicsAskedInFullBelowThemAreEntries() throws {
        let result = try DocumentReader.decode(Array(Self.text.utf8), file: "FAQ")
        XCTAssertEqual(result.importer, "plain text (bulleted questions)")
        XCTAssertNil(result.misread)
        let document = result.document
        XCTAssertEqual(document.sectionCount, 0, "steps numbered in answers are no section titles")
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).map(\.question), [
            "Users can delete root-owned files?", "Directories shared by multiple users.", "Log files", "FTP over SSH.",
            "Global bandwidth limitation.", "Files getting renamed automatically (submitted by C. Jon Larsen)",
        ])
    }

    func testAnEntryOpensByAskingOnlyInAShortUnnumberedParagraph() {
        let lines = PlainTextLines("-> Where does it go ?\n\nThere.\n\n1.1 How do I zoom?\n\nLike so.")
        XCTAssertTrue(PlainTextScore.opensByAsking([0..<3], lines))
        XCTAssertFalse(PlainTextScore.opensByAsking([2..<3], lines))
        XCTAssertFalse(PlainTextScore.opensByAsking([4..<7], lines), "a numbered question is an entry of its own")

        let marked = PlainTextLines("-> Where does it go? It goes to syslog.\n\nMore.")
        XCTAssertTrue(PlainTextScore.opensByAsking([0..<3], marked), "a marked question may run on into its answer")
        let ternary = PlainTextLines("Set it with x = a ? b : c in the file.\n\nMore.")
        XCTAssertFalse(PlainTextScore.opensByAsking([0..<3], ternary), "a \"? \" inside an unmarked paragraph asks nothing")
        let quoted = PlainTextLines("\"Why is it slow?\"\n\nBecause.")
        XCTAssertTrue(PlainTextScore.opensByAsking([0..<3], quoted))
    }

    func testTheShownTextsEscapesReadAsMarkdown() {
        XCTAssertEqual(AnswerQuestionLines.unescaped("\\-\\> How do I limit the \\*total\\* bandwidth?"), "-> How do I limit the *total* bandwidth?")
        XCTAssertEqual(AnswerQuestionLines.unescaped("C:\\Windows and a break\\"), "C:\\Windows and a break")
    }

    /// wmbiff: a bulleted question broken by its author at the bullet's column, its second line
    /// ending the question, is one entry however long its first line is.
    func testABulletedQuestionTheNextLineEndsGoesOnAtTheBulletsColumn() throws {
        let text = """
            * Does WMBiff have a mailing list?

            No longer.

            * I'm about to start writing a patch. How do I make sure it will
            get incorporated in WMBiff?

            Start a conversation on wmaker-dev.

            * How do I get the very latest WMBiff from git?

            Clone it.

            """
        let document = try DocumentReader.decode(Array(text.utf8), file: "FAQ").document
        XCTAssertEqual(questions(document), ["Does WMBiff have a mailing list?",
                                             "I'm about to start writing a patch. How do I make sure it will get incorporated in WMBiff?",
                                             "How do I get the very latest WMBiff from git?"])
    }

    /// imapproxy: a statement before its question, the bullet's line and two more at its column,
    /// the last asking. Two lines that do not end by asking stay the answer's.
    func testABulletedQuestionTheSecondLineAfterEndsGoesOnAtTheBulletsColumn() throws {
        let text = """
            *  What is the imapproxy?

            A proxy.


            *  I set the cache expiration time for 5 minutes, but looking at my logs
            I noticed that connections are taking longer than 5 minutes to expire.
            Is this a bug?

            This isn't a bug.


            *  Why was it written?

            For webmail.

            """
        let document = try DocumentReader.decode(Array(text.utf8), file: "FAQ").document
        XCTAssertEqual(questions(document), ["What is the imapproxy?",
                                             "I set the cache expiration time for 5 minutes, but looking at my logs I noticed that connections are taking longer than 5 minutes to expire. Is this a bug?",
                                             "Why was it written?"])
        XCTAssertEqual(PlainTextPatterns.bulleted(PlainTextLines(text.replacingOccurrences(of: "Is this a bug?", with: "It is slow.")), titles: [])?
            .headings.count, 2, "three lines that ask nothing are no title")
    }

    /// z8530drv: one statement of five lines among one-line entries, each bullet at the margin
    /// over its answer at the bullet's text column, is an entry too. A long item among answers
    /// that hold lists of their own (bullets at two places) stays the answer's.
    func testALongBulletedStatementAmongShortEntriesIsAnEntry() throws {
        let text = """
            Here are some answers to frequently asked questions regarding z8530drv...

            *  Sccstat shows TxErrors. What does this mean?

               The timer expired.


            *  Maxkeyup behaves funny, the first time the PTT stays up for
               'maxkeyup' seconds and the driver resumes transmission after
               'mintime' correctly, the second time it goes down after few
               seconds, starts transmission again immediately and keys down
               after three seconds again.

               Avoid the driver running into transmission timeouts.


            *  The driver does not find the SCC ports.

               Check the register addresses.


            *  Help, the driver finds my card, but it won't generate interrupts.

               Check the jumpers.

            """
        let document = try DocumentReader.decode(Array(text.utf8), file: "FAQ").document
        XCTAssertEqual(questions(document).count, 4)
        XCTAssertEqual(questions(document)[1], "Maxkeyup behaves funny, the first time the PTT stays up for 'maxkeyup' seconds and the driver "
            + "resumes transmission after 'mintime' correctly, the second time it goes down after few seconds, starts transmission "
            + "again immediately and keys down after three seconds again.")
        let nested = text.replacingOccurrences(of: "   Check the jumpers.", with: "   Check these:\n\n  * the jumpers\n\n  * the cable")
        let heads = PlainTextPatterns.bulleted(PlainTextLines(nested), titles: [])?.headings.map(\.title) ?? []
        XCTAssertFalse(heads.contains { $0.hasPrefix("Maxkeyup") }, "bullets at two places: a long item may be an answer's; \(heads)")
    }

    /// Komi's TROUBLESHOOTING.txt: under a first line naming troubleshooting, underlined topics
    /// ("Sound Problems", "Keys") are its entries; the same titles under another first line are a README's.
    func testUnderlinedTopicsUnderATroubleshootingTitleAreEntries() throws {
        let text = """
            Troubleshooting Komi...


            Sound Problems
            --------------

            Under KDE, I often experience a segmentation fault. Run komi --nosound.


            Speed Problems
            --------------

            The game may be too fast or too slow. Adjust the speed bar.


            Keys
            ----

            For now, the keys can be edited only by modifying keys.h.


            Other Problems?
            ---------------

            Please email me.

            """
        let document = try DocumentReader.decode(Array(text.utf8), file: "TROUBLESHOOTING.txt").document
        XCTAssertEqual(questions(document), ["Sound Problems", "Speed Problems", "Keys", "Other Problems?"])
        XCTAssertEqual(groups(document), [])
        let readme = text.replacingOccurrences(of: "Troubleshooting Komi...", with: "Komi, a space game")
        XCTAssertThrowsError(try DocumentReader.decode(Array(readme.utf8), file: "README.txt"), "a README's topics are no FAQ")
    }
}
