import FoundationEssentials

/// Moving between visible rows, as a keyboard user does: next/previous, first/last, parent,
/// first child, and type-ahead.
extension Outline {
    /// The first visible row's node.
    public var firstVisible: OutlineNode? { rowCount > 0 ? node(at: 0) : nil }
    /// The last visible row's node.
    public var lastVisible: OutlineNode? { rowCount > 0 ? node(at: rowCount - 1) : nil }

    /// The visible row after `node`'s, or nil at the end (or when `node` is hidden).
    public func nextVisible(after node: OutlineNode) -> OutlineNode? {
        guard let row = index(of: node), row + 1 < rowCount else { return nil }
        return self.node(at: row + 1)
    }

    /// The visible row before `node`'s, or nil at the start (or when `node` is hidden).
    public func previousVisible(before node: OutlineNode) -> OutlineNode? {
        guard let row = index(of: node), row > 0 else { return nil }
        return self.node(at: row - 1)
    }

    /// The first child of `node` when it is expanded and that child is visible.
    public func firstVisibleChild(of node: OutlineNode) -> OutlineNode? {
        guard expanded[node.rawValue], let row = index(of: node), row + 1 < rowCount else { return nil }
        let next = self.node(at: row + 1)
        return parents[next.rawValue] == Int32(node.rawValue) ? next : nil
    }

    /// The next visible row, after `start` and wrapping around, whose title starts with `prefix`
    /// (ignoring case and accents); `start` nil searches from the top.
    public func typeAhead(_ prefix: String, after start: OutlineNode?) -> OutlineNode? {
        let count = rowCount
        guard count > 0, !prefix.isEmpty else { return nil }
        let first = start.flatMap(index(of:)).map { $0 + 1 } ?? 0
        let foldedPrefix = TextFolding.fold(prefix)
        for step in 0..<count {
            let candidate = node(at: (first + step) % count)
            if TextFolding.fold(titles[candidate.rawValue]).hasPrefix(foldedPrefix) {
                return candidate
            }
        }
        return nil
    }
}
