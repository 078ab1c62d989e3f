/// Expanding and collapsing, one node at a time, with the `exclusive` and `keepOneOpen` policies
/// and the veto hooks. Each public call returns one change and tells the observers.
extension Outline {
    /// Expands `node` if it can be and no hook vetoes it; in an `exclusive` parent,
    /// its open siblings collapse in the same change.
    @discardableResult
    public func expand(_ node: OutlineNode) -> OutlineChange {
        willMutate()
        var recorder = ChangeRecorder()
        expand(node.rawValue, into: &recorder)
        return finish(recorder)
    }

    /// Collapses `node` unless it is the last open child of a `keepOneOpen` parent or a hook vetoes it.
    @discardableResult
    public func collapse(_ node: OutlineNode) -> OutlineChange {
        willMutate()
        var recorder = ChangeRecorder()
        if canCollapse(node.rawValue, keepingOneOpen: true) {
            setExpanded(node.rawValue, false, into: &recorder)
        }
        return finish(recorder)
    }

    /// Expands a collapsed node, collapses an expanded one.
    @discardableResult
    public func toggle(_ node: OutlineNode) -> OutlineChange {
        willMutate()
        return expanded[node.rawValue] ? collapse(node) : expand(node)
    }

    /// Expands every ancestor of `node`, top-down, so that it becomes visible (for deep links).
    @discardableResult
    public func reveal(_ node: OutlineNode) -> OutlineChange {
        willMutate()
        var recorder = ChangeRecorder()
        for ancestor in ancestors(of: node).reversed() where !expanded[ancestor.rawValue] {
            guard expand(ancestor.rawValue, into: &recorder) else { break }
        }
        return finish(recorder)
    }

    // MARK: Primitives

    /// Applies the expand policies; returns whether `v` is expanded afterwards.
    @discardableResult
    func expand(_ v: Int, into recorder: inout ChangeRecorder) -> Bool {
        if expanded[v] { return true }
        guard isExpandable(v), shouldExpand?(OutlineNode(v)) ?? true else { return false }
        let p = parents[v]
        if p >= 0, policies[Int(p)].contains(.exclusive) {
            for sibling in children(of: OutlineNode(Int(p))) where sibling.rawValue != v && expanded[sibling.rawValue] {
                if canCollapse(sibling.rawValue, keepingOneOpen: false) {
                    setExpanded(sibling.rawValue, false, into: &recorder)
                }
            }
        }
        setExpanded(v, true, into: &recorder)
        return true
    }

    func canCollapse(_ v: Int, keepingOneOpen: Bool) -> Bool {
        guard expanded[v] else { return false }
        let p = parents[v]
        if keepingOneOpen, p >= 0, policies[Int(p)].contains(.keepOneOpen) {
            let othersOpen = children(of: OutlineNode(Int(p))).contains { $0.rawValue != v && expanded[$0.rawValue] }
            if !othersOpen { return false }
        }
        return shouldCollapse?(OutlineNode(v)) ?? true
    }

    /// Flips one node's expansion (the user's and the shown one) and records its splice.
    func setExpanded(_ v: Int, _ value: Bool, into recorder: inout ChangeRecorder) {
        guard expanded[v] != value else {
            userExpanded[v] = value
            return
        }
        let row = index(of: OutlineNode(v))
        expanded[v] = value
        userExpanded[v] = value
        updateShown(v)
        recorder.change.flipped.append(OutlineNode(v))
        recorder.touched.append(v)
        if let row, passes[v] {
            let rows = Int(childSum[v])
            recorder.change.append(.init(position: row + 1, removed: value ? 0 : rows, inserted: value ? rows : 0))
        }
    }

    // MARK: Finishing

    /// Works out which kept rows look different, then tells the observers.
    func finish(_ recorder: ChangeRecorder) -> OutlineChange {
        checkInvariantsInDebug()
        var change = recorder.change
        guard !change.isEmpty else { return change }
        var rows = Set<Int>()
        if recorder.touched.count > 64 {
            // Many rows: one walk of the visible rows beats a lookup each.
            var rowOf = [Int32](repeating: -1, count: nodeCount)
            for (row, v) in visibleNodes(in: nil).enumerated() { rowOf[Int(v)] = Int32(row) }
            for v in recorder.touched where rowOf[v] >= 0 { rows.insert(Int(rowOf[v])) }
        } else {
            for v in recorder.touched {
                if let row = index(of: OutlineNode(v)) { rows.insert(row) }
            }
        }
        // Inserted rows are drawn fresh; only kept rows need refreshing.
        var inserted = IndexRanges()
        for splice in change.splices { inserted.splice(splice) }
        change.refreshedRows = rows.filter { !inserted.contains($0) }.sorted()

        notify(change)
        return change
    }
}

/// What an operation has done so far.
struct ChangeRecorder {
    var change = OutlineChange()
    /// Nodes whose row may look different: flipped ones and those just before a splice.
    var touched: [Int] = []
}
