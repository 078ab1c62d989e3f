import XCTest
@testable import FAQBrowser
@testable import Gtk
import Outline

/// Counting, opening and stepping through search results, and the empty state.
final class SearchResultsTests: BrowserTestCase {
    func testNoResultsShowsTheEmptyStateWithTheQuery() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            browser.search.run("zebra")
            XCTAssertEqual(browser.reader.stack.visibleChildName, "no-results")
            XCTAssertEqual(browser.reader.noResultsTitle.text, "No questions match ‘zebra’")
            XCTAssertEqual(browser.search.countLabel.text, "No matches")
            XCTAssertEqual(browser.faq!.outline.rowCount, 0)
            browser.search.run("")
            XCTAssertEqual(browser.reader.stack.visibleChildName, "document")
            XCTAssertEqual(browser.search.countLabel.text, "")
            XCTAssertEqual(browser.faq!.outline.rowCount, 2)
        }
    }

    func testTheBarCountsMatchesAndSections() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            browser.search.run("settings")
            XCTAssertEqual(browser.search.countLabel.text, "2 matches in 1 section")
            // The count's room has a fixed width: the bar asks for as much whatever it says, so the field stays still.
            let barWidth = browser.search.bar.preferredWidth
            browser.search.run("yes")
            XCTAssertEqual(browser.search.countLabel.text, "2 matches in 2 sections", "delete (account) and two-factor (security)")
            XCTAssertEqual(browser.search.bar.preferredWidth.natural, barWidth.natural, "a count of fixed width: the field stays still")
            XCTAssertEqual(browser.search.counts?.count(in: node("account")), 2, "a section's count includes its subsections")
            browser.search.run("refund")
            XCTAssertEqual(browser.search.countLabel.text, "1 match in 1 section")
            browser.search.run("zzz")
            XCTAssertEqual(browser.search.bar.preferredWidth.natural, barWidth.natural)
        }
    }

    func testEveryMatchShowsWithoutACap() {
        onMain {
            let questions = (0..<700).map { #"{"id": "q\#($0)", "question": "Question \#($0)", "answer": "An answer."}"# }.joined(separator: ",")
            XCTAssertTrue(open(json: #"{"title": "T", "sections": [{"id": "s", "title": "S", "questions": [\#(questions)]}]}"#))
            browser.search.run("question")
            XCTAssertEqual(browser.faq!.outline.rowCount, 701, "the section and all 700 questions")
            XCTAssertEqual(browser.search.countLabel.text, "700 matches in 1 section")
        }
    }

    func testEnterOpensTheFirstResultAndScrollsToIt() {
        onMain {
            let items = repositoryRoot.appendingPathComponent("Data/samples/items.json").path
            XCTAssertTrue(browser.open(path: items))
            browser.expandAll()
            browser.search.begin()
            browser.search.run("item 19")
            browser.search.entry.grabFocus()
            browser.search.entry.sendKey(Keys.returnKey)
            XCTAssertFalse(browser.search.matches.isEmpty)
            let node = browser.search.matches[0]
            XCTAssertTrue(browser.faq!.outline.isExpanded(node), "the answer opens")
            let row = browser.accordion!.row(for: node)!
            XCTAssertTrue(row.revealer.revealsChild)
            XCTAssertTrue(MainLoop.wait(upTo: 2) { row.header.isFocus })
            let view = browser.accordion!.scrolledWindow
            XCTAssertTrue(MainLoop.wait(upTo: 2) {
                guard let origin = row.header.origin(in: view) else { return false }
                return origin.y >= 0 && origin.y < view.allocation.height
            }, "scrolled into view")
        }
    }

    func testF3AndShiftF3StepThroughTheResultsOpeningEach() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            browser.search.begin()
            browser.search.run("settings")  // reset, delete
            browser.search.entry.sendKey(Keys.returnKey)
            XCTAssertTrue(row("reset")!.header.isFocus)
            XCTAssertEqual(browser.search.countLabel.text, "1 of 2", "the position of the result opened")
            row("reset")!.header.sendKey(0xffc0)  // F3
            XCTAssertTrue(row("delete")!.header.isFocus)
            XCTAssertEqual(browser.search.countLabel.text, "2 of 2")
            XCTAssertTrue(browser.faq!.outline.isExpanded(node("delete")))
            row("delete")!.header.sendKey(0xffc0)
            XCTAssertTrue(row("reset")!.header.isFocus, "past the last result, F3 wraps to the first")
            row("reset")!.header.sendKey(0xffc0, shift: true)  // Shift+F3
            XCTAssertTrue(row("delete")!.header.isFocus)
            row("delete")!.header.sendKey(UInt32(UInt8(ascii: "g")), control: true)  // Ctrl+G
            XCTAssertTrue(row("reset")!.header.isFocus)
        }
    }

    /// Results F3 opened on the way close again when the search ends; the one the reader
    /// stayed on stays open.
    func testResultsSteppedThroughCloseAgainWhenTheSearchEnds() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            browser.search.begin()
            browser.search.entry.text = "settings"
            browser.search.run("settings")  // reset, delete
            browser.search.openNextMatch()
            browser.search.openNextMatch()
            XCTAssertTrue(browser.faq!.outline.isExpanded(node("reset")) && browser.faq!.outline.isExpanded(node("delete")))
            XCTAssertTrue(row("delete")!.header.isFocus)
            browser.search.clear()
            XCTAssertTrue(browser.faq!.outline.isExpanded(node("delete")), "the result the reader stayed on stays open")
            XCTAssertFalse(browser.faq!.outline.isExpanded(node("reset")), "the one passed on the way closes again")
        }
    }

    func testEscapeReturnsToTheEntryThenEndsTheSearchOnTheChosenResult() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            browser.search.begin()
            browser.search.entry.text = "refund"
            browser.search.run("refund")
            browser.search.entry.sendKey(Keys.returnKey)
            XCTAssertTrue(row("refund")!.header.isFocus)
            row("refund")!.header.sendKey(Keys.escape)
            XCTAssertTrue(browser.search.entry.isFocus, "the first Escape goes back to the entry")
            XCTAssertTrue(browser.search.bar.isSearchMode)
            browser.search.entry.sendKey(Keys.escape)
            XCTAssertTrue(MainLoop.wait(upTo: 2) { !browser.search.bar.isSearchMode }, "the second ends the search")
            let outline = browser.faq!.outline
            XCTAssertFalse(outline.isSearching)
            XCTAssertTrue(outline.isVisible(node("refund")), "the chosen result stays shown")
            XCTAssertTrue(outline.isExpanded(node("refund")))
            XCTAssertTrue(row("refund")!.header.isFocus, "and keeps the focus")
        }
    }
}

extension SearchResultsTests {
    func testTheOutlineListsTheFirstThousandMatchesAndSaysHowManyMore() {
        onMain {
            let questions = (0..<1200).map { #"{"id": "q\#($0)", "question": "Question \#($0)", "answer": "An answer."}"# }.joined(separator: ",")
            XCTAssertTrue(open(json: #"{"title": "T", "sections": [{"id": "s", "title": "S", "questions": [\#(questions)]}]}"#))
            browser.search.run("question")
            let store = browser.sidebar!.treeView.store
            XCTAssertEqual(store.string(at: [0, OutlineSidebar.searchTreeLimit - 1], column: 0), "Question 999")
            XCTAssertNil(store.string(at: [0, OutlineSidebar.searchTreeLimit], column: 0))
            XCTAssertEqual(store.string(at: [1], column: 0), "… 200 more matches in the list")
            XCTAssertNil(browser.sidebar!.node(at: TreePath([1])), "that row is no question")
            XCTAssertEqual(browser.faq!.outline.rowCount, 1201, "the accordion shows every match")
        }
    }
}
