import FAQ
import Gtk
import Outline

/// The accordion's focus, as a tree's: one Tab stop that Tab enters at the header focused last
/// and leaves at the next press (after the text and links of that header's answer, if it is
/// open: the answer is read from there); a header that takes the focus shows itself; an answer that
/// opens scrolls into view (whole if it fits, else its first lines); Page Down and Page Up move
/// the view by a page less a line, so nothing is skipped, and the focus follows to a header in view.
extension AccordionView {
    /// A header got the focus (a key, a click, Tab): its line comes into view unless it is the
    /// one focused last (the window coming back to the front focuses it again; the reader's
    /// place stays).
    func headerFocused(_ node: OutlineNode) {
        if node != reader.lastFocused { scrollIntoView(node, height: headerHeight(of: node)) }
        reader.lastFocused = node
        reader.current = node
        updateTopRow()
        focused?(node)
    }

    /// The height of `node`'s header line: as allocated when it has a row, else as estimated.
    func headerHeight(of node: OutlineNode) -> Double {
        if let area = rows.row(for: node)?.headerArea.allocation, area.height > 1 { return Double(area.height) }
        return estimator.headerHeight(section: faq.isSection(node))
    }

    /// Tab or Shift+Tab came into the list from elsewhere: the header focused last takes the
    /// focus if it is in view, else the first header in view (the reader scrolled away from
    /// it, and Tab should not take them back). False when no header shows.
    func focusOnTabEntry() -> Bool {
        let remembered = reader.lastFocused.flatMap { outline.isVisible($0) && isHeaderInView($0) ? $0 : nil }
        guard let target = remembered ?? headersInView().first ?? topVisibleNode else { return false }
        focus(target)
        return rows.row(for: target)?.header.isFocus ?? false
    }

    /// Whether `node`'s whole header line is inside the view.
    func isHeaderInView(_ node: OutlineNode) -> Bool {
        guard let item = item(of: node), item < heights.count else { return false }
        let top = heights.offset(of: item) - scrollPosition
        return top >= 0 && top + headerHeight(of: node) <= pageHeight + 0.5
    }

    /// The headers laid out whose whole line is in the view, top to bottom.
    func headersInView() -> [OutlineNode] {
        layout.slice.compactMap(node(ofItem:)).filter(isHeaderInView)
    }

    // MARK: An answer opening

    /// While the answer that just opened grows, the view follows: the whole row in view if it
    /// fits, else its header at the view's top with the answer's first lines under it. The view
    /// never moves up for it, and a scroll by the reader ends it.
    func keepOpeningInView() {
        guard let node = opening, slide == nil else { return }
        guard outline.isExpanded(node), let row = rows.row(for: node), let item = item(of: node) else {
            opening = nil
            return
        }
        let top = heights.offset(of: item) - scrollPosition
        let height = heights.height(of: item), page = pageHeight
        // Where its top should be: as low as keeps its bottom in view, and no lower than the view's top.
        let wanted = max(page - height, 0)
        if top > wanted + 0.5 {
            anchor = ViewAnchor(item: item, y: wanted)
            layOut()
        }
        // Done once the answer is fully open and measured where it is.
        if row.revealer.isChildRevealed, row.isStyled, heights.isMeasured(item), layout.isLaidOut { opening = nil }
    }

    // MARK: Pages

    /// Page Down (or Up) on `node`'s header: the view moves by its height less a line, so the
    /// line at its bottom is at its top next; the focus goes to the header in view nearest to
    /// where `node`'s was on screen (at the document's end, the last header; at its top, the
    /// first). A page with no header in it (a long answer) keeps the focus where it is.
    func page(down: Bool, from node: OutlineNode) {
        finishSlide()
        opening = nil
        let page = pageHeight, before = scrollPosition
        let line = estimator.lineHeight
        let focusedAt = item(of: node).map { heights.offset(of: $0) - before } ?? 0
        let step = max(page - line, line)
        let target = max(before + (down ? step : -step), 0)
        if let (item, within) = heights.row(at: target) {
            anchor = ViewAnchor(item: item, y: -within)
            layOut()
        }
        let after = scrollPosition
        let candidates = headersInView()
        let chosen: OutlineNode?
        if abs(after - before) < 1 {
            chosen = down ? candidates.last : candidates.first
        } else {
            let wanted = min(max(focusedAt, 0), page)
            chosen = candidates.min { a, b in
                abs(heights.offset(of: item(of: a)!) - after - wanted) < abs(heights.offset(of: item(of: b)!) - after - wanted)
            }
        }
        if let chosen, chosen != node { rows.row(for: chosen)?.header.grabFocus() }
    }
}
