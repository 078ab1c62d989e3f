import XCTest
@testable import Outline

/// `nodes(inRows:)` walks the document; it must give what row-by-row lookups give.
final class VisibleRangeTests: XCTestCase {
    func testRangeWalkMatchesRowLookupsUnderRandomExpansionAndSearch() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let (outline, _) = makeRandomOutline(using: &rng, maxNodes: 80)
            for _ in 0..<10 {
                let node = OutlineNode(Int.random(in: 0..<outline.nodeCount, using: &rng))
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: _ = outline.toggle(node)
                case 1: _ = outline.expandAll()
                case 2: _ = outline.showOnly(where: { _ in Bool.random(using: &rng) })
                default: _ = outline.clearSearch()
                }
                let count = outline.rowCount
                guard count > 0 else { continue }
                let lower = Int.random(in: 0..<count, using: &rng)
                let upper = Int.random(in: lower...count, using: &rng)
                XCTAssertEqual(outline.nodes(inRows: lower..<upper), (lower..<upper).map(outline.node(at:)))
            }
        }
    }
}
