import Foundation
import XCTest
@testable import FAQBrowser
import Outline

final class StateStoreTests: XCTestCase {
    var folder: URL!
    var warnings: [String] = []
    let lock = NSLock()

    override func setUp() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("faq-state-\(UUID().uuidString)")
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    func store() -> StateStore {
        var store = StateStore(directory: folder)
        store.warn = { [unowned self] message in self.lock.withLock { self.warnings.append(message) } }
        return store
    }

    /// The file's name is the path's FNV-1a hash in 16 hex digits, leading zeros kept: the
    /// names earlier versions wrote, so that their saved states are still found.
    func testStateFileNamesAreSixteenHexDigitsOfTheHash() {
        XCTAssertEqual(store().file(for: "/docs/help.json").lastPathComponent, "135c57b61382558f.json")
        XCTAssertEqual(store().file(for: "/docs/48.json").lastPathComponent, "038db3b4b76659f2.json")
    }

    func sample() -> DocumentState {
        var state = DocumentState(path: "/docs/help.json")
        state.expansion = ExpansionState(expanded: ["a", "b"], collapsed: ["c"])
        state.focusedID = "b"
        state.scrollAnchor = ScrollAnchor(id: "b", offset: 12)
        state.outlineVisible = false
        state.outlineWidth = 310
        state.windowWidth = 800
        state.windowHeight = 600
        state.isMaximized = true
        state.textScale = 120
        return state
    }

    func testRoundTrip() {
        XCTAssertTrue(store().save(sample()))
        XCTAssertEqual(store().load(path: "/docs/help.json"), sample())
        XCTAssertNil(store().load(path: "/docs/other.json"), "another document has no state yet")
        XCTAssertEqual(warnings, [])
    }

    /// What Foundation's encoder wrote (escaped slashes, sorted keys, no optional keys) loads.
    func testAFileAnEarlierVersionWroteStillLoads() throws {
        let s = store()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let json = #"{"expansion":{"collapsed":["c"],"expanded":["a","b"]},"isMaximized":false,"outlineVisible":true,"outlineWidth":280,"path":"\/docs\/help.json","textScale":120,"version":1,"windowHeight":720,"windowWidth":1000}"#
        try Data(json.utf8).write(to: s.file(for: "/docs/help.json"))
        var expected = DocumentState(path: "/docs/help.json")
        expected.expansion = ExpansionState(expanded: ["a", "b"], collapsed: ["c"])
        expected.textScale = 120
        XCTAssertEqual(s.load(path: "/docs/help.json"), expected)
        // Foundation's decoder took a null list as none.
        try Data(json.replacingOccurrences(of: #""collapsed":["c"]"#, with: #""collapsed":null"#).utf8).write(to: s.file(for: "/docs/help.json"))
        expected.expansion.collapsed = []
        XCTAssertEqual(s.load(path: "/docs/help.json"), expected)
        XCTAssertEqual(warnings, [])
    }

    func testNamesWithQuotesAndControlCharactersRoundTrip() {
        var state = DocumentState(path: "/docs/a \"quoted\" \\ name\twith\u{1}tab.json")
        state.focusedID = "line\nbreak"
        state.scrollAnchor = ScrollAnchor(id: "é\u{7f}", offset: -0.5)
        XCTAssertTrue(store().save(state))
        XCTAssertEqual(store().load(path: state.path), state)
        XCTAssertEqual(warnings, [])
    }

    func testValuesOfTheWrongTypeAreIgnoredWithAWarning() throws {
        let s = store()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var good = sample()
        good.scrollAnchor = nil
        let valid = try XCTUnwrap(good.json)
        for (from, to) in [("\"windowWidth\" : 800", "\"windowWidth\" : \"wide\""), ("\"textScale\" : 120", "\"textScale\" : 120.5"),
                           ("\"isMaximized\" : true", "\"isMaximized\" : 1"), ("\"version\" : 1,", "")] {
            XCTAssertTrue(valid.contains(from), from)
            try Data(valid.replacingOccurrences(of: from, with: to).utf8).write(to: s.file(for: "/docs/help.json"))
            warnings = []
            XCTAssertNil(s.load(path: "/docs/help.json"), to)
            XCTAssertTrue(warnings.first?.contains("cannot be read") ?? false, "\(to): \(warnings)")
        }
        try Data(valid.utf8).write(to: s.file(for: "/docs/help.json"))
        XCTAssertEqual(s.load(path: "/docs/help.json"), good, "the file before the edits loads")
    }

    func testAnOffsetThatIsNotFiniteIsNotSaved() {
        var state = sample()
        state.scrollAnchor = ScrollAnchor(id: "b", offset: .infinity)
        XCTAssertNil(state.json)
        XCTAssertFalse(store().save(state))
        XCTAssertTrue(warnings.first?.contains("could not be encoded") ?? false, "\(warnings)")
    }

    func testCorruptFileIsIgnoredWithAWarning() throws {
        let s = store()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: s.file(for: "/docs/help.json"))
        XCTAssertNil(s.load(path: "/docs/help.json"))
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("cannot be read"), warnings[0])
    }

    func testForeignFileIsIgnored() throws {
        let s = store()
        var other = sample()
        other.path = "/elsewhere.json"
        s.save(other)
        // Put the other document's state where help.json's would be.
        try FileManager.default.moveItem(at: s.file(for: "/elsewhere.json"), to: s.file(for: "/docs/help.json"))
        XCTAssertNil(s.load(path: "/docs/help.json"))
        XCTAssertTrue(warnings.last?.contains("belongs to /elsewhere.json") ?? false)
    }

    func testCrashBetweenWriteAndRenameLeavesTheOldFileIntact() throws {
        var s = store()
        XCTAssertTrue(s.save(sample()))
        struct Crash: Error {}
        s.beforeRename = { throw Crash() }
        var changed = sample()
        changed.textScale = 200
        XCTAssertFalse(s.save(changed))
        XCTAssertEqual(store().load(path: "/docs/help.json"), sample(), "the old state is whole")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("tmp") }
        XCTAssertEqual(leftovers, [], "no temporary file is left behind")
    }

    func testResetForgetsOneOrAll() {
        let s = store()
        s.save(sample())
        var other = sample()
        other.path = "/b.json"
        s.save(other)
        s.reset(path: "/docs/help.json")
        XCTAssertNil(s.load(path: "/docs/help.json"))
        XCTAssertNotNil(s.load(path: "/b.json"))
        s.reset(path: nil)
        XCTAssertNil(s.load(path: "/b.json"))
    }

    func testOutOfRangeValuesAreClampedWithAWarning() throws {
        let s = store()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let json = #"{"version": 1, "path": "/docs/help.json", "expansion": {"expanded": [], "collapsed": []}, "scrollAnchor": {"id": "b", "offset": 1e300}, "outlineVisible": true, "outlineWidth": -100, "windowWidth": 99999999, "windowHeight": -5, "isMaximized": false, "textScale": 5000}"#
        try Data(json.utf8).write(to: s.file(for: "/docs/help.json"))
        let state = try XCTUnwrap(s.load(path: "/docs/help.json"), "a state with odd values is used, not thrown away")
        XCTAssertEqual(state.windowWidth, 1000)
        XCTAssertEqual(state.windowHeight, 720)
        XCTAssertEqual(state.outlineWidth, 280)
        XCTAssertEqual(state.textScale, 200, "the nearest text size")
        XCTAssertNil(state.scrollAnchor)
        XCTAssertEqual(warnings.count, 5, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.hasSuffix("windowHeight -5 is out of range (100…32767); using 720") }, "\(warnings)")
    }

    func testWhatInterruptedSavesLeftIsRemovedOnStart() throws {
        // A save killed between writing and renaming leaves NAME.tmp-PID behind; older versions
        // also left Foundation's .dat.nosync files. Simulate both, with a process that is gone.
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        var interrupted = store()
        let killed = folder.appendingPathComponent("killed.json").path
        interrupted.beforeRename = {
            let temporary = try FileManager.default.contentsOfDirectory(atPath: self.folder.path).first { $0.contains(".tmp-") }!
            XCTAssertEqual(link(self.folder.appendingPathComponent(temporary).path, killed + ".tmp-\(gone.processIdentifier)"), 0)
            struct Killed: Error {}
            throw Killed()
        }
        XCTAssertFalse(interrupted.save(sample()))
        try Data("{".utf8).write(to: folder.appendingPathComponent(".dat.nosync1a2b.x8Yz3Q"))
        try Data("{".utf8).write(to: folder.appendingPathComponent("busy.json.tmp-1"))  // init's pid: alive, saving
        XCTAssertTrue(FileManager.default.fileExists(atPath: killed + ".tmp-\(gone.processIdentifier)"))

        XCTAssertNil(store().load(path: "/docs/help.json"), "the next start")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(left, ["busy.json.tmp-1"], "only a live process's temporary file stays")
        XCTAssertTrue(store().save(sample()))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("tmp") || $0.contains("nosync") },
                       ["busy.json.tmp-1"], "a save leaves no file of its own behind")
    }

    func testAFailedSaveSaysWhyOnceInWords() throws {
        // The state folder's place is taken by a file: every save fails the same way.
        try Data().write(to: folder)
        let s = store()
        XCTAssertFalse(s.save(sample()))
        XCTAssertFalse(s.save(sample()))
        XCTAssertFalse(s.save(sample()))
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        let message = warnings.first ?? ""
        XCTAssertTrue(message.hasSuffix(": \(folder.path) is a file, not a folder; later saves that fail are not reported"), message)
        XCTAssertFalse(message.contains("Code=") || message.contains("(null)"), message)
    }
}
