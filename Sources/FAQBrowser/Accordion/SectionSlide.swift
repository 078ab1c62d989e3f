import FAQ
import Gtk
import Outline

/// A section sliding open or closed: an animated height under its header. Only the part of its
/// rows that is on screen takes part, under one clip (the list's reveal), and an opening section
/// binds its rows as the growing edge reaches them, a row or two a frame, so a section of 1,000
/// questions slides as cheaply as one of ten and its first frame binds none of them. Closing
/// keeps the leaving rows as ghosts until it ends.
@MainActor
final class SectionSlide {
    static let durationMicroseconds: Int64 = 220_000
    let opening: Bool
    /// The sliding rows bound so far, in order: the section's new rows (opening) or ghosts of its
    /// old ones (closing).
    var rows: [AccordionRow]
    /// Opening: the items that slide in (the section's rows as far as the view reaches).
    let items: Range<Int>
    /// The slice before the sliding rows (rows above, the header) and after them.
    let before: [Int]
    let after: [Int]
    var isFinished = false
    private var start: Int64?

    init(opening: Bool, rows: [AccordionRow], items: Range<Int>, before: [Int], after: [Int]) {
        self.opening = opening
        self.rows = rows
        self.items = items
        self.before = before
        self.after = after
    }

    /// Where the sliding rows are in the list's slice.
    var range: Range<Int> { before.count..<before.count + rows.count }

    /// How far along it is at `time` (0…1, eased out), from its first frame on.
    func progress(at time: Int64) -> Double {
        if start == nil { start = time }
        let t = min(1, Double(time - start!) / Double(Self.durationMicroseconds))
        return 1 - (1 - t) * (1 - t) * (1 - t)
    }
}

extension AccordionView {
    /// Slides `section`'s rows open or closed below its header, if the header is in view;
    /// otherwise the change shows at once.
    func startSlide(of section: OutlineNode, opening: Bool) {
        guard let header = rows.row(for: section), let headerItem = item(of: section) else { return layOut() }
        let headerTop = Double(header.box.allocation.y)
        guard headerTop >= 0, headerTop < pageHeight else { return layOut() }
        anchor = ViewAnchor(item: headerItem, y: headerTop)
        let page = pageHeight
        // Rows above the header, as a layout would have them.
        var above: [Int] = []
        var y = headerTop, item = headerItem
        while item > 0, y > -page * Self.overscanAbove {
            item -= 1
            y -= measure(item)
            above.append(item)
        }
        let headerBottom = headerTop + measure(headerItem)
        var ghosts: [AccordionRow] = []
        var next = headerItem + 1
        var sliding = next..<next
        if opening {
            // The section's rows as far as the view reaches, by the height index: none is bound yet.
            let end = headerItem + 1 + outline.rowCount(ofChildrenOf: section, at: 0..<outline.children(of: section).count)
            var bottom = headerBottom
            while next < end, bottom < page {
                bottom += heights.height(of: next)
                next += 1
            }
            sliding = headerItem + 1..<next
            next = end
        } else {
            // The bound rows of the section's hidden descendants, in document order, leave as ghosts.
            let leaving = rows.boundRows.map(\.node).filter { !outline.isVisible($0) && outline.ancestors(of: $0).contains(section) }.sorted()
            var bottom = headerBottom
            for node in leaving {
                guard let row = rows.row(for: node), row.box.allocation.y >= Int(headerBottom) - 1, bottom < page else { continue }
                _ = rows.unbind(node)
                bottom += Double(row.box.allocation.height)
                ghosts.append(row)
            }
        }
        // The rows after the section, enough to fill the view when it is closed.
        var rest: [Int] = []
        var bottom = headerBottom
        while next < heights.count, bottom < page {
            bottom += measure(next)
            rest.append(next)
            next += 1
        }
        let slide = SectionSlide(opening: opening, rows: ghosts, items: sliding, before: above.reversed() + [headerItem], after: rest)
        guard !(opening ? sliding.isEmpty : ghosts.isEmpty) else { return layOut() }
        self.slide = slide
        showSlide(slide, progress: 0)
        list.onEachFrame { [weak self, weak slide] time in
            guard let self, let slide, !slide.isFinished else { return false }
            let progress = slide.progress(at: time)
            self.showSlide(slide, progress: progress)
            if progress >= 1 {
                self.finishSlide()
                self.layOut()
                return false
            }
            return true
        }
    }

    /// Shows `progress` of the slide: an opening section first binds its rows down to the
    /// shown edge, then the list clips the block at that edge.
    private func showSlide(_ slide: SectionSlide, progress: Double) {
        let height: Double
        if slide.opening {
            height = heights.offset(of: slide.items.upperBound) - heights.offset(of: slide.items.lowerBound)
            let shown = progress * height
            var boundHeight = heights.offset(of: slide.items.lowerBound + slide.rows.count) - heights.offset(of: slide.items.lowerBound)
            while slide.rows.count < slide.items.count, boundHeight < shown {
                let item = slide.items.lowerBound + slide.rows.count
                boundHeight += measure(item)
                if let node = node(ofItem: item), let row = rows.row(for: node) { slide.rows.append(row) }
            }
        } else {
            height = slide.rows.reduce(0.0) { $0 + Double($1.box.allocation.height) }
        }
        let shown = slide.opening ? progress * height : (1 - progress) * height
        let sliding = slide.opening ? Array(slide.items.prefix(slide.rows.count)) : []
        let slice = slide.before + sliding + slide.after
        releaseRows(keeping: Set(slice))
        let widgets = slide.before.map(widget(forItem:)) + slide.rows.map(\.box) + slide.after.map(widget(forItem:))
        list.setSlice(widgets, anchor: slide.before.count - 1, anchorY: anchor.y)
        list.setReveal(slide.range, shown: shown)
        layout.handOver(slice)
        syncScroll()
        checkInvariants()
    }

    /// Ends a slide at once: ghosts go back to the pool and the list shows everything.
    func finishSlide() {
        guard let slide else { return }
        slide.isFinished = true
        self.slide = nil
        list.setReveal(0..<0, shown: .infinity)
        guard !slide.opening else { return }
        for row in slide.rows where !rows.boundRows.contains(where: { $0.row === row }) { recycle(row) }
    }
}
