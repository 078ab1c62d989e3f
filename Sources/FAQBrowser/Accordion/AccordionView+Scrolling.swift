import FAQ
import Gtk
import Outline

/// Moving the view: to a node, to keep a node in view, and the anchor that a saved state keeps
/// (a row and an offset, not pixels, so a new width or text size keeps the place).
extension AccordionView {
    /// Scrolls so that `node`'s row is at the top of the view.
    func scroll(to node: OutlineNode) {
        guard let item = item(of: node) else { return }
        reader.current = node
        finishSlide()
        opening = nil
        anchor = ViewAnchor(item: item, y: 0)
        layOut()
    }

    /// Scrolls as little as needed to show `node`'s header, or rather its top `height` pixels
    /// (the whole row: `nil`), as far as the view holds them; a top above the view comes down
    /// to the view's top.
    func scrollIntoView(_ node: OutlineNode, height wanted: Double? = nil) {
        guard slide == nil, let item = item(of: node) else { return }
        let page = pageHeight
        if rows.row(for: node) == nil || !layout.slice.contains(item) { measure(item) }
        let height = min(wanted ?? heights.height(of: item), heights.height(of: item))
        let top = heights.offset(of: item) - scrollPosition
        if top < 0 || height > page {
            anchor = ViewAnchor(item: item, y: 0)
        } else if top + height > page {
            anchor = ViewAnchor(item: item, y: page - height)
        } else if layout.slice.contains(item) {
            return
        } else {
            anchor = ViewAnchor(item: item, y: top)
        }
        layOut()
    }

    /// Gives the keyboard focus to `node`'s header, bringing its row into view first.
    func focus(_ node: OutlineNode) {
        scrollIntoView(node, height: headerHeight(of: node))
        if rows.row(for: node) == nil, let item = item(of: node) {
            anchor = ViewAnchor(item: item, y: 0)
            layOut()
        }
        rows.row(for: node)?.header.grabFocus()
    }

    /// The vertical scroll position in pixels.
    var scrollPosition: Double { scrolledWindow.verticalAdjustment.value }

    /// The row at the top of the view and how far the view's top is into it.
    var scrollAnchor: ScrollAnchor? {
        guard let node = topVisibleNode, let item = item(of: node) else { return nil }
        return ScrollAnchor(id: outline.id(of: node), offset: scrollPosition - heights.offset(of: item))
    }

    /// Puts a saved anchor back (nothing if its row no longer shows).
    func restoreScroll(to saved: ScrollAnchor) {
        guard let node = outline.node(id: saved.id), let item = item(of: node) else { return }
        // A place at or above the document's top is its top (a view at the top saves its first
        // row, below the title); the view opens there, and there is nothing to lay out again.
        let place = heights.offset(of: item) + saved.offset <= 0 ? ViewAnchor() : ViewAnchor(item: item, y: -saved.offset)
        guard anchor != place else { return }
        anchor = place
        layOut()
    }

    /// Whether `node`'s header is in the view (its row shown, its top within the page).
    func isInView(_ node: OutlineNode) -> Bool {
        guard let item = item(of: node), item < heights.count else { return false }
        let top = heights.offset(of: item)
        return top >= scrollPosition && top < scrollPosition + pageHeight
    }

    /// The top-most row in view, to come back to after a reload.
    var topVisibleNode: OutlineNode? {
        guard let (item, _) = heights.row(at: scrollPosition) else { return nil }
        return node(ofItem: max(item, leading.count))
    }

    /// Tells the outline which row the reader is on, once the view has rested for a moment
    /// (the tree scrolling along with every page of a fast scroll would cost each frame): the
    /// question they opened, focused or came back to while it is in view, else the top row.
    func updateTopRow() {
        if let source = scheduled.topRow { MainLoop.cancel(source) }
        scheduled.topRow = MainLoop.after(milliseconds: 120) { [weak self] in
            guard let self else { return }
            self.scheduled.topRow = nil
            let current = self.reader.current.flatMap { self.isInView($0) ? $0 : nil }
            guard let node = current ?? self.topVisibleNode, node != self.reader.lastTopRow else { return }
            self.reader.lastTopRow = node
            self.topRowChanged?(node)
        }
    }
}
