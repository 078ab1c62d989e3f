import FAQ
import Gtk
import Outline

/// The right-hand pane: every section and question as a header that slides its content open.
/// Rows are built in document order only as far as the view needs them: a change builds the
/// first rows it shows at once, and the rest are built a batch per idle moment while their
/// place (a spacer of their estimated height) is within a page below the view. GTK 3 lays out
/// every row it holds, so a large document costs what is on screen, not what is in the file.
/// An answer is rendered the first time its question opens.
@MainActor
final class AccordionView {
    let scrolledWindow = ScrolledWindow()
    private let top: ChildColumn
    /// Says when a search has no results, or shows only some.
    let notice = Label()
    let faq: FAQOutline
    var outline: Outline { faq.outline }
    private var rows: [Int: AccordionRow] = [:]
    private var columns: [Int: ChildColumn] = [:]
    /// Columns with children still to build (complete ones leave at the next fill).
    private var unfinished: [ChildColumn] = []
    private var fillSource: UInt32?
    /// A header's height in pixels, for the spacers (measured once a row is laid out).
    private var rowHeight = AccordionView.defaultRowHeight
    private var pendingScroll: (node: OutlineNode, until: Int64)?
    private var textScale = 100
    /// The search whose words are highlighted ("" when none); rows built from now on use it.
    var query = ""

    /// Rows a fill builds per idle moment: about what a frame can lay out besides the rest.
    static let batchSize = 24
    /// Rows a fill builds at once when the view shows blank space (≈ 0.2 s of work).
    static let largestBatch = 400

    /// Asks the controller to toggle a node (the model decides; the change comes back through `apply`).
    var requestToggle: ((OutlineNode) -> Void)?
    /// A key pressed on a header that the accordion does not use itself (type-to-search).
    var unhandledKey: ((KeyEvent) -> Bool)?
    /// The context menu was asked for on a header.
    var contextMenu: ((OutlineNode, Widget) -> Void)?
    /// A header got the keyboard focus.
    var focused: ((OutlineNode) -> Void)?

    init(faq: FAQOutline) {
        self.faq = faq
        top = ChildColumn(parent: nil, children: faq.outline.children(of: nil))
        unfinished = [top]
        scrolledWindow.setPolicy(horizontal: .never, vertical: .automatic)
        top.box.addStyleClass("accordion")
        setTextScale(100)
        if let description = faq.document.description, !description.isEmpty {
            let label = Label(description)
            label.wraps = true
            label.xAlign = 0
            label.addStyleClass("document-description")
            top.addLeading(label)
        }
        notice.wraps = true
        notice.xAlign = 0
        notice.addStyleClass("search-notice")
        top.addLeading(notice)
        if outline.nodeCount == 0 {
            let empty = Label(tr("This FAQ has no sections yet."))
            empty.addStyleClass("empty-state")
            top.addLeading(empty)
        }
        buildFirst((0..<outline.rowCount).lazy.map(outline.node(at:)), animated: false)
        scrolledWindow.add(top.box)
        top.box.setFocusVerticalAdjustment(scrolledWindow.verticalAdjustment)
        top.box.onSizeAllocate { [weak self] in
            // Keep a requested header in view while revealers above it are still moving.
            self?.followPendingScroll()
            self?.laidOut()
        }
        scrolledWindow.verticalAdjustment.onValueChanged { [weak self] in self?.scrolled() }
    }

    /// Shows everything but the notice, which only a search shows, and empty spacers.
    func showAll() {
        scrolledWindow.showAll()
        notice.isVisible = false
        updateSpacers()
    }

    /// The row of `node`, if it has been built.
    func row(for node: OutlineNode) -> AccordionRow? { rows[node.rawValue] }

    /// The node whose header is its window's focus widget, if one is.
    var focusedHeader: OutlineNode? { rows.values.first { $0.header.isFocus }?.node }

    // MARK: Building

    /// The row of `node`, built (with its ancestors' and its earlier siblings') if it was not yet.
    @discardableResult
    func ensureRow(for node: OutlineNode) -> AccordionRow {
        if let row = rows[node.rawValue] { return row }
        let column = outline.parent(of: node).map { childColumn(of: ensureRow(for: $0)) } ?? top
        let position = outline.indexInParent(node)
        while column.builtCount <= position { buildNext(in: column) }
        updateSpacers()
        return rows[node.rawValue]!
    }

    /// Builds the row of `column`'s next child.
    private func buildNext(in column: ChildColumn) {
        guard let node = column.nextChild else { return }
        lastBuildTime = MainLoop.monotonicMicroseconds
        let row = AccordionRow(node: node, title: outline.title(of: node), level: outline.level(of: node),
                               isSection: faq.isSection(node))
        rows[node.rawValue] = row
        row.header.onExpandedChanged { [weak self, weak row] in
            guard let self, let row else { return }
            self.headerChanged(row)
        }
        row.header.onKeyPress { [weak self] event in self?.handleKey(event, on: node) ?? false }
        row.header.onFocusIn { [weak self] in self?.focused?(node) }
        row.header.onContextMenu { [weak self, weak row] in
            guard let self, let row else { return }
            self.contextMenu?(node, row.header)
        }
        if outline.isExpanded(node) {
            buildContent(of: row)
            row.show(expanded: true)
        }
        refreshTitle(row)
        row.setSeparatorAfter(outline.hasSeparatorAfter(node))
        column.appendNext(row.box)
        row.box.showAll()
        if let column = columns[node.rawValue] { column.spacer.isVisible = false }  // sized by `updateSpacers`
        row.box.isVisible = outline.passesSearch(node)
    }

    /// Builds the first of `nodes` (rows that now show, in document order) that can be on
    /// screen at once, each with the unbuilt siblings before it; the rest wait for the view.
    private func buildFirst(_ nodes: some Sequence<OutlineNode>, animated: Bool) {
        var budget = immediateRowCount(animated: animated)
        for node in nodes {
            if let row = rows[node.rawValue] {
                row.setSeparatorAfter(outline.hasSeparatorAfter(node))
                continue
            }
            // Only under a built parent that shows its children (a column).
            guard budget > 0, let column = outline.parent(of: node).map({ columns[$0.rawValue] }) ?? top else { continue }
            let position = outline.indexInParent(node)
            while budget > 0, column.builtCount <= position {
                buildNext(in: column)
                budget -= 1
            }
        }
    }

    /// Rows built at once: enough to fill the view (headers are at least 24 pixels high; before
    /// the first layout, the default window's view of 36-pixel section headers), or, for a
    /// reveal that slides open from nothing, its first few rows. The fill builds the rest.
    private func immediateRowCount(animated: Bool) -> Int {
        if animated { return 6 }
        let height = scrolledWindow.verticalAdjustment.pageSize
        return height > 0 ? Int(height / 24) + 1 : 720 / Self.defaultRowHeight + 1
    }

    /// After a layout: rows now have their sizes, so the spacers can be measured against them.
    private func laidOut() {
        for column in unfinished where column.measuredRowHeight == nil || column.builtCount != column.measuredAtCount {
            measureRows(of: column)
        }
        scheduleFill()
    }

    /// The view moved: a jump of more than a page (the scroll bar dragged, End) may land on
    /// blank spacer, which the next fill then builds in one go.
    private func scrolled() {
        let adjustment = scrolledWindow.verticalAdjustment
        if abs(adjustment.value - lastScrollValue) > adjustment.pageSize { jumped = true }
        lastScrollValue = adjustment.value
        scheduleFill()
    }
    private var lastScrollValue = 0.0
    private var jumped = false

    /// Builds, at the next idle moment, rows whose place has come near the view.
    private func scheduleFill() {
        guard fillSource == nil, !unfinished.isEmpty else { return }
        fillSource = MainLoop.repeatWhenIdle { [weak self] in
            self?.fillNearView()
            return false
        }
    }

    /// One batch: rows of columns whose spacer starts less than a page below the view. The
    /// layout that follows calls for the next batch, until the view and a page below it are full.
    private func fillNearView() {
        fillSource = nil
        unfinished.removeAll { $0.isComplete }
        let adjustment = scrolledWindow.verticalAdjustment
        let wanted = adjustment.value + 2 * max(adjustment.pageSize, 1)
        var budget = Self.batchSize
        for column in unfinished where budget > 0 && isShowing(column) && column.spacer.isVisible {
            guard let y = column.spacer.origin(in: top.box)?.y, Double(y) < wanted else { continue }
            // After a jump the view may show blank spacer: fill it in one go. (Not while a
            // section slides open: its rows come in batches, one per frame, at full frame rate.)
            let blank = adjustment.value + adjustment.pageSize - Double(y)
            if jumped, blank > 0 {
                budget = max(budget, min(Self.largestBatch, Int(blank) / (column.measuredRowHeight ?? rowHeight) + Self.batchSize))
            }
            while budget > 0, !column.isComplete {
                buildNext(in: column)
                budget -= 1
            }
        }
        jumped = false
        if budget < Self.batchSize { updateSpacers() }
    }

    /// Whether a column's rows are on show (its section is open and itself shows).
    private func isShowing(_ column: ChildColumn) -> Bool {
        guard let parent = column.parent else { return true }
        return outline.isExpanded(parent) && outline.isVisible(parent)
    }

    /// Sizes every spacer for the rows it stands in for.
    private func updateSpacers() {
        for column in unfinished {
            column.setSpacer(rows: outline.rowCount(ofChildrenOf: column.parent, at: column.builtCount..<column.children.count),
                             rowHeight: column.measuredRowHeight ?? rowHeight)
        }
    }

    /// Measures the average height of a column's built rows (from the first to the last built
    /// one, as laid out), which its spacer then uses; the first column measured sets the default.
    private func measureRows(of column: ChildColumn) {
        guard column.builtCount > 0,
              let first = rows[column.children[0].rawValue], let last = rows[column.children[column.builtCount - 1].rawValue],
              let top = first.box.origin(in: column.box), let lastTop = last.box.origin(in: column.box) else { return }
        let height = lastTop.y + last.box.allocation.height - top.y
        let shown = outline.rowCount(ofChildrenOf: column.parent, at: 0..<column.builtCount)
        guard height > 0, shown > 0 else { return }
        column.measuredRowHeight = max(16, height / shown)
        column.measuredAtCount = column.builtCount
        if rowHeight == Self.defaultRowHeight { rowHeight = column.measuredRowHeight! }
    }
    private static let defaultRowHeight = 36

    /// Builds every row (before reading the whole layout, and in tests).
    func finishBuilding() {
        while let column = unfinished.first(where: { !$0.isComplete }) {
            while !column.isComplete { buildNext(in: column) }
        }
        unfinished.removeAll()
    }

    /// When a row was last built (monotonic microseconds), for benchmarks.
    private(set) var lastBuildTime: Int64 = 0

    /// How many rows are built (for tests and benchmarks).
    var builtRowCount: Int { rows.count }

    /// A section's content: its column of child rows, or a question's answer.
    private func buildContent(of row: AccordionRow) {
        if row.isSection {
            _ = childColumn(of: row)
        } else if row.content == nil {
            row.setContent(makeAnswerLabel(answerMarkup(row.node), level: outline.level(of: row.node)))
        }
    }

    private func childColumn(of row: AccordionRow) -> ChildColumn {
        if let column = columns[row.node.rawValue] { return column }
        let column = ChildColumn(parent: row.node, children: outline.children(of: row.node))
        if let description = faq.sectionDescription(of: row.node), !description.isEmpty {
            let label = makeAnswerLabel(MarkdownRenderer.pangoMarkup(fromMarkdown: description), level: outline.level(of: row.node))
            label.addStyleClass("section-description")
            column.addLeading(label)
        }
        columns[row.node.rawValue] = column
        unfinished.append(column)
        row.setContent(column.box)
        column.setSpacer(rows: outline.rowCount(ofChildrenOf: row.node, at: 0..<column.children.count), rowHeight: rowHeight)
        return column
    }

    private func answerMarkup(_ node: OutlineNode) -> String {
        MarkdownRenderer.pangoMarkup(fromMarkdown: faq.answer(of: node) ?? "", highlighting: query)
    }

    private func refreshTitle(_ row: AccordionRow) {
        row.highlightedQuery = query
        if query.isEmpty {
            row.titleLabel.text = outline.title(of: row.node)
        } else {
            row.titleLabel.setMarkup(SearchHighlighter.markup(outline.title(of: row.node), query: query))
        }
    }

    // MARK: Model ↔ view

    /// The user clicked a header (or pressed Enter/Space on it): ask the model, then make the
    /// header show what the model decided (a veto or policy may keep it as it was).
    private func headerChanged(_ row: AccordionRow) {
        guard row.header.isExpanded != outline.isExpanded(row.node) else { return }
        requestToggle?(row.node)
        row.show(expanded: outline.isExpanded(row.node))
    }

    /// Shows a model change: flipped rows open or close, the first rows that now show are
    /// built, separators follow, spacers take the new row counts, and the view is filled.
    func apply(_ change: OutlineChange) {
        for node in change.flipped {
            guard let row = rows[node.rawValue] else { continue }
            let expanded = outline.isExpanded(node)
            if expanded { buildContent(of: row) }
            row.show(expanded: expanded)
        }
        let animated = Settings.animationsEnabled && scrolledWindow.isMapped && !change.flipped.isEmpty
        buildFirst(change.insertedRanges.lazy.flatMap { $0 }.map(outline.node(at:)), animated: animated)
        for index in change.refreshedRows { refreshSeparator(at: index) }
        updateSpacers()
        scheduleFill()
    }

    /// After a search changed: rows outside it hide, its words light up in titles and answers.
    /// A search costs what it shows: hidden rows keep their old highlight until they show again,
    /// and shown rows are re-highlighted a batch at a time (in document order; the first batch
    /// before the next frame), since each one is laid out again.
    func refreshSearchRows() {
        var stale: [AccordionRow] = []
        for row in rows.values {
            let shown = outline.passesSearch(row.node)
            row.box.isVisible = shown
            if shown, row.highlightedQuery != query { stale.append(row) }
        }
        staleHighlights = stale.sorted { $0.node.rawValue > $1.node.rawValue }  // nodes are in document order
        highlightBatch()
        if !staleHighlights.isEmpty, highlightSource == nil {
            highlightSource = MainLoop.repeatWhenIdle { [weak self] in
                guard let self else { return false }
                self.highlightBatch()
                if self.staleHighlights.isEmpty { self.highlightSource = nil }
                return self.highlightSource != nil
            }
        }
    }

    /// Rows still showing an older search's highlight, the next one last.
    private var staleHighlights: [AccordionRow] = []
    private var highlightSource: UInt32?

    private func highlightBatch() {
        for _ in 0..<Self.batchSize {
            guard let row = staleHighlights.popLast() else { return }
            guard outline.passesSearch(row.node), row.highlightedQuery != query else { continue }
            refreshTitle(row)
            if !row.isSection, let answer = row.content as? Label { answer.setMarkup(answerMarkup(row.node)) }
        }
    }

    /// Whether shown rows are still waiting for the current search's highlight.
    var isHighlighting: Bool { !staleHighlights.isEmpty }

    private func refreshSeparator(at index: Int) {
        let row = outline.row(at: index)
        rows[row.node.rawValue]?.setSeparatorAfter(row.hasSeparatorAfter)
    }

    // MARK: Scrolling and text size

    /// Scrolls so that `node`'s header is at the top, following layout for a moment while
    /// revealers above it finish moving.
    func scroll(to node: OutlineNode) {
        ensureRow(for: node)
        pendingScroll = (node, MainLoop.monotonicMicroseconds + 600_000)
        followPendingScroll()
    }

    private func followPendingScroll() {
        if let pixels = pendingPixels {
            let adjustment = scrolledWindow.verticalAdjustment
            if adjustment.upper - adjustment.pageSize >= pixels.value || MainLoop.monotonicMicroseconds > pixels.until {
                adjustment.value = min(pixels.value, max(0, adjustment.upper - adjustment.pageSize))
                pendingPixels = nil
            }
        }
        guard let pending = pendingScroll else { return }
        if MainLoop.monotonicMicroseconds > pending.until { pendingScroll = nil }
        guard let row = rows[pending.node.rawValue], let origin = row.box.origin(in: top.box) else { return }
        let adjustment = scrolledWindow.verticalAdjustment
        let target = min(Double(origin.y), max(0, adjustment.upper - adjustment.pageSize))
        if abs(adjustment.value - target) >= 1 { adjustment.value = target }
    }

    /// Text size in percent, in steps the style sheet knows (`text-scale-N`).
    func setTextScale(_ percent: Int) {
        top.box.removeStyleClass("text-scale-\(textScale)")
        textScale = TextScale.clamp(percent)
        top.box.addStyleClass("text-scale-\(textScale)")
    }

    /// The vertical scroll position in pixels.
    var scrollPosition: Double { scrolledWindow.verticalAdjustment.value }

    /// Scrolls to `pixels` once the content is tall enough (a restored position, before layout).
    func restoreScroll(to pixels: Double) {
        pendingPixels = (pixels, MainLoop.monotonicMicroseconds + 1_000_000)
        followPendingScroll()
    }
    private var pendingPixels: (value: Double, until: Int64)?

    /// The top-most row in view, to come back to after a reload.
    var topVisibleNode: OutlineNode? {
        let top = scrollPosition
        for index in 0..<outline.rowCount {
            let node = outline.node(at: index)
            guard let row = rows[node.rawValue], let origin = row.header.origin(in: self.top.box) else { continue }
            if Double(origin.y + row.header.allocation.height) > top { return node }
        }
        return nil
    }
}
