@testable import FAQBrowser
import FAQ
import Glibc
import Gtk
import XCTest

/// File names are bytes (issue 25): a file whose name is not UTF-8 opens from the command line, a
/// link and the window, and is shown in the file system's encoding.
final class FileNameTests: BrowserTestCase {
    /// A FAQ at a path with the Latin-1 byte 0xE9 ("café" as older systems wrote it).
    private func latin1File() -> String {
        let folder = FileManager.default.temporaryDirectory.path + "/faq-browser-names-\(getpid())"
        mkdir(folder, 0o700)
        let path = FilePathBytes.path(Array((folder + "/caf").utf8) + [0xE9] + Array(".json".utf8))
        let fd = FilePathBytes.withCString(path) { Glibc.open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o600) }
        XCTAssertGreaterThanOrEqual(fd, 0)
        let bytes = Array(sampleJSON.utf8)
        XCTAssertEqual(write(fd, bytes, bytes.count), bytes.count)
        close(fd)
        return path
    }

    func testNonUTF8FileNamesOpenAndShowInTheFileSystemsEncoding() {
        let path = latin1File()
        XCTAssertTrue(FilePaths.exists(path))
        XCTAssertEqual(FilePaths.displayName(of: path), "caf\u{FFFD}.json")
        onMain {
            XCTAssertTrue(browser.open(path: path))
            XCTAssertEqual(browser.path, path)
            XCTAssertEqual(browser.headerBar.subtitle, "caf\u{FFFD}.json")
        }
    }

    func testNonUTF8FileNamesSurviveACopiedLink() throws {
        let path = latin1File()
        let uri = FileLink.uri(path: path, id: "refund")
        XCTAssertTrue(uri.hasSuffix("/caf%E9.json#refund"), uri)
        let parsed = try XCTUnwrap(FileLink.parse(uri))
        XCTAssertEqual(FilePathBytes.bytes(parsed.path), FilePathBytes.bytes(path))
        XCTAssertEqual(parsed.fragment, "refund")
        XCTAssertEqual(try LaunchOptions.parse([uri]).mode, .browse(file: path, fragment: "refund"))
        onMain {
            XCTAssertTrue(openLink(uri))
            XCTAssertTrue(browser.faq!.outline.isVisible(node("refund")))
        }
    }

    func testFileURIsFromOtherComputersAreNotLocalFiles() {
        XCTAssertNil(FileLink.parse("file://server/share/faq.json"))
        XCTAssertEqual(FileLink.parse("file://localhost/tmp/a%20b.json")?.path, "/tmp/a b.json")
        XCTAssertEqual(FileLink.parse("file:/tmp/a.json#x")?.fragment, "x")
        XCTAssertNil(FileLink.parse("file:///tmp/a%00b.json"), "a NUL byte names no file")
    }

    func testCheckNamesANonUTF8FileInTheFileSystemsEncoding() {
        let path = latin1File()
        let (lines, status) = DocumentChecker.check([path])
        XCTAssertEqual(status, 0)
        XCTAssertTrue(lines.last?.hasSuffix("caf\u{FFFD}.json: 3 sections, 5 questions (read as FAQ JSON)") == true, "\(lines)")
    }
}
