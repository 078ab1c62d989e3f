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
}
