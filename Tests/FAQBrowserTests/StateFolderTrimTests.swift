import Foundation
import XCTest
@testable import FAQBrowser
import Outline

/// Issue #25, item 11: the state folder keeps no file for a document not opened in 90 days.
final class StateFolderTrimTests: XCTestCase {
    var folder: URL!

    override func setUp() { folder = FileManager.default.temporaryDirectory.appendingPathComponent("faq-state-trim-\(UUID().uuidString)") }
    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    func age(_ file: URL, days: Int) throws {
        let date = Date().addingTimeInterval(-Double(days) * 24 * 3600)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: file.path)
    }

    func testTheStateFolderForgetsDocumentsNotOpenedIn90Days() throws {
        let store = StateStore(directory: folder)
        XCTAssertTrue(store.save(DocumentState(path: "/docs/old.json")))
        XCTAssertTrue(store.save(DocumentState(path: "/docs/recent.json")))
        XCTAssertTrue(store.save(DocumentState(path: "/docs/opened.json")))
        let other = folder.appendingPathComponent("notes.json")
        try Data("{}".utf8).write(to: other)
        try age(store.file(for: "/docs/old.json"), days: 91)
        try age(store.file(for: "/docs/recent.json"), days: 89)
        try age(store.file(for: "/docs/opened.json"), days: 120)
        try age(other, days: 400)
        // Opening a document counts as use, and the store tidies the first time it is used.
        XCTAssertNotNil(StateStore(directory: folder).load(path: "/docs/opened.json"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.file(for: "/docs/old.json").path))
        let fresh = StateStore(directory: folder)
        try age(store.file(for: "/docs/recent.json"), days: 95)
        XCTAssertEqual(fresh.removeForgottenStates(), [store.file(for: "/docs/recent.json").lastPathComponent], "89 days old, it was kept")
        XCTAssertNil(fresh.load(path: "/docs/old.json"))
        XCTAssertNotNil(fresh.load(path: "/docs/opened.json"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: other.path), "only state files are removed")
    }

    func testAStoreTidiesForgottenStatesTheFirstTimeItIsUsed() throws {
        XCTAssertTrue(StateStore(directory: folder).save(DocumentState(path: "/docs/old.json")))
        try age(StateStore(directory: folder).file(for: "/docs/old.json"), days: 100)
        XCTAssertNil(StateStore(directory: folder).load(path: "/docs/other.json"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: StateStore(directory: folder).file(for: "/docs/old.json").path))
    }
}

/// Issue #25: `--check` on a FAQ of many warnings stays quick, printing the first thousand.
final class CheckManyWarningsTests: XCTestCase {
    func testCheckPrintsAtMostAThousandProblemsPerFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("faq-check-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let questions = Array(repeating: #"{"question": "Q?", "answer": "A"}"#, count: 3_000).joined(separator: ",")
        try Data(#"{"title": "T", "sections": [{"title": "S", "questions": [\#(questions)]}]}"#.utf8).write(to: URL(fileURLWithPath: path))
        let (lines, status) = DocumentChecker.check([path])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(lines.count, DocumentChecker.maximumProblemsShown + 2)
        XCTAssertEqual(lines[DocumentChecker.maximumProblemsShown], "\(path): … and 1999 more problems (not shown)")
        XCTAssertEqual(lines.last, "\(path): 1 section, 3000 questions (read as FAQ JSON)")
    }
}
