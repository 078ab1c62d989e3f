import FAQ
import Gtk
import Outline

/// Building rows as far as the view needs them: in document order, a screenful when a change
/// shows rows, then a batch per idle moment while a column's spacer is within a page below the
/// view (all at once after a jump); the spacers stand in for the rest at their estimated height.
extension AccordionView {
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
        row.box.isVisible = outline.passesSearch(node)
    }

    /// Builds the first of `nodes` (rows that now show, in document order) that can be on
    /// screen at once, each with the unbuilt siblings before it; the rest wait for the view.
    func buildFirst(_ nodes: some Sequence<OutlineNode>, animated: Bool) {
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
    func immediateRowCount(animated: Bool) -> Int {
        if animated { return 6 }
        let height = scrolledWindow.verticalAdjustment.pageSize
        return height > 0 ? Int(height / 24) + 1 : 720 / Self.defaultRowHeight + 1
    }

    /// After a layout: rows now have their sizes, so the spacers can be measured against them.
    func laidOut() {
        for column in unfinished where column.measuredRowHeight == nil || column.builtCount != column.measuredAtCount {
            measureRows(of: column)
        }
        scheduleFill()
    }

    /// The view moved: a jump of more than a page (the scroll bar dragged, End) may land on
    /// blank spacer, which the next fill then builds in one go.
    func scrolled() {
        let adjustment = scrolledWindow.verticalAdjustment
        if abs(adjustment.value - lastScrollValue) > adjustment.pageSize { jumped = true }
        lastScrollValue = adjustment.value
        scheduleFill()
    }

    /// Builds, at the next idle moment, rows whose place has come near the view.
    func scheduleFill() {
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
    func updateSpacers() {
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

    /// Builds every row (before reading the whole layout, and in tests).
    func finishBuilding() {
        while let column = unfinished.first(where: { !$0.isComplete }) {
            while !column.isComplete { buildNext(in: column) }
        }
        unfinished.removeAll()
    }


    /// How many rows are built (for tests and benchmarks).
    var builtRowCount: Int { rows.count }

    /// A section's content: its column of child rows, or a question's answer.
    func buildContent(of row: AccordionRow) {
        if row.isSection {
            _ = childColumn(of: row)
        } else if row.content == nil {
            row.setContent(makeAnswerLabel(faq.answer(of: row.node) ?? "", level: outline.level(of: row.node), baseDirectory: baseDirectory, query: query))
        }
    }

    private func childColumn(of row: AccordionRow) -> ChildColumn {
        if let column = columns[row.node.rawValue] { return column }
        let column = ChildColumn(parent: row.node, children: outline.children(of: row.node))
        if let description = faq.sectionDescription(of: row.node), !description.isEmpty {
            let label = makeAnswerLabel(description, level: outline.level(of: row.node), baseDirectory: baseDirectory)
            label.addStyleClass("section-description")
            column.addLeading(label)
        }
        columns[row.node.rawValue] = column
        unfinished.append(column)
        row.setContent(column.box)
        column.setSpacer(rows: outline.rowCount(ofChildrenOf: row.node, at: 0..<column.children.count), rowHeight: rowHeight)
        return column
    }
}
