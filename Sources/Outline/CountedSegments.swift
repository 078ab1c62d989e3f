/// Fenwick trees over the visible-row counts of each parent's children, all in one flat array.
///
/// Segment `p` covers `start[p] ..< start[p] + length[p]`; prefix sums, point updates and
/// "which child holds row k" all cost O(log b) for b children. Counts are never negative.
struct CountedSegments {
    private(set) var tree: [Int32]

    init(count: Int) { tree = Array(repeating: 0, count: count) }

    /// Replaces a segment's counts with `values` in O(b) and returns their sum.
    mutating func rebuild(start: Int, length: Int, values: (Int) -> Int32) -> Int32 {
        var total: Int32 = 0
        for k in 0..<length {
            let v = values(k)
            tree[start + k] = v
            total += v
        }
        var i = 1
        while i <= length {
            let j = i + (i & -i)
            if j <= length { tree[start + j - 1] += tree[start + i - 1] }
            i += 1
        }
        return total
    }

    /// Adds `delta` to the count of child `position` of a segment.
    mutating func add(_ delta: Int32, at position: Int, start: Int, length: Int) {
        var i = position + 1
        while i <= length {
            tree[start + i - 1] += delta
            i += i & -i
        }
    }

    /// The sum of the counts of the first `count` children of a segment.
    func prefixSum(_ count: Int, start: Int) -> Int32 {
        var sum: Int32 = 0
        var i = count
        while i > 0 {
            sum += tree[start + i - 1]
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
            if next <= length, tree[start + next - 1] <= remaining {
                position = next
                remaining -= tree[start + next - 1]
            }
            step /= 2
        }
        return (position, remaining)
    }
}
