/// The rules the model's stored counts and flags keep, checked in debug builds after every
/// mutation (as swift-collections' `_checkInvariants()` does) and by the property test.
extension Outline {
    /// Outlines larger than this are not checked after each mutation (an O(n log n) walk).
    static let checkedNodeLimit = 50_000

    /// Calls `_checkInvariants` in debug builds for outlines of up to `checkedNodeLimit` nodes.
    @inline(__always)
    func checkInvariantsInDebug() {
        #if DEBUG
        if nodeCount <= Self.checkedNodeLimit { _checkInvariants() }
        #endif
    }

    /// Traps when a stored count or flag disagrees with what the structure and flags imply.
    public func _checkInvariants() {
        let n = nodeCount
        precondition(expanded.count == n && userExpanded.count == n && passes.count == n && shown.count == n,
                     "per-node arrays have one entry a node")
        for v in 0..<n {
            precondition(!expanded[v] || isExpandable(v), "node \(v) is expanded but cannot be")
            if search == nil {
                precondition(passes[v], "node \(v) is filtered out with no search")
                precondition(expanded[v] == (userExpanded[v] && isExpandable(v)), "node \(v): shown expansion differs from the user's with no search")
            }
            precondition(shown[v] == ownShown(v), "node \(v) contributes \(shown[v]) rows, its flags say \(ownShown(v))")
        }
        for slot in 0...n {
            let range = childRanges[slot]
            var sum: Int32 = 0
            for position in 0..<Int(range.count) {
                let child = Int(counts.node(at: Int(range.start) + position))
                let parent = parents[child]
                precondition((parent >= 0 ? Int(parent) : n) == slot, "child \(child) is filed under the wrong parent")
                precondition(Int(positionInParent[child]) == position, "child \(child) has the wrong position")
                let counted = counts.prefixSum(position + 1, slot: slot) - counts.prefixSum(position, slot: slot)
                precondition(counted == shown[child], "the count tree holds \(counted) rows for node \(child), not \(shown[child])")
                sum += shown[child]
            }
            precondition(childSum[slot] == sum, "slot \(slot) sums \(childSum[slot]) rows, its children \(sum)")
        }
    }
}
