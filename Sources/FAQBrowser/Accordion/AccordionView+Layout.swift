import FAQ
import Gtk
import Outline

/// Laying out the slice: from the anchor item down to half a page below the view and up to a
/// quarter page above it, binding pooled rows to the items and measuring them at the list's width, so
/// that the height index is exact wherever the reader looks and estimated everywhere else.
extension AccordionView {
    /// Pixels laid out beyond the view, above and below (in pages).
    static let overscanAbove = 0.25
    static let overscanBelow = 0.5
    /// Laid out past the view's bottom even before the overscan: rows are measured before GTK
    /// restyles them for their new kind and level, and one may turn out a few pixels shorter.
    static let measuringSlack = 0.1
    /// Width assumed before the first layout.
    static let defaultWidth = 700

    /// The view's height (the default window's before the first layout).
    var pageHeight: Double {
        let page = scrolledWindow.verticalAdjustment.pageSize
        return page > 1 ? page : 640
    }

    var layoutWidth: Int { min(width > 0 ? width : Self.defaultWidth, columnWidth) }

    /// The reading column's widest: about 85 characters of body text, and the rows' padding.
    var columnWidth: Int { Int((85 * 7.5 + 90) * Double(textScale) / 100) }

    /// Binds and measures the items around the anchor, releases the rest to the pool, and hands
    /// the slice to the list; then the scroll bar follows the anchor. What the view shows is
    /// bound at once; the rows beyond it (a quarter page above, half a page below) are bound at
    /// the next idle moment, unless `withOverscan`, so a jump costs one screenful before its
    /// frame, from a pool that keeps a screenful of rows in reserve.
    func layOut(withOverscan: Bool = false) {
        guard !isStopped else { return }
        let count = heights.count
        guard count > 0 else {
            list.setSlice([], anchor: 0, anchorY: 0)
            releaseRows(keeping: [])
            trimPool()
            syncScroll()
            return
        }
        anchor.item = min(max(anchor.item, 0), count - 1)
        let page = pageHeight
        releaseRowsOutOfReach()
        var items: [Int] = []
        // Down from the anchor; at the list's end, its last row rests on the view's bottom.
        var y = anchor.y
        var item = anchor.item
        let below = page * (1 + (withOverscan ? Self.overscanBelow : Self.measuringSlack))
        let above = withOverscan ? page * Self.overscanAbove : 0
        while item < count, item == anchor.item || y < below {
            y += measure(item)
            items.append(item)
            item += 1
        }
        if item == count, y < page { anchor.y += page - y }
        // Up from it; the list's top never shows below the view's top.
        y = anchor.y
        item = anchor.item
        var rowsAbove: [Int] = []
        while item > 0, y > -above {
            item -= 1
            y -= measure(item)
            rowsAbove.append(item)
        }
        if item == 0, y > 0 { anchor.y -= y }
        slice = rowsAbove.reversed() + items
        // Rows the overscan will show again keep their binding until then.
        releaseRows(keeping: withOverscan ? Set(slice) : Set(slice).union(overscanWindow()))
        list.setSlice(slice.map(widget(forItem:)), anchor: rowsAbove.count, anchorY: anchor.y)
        layoutsRequested += 1
        syncScroll()
        updateTopRow()
        if withOverscan {
            trimPool()
            fillPool()
        } else {
            scheduleOverscan()
        }
    }

    /// The items from the overscan's top to its bottom, by the height index (no measuring).
    func overscanWindow() -> ClosedRange<Int> {
        let top = heights.offset(of: anchor.item) - anchor.y
        let first = heights.row(at: max(0, top - pageHeight * Self.overscanAbove))?.row ?? 0
        let last = heights.row(at: top + pageHeight * (1 + Self.overscanBelow))?.row ?? heights.count - 1
        return first...max(first, last)
    }

    /// Binds the rows beyond the view at the next idle moment (after the frame).
    private func scheduleOverscan() {
        guard overscanSource == nil else { return }
        overscanSource = MainLoop.repeatWhenIdle { [weak self] in
            guard let self else { return false }
            self.overscanSource = nil
            if self.slide == nil { self.layOut(withOverscan: true) }
            return false
        }
    }

    /// The scroll bar: the content's height, and the value that puts the anchor where it is.
    func syncScroll() {
        isSettingScroll = true
        defer { isSettingScroll = false }
        list.setContentHeight(heights.totalHeight)
        let adjustment = scrolledWindow.verticalAdjustment
        let value = heights.offset(of: min(anchor.item, max(heights.count - 1, 0))) - anchor.y
        if abs(adjustment.value - value) >= 0.5 { adjustment.value = max(0, value) }
    }

    /// The user (or GTK for them) moved the scroll bar: anchor to the item now at the top.
    func scrolledByUser() {
        guard !isSettingScroll, let (item, within) = heights.row(at: scrolledWindow.verticalAdjustment.value) else { return }
        finishSlide()
        anchor = (item, -within)
        layOut()
    }

    /// After the list laid out the slice: take the heights it gave (a new width, an answer
    /// sliding), keep the anchor still, and fill the view if it now shows a gap.
    func allocated() {
        passes.count += 1
        layoutsAllocated = layoutsRequested
        let allocatedWidth = list.allocation.width
        if allocatedWidth != width {
            let first = width == 0, before = layoutWidth
            width = allocatedWidth
            if !first, layoutWidth != before { scheduleReestimate() }
        }
        guard slide == nil else { return }
        var changed = false
        for item in slice {
            let height = Double(widget(forItem: item).allocation.height)
            if height != heights.height(of: item) || !heights.isMeasured(item) {
                heights.setMeasured(item, height: height)
                noteMeasured(item, height: height)
                changed = true
            }
        }
        if changed {
            keepAnchorAtTheTop()
            syncScroll()
        }
        if !coversView { layOut() }
    }

    /// Moves the anchor to the row at the view's top, same place on screen: an estimate that
    /// the allocation replaced may have left the anchored row wholly above the view.
    private func keepAnchorAtTheTop() {
        while anchor.item + 1 < heights.count, anchor.y + heights.height(of: anchor.item) <= 0 {
            anchor.y += heights.height(of: anchor.item)
            anchor.item += 1
        }
        while anchor.item > 0, anchor.y > 0 {
            anchor.item -= 1
            anchor.y -= heights.height(of: anchor.item)
        }
    }

    /// Whether the slice reaches from the view's top (or the list's start) to its bottom (or the end).
    var coversView: Bool {
        guard let first = slice.first, let last = slice.last else { return heights.count == 0 }
        let top = widget(forItem: first).allocation.y
        let bottom = widget(forItem: last).allocation
        return (first == 0 || top <= 0) && (last == heights.count - 1 || Double(bottom.y + bottom.height) >= pageHeight)
    }

    /// The height of `item` at the list's width, binding its row if it has none. A row GTK has
    /// not styled yet as it is now keeps the index's height; the allocation measures it.
    @discardableResult
    func measure(_ item: Int) -> Double {
        let widget = widget(forItem: item)
        if let node = node(ofItem: item), let row = bound[node], !row.isStyled { return heights.height(of: item) }
        let height = Double(widget.preferredHeight(forWidth: layoutWidth))
        if height != heights.height(of: item) || !heights.isMeasured(item) {
            heights.setMeasured(item, height: height)
            noteMeasured(item, height: height)
        }
        return height
    }

    private func noteMeasured(_ item: Int, height: Double) {
        guard let node = node(ofItem: item) else { return }
        estimator.learn(height, of: node, in: faq)
    }

    // MARK: Binding

    /// The widget that shows `item`: a leading widget, or a row bound to its node.
    func widget(forItem item: Int) -> Widget {
        if item < leading.count { return leading[item] }
        let node = outline.node(at: item - leading.count)
        if let row = bound[node] { return row.box }
        let row = takePooledRow(like: node) ?? makeRow()
        bind(row, to: node)
        return row.box
    }

    /// Gives `row` to `node`: title, icon, badge, state and separator, as the model has them.
    func bind(_ row: AccordionRow, to node: OutlineNode) {
        lastBuildTime = MainLoop.monotonicMicroseconds
        row.bind(node, isSection: faq.isSection(node), level: outline.level(of: node), iconName: faq.icon(of: node))
        // A section with nothing inside shows no chevron that would do nothing.
        row.box.setStyleClass("empty", !outline.isExpandable(node))
        bound[node] = row
        refreshTitle(row)
        let expanded = outline.isExpanded(node)
        if expanded { buildContent(of: row) }
        if row.header.isExpanded != expanded { suppressChevronTurn(row) }
        row.show(expanded: expanded, animated: false)
        row.setSeparatorAfter(outline.hasSeparatorAfter(node))
        row.box.isVisible = true
    }

    /// Marks `row`'s header so that its chevron takes a new angle at once, not with the turn a
    /// click shows; the mark goes once the new state has been styled (two frames on).
    func suppressChevronTurn(_ row: AccordionRow) {
        row.header.addStyleClass("rebinding")
        freshlyBound.append(row)
        guard freshlyBound.count == 1 else { return }
        var frames = 0
        list.onEachFrame { [weak self] _ in
            frames += 1
            guard frames >= 2, let self else { return self != nil }
            for row in self.freshlyBound { row.header.removeStyleClass("rebinding") }
            self.freshlyBound.removeAll()
            return false
        }
    }

    /// The title, plain or with the search's words marked, and the header's accessible name.
    func refreshTitle(_ row: AccordionRow) {
        let title = outline.title(of: row.node)
        if query.isEmpty {
            row.titleLabel.text = title
        } else {
            row.titleLabel.setMarkup(PangoMarkup.highlighted(title, query: query))
        }
        row.header.accessibleName = title
        row.highlightedQuery = query
        if row.isSection {
            let total = Int(questionCounts[row.node.rawValue])
            if let matches = searchCounts.map({ $0.count(in: row.node) }) {
                row.setBadge(total > 0 ? "\(matches)/\(total)" : "",
                             accessibleDescription: tr("{1} of {2} questions match", String(matches), String(total)))
            } else {
                row.setBadge(total > 0 ? "\(total)" : "", accessibleDescription: tr("{1} questions", String(total)))
            }
        } else {
            row.setBadge("", accessibleDescription: "")
        }
        refreshSnippet(row)
    }

    /// Under a search, a closed question shows where its answer matched.
    func refreshSnippet(_ row: AccordionRow) {
        guard !query.isEmpty, !row.isSection, !outline.isExpanded(row.node), let answer = faq.answer(of: row.node) else {
            return row.setSnippet(nil)
        }
        row.setSnippet(SearchSnippet.highlighted(answer: answer, query: query).map { PangoMarkup.markup($0) })
    }

    /// The answer (or the section's description) under the header, rendered for the current query.
    func buildContent(of row: AccordionRow) {
        guard row.content == nil else { return }
        let level = outline.level(of: row.node)
        if row.isSection {
            guard let description = faq.sectionDescription(of: row.node), !description.isEmpty else { return }
            let label = makeAnswerLabel(description, level: level, baseDirectory: baseDirectory, query: query)
            label.addStyleClass("section-description")
            row.setContent(label)
        } else {
            row.setContent(makeAnswerLabel(faq.answer(of: row.node) ?? "", level: level, baseDirectory: baseDirectory, query: query))
        }
    }

    /// Renders the content again (a new query).
    func rebuildContent(of row: AccordionRow) {
        if let answer = row.content as? AnswerView { return answer.highlight(query) }
        row.setContent(nil)
        buildContent(of: row)
    }


    // MARK: Estimates

    /// A new width or text size: the rows in view are measured again at once (the list does it
    /// as it lays them out); every other estimate is made again once the resizing pauses.
    func scheduleReestimate() {
        if let reestimateSource { MainLoop.cancel(reestimateSource) }
        reestimateSource = MainLoop.after(milliseconds: 200) { [weak self] in
            self?.reestimateSource = nil
            self?.reestimateAll()
        }
    }

    /// Estimates every item again (measurements are dropped), keeping the anchor.
    func reestimateAll() {
        reestimate(keepingMeasured: false)
        layOut()
    }

    /// Makes the height index afresh for the list as the outline shows it now, in O(n).
    func reestimate(keepingMeasured: Bool) {
        let nodes = outline.nodes(inRows: 0..<outline.rowCount)
        let leadingCount = leading.count
        let width = layoutWidth
        let estimate = { [self] (item: Int) -> Double in
            item < leadingCount ? 40 : estimator.height(of: nodes[item - leadingCount], in: faq, width: width)
        }
        if heights.count == leadingCount + nodes.count {
            heights.reestimate(measuredToo: !keepingMeasured, estimate)
        } else {
            heights = RowHeightIndex(count: leadingCount + nodes.count, estimate: estimate)
        }
    }
}
