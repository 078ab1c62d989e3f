import XCTest
@testable import FAQBrowser
@testable import Gtk
import Outline

/// Changes to many rows of the outline tree: a screen reader that has read the tree makes every
/// row GTK takes away cost some 45 µs, so bulk changes are spread over idle moments by rows, and
/// a search leaves the whole tree's rows alone.
final class OutlineBulkChangeTests: BrowserTestCase {
    /// `sections` sections of `questions` questions: `s3` holds `s3q0` … .
    func documentJSON(sections: Int, questions: Int) -> String {
        GeneratedDocument.json(sections: sections, questions: questions) { _, q in "An answer \(q)." }
    }

    @MainActor private func openSections(_ count: Int) -> [OutlineNode] {
        (0..<count).map { node("s\($0)") }
    }

    @MainActor private func isOpenInTree(_ node: OutlineNode) -> Bool {
        browser.sidebar!.fullTree.isRowExpanded(browser.sidebar!.pathInWholeTree(of: node))
    }

    func testACollapseAllClosesAFewHundredRowsAtATime() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 30, questions: 100)))
            let sections = openSections(30)
            browser.expandAll()
            MainLoop.drain()
            XCTAssertTrue(sections.allSatisfy(isOpenInTree), "Expand All reaches the tree")
            browser.collapseAll()
            let closedAtOnce = sections.filter { !isOpenInTree($0) }.count
            XCTAssertGreaterThan(closedAtOnce, 0, "the first rows close with the change")
            // A batch of rows (500) is 5 sections here; before, a batch was 24 sections, 2,400 rows.
            XCTAssertLessThanOrEqual(closedAtOnce, 6, "no more than a batch of rows closes in one go (\(closedAtOnce) sections of 100 did)")
            MainLoop.drain()
            XCTAssertFalse(sections.contains(where: isOpenInTree), "the rest close when idle")
        }
    }

    func testTheSearchTreeIsMadeByTheFirstSearchAtTheTextSizeShown() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            let sidebar = browser.sidebar!
            XCTAssertNil(sidebar.madeSearchTree, "no second tree before a search")
            browser.setTextScale(120)
            defer { browser.setTextScale(100) }
            browser.search.run("refund")
            // Made at the idle moment after the keystroke's frame (SearchAfterTheFrameTests).
            XCTAssertTrue(MainLoop.wait(upTo: 3) { sidebar.madeSearchTree != nil })
            XCTAssertTrue(sidebar.treeView === sidebar.madeSearchTree)
            XCTAssertTrue(sidebar.searchTree.hasStyleClass("text-scale-120"), "made at the size shown")
            browser.search.bar.isSearchMode = false  // Escape
            browser.setTextScale(140)
            XCTAssertTrue(sidebar.searchTree.hasStyleClass("text-scale-140"), "and follows it")
            XCTAssertFalse(sidebar.searchTree.hasStyleClass("text-scale-120"))
            XCTAssertTrue(sidebar.fullTree.hasStyleClass("text-scale-140"))
        }
    }

    func testASearchLeavesTheWholeTreeItsRowsExpansionSelectionAndPlace() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 12, questions: 30)))
            let sidebar = browser.sidebar!
            let outline = browser.faq!.outline
            for id in ["s1", "s4", "s9"] { outline.expand(node(id)) }
            MainLoop.drain()
            sidebar.select(node("s9q12"))
            let adjustment = sidebar.fullTreeScroller.verticalAdjustment
            XCTAssertTrue(MainLoop.wait(upTo: 3) { adjustment.value > 0 }, "the tree scrolled to the row")
            MainLoop.drain()
            let place = adjustment.value
            let store = sidebar.fullTree.store

            browser.search.begin()
            browser.search.run("Question 4.2")
            XCTAssertTrue(sidebar.treeView === sidebar.searchTree, "the matches show in a tree of their own")
            XCTAssertEqual(sidebar.pane.visibleChildName, "search")
            XCTAssertTrue(sidebar.fullTree.store === store, "the whole tree keeps its rows")
            XCTAssertTrue(isOpenInTree(node("s1")) && isOpenInTree(node("s9")), "and its expansion")

            browser.search.bar.isSearchMode = false  // Escape
            MainLoop.drain()
            XCTAssertTrue(sidebar.treeView === sidebar.fullTree)
            XCTAssertEqual(sidebar.pane.visibleChildName, "full")
            for id in ["s1", "s4", "s9"] { XCTAssertTrue(isOpenInTree(node(id)), id) }
            XCTAssertFalse(isOpenInTree(node("s2")))
            XCTAssertEqual(sidebar.fullTree.selectedPath, sidebar.path(of: node("s9q12")), "the selection stays")
            XCTAssertEqual(adjustment.value, place, "so does the scroll position")
        }
    }

    func testWhatTheModelChangedDuringASearchReachesTheWholeTreeAfterIt() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 6, questions: 10)))
            let sidebar = browser.sidebar!
            let outline = browser.faq!.outline
            outline.expand(node("s2"))
            MainLoop.drain()
            browser.search.begin()
            browser.search.run("Question 5.3")
            // The reader opens the match: its section stays open once the search ends.
            browser.search.openMatch(at: 0)
            browser.search.bar.isSearchMode = false  // Escape
            MainLoop.drain()
            XCTAssertTrue(outline.isExpanded(node("s5")), "the chosen result stays in view")
            XCTAssertTrue(isOpenInTree(node("s5")), "the tree opens what the model opened meanwhile")
            XCTAssertTrue(isOpenInTree(node("s2")), "and keeps what was open before")
            XCTAssertFalse(isOpenInTree(node("s0")))
            XCTAssertEqual(sidebar.treeView.store.string(at: [5, 3], column: 0), "Question 5.3")
        }
    }

    /// A section of 5,000 questions: its last 2,000 rows come as it opens, the rest a slice per
    /// idle moment in front of them, and rows map to nodes all along.
    func testALargeSectionsRowsComeASliceAtATime() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 2, questions: 5_000)))
            let sidebar = browser.sidebar!
            let store = sidebar.fullTree.store
            sidebar.fullTree.expandRow(sidebar.path(of: node("s0")))
            XCTAssertTrue(browser.faq!.outline.isExpanded(node("s0")))
            XCTAssertFalse(sidebar.isCaughtUp, "rows are still to come")
            XCTAssertEqual(store.childCount(at: [0]), OutlineSidebar.rowsPerSlice, "one slice now")
            XCTAssertEqual(store.string(at: [0, 0], column: 0), "Question 0.3000", "the last slice, in order")
            XCTAssertEqual(sidebar.node(at: TreePath([0, 0])), node("s0q3000"))
            XCTAssertEqual(sidebar.path(of: node("s0q4999")), TreePath([0, 1999]))
            XCTAssertEqual(sidebar.path(of: node("s1")), TreePath([1]))
            XCTAssertTrue(MainLoop.wait(upTo: 10) { sidebar.isCaughtUp })
            XCTAssertEqual(store.childCount(at: [0]), 5_000)
            for q in [0, 1_999, 2_000, 2_999, 3_000, 4_999] {
                XCTAssertEqual(store.string(at: [0, q], column: 0), "Question 0.\(q)")
                XCTAssertEqual(sidebar.node(at: TreePath([0, q])), node("s0q\(q)"))
                XCTAssertEqual(sidebar.path(of: node("s0q\(q)")), TreePath([0, q]))
            }
        }
    }

    /// Revealing a question whose row has not come yet selects it once it has.
    func testASelectionInALargeSectionWaitsForItsRow() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 2, questions: 5_000)))
            let sidebar = browser.sidebar!
            XCTAssertTrue(browser.reveal(id: "s0q10"))
            XCTAssertTrue(MainLoop.wait(upTo: 10) { sidebar.isCaughtUp })
            XCTAssertEqual(sidebar.fullTree.selectedPath, TreePath([0, 10]))
            XCTAssertTrue(isOpenInTree(node("s0")))
            sidebar.select(node("s0q4000"))
            XCTAssertEqual(sidebar.fullTree.selectedPath, TreePath([0, 4_000]), "a row that is there is selected at once")
        }
    }
}
