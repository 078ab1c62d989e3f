import FAQ
import Gtk
import Outline

/// A section sliding open or closed: only the part of its rows that is on screen takes part,
/// under one clip that grows or shrinks (the list's reveal), so a section of 1,000 questions
/// slides as cheaply as one of ten. Closing keeps the leaving rows as ghosts until it ends.
@MainActor
final class SectionSlide {
    static let durationMicroseconds: Int64 = 220_000
    let opening: Bool
    /// The rows sliding: bound to the section's new rows (opening) or ghosts of its old ones.
    let rows: [AccordionRow]
    /// Where they are in the list's slice.
    let range: Range<Int>
    var isFinished = false
    private var start: Int64?

    init(opening: Bool, rows: [AccordionRow], range: Range<Int>) {
        self.opening = opening
        self.rows = rows
        self.range = range
    }

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
        guard let header = bound[section], let headerItem = item(of: section) else { return layOut() }
        let headerTop = Double(header.box.allocation.y)
        guard headerTop >= 0, headerTop < pageHeight else { return layOut() }
        anchor = (headerItem, headerTop)
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
        var sliding: [AccordionRow] = []
        var after = headerItem + 1
        if opening {
            // The section's rows, as far as the view reaches.
            let end = headerItem + 1 + outline.rowCount(ofChildrenOf: section, at: 0..<outline.children(of: section).count)
            var bottom = headerBottom
            while after < end, bottom < page {
                bottom += measure(after)
                if let node = node(ofItem: after), let row = bound[node] { sliding.append(row) }
                after += 1
            }
            after = end
        } else {
            // The bound rows of the section's hidden descendants, in document order, leave as ghosts.
            let leaving = bound.keys.filter { !outline.isVisible($0) && outline.ancestors(of: $0).contains(section) }.sorted()
            var bottom = headerBottom
            for node in leaving {
                guard let row = bound[node], row.box.allocation.y >= Int(headerBottom) - 1, bottom < page else { continue }
                bound[node] = nil
                bottom += Double(row.box.allocation.height)
                sliding.append(row)
            }
        }
        // The rows after the section, enough to fill the view when it is closed.
        var rest: [Int] = []
        var bottom = headerBottom
        while after < heights.count, bottom < page {
            bottom += measure(after)
            rest.append(after)
            after += 1
        }
        let before = above.reversed() + [headerItem]
        slice = before + (opening ? Array(headerItem + 1..<headerItem + 1 + sliding.count) : []) + rest
        releaseRows(keeping: Set(slice))
        let widgets = before.map(widget(forItem:)) + sliding.map(\.box) + rest.map(widget(forItem:))
        let range = before.count..<before.count + sliding.count
        list.setSlice(widgets, anchor: above.count, anchorY: anchor.y)
        layoutsRequested += 1
        syncScroll()
        guard !sliding.isEmpty else { return layOut() }
        let slide = SectionSlide(opening: opening, rows: sliding, range: range)
        self.slide = slide
        list.setReveal(range, fraction: opening ? 0 : 1)
        list.onEachFrame { [weak self, weak slide] time in
            guard let self, let slide, !slide.isFinished else { return false }
            let progress = slide.progress(at: time)
            self.list.setReveal(slide.range, fraction: slide.opening ? progress : 1 - progress)
            if progress >= 1 {
                self.finishSlide()
                self.layOut()
                return false
            }
            return true
        }
    }

    /// Ends a slide at once: ghosts go back to the pool and the list shows everything.
    func finishSlide() {
        guard let slide else { return }
        slide.isFinished = true
        self.slide = nil
        list.setReveal(0..<0, fraction: 1)
        guard !slide.opening else { return }
        for row in slide.rows where !bound.values.contains(where: { $0 === row }) { recycle(row) }
    }
}
