import Foundation
import XCTest
import FAQ
@testable import FAQBrowser
@testable import Gtk
import GtkTestSupport
import Outline

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Remembered state goes to a private folder, emptied before every test.
let stateDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("faq-browser-tests-state-\(getpid())")

/// In-process GTK tests of the app's windows: one registered application for the process,
/// a fresh window per test, animations off unless a test turns them on.
class BrowserTestCase: XCTestCase {
    @MainActor static var application: BrowserApplication?
    @MainActor var browser: BrowserWindow!

    override func setUp() {
        super.setUp()
        let ready = MainActor.assumeIsolated { () -> Bool in
            if Self.application == nil {
                guard MainLoop.initializeForTesting() else { return false }
                let app = BrowserApplication(options: LaunchOptions(mode: .browse(file: nil, fragment: nil)),
                                             applicationID: "io.github.faqbrowser.FAQBrowser.Tests", instancing: .separate,
                                             stateStore: StateStore(directory: stateDirectory))
                guard app.application.register() else { return false }
                Self.application = app
            }
            Settings.animationsEnabled = false
            // What the process shares starts as the app starts it, whatever earlier tests did:
            // the style sheet's text sizes and the desktop's recent list.
            AppStyleSheet.shared.forgetTextScales()
            RecentFiles.shared.removeAllItems()
            try? FileManager.default.removeItem(at: stateDirectory)
            browser = Self.application!.openWindow()
            browser.window.setDefaultSize(width: 900, height: 600)
            browser.window.present()
            return true
        }
        XCTAssertTrue(ready, "GTK needs a display and a session bus: run the tests through Scripts/test")
    }

    override func tearDown() {
        MainActor.assumeIsolated {
            browser?.window.destroy()
            browser = nil
            MainLoop.drain()
        }
        super.tearDown()
    }

    func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }

    /// Opens a document written as JSON text, from a temporary file.
    @MainActor
    func open(json: String, file: String = "test.json") -> Bool {
        let opened = browser.open(path: temporaryFile(json, name: file))
        MainLoop.drain()
        return opened
    }

    /// Opens `text` (a file URI or a path) as a drop or link would, and waits until it opened or failed.
    @MainActor
    func openLink(_ text: String) -> Bool {
        var opened: Bool?
        browser.reader.open(uriOrPath: text) { opened = $0 }
        XCTAssertTrue(MainLoop.wait(upTo: 30) { opened != nil }, "the load ended")
        return opened ?? false
    }

    /// Writes `text` to a temporary file and returns its path.
    func temporaryFile(_ text: String, name: String = "test.json") -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("faq-browser-tests-\(getpid())-\(name)")
        try! text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @MainActor
    func node(_ id: String, file: StaticString = #filePath, line: UInt = #line) -> OutlineNode {
        guard let node = browser.faq?.outline.node(id: id) else {
            XCTFail("no node \(id)", file: file, line: line)
            return OutlineNode(0)
        }
        return node
    }

    @MainActor
    func row(_ id: String) -> AccordionRow? { browser.accordion?.row(for: node(id)) }
}

/// Sections with questions and a nested section:
/// account (reset, delete, security (two-factor)), billing (refund, invoice).
let sampleJSON = """
{"title": "Acme Help", "description": "All about Acme.", "sections": [
  {"id": "account", "title": "Account", "questions": [
     {"id": "reset", "question": "How do I reset my password?", "answer": "Open Settings."},
     {"id": "delete", "question": "Can I delete my account?", "answer": "Yes, in Settings."}],
   "sections": [{"id": "security", "title": "Security", "questions": [
     {"id": "two-factor", "question": "Is there two-factor login?", "answer": "Yes."}]}]},
  {"id": "billing", "title": "Billing", "exclusive": true, "questions": [
     {"id": "refund", "question": "Can I get a refund?", "answer": "Within 30 days."},
     {"id": "invoice", "question": "Where is my invoice?", "answer": "In your mail."}]}
]}
"""

extension BrowserWindow {
    /// Starts loading `path` and waits, the main loop running, until it opened or failed: tests
    /// check what follows an open. (The app never waits: it only loads with a completion.)
    func open(path: String) -> Bool {
        var opened: Bool?
        load(path: path) { opened = $0 }
        XCTAssertTrue(MainLoop.wait(upTo: 30) { opened != nil }, "the load of \(path) ended")
        return opened ?? false
    }
}
