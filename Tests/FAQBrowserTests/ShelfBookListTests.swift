import Foundation
import XCTest
@testable import FAQ
@testable import FAQBrowser
@testable import Gtk
import GtkTestSupport

/// The shelf's books over a thousand FAQs, in a window: widgets only for the books in view,
/// rows rebound as it scrolls, every book reached from the keyboard, and one Tab stop.
final class ShelfBookListTests: BrowserTestCase {
    static let count = 1000

    /// The window's shelf (over an empty root) showing a thousand books in two groups.
    @MainActor
    func showBooks() -> ShelfBookList {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("faq-browser-books-\(getpid())-\(UUID().uuidString)").path
        try! FileManager.default.createDirectory(atPath: base + "/root", withIntermediateDirectories: true)
        let library = ShelfLibrary(environment: { name in
            switch name {
            case ShelfRoots.rootsVariable: return base + "/root"
            case "XDG_CACHE_HOME": return base + "/cache"
            default: return nil
            }
        }, stateFolder: stateDirectory.path)
        let shelf = browser.makeShelf(library: library)
        shelf.show()
        XCTAssertTrue(MainLoop.wait(upTo: 10) { !library.isScanning }, "the empty root's scan ends")
        let items = (0..<Self.count).map { i in
            ShelfCache.Item(entry: ShelfEntry(path: "/books/\(i)-faq.md", group: i < 600 ? .installed : .folders, source: "pkg\(i)",
                                              size: 1, modified: 1, isFAQ: true, title: Self.title(i), questionCount: i),
                            record: .empty)
        }
        let page = shelf.page!
        page.show(ShelfIndex(items: items), scanning: false)
        let books = page.books
        XCTAssertTrue(MainLoop.wait(upTo: 5) { books.row(forBook: 0)?.button.isMapped == true && books.list.allocation.height > 100 },
                      "the first books drawn")
        return books
    }

    static func title(_ i: Int) -> String { "Book " + String(repeating: "0", count: 4 - String(i).count) + String(i) }

    /// Each kind's height is measured on its first row before the list is allocated, whatever
    /// it was estimated at (a height found only at allocation would lay the rows out again, and
    /// GTK draws no widget whose allocation is pending: the first frame would show no rows).
    func testRowHeightsAreMeasuredBeforeTheListIsAllocated() {
        onMain {
            let rows = ShelfRowList(style: "shelf-books", estimates: [3, 5], focusable: [false, false], make: { _ in
                ShelfHeadingRow(style: "shelf-group")
            }, bind: { row, item in (row as! ShelfHeadingRow).label.text = item.map { "Item \($0)" } ?? "" })
            rows.reload(kinds: (0..<40).map { $0 % 2 })
            XCTAssertLessThanOrEqual(rows.list.allocation.height, 1, "not allocated yet")
            let measured = [0, 1].map { Double(rows.row(for: $0)!.widget.preferredHeight(forWidth: 0)) }
            XCTAssertEqual(rows.heights, measured)
            XCTAssertGreaterThan(measured[0], 5, "a line of text is taller than either estimate")
        }
    }

    func testOnlyTheBooksInViewHaveWidgets() {
        onMain {
            let books = showBooks()
            XCTAssertEqual(books.entries.count, Self.count, "every book is listed")
            XCTAssertEqual(books.headings, [.installed, .folders])
            XCTAssertEqual(books.row(forBook: 0)?.button.accessibleName, "Book 0000")
            XCTAssertEqual(books.row(forBook: 0)?.button.accessibleDescription, "0 questions, pkg0 · 0-faq.md")
            XCTAssertNil(books.row(forBook: Self.count - 1), "a book far below the view has no widget")
            XCTAssertLessThan(books.rows.widgetCount, 40, "a screenful and a half, not a thousand")
            // The measured heights place every book: the content is as tall as all of them.
            let adjustment = books.scrolledWindow.verticalAdjustment
            XCTAssertEqual(adjustment.upper, Double(Self.count) * books.rows.heights[ShelfBookList.bookKind] + 2 * books.rows.heights[ShelfBookList.headingKind], accuracy: 1)
            // Halfway down, the rows are rebound to the books there.
            adjustment.value = adjustment.upper / 2
            XCTAssertTrue(MainLoop.wait(upTo: 5) { books.row(forBook: 500)?.button.isMapped == true })
            XCTAssertEqual(books.row(forBook: 500)?.button.accessibleName, "Book 0500")
            XCTAssertEqual(books.row(forBook: 500)?.countLabel.text, "500 questions")
            XCTAssertNil(books.row(forBook: 0))
            XCTAssertLessThan(books.rows.rowsMade, 40, "rows are rebound, not made again")
            XCTAssertLessThan(books.rows.widgetCount, 40)
        }
    }

    func testTheKeyboardReachesEveryBookAndTheListIsOneTabStop() {
        onMain {
            let books = showBooks()
            let last = Self.count - 1
            @MainActor func focused() -> Int? { (0..<Self.count).first { books.row(forBook: $0)?.button.isFocus == true } }
            @MainActor func press(_ key: UInt32) { books.list.sendKey(key); MainLoop.drain() }
            books.focus(book: 0)
            XCTAssertEqual(focused(), 0)
            XCTAssertEqual(books.boundBookRows.filter(\.button.canFocus).count, 1, "one Tab stop: the current book")
            press(Keys.down)
            XCTAssertEqual(focused(), 1)
            press(Keys.end)
            XCTAssertEqual(focused(), last, "End: the last book")
            XCTAssertEqual(books.row(forBook: last)?.button.accessibleName, Self.title(last))
            let adjustment = books.scrolledWindow.verticalAdjustment
            XCTAssertEqual(adjustment.value + adjustment.pageSize, adjustment.upper, accuracy: 1, "scrolled to the end")
            XCTAssertEqual(books.boundBookRows.filter(\.button.canFocus).count, 1)
            press(Keys.pageUp)
            let pagedUp = focused() ?? last
            XCTAssertLessThan(pagedUp, last - 3)
            XCTAssertGreaterThan(pagedUp, last - 30)
            press(Keys.home)
            XCTAssertEqual(focused(), 0)
            XCTAssertEqual(adjustment.value, 0, accuracy: 0.5, "Home shows the first group's heading")
            // Page Down, page after page, reaches the last book too.
            var presses = 0
            while focused() != last, presses < 300 {
                press(Keys.pageDown)
                presses += 1
            }
            XCTAssertEqual(focused(), last)
            XCTAssertGreaterThan(presses, 20)
            XCTAssertLessThan(books.rows.widgetCount, 40)
        }
    }

    func testTheFocusedBookKeepsItsRowWhileTheViewScrollsAway() {
        onMain {
            let books = showBooks()
            books.focus(book: 2)
            let row = books.row(forBook: 2)!
            let adjustment = books.scrolledWindow.verticalAdjustment
            adjustment.value = adjustment.upper / 2
            MainLoop.drain()
            XCTAssertTrue(row.button.isFocus, "the wheel does not take the focus away")
            XCTAssertTrue(books.row(forBook: 2) === row)
            adjustment.value = 0
            MainLoop.drain()
            XCTAssertTrue(books.row(forBook: 2) === row && row.button.isFocus)
            XCTAssertEqual(row.button.accessibleName, Self.title(2))
        }
    }

    func testFiveThousandResultsBindAScreenfulAndTheKeyboardReachesTheLast() {
        onMain {
            let books = showBooks()
            let page = browser.madeShelf!.page!
            XCTAssertTrue(page.books === books)
            let faqs = (0..<50).map { f in
                ShelfEntry(path: "/r/\(f)-faq.md", group: .folders, source: "r", size: 1, modified: 1, isFAQ: true, title: "FAQ \(f)", questionCount: 100)
            }
            let records = (0..<50).map { f in
                ShelfRecord(sections: [.init(title: "Animals", parent: -1)], questions: (0..<100).map { q in
                    .init(id: "q\(q)", title: "Question \(q) about the zebra", section: 0, answer: "Hay, \(f) times a day.\nAnd water.")
                })
            }
            let search = ShelfSearch(faqs: faqs, records: records)
            let result = search.search("zebra")
            XCTAssertEqual(result.answerCount, 5000)
            page.showResults(result, search: search, query: "zebra")
            let results = page.results
            XCTAssertTrue(MainLoop.wait(upTo: 5) { results.row(forResult: 0)?.button.isMapped == true }, "the first results drawn")
            XCTAssertEqual(results.matches.count, 5000, "every match is listed")
            XCTAssertEqual(results.headings.count, 50)
            XCTAssertLessThan(results.rows.widgetCount, 40, "a screenful of rows, not five thousand")
            let first = results.row(forResult: 0)!
            XCTAssertEqual(first.button.accessibleName, "Question 0 about the zebra")
            XCTAssertEqual(first.button.accessibleDescription, "FAQ 0")
            XCTAssertEqual(first.titleLabel.text, "Question 0 about the zebra")
            XCTAssertEqual(first.detailLabel.text, "Animals  Hay, 0 times a day. And water.", "one line: sections, then the answer's start")
            XCTAssertTrue(results.focusFirst())
            XCTAssertEqual(results.focusedIndex, 0)
            results.rows.list.sendKey(Keys.down)
            MainLoop.drain()
            XCTAssertEqual(results.focusedIndex, 1)
            results.rows.list.sendKey(Keys.end)
            MainLoop.drain()
            XCTAssertEqual(results.focusedIndex, 4999)
            XCTAssertEqual(results.row(forResult: 4999)?.button.accessibleName, "Question 99 about the zebra")
            XCTAssertLessThan(results.rows.widgetCount, 40)
        }
    }
}
