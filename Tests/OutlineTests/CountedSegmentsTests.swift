import XCTest
@testable import Outline

/// The 16-ary count trees against plain arrays of counts, with segments from empty to several
/// levels deep (up to 5,000 children: three levels of block sums).
final class CountedSegmentsTests: XCTestCase {
    func testAgreesWithPlainPrefixSums() {
        var rng = SeededGenerator(seed: 42)
        let lengths = [0, 1, 15, 16, 17, 255, 256, 257, 4097, 5000]
        var children: [Int32] = []
        var ranges: [ChildRange] = []
        for length in lengths {
            ranges.append(ChildRange(start: Int32(children.count), count: Int32(length)))
            children += (0..<length).map { Int32(children.count + $0) }
        }
        var segments = CountedSegments(children: children, ranges: ranges)
        var plain: [[Int32]] = lengths.map { length in (0..<length).map { _ in Int32.random(in: 0...3, using: &rng) } }
        for slot in lengths.indices {
            let total = segments.rebuild(slot: slot) { node in plain[slot][Int(node) - Int(ranges[slot].start)] }
            XCTAssertEqual(total, plain[slot].reduce(0, +))
        }
        for step in 0..<4000 {
            let slot = Int.random(in: 1..<lengths.count, using: &rng)
            let length = lengths[slot]
            let position = Int.random(in: 0..<length, using: &rng)
            let delta = Int32.random(in: -plain[slot][position]...5, using: &rng)
            plain[slot][position] += delta
            segments.add(delta, at: position, slot: slot)
            let k = Int.random(in: 0...length, using: &rng)
            XCTAssertEqual(segments.prefixSum(k, slot: slot), plain[slot][..<k].reduce(0, +), "step \(step) prefix \(k) of \(length)")
            let total = plain[slot].reduce(0, +)
            guard total > 0 else { continue }
            let target = Int32.random(in: 0..<total, using: &rng)
            let (found, offset) = segments.locate(target, slot: slot)
            let before = plain[slot][..<found].reduce(0, +)
            XCTAssertTrue(before <= target && target < before + plain[slot][found], "step \(step) locate \(target) in \(length)")
            XCTAssertEqual(offset, target - before)
        }
    }
}
