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

    /// Every item's height, measured or estimated.
    var heights: RowHeightIndex { layout.heights }

    /// The view's height (the default window's before the first layout).
    var pageHeight: Double {
        let page = scrolledWindow.verticalAdjustment.pageSize
        return page > 1 ? page : 640
    }

    var layoutWidth: Int { min(layout.width > 0 ? layout.width : Self.defaultWidth, columnWidth) }


    /// Binds and measures the items around the anchor, releases the rest to the pool, and hands
    /// the slice to the list; then the scroll bar follows the anchor. What the view shows is
    /// bound at once; the rows beyond it (a quarter page above, half a page below) are bound at
    /// the next idle moment, unless `withOverscan`, so a jump costs one screenful before its
    /// frame, from a pool that keeps a screenful of rows in reserve.
    func layOut(withOverscan: Bool = false) {
        guard !isStopped else { return }
        defer { checkInvariants() }
        let count = heights.count
        guard count > 0 else {
            list.setSlice([], anchor: 0, anchorY: 0)
            layout.handOver([])
            releaseRows(keeping: [])
            trimPool()
            syncScroll()
            return
        }
        anchor.clamp(toCount: count)
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
        let slice = rowsAbove.reversed() + items
        // Rows the overscan will show again keep their binding until then.
        releaseRows(keeping: withOverscan ? Set(slice) : Set(slice).union(overscanWindow()))
        list.setSlice(slice.map(widget(forItem:)), anchor: rowsAbove.count, anchorY: anchor.y)
        layout.handOver(slice)
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
        let top = anchor.viewTop(in: heights)
        let first = heights.row(at: max(0, top - pageHeight * Self.overscanAbove))?.row ?? 0
        let last = heights.row(at: top + pageHeight * (1 + Self.overscanBelow))?.row ?? heights.count - 1
        return first...max(first, last)
    }

    /// Binds the rows beyond the view at the next idle moment (after the frame).
    private func scheduleOverscan() {
        guard scheduled.overscan == nil else { return }
        scheduled.overscan = MainLoop.repeatWhenIdle { [weak self] in
            guard let self else { return false }
            self.scheduled.overscan = nil
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
        let value = anchor.viewTop(in: heights)
        if abs(adjustment.value - value) >= 0.5 { adjustment.value = max(0, value) }
    }

    /// The user (or GTK for them) moved the scroll bar: anchor to the item now at the top.
    func scrolledByUser() {
        guard !isSettingScroll, let (item, within) = heights.row(at: scrolledWindow.verticalAdjustment.value) else { return }
        finishSlide()
        opening = nil
        anchor = ViewAnchor(item: item, y: -within)
        layOut()
    }

    /// After the list laid out the slice: take the heights it gave (a new width, an answer
    /// sliding), keep the anchor still, and fill the view if it now shows a gap.
    func allocated() {
        passes.count += 1
        let before = layoutWidth
        let first = layout.width == 0
        if layout.noteAllocated(width: list.allocation.width), !first, layoutWidth != before { scheduleReestimate() }
        guard slide == nil, !isStopped else { return }
        defer { checkInvariants() }
        var changed = false
        for item in layout.slice {
            let height = Double(widget(forItem: item).allocation.height)
            if layout.setMeasured(item, height: height) {
                noteMeasured(item, height: height)
                changed = true
            }
        }
        if changed {
            anchor.moveToTheViewsTop(in: heights)
            syncScroll()
        }
        if !coversView {
            layOut()
        } else if opening != nil {
            keepOpeningInView()
        }
    }

    /// Whether the slice reaches from the view's top (or the list's start) to its bottom (or the end).
    var coversView: Bool {
        guard let first = layout.slice.first, let last = layout.slice.last else { return heights.count == 0 }
        let top = widget(forItem: first).allocation.y
        let bottom = widget(forItem: last).allocation
        return (first == 0 || top <= 0) && (last == heights.count - 1 || Double(bottom.y + bottom.height) >= pageHeight)
    }

    /// The height of `item` at the list's width, binding its row if it has none. A row GTK has
    /// not styled yet as it is now keeps the index's height; the allocation measures it.
    @discardableResult
    func measure(_ item: Int) -> Double {
        let widget = widget(forItem: item)
        if let node = node(ofItem: item), let row = rows.row(for: node), !row.isStyled { return heights.height(of: item) }
        let height = Double(widget.preferredHeight(forWidth: layoutWidth))
        if layout.setMeasured(item, height: height) { noteMeasured(item, height: height) }
        return height
    }

    private func noteMeasured(_ item: Int, height: Double) {
        guard let node = node(ofItem: item) else { return }
        estimator.learn(height, of: node, in: faq)
    }

    // MARK: Estimates

    /// A new width or text size: the rows in view are measured again at once (the list does it
    /// as it lays them out); every other estimate is made again once the resizing pauses.
    func scheduleReestimate() {
        if let source = scheduled.reestimate { MainLoop.cancel(source) }
        scheduled.reestimate = MainLoop.after(milliseconds: 200) { [weak self] in
            self?.scheduled.reestimate = nil
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
        layout.reestimate(count: leadingCount + nodes.count, keepingMeasured: keepingMeasured) { [self] item in
            item < leadingCount ? 40 : estimator.height(of: nodes[item - leadingCount], in: faq, width: width)
        }
    }
}
