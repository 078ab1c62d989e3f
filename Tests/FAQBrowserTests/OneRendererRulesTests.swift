import Foundation
import XCTest

/// One renderer (issue 23): the document layer stays toolkit-neutral, and no second,
/// print-only Markdown renderer comes back beside the blocks the screen and paper share.
final class OneRendererRulesTests: XCTestCase {
    private func sources(under folder: String) throws -> [(path: String, text: String)] {
        let root = repositoryRoot.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.map { ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
    }

    func testTheFAQModuleNeverMentionsPango() throws {
        let faq = try sources(under: "Sources/FAQ")
        XCTAssertGreaterThan(faq.count, 50)
        XCTAssertEqual(faq.filter { $0.text.lowercased().contains("pango") }.map(\.path), [])
    }

    func testPrintingAndTheScreenShareTheAnswerBlocks() throws {
        let product = try sources(under: "Sources")
        XCTAssertEqual(product.filter { $0.text.contains("MarkdownRenderer") }.map(\.path), [])
        let printing = try sources(under: "Sources/FAQBrowser/Printing").map(\.text).joined()
        XCTAssertTrue(printing.contains("AnswerBlocks.parse"))
    }
}
