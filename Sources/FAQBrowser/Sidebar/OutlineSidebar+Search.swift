import FAQ
import Gtk
import Outline

/// While searching, the pane shows a second tree, of the matches only; the whole tree stays as
/// it was behind it. Swapping one tree's store instead would take all of the whole tree's rows
/// away at once, and once a screen reader has read them (GTK keeps an accessible per row read:
/// 10,000 after Expand All) that alone held the window for half a second, and putting them back
/// afterwards cost as much again.
extension OutlineSidebar {
    /// The search tree lists this many matches at most (a GtkTreeView holds a row per match,
    /// expanded: 100,000 of them cost seconds); the accordion shows them all.
    static let searchTreeLimit = 1000

    /// Shows only `matches` (the first `searchTreeLimit`) and their ancestors, all open, in a
    /// tree of their own, at the next idle moment: the accordion's frame comes first, and a
    /// keystroke typed meanwhile replaces the matches, so a burst of typing builds one tree.
    /// Anything that asks the pane for a row or a path before then has the tree built at once.
    func showSearch(_ allMatches: [OutlineNode]) {
        pendingSearch = allMatches
        guard pendingSearchSource == nil else { return }
        pendingSearchSource = MainLoop.repeatWhenIdle { [weak self] in
            self?.pendingSearchSource = nil
            self?.showPendingSearch()
            return false
        }
    }

    /// Builds the tree of the search waiting for an idle moment, if one is.
    func showPendingSearch() {
        guard let matches = pendingSearch else { return }
        pendingSearch = nil
        if let source = pendingSearchSource {
            MainLoop.cancel(source)
            pendingSearchSource = nil
        }
        build(matches)
        if let node = selectionAfterSearch {
            selectionAfterSearch = nil
            select(node)
        }
    }

    /// Fills the search tree: O(matches shown), however large the document.
    private func build(_ allMatches: [OutlineNode]) {
        let matches = allMatches.prefix(Self.searchTreeLimit)
        var nodes = Set<OutlineNode>()
        for match in matches {
            nodes.insert(match)
            for ancestor in outline.ancestors(of: match) where !nodes.insert(ancestor).inserted { break }
        }
        let store = Self.makeStore()
        var iters: [OutlineNode: TreeIter] = [:]
        var nodeAt: [TreePath: OutlineNode] = [:]
        var pathOf: [OutlineNode: TreePath] = [:]
        var childCounts: [OutlineNode?: Int] = [:]
        for node in nodes.sorted() {  // pre-order: parents first
            let parent = outline.parent(of: node)
            iters[node] = store.append(under: parent.flatMap { iters[$0] }, values: row(node))
            let position = childCounts[parent, default: 0]
            childCounts[parent] = position + 1
            let path = TreePath((parent.flatMap { pathOf[$0]?.indices } ?? []) + [position])
            nodeAt[path] = node
            pathOf[node] = path
        }
        if allMatches.count > matches.count {
            // A row that is no node: selecting it does nothing.
            _ = store.append(under: nil, values: [tr("… {1} more matches in the list", String(allMatches.count - matches.count)), nil])
        }
        withSyncing {
            searchPaths = (nodeAt, pathOf)
            searchTree.setStore(store)
            searchTree.expandAll()
            pane.visibleChildName = "search"
        }
    }

    /// Back to the whole tree, which kept its rows, expansion, selection and scroll position;
    /// what the model opened or closed meanwhile follows, in batches like any change.
    func endSearch() {
        if let source = pendingSearchSource { MainLoop.cancel(source) }
        pendingSearchSource = nil
        pendingSearch = nil
        selectionAfterSearch = nil
        guard searchPaths != nil else { return show(flips: takeFlipsWhileSearching()) }
        withSyncing {
            searchPaths = nil
            pane.visibleChildName = "full"
            // The matches' rows go now rather than with the next search.
            madeSearchTree?.setStore(Self.makeStore())
        }
        show(flips: takeFlipsWhileSearching())
    }

    /// What the model opened or closed while the search showed, in document order, forgotten.
    private func takeFlipsWhileSearching() -> [OutlineNode] {
        defer { flipsWhileSearching = [] }
        return flipsWhileSearching.sorted()
    }
}
