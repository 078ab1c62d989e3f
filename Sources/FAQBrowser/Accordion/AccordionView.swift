import FAQ
import Gtk
import Outline

/// The right-hand pane: one flat list of what the `Outline` displays (every visible section and
/// question, an open answer as the lower part of its question's row), after the leading items
/// (the document's description, or the empty state of a FAQ with no sections). Only the items on or near
/// the screen have widgets: a small pool of `AccordionRow`s is rebound as the view scrolls, and a
/// `RowHeightIndex` (measured where laid out, estimated elsewhere) places every item, so a jump
/// anywhere in a document of any size costs one screenful. Its state lives in three structs
/// with rules of their own (`RowPool`, `SliceLayout`, `ViewAnchor`), checked together after
/// every change in debug builds (`checkInvariants`); tests look in through `inspection`.
@MainActor
final class AccordionView {
    let scrolledWindow = ScrolledWindow()
    let list = VirtualList()
    let faq: FAQOutline
    var outline: Outline { faq.outline }
    /// The items before the rows, in order (each a child of `list`).
    let leading: [Widget]
    /// Questions under each section.
    let questionCounts: [Int32]

    /// The row widgets, bound and pooled.
    var rows = RowPool() { didSet { checkOwnRules(rows.violations()) } }
    /// Every item's height, and the slice the list lays out.
    var layout: SliceLayout
    /// Where the view is.
    var anchor = ViewAnchor() { didSet { checkOwnRules(anchor.violations(itemCount: layout.heights.count)) } }
    var estimator = RowHeightEstimator()
    /// The list's layout passes so far (rows know whether GTK has styled them since they changed).
    let passes = LayoutPasses()
    /// A section sliding open or closed, if any.
    var slide: SectionSlide?
    /// Rows whose chevron must not animate until their new state is styled.
    var freshlyBound: [AccordionRow] = []
    /// The question whose answer just opened, kept in view while it grows.
    var opening: OutlineNode?
    /// Where the reader is: the headers focused and gone to, and the row the outline shows.
    var reader = ReaderPlace()
    /// Work waiting for the main loop.
    var scheduled = ScheduledWork()
    private(set) var textScale = TextScale.normal
    /// The reading column's widest (`ReadingMeasure`), in the list's font.
    private(set) var columnWidth = ReadingMeasure.fallbackColumnWidth
    /// Set while the view moves the scroll bar itself, so its own change is not taken as the user's.
    var isSettingScroll = false
    /// Set once the list is destroyed.
    var isStopped = false
    /// When a row was last bound (monotonic microseconds), for benchmarks.
    var lastBuildTime: Int64 = 0
    /// The search whose words are highlighted ("" when none).
    var query = "" { didSet { searchRendering += 1 } }
    /// While searching: how the matches spread over the sections.
    var searchCounts: SearchCounts? { didSet { searchRendering += 1 } }
    /// Counts changes of `query` and `searchCounts`: a row rendered since the last one
    /// (`AccordionRow.searchRendering`) shows the search as it is.
    private(set) var searchRendering = 0
    /// The FAQ file's folder, where answers' relative image paths start (nil: images show as text).
    var baseDirectory: String?

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
        let leading = Self.leadingItems(of: faq)
        self.leading = leading
        layout = SliceLayout(heights: RowHeightIndex { _ in 0 })
        scrolledWindow.setPolicy(horizontal: .never, vertical: .automatic)
        list.addStyleClass("accordion")
        scrolledWindow.add(list)
        for widget in leading {
            list.add(widget)
            widget.showAll()
        }
        list.addStyleClass(TextScale.styleClass(textScale))
        measureColumn()
        reestimate(keepingMeasured: false)
        list.onSizeAllocate { [weak self] in self?.allocated() }
        list.onStyleUpdated { [weak self] in self?.styleUpdated() }
        list.onDestroy { [weak self] in self?.stop() }
        list.onTabEntry { [weak self] in self?.focusOnTabEntry() ?? false }
        scrolledWindow.verticalAdjustment.onValueChanged { [weak self] in self?.scrolledByUser() }
        layOut()
    }

    /// Shows the view (rows show as they are bound).
    func showAll() {
        scrolledWindow.show()
        list.show()
    }

    /// The row widget of `node`, if it has one now (rows far from the view have none).
    func row(for node: OutlineNode) -> AccordionRow? { rows.row(for: node) }

    /// The node whose header is its window's focus widget, if one is.
    var focusedHeader: OutlineNode? { rows.boundRows.first { $0.row.header.isFocus }?.node }

    /// How many row widgets exist (bound and pooled), for tests and benchmarks.
    var rowWidgetCount: Int { rows.count }

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
        guard rows.row(for: row.node) === row, row.header.isExpanded != outline.isExpanded(row.node) else { return }
        requestToggle?(row.node)
        row.show(expanded: outline.isExpanded(row.node), animated: false)
    }

    /// Shows a model change: the height index takes its splices, rows that flipped open or
    /// close (sliding when on screen), and the view keeps its anchor row where it is. A
    /// question that opened in view scrolls its answer into view.
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
            if let row = rows.row(for: node), outline.isVisible(node) {
                if expanded { buildContent(of: row) }
                row.show(expanded: expanded, animated: animated)
                refreshSnippet(row)
            } else if let item = item(of: node) {
                layout.setEstimate(item, height: estimator.height(of: node, in: faq, width: layout.width))
            }
        }
        for index in change.refreshedRows {
            if let row = rows.row(for: outline.node(at: index)) { row.setSeparatorAfter(outline.row(at: index).hasSeparatorAfter) }
        }
        // Keep the anchor: the same node, else its nearest ancestor that still shows.
        if !anchorWasLeading, let anchorNode {
            let kept = ([anchorNode] + outline.ancestors(of: anchorNode)).first { outline.isVisible($0) }
            if let kept, let item = item(of: kept) {
                anchor = ViewAnchor(item: item, y: kept != anchorNode ? max(anchor.y, 0) : anchor.y)
            } else {
                anchor = ViewAnchor()
            }
        }
        if let node = change.flipped.first, change.flipped.count == 1, !faq.isSection(node), outline.isExpanded(node), isInView(node) {
            opening = node
        }
        if animated, let node = change.flipped.first, faq.isSection(node) {
            startSlide(of: node, opening: outline.isExpanded(node))
        } else {
            layOut()
            keepOpeningInView()
        }
    }

    /// Replaces items `removed` by `inserted` rows starting at outline row `row`.
    private func applySplice(_ removed: Range<Int>, inserted: Int, at row: Int) {
        let nodes = outline.nodes(inRows: row..<row + inserted)
        let width = layout.width
        layout.replace(removed, with: inserted) { [self] item in
            estimator.height(of: nodes[item - removed.lowerBound], in: faq, width: width)
        }
    }

    /// After a search changed: its words light up in every row on show (titles, snippets and
    /// open answers) and the badges count its matches (`searchCounts`).
    func refreshSearchRows() {
        // Rows bound since the search changed (a search's layout binds the view's) are current.
        let stale = rows.boundRows.map(\.row).filter { $0.searchRendering != searchRendering }
        for row in stale { refreshTitle(row) }
        for row in stale where row.content != nil { rebuildContent(of: row) }
    }

    /// The search bar opened: every row makes its snippet label before the first keystroke,
    /// a few rows per idle moment (a search's view would otherwise make one per question it
    /// shows, in the keystroke's frame). Rows made later make theirs when they first show one.
    func prepareForSearch() {
        guard scheduled.snippets == nil else { return }
        scheduled.snippets = MainLoop.repeatWhenIdle { [weak self] in
            guard let self, !self.isStopped else { return false }
            let waiting = (self.rows.boundRows.map(\.row) + self.rows.pooled).filter { !$0.hasSnippetLabel }
            for row in waiting.prefix(Self.snippetsPerIdle) { row.prepareSnippet() }
            guard waiting.count > Self.snippetsPerIdle else {
                self.scheduled.snippets = nil
                return false
            }
            return true
        }
    }

    /// Snippet labels made per idle moment (a few milliseconds).
    static let snippetsPerIdle = 8

    /// The list is being destroyed (its window closed): work still scheduled is dropped, and
    /// nothing is laid out any more.
    func stop() {
        isStopped = true
        finishSlide()
        scheduled.cancelAll()
        rows.removeAll()
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
        for (_, row) in rows.boundRows { row.styleChanged() }
        for row in rows.pooled { row.styleChanged() }
        estimator.scale = Double(textScale) / 100
        estimator.forgetMeasurements()  // headers measured at the old size say nothing now
        measureColumn()
        reestimateAll()
    }

    /// Measures the reading column again in the list's font (`ReadingMeasure`); returns
    /// whether its width changed.
    @discardableResult
    private func measureColumn() -> Bool {
        let width = ReadingMeasure.columnWidth(in: list)
        guard width != columnWidth else { return false }
        columnWidth = width
        list.setColumnWidth(width)
        return true
    }

    /// A new font or theme: rows laid out in a column of another width are estimated again.
    private func styleUpdated() {
        if measureColumn(), layout.width > 0 { scheduleReestimate() }
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
