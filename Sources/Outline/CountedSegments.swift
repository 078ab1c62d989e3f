/// Fenwick trees over the visible-row counts of each parent's children, all in one flat array.
///
/// Segment `p` covers `start[p] ..< start[p] + length[p]`; prefix sums, point updates and
/// "which child holds row k" all cost O(log b) for b children. Counts are never negative.
/// Each entry also holds the child node at that place: the descent that finds a child ends on
/// its entry, so the node comes from a cache line already read.
struct CountedSegments {
    struct Entry {
        var count: Int32
        let node: Int32
    }

    private var entries: [Entry]

    /// `children`: every parent's children, segment after segment.
    init(children: [Int32]) { entries = children.map { Entry(count: 0, node: $0) } }

    /// The child node at flat index `index`.
    func node(at index: Int) -> Int32 { entries[index].node }

    /// The child nodes in a flat range.
    func nodes(_ range: Range<Int>) -> [Int32] { entries[range].map(\.node) }

    /// Replaces a segment's counts with `values` in O(b) and returns their sum.
    /// `values` gets each child's node.
    mutating func rebuild(start: Int, length: Int, values: (Int32) -> Int32) -> Int32 {
        var total: Int32 = 0
        for k in 0..<length {
            let v = values(entries[start + k].node)
            entries[start + k].count = v
            total += v
        }
        var i = 1
        while i <= length {
            let j = i + (i & -i)
            if j <= length { entries[start + j - 1].count += entries[start + i - 1].count }
            i += 1
        }
        return total
    }

    /// Adds `delta` to the count of child `position` of a segment.
    mutating func add(_ delta: Int32, at position: Int, start: Int, length: Int) {
        var i = position + 1
        while i <= length {
            entries[start + i - 1].count += delta
            i += i & -i
        }
    }

    /// The sum of the counts of the first `count` children of a segment.
    func prefixSum(_ count: Int, start: Int) -> Int32 {
        var sum: Int32 = 0
        var i = count
        while i > 0 {
            sum += entries[start + i - 1].count
            i -= i & -i
        }
        return sum
    }

    /// The child whose rows cover offset `target` (0-based, below the segment's total),
    /// and the offset of `target` within that child's rows.
    func locate(_ target: Int32, start: Int, length: Int) -> (position: Int, offset: Int32) {
        var position = 0
        var remaining = target
        var step = 1
        while step * 2 <= length { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= length, entries[start + next - 1].count <= remaining {
                position = next
                remaining -= entries[start + next - 1].count
            }
            step /= 2
        }
        return (position, remaining)
    }
}
