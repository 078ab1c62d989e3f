import Outline
import Synchronization

/// How the shelf reads a candidate: `DocumentReader.read` in the app, a counting one in tests.
public typealias ShelfReader = @Sendable (_ path: String) throws(DocumentError) -> DocumentReader.Result

/// The shelf: every candidate as last read, FAQs and refused files alike (refused ones are not
/// read again until they change). A value: made by `update` or `refresh` on a worker thread,
/// then handed to the window, which lists `faqs` and builds a `ShelfSearch` from it.
public struct ShelfIndex: Sendable {
    /// Every candidate, in the scan's order, with its packed record.
    public let items: [ShelfCache.Item]
    /// The FAQs to list: by group, then title (folded), then path.
    public let faqs: [ShelfEntry]
    /// Where each of `faqs` is in `items`.
    let faqItems: [Int]

    public init(items: [ShelfCache.Item]) {
        self.items = items
        let listed = items.indices.filter { items[$0].entry.isFAQ }.map { (key: TextFolding.fold(items[$0].entry.title), item: $0) }
        let sorted = listed.sorted { a, b in
            let x = items[a.item].entry, y = items[b.item].entry
            if x.group != y.group { return x.group < y.group }
            if a.key != b.key { return a.key < b.key }
            return x.path < y.path
        }
        faqItems = sorted.map(\.item)
        faqs = faqItems.map { items[$0].entry }
    }

    /// The packed record of `faqs[i]`.
    public func record(ofFAQ i: Int) -> ShelfStoredRecord { items[faqItems[i]].record }

    /// What an update did: how many files it read (`parsed`), kept from before unchanged
    /// (`reused`), dropped because they vanished, and whether it was cancelled before the end.
    public struct Report: Sendable, Equatable {
        public var parsed = 0
        public var reused = 0
        public var dropped = 0
        public var cancelled = false
        /// Kept entries now listed under another group or source (the roots changed).
        public var relabelled = 0
        /// Whether the index differs from the one it was made from (the cache needs writing).
        public var changed: Bool { parsed > 0 || dropped > 0 || relabelled > 0 }
    }

    /// The FAQs' questions as the readers make them. A reader names the file by its path shown
    /// as text (it may take a title from it).
    public static let documentReader: ShelfReader = { path throws(DocumentError) in
        try DocumentReader.read(path: path, displayName: FilePathBytes.isPlain(path) ? nil : shown(path))
    }

    /// The index of `candidates`: entries of `previous` whose file has the same size and mtime
    /// are kept as they are; the others are read on `threads` worker threads. A cancelled update
    /// leaves out the files it did not read.
    public static func update(_ previous: [ShelfCache.Item], candidates: [ShelfCandidate], threads: Int = 2,
                              progress: ShelfProgress? = nil, reader: @escaping ShelfReader = documentReader) -> (ShelfIndex, Report) {
        var known: [String: Int] = [:]
        known.reserveCapacity(previous.count)
        for (i, item) in previous.enumerated() { known[item.entry.path] = i }
        var report = Report()
        var items = [ShelfCache.Item?](repeating: nil, count: candidates.count)
        var toRead: [Int] = []
        for (i, candidate) in candidates.enumerated() {
            if let old = known[candidate.path], previous[old].entry.isCurrent(for: candidate) {
                var item = previous[old]
                // Where it is listed follows the roots of this run (a folder may have become a root).
                if item.entry.group != candidate.group || item.entry.source != candidate.source {
                    item.entry.group = candidate.group
                    item.entry.source = candidate.source
                    report.relabelled += 1
                }
                items[i] = item
                report.reused += 1
            } else {
                toRead.append(i)
            }
        }
        let seen = Set(candidates.lazy.map(\.path))
        report.dropped = previous.count(where: { !seen.contains($0.entry.path) })
        let results = Mutex([ShelfCache.Item?](repeating: nil, count: toRead.count))
        let done = Atomic<Int>(0)
        // The largest files first: one long file read last would leave the other thread idle.
        toRead.sort { candidates[$0].size != candidates[$1].size ? candidates[$0].size > candidates[$1].size : $0 < $1 }
        let jobs = toRead.map { candidates[$0] }
        ShelfWorkers.run(jobs: jobs.count, threads: threads) { job in
            guard progress?.isCancelled != true else { return }
            let item = Self.read(jobs[job], reader: reader)
            results.withLock { $0[job] = item }
            let count = done.wrappingAdd(1, ordering: .relaxed).newValue
            progress?.report(count, jobs.count)
        }
        let finished = results.withLock { $0 }
        for (job, i) in toRead.enumerated() {
            if let item = finished[job] {
                items[i] = item
                report.parsed += 1
            } else {
                report.cancelled = true
            }
        }
        return (ShelfIndex(items: items.compactMap { $0 }), report)
    }

    /// Reads one candidate into an entry and its packed record; a refused file is an entry too.
    static func read(_ candidate: ShelfCandidate, reader: ShelfReader) -> ShelfCache.Item {
        var entry = ShelfEntry(path: candidate.path, group: candidate.group, source: candidate.source,
                               size: candidate.size, modified: candidate.modified, isFAQ: false)
        guard let result = try? reader(candidate.path) else { return ShelfCache.Item(entry: entry, record: .empty) }
        let document = result.document
        entry.isFAQ = true
        entry.title = document.title.isEmpty ? fileName(candidate.path) : document.title
        entry.importer = result.importer
        entry.questionCount = document.questionCount
        entry.sectionCount = document.sectionCount
        entry.misread = result.misread
        return ShelfCache.Item(entry: entry, record: ShelfStoredRecord(ShelfRecord(document)))
    }

    /// The file's name as a title.
    static func fileName(_ path: String) -> String {
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        return shown(name)
    }

    /// A path as text: its bytes that are not UTF-8 as U+FFFD.
    static func shown(_ path: String) -> String {
        FilePathBytes.isPlain(path) ? path : String(decoding: FilePathBytes.bytes(path), as: UTF8.self)
    }

    /// Scans `roots`, updates the index kept in the cache at `cachePath` (nil: no cache) and
    /// writes the cache back when anything changed. What the command line and the window call.
    public static func refresh(roots: ShelfRoots, cachePath: String?, threads: Int = 2, progress: ShelfProgress? = nil,
                               reader: @escaping ShelfReader = documentReader) -> (ShelfIndex, Report) {
        let previous = cachePath.flatMap(ShelfCache.load) ?? []
        let candidates = ShelfScanner.scan(roots)
        let (index, report) = update(previous, candidates: candidates, threads: threads, progress: progress, reader: reader)
        if let cachePath, report.changed || previous.count != index.items.count || !ShelfCache.exists(cachePath) {
            ShelfCache.save(index.items, path: cachePath)
        }
        return (index, report)
    }

    /// The entry and packed record of the FAQ at `path`, if the shelf holds it.
    public func item(path: String) -> ShelfCache.Item? {
        items.first { $0.entry.path == path }
    }
}
