/// The rows a sequence of splices inserted, tracked as sorted disjoint ranges of the final list.
struct IndexRanges {
    private(set) var ranges: [Range<Int>] = []

    /// Follows one splice: drops the removed rows, shifts what follows, adds the inserted rows.
    mutating func splice(_ s: OutlineChange.Splice) {
        let removedEnd = s.position + s.removed
        let shift = s.inserted - s.removed
        // Fast path: splices in ascending order (bulk operations) only ever append.
        if let last = ranges.last, last.upperBound <= s.position {
            add(s.position..<s.position + s.inserted)
            return
        }
        var result: [Range<Int>] = []
        result.reserveCapacity(ranges.count + 1)
        for r in ranges {
            if r.upperBound <= s.position {
                result.append(r)
            } else if r.lowerBound >= removedEnd {
                result.append(r.lowerBound + shift..<r.upperBound + shift)
            } else {
                // Overlaps the removed rows: keep the parts outside them.
                if r.lowerBound < s.position { result.append(r.lowerBound..<s.position) }
                if r.upperBound > removedEnd { result.append(removedEnd + shift..<r.upperBound + shift) }
            }
        }
        ranges = result
        insert(s.position..<s.position + s.inserted)
    }

    func contains(_ index: Int) -> Bool {
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound <= index { low = mid + 1 } else { high = mid }
        }
        return low < ranges.count && ranges[low].contains(index)
    }

    private mutating func add(_ r: Range<Int>) {
        guard !r.isEmpty else { return }
        if let last = ranges.last, last.upperBound == r.lowerBound {
            ranges[ranges.count - 1] = last.lowerBound..<r.upperBound
        } else {
            ranges.append(r)
        }
    }

    /// Inserts a range at its sorted place, merging neighbours that touch it.
    private mutating func insert(_ r: Range<Int>) {
        guard !r.isEmpty else { return }
        var lower = r.lowerBound, upper = r.upperBound
        var result: [Range<Int>] = []
        var placed = false
        for existing in ranges {
            if existing.upperBound < lower {
                result.append(existing)
            } else if existing.lowerBound > upper {
                if !placed { result.append(lower..<upper); placed = true }
                result.append(existing)
            } else {
                lower = min(lower, existing.lowerBound)
                upper = max(upper, existing.upperBound)
            }
        }
        if !placed { result.append(lower..<upper) }
        ranges = result
    }
}
