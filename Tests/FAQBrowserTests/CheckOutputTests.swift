import Foundation
import XCTest
@testable import FAQBrowser
import FAQ

/// `--check` as a hostile file sees it: nothing it prints can drive the terminal, and
/// `FILE#ID` is read as the window reads it.
final class CheckOutputTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("faq-check-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    func write(_ text: String, _ name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testNothingPrintedCarriesAControlCharacter() throws {
        // Sets the terminal's title, clears the screen and rings the bell, in a key, an id and the file name.
        let json = #"{"title": "T", "\u001b]0;pwned\u0007": 1, "sections": [{"id": "a", "title": "A", "questions": [{"id": "\u001b[2J", "question": "Q", "answer": "x"}, {"id": "\u001b[2J", "question": "R", "answer": "y"}]}]}"#
        let path = try write(json, "evil\u{1B}[31m.json")
        let (lines, status) = DocumentChecker.check([path])
        XCTAssertEqual(status, 1)
        XCTAssertGreaterThanOrEqual(lines.count, 2)
        for line in lines {
            XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, line)
        }
        XCTAssertTrue(lines.contains { $0.contains(#"unknown member "\u{1B}]0;pwned\u{07}" is ignored"#) }, "\(lines)")
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix(folder.path + #"/evil\u{1B}[31m.json:"#) }, "\(lines)")
    }

    func testCheckSplitsTheIDLikeTheWindow() throws {
        let path = try write(#"{"title": "T", "sections": [{"id": "s", "title": "S", "questions": [{"id": "q", "question": "Q", "answer": "A"}]}]}"#, "ids.json")
        XCTAssertEqual(DocumentChecker.check([path + "#q"]).lines, ["\(path): 1 section, 1 question (read as FAQ JSON)"])
        XCTAssertEqual(DocumentChecker.check([path + "#s"]).status, 0)
        let missing = DocumentChecker.check([path + "#nope"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.lines.last, "\(path): error: there is no section or question “nope” in this FAQ")
    }

    func testTerminalLinesOfTheUsageStayLines() {
        XCTAssertEqual(MessageTextProbe.lines("Usage:\n  x\u{1B}"), "Usage:\n  x\\u{1B}")
    }
}

/// The formatter `TerminalOutput` prints through.
enum MessageTextProbe {
    static func lines(_ text: String) -> String { FAQ.MessageText.terminalLines(text) }
}
