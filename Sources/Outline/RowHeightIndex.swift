/// The heights of a list of rows, measured where a view laid them out and estimated elsewhere,
/// and the offsets they add up to: what a virtual list needs to place any row without a widget.
///
/// Rows are kept in chunks of at most `chunkCapacity`, with Fenwick trees over the chunks' row
/// counts and height sums. The offset of a row and the row at an offset cost O(log c + B) for c
/// chunks of B rows; a height update O(log c); a splice of k rows O(k + B + c). A list of
/// 1,000,000 rows has about 6,000 chunks.
public struct RowHeightIndex: Sendable {
    /// Rows per chunk at most; a splice leaves chunks of at least half of it where it can.
    public static let chunkCapacity = 256

    struct Chunk: Sendable {
        var heights: [Float]
        var measured: [Bool]
        var sum: Double
    }

    private var chunks: [Chunk] = []
    /// Fenwick trees (1-based) over the chunks' row counts and height sums.
    private var countTree: [Int] = [0]
    private var sumTree: [Double] = [0]
    public private(set) var count = 0

    /// `count` rows with the heights `estimate` gives each index (none measured).
    public init(count: Int = 0, estimate: (Int) -> Double) {
        var rows: [Float] = []
        rows.reserveCapacity(count)
        for row in 0..<count { rows.append(Float(estimate(row))) }
        chunks = Self.chunked(rows, measured: Array(repeating: false, count: count))
        self.count = count
        rebuildTrees()
    }

    // MARK: Queries

    /// The sum of every row's height.
    public var totalHeight: Double { prefixSum(chunks.count) }

    /// The height of `row`.
    public func height(of row: Int) -> Double {
        let (chunk, position) = locate(row)
        return Double(chunks[chunk].heights[position])
    }

    /// Whether `row`'s height was measured (not estimated).
    public func isMeasured(_ row: Int) -> Bool {
        let (chunk, position) = locate(row)
        return chunks[chunk].measured[position]
    }

    /// The distance from the top of the list to the top of `row` (`count`: the total height).
    public func offset(of row: Int) -> Double {
        precondition(row >= 0 && row <= count, "row \(row) out of 0...\(count)")
        if row == count { return totalHeight }
        let (chunk, position) = locate(row)
        var offset = prefixSum(chunk)
        for height in chunks[chunk].heights[0..<position] { offset += Double(height) }
        return offset
    }

    /// The row that covers `offset` and how far into it `offset` is; offsets past the end give
    /// the last row, negative ones the first. Nil when the list is empty.
    public func row(at offset: Double) -> (row: Int, within: Double)? {
        guard count > 0 else { return nil }
        if offset <= 0 { return (0, offset) }
        // Fenwick descent: the last chunk whose start is at or before `offset`.
        var chunk = 0, rowsBefore = 0, start = 0.0
        var step = 1
        while step * 2 <= chunks.count { step *= 2 }
        while step > 0 {
            let next = chunk + step
            if next <= chunks.count, start + sumTree[next] <= offset {
                chunk = next
                start += sumTree[next]
                rowsBefore += countTree[next]
            }
            step /= 2
        }
        guard chunk < chunks.count else {
            return (count - 1, offset - (totalHeight - height(of: count - 1)))
        }
        var y = start
        let heights = chunks[chunk].heights
        for (position, height) in heights.enumerated() {
            if y + Double(height) > offset || position == heights.count - 1 {
                return (rowsBefore + position, offset - y)
            }
            y += Double(height)
        }
        preconditionFailure("chunks are never empty")
    }

    // MARK: Updates

    /// Records `row`'s laid-out height.
    public mutating func setMeasured(_ row: Int, height: Double) {
        setHeight(row, height: height, measured: true)
    }

    /// Sets `row`'s height, measured or estimated.
    public mutating func setHeight(_ row: Int, height: Double, measured: Bool) {
        let (chunk, position) = locate(row)
        let delta = height - Double(chunks[chunk].heights[position])
        chunks[chunk].heights[position] = Float(height)
        chunks[chunk].measured[position] = measured
        chunks[chunk].sum += delta
        var i = chunk + 1
        while i < sumTree.count {
            sumTree[i] += delta
            i += i & -i
        }
    }

    /// Replaces rows `range` with `inserted` new rows, estimated by `estimate` (given each new
    /// row's index in the list as it will be), as a list model's splice does.
    public mutating func replace(_ range: Range<Int>, with inserted: Int, estimate: (Int) -> Double) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "rows \(range) out of 0..<\(count)")
        guard !range.isEmpty || inserted > 0 else { return }
        // The chunks the splice touches, flattened, spliced, and cut into chunks again.
        let first = chunks.isEmpty ? 0 : locate(min(range.lowerBound, count - 1)).chunk
        let last = chunks.isEmpty ? -1 : (range.upperBound < count ? locate(range.upperBound).chunk : chunks.count - 1)
        let firstRow = prefixCount(first)
        var heights: [Float] = [], measured: [Bool] = []
        if last >= first {
            for chunk in chunks[first...last] {
                heights += chunk.heights
                measured += chunk.measured
            }
        }
        let local = (range.lowerBound - firstRow)..<(range.upperBound - firstRow)
        let new = (0..<inserted).map { Float(estimate(range.lowerBound + $0)) }
        heights.replaceSubrange(local, with: new)
        measured.replaceSubrange(local, with: repeatElement(false, count: inserted))
        chunks.replaceSubrange(first..<(last + 1), with: Self.chunked(heights, measured: measured))
        count += inserted - range.count
        rebuildTrees()
    }

    /// Estimates every row again that was not measured (better estimates, or a new width).
    public mutating func reestimate(measuredToo: Bool, _ estimate: (Int) -> Double) {
        var row = 0
        for c in chunks.indices {
            var sum = 0.0
            for position in chunks[c].heights.indices {
                if measuredToo || !chunks[c].measured[position] {
                    chunks[c].heights[position] = Float(estimate(row))
                    chunks[c].measured[position] = false
                }
                sum += Double(chunks[c].heights[position])
                row += 1
            }
            chunks[c].sum = sum
        }
        rebuildTrees()
    }

    // MARK: Internals

    private func prefixCount(_ chunkCount: Int) -> Int { Self.prefix(of: countTree, chunkCount) }
    private func prefixSum(_ chunkCount: Int) -> Double { Self.prefix(of: sumTree, chunkCount) }

    /// The sum of a Fenwick tree's first `count` entries.
    private static func prefix<Value: AdditiveArithmetic>(of tree: [Value], _ count: Int) -> Value {
        var sum = Value.zero, i = count
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The chunk holding `row` and the row's place in it.
    private func locate(_ row: Int) -> (chunk: Int, position: Int) {
        precondition(row >= 0 && row < count, "row \(row) out of 0..<\(count)")
        var chunk = 0, remaining = row
        var step = 1
        while step * 2 <= chunks.count { step *= 2 }
        while step > 0 {
            let next = chunk + step
            if next <= chunks.count, countTree[next] <= remaining {
                chunk = next
                remaining -= countTree[next]
            }
            step /= 2
        }
        return (chunk, remaining)
    }

    private mutating func rebuildTrees() {
        let n = chunks.count
        countTree = Array(repeating: 0, count: n + 1)
        sumTree = Array(repeating: 0, count: n + 1)
        for (i, chunk) in chunks.enumerated() {
            countTree[i + 1] += chunk.heights.count
            sumTree[i + 1] += chunk.sum
            let parent = (i + 1) + ((i + 1) & -(i + 1))
            if parent <= n {
                countTree[parent] += countTree[i + 1]
                sumTree[parent] += sumTree[i + 1]
            }
        }
    }

    /// Cuts rows into chunks of between half and all of `chunkCapacity` (one smaller chunk
    /// only when there are fewer rows than that).
    private static func chunked(_ heights: [Float], measured: [Bool]) -> [Chunk] {
        guard !heights.isEmpty else { return [] }
        let pieces = (heights.count + chunkCapacity - 1) / chunkCapacity
        var result: [Chunk] = []
        result.reserveCapacity(pieces)
        var start = 0
        for piece in 0..<pieces {
            let end = heights.count * (piece + 1) / pieces
            let slice = heights[start..<end]
            result.append(Chunk(heights: Array(slice), measured: Array(measured[start..<end]),
                                sum: slice.reduce(0.0) { $0 + Double($1) }))
            start = end
        }
        return result
    }
}
