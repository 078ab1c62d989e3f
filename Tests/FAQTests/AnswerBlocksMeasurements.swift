import XCTest
import Foundation
@testable import FAQ

/// Times turning hostile 200,000-character answers into blocks and highlighted text (printed, not
/// asserted): the patterns that make Markdown parsers slow (brackets, nesting, tables…).
final class AnswerBlocksMeasurements: XCTestCase {
    func testMeasureHostileAnswers() {
        let size = Int(ProcessInfo.processInfo.environment["FAQ_HOSTILE_SIZE"] ?? "") ?? 200_000
        func rep(_ s: String) -> String { String(repeating: s, count: size / s.count) }
        let table = "|" + String(repeating: "a|", count: 500) + "\n|" + String(repeating: "-|", count: 500) + "\n"
            + String(repeating: "|" + String(repeating: "b|", count: 500) + "\n", count: 190)
        let cases: [(String, String)] = [
            ("brackets", rep("[")), ("images", rep("![")), ("quotes", rep("> ") + "x"), ("emphasis", rep("*a **")),
            ("backticks", rep("a`")), ("strikethrough", rep("~~a")), ("autolinks", rep("www.a.b ")), ("emails", rep("a@b.c ")),
            ("nested lists", (0..<600).map { String(repeating: "  ", count: $0) + "- x\n" }.joined()),
            ("details", rep("<details>\n\n")), ("admonitions", rep(":::note\n")), ("table 500 columns", table),
            ("links", rep("[a](b) ")), ("entities", rep("&amp;")), ("prose", rep("Words in a sentence. ")),
        ]
        for (name, markdown) in cases {
            let start = Date()
            let blocks = AnswerBlocks.parse(markdown)
            let parsed = Date()
            var texts = 0
            var stack = blocks
            while let block = stack.popLast() {
                switch block {
                case .paragraph(let t), .heading(_, let t): texts += t.pieces().count; _ = t.highlighting("a")
                case .quote(_, _, let inner), .details(_, let inner): stack += inner
                case .list(let list): stack += list.items.flatMap(\.blocks)
                case .table(let t): for cell in t.header + t.rows.flatMap({ $0 }) { _ = cell.highlighting("a") }
                default: break
                }
            }
            FileHandle.standardError.write((String(format: "hostile answer %@ (%d characters): blocks in %.0f ms, pieces and highlights in %.0f ms",
                         name, markdown.count, parsed.timeIntervalSince(start) * 1000, Date().timeIntervalSince(parsed) * 1000) + "\n").data(using: .utf8)!)
            XCTAssertFalse(blocks.isEmpty && !markdown.allSatisfy(\.isWhitespace) && name != "details", name)
        }
    }
}
