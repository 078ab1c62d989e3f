import Foundation
import XCTest
@testable import FAQBrowser
@testable import Gtk

/// User text inside the window's own messages: quoted short, so that no label lays out tens of
/// thousands of characters without a break.
final class HostileMessagesTests: BrowserTestCase {
    func testALongSearchWithNoResultsIsQuotedShort() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            browser.search.run(String(repeating: "z", count: 20_000))
            XCTAssertEqual(browser.reader.stack.visibleChildName, "no-results")
            XCTAssertEqual(browser.reader.noResultsTitle.text, "No questions match ‘" + String(repeating: "z", count: 80) + "…’")
        }
    }

    func testAFileThatCannotBeOpenedIsNamedShortAndInert() throws {
        try onMain {
            let name = String(repeating: "n", count: 200) + "\u{202E}.json"
            let path = temporaryFile("{", name: name)
            defer { try? FileManager.default.removeItem(atPath: path) }
            XCTAssertFalse(browser.open(path: path))
            let title = browser.reader.statusPage.title.text
            XCTAssertLessThan(title.count, 120, title)
            XCTAssertFalse(title.unicodeScalars.contains("\u{202E}"), "the override is shown as \\u{202E}, not obeyed")
        }
    }
}
