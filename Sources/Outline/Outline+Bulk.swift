/// Operations that change many nodes at once: they rewrite the flags of a region, recount it
/// in O(region), and diff the region's visible rows before and after into splices.
extension Outline {
    /// Expands `node` and every expandable node below it.
    @discardableResult
    public func expandSubtree(_ node: OutlineNode) -> OutlineChange {
        setSubtree(node.rawValue, expanded: true, where: { _ in true })
    }

    /// Collapses `node` and every node below it.
    @discardableResult
    public func collapseSubtree(_ node: OutlineNode) -> OutlineChange {
        setSubtree(node.rawValue, expanded: false, where: { _ in true })
    }

    /// Expands every expandable node for which `include` holds (default: all).
    @discardableResult
    public func expandAll(where include: (OutlineNode) -> Bool = { _ in true }) -> OutlineChange {
        setSubtree(nil, expanded: true, where: include)
    }

    /// Collapses every node for which `include` holds (default: all).
    @discardableResult
    public func collapseAll(where include: (OutlineNode) -> Bool = { _ in true }) -> OutlineChange {
        setSubtree(nil, expanded: false, where: include)
    }

    /// Bulk operations honour the veto hooks and the policies: under an `exclusive` parent at
    /// most one child ends up open (the one already open, else the first), and a `keepOneOpen`
    /// parent keeps one.
    private func setSubtree(_ top: Int?, expanded value: Bool, where include: (OutlineNode) -> Bool) -> OutlineChange {
        let nodes = top.map { $0..<Int(subtreeEnd[$0]) } ?? 0..<nodeCount
        return rewrite(region: top) {
            var flipped: [Int] = []
            for v in nodes where expanded[v] != value && isExpandable(v) && include(OutlineNode(v)) {
                let veto = value ? shouldExpand : shouldCollapse
                guard veto?(OutlineNode(v)) ?? true, policiesAllow(v, expanded: value) else { continue }
                expanded[v] = value
                userExpanded[v] = value
                flipped.append(v)
            }
            return flipped
        }
    }

    /// Whether giving `v` this state keeps its parent's policy (checked in pre-order, so
    /// earlier siblings have their final state).
    private func policiesAllow(_ v: Int, expanded value: Bool) -> Bool {
        let p = parents[v]
        guard p >= 0 else { return true }
        let policy = policies[Int(p)]
        guard !policy.isDisjoint(with: [.exclusive, .keepOneOpen]) else { return true }
        let siblingsOpen = children(of: OutlineNode(Int(p))).contains { $0.rawValue != v && expanded[$0.rawValue] }
        if value { return !(policy.contains(.exclusive) && siblingsOpen) }
        return !(policy.contains(.keepOneOpen) && !siblingsOpen)
    }

    // MARK: Region rewrite

    /// Runs `mutate` (which changes flags inside the region and returns the nodes whose
    /// `expanded` flipped), recounts, and records the visible-row difference as splices.
    /// `region` nil means the whole outline; otherwise the subtree of that node, itself included.
    func rewrite(region: Int?, _ mutate: () -> [Int]) -> OutlineChange {
        willMutate()
        let base: Int?
        if let region { base = index(of: OutlineNode(region)) } else { base = 0 }
        let before = base == nil ? [] : visibleNodes(in: region)
        let flipped = mutate()
        if let region { recount(below: OutlineNode(region)) } else { recount(below: nil) }
        var recorder = ChangeRecorder()
        recorder.change.flipped = flipped.map(OutlineNode.init)
        recorder.touched = flipped
        if let base {
            let after = visibleNodes(in: region)
            diff(before, after, base: base, into: &recorder)
        }
        return finish(recorder)
    }

    /// The visible nodes of a region in row order: a pre-order walk that skips hidden subtrees.
    func visibleNodes(in region: Int?) -> [Int32] {
        var result: [Int32] = []
        var v = region ?? 0
        let end = region.map { Int(subtreeEnd[$0]) } ?? nodeCount
        while v < end {
            if passes[v] {
                result.append(Int32(v))
                v = expanded[v] ? v + 1 : Int(subtreeEnd[v])
            } else {
                v = Int(subtreeEnd[v])
            }
        }
        return result
    }

    /// Splices that turn `old` into `new`: both are in pre-order, so one merge pass finds them.
    private func diff(_ old: [Int32], _ new: [Int32], base: Int, into recorder: inout ChangeRecorder) {
        var i = 0, j = 0, position = base
        func markRowBefore() {
            // A splice that merges into the previous one has that one's rows before it.
            if let last = recorder.change.splices.last, position == last.position + last.inserted { return }
            if position > base {
                recorder.touched.append(Int(new[position - base - 1]))
            } else if position > 0 {
                recorder.touched.append(self.node(at: position - 1).rawValue)
            }
        }
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                i += 1; j += 1; position += 1
            } else if j == new.count || (i < old.count && old[i] < new[j]) {
                markRowBefore()
                recorder.change.append(.init(position: position, removed: 1, inserted: 0))
                i += 1
            } else {
                markRowBefore()
                recorder.change.append(.init(position: position, removed: 0, inserted: 1))
                j += 1; position += 1
            }
        }
    }
}
