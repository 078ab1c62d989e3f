import Foundation
import Glibc
import XCTest
@testable import FAQBrowser
import FAQ

/// `--list` and `--search` on a fake root: their lines, their shared cache, and the program
/// run with no display.
final class ShelfCommandTests: XCTestCase {
    var folder: URL!
    var environment: [String: String] = [:]

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("faq-shelf-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("root/docs"), withIntermediateDirectories: true)
        environment = ["FAQ_BROWSER_SHELF_ROOTS": folder.appendingPathComponent("root").path,
                       "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path, "HOME": folder.path]
        try write(#"{"title": "Printer FAQ", "sections": [{"id": "s", "title": "Paper", "questions": [{"id": "jam", "question": "Why does the paper jam?", "answer": "Old rollers."}, {"id": "size", "question": "Which sizes?", "answer": "A4 and letter; a jam is rare."}]}]}"#, "docs/printer.faq.json")
        try write("# Network FAQ\n\n## How do I fix a paper jam on the network printer?\n\nCall the admin.\n\n## Why is it slow?\n\nCables.\n", "docs/net-faq.md")
        try write(#"{"title": "Evil\u001b]0;pwned\u0007\tTitle", "sections": [{"id": "e", "title": "E", "questions": [{"id": "x\u001b[2J", "question": "Paper\tjam?", "answer": "No."}]}]}"#, "faq-evil\u{1B}[31m.json")
        try write("not a FAQ", "docs/FAQ.txt")
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    func write(_ text: String, _ name: String) throws {
        try text.write(to: folder.appendingPathComponent("root/" + name), atomically: true, encoding: .utf8)
    }

    var root: String { folder.appendingPathComponent("root").path }

    func lookup() -> (String) -> String? { let environment = environment; return { environment[$0] } }

    func testListPrintsTitleCountAndPathPerFAQ() {
        let output = ShelfCommand.list(environment: lookup())
        XCTAssertEqual(output.status, 0)
        XCTAssertEqual(output.lines, [
            // The reader drops the title's controls; the tab is a space; the file name's escape is shown inert.
            "Evil]0;pwned Title\t1\t\(root)/faq-evil\\u{1B}[31m.json",
            "Network FAQ\t2\t\(root)/docs/net-faq.md",
            "Printer FAQ\t2\t\(root)/docs/printer.faq.json",
        ])
        XCTAssertEqual(output.report.parsed, 4)
    }

    func testSearchAfterListReadsNoFileAgain() throws {
        _ = ShelfCommand.list(environment: lookup())
        let reads = ReadCounter()
        let output = ShelfCommand.search(["PAPER", "jam"], environment: lookup(), reader: reads.reader)
        XCTAssertEqual(reads.count, 0)
        XCTAssertEqual(output.report.parsed, 0)
        XCTAssertEqual(output.status, 0)
        // Question titles first (in the shelf's order: by FAQ title), then the section and answer match.
        XCTAssertEqual(output.lines, [
            #"\#(root)/faq-evil\u{1B}[31m.json#x\u{1B}[2J"# + "\tPaper jam?",
            "\(root)/docs/net-faq.md#how-do-i-fix-a-paper-jam-on-the-network-printer\tHow do I fix a paper jam on the network printer?",
            "\(root)/docs/printer.faq.json#jam\tWhy does the paper jam?",
            "\(root)/docs/printer.faq.json#size\tWhich sizes?",
        ])
        XCTAssertEqual(ShelfCommand.search(["zebra"], environment: lookup(), reader: reads.reader).status, 1)
        XCTAssertEqual(reads.count, 0)
    }

    func testOptionsParse() {
        XCTAssertEqual(try LaunchOptions.parse(["--list"]).mode, .list)
        XCTAssertEqual(try LaunchOptions.parse(["--search", "paper", "jam"]).mode, .search(words: ["paper", "jam"]))
        XCTAssertThrowsError(try LaunchOptions.parse(["--search"]))
        XCTAssertThrowsError(try LaunchOptions.parse(["--list", "file.json"]))
        XCTAssertThrowsError(try LaunchOptions.parse(["--list", "--search", "x"]))
        XCTAssertTrue(LaunchOptions.usage().contains("--list"))
        XCTAssertTrue(LaunchOptions.usage().contains("--search WORD…"))
    }

    /// The program itself, with no display at all.
    func testTheProgramAnswersWithoutADisplay() throws {
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("faq-browser")
        func run(_ arguments: [String]) throws -> (String, Int32) {
            let output = try ProgramOutput.run(program.path, arguments, environment: environment)  // no DISPLAY, no WAYLAND_DISPLAY
            return (output.text, output.status)
        }
        let (list, listStatus) = try run(["--list"])
        XCTAssertEqual(listStatus, 0)
        XCTAssertEqual(list.split(separator: "\n").count, 3)
        XCTAssertTrue(list.contains("Printer FAQ\t2\t\(root)/docs/printer.faq.json\n"), list)
        let (found, searchStatus) = try run(["--search", "sizes"])
        XCTAssertEqual(searchStatus, 0)
        XCTAssertEqual(found, "\(root)/docs/printer.faq.json#size\tWhich sizes?\n")
    }

    /// A root, a folder and a file whose names hold the byte 0xE9 (not UTF-8): the root is taken
    /// from the environment as bytes, the FAQ is listed and found, and its path is printed as
    /// `--check` prints one (the byte as U+FFFD).
    func testNamesThatAreNotUTF8AreListedAndSearched() throws {
        let base = folder.appendingPathComponent("bytes").path
        let root = FilePathBytes.path(Array(base.utf8) + [0xE9])
        let file = root + "/" + FilePathBytes.path([0x63, 0x61, 0x66, 0xE9]) + "/faq.json"
        for folder in [base, root, root + "/" + FilePathBytes.path([0x63, 0x61, 0x66, 0xE9])] {
            _ = FilePathBytes.withCString(folder) { mkdir($0, 0o700) }
        }
        let fd = FilePathBytes.withCString(file) { Glibc.open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o600) }
        let text = Array(#"{"title": "Café", "sections": [{"id": "s", "title": "S", "questions": [{"id": "q", "question": "Which bytes?", "answer": "Any."}]}]}"#.utf8)
        XCTAssertEqual(Glibc.write(fd, text, text.count), text.count)
        close(fd)
        // Foundation's environment holds text only: the shell puts the byte in the variable.
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("faq-browser")
        func run(_ arguments: String) throws -> String {
            let script = #"FAQ_BROWSER_SHELF_ROOTS="$(printf '%s\351' "$1")" exec "$0" "# + arguments
            let output = try ProgramOutput.run("/bin/sh", ["-c", script, program.path, base], environment: environment)
            XCTAssertEqual(output.status, 0, arguments)
            return output.text
        }
        let shown = base + "\u{FFFD}/caf\u{FFFD}/faq.json"
        XCTAssertEqual(try run("--list"), "Café\t1\t\(shown)\n")
        XCTAssertEqual(try run("--search bytes"), "\(shown)#q\tWhich bytes?\n")
    }
}

/// A shelf reader that counts its reads.
final class ReadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var reads = 0
    var count: Int { lock.withLock { reads } }
    var reader: ShelfReader {
        { path throws(DocumentError) in
            self.lock.withLock { self.reads += 1 }
            return try DocumentReader.read(path: path)
        }
    }
}
