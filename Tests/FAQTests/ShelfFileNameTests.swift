import Foundation
import Glibc
import XCTest
@testable import FAQ

/// File names are bytes (issue 25): a FAQ in a folder, or with a name, holding the byte 0xE9
/// (Latin-1's "é", not UTF-8) is found, read, cached, searched and titled on the shelf.
final class ShelfFileNameTests: XCTestCase {
    /// `base` followed by the bytes of `relative`, as path text.
    func path(_ base: String, _ relative: [UInt8]) -> String {
        FilePathBytes.path(Array(base.utf8) + relative)
    }

    func makeFolder(_ path: String) {
        XCTAssertEqual(FilePathBytes.withCString(path) { mkdir($0, 0o700) }, 0)
    }

    func writeFile(_ path: String, _ text: String) {
        let fd = FilePathBytes.withCString(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o600) }
        XCTAssertGreaterThanOrEqual(fd, 0)
        let bytes = Array(text.utf8)
        XCTAssertEqual(write(fd, bytes, bytes.count), bytes.count)
        close(fd)
    }

    func testAFolderAndANameThatAreNotUTF8AreListedReadCachedAndSearched() throws {
        let fixture = try ShelfFixture("names")
        let root = fixture.root.path
        let folder = path(root, Array("/caf".utf8) + [0xE9])
        makeFolder(folder)
        let inFolder = folder + "/zoo.faq.json"
        writeFile(inFolder, ShelfFixture.json(title: "Zoo", sections: 1, perSection: 2, topic: "zebra"))
        // No title of its own: the reader takes the file's name, the byte shown as U+FFFD.
        let named = path(root, Array("/caf".utf8) + [0xE9] + Array("-faq.md".utf8))
        writeFile(named, "## Where do penguins sleep?\n\nOn the rocks.\n\n## What do they eat?\n\nFish.\n")
        XCTAssertNotEqual(FilePathBytes.bytes(named), Array(named.utf8), "the test's names are not UTF-8")

        let candidates = ShelfScanner.scan(fixture.roots)
        XCTAssertEqual(candidates.map { FilePathBytes.bytes($0.path) }, [FilePathBytes.bytes(named), FilePathBytes.bytes(inFolder)])
        XCTAssertEqual(candidates.map(\.source), [root, folder])

        let cache = path(fixture.root.deletingLastPathComponent().path, Array("/cach".utf8) + [0xE9] + Array("/shelf-v1".utf8))
        let (index, report) = ShelfIndex.refresh(roots: fixture.roots, cachePath: cache)
        XCTAssertEqual(report.parsed, 2)
        XCTAssertEqual(index.faqs.map(\.title), ["caf\u{FFFD}-faq", "Zoo"])
        XCTAssertEqual(index.faqs.map(\.questionCount), [2, 2])
        XCTAssertTrue(ShelfCache.exists(cache), "the cache is written in a folder whose name is not UTF-8")
        // The cache keeps the paths as bytes: a second run reads nothing again.
        let (again, second) = ShelfIndex.refresh(roots: fixture.roots, cachePath: cache)
        XCTAssertEqual(second.parsed, 0)
        XCTAssertEqual(second.reused, 2)
        XCTAssertEqual(again.faqs.map(\.path), index.faqs.map(\.path))

        let search = ShelfSearch(again)
        let penguins = search.search("penguins").ranked
        XCTAssertEqual(penguins.map { FilePathBytes.bytes(search.path(of: $0)) }, [FilePathBytes.bytes(named)])
        XCTAssertEqual(penguins.map { search.id(of: $0) }, ["where-do-penguins-sleep"])
        let zebra = search.search("zebra").ranked
        XCTAssertEqual(zebra.map { FilePathBytes.bytes(search.path(of: $0)) }, [FilePathBytes.bytes(inFolder), FilePathBytes.bytes(inFolder)])
        // What the shelf found opens as it was listed.
        XCTAssertEqual(try DocumentReader.read(path: search.path(of: zebra[0])).document.title, "Zoo")
    }
}
