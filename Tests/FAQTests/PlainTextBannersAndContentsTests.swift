import XCTest
@testable import FAQ

/// Plain-text banners and contents: framed lines in a row are one title, a title boxed by its corners
/// ("/   \" over it, "\   /" under it) names a group, a contents list of "Q:" lines under numbered
/// group names (its questions wrapped onto lines set in) is left out, and a numbered line names no document.
final class PlainTextBannersAndContentsTests: XCTestCase {
    private func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "FAQ").document
    }

    func testFramedLinesInARowAreOneBannerNotAGroup() throws {
        // jNode's FAQ: its title and its date, each framed by stars, over its "Q:"/"A:" entries.
        let document = try read("""
            **** jNode users F.A.Q. created at 11.01.2014 ****
            **** Updated at 13.02.2014 ****

            Q: What is jNode?
            A: A Fidonet software platform.

            Q: Do you have a Wiki?
            A: Yes, on GitHub.

            Q: Where can I get jNode?
            A: From its releases page.
            """)
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(document.questionCount, 3)
        XCTAssertEqual(document.title, "jNode users F.A.Q. created at 11.01.2014")
    }

    static let netsukuku = """

          0. General
          \tQ: What is Netsukuku?
        \tQ: What can I do to help the development of Netsukuku? How can I
        \t   contribute to its growth?

          1. Technical
        \tQ: Does it scale in a network with A LOT of nodes?
        \tQ: Does it really work?

        --

        /\t\t \\
           0. General
        \\\t\t /

        Q: What is Netsukuku?
        A: A mesh network.

        Q: What can I do to help the development of Netsukuku? How can I
           contribute to its growth?
        A: Write code.

        /\t\t \\
           1. Technical
        \\\t\t /

        Q: Does it scale in a network with A LOT of nodes?
        A: Yes.

        Q: Does it really work?
        A: Yes, it does.
        """

    func testCornerBoxedGroupsUnderAContentsOfWrappedQuestions() throws {
        let document = try read(Self.netsukuku)
        XCTAssertEqual(document.sections.map(\.title), ["0. General", "1. Technical"])
        XCTAssertEqual(document.sections.map(\.questions.count), [2, 2])
        XCTAssertEqual(document.sections.first?.questions.last?.question,
                       "What can I do to help the development of Netsukuku? How can I contribute to its growth?")
        XCTAssertNotEqual(document.title, "0. General", "a numbered group's name names no document")
    }

    func testABoxNeedsBothItsCornerLines() {
        XCTAssertTrue(PlainTextTitles.isBoxCorners("/        \\", "/", "\\"))
        XCTAssertFalse(PlainTextTitles.isBoxCorners("/ usr/local \\", "/", "\\"), "words between the corners")
        XCTAssertFalse(PlainTextTitles.isBoxCorners("/\\", "/", "\\"))
    }

    /// GeoToad's FAQ: an underlined "Table of Contents:" over a bulleted list of the questions, each then boxed
    /// between dashes over its answer: the list is left out, not read as an entry.
    func testABulletedContentsUnderItsTitleIsNoEntry() throws {
        let questions = ["How do you enable friendly waypoint id names?", "Why is there no GUI for GeoToad?",
                         "geotoad.exe gets relative paths wrong in Windows"]
        var text = "======================\nQuestions and Answers:\n======================\n\nTable of Contents:\n------------------\n"
        text += questions.map { "* " + $0 + "\n" }.joined() + "\n\n"
        for question in questions {
            let rule = String(repeating: "-", count: question.count)
            text += rule + "\n" + question + "\n" + rule + "\nThe answer to it.\n\n\n"
        }
        let result = try DocumentReader.decode(Array(text.utf8), file: "FAQ.txt")
        XCTAssertEqual(result.document.sections.flatMap(\.questions).map(\.question), questions)
        XCTAssertNil(result.misread, "the guard takes the list for the questions it names, shown as they are")
    }
}
