import Foundation
import XCTest
@testable import FAQ

/// Gzip-compressed FAQ files open as the file inside, within the size limit.
final class GzipDecodingTests: XCTestCase {
    /// gzip's own output for `text`, made by the system's gzip.
    func gzip(_ data: Data) throws -> [UInt8] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("f")
        try data.write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-n", file.path]
        try process.run()
        process.waitUntilExit()
        return Array(try Data(contentsOf: folder.appendingPathComponent("f.gz")))
    }

    func testACompressedFileOpensInTheFormatOfItsInnerName() throws {
        let bytes = try gzip(Data("# FAQ\n\n## How do I start?\n\nRun it.\n".utf8))
        let result = try DocumentReader.decode(bytes, file: "FAQ.md.gz")
        XCTAssertEqual(result.importer, "Markdown")
        XCTAssertEqual(result.document.questionCount, 1)
    }

    func testConcatenatedMembersAreOneFile() throws {
        let first = try gzip(Data("# FAQ\n\n## How do I start?\n\nRun".utf8))
        let second = try gzip(Data(" it.\n\n## How do I stop?\n\nStop.\n".utf8))
        let result = try DocumentReader.decode(first + second, file: "FAQ.md.gz")
        XCTAssertEqual(result.document.questionCount, 2)
    }

    func testACutOrDamagedFileIsRefusedWithAReason() throws {
        let bytes = try gzip(Data(String(repeating: "# FAQ\n\n## How?\n\nSo.\n", count: 200).utf8))
        XCTAssertThrowsError(try DocumentReader.decode(Array(bytes.prefix(bytes.count / 2)), file: "FAQ.gz")) { error in
            XCTAssertTrue("\(error)".contains("the compressed file is cut short"), "\(error)")
        }
        var damaged = bytes
        for i in 12..<min(40, damaged.count) { damaged[i] ^= 0xFF }
        XCTAssertThrowsError(try DocumentReader.decode(damaged, file: "FAQ.gz")) { error in
            XCTAssertTrue("\(error)".contains("the compressed file is damaged"), "\(error)")
        }
    }

    func testABombIsStoppedAtTheLimit() throws {
        let bytes = try gzip(Data(count: 3 * 1024 * 1024))
        XCTAssertLessThan(bytes.count, 10_000, "a small file")
        XCTAssertThrowsError(try GzipDecoding.decompress(bytes, limit: 1024 * 1024, file: "bomb.gz")) { error in
            XCTAssertTrue("\(error)".contains("unpacks to more than 1 MiB"), "\(error)")
        }
        XCTAssertEqual(try GzipDecoding.decompress(bytes, limit: 4 * 1024 * 1024, file: "f.gz").count, 3 * 1024 * 1024)
    }

    func testACompressedFileIsCompressedOnce() throws {
        let twice = try gzip(Data(try gzip(Data("# FAQ\n".utf8))))
        XCTAssertThrowsError(try DocumentReader.decode(twice, file: "FAQ.gz.gz")) { error in
            XCTAssertTrue("\(error)".contains("compressed twice"), "\(error)")
        }
    }

    func testInnerNames() {
        XCTAssertEqual(GzipDecoding.innerName("gitfaq.7.gz"), "gitfaq.7")
        XCTAssertEqual(GzipDecoding.innerName("FAQ"), "FAQ")
        XCTAssertEqual(GzipDecoding.innerName(".gz"), ".gz")
    }
}
