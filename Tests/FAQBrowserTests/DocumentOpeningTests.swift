import XCTest
@testable import FAQBrowser
@testable import Gtk
import Outline

final class DocumentOpeningTests: BrowserTestCase {
    func testBadFileShowsTheErrorAndKeepsTheDocument() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            XCTAssertFalse(open(json: "{\"title\": \"Broken\",\n \"sections\": [}", file: "broken.json"))
            XCTAssertTrue(browser.infoBar.isVisible)
            XCTAssertTrue(browser.infoBar.message.contains("broken.json:2:15: error:"), browser.infoBar.message)
            XCTAssertEqual(browser.headerBar.title, "Acme Help", "the document shown before stays")
            XCTAssertNotNil(row("account"))
            XCTAssertTrue(open(json: sampleJSON))
            XCTAssertFalse(browser.infoBar.isVisible, "a good file clears the error")
        }
    }

    func testMissingFileOnFirstOpenShowsTheError() {
        onMain {
            XCTAssertFalse(browser.open(path: "/nonexistent/help.json"))
            XCTAssertEqual(browser.infoBar.message, "Could not open “help.json”:\nhelp.json: error: no such file")
            XCTAssertNil(browser.faq)
        }
    }

    func testDeepLinkRevealsAndFocuses() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            XCTAssertTrue(browser.reveal(id: "two-factor"))
            let outline = browser.faq!.outline
            XCTAssertTrue(outline.isVisible(node("two-factor")))
            XCTAssertTrue(outline.isExpanded(node("two-factor")), "the linked question opens: it is there to be read")
            XCTAssertTrue(row("security")!.revealer.revealsChild)
            MainLoop.drain()
            XCTAssertTrue(row("two-factor")!.header.isFocus)
            XCTAssertEqual(browser.sidebar!.treeView.selectedPath, browser.sidebar!.path(of: node("two-factor")))
            XCTAssertFalse(browser.reveal(id: "no-such-question"))
            XCTAssertTrue(browser.infoBar.message.contains("no-such-question"))
        }
    }

    func testBundledFAQOpens() {
        onMain {
            XCTAssertTrue(browser.open(path: repositoryRoot.appendingPathComponent("Data/faq.json").path))
            XCTAssertEqual(browser.headerBar.title, "FAQ Browser Help")
            XCTAssertFalse(browser.infoBar.isVisible, "no warnings in the bundled FAQ")
        }
    }

    func testManyWarningsShowTheFirstFewAndKeepTheWindowItsSize() {
        onMain {
            let sections = (0..<300).map { _ in #"{"title": "Same"}"# }.joined(separator: ",")
            XCTAssertTrue(open(json: #"{"title": "T", "sections": [\#(sections)]}"#))
            let lines = browser.infoBar.message.split(separator: "\n")
            XCTAssertEqual(lines.count, 6, browser.infoBar.message)
            XCTAssertTrue(lines[0].contains("warning"), String(lines[0]))
            XCTAssertEqual(lines[5], "… and 294 more (faq-browser --check FILE lists them all).")
            XCTAssertTrue(MainLoop.wait(upTo: 5) { browser.infoBar.isMapped && browser.infoBar.allocation.height > 0 }, "laid out")
            XCTAssertLessThan(browser.window.size.height, 1_000, "the info bar does not stretch the window")
        }
    }
}
