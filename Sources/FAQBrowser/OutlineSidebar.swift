import FAQ
import Gtk
import Outline

/// The left-hand pane: the same sections and questions as a `GtkTreeView`, kept in step
/// with the model in both directions. A section's rows are added the first time it opens (a
/// closed one holds a placeholder, so that it shows an expander): a large document starts
/// with its top-level rows only.
@MainActor
final class OutlineSidebar {
    /// Nodes whose expansion the tree has still to show, and the idle source showing them.
    private var pendingFlips: [OutlineNode] = []
    private var flipSource: UInt32?
    let scrolledWindow = ScrolledWindow()
    let treeView: TreeView
    private let outline: Outline
    private let fullStore: TreeStore
    /// Rows in `fullStore` by node; sections whose children are loaded; placeholder rows.
    private var iters: [Int: TreeIter] = [:]
    private var loaded: Set<Int> = []
    private var placeholders: [Int: TreeIter] = [:]
    /// While searching: the smaller tree of matches shown instead, and its paths' nodes.
    private var searchPaths: (nodeAt: [TreePath: OutlineNode], pathOf: [OutlineNode: TreePath])?
    /// True while this view changes the tree itself, so its own signals are not taken as the user's.
    private var isSyncing = false

    var requestExpand: ((OutlineNode) -> Void)?
    var requestCollapse: ((OutlineNode) -> Void)?
    var didSelect: ((OutlineNode) -> Void)?

    init(faq: FAQOutline) {
        outline = faq.outline
        let store = TreeStore(stringColumns: 1)
        fullStore = store
        treeView = TreeView(store: store, textColumn: 0)
        loadChildren(of: nil)
        treeView.accessibleName = "Outline"
        scrolledWindow.setPolicy(horizontal: .never, vertical: .automatic)
        scrolledWindow.addStyleClass("sidebar")
        scrolledWindow.add(treeView)
        syncExpansion(below: nil)

        treeView.onRowWillExpand { [weak self] path in
            guard let self, self.searchPaths == nil, let node = self.node(at: path) else { return false }
            self.loadChildren(of: node)
            return false
        }
        treeView.onRowExpanded { [weak self] path in self?.treeChanged(path, expanded: true) }
        treeView.onRowCollapsed { [weak self] path in self?.treeChanged(path, expanded: false) }
        treeView.onSelectionChanged { [weak self] in
            guard let self, !self.isSyncing, let path = self.treeView.selectedPath, let node = self.node(at: path) else { return }
            self.didSelect?(node)
        }
    }

    // MARK: Rows

    /// Adds the rows of `node`'s children (nil: the top level), once; a child section that is
    /// open in the model gets its own rows too, a closed one a placeholder.
    private func loadChildren(of node: OutlineNode?) {
        if let node {
            guard loaded.insert(node.rawValue).inserted else { return }
            if let placeholder = placeholders.removeValue(forKey: node.rawValue) { fullStore.remove(placeholder) }
        }
        for child in outline.children(of: node) {
            iters[child.rawValue] = fullStore.append(under: node.flatMap { iters[$0.rawValue] }, values: [outline.title(of: child)])
            guard outline.firstChild(of: child) != nil else { continue }
            if outline.isExpanded(child) {
                loadChildren(of: child)
            } else {
                placeholders[child.rawValue] = fullStore.append(under: iters[child.rawValue], values: [""])
            }
        }
    }

    /// Makes sure `node` has a row (its ancestors' children are loaded).
    private func ensureRow(_ node: OutlineNode) {
        for ancestor in outline.ancestors(of: node).reversed() { loadChildren(of: ancestor) }
    }

    // MARK: Paths

    func path(of node: OutlineNode) -> TreePath {
        if let searchPaths { return searchPaths.pathOf[node] ?? TreePath([]) }
        var indices = [outline.indexInParent(node)]
        for ancestor in outline.ancestors(of: node) { indices.append(outline.indexInParent(ancestor)) }
        return TreePath(indices.reversed())
    }

    func node(at path: TreePath) -> OutlineNode? {
        if let searchPaths { return searchPaths.nodeAt[path] }
        var node: OutlineNode?
        for index in path.indices {
            guard let child = outline.child(of: node, at: index) else { return nil }
            node = child
        }
        return node
    }

    // MARK: Model ↔ tree

    private func treeChanged(_ path: TreePath, expanded: Bool) {
        // The search tree is a view of the matches only; opening and closing in it stays there.
        guard !isSyncing, searchPaths == nil, let node = node(at: path) else { return }
        // Only a row the user can see can be toggled by the user.
        guard outline.isVisible(node), outline.isExpanded(node) != expanded else { return }
        if expanded { requestExpand?(node) } else { requestCollapse?(node) }
        if outline.isExpanded(node) != expanded {
            // The model said no (a veto or a policy): put the row back.
            withSyncing { expanded ? treeView.collapseRow(path) : treeView.expandRow(path) }
        }
    }

    /// Shows a model change: rows open and close like the accordion's headers. A change that
    /// adds few tree rows shows at once; a larger one (Expand All on 1,000 sections loads
    /// 100,000 tree rows; a section of 100 questions opening first, a hundred) is applied a
    /// batch per idle moment, each row as the model has it then, after the window's next frame.
    func apply(_ change: OutlineChange) {
        guard searchPaths == nil else { return }
        pendingFlips.append(contentsOf: change.flipped)
        if rowsToLoad(pendingFlips.prefix(Self.flipBatch)) <= Self.rowsLoadedAtOnce { syncPendingFlips() }
        if !pendingFlips.isEmpty, flipSource == nil {
            flipSource = MainLoop.repeatWhenIdle { [weak self] in
                guard let self else { return false }
                self.syncPendingFlips()
                if self.pendingFlips.isEmpty { self.flipSource = nil }
                return self.flipSource != nil
            }
        }
    }

    /// Whether the tree shows every change made so far (none waits for an idle moment).
    var isCaughtUp: Bool { pendingFlips.isEmpty }

    /// Rows a batch opens or closes: a few milliseconds of GtkTreeView's work.
    static let flipBatch = 24
    /// Tree rows a change may add before its frame (a fraction of a millisecond).
    static let rowsLoadedAtOnce = 50

    /// The tree rows opening `nodes` would add (children not loaded yet).
    private func rowsToLoad(_ nodes: ArraySlice<OutlineNode>) -> Int {
        nodes.reduce(0) { total, node in
            outline.isExpanded(node) && !loaded.contains(node.rawValue) ? total + outline.children(of: node).count : total
        }
    }

    private func syncPendingFlips() {
        guard searchPaths == nil else { return pendingFlips.removeAll() }
        let batch = pendingFlips.prefix(Self.flipBatch)
        pendingFlips.removeFirst(batch.count)
        withSyncing {
            for node in batch where outline.firstChild(of: node) != nil && outline.isVisible(node) {
                if outline.isExpanded(node) {
                    ensureRow(node)
                    treeView.expandRow(path(of: node))
                    syncExpansion(below: node)
                } else if iters[node.rawValue] != nil {
                    treeView.collapseRow(path(of: node))
                }
            }
        }
    }

    /// A `GtkTreeView` forgets the expansion below a row it collapses: reopen what the model
    /// still has open below `node` (nil: the whole tree).
    private func syncExpansion(below node: OutlineNode?) {
        withSyncing {
            var stack = outline.children(of: node)
            while let child = stack.popLast() {
                guard outline.isExpanded(child), outline.firstChild(of: child) != nil else { continue }
                ensureRow(child)
                let childPath = path(of: child)
                if !treeView.isRowExpanded(childPath) { treeView.expandRow(childPath) }
                stack.append(contentsOf: outline.children(of: child))
            }
        }
    }

    private func withSyncing(_ body: () -> Void) {
        let was = isSyncing
        isSyncing = true
        body()
        isSyncing = was
    }

    // MARK: Search

    /// The search tree lists this many matches at most (a GtkTreeView holds a row per match,
    /// expanded: 100,000 of them cost seconds); the accordion shows them all.
    static let searchTreeLimit = 1000

    /// Shows only `matches` (the first `searchTreeLimit`) and their ancestors, all open, in a
    /// tree of their own: O(matches shown), however large the document.
    func showSearch(_ allMatches: [OutlineNode]) {
        let matches = allMatches.prefix(Self.searchTreeLimit)
        var nodes = Set<OutlineNode>()
        for match in matches {
            nodes.insert(match)
            for ancestor in outline.ancestors(of: match) where !nodes.insert(ancestor).inserted { break }
        }
        let store = TreeStore(stringColumns: 1)
        var iters: [OutlineNode: TreeIter] = [:]
        var nodeAt: [TreePath: OutlineNode] = [:]
        var pathOf: [OutlineNode: TreePath] = [:]
        var childCounts: [OutlineNode?: Int] = [:]
        for node in nodes.sorted() {  // pre-order: parents first
            let parent = outline.parent(of: node)
            iters[node] = store.append(under: parent.flatMap { iters[$0] }, values: [outline.title(of: node)])
            let position = childCounts[parent, default: 0]
            childCounts[parent] = position + 1
            let path = TreePath((parent.flatMap { pathOf[$0]?.indices } ?? []) + [position])
            nodeAt[path] = node
            pathOf[node] = path
        }
        if allMatches.count > matches.count {
            // A row that is no node: selecting it does nothing.
            _ = store.append(under: nil, values: [tr("… {1} more matches in the list", String(allMatches.count - matches.count))])
        }
        withSyncing {
            searchPaths = (nodeAt, pathOf)
            treeView.setStore(store)
            treeView.expandAll()
        }
    }

    /// Back to the whole tree, opened as the model has it.
    func endSearch() {
        guard searchPaths != nil else { return }
        withSyncing {
            searchPaths = nil
            treeView.setStore(fullStore)
            syncExpansion(below: nil)
        }
    }

    /// The text size in percent: the tree grows with the accordion (`text-scale-N`).
    func setTextScale(_ percent: Int) {
        for step in TextScale.steps { treeView.removeStyleClass("text-scale-\(step)") }
        treeView.addStyleClass("text-scale-\(TextScale.clamp(percent))")
    }

    /// Selects `node`'s row (expanding nothing), as when the accordion moves.
    func select(_ node: OutlineNode) {
        // A search's tree holds only its matches (and may be about to be replaced).
        guard outline.isVisible(node), searchPaths == nil || searchPaths?.pathOf[node] != nil else { return }
        ensureRow(node)
        withSyncing { treeView.select(path(of: node)) }
    }
}
