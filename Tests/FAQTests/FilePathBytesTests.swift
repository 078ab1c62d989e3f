import FAQ
import Glibc
import XCTest

/// File names are bytes: issue 25's "Non-UTF-8 file names cannot be opened".
final class FilePathBytesTests: XCTestCase {
    func testAUTF8PathIsItsOwnText() {
        let path = "/tmp/Café – ü/faq.json"
        XCTAssertEqual(FilePathBytes.path(Array(path.utf8)), path)
        XCTAssertEqual(FilePathBytes.bytes(path), Array(path.utf8))
        XCTAssertTrue(FilePathBytes.isPlain(path))
    }

    func testALatin1ByteTurnsIntoTextAndBackIntoTheSameByte() {
        let bytes = Array("/tmp/caf".utf8) + [0xE9] + Array(".json".utf8)
        let path = FilePathBytes.path(bytes)
        XCTAssertFalse(FilePathBytes.isPlain(path))
        XCTAssertFalse(path.contains("\u{FFFD}"), "nothing is replaced")
        XCTAssertEqual(FilePathBytes.bytes(path), bytes)
    }

    func testAPathHoldingAnEscapeScalarKeepsItsBytes() {
        // U+10FFE9 written as UTF-8 in a real name must not turn into the byte 0xE9.
        let bytes = Array("a\u{10FFE9}b".utf8)
        XCTAssertEqual(FilePathBytes.bytes(FilePathBytes.path(bytes)), bytes)
    }

    /// Random byte strings (no NUL) go to text and back unchanged, and valid UTF-8 without
    /// escape scalars stays its own text (the naive reference: Swift's own decoding).
    func testEveryByteStringRoundTrips() {
        var generator = SystemRandomNumberGenerator()
        let interesting: [UInt8] = [0x2F, 0x41, 0x80, 0xBF, 0xC0, 0xC2, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF, 0x8F, 0xA0, 0x9F]
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...12, using: &generator)
            let bytes = (0..<count).map { _ in
                Bool.random(using: &generator) ? interesting.randomElement(using: &generator)! : UInt8.random(in: 1...255, using: &generator)
            }
            let path = FilePathBytes.path(bytes)
            XCTAssertEqual(FilePathBytes.bytes(path), bytes, "\(bytes)")
            if let text = String(validating: bytes, as: UTF8.self), !text.unicodeScalars.contains(where: { $0.value >= 0x10FF80 }) {
                XCTAssertEqual(path, text)
            }
        }
    }

    func testAFileWhoseNameIsNotUTF8IsRead() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/faq-path-bytes-\(getpid())"
        mkdir(folder, 0o700)
        let bytes = Array((folder + "/caf").utf8) + [0xE9] + Array(".md".utf8)
        let fd = (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o600) }
        }
        XCTAssertGreaterThanOrEqual(fd, 0)
        let text = Array("# Help\n\n## Is it read?\n\nYes.\n".utf8)
        XCTAssertEqual(write(fd, text, text.count), text.count)
        close(fd)
        let result = try DocumentReader.read(path: FilePathBytes.path(bytes))
        XCTAssertEqual(result.document.questionCount, 1)
    }
}
