import XCTest
@testable import Outline

/// Random operation sequences on random trees, checked step by step against `ReferenceOutline`.
final class OutlinePropertyTests: XCTestCase {
    enum Operation: CaseIterable {
        case toggle, expand, collapse, expandSubtree, collapseSubtree, expandAll, collapseAll, reveal
        case search, clearSearch, restore, veto
    }

    func testRandomOperationsAgreeWithReference() {
        var steps = 0
        for seed in UInt64(1)...300 {
            var rng = SeededGenerator(seed: seed)
            let (outline, reference) = makeRandomOutline(using: &rng)
            var ref = reference
            var vetoExpand: Set<Int> = []
            var vetoCollapse: Set<Int> = []
            outline.shouldExpand = { !vetoExpand.contains($0.rawValue) }
            outline.shouldCollapse = { !vetoCollapse.contains($0.rawValue) }
            assertAgree(outline, ref, "seed \(seed) initial")
            for step in 0..<40 {
                let before = outline.referenceRows
                let n = ref.nodes.count
                let v = Int.random(in: 0..<n, using: &rng)
                let node = OutlineNode(v)
                let operation = Operation.allCases.randomElement(using: &rng)!
                let change: OutlineChange
                switch operation {
                case .toggle: change = outline.toggle(node); ref.toggle(v)
                case .expand: change = outline.expand(node); ref.expand(v)
                case .collapse: change = outline.collapse(node); ref.collapse(v)
                case .expandSubtree: change = outline.expandSubtree(node); ref.setAll(ref.subtree(v), true)
                case .collapseSubtree: change = outline.collapseSubtree(node); ref.setAll(ref.subtree(v), false)
                case .expandAll: change = outline.expandAll(); ref.setAll(Array(0..<n), true)
                case .collapseAll: change = outline.collapseAll(); ref.setAll(Array(0..<n), false)
                case .reveal: change = outline.reveal(node); ref.reveal(v)
                case .search:
                    let matches = Set((0..<Int.random(in: 0...4, using: &rng)).map { _ in Int.random(in: 0..<n, using: &rng) })
                    change = outline.showOnly(matching: matches.map(OutlineNode.init)); ref.search(matches)
                case .clearSearch: change = outline.clearSearch(); ref.clearSearch()
                case .restore:
                    var state = ExpansionState()
                    for w in 0..<n {
                        switch Int.random(in: 0..<3, using: &rng) {
                        case 0: state.expanded.insert("n\(w)")
                        case 1: state.collapsed.insert("n\(w)")
                        default: break
                        }
                    }
                    state.expanded.insert("unknown-id")
                    change = outline.restore(state); ref.restore(state)
                case .veto:
                    if Bool.random(using: &rng) { vetoExpand.formSymmetricDifference([v]) } else { vetoCollapse.formSymmetricDifference([v]) }
                    ref.vetoExpand = vetoExpand
                    ref.vetoCollapse = vetoCollapse
                    continue
                }
                let context = "seed \(seed) step \(step) \(operation) n\(v)"
                outline._checkInvariants()  // also in release test builds
                assertAgree(outline, ref, context)
                assertChange(change, turns: before, into: outline.referenceRows, context)
                steps += 1
            }
        }
        XCTAssertGreaterThan(steps, 10_000)
    }

    func assertAgree(_ outline: Outline, _ ref: ReferenceOutline, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        let expected = ref.rows
        XCTAssertEqual(outline.referenceRows, expected, context, file: file, line: line)
        XCTAssertEqual(outline.rowCount, expected.count, context, file: file, line: line)
        let visible = ref.visible
        for parent in [nil] + Array(0..<ref.nodes.count) {
            let children = parent.map { ref.nodes[$0].children } ?? ref.topLevel
            guard !children.isEmpty else { continue }
            let a = children.count / 3, b = children.count - children.count / 4
            XCTAssertEqual(outline.rowCount(ofChildrenOf: parent.map(OutlineNode.init), at: a..<b),
                           children[a..<b].reduce(0) { $0 + ref.shownRows($1) },
                           "\(context) rows of children \(a)..<\(b) of \(parent.map { "n\($0)" } ?? "the top level")", file: file, line: line)
        }
        for v in 0..<ref.nodes.count {
            XCTAssertEqual(outline.index(of: OutlineNode(v)), visible.firstIndex(of: v), "\(context) index of n\(v)", file: file, line: line)
            XCTAssertEqual(outline.isExpandedByUser(OutlineNode(v)), ref.userExpanded[v], "\(context) user state of n\(v)", file: file, line: line)
        }
    }

    func assertChange(_ change: OutlineChange, turns old: [ReferenceOutline.Row], into new: [ReferenceOutline.Row],
                      _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        // Applying the splices to the old rows keeps every surviving row's identity in place;
        // a surviving row that looks different must be listed as refreshed.
        let kept = change.apply(to: old.map { Optional($0) }) { _ in nil }
        XCTAssertEqual(kept.count, new.count, "\(context): splices give the wrong length", file: file, line: line)
        guard kept.count == new.count else { return }
        for (i, row) in kept.enumerated() {
            guard let row else { continue }
            XCTAssertEqual(row.id, new[i].id, "\(context): row \(i) after splices", file: file, line: line)
            if row != new[i] {
                XCTAssertTrue(change.refreshedRows.contains(i), "\(context): row \(i) changed but is not refreshed", file: file, line: line)
            }
        }
        XCTAssertEqual(change.refreshedRows, change.refreshedRows.sorted(), context, file: file, line: line)
        if old == new { XCTAssertTrue(change.splices.isEmpty, "\(context): nothing moved but splices", file: file, line: line) }
    }
}
