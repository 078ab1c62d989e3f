import FAQ
import Gtk
import Outline

/// The right-hand pane: one flat list of what the `Outline` displays (every visible section and
/// question, an open answer as the lower part of its question's row), after the leading items
/// (the document's description, or the empty state of a FAQ with no sections). Only the items on or near
/// the screen have widgets: a small pool of `AccordionRow`s is rebound as the view scrolls, and a
/// `RowHeightIndex` (measured where laid out, estimated elsewhere) places every item, so a jump
/// anywhere in a document of any size costs one screenful.
@MainActor
final class AccordionView {
    let scrolledWindow = ScrolledWindow()
    let list = VirtualList()
    let faq: FAQOutline
    var outline: Outline { faq.outline }
    /// The items before the rows, in order (each a child of `list`).
    let leading: [Widget]
    /// Every item's height (leading items, then the outline's rows).
    var heights = RowHeightIndex { _ in 0 }
    var estimator = RowHeightEstimator()
    /// Rows with a widget, by node; the rest of the pool waits in `pool`.
    var bound: [OutlineNode: AccordionRow] = [:]
    var pool: [AccordionRow] = []
    /// Row widgets made so far (tests: a bulk change rebinds rows rather than making them).
    var rowsMade = 0
    /// The list's layout passes so far (rows know whether GTK has styled them since they changed).
    let passes = LayoutPasses()
    /// The items laid out, in order, as the list has them.
    var slice: [Int] = []
    /// The item the view is anchored to and its top's distance from the view's top.
    var anchor = (item: 0, y: 0.0)
    /// The list's width at the last layout (0 before the first).
    var width = 0
    /// Set while the view moves the scroll bar itself, so its own change is not taken as the user's.
    var isSettingScroll = false
    /// A section sliding open or closed, if any.
    var slide: SectionSlide?
    /// Rows whose chevron must not animate until their new state is styled.
    var freshlyBound: [AccordionRow] = []
    private(set) var textScale = TextScale.normal
    var reestimateSource: UInt32?
    var overscanSource: UInt32?
    var lastTopRow: OutlineNode?
    var lastFocusedNode: OutlineNode?
    /// The row the reader went to last: focused, opened, or jumped to (a link, the outline,
    /// Back). The outline's selection follows it while it is in view.
    var readerNode: OutlineNode?
    var topRowSource: UInt32?
    /// Set once the list is destroyed.
    var isStopped = false
    /// Counts layouts handed to the list and those it has laid out (equal once it caught up).
    var layoutsRequested = 0
    var layoutsAllocated = 0
    /// Whether the list has laid out the last slice it was given.
    var isLaidOut: Bool { layoutsAllocated == layoutsRequested }
    /// When a row was last bound (monotonic microseconds), for benchmarks.
    var lastBuildTime: Int64 = 0
    /// The search whose words are highlighted ("" when none).
    var query = ""
    /// The FAQ file's folder, where answers' relative image paths start (nil: images show as text).
    var baseDirectory: String?
    /// Questions under each section, and (while searching) how the matches spread over them.
    let questionCounts: [Int32]
    var searchCounts: SearchCounts?

    /// Asks the controller to toggle a node (the model decides; the change comes back through `apply`).
    var requestToggle: ((OutlineNode) -> Void)?
    /// Asks the controller to open these nodes in one change (`*`).
    var requestExpand: (([OutlineNode]) -> Void)?
    /// A key pressed on a header that the accordion does not use itself (type-to-search).
    var unhandledKey: ((KeyEvent) -> Bool)?
    /// The context menu was asked for on a header.
    var contextMenu: ((OutlineNode, Widget) -> Void)?
    /// A header got the keyboard focus.
    var focused: ((OutlineNode) -> Void)?
    /// The row at the top of the view changed (the outline's selection follows it).
    var topRowChanged: ((OutlineNode) -> Void)?

    init(faq: FAQOutline) {
        self.faq = faq
        questionCounts = Self.countQuestions(faq)
        leading = Self.leadingItems(of: faq)
        scrolledWindow.setPolicy(horizontal: .never, vertical: .automatic)
        list.addStyleClass("accordion")
        scrolledWindow.add(list)
        for widget in leading {
            list.add(widget)
            widget.showAll()
        }
        list.addStyleClass(TextScale.styleClass(textScale))
        list.setColumnWidth(columnWidth)
        let nodes = outline.nodes(inRows: 0..<outline.rowCount)
        heights = RowHeightIndex(count: leading.count + nodes.count) { [self] item in
            item < leading.count ? 40 : estimator.height(of: nodes[item - leading.count], in: faq, width: 0)
        }
        list.onSizeAllocate { [weak self] in self?.allocated() }
        list.onDestroy { [weak self] in self?.stop() }
        scrolledWindow.verticalAdjustment.onValueChanged { [weak self] in self?.scrolledByUser() }
        layOut()
    }

    /// Shows the view (rows show as they are bound).
    func showAll() {
        scrolledWindow.show()
        list.show()
    }

    /// The row widget of `node`, if it has one now (rows far from the view have none).
    func row(for node: OutlineNode) -> AccordionRow? { bound[node] }

    /// The node whose header is its window's focus widget, if one is.
    var focusedHeader: OutlineNode? { bound.first { $0.value.header.isFocus }?.key }

    /// How many row widgets exist (bound and pooled), for tests and benchmarks.
    var rowWidgetCount: Int { bound.count + pool.count }

    /// The item of `node`'s row, or nil when it does not show.
    func item(of node: OutlineNode) -> Int? { outline.index(of: node).map { $0 + leading.count } }

    /// The node of `item`, or nil for a leading item.
    func node(ofItem item: Int) -> OutlineNode? {
        item >= leading.count && item - leading.count < outline.rowCount ? outline.node(at: item - leading.count) : nil
    }

    // MARK: Model ↔ view

    /// The user clicked a header (or pressed Enter/Space on it): ask the model, then make the
    /// header show what the model decided (a veto or policy may keep it as it was).
    func headerChanged(_ row: AccordionRow) {
        guard bound[row.node] === row, row.header.isExpanded != outline.isExpanded(row.node) else { return }
        requestToggle?(row.node)
        row.show(expanded: outline.isExpanded(row.node), animated: false)
    }

    /// Shows a model change: the height index takes its splices, rows that flipped open or
    /// close (sliding when on screen), and the view keeps its anchor row where it is.
    func apply(_ change: OutlineChange) {
        finishSlide()
        let anchorNode = node(ofItem: anchor.item)
        let anchorWasLeading = anchor.item < leading.count
        if change.splices.count > 16 {
            // Many splices (Expand All, a search): estimating the whole list afresh is O(n) once.
            reestimate(keepingMeasured: false)
        } else {
            for splice in change.splices {
                let start = splice.position + leading.count
                applySplice(start..<start + splice.removed, inserted: splice.inserted, at: splice.position)
            }
        }
        let animated = Settings.animationsEnabled && list.isMapped && change.flipped.count == 1
        for node in change.flipped {
            let expanded = outline.isExpanded(node)
            if let row = bound[node], outline.isVisible(node) {
                if expanded { buildContent(of: row) }
                row.show(expanded: expanded, animated: animated)
                refreshSnippet(row)
            } else if let item = item(of: node) {
                heights.setHeight(item, height: estimator.height(of: node, in: faq, width: width), measured: false)
            }
        }
        for index in change.refreshedRows {
            if let row = bound[outline.node(at: index)] { row.setSeparatorAfter(outline.row(at: index).hasSeparatorAfter) }
        }
        // Keep the anchor: the same node, else its nearest ancestor that still shows.
        if !anchorWasLeading, let anchorNode {
            let kept = ([anchorNode] + outline.ancestors(of: anchorNode)).first { outline.isVisible($0) }
            if let kept, let item = item(of: kept) {
                anchor.item = item
                if kept != anchorNode { anchor.y = max(anchor.y, 0) }
            } else {
                anchor = (0, 0)
            }
        }
        if animated, let node = change.flipped.first, faq.isSection(node) {
            startSlide(of: node, opening: outline.isExpanded(node))
        } else {
            layOut()
        }
    }

    /// Replaces items `removed` by `inserted` rows starting at outline row `row`.
    private func applySplice(_ removed: Range<Int>, inserted: Int, at row: Int) {
        let nodes = outline.nodes(inRows: row..<row + inserted)
        heights.replace(removed, with: inserted) { [self] item in
            estimator.height(of: nodes[item - removed.lowerBound], in: faq, width: width)
        }
    }

    /// After a search changed: its words light up in every row on show (titles, snippets and
    /// open answers) and the badges count its matches (`searchCounts`).
    func refreshSearchRows() {
        for row in bound.values { refreshTitle(row) }
        for row in bound.values where row.content != nil { rebuildContent(of: row) }
    }

    /// The list is being destroyed (its window closed): work still scheduled is dropped, and
    /// nothing is laid out any more.
    func stop() {
        isStopped = true
        finishSlide()
        for source in [overscanSource, topRowSource, reestimateSource].compactMap({ $0 }) { MainLoop.cancel(source) }
        overscanSource = nil
        topRowSource = nil
        reestimateSource = nil
        bound.removeAll()
        pool.removeAll()
    }

    // MARK: Text size

    /// Text size in percent, one of `TextScale.steps` (`text-scale-N`); rows are measured
    /// again as they show, and the view keeps its anchor.
    func setTextScale(_ percent: Int) {
        // The same size again (a document opening, a state restored) changes nothing: restyling
        // and measuring every row for it would cost a layout pass.
        guard TextScale.clamp(percent) != textScale else { return }
        list.removeStyleClass(TextScale.className(textScale))
        textScale = TextScale.clamp(percent)
        list.addStyleClass(TextScale.styleClass(textScale))
        for row in Array(bound.values) + pool { row.styleChanged() }
        estimator.scale = Double(textScale) / 100
        estimator.forgetMeasurements()  // headers measured at the old size say nothing now
        list.setColumnWidth(columnWidth)
        reestimateAll()
    }

    // MARK: Counting

    /// The document's description, or the empty state of a FAQ with no sections.
    private static func leadingItems(of faq: FAQOutline) -> [Widget] {
        var items: [Widget] = []
        if let description = faq.document.description, !description.isEmpty {
            let label = Label(description)
            label.wraps = true
            label.xAlign = 0
            label.addStyleClass("document-description")
            items.append(label)
        }
        if faq.outline.nodeCount == 0 {
            let empty = Label(tr("This FAQ has no sections yet."))
            empty.addStyleClass("empty-state")
            items.append(empty)
        }
        return items
    }

    /// For each node, how many questions its subtree holds; O(n), bottom-up (nodes are in pre-order).
    private static func countQuestions(_ faq: FAQOutline) -> [Int32] {
        let outline = faq.outline
        var counts = [Int32](repeating: 0, count: outline.nodeCount)
        let parents = outline.parentIndices
        for v in stride(from: outline.nodeCount - 1, through: 0, by: -1) {
            let p = Int(parents[v])
            guard p >= 0 else { continue }
            counts[p] += counts[v] + (faq.isSection(OutlineNode(v)) ? 0 : 1)
        }
        return counts
    }
}
