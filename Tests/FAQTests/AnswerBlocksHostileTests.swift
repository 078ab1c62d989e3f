import XCTest
import Foundation
@testable import FAQ

/// Hostile 200,000-character answers (the patterns that make Markdown parsers slow: brackets,
/// nesting, tables…) become blocks whose texts come in bounded pieces. How long they take is the
/// hostile-input benchmark's to measure (`Scripts/bench/hostile`), not a unit test's.
final class AnswerBlocksHostileTests: XCTestCase {
    func testHostileAnswersBecomeBlocksInBoundedPieces() {
        let size = 200_000
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
            let blocks = AnswerBlocks.parse(markdown)
            XCTAssertTrue(!blocks.isEmpty || name == "details", "\(name): the text shows")
            var stack = blocks
            while let block = stack.popLast() {
                switch block {
                case .paragraph(let t), .heading(_, let t):
                    let pieces = t.pieces()
                    XCTAssertTrue(pieces.allSatisfy { $0.shapingCost <= TextPieces.maximumLength || $0.count == 1 }, "\(name): pieces within the bound")
                    XCTAssertFalse(pieces.isEmpty, "\(name): the text is in pieces")
                case .quote(_, _, let inner), .details(_, let inner): stack += inner
                case .list(let list): stack += list.items.flatMap(\.blocks)
                case .table(let t): XCTAssertLessThanOrEqual(t.header.count, AnswerTable.maximumColumns, "\(name): columns are bounded")
                default: break
                }
            }
        }
    }
}
