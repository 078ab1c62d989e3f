import Foundation
import XCTest
@testable import FAQBrowser
@testable import Gtk

/// The reload rule: quiet for 300 ms, or at most a second after the first change.
final class ReloadTimingTests: XCTestCase {
    func testAQuietFileReloadsAfterTheDebounce() {
        var timing = ReloadTiming()
        XCTAssertEqual(timing.changed(at: 0), 300_000)
        XCTAssertEqual(timing.changed(at: 100_000), 300_000, "a second write waits for quiet again")
    }

    func testChangesThatGoOnReloadWithinASecond() {
        var timing = ReloadTiming()
        var now: Int64 = 0
        var delays: [Int64] = []
        while now <= 1_000_000 {
            delays.append(timing.changed(at: now))
            now += 100_000  // faster than the debounce
        }
        XCTAssertEqual(delays.suffix(4), [300_000, 200_000, 100_000, 0], "the reload is due a second after the first change")
        timing.reloaded()
        XCTAssertEqual(timing.changed(at: now), 300_000, "after a reload, a new wait")
    }
}

/// Live reload of files that change in awkward ways, in a real window.
final class LiveReloadTests: BrowserTestCase {
    var folder: URL!

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("faq-live-reload-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        super.tearDown()
        try? FileManager.default.removeItem(at: folder)
    }

    func document(_ title: String) -> String { sampleJSON.replacingOccurrences(of: "Acme Help", with: title) }

    /// Lets a reader blocked on the FIFO at `path` go after `seconds` (as a writer that closes at
    /// once), so that a test of code that blocks fails rather than hangs.
    func releaseReaders(of path: String, after seconds: Double) {
        Thread {
            Thread.sleep(forTimeInterval: seconds)
            let fd = Glibc.open(path, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
        }.start()
    }

    @MainActor var title: String? { browser.faq?.document.title }

    func testAFileRewrittenFasterThanTheDebounceStillReloadsWhileTheWritesGoOn() throws {
        try onMain {
            let url = folder.appendingPathComponent("busy.json")
            try document("v0").write(to: url, atomically: true, encoding: .utf8)
            XCTAssertTrue(browser.open(path: url.path))
            var seen: Set<String> = []
            let start = MainLoop.monotonicMicroseconds
            for version in 1...30 {  // every 100 ms for 3 s: the writes are paced by the clock
                try document("v\(version)").write(to: url, atomically: true, encoding: .utf8)
                let next = start + Int64(version) * 100_000
                MainLoop.wait(upTo: 1) {
                    if let title { seen.insert(title) }
                    return MainLoop.monotonicMicroseconds >= next
                }
            }
            let seconds = Double(MainLoop.monotonicMicroseconds - start) / 1_000_000
            seen.remove("v0")
            XCTAssertGreaterThanOrEqual(seen.count, Int(seconds) - 1, "reloads while the writes went on (\(seconds) s): \(seen.sorted())")
            XCTAssertTrue(MainLoop.wait(upTo: 5) { self.title == "v30" }, "and the last write once they stop")
        }
    }

    func testEditsToASymbolicLinksTargetAreSeen() throws {
        try onMain {
            let real = folder.appendingPathComponent("real")
            try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
            let target = real.appendingPathComponent("help.json")
            try document("before").write(to: target, atomically: true, encoding: .utf8)
            let link = folder.appendingPathComponent("link.json")
            XCTAssertEqual(symlink(target.path, link.path), 0)
            XCTAssertTrue(browser.open(path: link.path))
            try document("after").write(to: target, atomically: true, encoding: .utf8)
            XCTAssertTrue(MainLoop.wait(upTo: 5) { self.title == "after" }, "the target's edit reloads the link's window")
        }
    }

    func testAFolderRenamedAwayAndBackIsWatchedAgain() throws {
        try onMain {
            let docs = folder.appendingPathComponent("docs"), away = folder.appendingPathComponent("away")
            try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
            let file = docs.appendingPathComponent("help.json")
            try document("one").write(to: file, atomically: true, encoding: .utf8)
            XCTAssertTrue(browser.open(path: file.path))
            XCTAssertEqual(rename(docs.path, away.path), 0)
            XCTAssertTrue(MainLoop.wait(upTo: 5) { browser.infoBar.isVisible }, "the window saw the file go")
            XCTAssertEqual(rename(away.path, docs.path), 0)
            XCTAssertTrue(MainLoop.wait(upTo: 5) { !browser.infoBar.isVisible }, "and come back")
            // Written in place, as many editors and `>` do.
            try Data(document("two").utf8).write(to: file)
            let start = MainLoop.monotonicMicroseconds
            XCTAssertTrue(MainLoop.wait(upTo: 10) { self.title == "two" }, "the edit after the folder came back reloads")
            let seconds = Double(MainLoop.monotonicMicroseconds - start) / 1_000_000
            XCTAssertLessThan(seconds, 2.5, "within the poll (1 s) and the debounce")
            try Data(document("three").utf8).write(to: file)
            XCTAssertTrue(MainLoop.wait(upTo: 5) { self.title == "three" }, "and so does the next")
        }
    }

    func testAFileReplacedByANamedPipeIsRefusedWithoutFreezing() throws {
        try onMain {
            let file = folder.appendingPathComponent("pipe.json")
            try document("regular").write(to: file, atomically: true, encoding: .utf8)
            XCTAssertTrue(browser.open(path: file.path))
            XCTAssertEqual(unlink(file.path), 0)
            XCTAssertEqual(mkfifo(file.path, 0o600), 0)
            releaseReaders(of: file.path, after: 8)
            XCTAssertTrue(MainLoop.wait(upTo: 5) { self.browser.infoBar.isVisible }, "the reload tried")
            XCTAssertTrue(browser.infoBar.message.contains("named pipe"), browser.infoBar.message)
            XCTAssertEqual(title, "regular", "the document shown stays")
        }
    }

    func testOpeningANamedPipeIsRefusedAtOnce() throws {
        try onMain {
            let file = folder.appendingPathComponent("open-pipe.json")
            XCTAssertEqual(mkfifo(file.path, 0o600), 0)
            releaseReaders(of: file.path, after: 5)
            let start = MainLoop.monotonicMicroseconds
            XCTAssertFalse(browser.open(path: file.path))
            XCTAssertLessThan(MainLoop.monotonicMicroseconds - start, 4_000_000, "open returned before the watchdog let it go")
            XCTAssertTrue(browser.infoBar.message.contains("named pipe"), browser.infoBar.message)
        }
    }
}
