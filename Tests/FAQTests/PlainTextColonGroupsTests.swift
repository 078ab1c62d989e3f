import XCTest
@testable import FAQ

/// Group names ending in a colon over "Q:"/"A:" entries, as a page's list of groups reads as text
/// (Armagetron Advanced's FAQ: "graphics:" over its questions' tables), and settings in capitals
/// inside the answers, which title nothing. (The page itself is read as HTML: `HTMLLabelledRowsTests`.)
final class PlainTextColonGroupsTests: XCTestCase {
    func testColonNamesOverQuestionEntriesTitleGroups() throws {
        // A page's nested lists of "Q:"/"A:" tables as its text reads: each name alone, "Q:" and "A:" cells on lines of their own.
        let text = """
        Frequently Asked Questions

        graphics:

        Q:

        The graphics are ugly. What can I do?

        A:

        Raise the detail level.

        Q:

        Rendering is very slow. What's wrong?

        A:

        Turn off alpha blending.

        network play:

        Q:

        How do I get rid of AI players?

        A:

        Use the settings

            AUTO_AIS 0
            TEAM_MAX_PLAYERS 1

        Q:

        Why can't I play on my LAN?

        A:

        A firewall blocks it.
        """
        let result = try DocumentReader.decode(Array(text.utf8), file: "FAQ")
        XCTAssertEqual(groups(result.document), ["graphics", "network play"])
        XCTAssertEqual(result.document.questionCount, 4)
        XCTAssertTrue(result.document.allSections.flatMap(\.section.questions)[2].answer.contains("TEAM_MAX_PLAYERS 1"))
    }

    func testNamesWithOrWithoutTheirColonTitleTheEntriesUnderThem() throws {
        // wcd's FAQ: two shells named with a colon, two platforms without, each over one entry.
        let text = """

        sh/bash/zsh/csh:

        Q: I have installed wcd. It looks like it works, but the
           directory is actually not changed.

        A: Source the function.

        bash:

        Q: I get "command not found".

        A: Define the function first.

        Windows

        Q: Wcd does not change directory in a DOS box.

        A: Use the batch file.

        Windows NT/2000/XP

        Q: The long names are cut.

        A: Use the 32 bit version.
            Settings
        """
        let result = try DocumentReader.decode(Array(text.utf8), file: "faq.txt")
        XCTAssertEqual(groups(result.document), ["sh/bash/zsh/csh", "bash", "Windows", "Windows NT/2000/XP"])
        XCTAssertEqual(result.document.questionCount, 4)
        // With one name ending in a colon, the names title nothing.
        let oneColon = try DocumentReader.decode(Array(text.replacingOccurrences(of: "bash:\n", with: "bash\n").utf8), file: "faq.txt")
        XCTAssertEqual(groups(oneColon.document), [])
    }

    func testWhatAnAnswerLeadsIntoOrSignsOffWithIsNoName() throws {
        // The first review's cases: a line quoted after "see:" and a sign-off over the next "Q:".
        let text = """
        General:

        Q: What is frob?
        A: A file frobnicator.

        Q: Where do I send patches?
        A: To the list. Please read first:

        HACKING and CODING_STYLE

        Q: Is there a GUI?
        A: No.

        Thanks to Jane Doe

        Usage:

        Q: How do I set the port?
        A: Add this line to frob.conf:

        port 8080

        Q: How do I turn off colours?
        A: Pass --no-color.
        """
        let result = try DocumentReader.decode(Array(text.utf8), file: "FAQ")
        XCTAssertEqual(groups(result.document), ["General", "Usage"])
        XCTAssertEqual(result.document.questionCount, 5)
    }

    func testOneColonNameOrOneOverNoEntryTitlesNothing() {
        let lines = PlainTextLines("Notes:\n\nQ: Why?\nA: Because.\n\nSee also:\n\nThe manual.\n")
        XCTAssertEqual(PlainTextTitles.colonTitles(lines), [])
    }

    func testANameJoinedByUnderscoresIsASettingNotCapitals() {
        XCTAssertFalse(PlainTextTitles.isCapitals("TEAM_MAX_PLAYERS 1"))
        XCTAssertTrue(PlainTextTitles.isCapitals("GENERAL QUESTIONS"))
        XCTAssertTrue(PlainTextTitles.isCapitals("__ X11 __", digits: true))
    }

    func testAColonNameRightUnderAPartsUnderlineTitlesItsGroup() throws {
        // FreedroidRPG's README: "6. FAQs" over its "====", "Miscellaneous FAQ:" right under the rule, then tab-set entries.
        let text = """
        FreedroidRPG: README

        5. Known bugs
        =============
        \t- Scrolling is wrong at times

        6. FAQs
        ============
        Miscellaneous FAQ:

        \tQ: Do I need Linux to try it?
        \tA: No, there are Windows builds too.

        \tQ: How can I join the mailing list?
        \tA: From the project's web page.

        Graphics FAQ:

        \tQ: The game is slow with OpenGL. Why?
        \tA: Install your card's own driver.

        \tQ: Can I play in a window?
        \tA: Yes, press F2.
        """
        let document = try DocumentReader.decode(Array(text.utf8), file: "README").document
        XCTAssertEqual(document.allSections.filter { !$0.section.questions.isEmpty }.map(\.section.title), ["Miscellaneous FAQ", "Graphics FAQ"])
        XCTAssertEqual(document.questionCount, 4)
    }

    func testALineNamingTheFAQRightOverItsFirstQTitlesIt() throws {
        // webalizer's README.Debian: "FAQ:" right over " Q:" lines, after a part underlined with dashes; its file is named
        // README.<package>, which is text as FAQ.<package> is.
        let text = """
        webalizer for Debian
        --------------------

        For configuration, see /etc/webalizer/webalizer.conf.

        About the cron script.
        ----------------------
        It reads every .conf file.


        FAQ:
         Q:
           Webalizer fails with an error.
         A:
           The data file is corrupt.

         Q:
           Spaces in URLs are cut.
         A:
           Upgrade.
        """
        XCTAssertEqual(DocumentFormat.detect(Array(text.utf8), fileName: "README.Debian"), .plainText)
        XCTAssertEqual(DocumentFormat.detect(Array(text.utf8), fileName: "README.c"), nil, "a source file is no README's text")
        let document = try DocumentReader.decode(Array(text.utf8), file: "README.Debian").document
        XCTAssertEqual(document.sectionCount, 0, "one group naming the FAQ over every question is no section")
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).map(\.question), ["Webalizer fails with an error.", "Spaces in URLs are cut."])
        // A name of anything else right over its first entry titles nothing.
        XCTAssertEqual(PlainTextTitles.colonTitles(PlainTextLines("Notes:\n Q: Why?\n A: Because.\n")), [])
    }
}
