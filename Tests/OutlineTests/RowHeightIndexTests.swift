import XCTest
@testable import Outline

/// The height index against a plain array of heights, under random splices and measurements.
final class RowHeightIndexTests: XCTestCase {
    /// The naive reference: an array, summed on every query.
    struct NaiveHeights {
        var heights: [Double] = []
        var measured: [Bool] = []
        func offset(of row: Int) -> Double { heights[0..<row].reduce(0, +) }
        func row(at offset: Double) -> (row: Int, within: Double)? {
            guard !heights.isEmpty else { return nil }
            if offset <= 0 { return (0, offset) }
            var y = 0.0
            for (row, height) in heights.enumerated() {
                if y + height > offset || row == heights.count - 1 { return (row, offset - y) }
                y += height
            }
            return nil
        }
    }

    func testOffsetsAndLookupsMatchAnArrayUnderRandomEdits() {
        var rng = SeededGenerator(seed: 11)
        for round in 0..<60 {
            let start = Int.random(in: 0...700, using: &rng)
            let estimate = { (row: Int) -> Double in Double(20 + (row * 7 + round) % 13) }
            var index = RowHeightIndex(count: start, estimate: estimate)
            var naive = NaiveHeights(heights: (0..<start).map(estimate), measured: Array(repeating: false, count: start))
            for _ in 0..<40 {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0, 1:  // a splice, as a toggle or a search makes
                    let lower = Int.random(in: 0...naive.heights.count, using: &rng)
                    let upper = Int.random(in: lower...min(naive.heights.count, lower + 600), using: &rng)
                    let inserted = Int.random(in: 0...(Bool.random(using: &rng) ? 900 : 5), using: &rng)
                    index.replace(lower..<upper, with: inserted, estimate: estimate)
                    naive.heights.replaceSubrange(lower..<upper, with: (0..<inserted).map { estimate(lower + $0) })
                    naive.measured.replaceSubrange(lower..<upper, with: Array(repeating: false, count: inserted))
                case 2 where !naive.heights.isEmpty:  // a row laid out
                    let row = Int.random(in: 0..<naive.heights.count, using: &rng)
                    let height = Double(Int.random(in: 0...400, using: &rng))
                    index.setMeasured(row, height: height)
                    naive.heights[row] = height
                    naive.measured[row] = true
                case 3:  // a new width: estimates change, measurements stay or go
                    let measuredToo = Bool.random(using: &rng)
                    let wider = { (row: Int) -> Double in Double(10 + row % 5) }
                    index.reestimate(measuredToo: measuredToo, wider)
                    for row in naive.heights.indices where measuredToo || !naive.measured[row] {
                        naive.heights[row] = wider(row)
                        naive.measured[row] = false
                    }
                default:
                    break
                }
                XCTAssertEqual(index.count, naive.heights.count)
                XCTAssertEqual(index.totalHeight, naive.heights.reduce(0, +), accuracy: 0.01)
                for _ in 0..<8 where !naive.heights.isEmpty {
                    let row = Int.random(in: 0..<naive.heights.count, using: &rng)
                    XCTAssertEqual(index.offset(of: row), naive.offset(of: row), accuracy: 0.01, "round \(round) row \(row)")
                    XCTAssertEqual(index.height(of: row), naive.heights[row])
                    XCTAssertEqual(index.isMeasured(row), naive.measured[row])
                    let y = Double.random(in: -10...(naive.heights.reduce(0, +) + 50), using: &rng)
                    let found = index.row(at: y), expected = naive.row(at: y)
                    XCTAssertEqual(found?.row, expected?.row, "round \(round) offset \(y)")
                    XCTAssertEqual(found?.within ?? 0, expected?.within ?? 0, accuracy: 0.01)
                }
            }
        }
    }

    func testAnEmptyIndexHasNoRows() {
        var index = RowHeightIndex(count: 0) { _ in 10 }
        XCTAssertNil(index.row(at: 5))
        XCTAssertEqual(index.totalHeight, 0)
        index.replace(0..<0, with: 3) { _ in 10 }
        XCTAssertEqual(index.row(at: 25)?.row, 2)
        XCTAssertEqual(index.offset(of: 3), 30)
    }

    func testZeroHeightRowsAreSkippedByLookups() {
        var index = RowHeightIndex(count: 4) { _ in 10 }
        index.setMeasured(1, height: 0)
        XCTAssertEqual(index.row(at: 10)?.row, 2, "a row of no height covers no offset")
    }
}
