/// An expandable tree flattened into visible rows: the model behind an accordion and an outline view.
///
/// Expansion is a per-node flag kept apart from visibility, so a collapsed parent keeps its
/// children's state. Visible-row counts live in per-parent 16-ary count trees: index ↔ node and a
/// toggle cost O(d · log b) for depth d and b siblings, never a walk of the document.
/// Every mutation returns one `OutlineChange`, also sent to observers once the model is consistent.
public final class Outline {
    // Structure, fixed at build. Nodes are in pre-order: a subtree is `v ..< subtreeEnd[v]`.
    let ids: [String]
    let titles: [String]
    let kindCodes: [UInt8]
    let kindTable: [NodeKind]
    let parents: [Int32]
    let levels: [Int32]
    let policies: [NodePolicy]
    let subtreeEnd: [Int32]
    let indexByID: [String: Int32]
    /// Children of node p are at `start ..< start + count` (of `childRanges[p]`) in `counts`;
    /// slot `rootSlot` (== node count) holds the top-level nodes. One array, so that a
    /// lookup touches one cache line per level.
    let childRanges: [ChildRange]
    let positionInParent: [Int32]

    // Expansion and visibility.
    /// What the user chose (or the document's default): survives searches.
    var userExpanded: [Bool]
    /// What is shown now: `userExpanded`, or the search overlay's expansion while searching.
    var expanded: [Bool]
    /// False for nodes a search hides.
    var passes: [Bool]
    /// Rows node v contributes when its parent shows children: itself plus, if expanded, its children's.
    var shown: [Int32]
    /// Sum of `shown` over v's children (for `rootSlot`, the visible row count).
    var childSum: [Int32]
    var counts: CountedSegments

    var search: SearchOverlay?
    var observers: [Int: (OutlineChange) -> Void] = [:]
    var nextObserverKey = 0
    /// Changes being delivered, the outermost first (see `Outline+Observation`).
    var deliveries: [Delivery] = []

    /// Asked before a node expands; returning false vetoes it.
    public var shouldExpand: ((OutlineNode) -> Bool)?
    /// Asked before a node collapses; returning false vetoes it.
    public var shouldCollapse: ((OutlineNode) -> Bool)?

    /// Builds the outline in O(n); nodes flagged `.expandedByDefault` start expanded.
    public init(_ builder: OutlineBuilder) {
        let n = builder.ids.count
        ids = builder.ids
        titles = builder.titles
        kindCodes = builder.kinds
        kindTable = builder.kindTable
        parents = builder.parents
        policies = builder.policies
        indexByID = builder.indexByID

        var levels = [Int32](repeating: 0, count: n)
        var childCount = [Int32](repeating: 0, count: n + 1)
        var positionInParent = [Int32](repeating: 0, count: n)
        for v in 0..<n {
            let p = builder.parents[v]
            if p >= 0 { levels[v] = levels[Int(p)] + 1 }
            let slot = p >= 0 ? Int(p) : n
            positionInParent[v] = childCount[slot]
            childCount[slot] += 1
        }
        var childStart = [Int32](repeating: 0, count: n + 1)
        var running: Int32 = 0
        for slot in 0...n {
            childStart[slot] = running
            running += childCount[slot]
        }
        var childList = [Int32](repeating: 0, count: n)
        for v in 0..<n {
            let p = builder.parents[v]
            let slot = p >= 0 ? Int(p) : n
            childList[Int(childStart[slot] + positionInParent[v])] = Int32(v)
        }
        // Pre-order: a subtree ends where the next node at the same or a shallower level starts.
        var subtreeEnd = [Int32](repeating: Int32(n), count: n)
        var open: [Int32] = []
        for v in 0..<n {
            while let top = open.last, levels[Int(top)] >= levels[v] {
                subtreeEnd[Int(top)] = Int32(v)
                open.removeLast()
            }
            open.append(Int32(v))
        }

        self.levels = levels
        childRanges = (0...n).map { ChildRange(start: childStart[$0], count: childCount[$0]) }
        self.positionInParent = positionInParent
        self.subtreeEnd = subtreeEnd
        userExpanded = (0..<n).map { v in
            builder.policies[v].contains(.expandedByDefault) && (childCount[v] > 0 || builder.policies[v].contains(.expandable))
        }
        expanded = userExpanded
        passes = Array(repeating: true, count: n)
        shown = Array(repeating: 0, count: n)
        childSum = Array(repeating: 0, count: n + 1)
        counts = CountedSegments(children: childList, ranges: childRanges)
        recount(below: nil)
    }

    // MARK: Structure

    /// The number of nodes.
    public var nodeCount: Int { ids.count }
    var rootSlot: Int { ids.count }

    /// The node with this ID, in O(1).
    public func node(id: String) -> OutlineNode? { indexByID[id].map { OutlineNode(Int($0)) } }
    public func id(of node: OutlineNode) -> String { ids[node.rawValue] }
    public func title(of node: OutlineNode) -> String { titles[node.rawValue] }
    public func kind(of node: OutlineNode) -> NodeKind { kindTable[Int(kindCodes[node.rawValue])] }
    public func policy(of node: OutlineNode) -> NodePolicy { policies[node.rawValue] }
    /// Depth from the top level (0).
    public func level(of node: OutlineNode) -> Int { Int(levels[node.rawValue]) }
    public func parent(of node: OutlineNode) -> OutlineNode? {
        let p = parents[node.rawValue]
        return p >= 0 ? OutlineNode(Int(p)) : nil
    }
    /// The children of `node` (nil: the top-level nodes), in order.
    public func children(of node: OutlineNode?) -> [OutlineNode] {
        let slot = node?.rawValue ?? rootSlot
        let start = Int(childRanges[slot].start)
        return counts.nodes(start..<start + Int(childRanges[slot].count)).map { OutlineNode(Int($0)) }
    }
    /// The node's place among its parent's children (0-based).
    public func indexInParent(_ node: OutlineNode) -> Int { Int(positionInParent[node.rawValue]) }
    /// The child of `node` (nil: the top level) at `index`, if there is one.
    public func child(of node: OutlineNode?, at index: Int) -> OutlineNode? {
        let range = childRanges[node?.rawValue ?? rootSlot]
        guard index >= 0, index < Int(range.count) else { return nil }
        return OutlineNode(Int(counts.node(at: Int(range.start) + index)))
    }
    public func firstChild(of node: OutlineNode) -> OutlineNode? {
        childRanges[node.rawValue].count > 0 ? OutlineNode(Int(counts.node(at: Int(childRanges[node.rawValue].start)))) : nil
    }
    /// Each node's parent's index (-1 at the top level), in node order: an immutable copy that
    /// other threads may read (the outline itself belongs to its thread).
    public var parentIndices: [Int32] { parents }
    /// Ancestors from the parent up to the top level.
    public func ancestors(of node: OutlineNode) -> [OutlineNode] {
        var result: [OutlineNode] = []
        var p = parents[node.rawValue]
        while p >= 0 {
            result.append(OutlineNode(Int(p)))
            p = parents[Int(p)]
        }
        return result
    }
    /// All nodes of the subtree below `node`, in pre-order (without `node`).
    public func descendants(of node: OutlineNode) -> [OutlineNode] {
        (node.rawValue + 1..<Int(subtreeEnd[node.rawValue])).map(OutlineNode.init)
    }
    /// Whether the node can be expanded: it has children or is flagged `.expandable`.
    public func isExpandable(_ node: OutlineNode) -> Bool { isExpandable(node.rawValue) }
    func isExpandable(_ v: Int) -> Bool { childRanges[v].count > 0 || policies[v].contains(.expandable) }

    // MARK: Expansion and visibility

    /// Whether the node is expanded now (including a search's temporary expansion).
    public func isExpanded(_ node: OutlineNode) -> Bool { expanded[node.rawValue] }
    /// Whether the user's own expansion (kept across searches) has the node open.
    public func isExpandedByUser(_ node: OutlineNode) -> Bool { userExpanded[node.rawValue] }

    /// Whether the node is a visible row: it passes the search and every ancestor is expanded.
    public func isVisible(_ node: OutlineNode) -> Bool {
        let v = node.rawValue
        guard passes[v] else { return false }
        var p = parents[v]
        while p >= 0 {
            if !expanded[Int(p)] || !passes[Int(p)] { return false }
            p = parents[Int(p)]
        }
        return true
    }

    // MARK: Visible rows

    /// The number of visible rows.
    public var rowCount: Int { Int(childSum[rootSlot]) }

    /// The visible row index of `node`, or nil when it is hidden; O(d · log b).
    public func index(of node: OutlineNode) -> Int? {
        guard isVisible(node) else { return nil }
        var v = node.rawValue
        var index: Int32 = 0
        while true {
            let p = parents[v]
            let slot = p >= 0 ? Int(p) : rootSlot
            index += counts.prefixSum(Int(positionInParent[v]), slot: slot)
            if p < 0 { break }
            index += 1  // the parent's own row
            v = Int(p)
        }
        return Int(index)
    }

    /// The rows that the children of `parent` (nil: the top level) at `positions` show, each
    /// its own row and its visible descendants', as if `parent` were open; O(log b).
    public func rowCount(ofChildrenOf parent: OutlineNode?, at positions: Range<Int>) -> Int {
        let slot = parent?.rawValue ?? rootSlot
        return Int(counts.prefixSum(positions.upperBound, slot: slot) - counts.prefixSum(positions.lowerBound, slot: slot))
    }

    /// The node shown at visible row `index`; O(d · log b).
    public func node(at index: Int) -> OutlineNode {
        precondition(index >= 0 && index < rowCount, "row \(index) out of 0..<\(rowCount)")
        var slot = rootSlot
        var target = Int32(index)
        while true {
            let (position, offset) = counts.locate(target, slot: slot)
            let child = Int(counts.node(at: Int(childRanges[slot].start) + position))
            if offset == 0 { return OutlineNode(child) }
            slot = child
            target = offset - 1
        }
    }

    /// The visible row at `index`.
    public func row(at index: Int) -> OutlineRow {
        let node = node(at: index)
        return OutlineRow(outline: self, node: node, separatorAfter: separatorAfter(row: index, node: node))
    }

    /// All visible rows, in order; O(rows).
    public var rows: [OutlineRow] { (0..<rowCount).map(row(at:)) }

    /// The separator rule: after the last visible row of a group and between top-level rows.
    func separatorAfter(row index: Int, node: OutlineNode) -> Bool {
        guard index + 1 < rowCount else { return false }
        let nextLevel = levels[self.node(at: index + 1).rawValue]
        return nextLevel == 0 || nextLevel < levels[node.rawValue]
    }

    /// Whether a separator follows the row of `node` (false when hidden).
    public func hasSeparatorAfter(_ node: OutlineNode) -> Bool {
        guard let index = index(of: node) else { return false }
        return separatorAfter(row: index, node: node)
    }

    // MARK: Counting

    /// The row count node v contributes, from its flags and its children's sum.
    func ownShown(_ v: Int) -> Int32 {
        passes[v] ? 1 + (expanded[v] ? childSum[v] : 0) : 0
    }

    /// Sets v's contribution and carries the difference up while it stays visible to the counts.
    func updateShown(_ v: Int) {
        var v = v
        var delta = ownShown(v) - shown[v]
        while delta != 0 {
            shown[v] += delta
            let p = parents[v]
            let slot = p >= 0 ? Int(p) : rootSlot
            counts.add(delta, at: Int(positionInParent[v]), slot: slot)
            childSum[slot] += delta
            guard p >= 0 else { return }
            v = Int(p)
            let before = shown[v]
            delta = ownShown(v) - before
        }
    }

    /// Recomputes every count below `node` (nil: the whole outline) in O(subtree), bottom-up.
    func recount(below node: OutlineNode?) {
        let first = node.map { $0.rawValue + 1 } ?? 0
        let end = node.map { Int(subtreeEnd[$0.rawValue]) } ?? nodeCount
        for v in (first..<end).reversed() {
            // A node without children (most: the questions) has nothing to sum.
            if childRanges[v].count > 0 { rebuildChildren(of: v) } else { childSum[v] = 0 }
            shown[v] = ownShown(v)
        }
        if let node {
            rebuildChildren(of: node.rawValue)
            updateShown(node.rawValue)
        } else {
            rebuildChildren(of: rootSlot)
        }
    }

    private func rebuildChildren(of slot: Int) {
        childSum[slot] = counts.rebuild(slot: slot) { self.shown[Int($0)] }
    }
}

/// Where a node's children sit in `Outline.counts`.
struct ChildRange {
    var start: Int32
    var count: Int32
}
