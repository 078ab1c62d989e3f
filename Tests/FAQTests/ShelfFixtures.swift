import Foundation
import XCTest
@testable import FAQ

/// A fake shelf root in a temporary folder, with FAQs written by the tests, and a reader that
/// counts the files it reads.
final class ShelfFixture {
    let root: URL
    let cache: String

    init(_ name: String) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("faq-shelf-\(name)-\(UUID().uuidString)")
        root = base.appendingPathComponent("root")
        cache = base.appendingPathComponent("cache/faq-browser/shelf-v\(ShelfCache.version)").path
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }

    var roots: ShelfRoots { ShelfRoots(roots: [.init(path: root.path, group: .folders)], isConfigured: true) }

    @discardableResult
    func write(_ text: String, _ relative: String) throws -> String {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
        return url.path
    }

    /// A FAQ JSON file of `sections` sections of `perSection` questions each.
    @discardableResult
    func writeJSON(_ relative: String, title: String, sections: Int, perSection: Int, topic: String = "topic") throws -> String {
        try write(Self.json(title: title, sections: sections, perSection: perSection, topic: topic), relative)
    }

    static func json(title: String, sections: Int, perSection: Int, topic: String) -> String {
        let parts = (0..<sections).map { s in
            let questions = (0..<perSection).map { q in
                #"{"id": "s\#(s)-q\#(q)", "question": "Question \#(q) about \#(topic) \#(s)?", "answer": "Answer \#(q) of section \#(s)."}"#
            }
            return #"{"id": "s\#(s)", "title": "Section \#(s)", "questions": [\#(questions.joined(separator: ","))]}"#
        }
        return #"{"title": "\#(title)", "sections": [\#(parts.joined(separator: ","))]}"#
    }

    /// Copies a file of the real corpus into the root.
    @discardableResult
    func copyCorpus(_ name: String, to relative: String) throws -> String {
        let source = repositoryRoot.appendingPathComponent("Tests/FAQTests/Corpus/Real/\(name)")
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: url)
        return url.path
    }

    /// Compresses the file with gzip (`FILE` becomes `FILE.gz`).
    func gzip(_ path: String) throws -> String {
        let process = try Process.run(URL(fileURLWithPath: "/bin/gzip"), arguments: ["-n", path])
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return path + ".gz"
    }

    /// Sets a file's modification time (seconds since the epoch).
    func touch(_ path: String, seconds: Int) {
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
    }
}

/// A reader that counts the files it reads.
final class CountingReader: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String] = []

    var count: Int { lock.withLock { paths.count } }
    var read: [String] { lock.withLock { paths } }

    var reader: ShelfReader {
        { path throws(DocumentError) in
            self.lock.withLock { self.paths.append(path) }
            return try DocumentReader.read(path: path)
        }
    }
}
