import CGtk
import Foundation
import XCTest
import FAQ
@testable import FAQBrowser
@testable import Gtk

/// Issue #25, items 7 and 10: a FAQ in a folder whose name holds the byte 0xE9 ("é" in
/// Latin-1, not UTF-8) shows and prints its images, an image named so too, and still refuses
/// every escape: `..`, symbolic links out of the folder, FIFOs.
final class NonUTF8ImageFolderTests: BrowserTestCase {
    var parent = ""
    /// `parent`/faq-\xE9: the FAQ's folder, as `FilePathBytes` text.
    var folder = ""
    let png = [UInt8](ImageDecodingTests.png(width: 30, height: 20))

    override func setUpWithError() throws {
        try super.setUpWithError()
        parent = NSTemporaryDirectory() + "faq-non-utf8-images-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        folder = FilePathBytes.path(Array((parent + "/faq-").utf8) + [0xE9])
        for made in [parent, folder] {
            XCTAssertEqual(FilePathBytes.withCString(made) { mkdir($0, 0o700) }, 0)
        }
        try write(folder + "/plain.png")
        try write(folder + "/" + FilePathBytes.path(Array("caf".utf8) + [0xE9] + Array(".png".utf8)))
        try write(parent + "/outside.png")
        XCTAssertEqual(FilePathBytes.withCString(folder + "/link.png") { symlink(parent + "/outside.png", $0) }, 0)
        XCTAssertEqual(FilePathBytes.withCString(folder + "/pipe.png") { mkfifo($0, 0o600) }, 0)
    }

    override func tearDownWithError() throws {
        // rm, not Foundation's file manager, which reads the names inside as UTF-8.
        try Process.run(URL(fileURLWithPath: "/bin/rm"), arguments: ["-rf", parent]).waitUntilExit()
        try super.tearDownWithError()
    }

    func write(_ path: String) throws {
        let fd = FilePathBytes.withCString(path) { Glibc.open($0, O_WRONLY | O_CREAT | O_EXCL, 0o600) }
        guard fd >= 0 else { throw POSIXError(.init(rawValue: errno)!) }
        defer { close(fd) }
        XCTAssertEqual(png.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }, png.count)
    }

    let markdown = "![plain](plain.png)\n\n![latin](caf%E9.png)\n\n![up](../outside.png)\n\n![link](link.png)\n\n![pipe](pipe.png)"

    func testTheAnswerShowsItsImagesAndRefusesEscapes() {
        onMain {
            let answer = AnswerView(markdown: markdown, level: 1, baseDirectory: folder)
            answer.showAll()
            let start = Date()
            XCTAssertTrue(MainLoop.wait(upTo: 5) {
                answer.textLabels.filter { $0.hasStyleClass("answer-image-text") }.count == 3
            }, "the three refused images show their text")
            XCTAssertLessThan(Date().timeIntervalSince(start), 2, "the FIFO is not waited on")
            XCTAssertEqual(answer.images.map(\.hasPixbuf), [true, true, false, false, false])
            XCTAssertEqual(answer.textLabels.filter { $0.hasStyleClass("answer-image-text") }.map(\.text), ["🖼 up", "🖼 link", "🖼 pipe"])
        }
    }

    func testPrintingFindsTheSameImages() throws {
        let document = FAQDocument(title: "Pictures", sections: [FAQSection(id: "s", title: "S", questions: [
            FAQQuestion(id: "q", question: "Pictures?", answer: markdown)])])
        let real = FilePathBytes.bytes(try XCTUnwrap(FilePaths.realPath(folder))) + [UInt8(ascii: "/")]
        onMain {
            let blocks = DocumentPrinter.blocks(of: FAQOutline(document: document), scope: .everything, baseDirectory: folder)
            let images = blocks.compactMap { if case .image(let fileName, _) = $0.content { fileName } else { nil } }
            // The FIFO is inside the folder: the printer hands it on, and the decoder refuses it.
            XCTAssertEqual(images, [real + Array("plain.png".utf8), real + Array("caf".utf8) + [0xE9] + Array(".png".utf8),
                                    real + Array("pipe.png".utf8)])
            let decoded = images.map { Pixbuf.decode(fileName: $0, maximumWidth: 100, maximumHeight: 100) }
            XCTAssertEqual(decoded.map { $0 != nil }, [true, true, false])
            for pixbuf in decoded.compactMap({ $0 }) { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        }
    }
}
