/// Counts of visible rows for each parent's children, all in one flat array, with sums of
/// blocks of 16 above them (a 16-ary tree of counts per parent).
///
/// Segment `slot` holds its children's counts at `start ..< start + length`; prefix sums, point
/// updates and "which child holds row k" each read one 64-byte run of counts per level, so a
/// lookup among b children touches ⌈log₁₆ b⌉ + 1 cache lines (a Fenwick tree over 10,000
/// children touches 14 scattered ones).
struct CountedSegments {
    static let fanOut = 16

    /// Child counts and the child nodes beside them, segment after segment.
    private var counts: [Int32]
    private var nodes: [Int32]
    /// Block sums of every segment's levels.
    private var summaries: [Int32]
    /// Segment `slot`'s levels, bottom first: `levelCount[slot]` pairs (offset in `summaries`,
    /// size) from `levelTable[levelStart[slot]]` on. Segments of 16 children or fewer have none.
    private var levelTable: [Int32] = []
    private var levelStart: [Int32]
    private var levelCount: [UInt8]
    private let segmentStart: [Int32]
    private let segmentLength: [Int32]

    /// `children`: every parent's children, segment after segment; `ranges[slot]`: where each
    /// segment is in `children`.
    init(children: [Int32], ranges: [ChildRange]) {
        nodes = children
        counts = Array(repeating: 0, count: children.count)
        segmentStart = ranges.map(\.start)
        segmentLength = ranges.map(\.count)
        levelStart = Array(repeating: 0, count: ranges.count)
        levelCount = Array(repeating: 0, count: ranges.count)
        var total: Int32 = 0
        for (slot, range) in ranges.enumerated() where range.count > Int32(Self.fanOut) {
            levelStart[slot] = Int32(levelTable.count)
            var size = Int(range.count)
            while size > Self.fanOut {
                size = (size + Self.fanOut - 1) / Self.fanOut
                levelTable.append(total)
                levelTable.append(Int32(size))
                total += Int32(size)
                levelCount[slot] += 1
            }
        }
        summaries = Array(repeating: 0, count: Int(total))
    }

    /// Level `level` (0: just above the counts) of segment `slot`.
    private func level(_ level: Int, of slot: Int) -> (offset: Int, size: Int) {
        let at = Int(levelStart[slot]) + 2 * level
        return (Int(levelTable[at]), Int(levelTable[at + 1]))
    }

    /// The child node at flat index `index`.
    func node(at index: Int) -> Int32 { nodes[index] }

    /// The child nodes in a flat range.
    func nodes(_ range: Range<Int>) -> [Int32] { Array(nodes[range]) }

    /// Replaces a segment's counts with `values` (given each child's node) in O(b) and returns their sum.
    mutating func rebuild(slot: Int, values: (Int32) -> Int32) -> Int32 {
        let start = Int(segmentStart[slot]), length = Int(segmentLength[slot])
        var total: Int32 = 0
        for k in start..<start + length {
            let v = values(nodes[k])
            counts[k] = v
            total += v
        }
        // Each level sums blocks of 16 of the one below.
        for l in 0..<Int(levelCount[slot]) {
            let (offset, size) = level(l, of: slot)
            let below = l == 0 ? (offset: start, size: length) : level(l - 1, of: slot)
            for block in 0..<size {
                var sum: Int32 = 0
                let from = below.offset + block * Self.fanOut
                for i in from..<min(from + Self.fanOut, below.offset + below.size) {
                    sum += l == 0 ? counts[i] : summaries[i]
                }
                summaries[offset + block] = sum
            }
        }
        return total
    }

    /// Adds `delta` to the count of child `position` of segment `slot`.
    mutating func add(_ delta: Int32, at position: Int, slot: Int) {
        counts[Int(segmentStart[slot]) + position] += delta
        var index = position
        for l in 0..<Int(levelCount[slot]) {
            index /= Self.fanOut
            summaries[level(l, of: slot).offset + index] += delta
        }
    }

    /// The sum of the counts of the first `count` children of segment `slot`: the part of
    /// each level's block before the position, and at the top level everything before it.
    func prefixSum(_ count: Int, slot: Int) -> Int32 {
        let start = Int(segmentStart[slot])
        let levels = Int(levelCount[slot])
        var sum: Int32 = 0
        var position = count
        let from = levels == 0 ? 0 : position - position % Self.fanOut
        for i in start + from..<start + position { sum += counts[i] }
        for l in 0..<levels {
            position /= Self.fanOut
            let offset = level(l, of: slot).offset
            let from = l == levels - 1 ? 0 : position - position % Self.fanOut
            for i in offset + from..<offset + position { sum += summaries[i] }
        }
        return sum
    }

    /// The child of segment `slot` whose rows cover offset `target` (0-based, below the
    /// segment's total), and the offset of `target` within that child's rows.
    func locate(_ target: Int32, slot: Int) -> (position: Int, offset: Int32) {
        var remaining = target
        var block = 0
        // From the top level down, scan one block of 16 sums in each; a block's last entry
        // needs no test, as the target is inside the block.
        for l in stride(from: Int(levelCount[slot]) - 1, through: 0, by: -1) {
            let (offset, size) = level(l, of: slot)
            var i = block * Self.fanOut
            let end = min(i + Self.fanOut, size)
            while i < end - 1, summaries[offset + i] <= remaining {
                remaining -= summaries[offset + i]
                i += 1
            }
            block = i
        }
        let start = Int(segmentStart[slot])
        var i = block * Self.fanOut
        let end = min(i + Self.fanOut, Int(segmentLength[slot]))
        while i < end - 1, counts[start + i] <= remaining {
            remaining -= counts[start + i]
            i += 1
        }
        return (i, remaining)
    }
}
