import Glibc

/// The shelf's cache file (`$XDG_CACHE_HOME/faq-browser/shelf-v3`): every candidate as it was
/// last read, so that a later start lists and searches the shelf without reading the FAQs again.
///
/// Layout: the magic `FAQSHELF`, a version, the program build that wrote it (`ShelfProgramBuild`),
/// the body's length and its CRC-32, then the body: the
/// entries with their size, mtime, title and counts, the misread guard's finding (its kind and
/// numbers, never a sentence in one language), each with its record deflated. A file that is
/// cut short, damaged, foreign, of another version or written by another build (or names a
/// finding this build does not know) is not trusted: the shelf is rebuilt.
public enum ShelfCache {
    static let magic: [UInt8] = Array("FAQSHELF".utf8)
    /// 3: the program build in the header; 2: the misread finding as its kind and numbers (1
    /// kept the English sentence).
    static let version: UInt32 = 3
    static let headerSize = 8 + 4 + 16 + 8 + 4
    /// The least an entry takes in the body, against counts that claim more than the file holds.
    static let minimumEntrySize = 4 + 1 + 4 + 8 + 8 + 1 + 4 + 4 + 4 + 4 + 1 + 4 + 4

    /// The cache file's path: under `XDG_CACHE_HOME` (an absolute path), else `~/.cache`.
    public static func defaultPath(environment: (String) -> String? = ShelfRoots.processEnvironment) -> String? {
        var base = environment("XDG_CACHE_HOME") ?? ""
        if !base.hasPrefix("/") {
            guard let home = environment("HOME"), home.hasPrefix("/") else { return nil }
            base = home + "/.cache"
        }
        return base + "/faq-browser/shelf-v\(version)"
    }

    /// One entry as the cache holds it.
    public struct Item: Sendable, Equatable {
        public var entry: ShelfEntry
        public var record: ShelfStoredRecord
    }

    /// The cache's entries, or nil when there is no cache or it cannot be trusted.
    public static func load(path: String) -> [Item]? {
        guard let bytes = try? DocumentReader.readBytes(path: path, name: path) else { return nil }
        return decode(bytes)
    }

    /// `build`: the build whose cache is trusted (the running one's).
    static func decode(_ bytes: [UInt8], build: ShelfProgramBuild = .current) -> [Item]? {
        guard bytes.count >= headerSize, Array(bytes[0..<8]) == magic else { return nil }
        var header = ShelfBytesReader(bytes, from: 8)
        guard let version = try? header.u32(), version == Self.version,
              let size = try? header.i64(), let modified = try? header.i64(), ShelfProgramBuild(size: size, modified: modified) == build,
              let length = try? header.i64(), length == Int64(bytes.count - headerSize),
              let checksum = try? header.u32(), checksum == ShelfCompression.checksum(bytes[headerSize...]) else { return nil }
        var reader = ShelfBytesReader(bytes, from: headerSize)
        do throws(ShelfCacheDamage) {
            let count = try reader.count(minimumSize: minimumEntrySize)
            var items: [Item] = []
            items.reserveCapacity(count)
            for _ in 0..<count {
                let path = try reader.string()
                guard let group = ShelfGroup(rawValue: try reader.u8()) else { throw ShelfCacheDamage() }
                var entry = ShelfEntry(path: path, group: group, source: try reader.string(), size: try reader.i64(),
                                       modified: try reader.i64(), isFAQ: try reader.u8() == 1)
                entry.title = try reader.string()
                entry.importer = try reader.string()
                entry.questionCount = Int(try reader.u32())
                entry.sectionCount = Int(try reader.u32())
                entry.misread = try reader.u8() == 1 ? try readFinding(&reader) : nil
                let length = Int(try reader.u32())
                let compressed = try reader.raw(Int(try reader.u32()))
                items.append(Item(entry: entry, record: ShelfStoredRecord(compressed: compressed, length: length)))
            }
            guard reader.remaining == 0 else { throw ShelfCacheDamage() }
            return items
        } catch {
            return nil
        }
    }

    static func encode(_ items: [Item], build: ShelfProgramBuild = .current) -> [UInt8] {
        var body = ShelfBytesWriter()
        body.u32(UInt32(items.count))
        for item in items {
            let entry = item.entry
            body.string(entry.path)
            body.u8(entry.group.rawValue)
            body.string(entry.source)
            body.i64(entry.size)
            body.i64(entry.modified)
            body.u8(entry.isFAQ ? 1 : 0)
            body.string(entry.title)
            body.string(entry.importer)
            body.u32(UInt32(clamping: entry.questionCount))
            body.u32(UInt32(clamping: entry.sectionCount))
            body.u8(entry.misread == nil ? 0 : 1)
            if let misread = entry.misread { writeFinding(misread, to: &body) }
            body.u32(UInt32(item.record.length))
            body.u32(UInt32(item.record.compressed.count))
            body.raw(item.record.compressed)
        }
        var file = ShelfBytesWriter()
        file.raw(magic)
        file.u32(version)
        file.i64(build.size)
        file.i64(build.modified)
        file.i64(Int64(body.bytes.count))
        file.u32(ShelfCompression.checksum(body.bytes[...]))
        file.raw(body.bytes)
        return file.bytes
    }

    /// Writes the cache atomically: a temporary file in the same folder, renamed over the old
    /// one, so that a reader sees the old cache or the new one, never half of one. Creates the
    /// folder. Returns false when it cannot be written (the shelf works without).
    @discardableResult
    public static func save(_ items: [Item], path: String) -> Bool {
        let folder = ShelfScanner.parentFolder(path)
        makeFolders(folder)
        let temporary = path + ".tmp-\(getpid())"
        let fd = FilePathBytes.withCString(temporary) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600) }
        guard fd >= 0 else { return false }
        let bytes = encode(items)
        var written = 0
        let complete = bytes.withUnsafeBytes { raw -> Bool in
            while written < raw.count {
                let n = write(fd, raw.baseAddress! + written, raw.count - written)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return false }
                written += n
            }
            return true
        }
        let renamed = { FilePathBytes.withCString(temporary) { from in FilePathBytes.withCString(path) { rename(from, $0) } } == 0 }
        guard close(fd) == 0, complete, renamed() else {
            _ = FilePathBytes.withCString(temporary) { unlink($0) }
            return false
        }
        removeOlderVersions(beside: path)
        return true
    }

    /// An older version's cache beside this one (`shelf-v2` beside `shelf-v3`) is never read
    /// again: it goes.
    static func removeOlderVersions(beside path: String) {
        let name = "/shelf-v\(version)"
        guard path.hasSuffix(name) else { return }
        let base = String(path.dropLast(name.count))
        for old in 1..<version {
            _ = FilePathBytes.withCString(base + "/shelf-v\(old)") { unlink($0) }
        }
    }

    /// `mkdir -p` (private to the user, as a cache should be).
    private static func makeFolders(_ path: String) {
        guard !path.isEmpty, path != "/", !ShelfScanner.isFolder(path) else { return }
        makeFolders(ShelfScanner.parentFolder(path))
        _ = FilePathBytes.withCString(path) { mkdir($0, 0o700) }
    }
}

extension ShelfCache {
    /// A misread finding: its kind's name, the counts found and expected, and its line (-1: none).
    static func writeFinding(_ finding: MisreadFinding, to body: inout ShelfBytesWriter) {
        body.string(finding.kind.rawValue)
        body.i64(Int64(finding.found))
        body.i64(Int64(finding.expected))
        body.i64(Int64(finding.line ?? -1))
    }

    static func readFinding(_ reader: inout ShelfBytesReader) throws(ShelfCacheDamage) -> MisreadFinding {
        guard let kind = MisreadFinding.Kind(rawValue: try reader.string()) else { throw ShelfCacheDamage() }
        let found = try reader.i64(), expected = try reader.i64(), line = try reader.i64()
        guard (0...Int64(Int32.max)).contains(found), (0...Int64(Int32.max)).contains(expected),
              (-1...Int64(Int32.max)).contains(line) else { throw ShelfCacheDamage() }
        return MisreadFinding(kind: kind, found: Int(found), expected: Int(expected), line: line < 0 ? nil : Int(line))
    }

    /// Whether a file is at `path`.
    static func exists(_ path: String) -> Bool {
        ShelfScanner.status(path) != nil
    }
}
