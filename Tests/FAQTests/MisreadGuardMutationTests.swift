import Foundation
import XCTest
@testable import FAQ

/// Mutation tests for the misread guard: every real corpus file, edited as an importer is likely
/// to be fooled (GuardMutations), must still open with its question count, be refused, or make
/// the guard speak. The rate is printed (docs/misread-guard.md records it). Issue #21 asks for
/// 95%. The guard held 95.2% of 582 variants on its own; with this round's readers and one more
/// corpus file merged it holds 94.7% (570 of 602), under the target: this floor keeps it from
/// falling further until the misses listed in docs/misread-guard.md are read.
final class MisreadGuardMutationTests: XCTestCase {
    static let folders = ["Tests/FAQTests/Corpus", "Tests/FAQTests/Corpus/Real", "Tests/FAQTests/Corpus/Debian"]
    /// Issue 21's acceptance: the guard fires or the count stays right on at least 95% of the variants.
    static let requiredRate = 0.95

    /// The corpus files that open (refused ones have nothing to mutate), with their text.
    func corpusFiles() throws -> [(name: String, text: String, document: FAQDocument)] {
        var files: [(String, String, FAQDocument)] = []
        for folder in Self.folders {
            let url = repositoryRoot.appendingPathComponent(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { continue }
            for name in names.sorted() where name != "SOURCES.md" && !name.hasSuffix(".py") {
                let path = url.appendingPathComponent(name).path
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                      let result = try? DocumentReader.read(path: path) else { continue }
                var bytes = try DocumentReader.readBytes(path: path, name: name)
                if GzipDecoding.isCompressed(bytes) { bytes = try GzipDecoding.decompress(bytes, limit: 1 << 26, file: name) }
                let text = TextDecoding.decode(bytes, file: name).text
                files.append((GzipDecoding.innerName(name), text, result.document))
            }
        }
        return files
    }

    func testTheGuardFiresOrTheCountHoldsOnMutatedCorpusFiles() throws {
        var tried: [GuardMutations.Operator: Int] = [:]
        var held: [GuardMutations.Operator: Int] = [:]
        var misses: [String] = []
        let files = try corpusFiles()
        XCTAssertGreaterThanOrEqual(files.count, 25, "the corpus is there")
        for (name, text, document) in files {
            let expected = document.questionCount
            for mutant in GuardMutations(text: text, fileName: name, document: document).mutants() {
                tried[mutant.op, default: 0] += 1
                let outcome: String
                do {
                    let result = try DocumentReader.decode(Array(mutant.text.utf8), file: name)
                    if result.misread != nil || result.document.questionCount == expected {
                        held[mutant.op, default: 0] += 1
                        continue
                    }
                    outcome = "\(result.document.questionCount) of \(expected) questions, no warning"
                } catch {
                    held[mutant.op, default: 0] += 1  // an honest refusal
                    continue
                }
                misses.append("\(name): \(mutant.op.rawValue) at \(mutant.place.prefix(60)): \(outcome)")
                // MISREAD_MUTANTS=DIR keeps the variants that got through, to read them.
                if let folder = ProcessInfo.processInfo.environment["MISREAD_MUTANTS"] {
                    try? mutant.text.write(toFile: "\(folder)/\(misses.count)-\(name)", atomically: false, encoding: .utf8)
                }
            }
        }
        let total = tried.values.reduce(0, +)
        let passed = held.values.reduce(0, +)
        var report = ["misread guard mutations: \(passed) of \(total) held (\(percent(passed, total))) over \(files.count) files"]
        for op in GuardMutations.Operator.allCases {
            report.append("  \(op.rawValue): \(held[op, default: 0]) of \(tried[op, default: 0]) (\(percent(held[op, default: 0], tried[op, default: 0])))")
        }
        print((report + misses.map { "  missed: " + $0 }).joined(separator: "\n"))
        XCTAssertGreaterThan(total, 200, "enough variants to measure a rate")
        XCTAssertGreaterThanOrEqual(Double(passed) / Double(max(1, total)), Self.requiredRate, misses.joined(separator: "\n"))
    }

    private func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "–" : String(format: "%.1f%%", 100 * Double(part) / Double(whole))
    }
}
