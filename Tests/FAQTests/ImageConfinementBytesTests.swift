import Foundation
import XCTest
@testable import FAQ

/// Issue #25, items 7 and 10 together: a FAQ in a folder whose name is not UTF-8 (the byte 0xE9,
/// "é" in Latin-1), or an image named so, still shows its images, and every escape is still
/// refused. Paths are `FilePathBytes` text; every file here is made through its bytes.
final class ImageConfinementBytesTests: XCTestCase {
    var parent: [UInt8] = []
    /// `parent`/caf\xE9: the FAQ's folder.
    var folder = ""

    override func setUpWithError() throws {
        parent = Array((NSTemporaryDirectory() + "faq-image-bytes-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").utf8)
        folder = FilePathBytes.path(parent + Array("/caf".utf8) + [0xE9])
        try make(folder: FilePathBytes.path(parent))
        try make(folder: folder)
        try make(folder: folder + "/pictures")
        try write(folder + "/pictures/a.png")
        try write(folder + "/" + FilePathBytes.path(Array("caf".utf8) + [0xE9] + Array(".png".utf8)))
    }

    override func tearDownWithError() throws {
        // rm, not Foundation's file manager, which reads names inside as UTF-8.
        let remove = try Process.run(URL(fileURLWithPath: "/bin/rm"), arguments: ["-rf", FilePathBytes.path(parent)])
        remove.waitUntilExit()
    }

    func make(folder path: String) throws {
        guard FilePathBytes.withCString(path, { mkdir($0, 0o700) }) == 0 else { throw POSIXError(.init(rawValue: errno)!) }
    }

    func write(_ path: String, _ bytes: [UInt8] = [1, 2, 3]) throws {
        let fd = FilePathBytes.withCString(path) { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o600) }
        guard fd >= 0 else { throw POSIXError(.init(rawValue: errno)!) }
        defer { close(fd) }
        XCTAssertEqual(bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }, bytes.count)
    }

    func link(_ path: String, to target: String) {
        XCTAssertEqual(FilePathBytes.withCString(target) { target in FilePathBytes.withCString(path) { symlink(target, $0) } }, 0)
    }

    func path(_ source: String, in base: String? = nil) -> String? {
        let base = base ?? folder
        return ImageSource.localPath(source, baseDirectory: base).flatMap { ImageSource.confined($0, to: base) }
    }

    /// The bytes of the real path of `name` in the FAQ's folder.
    func real(_ name: [UInt8]) -> [UInt8] {
        let resolved = FilePathBytes.withCString(folder) { realpath($0, nil) }!
        defer { free(resolved) }
        return Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved))) + [UInt8(ascii: "/")] + name
    }

    func testImagesInAFolderNamedInLatin1AreFound() throws {
        let found = try XCTUnwrap(path("pictures/a.png"))
        XCTAssertEqual(FilePathBytes.bytes(found), real(Array("pictures/a.png".utf8)), "the folder's byte 0xE9 kept as it is")
        let fd = FilePathBytes.withCString(found) { open($0, O_RDONLY) }
        XCTAssertGreaterThanOrEqual(fd, 0, "the path found opens")
        close(fd)
        XCTAssertEqual(path("pictures/../pictures/./a.png"), found)
    }

    func testAnImageNamedInLatin1IsNamedByItsPercentEscape() throws {
        let found = try XCTUnwrap(path("caf%E9.png"))
        XCTAssertEqual(FilePathBytes.bytes(found), real(Array("caf".utf8) + [0xE9] + Array(".png".utf8)))
        XCTAssertNil(path("caf%C3%A9.png"), "the UTF-8 spelling is another name")
        XCTAssertNil(path("caf%E9.png%00.png"))
    }

    func testEscapesFromAFolderNamedInLatin1AreRefused() throws {
        try write(FilePathBytes.path(parent) + "/outside.png")
        XCTAssertNotNil(path("outside.png", in: FilePathBytes.path(parent)), "the file is there")
        XCTAssertNil(path("../outside.png"))
        XCTAssertNil(path("pictures/../../outside.png"))
        XCTAssertNil(path("../../../../../../../../etc/passwd"))
        XCTAssertNil(path("../../../../../../../../dev/tty"))
        // Symbolic links: out of the folder refused, within it followed.
        link(folder + "/passwd.png", to: "/etc/passwd")
        link(folder + "/up.png", to: "../outside.png")
        link(folder + "/inside.png", to: "pictures/a.png")
        XCTAssertNil(path("passwd.png"))
        XCTAssertNil(path("up.png"))
        XCTAssertEqual(path("inside.png"), path("pictures/a.png"))
        // The folder reached through a link of its own, itself named in Latin-1.
        let alias = FilePathBytes.path(parent + Array("/alias".utf8) + [0xE9])
        link(alias, to: folder)
        XCTAssertEqual(path("pictures/a.png", in: alias), path("pictures/a.png"))
        XCTAssertNil(path("../outside.png", in: alias))
    }

    func testAFIFOOutsideAFolderNamedInLatin1IsNotOpened() {
        let fifo = FilePathBytes.path(parent) + "/pipe.png"
        XCTAssertEqual(FilePathBytes.withCString(fifo) { mkfifo($0, 0o600) }, 0)
        let start = Date()
        XCTAssertNil(path("../pipe.png"))
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    }

    /// As text, a folder named "é" and one named "e" + U+0301 are the same; on disk they are
    /// two folders, and the second is outside the first.
    func testAnotherSpellingOfTheFolderIsOutsideIt() throws {
        let composed = FilePathBytes.path(parent) + "/caf\u{E9}"
        let decomposed = FilePathBytes.path(parent) + "/cafe\u{301}"
        XCTAssertEqual(composed, decomposed, "Swift compares them as the same text")
        try make(folder: composed)
        try make(folder: decomposed)
        try write(decomposed + "/secret.png")
        XCTAssertNotNil(path("secret.png", in: decomposed))
        XCTAssertNil(path("../cafe%CC%81/secret.png", in: composed))
        XCTAssertNil(path("../cafe\u{301}/secret.png", in: composed))
    }
}
