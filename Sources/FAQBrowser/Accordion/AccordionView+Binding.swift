import FAQ
import Gtk
import Outline

/// Binding rows to nodes: the widget that shows an item, and what a bound row shows (title,
/// badge, snippet, the open answer or description), as the model and the search have them.
extension AccordionView {
    /// The widget that shows `item`: a leading widget, or a row bound to its node.
    func widget(forItem item: Int) -> Widget {
        if item < leading.count { return leading[item] }
        let node = outline.node(at: item - leading.count)
        if let row = rows.row(for: node) { return row.box }
        let row = rows.take(section: faq.isSection(node), level: min(outline.level(of: node), 9)) ?? makeRow()
        bind(row, to: node)
        return row.box
    }

    /// Gives `row` to `node`: title, icon, badge, state and separator, as the model has them.
    func bind(_ row: AccordionRow, to node: OutlineNode) {
        lastBuildTime = MainLoop.monotonicMicroseconds
        row.bind(node, isSection: faq.isSection(node), level: outline.level(of: node), iconName: faq.icon(of: node))
        // A section with nothing inside shows no chevron that would do nothing.
        row.box.setStyleClass("empty", !outline.isExpandable(node))
        rows.bind(row, to: node)
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
        row.searchRendering = searchRendering
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
}
