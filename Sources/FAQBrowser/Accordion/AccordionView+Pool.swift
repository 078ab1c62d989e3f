import FAQ
import Gtk
import Outline

/// The pool of row widgets: how rows are made and wired, which go back to the pool, and how
/// many are kept (a screenful in reserve, 2.75 screenfuls in all), so that a jump or a bulk
/// change rebinds rows rather than making them.
extension AccordionView {
    /// A new row, wired to whichever node it is bound to at the time (pooled or bound next).
    func makeRow() -> AccordionRow {
        let row = AccordionRow(passes: passes)
        rows.noteMade()
        row.header.onExpandedChanged { [weak self, weak row] in
            guard let self, let row else { return }
            self.headerChanged(row)
        }
        // A click focuses the row it opens: the next arrow key goes on from there.
        row.headerArea.onPrimaryClick { [weak row] in
            row?.header.grabFocus()
            row?.header.activate()
        }
        row.header.onKeyPress { [weak self, weak row] event in
            guard let self, let row, self.rows.row(for: row.node) === row else { return false }
            return self.handleKey(event, on: row.node)
        }
        row.header.onFocusIn { [weak self, weak row] in
            guard let self, let row, self.rows.row(for: row.node) === row else { return }
            self.headerFocused(row.node)
        }
        // The menu from anywhere on the row (its arrow, title, icon or badge) and from the keyboard.
        for target: Widget in [row.header, row.headerArea] {
            target.onContextMenu { [weak self, weak row] in
                guard let self, let row, self.rows.row(for: row.node) === row else { return }
                row.header.grabFocus()
                self.contextMenu?(row.node, row.header)
            }
        }
        list.add(row.box)
        return row
    }

    /// A screenful of rows: as many of the smallest headers (a closed question's) as the view holds.
    var screenfulOfRows: Int { max(12, Int(pageHeight / estimator.headerHeight(section: false)) + 2) }
    /// Rows the pool keeps in reserve once the overscan is bound: a screenful, so that a jump
    /// rebinds rows GTK has already styled and builds none. Between a layout and its overscan
    /// the pool also holds the rows the layout freed, which the overscan takes again (paging
    /// down frees a page and binds half of one), so neither makes nor destroys a row.
    var poolReserve: Int { screenfulOfRows }
    /// The most rows kept once the overscan is bound: the view and its overscan (1.75
    /// screenfuls) and the reserve. Under it, a change between larger and smaller rows (Expand
    /// All, Collapse All) destroys none that the next one would make again.
    var rowBudget: Int { screenfulOfRows * 11 / 4 }

    /// Tops the pool up to its reserve after the overscan took from it. The new rows are
    /// styled by GTK in the next frames, long before a jump needs them.
    func fillPool() {
        // Styled ahead like the view's last row: the rows after it are most likely of its kind.
        let last = layout.slice.last.flatMap(node(ofItem:))
        while rows.pooled.count < poolReserve {
            let row = makeRow()
            if let last { row.style(asSection: faq.isSection(last), level: outline.level(of: last)) }
            rows.putBack(row)
        }
    }

    /// Rows off the slice go back to the pool (the focused header's row stays bound, so the
    /// focus survives).
    func releaseRows(keeping items: Set<Int>) {
        let keptNodes = Set(items.compactMap(node(ofItem:)))
        for (node, row) in rows.boundRows where !keptNodes.contains(node) && !row.header.isFocus {
            release(node)
        }
    }

    /// Unbinds `node`'s row and puts it back in the pool (nameless, its content dropped);
    /// `trimPool` destroys what the pool holds beyond its reserve once the overscan is bound. A
    /// pooled row stays visible to GTK (only the list leaves it out), so that its style stays
    /// current and it measures right when rebound.
    func release(_ node: OutlineNode) {
        guard let row = rows.unbind(node) else { return }
        recycle(row)
    }

    /// Puts a row that is bound to nothing (a ghost of a closing section) back in the pool.
    func recycle(_ row: AccordionRow) {
        row.setContent(nil)
        row.header.accessibleName = ""
        rows.putBack(row)
    }

    /// Destroys pooled rows, the longest pooled first, while the pool holds more than its
    /// reserve and all rows together are over `rowBudget`.
    func trimPool() {
        let excess = min(rows.pooled.count - poolReserve, rows.count - rowBudget)
        guard excess > 0 else { return }
        for row in rows.removeOldest(excess) { list.remove(row.box) }
    }

    /// Rows this layout cannot reach (their nodes hidden, or outside the overscan around the
    /// anchor) go back to the pool before its walk, so that the walk binds them again instead
    /// of making new rows while they wait to be released (Expand All, Collapse All, a search:
    /// each made and destroyed dozens of rows, and told screen readers of every one).
    func releaseRowsOutOfReach() {
        let reach = overscanWindow()
        for (node, row) in rows.boundRows where !row.header.isFocus {
            if let index = outline.index(of: node), reach.contains(index + leading.count) { continue }
            release(node)
        }
    }
}
