import FAQ
import Gtk
import Outline

/// The left-hand pane: the same sections and questions as a `GtkTreeView`, kept in step
/// with the model in both directions. A section's rows are added the first time it opens (a
/// closed one holds a placeholder, so that it shows an expander): a large document starts
/// with its top-level rows only. A search shows its matches in a second tree in the same
/// place (`OutlineSidebar+Search.swift`), so that the whole tree keeps its rows meanwhile.
/// A section's themed icon shows before its title, and a title cut short shows whole in a
/// tooltip; icons and expanders grow with the text size.
@MainActor
final class OutlineSidebar {
    /// Nodes whose expansion the tree has still to show, and the idle source showing them.
    private var pendingFlips: [OutlineNode] = []
    private var flipSource: UInt32?
    /// The pane: the whole tree, or while searching the tree of matches, each in its own
    /// scrolled window (each keeps its place).
    let pane = Stack()
    /// The whole document's tree.
    let fullTree: TreeView
    let fullTreeScroller = ScrolledWindow()
    /// The matches' tree, on show while searching: made by the first search. Its rows are all
    /// one line, so they are as tall as the first (a thousand matches are placed unmeasured).
    var searchTree: TreeView {
        if let madeSearchTree { return madeSearchTree }
        let tree = Self.makeTree(store: Self.makeStore(), icons: faq.hasIcons)
        tree.usesFixedRowHeights()
        addTree(tree, in: ScrolledWindow(), name: "search")
        madeSearchTree = tree
        return tree
    }
    private(set) var madeSearchTree: TreeView?
    /// The text size the trees show (`text-scale-N`).
    private var textScale = TextScale.normal
    /// The tree on show (a search's tree still to be built is built first).
    var treeView: TreeView {
        showPendingSearch()
        return searchPaths == nil ? fullTree : searchTree
    }
    let outline: Outline
    /// The document, for its sections' icons.
    let faq: FAQOutline
    private let fullStore: TreeStore
    /// Rows in `fullStore` by node; sections whose children are loaded; placeholder rows.
    private var iters: [Int: TreeIter] = [:]
    private var loaded: Set<Int> = []
    private var placeholders: [Int: TreeIter] = [:]
    /// Sections whose rows come a slice per idle moment, last to first: how many of their first
    /// children have no row yet. The idle source adding them, and the node to select once its
    /// row is there.
    private var rowsToAdd: [OutlineNode: Int] = [:]
    private var sliceSource: UInt32?
    private var selectionWaiting: OutlineNode?
    /// While searching: the tree of matches' paths and their nodes.
    var searchPaths: (nodeAt: [TreePath: OutlineNode], pathOf: [OutlineNode: TreePath])?
    /// Nodes the model opened or closed while the search tree was on show: the whole tree
    /// shows them when the search ends.
    var flipsWhileSearching: Set<OutlineNode> = []
    /// A search's matches whose tree is built at the next idle moment (after the window's
    /// frame), the idle source building it, and the node to select in it once built.
    var pendingSearch: [OutlineNode]?
    var pendingSearchSource: UInt32?
    var selectionAfterSearch: OutlineNode?
    /// Whether the pane shows, or is about to show, a search's tree.
    var isSearching: Bool { searchPaths != nil || pendingSearch != nil }
    /// True while this view changes the tree itself, so its own signals are not taken as the user's.
    private var isSyncing = false

    var requestExpand: ((OutlineNode) -> Void)?
    var requestCollapse: ((OutlineNode) -> Void)?
    var didSelect: ((OutlineNode) -> Void)?

    init(faq: FAQOutline) {
        self.faq = faq
        outline = faq.outline
        let store = Self.makeStore()
        fullStore = store
        fullTree = Self.makeTree(store: store, icons: faq.hasIcons)
        loadChildren(of: nil)
        addTree(fullTree, in: fullTreeScroller, name: "full")
        syncExpansion(below: nil)

        fullTree.onRowWillExpand { [weak self] path in
            guard let self, !self.isSearching, let node = self.node(at: path) else { return false }
            self.loadChildren(of: node)
            return false
        }
        fullTree.onRowExpanded { [weak self] path in self?.treeChanged(path, expanded: true) }
        fullTree.onRowCollapsed { [weak self] path in self?.treeChanged(path, expanded: false) }
    }

    // MARK: Rows

    /// Adds the rows of `node`'s children (nil: the top level), once; a child section that is
    /// open in the model gets its own rows too, a closed one a placeholder. A section of more
    /// than `rowsPerSlice` children gets its last slice now and the rest a slice per idle
    /// moment (40,000 rows at once held the window 150 ms).
    private func loadChildren(of node: OutlineNode?) {
        if let node {
            guard loaded.insert(node.rawValue).inserted else { return }
            if let placeholder = placeholders.removeValue(forKey: node.rawValue) { fullStore.remove(placeholder) }
        }
        let count = outline.children(of: node).count
        guard let node, count > Self.rowsPerSlice else { return addRows(0..<count, of: node) }
        rowsToAdd[node] = count
        addSlice(of: node)
        guard sliceSource == nil else { return }
        sliceSource = MainLoop.repeatWhenIdle { [weak self] in
            guard let self, let next = self.rowsToAdd.keys.min() else { return false }
            self.addSlice(of: next)
            if self.rowsToAdd.isEmpty { self.sliceSource = nil }
            return self.sliceSource != nil
        }
    }

    /// A section's rows are added at most this many at a time (a few milliseconds).
    static let rowsPerSlice = 2_000

    /// Adds the last slice of `node`'s children still without rows; once all have rows, shows
    /// the expansion the model has below them and the selection that waited for them.
    private func addSlice(of node: OutlineNode) {
        guard let remaining = rowsToAdd[node] else { return }
        let start = max(0, remaining - Self.rowsPerSlice)
        rowsToAdd[node] = start
        addRows(start..<remaining, of: node)
        guard start == 0 else { return }
        rowsToAdd[node] = nil
        syncExpansion(below: node)
        if let waiting = selectionWaiting, hasRow(waiting) {
            selectionWaiting = nil
            select(waiting)
        }
    }

    /// Adds rows for `node`'s children in `range`, in front of those it has.
    private func addRows(_ range: Range<Int>, of node: OutlineNode?) {
        let children = outline.children(of: node)
        // Last to first, each put first: appending would walk the siblings every time.
        for child in children[range].reversed() {
            iters[child.rawValue] = fullStore.prepend(under: node.flatMap { iters[$0.rawValue] }, values: row(child))
            guard outline.firstChild(of: child) != nil else { continue }
            if outline.isExpanded(child) {
                loadChildren(of: child)
            } else {
                placeholders[child.rawValue] = fullStore.append(under: iters[child.rawValue], values: ["", nil])
            }
        }
    }

    /// Whether `node` has its row in the whole tree (its section's rows may still be coming).
    private func hasRow(_ node: OutlineNode) -> Bool { iters[node.rawValue] != nil }

    /// The store's columns: a row's title, and its section's themed icon (or nil).
    static func makeStore() -> TreeStore { TreeStore(stringColumns: 2) }

    /// A tree of the title column, with the icon column only for a document with icons: a
    /// second cell in the column makes each row's accessible a container of two cells, which
    /// screen readers and AT-SPI clients of the plain outline need not meet.
    static func makeTree(store: TreeStore, icons: Bool) -> TreeView {
        let tree = TreeView(store: store, textColumn: 0, iconColumn: icons ? 1 : nil)
        tree.showCutTextInTooltips()
        return tree
    }

    /// `node`'s values in a store.
    func row(_ node: OutlineNode) -> [String?] { [outline.title(of: node), faq.icon(of: node)] }

    /// Makes sure `node` has a row (its ancestors' children are loaded).
    private func ensureRow(_ node: OutlineNode) {
        for ancestor in outline.ancestors(of: node).reversed() { loadChildren(of: ancestor) }
    }

    // MARK: Paths

    /// `node`'s path in the tree on show.
    func path(of node: OutlineNode) -> TreePath {
        showPendingSearch()
        if let searchPaths { return searchPaths.pathOf[node] ?? TreePath([]) }
        return pathInWholeTree(of: node)
    }

    /// `node`'s path in the whole tree, searching or not.
    func pathInWholeTree(of node: OutlineNode) -> TreePath {
        var indices = [rowIndex(of: node)]
        for ancestor in outline.ancestors(of: node) { indices.append(rowIndex(of: ancestor)) }
        return TreePath(indices.reversed())
    }

    /// `node`'s row among its siblings' rows: its index, less its section's children still
    /// without rows (those come first).
    private func rowIndex(of node: OutlineNode) -> Int {
        outline.indexInParent(node) - (outline.parent(of: node).flatMap { rowsToAdd[$0] } ?? 0)
    }

    func node(at path: TreePath) -> OutlineNode? {
        showPendingSearch()
        if let searchPaths { return searchPaths.nodeAt[path] }
        var node: OutlineNode?
        for index in path.indices {
            let waiting = node.flatMap { rowsToAdd[$0] } ?? 0
            guard let child = outline.child(of: node, at: index + waiting) else { return nil }
            node = child
        }
        return node
    }

    // MARK: Model ↔ tree

    private func treeChanged(_ path: TreePath, expanded: Bool) {
        // The search tree is a view of the matches only; opening and closing in it stays there.
        guard !isSyncing, !isSearching, let node = node(at: path) else { return }
        // Only a row the user can see can be toggled by the user.
        guard outline.isVisible(node), outline.isExpanded(node) != expanded else { return }
        if expanded { requestExpand?(node) } else { requestCollapse?(node) }
        if outline.isExpanded(node) != expanded {
            // The model said no (a veto or a policy): put the row back.
            withSyncing { expanded ? fullTree.collapseRow(path) : fullTree.expandRow(path) }
        }
    }

    /// Shows a model change: rows open and close like the accordion's headers. A change that
    /// adds few tree rows shows at once; a larger one (Expand All on 1,000 sections loads
    /// 100,000 tree rows; a section of 100 questions opening first, a hundred) is applied a
    /// batch per idle moment, each row as the model has it then, after the window's next frame.
    /// While the search tree is on show, the whole tree catches up when the search ends.
    func apply(_ change: OutlineChange) {
        guard !isSearching else { return flipsWhileSearching.formUnion(change.flipped) }
        show(flips: change.flipped)
    }

    /// Opens and closes `flips`' rows as the model has them: a small batch now, the rest when idle.
    func show(flips: [OutlineNode]) {
        pendingFlips.append(contentsOf: flips)
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
    var isCaughtUp: Bool { pendingFlips.isEmpty && rowsToAdd.isEmpty && pendingSearch == nil }

    /// A batch opens or closes at most this many sections…
    static let flipBatch = 24
    /// …and takes no more once they hold this many rows (a section's rows come or go in one
    /// step however many they are). Closing a row is cheap until a screen reader has read the
    /// tree: GTK then keeps an accessible per row read (10,000 after Expand All) and drops
    /// each with its row for some 45 µs (it says "defunct" on the bus): a batch of 500 rows
    /// stays within a few frames' budget.
    static let flipBatchRows = 500
    /// Tree rows a change may add before its frame (a fraction of a millisecond).
    static let rowsLoadedAtOnce = 50

    /// The tree rows opening `nodes` would add (children not loaded yet).
    private func rowsToLoad(_ nodes: ArraySlice<OutlineNode>) -> Int {
        nodes.reduce(0) { total, node in
            outline.isExpanded(node) && !loaded.contains(node.rawValue) ? total + outline.children(of: node).count : total
        }
    }

    private func syncPendingFlips() {
        guard !isSearching else {
            flipsWhileSearching.formUnion(pendingFlips)
            return pendingFlips.removeAll()
        }
        var taken = 0, rows = 0
        withSyncing {
            while taken < pendingFlips.count, taken < Self.flipBatch, taken == 0 || rows < Self.flipBatchRows {
                let node = pendingFlips[taken]
                taken += 1
                guard outline.firstChild(of: node) != nil, outline.isVisible(node) else { continue }
                if outline.isExpanded(node) {
                    ensureRow(node)
                    // A row still coming is opened with the rest of its section's rows.
                    guard hasRow(node) else { continue }
                    fullTree.expandRow(path(of: node))
                    syncExpansion(below: node)
                } else if iters[node.rawValue] != nil {
                    fullTree.collapseRow(path(of: node))
                }
                rows += outline.children(of: node).count
            }
        }
        pendingFlips.removeFirst(taken)
    }

    /// A `GtkTreeView` forgets the expansion below a row it collapses: reopen what the model
    /// still has open below `node` (nil: the whole tree).
    private func syncExpansion(below node: OutlineNode?) {
        withSyncing {
            var stack = outline.children(of: node)
            while let child = stack.popLast() {
                guard outline.isExpanded(child), outline.firstChild(of: child) != nil else { continue }
                ensureRow(child)
                guard hasRow(child) else { continue }
                let childPath = path(of: child)
                if !fullTree.isRowExpanded(childPath) { fullTree.expandRow(childPath) }
                stack.append(contentsOf: outline.children(of: child))
            }
        }
    }

    func withSyncing(_ body: () -> Void) {
        let was = isSyncing
        isSyncing = true
        body()
        isSyncing = was
    }

    /// Puts `tree` in the pane in `scroller` (each tree's own, which keeps its place) under
    /// `name`, at the text size shown.
    @discardableResult
    private func addTree(_ tree: TreeView, in scroller: ScrolledWindow, name: String) -> TreeView {
        tree.accessibleName = tr("Outline")
        tree.addStyleClass(TextScale.styleClass(textScale))
        tree.iconPixelSize = TextScale.iconPixels(textScale)
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.addStyleClass("sidebar")
        scroller.add(tree)
        // Shown, so that the stack can show either (the pane itself is shown by its owner).
        scroller.showAll()
        pane.add(scroller, name: name)
        tree.onSelectionChanged { [weak self, weak tree] in
            guard let self, let tree, tree === self.treeView, !self.isSyncing,
                  let path = tree.selectedPath, let node = self.node(at: path) else { return }
            self.didSelect?(node)
        }
        return tree
    }

    /// The text size in percent: the tree grows with the accordion (`text-scale-N`, which also
    /// sizes its expanders), and its icons with it.
    func setTextScale(_ percent: Int) {
        // The same size again (a state restored) would restyle the trees for nothing.
        guard TextScale.clamp(percent) != textScale else { return }
        let old = textScale
        textScale = TextScale.clamp(percent)
        for tree in [fullTree] + [madeSearchTree].compactMap({ $0 }) {
            tree.removeStyleClass(TextScale.className(old))
            tree.addStyleClass(TextScale.styleClass(textScale))
            tree.iconPixelSize = TextScale.iconPixels(textScale)
        }
    }

    /// Selects `node`'s row (expanding nothing), as when the accordion moves.
    func select(_ node: OutlineNode) {
        // A search's tree still to be built selects the node once it is.
        guard pendingSearch == nil else {
            selectionAfterSearch = node
            return
        }
        // A search's tree holds only its matches (and may be about to be replaced).
        guard outline.isVisible(node), searchPaths == nil || searchPaths?.pathOf[node] != nil else { return }
        ensureRow(node)
        // In a section whose rows are still coming, the row is selected when it comes.
        selectionWaiting = searchPaths == nil && !hasRow(node) ? node : nil
        guard selectionWaiting == nil else { return }
        withSyncing { treeView.select(path(of: node)) }
    }
}
