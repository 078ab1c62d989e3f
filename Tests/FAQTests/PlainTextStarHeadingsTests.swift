import XCTest
@testable import FAQ

/// Headings as html2text writes them (XRacer's FAQ as Debian ships it): words joined by "_"
/// between runs of "*", more for a higher level, a long one broken over lines.
final class PlainTextStarHeadingsTests: XCTestCase {
    let text = """

          1 ..... Building
        1.1 ..... Can_I_build_it_on_Linux?
        1.2 ..... it_runs_in_a_window_at_about_0.01_frames_per_second.
          2 ..... Platforms
        2.1 ..... Is_there_a_Windows_port?
        *****_1_Building_*****

        ****_1.1_Can_I_build_it_on_Linux?_****
        Yes, with make.
        ****_1.2_I've_got_a_card,_but_when_I_run_it,_it
        runs_in_a_window_at_about_0.01_frames_per_second._****
        Set MESA_GLX_FX.
        *****_2_Platforms_*****

        ****_2.1_Is_there_a_Windows_port?_****
        Yes.
        """

    func testStarFramedHeadingsNestByTheirStars() throws {
        let document = try DocumentReader.decode(Array(text.utf8), file: "faq.txt").document
        XCTAssertEqual(document.sections.map(\.title), ["Building", "Platforms"])
        XCTAssertEqual(document.sections.map { $0.questions.map(\.question) },
                       [["Can I build it on Linux?", "I've got a card, but when I run it, it runs in a window at about 0.01 frames per second."],
                        ["Is there a Windows port?"]])
        XCTAssertEqual(document.title, "faq", "a contents line names an entry, not the document")
    }

    /// A review's input: dot leaders in a header ("Version ........ 2.1") are no contents list,
    /// and the title under them is still the document's.
    func testDotLeadersInAHeaderAreNoContents() throws {
        let header = "Version ........ 2.1\nLast updated ... 12 May 2004\nMaintainer ..... Jane Doe\n\n"
        let text = header + "              Frequently Asked Questions about Foo\n\n"
            + "Q: How do I install foo?\nA: Run make install.\n\nQ: How do I remove foo?\nA: Run make uninstall.\n"
        let document = try DocumentReader.decode(Array(text.utf8), file: "faq.txt").document
        XCTAssertEqual(document.title, "Frequently Asked Questions about Foo")
    }

    func testAFileNeedsThreeSuchHeadingsAndAHeadingItsClose() {
        XCTAssertEqual(PlainTextStarHeadings.starCounts(PlainTextLines(text)), [5, 4])
        let two = "****_1_One_****\nText.\n****_2_Two_****\nText.\n"
        XCTAssertEqual(PlainTextStarHeadings.starCounts(PlainTextLines(two)), [])
        let unclosed = PlainTextLines("****_1_One\nand_more\nText.\n\n")
        XCTAssertNil(PlainTextStarHeadings.heading(unclosed, 0))
    }
}
