import FAQ
import Gtk
import Outline

/// The right-hand pane: every section and question as a header that slides its content open.
/// Rows are built lazily: a section's children the first time it opens, an answer the first
/// time its question opens, so hidden content costs nothing.
@MainActor
final class AccordionView {
    let scrolledWindow = ScrolledWindow()
    private let column = Box(.vertical)
    private let faq: FAQOutline
    private var outline: Outline { faq.outline }
    private var rows: [Int: AccordionRow] = [:]
    /// Asks the controller to toggle a node (the model decides; the change comes back through `apply`).
    var requestToggle: ((OutlineNode) -> Void)?
    private var pendingScroll: (node: OutlineNode, until: Int64)?

    init(faq: FAQOutline) {
        self.faq = faq
        scrolledWindow.setPolicy(horizontal: .never, vertical: .automatic)
        column.addStyleClass("accordion")
        if let description = faq.document.description, !description.isEmpty {
            let label = Label(description)
            label.wraps = true
            label.xAlign = 0
            label.addStyleClass("document-description")
            column.append(label)
        }
        for node in outline.children(of: nil) { column.append(makeRow(node).box) }
        if outline.nodeCount == 0 {
            let empty = Label("This FAQ has no sections yet.")
            empty.addStyleClass("empty-state")
            column.append(empty)
        }
        scrolledWindow.add(column)
        // Keep a requested header in view while revealers above it are still moving.
        column.onSizeAllocate { [weak self] in self?.followPendingScroll() }
    }

    /// The row of `node`, if it has been built.
    func row(for node: OutlineNode) -> AccordionRow? { rows[node.rawValue] }

    /// Builds the rows down to `node` (opening nothing), so that it can be scrolled to or focused.
    @discardableResult
    func ensureRow(for node: OutlineNode) -> AccordionRow? {
        for ancestor in outline.ancestors(of: node).reversed() {
            guard let row = rows[ancestor.rawValue] else { return nil }
            buildContent(of: row)
        }
        return rows[node.rawValue]
    }

    // MARK: Building

    private func makeRow(_ node: OutlineNode) -> AccordionRow {
        let row = AccordionRow(node: node, title: outline.title(of: node), level: outline.level(of: node),
                               isSection: faq.isSection(node))
        rows[node.rawValue] = row
        row.setSeparatorAfter(outline.hasSeparatorAfter(node))
        row.header.onExpandedChanged { [weak self, weak row] in
            guard let self, let row else { return }
            self.headerChanged(row)
        }
        if outline.isExpanded(node) {
            buildContent(of: row)
            row.show(expanded: true)
        }
        return row
    }

    private func buildContent(of row: AccordionRow) {
        guard row.content == nil else { return }
        if row.isSection {
            let children = Box(.vertical)
            if let description = faq.sectionDescription(of: row.node), !description.isEmpty {
                let label = makeAnswerLabel(description, level: outline.level(of: row.node))
                label.addStyleClass("section-description")
                children.append(label)
            }
            for child in outline.children(of: row.node) { children.append(makeRow(child).box) }
            row.setContent(children)
        } else {
            row.setContent(makeAnswerLabel(faq.answer(of: row.node) ?? "", level: outline.level(of: row.node)))
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

    /// Shows a model change: flipped rows open or close, separators follow.
    func apply(_ change: OutlineChange) {
        for node in change.flipped {
            guard let row = rows[node.rawValue] else { continue }
            let expanded = outline.isExpanded(node)
            if expanded { buildContent(of: row) }
            row.show(expanded: expanded)
        }
        for index in change.refreshedRows { refreshSeparator(at: index) }
        for range in change.insertedRanges {
            for index in range { refreshSeparator(at: index) }
        }
    }

    private func refreshSeparator(at index: Int) {
        let row = outline.row(at: index)
        rows[row.node.rawValue]?.setSeparatorAfter(row.hasSeparatorAfter)
    }

    // MARK: Scrolling and focus

    /// Scrolls so that `node`'s header is at the top, following layout for a moment while
    /// revealers above it finish moving.
    func scroll(to node: OutlineNode) {
        guard ensureRow(for: node) != nil else { return }
        pendingScroll = (node, MainLoop.monotonicMicroseconds + 600_000)
        followPendingScroll()
    }

    private func followPendingScroll() {
        guard let pending = pendingScroll else { return }
        if MainLoop.monotonicMicroseconds > pending.until { pendingScroll = nil }
        guard let row = rows[pending.node.rawValue], let origin = row.box.origin(in: column) else { return }
        let adjustment = scrolledWindow.verticalAdjustment
        let target = min(Double(origin.y), max(0, adjustment.upper - adjustment.pageSize))
        if abs(adjustment.value - target) >= 1 { adjustment.value = target }
    }

    /// Gives the keyboard focus to `node`'s header.
    func focus(_ node: OutlineNode) {
        ensureRow(for: node)?.header.grabFocus()
    }
}
