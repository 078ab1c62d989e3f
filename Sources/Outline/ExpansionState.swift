/// The user's expansion, as saved between sessions: the expandable IDs the user opened or
/// closed against their document default (100,000 closed questions save as nothing).
///
/// IDs the outline does not know are ignored on restore; nodes the state does not name fall
/// back to their document default.
public struct ExpansionState: Codable, Equatable, Sendable {
    public var expanded: Set<String>
    public var collapsed: Set<String>

    public init(expanded: Set<String> = [], collapsed: Set<String> = []) {
        self.expanded = expanded
        self.collapsed = collapsed
    }

    private enum CodingKeys: String, CodingKey { case expanded, collapsed }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        expanded = try c.decodeIfPresent(Set<String>.self, forKey: .expanded) ?? []
        collapsed = try c.decodeIfPresent(Set<String>.self, forKey: .collapsed) ?? []
    }

    /// Sorted, so that the same state always writes the same file.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(expanded.sorted(), forKey: .expanded)
        try c.encode(collapsed.sorted(), forKey: .collapsed)
    }
}

extension Outline {
    /// The user's expansion where it differs from the document's defaults (not a search's
    /// temporary one).
    public var expansionState: ExpansionState {
        var state = ExpansionState()
        for v in 0..<nodeCount where isExpandable(v) && userExpanded[v] != policies[v].contains(.expandedByDefault) {
            if userExpanded[v] { state.expanded.insert(ids[v]) } else { state.collapsed.insert(ids[v]) }
        }
        return state
    }

    /// Restores a saved expansion in one change: O(n) without hashing, plus a lookup per
    /// named ID. During a search, the search's own expansion stays shown and the restored one
    /// comes back when it ends.
    @discardableResult
    public func restore(_ state: ExpansionState) -> OutlineChange {
        rewrite(region: nil) {
            for v in 0..<nodeCount where isExpandable(v) {
                userExpanded[v] = policies[v].contains(.expandedByDefault)
            }
            for id in state.collapsed { if let v = indexByID[id] { userExpanded[Int(v)] = false } }
            for id in state.expanded { if let v = indexByID[id], isExpandable(Int(v)) { userExpanded[Int(v)] = true } }
            guard isSearching else { return applyExpansion { userExpanded[$0] } }
            return []
        }
    }
}
