import XCTest
@testable import FAQBrowser
@testable import Gtk
import Outline

/// What a search keystroke leaves for after the accordion's frame: the outline's tree of
/// matches (built at the next idle moment, one tree for a burst of keystrokes) and the rows'
/// snippet labels (made once the search bar opens). The results are the same, in the same order.
final class SearchAfterTheFrameTests: BrowserTestCase {
    /// `sections` sections of `questions` questions: `s3` holds `s3q0` ("Question 3.0") … .
    func documentJSON(sections: Int, questions: Int) -> String {
        GeneratedDocument.json(sections: sections, questions: questions) { s, q in "An answer about item \(s).\(q)." }
    }

    /// The search tree's rows, depth first: titles, indented by level.
    @MainActor private func searchTreeRows(_ sidebar: OutlineSidebar) -> [String] {
        let store = sidebar.searchTree.store
        var rows: [String] = []
        func walk(_ path: [Int]) {
            var index = 0
            while let title = store.string(at: path + [index], column: 0) {
                rows.append(String(repeating: " ", count: path.count) + title)
                walk(path + [index])
                index += 1
            }
        }
        walk([])
        return rows
    }

    /// The rows a tree of `matches` shows: each match under its sections, in document order.
    @MainActor private func expectedRows(_ matches: [OutlineNode]) -> [String] {
        let outline = browser.faq!.outline
        var seen = Set<OutlineNode>()
        var rows: [String] = []
        for match in matches {
            for (depth, node) in (outline.ancestors(of: match).reversed() + [match]).enumerated() where seen.insert(node).inserted {
                rows.append(String(repeating: " ", count: depth) + outline.title(of: node))
            }
        }
        return rows
    }

    func testTheTreeOfMatchesComesAfterTheKeystrokeWithEveryMatchInOrder() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 12, questions: 30)))
            let sidebar = browser.sidebar!
            browser.search.begin()
            browser.search.run("Question 4.")
            XCTAssertNotNil(sidebar.pendingSearch, "the keystroke leaves the tree for an idle moment")
            XCTAssertTrue(sidebar.isSearching, "but the pane takes the model's change as a search's")
            let matches = browser.search.matches
            XCTAssertTrue(matches.contains(node("s4q0")) && matches.contains(node("s4q29")), "\(matches.count) matches")
            XCTAssertTrue(browser.faq!.outline.isVisible(node("s4q29")), "the accordion shows every match at once")
            XCTAssertTrue(MainLoop.wait(upTo: 3) { sidebar.pendingSearch == nil }, "the tree is built when idle")
            XCTAssertEqual(sidebar.pane.visibleChildName, "search")
            let rows = searchTreeRows(sidebar)
            XCTAssertEqual(rows, expectedRows(matches))
            XCTAssertTrue(rows.contains("Section 4") && rows.contains(" Question 4.29"), "\(rows.count) rows")
        }
    }

    func testABurstOfKeystrokesBuildsOneTreeOfTheLastQuery() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 12, questions: 30)))
            let sidebar = browser.sidebar!
            browser.search.begin()
            for query in ["Question 1", "Question 2", "Question 3.1"] { browser.search.run(query) }
            XCTAssertTrue(MainLoop.wait(upTo: 3) { sidebar.pendingSearch == nil })
            let store = sidebar.searchTree.store
            MainLoop.drain()
            XCTAssertTrue(sidebar.searchTree.store === store, "one tree, not one per keystroke")
            let rows = searchTreeRows(sidebar)
            XCTAssertEqual(rows, expectedRows(browser.search.matches))
            XCTAssertTrue(rows.contains(" Question 3.1") && rows.contains(" Question 3.15"), "the last query's matches")
            XCTAssertFalse(rows.contains(" Question 2.0"), "not an earlier one's")
        }
    }

    func testASelectionMadeBeforeTheTreeIsBuiltShowsInIt() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 12, questions: 30)))
            let sidebar = browser.sidebar!
            browser.search.begin()
            browser.search.run("Question 5.")
            XCTAssertNotNil(sidebar.pendingSearch)
            browser.search.openMatch(at: 7)  // selects the result in the outline
            let chosen = browser.search.matches[7]
            XCTAssertTrue(MainLoop.wait(upTo: 3) { sidebar.pendingSearch == nil })
            XCTAssertTrue(MainLoop.wait(upTo: 2) { sidebar.searchTree.selectedPath != nil })
            XCTAssertEqual(sidebar.searchTree.selectedPath.flatMap(sidebar.node(at:)), chosen)
        }
    }

    func testASearchEndedBeforeItsTreeIsBuiltLeavesTheWholeTree() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 12, questions: 30)))
            let sidebar = browser.sidebar!
            browser.search.begin()
            browser.search.run("Question 2.")
            browser.search.bar.isSearchMode = false  // Escape, before any idle moment
            MainLoop.drain()
            XCTAssertFalse(sidebar.isSearching)
            XCTAssertEqual(sidebar.pane.visibleChildName, "full")
            XCTAssertTrue(sidebar.treeView === sidebar.fullTree)
            XCTAssertFalse(sidebar.fullTree.isRowExpanded(sidebar.pathInWholeTree(of: node("s2"))),
                           "what the search opened is not left open in the whole tree")
        }
    }

    func testRowsMakeTheirSnippetLabelsOnceTheSearchBarOpens() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 3, questions: 30)))
            row("s0")!.header.activate()
            MainLoop.drain()
            let accordion = browser.accordion!
            XCTAssertNil(row("s0q0")!.snippet, "no snippet label before a search")
            let made = accordion.inspection.rowsMade
            browser.search.begin()
            XCTAssertTrue(MainLoop.wait(upTo: 3) {
                self.row("s0q0")?.snippet != nil && self.row("s0q1")?.snippet != nil
                    && accordion.inspection.pooledRows.allSatisfy(\.hasSnippetLabel)
            }, "made when idle once the bar is open, the pool's rows too")
            XCTAssertEqual(row("s0q0")!.snippet?.isVisible, false, "hidden until a search shows one")
            XCTAssertEqual(accordion.inspection.rowsMade, made, "and no row is made for it")
            browser.search.run("item 0.1")
            XCTAssertEqual(row("s0q1")!.snippet?.isVisible, true)
            XCTAssertEqual(row("s0q1")!.snippet?.text, "An answer about item 0.1.")
        }
    }
}
