extension Outline {
    /// The nodes of visible rows `rows`, in order: one lookup, then a walk in document order
    /// that jumps over hidden subtrees; O(d · log b + k + hidden subtrees skipped).
    public func nodes(inRows rows: Range<Int>) -> [OutlineNode] {
        precondition(rows.lowerBound >= 0 && rows.upperBound <= rowCount, "rows \(rows) out of 0..<\(rowCount)")
        guard !rows.isEmpty else { return [] }
        var result: [OutlineNode] = []
        result.reserveCapacity(rows.count)
        var v = node(at: rows.lowerBound).rawValue
        result.append(OutlineNode(v))
        while result.count < rows.count {
            // Into the first child if open (a childless node's next is its subtree's end anyway),
            // else past the subtree; then past subtrees a search hides.
            v = expanded[v] ? v + 1 : Int(subtreeEnd[v])
            while !passes[v] { v = Int(subtreeEnd[v]) }
            result.append(OutlineNode(v))
        }
        return result
    }
}
