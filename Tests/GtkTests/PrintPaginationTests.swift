import XCTest
import CGtk
@testable import Gtk

/// Page breaks of printed blocks: pure arithmetic on line heights, no printer needed.
final class PrintPaginationTests: XCTestCase {
    func testABlockBreaksBetweenLinesAtThePageEnd() {
        let pages = PrintOperation.pages(lineHeights: [Array(repeating: 10, count: 25)], blocks: [PrintBlock(markup: "")], pageHeight: 100)
        XCTAssertEqual(pages.count, 3)
        XCTAssertEqual(pages[0].map(\.lines), [0..<10])
        XCTAssertEqual(pages[1].map(\.lines), [10..<20])
        XCTAssertEqual(pages[2].map(\.lines), [20..<25])
        XCTAssertEqual(pages[1][0].y, 0)
    }

    func testAHeadingIsNeverLeftAloneAtTheBottom() {
        let blocks = [PrintBlock(markup: ""), PrintBlock(markup: "", keepsWithNext: true), PrintBlock(markup: "", keepsWithNext: true), PrintBlock(markup: "")]
        // A section heading, a question heading, then their answer: with 55 of 100 used, the
        // headings and two lines of the answer fit, and stay together on the first page.
        let fits = PrintOperation.pages(lineHeights: [[55], [10], [10], Array(repeating: 10, count: 5)], blocks: blocks, pageHeight: 100)
        XCTAssertEqual(fits[0].map(\.block), [0, 1, 2, 3])
        XCTAssertEqual(fits[1].map(\.block), [3])
        // With 75 used they do not: both headings move on with their answer.
        let moves = PrintOperation.pages(lineHeights: [[75], [10], [10], Array(repeating: 10, count: 5)], blocks: blocks, pageHeight: 100)
        XCTAssertEqual(moves[0].map(\.block), [0])
        XCTAssertEqual(moves[1].map(\.block), [1, 2, 3])
        XCTAssertEqual(moves[1][0].y, 0)
    }

    func testSpaceBeforeAddsUpButNotAtAPageTop() {
        let blocks = [PrintBlock(markup: ""), PrintBlock(markup: "", spaceBefore: 5)]
        let pages = PrintOperation.pages(lineHeights: [[10], [10]], blocks: blocks, pageHeight: 100)
        XCTAssertEqual(pages[0][1].y, 15)
        let first = PrintOperation.pages(lineHeights: [[10]], blocks: [PrintBlock(markup: "", spaceBefore: 5)], pageHeight: 100)
        XCTAssertEqual(first[0][0].y, 0)
    }

    /// A frame's padding opens above its first block, even at a page's top, and closes below its last.
    func testAFramesPaddingSurroundsTheBlocksInsideIt() {
        let box = PrintFrame(id: 1, left: 0, padding: 4)
        let inner = PrintFrame(id: 2, left: 8, padding: 3)
        let blocks = [PrintBlock(.text(""), frames: [box]), PrintBlock(.text(""), spaceBefore: 2, frames: [box, inner]),
                      PrintBlock(.text(""), spaceBefore: 2)]
        let pages = PrintOperation.pages(lineHeights: [[10], [10], [10]], blocks: blocks, pageHeight: 100)
        let expected: [Double] = [4, 19, 38]  // 4; 4 + 10 + 2 + 3; 19 + 10 + 2 + 3 + 4
        XCTAssertEqual(pages[0].map(\.y), expected, "the inner frame closes inside the outer one")
        XCTAssertTrue(PrintedPages.opening(inner, at: 1, in: blocks) && PrintedPages.closing(inner, at: 1, in: blocks))
        XCTAssertFalse(PrintedPages.opening(box, at: 1, in: blocks))
        XCTAssertTrue(PrintedPages.closing(box, at: 1, in: blocks))
    }
}

/// The print dialog's own tab: its radio buttons choose what is printed.
final class PrintChoiceTests: GtkTestCase {
    func testTheTabsChoiceDecidesTheBlocks() {
        onMain {
            let operation = PrintOperation(jobName: "T", tabLabel: "FAQ", choices: ["_All", "_Some"]) { choice in
                [PrintBlock(markup: choice == 0 ? "all" : "some")]
            }
            XCTAssertEqual(operation.blocks.map(\.content), [.text("all")], "before the dialog: the first choice")
            let widget = operation.makeChoiceWidget()!
            g_object_ref_sink(widget)
            defer { g_object_unref(widget) }
            XCTAssertEqual(operation.choiceButtons.count, 2)
            gtk_toggle_button_set_active(UnsafeMutableRawPointer(operation.choiceButtons[1]).assumingMemoryBound(to: GtkToggleButton.self), 1)
            operation.applyChoice()
            XCTAssertEqual(operation.choice, 1)
            XCTAssertEqual(operation.blocks.map(\.content), [.text("some")])
        }
    }
}
