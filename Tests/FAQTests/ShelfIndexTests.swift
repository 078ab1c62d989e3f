import Foundation
import Synchronization
import XCTest
@testable import FAQ

/// The shelf's index: the readers decide what is a FAQ, unchanged files are not read again.
final class ShelfIndexTests: XCTestCase {
    /// A root with generated FAQs, real corpus files (one gzipped), a misread one and refused ones.
    func fixture() throws -> ShelfFixture {
        let fixture = try ShelfFixture("index")
        try fixture.writeJSON("gen/a.faq.json", title: "Generated A", sections: 3, perSection: 4)
        try fixture.writeJSON("gen/b-faq.json", title: "Generated B", sections: 1, perSection: 2)
        try fixture.copyCorpus("curl--curl--FAQ.md", to: "real/curl/FAQ.md")
        let docutils = try fixture.copyCorpus("docutils--docutils--FAQ.rst", to: "real/docutils/FAQ.rst")
        _ = try fixture.gzip(docutils)
        try fixture.copyCorpus("apache--commons-exec--faq.fml", to: "real/exec/faq.fml")
        try fixture.copyCorpus("ds26gte--tex2page--faq.tex", to: "real/tex2page/faq.tex")  // a format no reader takes
        try fixture.write("not a FAQ at all", "notes/faq-ideas.txt")
        try fixture.write("# Not a candidate\n\n## Why?\n\nIts name does not say FAQ.\n", "notes/questions.md")
        try fixture.write(Self.misreadMarkdown, "notes/misread-faq.md")
        return fixture
    }

    static let misreadMarkdown = """
        # Misread FAQ

        ## How do I start?

        Run it.

        ## General

        ### How do I stop?

        Press q.

        How do I pause?
        Press p.

        How do I resume?
        Press r.

        How do I quit fast?
        Press Q.

        How do I reset?
        Press x.

        How do I save?
        Press s.

        """

    func testListsWhatTheReadersAcceptWithIndependentCounts() throws {
        let shelf = try fixture()
        let counter = CountingReader()
        let (index, report) = ShelfIndex.refresh(roots: shelf.roots, cachePath: shelf.cache, reader: counter.reader)
        // Every candidate is read once; questions.md is not a candidate and is never opened.
        XCTAssertEqual(report.parsed, 8)
        XCTAssertEqual(counter.count, 8)
        XCTAssertFalse(counter.read.contains { $0.hasSuffix("questions.md") })
        let byPath = Dictionary(uniqueKeysWithValues: index.faqs.map { ($0.path.replacingOccurrences(of: shelf.root.path + "/", with: ""), $0) })
        XCTAssertEqual(Set(byPath.keys), ["gen/a.faq.json", "gen/b-faq.json", "real/curl/FAQ.md", "real/docutils/FAQ.rst.gz",
                                          "real/exec/faq.fml", "notes/misread-faq.md"])
        // Counts from the corpus's SOURCES.md (counted by hand) and from the generator.
        XCTAssertEqual(byPath["real/curl/FAQ.md"]?.questionCount, 93)
        XCTAssertEqual(byPath["real/curl/FAQ.md"]?.sectionCount, 8)
        XCTAssertEqual(byPath["real/docutils/FAQ.rst.gz"]?.questionCount, 42)
        XCTAssertEqual(byPath["real/exec/faq.fml"]?.questionCount, 6)
        XCTAssertEqual(byPath["gen/a.faq.json"]?.questionCount, 12)
        XCTAssertEqual(byPath["gen/a.faq.json"]?.title, "Generated A")
        XCTAssertEqual(byPath["gen/a.faq.json"]?.source, shelf.root.path + "/gen")
        XCTAssertEqual(byPath["gen/a.faq.json"]?.importer, "FAQ JSON")
        XCTAssertNil(byPath["gen/a.faq.json"]?.misread)
        let misread = try XCTUnwrap(byPath["notes/misread-faq.md"]?.misread)
        XCTAssertTrue(misread.message.contains("seems to hold about"), misread.message)
        // Sorted by title, folded.
        XCTAssertEqual(index.faqs.map(\.title), index.faqs.map(\.title).sorted { SearchIndex.fold($0) < SearchIndex.fold($1) })
        // The refused ones are kept (not to be read again) but not listed.
        XCTAssertEqual(index.items.count, 8)
    }

    func testASecondRunReadsNothingAndChangesAreFollowed() throws {
        let shelf = try fixture()
        _ = ShelfIndex.refresh(roots: shelf.roots, cachePath: shelf.cache)
        let again = CountingReader()
        let (warm, report) = ShelfIndex.refresh(roots: shelf.roots, cachePath: shelf.cache, reader: again.reader)
        XCTAssertEqual(again.count, 0)
        XCTAssertEqual(report, ShelfIndex.Report(parsed: 0, reused: 8, dropped: 0))
        XCTAssertEqual(warm.faqs.count, 6)

        // Changed (same size, other mtime), vanished, and new files.
        let a = shelf.root.path + "/gen/a.faq.json"
        shelf.touch(a, seconds: 1_000_000)
        try FileManager.default.removeItem(atPath: shelf.root.path + "/gen/b-faq.json")
        try shelf.writeJSON("new/c.faq.json", title: "Generated C", sections: 2, perSection: 2)
        let changes = CountingReader()
        let (index, changed) = ShelfIndex.refresh(roots: shelf.roots, cachePath: shelf.cache, reader: changes.reader)
        XCTAssertEqual(Set(changes.read), [a, shelf.root.path + "/new/c.faq.json"])
        XCTAssertEqual(changed.parsed, 2)
        XCTAssertEqual(changed.dropped, 1)
        XCTAssertEqual(changed.reused, 6)
        XCTAssertEqual(Set(index.faqs.map(\.title)).intersection(["Generated B", "Generated C"]), ["Generated C"])
        // And a size change alone is seen too.
        try shelf.writeJSON("new/c.faq.json", title: "Generated C", sections: 2, perSection: 3)
        shelf.touch(shelf.root.path + "/new/c.faq.json", seconds: Int(Date().timeIntervalSince1970) - 10)
        let resized = CountingReader()
        let (_, third) = ShelfIndex.refresh(roots: shelf.roots, cachePath: shelf.cache, reader: resized.reader)
        XCTAssertEqual(third.parsed, 1)
        XCTAssertEqual(resized.read, [shelf.root.path + "/new/c.faq.json"])
    }

    func testProgressIsReportedAndCancellingStops() throws {
        let shelf = try ShelfFixture("progress")
        for i in 0..<40 { try shelf.writeJSON("f\(i)/faq.json", title: "FAQ \(i)", sections: 2, perSection: 5) }
        let candidates = ShelfScanner.scan(shelf.roots)
        let seen = Mutex<[Int]>([])
        let progress = ShelfProgress { done, total in
            XCTAssertEqual(total, 40)
            seen.withLock { $0.append(done) }
        }
        let (index, report) = ShelfIndex.update([], candidates: candidates, threads: 2, progress: progress)
        XCTAssertEqual(seen.withLock { $0.sorted() }, Array(1...40))
        XCTAssertEqual(index.faqs.count, 40)
        XCTAssertFalse(report.cancelled)

        // With an interval, the first file and the last are reported, and nothing between
        // them sooner than the interval allows (a minute: nothing).
        let sparse = Mutex<[Int]>([])
        let throttled = ShelfProgress(interval: 60_000) { done, _ in sparse.withLock { $0.append(done) } }
        _ = ShelfIndex.update([], candidates: candidates, threads: 2, progress: throttled)
        let reported = sparse.withLock { $0 }
        XCTAssertEqual(reported.count, 2, "\(reported)")
        XCTAssertEqual(reported.max(), 40)

        let stopping = ShelfProgress()
        let reads = Atomic<Int>(0)
        let (partial, stopped) = ShelfIndex.update([], candidates: candidates, threads: 2, progress: stopping) { path throws(DocumentError) in
            if reads.wrappingAdd(1, ordering: .relaxed).newValue == 5 { stopping.cancel() }
            return try DocumentReader.read(path: path)
        }
        XCTAssertTrue(stopped.cancelled)
        XCTAssertLessThan(partial.items.count, 10)
        XCTAssertEqual(partial.items.count, stopped.parsed)
    }

    func testRecordsKeepSectionsQuestionsAndAnswers() throws {
        let document = FAQDocument(title: "T", sections: [
            FAQSection(id: "top", title: "Top", questions: [FAQQuestion(id: "q1", question: "One?", answer: "First.")],
                       sections: [FAQSection(id: "in", title: "Inner", questions: [FAQQuestion(id: "q2", question: "Two?", answer: "Second.")])]),
            FAQSection(id: "other", title: "Other", questions: [FAQQuestion(id: "q3", question: "Three?", answer: "Third.")]),
        ])
        let record = ShelfRecord(document)
        XCTAssertEqual(record.sections, [.init(title: "Top", parent: -1), .init(title: "Inner", parent: 0), .init(title: "Other", parent: -1)])
        XCTAssertEqual(record.questions.map(\.id), ["q1", "q2", "q3"])
        XCTAssertEqual(record.questions.map(\.section), [0, 1, 2])
        XCTAssertEqual(ShelfStoredRecord(record).unpack(), record)
    }
}
