import XCTest
@testable import FAQ

/// A formatter's saved output (groff `-ms` to a terminal, as vtprint's FAQ ships): bold and
/// underline as escape sequences or overstrikes, numbers decorated with marks, and a table of
/// contents printed after the text.
final class PlainTextFormatterOutputTests: XCTestCase {
    func testTerminalSequencesAreTakenOut() {
        XCTAssertEqual(TerminalText.plain("\u{1B}[1mvtprint\u{1B}[0m is \u{1B}[4;22mhere\u{1B}[m."), "vtprint is here.")
        XCTAssertEqual(TerminalText.plain("b\u{8}bo\u{8}ol\u{8}ld\u{8}d and _\u{8}u_\u{8}n"), "bold and un")
        XCTAssertEqual(TerminalText.plain("é\u{8}é\nx"), "é\nx", "a struck character of two bytes goes whole")
        XCTAssertEqual(TerminalText.plain("\n\u{8}x"), "\nx", "a backspace never takes a line's end")
        XCTAssertEqual(TerminalText.plain("plain"), "plain")
        XCTAssertEqual(TerminalText.plain("\u{1B}(B\u{1B}[mHow do I print?"), "How do I print?", "xterm's sgr0")
        XCTAssertEqual(TerminalText.plain("see \u{1B}]8;;http://x.org\u{1B}\\the site\u{1B}]8;;\u{7} now"), "see the site now", "an OSC 8 link")
        XCTAssertEqual(TerminalText.plain("e\u{301}\u{8}e\u{301}x"), "e\u{301}x", "a character with its mark goes whole")
        XCTAssertEqual(TerminalText.plain("👩\u{200D}👧\u{8}x"), "x", "so does a joined emoji")
        XCTAssertEqual(TerminalText.plain("a\u{1B}\nb"), "a\nb", "a lone escape goes, and takes no line's end with it")
    }

    static let ms = """
                          \u{1B}[1mThe vtprint FAQ\u{1B}[0m


    \u{1B}[1m1.   About vtprint\u{1B}[0m


    1.1. What is \u{1B}[1mvtprint\u{1B}[0m?

         It prints from a remote host.


    1.2. Who writes it?

         Garrett.


    \u{1B}[1m2.   Problems\u{1B}[0m


    2.1. Why does it echo text to the screen?

         Some terminals copy the printed file.


                            \u{1B}[1mTable of Contents\u{1B}[0m

    1.   About vtprint

    1.1.      What is vtprint?

    1.2.      Who writes it?

    2.   Problems

    2.1.      Why does it echo text to the screen?

    """

    func testAClosingTableOfContentsIsNoEntries() throws {
        let result = try DocumentReader.decode(Array(Self.ms.utf8), file: "FAQ")
        XCTAssertEqual(groups(result.document), ["About vtprint", "Problems"])
        XCTAssertEqual(questions(result.document), ["What is vtprint?", "Who writes it?", "Why does it echo text to the screen?"])
        XCTAssertEqual(result.document.allSections.flatMap(\.section.questions).last?.answer, "Some terminals copy the printed file.")
        XCTAssertNil(result.misread)
    }

    /// A part named like contents whose entries number afresh, with answers of their own, is no
    /// closing contents; nor are numbers the text never had.
    func testOnlyAListRepeatingTheEntriesIsAClosingContents() {
        func closing(_ text: String) -> Int? {
            let lines = PlainTextLines(text)
            let markers = (0..<lines.count).compactMap { PlainTextNumbered.marker(lines, $0) }
            return PlainTextNumbered.closingContents(markers, lines)
        }
        let entries = "1. What?\n\n     A.\n\n2. Why?\n\n     B.\n\n3. How?\n\n     C.\n\n"
        XCTAssertEqual(closing(entries + "Contents\n\n1. What?\n\n2. Why?\n\n3. How?\n"), 12)
        XCTAssertEqual(closing(entries + "Contents\n\n1. What?\n\n2. Why?\n\n          June 1994\n\n3. How?\n"), 12, "a page mark between them")
        XCTAssertNil(closing(entries + "Summary\n-------\n\n1. What?\n\nA list.\n\n2. Why?\n\nAnother.\n"), "a part whose entries number afresh")
        XCTAssertNil(closing(entries + "Contents\n\n4. Who?\n\n5. When?\n"), "numbers the text never had")
        XCTAssertNil(closing(entries + "Contents\n\n3. How?\n\n1. What?\n"), "out of their order")
    }

    func testMarksBeforeANumberDecorateIt() throws {
        let text = """
        *** 1. How do I route status reports to the computer?

        Try gsmsmsd no_stat.


        *** 2. Why does my phone expect a PIN?

        There are two ways:

        1. set the PIN once (in the rc-scripts):

          gsmctl -I "+cpin=<MY PIN>"

        2. Use the menus of your phone.


        *** 3. Why does sending fail with my Ericsson?

        Set GSMLIB_SH888_FIX.

        """
        let result = try DocumentReader.decode(Array(text.utf8), file: "FAQ")
        XCTAssertEqual(questions(result.document), ["How do I route status reports to the computer?", "Why does my phone expect a PIN?",
                                                    "Why does sending fail with my Ericsson?"])
        XCTAssertTrue(result.document.allSections.flatMap(\.section.questions)[1].answer.contains("Use the menus of your phone."), "the answer's own list stays its text")
        let lines = PlainTextLines("* 1. a bullet\n***** 2. five marks\n** 3. Two marks\n")
        XCTAssertNil(PlainTextNumbered.marker(lines, 0), "one mark is a bullet")
        XCTAssertNil(PlainTextNumbered.marker(lines, 1))
        XCTAssertEqual(PlainTextNumbered.marker(lines, 2)?.text, "Two marks")
    }
}
