import Foundation
import XCTest
@testable import FAQ

/// The shelf's cache: what it keeps comes back whole, anything damaged or foreign is rebuilt.
final class ShelfCacheTests: XCTestCase {
    func sampleItems() -> [ShelfCache.Item] {
        let record = ShelfRecord(sections: [.init(title: "Sécurité", parent: -1)],
                                 questions: [.init(id: "q", title: "Où ?", section: 0, answer: "**Là**.\n\nEt ici."),
                                             .init(id: "r", title: "Why?", section: -1, answer: "")])
        return [
            ShelfCache.Item(entry: ShelfEntry(path: "/r/faq.md", group: .folders, source: "/r", size: 120, modified: 1_700_000_000_123_456_789,
                                              isFAQ: true, title: "Ma FAQ", importer: "Markdown", questionCount: 2, sectionCount: 1,
                                              misread: MisreadFinding(kind: .fewerQuestions, found: 2, expected: 9, line: 14)),
                            record: ShelfStoredRecord(record)),
            ShelfCache.Item(entry: ShelfEntry(path: "/usr/share/doc/p/FAQ.gz", group: .installed, source: "p", size: 9, modified: -5, isFAQ: false),
                            record: .empty),
        ]
    }

    func testWhatIsSavedLoadsBack() throws {
        let fixture = try ShelfFixture("cache")
        let items = sampleItems()
        XCTAssertTrue(ShelfCache.save(items, path: fixture.cache))
        XCTAssertEqual(ShelfCache.load(path: fixture.cache), items)
        XCTAssertEqual(ShelfCache.load(path: fixture.cache)?.first?.record.unpack()?.questions.first?.answer, "**Là**.\n\nEt ici.")
        // Written through a temporary file that is gone afterwards.
        let folder = URL(fileURLWithPath: fixture.cache).deletingLastPathComponent().path
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["shelf-v\(ShelfCache.version)"])
    }

    func testDamagedOrForeignCachesAreNotTrusted() throws {
        let good = ShelfCache.encode(sampleItems())
        XCTAssertNotNil(ShelfCache.decode(good))
        // Cut short anywhere.
        for length in [0, 4, 8, ShelfCache.headerSize, good.count / 2, good.count - 1] {
            XCTAssertNil(ShelfCache.decode(Array(good.prefix(length))), "cut to \(length)")
        }
        // Garbage, and a file of another program.
        var generator = SystemRandomNumberGenerator()
        XCTAssertNil(ShelfCache.decode((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }))
        XCTAssertNil(ShelfCache.decode(Array(#"{"title": "a JSON file"}"#.utf8)))
        // Another version: the first, which kept the misread warning as an English sentence, among them.
        for other in [1, ShelfCache.version + 1] {
            var version = good
            version[8] = UInt8(other)
            XCTAssertNil(ShelfCache.decode(version), "version \(other)")
        }
        // Another build wrote it: an upgrade's readers may judge its files otherwise. The running
        // build is known (were it not, every build would pass for every other).
        let current = ShelfProgramBuild.current
        XCTAssertGreaterThan(current.size, 0)
        XCTAssertGreaterThan(current.modified, 0)
        XCTAssertNil(ShelfCache.decode(good, build: ShelfProgramBuild(size: current.size + 1, modified: current.modified)))
        XCTAssertNil(ShelfCache.decode(good, build: ShelfProgramBuild(size: current.size, modified: current.modified + 1)))
        XCTAssertNotNil(ShelfCache.decode(ShelfCache.encode(sampleItems(), build: ShelfProgramBuild(size: 5, modified: 7)),
                                          build: ShelfProgramBuild(size: 5, modified: 7)))
        // One flipped byte in the body fails the checksum.
        var flipped = good
        flipped[good.count - 3] ^= 0x40
        XCTAssertNil(ShelfCache.decode(flipped))
    }

    /// The misread finding comes back as its kind and numbers, which the window says in the
    /// reader's language; a kind this build does not know is not trusted.
    func testTheMisreadFindingIsKeptAsItsKindAndNumbers() throws {
        let items = sampleItems()
        let finding = try XCTUnwrap(ShelfCache.decode(ShelfCache.encode(items))?.first?.entry.misread)
        XCTAssertEqual(finding, MisreadFinding(kind: .fewerQuestions, found: 2, expected: 9, line: 14))
        XCTAssertEqual(finding.text.template, "FAQ Browser found {1} question, but this file seems to hold about {2}; some may show as answer text")
        // The same file with a kind's name this build does not know in the finding's place.
        func named(_ name: String) -> [UInt8] {
            var bytes = ShelfBytesWriter()
            bytes.string(name)
            return bytes.bytes
        }
        let known = ShelfCache.encode(items)
        let at = try XCTUnwrap(Self.range(of: named("fewerQuestions"), in: known))
        var foreign = known
        foreign.replaceSubrange(at, with: named("fewerQuestionz"))
        var header = ShelfBytesWriter()
        header.u32(ShelfCompression.checksum(foreign[ShelfCache.headerSize...]))
        foreign.replaceSubrange(ShelfCache.headerSize - 4..<ShelfCache.headerSize, with: header.bytes)
        XCTAssertNil(ShelfCache.decode(foreign))
    }

    /// An older version's cache beside the new one is removed when the new one is saved.
    func testSavingRemovesAnOlderVersionsCache() throws {
        let fixture = try ShelfFixture("old-cache")
        let folder = URL(fileURLWithPath: fixture.cache).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("FAQSHELF old".utf8).write(to: folder.appendingPathComponent("shelf-v1"))
        XCTAssertTrue(ShelfCache.save(sampleItems(), path: fixture.cache))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["shelf-v\(ShelfCache.version)"])
    }

    static func range(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
        guard needle.count <= haystack.count else { return nil }
        for start in 0...(haystack.count - needle.count) where Array(haystack[start..<start + needle.count]) == needle {
            return start..<start + needle.count
        }
        return nil
    }

    /// Counts that claim more than the file holds, with a checksum that agrees: the lengths are
    /// what is checked, and nothing huge is allocated.
    func testHugeCountsAreRefusedEvenWithAGoodChecksum() {
        func sealed(_ body: [UInt8]) -> [UInt8] {
            var file = ShelfBytesWriter()
            file.raw(ShelfCache.magic)
            file.u32(ShelfCache.version)
            file.i64(ShelfProgramBuild.current.size)
            file.i64(ShelfProgramBuild.current.modified)
            file.i64(Int64(body.count))
            file.u32(ShelfCompression.checksum(body[...]))
            file.raw(body)
            return file.bytes
        }
        var entries = ShelfBytesWriter()
        entries.u32(0xFFFF_FFFF)
        XCTAssertNil(ShelfCache.decode(sealed(entries.bytes)))
        var longString = ShelfBytesWriter()
        longString.u32(1)
        longString.u32(0x7FFF_FFFF)
        longString.raw(Array(repeating: 0x61, count: ShelfCache.minimumEntrySize))
        XCTAssertNil(ShelfCache.decode(sealed(longString.bytes)))
        // A record that claims a huge unpacked length, and one whose questions claim too many.
        XCTAssertNil(ShelfStoredRecord(compressed: ShelfStoredRecord(ShelfRecord()).compressed, length: Int(UInt32.max)).unpack())
        var questions = ShelfBytesWriter()
        questions.u32(0)
        questions.u32(0x1000_0000)
        XCTAssertNil(ShelfStoredRecord(compressed: ShelfCompression.compress(questions.bytes), length: questions.bytes.count).unpack())
        // A section whose parent comes after it.
        var parents = ShelfBytesWriter()
        parents.u32(1)
        parents.string("S")
        parents.i32(3)
        parents.u32(0)
        XCTAssertNil(ShelfStoredRecord(compressed: ShelfCompression.compress(parents.bytes), length: parents.bytes.count).unpack())
    }

    func testADamagedCacheIsRebuiltFromTheFiles() throws {
        let shelf = try ShelfFixture("rebuild")
        try shelf.writeJSON("faq.json", title: "One", sections: 1, perSection: 3)
        _ = ShelfIndex.refresh(roots: shelf.roots, cachePath: shelf.cache)
        var bytes = try XCTUnwrap(FileManager.default.contents(atPath: shelf.cache))
        bytes.removeLast(7)
        try bytes.write(to: URL(fileURLWithPath: shelf.cache))
        let counter = CountingReader()
        let (index, report) = ShelfIndex.refresh(roots: shelf.roots, cachePath: shelf.cache, reader: counter.reader)
        XCTAssertEqual(report.parsed, 1)
        XCTAssertEqual(index.faqs.map(\.title), ["One"])
        XCTAssertNotNil(ShelfCache.load(path: shelf.cache), "the rebuilt cache is written back")
    }

    /// Generated FAQs as the benchmark makes them: the cache is at most 30% of their size.
    func testTheCacheIsSmallAgainstTheSources() throws {
        let shelf = try ShelfFixture("size")
        var sources = 0
        for i in 0..<20 {
            let path = try shelf.writeJSON("p\(i)/faq.json", title: "FAQ \(i)", sections: 10, perSection: 20, topic: "topic \(i)")
            sources += try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        }
        for name in ["curl--curl--FAQ.md", "docutils--docutils--FAQ.rst", "python--cpython--general.rst"] {
            let path = try shelf.copyCorpus(name, to: "real/\(name)-faq")
            sources += try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        }
        let (index, _) = ShelfIndex.refresh(roots: shelf.roots, cachePath: shelf.cache)
        XCTAssertEqual(index.faqs.count, 23)
        let cache = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: shelf.cache)[.size] as? Int)
        XCTAssertLessThanOrEqual(Double(cache), 0.3 * Double(sources), "cache \(cache) bytes for \(sources) of sources")
    }
}
