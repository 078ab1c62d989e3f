import FAQ
import Foundation
import XCTest
@testable import FAQBrowser
@testable import Gtk
import Outline

/// Files are read and parsed off the main thread: the window keeps drawing, shows that it is
/// busy, and a load that a newer one overtakes is dropped.
final class DocumentLoadingTests: BrowserTestCase {
    /// A file of nearly 100 MiB (1,000 questions of 100 KB): the main loop never stalls for
    /// 50 ms while it is read, parsed and shown, and the spinner turns meanwhile.
    func testAHundredMebibyteFileOpensWithoutStallingTheWindow() throws {
        let answer = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 1_800)
        let questions = (0..<1_000).map { #"{"id": "q\#($0)", "question": "Question \#($0)?", "answer": "\#(answer)"}"# }
        let json = #"{"title": "Big", "sections": [{"id": "all", "title": "All", "questions": [\#(questions.joined(separator: ","))]}]}"#
        let path = temporaryFile(json, name: "big.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertGreaterThan(json.utf8.count, 95 * 1_048_576)
        onMain {
            XCTAssertTrue(MainLoop.wait(upTo: 5) { browser.window.isMapped })
            // A tick every 5 ms measures the gaps between turns of the loop: in the main thread's
            // own CPU time (what the app spends without returning to the loop; a busy machine
            // may also leave the thread waiting for a core, which the wall-clock gap shows).
            func threadMicroseconds() -> Int64 {
                var time = timespec()
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
                return Int64(time.tv_sec) * 1_000_000 + Int64(time.tv_nsec) / 1_000
            }
            var last = threadMicroseconds(), lastWall = MainLoop.monotonicMicroseconds
            var longest: Int64 = 0, longestWall: Int64 = 0
            var sawSpinner = false
            let ticker = MainLoop.repeatEvery(milliseconds: 5) {
                let now = threadMicroseconds(), wall = MainLoop.monotonicMicroseconds
                longest = max(longest, now - last)
                longestWall = max(longestWall, wall - lastWall)
                last = now
                lastWall = wall
                sawSpinner = sawSpinner || self.browser.loadingSpinner.isSpinning
                return true
            }
            defer { MainLoop.cancel(ticker) }
            var opened: Bool?
            browser.load(path: path) { opened = $0 }
            last = threadMicroseconds()
            lastWall = MainLoop.monotonicMicroseconds
            XCTAssertTrue(MainLoop.wait(upTo: 120) { opened != nil })
            XCTAssertEqual(opened, true)
            XCTAssertEqual(browser.faq?.document.title, "Big")
            XCTAssertTrue(sawSpinner, "a long read shows the spinner")
            XCTAssertFalse(browser.loadingSpinner.isSpinning, "and it stops once the file is shown")
            XCTAssertLessThan(longest, 50_000, "the longest stall of the main loop, in its CPU time (µs; wall clock \(longestWall) µs)")
            print("longest main-loop stall while opening 100 MiB: \(longest) µs of CPU time, \(longestWall) µs of wall clock")
        }
    }

    func testALoadOvertakenByANewerOneIsDropped() {
        onMain {
            let first = temporaryFile(#"{"title": "First", "sections": []}"#, name: "first.json")
            let second = temporaryFile(#"{"title": "Second", "sections": []}"#, name: "second.json")
            var results: [String: Bool] = [:]
            browser.load(path: first) { results["first"] = $0 }
            browser.load(path: second) { results["second"] = $0 }
            XCTAssertTrue(MainLoop.wait(upTo: 10) { results.count == 2 })
            XCTAssertEqual(results, ["first": false, "second": true])
            XCTAssertEqual(browser.faq?.document.title, "Second")
            XCTAssertFalse(browser.isLoading)
        }
    }

    /// A Markdown FAQ of about `megabytes` MiB: many seconds of reading for a debug build.
    func largeMarkdown(megabytes: Int, name: String) -> String {
        let answer = String(repeating: "Answer text for the question, with some words. ", count: 20)
        let entry = (0..<1_000).map { "\n### Question \($0)?\n\n\(answer)\n" }.joined()
        let text = "# Large\n" + (0..<megabytes).map { "\n## Section \($0)\n" + entry }.joined()
        return temporaryFile(text, name: name)
    }

    /// The remembered state is read with the document, on its thread: the main loop never waits
    /// for the state file.
    func testTheRememberedStateIsReadOnTheLoadingThread() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("faq-browser-load-state-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = StateStore(directory: folder)
        let path = temporaryFile(#"{"title": "T", "sections": [{"id": "s", "title": "S"}]}"#, name: "stated.json")
        var state = DocumentState(path: path)
        state.focusedID = "s"
        state.outlineWidth = 321
        XCTAssertTrue(store.save(state))
        guard case .success(let loaded) = DocumentLoad(path: path, displayName: "stated.json", stateStore: store).wait(upTo: 30) else {
            return XCTFail("the file opened")
        }
        XCTAssertEqual(loaded.state?.focusedID, "s")
        XCTAssertEqual(loaded.state?.outlineWidth, 321)
        guard case .success(let stateless) = DocumentLoad(path: path, displayName: "stated.json").wait(upTo: 30) else { return XCTFail() }
        XCTAssertNil(stateless.state, "no store, no state (--reset-state)")
    }

    /// A launch naming a file a window already shows brings that window forward instead of
    /// opening a second one.
    func testOpeningAFileAlreadyOpenRaisesItsWindow() {
        onMain {
            let path = temporaryFile(sampleJSON, name: "once.json")
            XCTAssertTrue(browser.open(path: path))
            let application = Self.application!
            let before = application.windows.count
            application.handle(LaunchOptions(mode: .browse(file: path, fragment: "refund")), workingDirectory: nil)
            XCTAssertEqual(application.windows.count, before, "no second window for the same file")
            XCTAssertTrue(browser.faq!.outline.isVisible(node("refund")), "the linked place is revealed")
            let other = temporaryFile(sampleJSON, name: "other-once.json")
            application.handle(LaunchOptions(mode: .browse(file: other, fragment: nil)), workingDirectory: nil)
            XCTAssertEqual(application.windows.count, before + 1, "another file opens in a window of its own")
            application.windows.last?.window.destroy()
        }
    }

    /// A launch on a file that takes long to read holds nothing: `handle` returns before the
    /// window shows, the main loop runs, the window comes after its wait with the read under
    /// way, and the FAQ follows.
    func testALaunchOnASlowFileShowsItsWindowWithoutHoldingTheMainLoop() {
        onMain {
            let path = largeMarkdown(megabytes: 8, name: "slow-launch.md")
            defer { try? FileManager.default.removeItem(atPath: path) }
            let application = Self.application!
            application.handle(LaunchOptions(mode: .browse(file: path, fragment: nil)), workingDirectory: nil)
            guard let window = application.windows.last, window !== browser else { return XCTFail("a window for the file") }
            XCTAssertFalse(window.window.isVisible, "not shown yet, and not waited for either")
            XCTAssertTrue(window.isLoading)
            XCTAssertTrue(MainLoop.wait(upTo: 10) { window.window.isVisible }, "shown after its wait")
            XCTAssertTrue(MainLoop.wait(upTo: 60) { window.faq != nil }, "the FAQ follows")
            window.window.destroy()
        }
    }

    /// Drops, links, Open… and Try Again only start a load: the caller (a file manager waiting on
    /// a drop, a signal handler) gets control back before the file is read.
    func testOpeningReturnsBeforeTheFileIsRead() {
        onMain {
            let path = largeMarkdown(megabytes: 2, name: "drop.md")
            defer { try? FileManager.default.removeItem(atPath: path) }
            var opened: Bool?
            browser.reader.open(uriOrPath: "file://" + path) { opened = $0 }
            XCTAssertNil(opened, "open(uriOrPath:) returned before the read ended")
            XCTAssertTrue(browser.isLoading)
            XCTAssertTrue(MainLoop.wait(upTo: 120) { opened != nil })
            XCTAssertEqual(opened, true)
            XCTAssertEqual(browser.faq?.document.title, "Large")
        }
    }

    /// A read nobody waits for stops working: cancelled, it ends within seconds where the whole
    /// read of the file takes far longer, and ends as cancelled.
    func testACancelledReadStopsAtTheReadersNextCheck() {
        let path = largeMarkdown(megabytes: 20, name: "cancelled.md")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let load = DocumentLoad(path: path, displayName: "cancelled.md")
        load.cancel()
        guard let outcome = load.wait(upTo: 20) else { return XCTFail("the cancelled read did not stop") }
        guard case .failure(let error) = outcome else { return XCTFail("a cancelled read does not open") }
        XCTAssertTrue(error.isCancellation, "\(error)")
    }

    /// A newer load, and closing the window, cancel the read under way.
    func testANewerLoadAndClosingTheWindowCancelTheReadUnderWay() {
        onMain {
            let large = largeMarkdown(megabytes: 20, name: "overtaken.md")
            defer { try? FileManager.default.removeItem(atPath: large) }
            let small = temporaryFile(#"{"title": "Small", "sections": []}"#, name: "small.json")
            var results: [String: Bool] = [:]
            browser.load(path: large) { results["large"] = $0 }
            let overtaken = browser.currentLoad
            browser.load(path: small) { results["small"] = $0 }
            XCTAssertEqual(overtaken?.isCancelled, true, "the newer load cancelled the older read")
            XCTAssertTrue(MainLoop.wait(upTo: 10) { results.count == 2 })
            XCTAssertEqual(results, ["large": false, "small": true])

            browser.load(path: large) { results["closed"] = $0 }
            let abandoned = browser.currentLoad
            browser.window.destroy()
            XCTAssertEqual(abandoned?.isCancelled, true, "closing the window cancelled its read")
            XCTAssertTrue(MainLoop.wait(upTo: 10) { results["closed"] != nil })
            XCTAssertEqual(results["closed"], false)
            browser = nil
        }
    }

    func testAReloadOvertakenByANewerOneIsDroppedAndTheNewestShows() throws {
        try onMain {
            let path = temporaryFile(#"{"title": "One", "sections": []}"#, name: "reload.json")
            XCTAssertTrue(browser.open(path: path))
            var shown: [String] = []
            try #"{"title": "Two", "sections": []}"#.write(toFile: path, atomically: true, encoding: .utf8)
            browser.reload()
            try #"{"title": "Three", "sections": []}"#.write(toFile: path, atomically: true, encoding: .utf8)
            browser.reload()
            XCTAssertTrue(MainLoop.wait(upTo: 10) {
                if let title = browser.faq?.document.title, shown.last != title { shown.append(title) }
                return !browser.isLoading
            })
            XCTAssertEqual(browser.faq?.document.title, "Three")
            XCTAssertFalse(shown.contains("Two"), "the overtaken reload was not shown")
        }
    }

    /// A window closed while the index of 100,000 questions is being built releases every
    /// wrapper it made, even though the indexing thread finishes after it is gone.
    func testAWindowClosedWhileItsIndexIsBuiltReleasesItsWidgets() {
        let sections = (0..<1_000).map { s in
            FAQSection(id: "s\(s)", title: "Section \(s)", questions: (0..<100).map { q in
                FAQQuestion(id: "q\(s)-\(q)", question: "Question \(s * 100 + q) about topic \(s)?", answer: "The answer to question \(q).")
            })
        }
        let faq = FAQOutline(document: FAQDocument(title: "Large", sections: sections))
        onMain {
            MainLoop.drain()
            let baseline = Object.liveWrapperCount
            var fresh: BrowserWindow? = Self.application!.openWindow()
            fresh!.show(faq, path: nil)
            fresh!.window.present()
            XCTAssertGreaterThan(Object.liveWrapperCount, baseline + 10)
            XCTAssertTrue(MainLoop.wait(upTo: 10) { fresh!.search.isIndexBuilding }, "the index is being built")
            // Weak references to the window and its widgets' wrappers, not a count of every
            // wrapper in the process: other tests' shelves and icons may still be arriving.
            weak var closed = fresh
            weak var closedGtkWindow = fresh!.window
            weak var closedStack = fresh!.reader.stack
            fresh!.window.destroy()
            fresh = nil
            browser.window.present()
            XCTAssertTrue(MainLoop.wait(upTo: 60) { closed == nil && closedGtkWindow == nil && closedStack == nil },
                          "the closed window and its widgets are released")
        }
    }
}
