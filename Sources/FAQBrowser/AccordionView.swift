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
    let top: ChildColumn
    /// Says when a search has no results, or shows only some.
    let notice = Label()
    let faq: FAQOutline
    var outline: Outline { faq.outline }
    var rows: [Int: AccordionRow] = [:]
    var columns: [Int: ChildColumn] = [:]
    /// Columns with children still to build (complete ones leave at the next fill).
    var unfinished: [ChildColumn] = []
    var fillSource: UInt32?
    /// A header's height in pixels, for the spacers (measured once a row is laid out).
    var rowHeight = AccordionView.defaultRowHeight
    private var pendingScroll: (node: OutlineNode, until: Int64)?
    private var textScale = 100
    /// The view's last scroll position, and whether it then jumped by more than a page.
    var lastScrollValue = 0.0
    var jumped = false
    /// When a row was last built (monotonic microseconds), for benchmarks.
    var lastBuildTime: Int64 = 0
    static let defaultRowHeight = 36
    /// The search whose words are highlighted ("" when none); rows built from now on use it.
    var query = ""
    /// The FAQ file's folder, where answers' relative image paths start (nil: images show as text).
    var baseDirectory: String?

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
        updateSpacers()
        scrolledWindow.add(top.box)
        top.box.setFocusVerticalAdjustment(scrolledWindow.verticalAdjustment)
        top.box.onSizeAllocate { [weak self] in
            // Keep a requested header in view while revealers above it are still moving.
            self?.followPendingScroll()
            self?.laidOut()
        }
        scrolledWindow.verticalAdjustment.onValueChanged { [weak self] in self?.scrolled() }
    }

    /// Shows everything but the notice, which only a search shows (spacers show as they are sized).
    func showAll() {
        scrolledWindow.showAll()
        notice.isVisible = false
    }

    /// The row of `node`, if it has been built.
    func row(for node: OutlineNode) -> AccordionRow? { rows[node.rawValue] }

    /// The node whose header is its window's focus widget, if one is.
    var focusedHeader: OutlineNode? { rows.values.first { $0.header.isFocus }?.node }

    func answerMarkup(_ node: OutlineNode) -> String {
        MarkdownRenderer.pangoMarkup(fromMarkdown: faq.answer(of: node) ?? "", highlighting: query)
    }

    func refreshTitle(_ row: AccordionRow) {
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
    func headerChanged(_ row: AccordionRow) {
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
            if !row.isSection, let answer = row.content as? AnswerView { answer.highlight(query) }
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
