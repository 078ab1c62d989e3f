/// A search's temporary expansion: matches and their ancestors stay visible, everything else hides.
struct SearchOverlay {
    /// The nodes the search matched.
    var matchCount: Int
}

extension Outline {
    /// Whether a search overlay is active.
    public var isSearching: Bool { search != nil }
    /// How many nodes the active search matched (0 when not searching).
    public var searchMatchCount: Int { search?.matchCount ?? 0 }

    /// Whether the node is shown by the active search (a match or a match's ancestor);
    /// true for every node when there is no search.
    public func passesSearch(_ node: OutlineNode) -> Bool { passes[node.rawValue] }

    /// Shows only `matches` and their ancestors, the ancestors expanded; the user's own expansion
    /// is kept apart and comes back with `clearSearch()`. Calling it again replaces the search.
    @discardableResult
    public func showOnly<S: Sequence>(matching matches: S) -> OutlineChange where S.Element == OutlineNode {
        showOnly(matching: Array(matches))
    }

    /// `showOnly(matching:)` for an array (the search's): one pass over local arrays, as every
    /// access to the class's own arrays in a loop over 100,000 nodes is checked on its own.
    @discardableResult
    public func showOnly(matching matches: [OutlineNode]) -> OutlineChange {
        rewrite(region: nil) {
            var forced = [Bool](repeating: false, count: nodeCount)
            var passing = [Bool](repeating: false, count: nodeCount)
            var matchCount = 0
            for match in matches where !passing[match.rawValue] {
                matchCount += 1
                passing[match.rawValue] = true
                var p = parents[match.rawValue]
                while p >= 0, !forced[Int(p)] {
                    forced[Int(p)] = true
                    passing[Int(p)] = true
                    p = parents[Int(p)]
                }
            }
            passes = passing
            search = SearchOverlay(matchCount: matchCount)
            let chosen = userExpanded
            return applyExpansion { forced[$0] || chosen[$0] }
        }
    }

    /// Shows only the nodes for which `isMatch` holds, and their ancestors.
    @discardableResult
    public func showOnly(where isMatch: (OutlineNode) -> Bool) -> OutlineChange {
        showOnly(matching: (0..<nodeCount).lazy.map(OutlineNode.init).filter(isMatch))
    }

    /// Ends the search: every node shows again with the user's expansion, including what the
    /// user toggled while searching.
    @discardableResult
    public func clearSearch() -> OutlineChange {
        guard search != nil else { return OutlineChange() }
        return rewrite(region: nil) {
            search = nil
            passes = [Bool](repeating: true, count: nodeCount)
            let chosen = userExpanded
            return applyExpansion { chosen[$0] }
        }
    }

    /// Sets the shown expansion of every node; returns those that flipped. `value` must not
    /// read `expanded`, which is set aside while it changes.
    func applyExpansion(_ value: (Int) -> Bool) -> [Int] {
        var flipped: [Int] = []
        var shownExpanded = expanded
        expanded = []  // the only reference while it changes, so it is not copied
        for v in 0..<nodeCount {
            let new = value(v) && isExpandable(v)
            if shownExpanded[v] != new {
                shownExpanded[v] = new
                flipped.append(v)
            }
        }
        expanded = shownExpanded
        return flipped
    }
}
