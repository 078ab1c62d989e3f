import Foundation
import CGtk
import XCTest
@testable import FAQBrowser
@_spi(GtkTestSupport) @testable import Gtk
import Outline

final class StateAndReloadTests: BrowserTestCase {
    func testStateIsRestoredWhenTheDocumentOpensAgain() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON, file: "state.json"))
            let path = browser.path!
            row("billing")!.header.activate()
            row("refund")!.header.activate()
            row("refund")!.header.grabFocus()
            browser.setTextScale(120)
            browser.setOutlineVisible(false)
            browser.window.destroy()  // saves

            browser = BrowserTestCase.application!.openWindow()
            browser.window.present()
            XCTAssertTrue(browser.open(path: path))
            MainLoop.drain()
            let outline = browser.faq!.outline
            XCTAssertTrue(outline.isExpanded(node("billing")))
            XCTAssertTrue(outline.isExpanded(node("refund")))
            XCTAssertFalse(outline.isExpanded(node("account")))
            XCTAssertEqual(browser.textScale, 120)
            XCTAssertFalse(browser.sidebar!.pane.isVisible)
            XCTAssertTrue(row("refund")!.header.isFocus, "the focused header is the window's focus again")
        }
    }

    /// Quit takes each window off the screen with its state saved, and leaves its widgets to the
    /// process's end (taking a large table apart took longer than quitting may).
    func testQuitSavesEachWindowsStateAndHidesItWithoutTakingItApart() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON, file: "quit.json"))
            let path = browser.path!
            row("billing")!.header.activate()
            row("refund")!.header.activate()
            var destroyed = false
            browser.window.onDestroy { destroyed = true }
            BrowserTestCase.application!.quit()
            XCTAssertFalse(browser.window.isVisible, "off the screen at once")
            XCTAssertFalse(destroyed, "its widgets are left to the process's end")

            let quitWindow = browser!
            browser = BrowserTestCase.application!.openWindow()
            browser.window.present()
            XCTAssertTrue(browser.open(path: path))
            MainLoop.drain()
            XCTAssertTrue(browser.faq!.outline.isExpanded(node("refund")), "its state was saved")
            XCTAssertFalse(browser.faq!.outline.isExpanded(node("account")))
            quitWindow.window.destroy()
        }
    }

    func testShowOutlineIsACheckItemThatFollowsTheOutline() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            let group = OpaquePointer(browser.window.gObject)
            func isChecked() -> Bool {
                guard let state = g_action_group_get_action_state(group, "show-outline") else { return false }
                defer { g_variant_unref(state) }
                return g_variant_get_boolean(state) != 0
            }
            XCTAssertTrue(isChecked())
            g_action_group_activate_action(group, "show-outline", nil)  // the menu item, or F9
            XCTAssertFalse(browser.sidebar!.pane.isVisible)
            XCTAssertFalse(isChecked())
            browser.setOutlineVisible(true)  // as a restored state does
            XCTAssertTrue(browser.sidebar!.pane.isVisible)
            XCTAssertTrue(isChecked(), "the check mark follows the outline")
        }
    }

    func testCorruptStateIsIgnored() throws {
        try onMain {
            XCTAssertTrue(open(json: sampleJSON, file: "corrupt-state.json"))
            let path = browser.path!
            let store = BrowserTestCase.application!.stateStore
            try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
            try Data("garbage".utf8).write(to: store.file(for: path))
            XCTAssertTrue(browser.open(path: path), "the document opens with its defaults")
            XCTAssertFalse(browser.faq!.outline.isExpanded(node("account")))
        }
    }

    func testReloadKeepsExpansionAndShowsErrorsUntilFixed() throws {
        try onMain {
            XCTAssertTrue(open(json: sampleJSON, file: "reload.json"))
            let url = URL(fileURLWithPath: browser.path!)
            row("billing")!.header.activate()
            row("invoice")!.header.activate()
            let changed = sampleJSON.replacingOccurrences(of: #"{"id": "invoice""#, with: #"{"id": "vat", "question": "Is VAT included?", "answer": "Yes."}, {"id": "invoice""#)
            try changed.write(to: url, atomically: true, encoding: .utf8)
            XCTAssertTrue(MainLoop.wait(upTo: 5) { self.browser.faq?.outline.node(id: "vat") != nil }, "the file monitor reloaded")
            XCTAssertTrue(browser.faq!.outline.isExpanded(node("billing")))
            XCTAssertTrue(browser.faq!.outline.isExpanded(node("invoice")))
            XCTAssertTrue(browser.faq!.outline.isVisible(node("vat")))

            try "{ \"title\": broken".write(to: url, atomically: true, encoding: .utf8)
            XCTAssertTrue(MainLoop.wait(upTo: 5) { self.browser.infoBar.isVisible })
            XCTAssertTrue(browser.infoBar.message.contains("reload.json:1:12: error:"), browser.infoBar.message)
            XCTAssertNotNil(browser.faq!.outline.node(id: "vat"), "the old document stays")

            try sampleJSON.write(to: url, atomically: true, encoding: .utf8)
            XCTAssertTrue(MainLoop.wait(upTo: 5) { !self.browser.infoBar.isVisible })
            XCTAssertNil(browser.faq!.outline.node(id: "vat"))
        }
    }

    func testUnknownDeepLinkIsANoticeNotAnError() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            XCTAssertFalse(browser.reveal(id: "missing"))
            XCTAssertTrue(browser.infoBar.isVisible)
            XCTAssertNotNil(browser.faq)
        }
    }

    func testOutOfRangeWindowSizesInAStateFileAreIgnored() throws {
        try onMain {
            XCTAssertTrue(open(json: sampleJSON, file: "odd-state.json"))
            let path = browser.path!
            let store = BrowserTestCase.application!.stateStore
            try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
            let json = #"{"version": 1, "path": "\#(path)", "expansion": {"expanded": ["billing"], "collapsed": []}, "outlineVisible": true, "outlineWidth": -7, "windowWidth": -5, "windowHeight": -5, "isMaximized": false, "textScale": -1}"#
            browser.window.destroy()  // saves its own state first
            try Data(json.utf8).write(to: store.file(for: path))
            browser = BrowserTestCase.application!.openWindow()
            browser.window.present()
            // Before the values were checked, gtk_window_resize(-5, -5) was a GTK critical (fatal here).
            XCTAssertTrue(browser.open(path: path))
            MainLoop.drain()
            XCTAssertTrue(browser.faq!.outline.isExpanded(node("billing")), "the rest of the state is used")
            XCTAssertEqual(browser.textScale, 70)
            XCTAssertGreaterThan(browser.window.size.height, 100)
        }
    }

    func testAVeryLongUnknownIDIsQuotedShort() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            let id = String(repeating: "x", count: 20_000)
            let start = MainLoop.monotonicMicroseconds
            XCTAssertFalse(browser.reveal(id: id))
            MainLoop.drain()
            let milliseconds = Double(MainLoop.monotonicMicroseconds - start) / 1000
            XCTAssertTrue(browser.infoBar.isVisible)
            XCTAssertEqual(browser.infoBar.message, "There is no section or question “" + String(repeating: "x", count: 80) + "…” in this FAQ.")
            print("unknown 20,000-character id: notice laid out in \(milliseconds) ms")
        }
    }

    func testALongUnknownKeyWarnsInOneShortLine() {
        onMain {
            let key = String(repeating: "k", count: 10_000)
            XCTAssertTrue(open(json: sampleJSON.replacingOccurrences(of: #"{"title": "Acme Help","#, with: #"{"title": "Acme Help", "\#(key)": 1,"#)))
            XCTAssertTrue(browser.infoBar.isVisible)
            XCTAssertLessThan(browser.infoBar.message.count, 200, browser.infoBar.message)
        }
    }

    func testStateIsWrittenOffTheMainLoop() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON, file: "background-save.json"))
            let threads = NSLock()
            nonisolated(unsafe) var savedOnMainThread: [Bool] = []
            var store = StateStore(directory: stateDirectory.appendingPathComponent("background"))
            store.beforeRename = { threads.withLock { savedOnMainThread.append(Thread.isMainThread) } }
            let keeper = WindowStateKeeper(host: browser, toplevel: browser.window, store: store)
            keeper.changed()
            XCTAssertTrue(MainLoop.wait(upTo: 5) { threads.withLock { !savedOnMainThread.isEmpty } }, "saved after the pause")
            XCTAssertEqual(threads.withLock { savedOnMainThread }, [false], "encoded and written (with its fsync) on another thread")
            keeper.saveNow()
            XCTAssertEqual(threads.withLock { savedOnMainThread.count }, 2, "a window that closes waits for its save")
        }
    }

    func testAClosingWindowSavesTheSizeItHadOnScreen() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON, file: "closing-size.json"))
            browser.window.resize(width: 880, height: 610)
            XCTAssertTrue(MainLoop.wait(upTo: 5) { self.browser.window.size == (880, 610) })
            browser.stateKeeper.changed()
            browser.window.hide()  // as a window that closes is, before its state is saved
            // Unmapped, GTK would size the window anew (measuring every row built); the size
            // asked for now is not one it was ever shown at.
            browser.window.resize(width: 500, height: 400)
            let state = browser.stateKeeper.current()
            XCTAssertEqual(state?.windowWidth, 880)
            XCTAssertEqual(state?.windowHeight, 610)
        }
    }
}
