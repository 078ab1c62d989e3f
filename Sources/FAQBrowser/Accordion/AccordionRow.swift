import FAQ
import Gtk
import Outline

/// One pooled row widget of the accordion, bound in turn to whichever section or question is
/// near the view: a header (`GtkExpander` with no child: screen readers see a toggle button
/// named by its title, `expandable`, and `expanded` while open) with an optional icon, the
/// title and a count badge; below it a revealer holding the answer (a question) or the
/// description (a section), built when the bound node first shows it.
@MainActor
final class AccordionRow {
    /// The node shown (meaningless while pooled).
    private(set) var node = OutlineNode(0)
    private(set) var isSection = false
    let box = Box(.vertical)
    let titleLabel = Label()
    /// The icon, badge and snippet are made when a bound node first shows one: most rows
    /// never do, and each widget costs the first frame its style and layout.
    private(set) var icon: Image?
    private(set) var badge: Label?
    /// Under a search, the sentence of a closed answer where it matched.
    private(set) var snippet: Label?
    let header: Expander
    /// The header's line: arrow, icon, title (with the snippet under it) and badge.
    private let headerLine = Box(.horizontal, spacing: 6)
    private let texts = Box(.vertical, spacing: 2)
    /// The header's whole row: a click on its padding or empty end toggles it too.
    let headerArea = EventBox()
    let revealer = Revealer(durationMilliseconds: 220)
    /// The revealed content: the answer or the section's description, for the bound node.
    private(set) var content: Widget?
    /// The accordion's `searchRendering` when the title, badge, snippet and content last
    /// showed its search (-1: not since the row was bound).
    var searchRendering = -1
    private(set) var level = 0
    /// The accordion's layout passes, and the one in which the row's size-bearing style last
    /// changed (its kind, level, separator or content).
    private let passes: LayoutPasses
    private var restyledInPass: Int
    /// Whether GTK has styled the row as it is now. GTK restyles widgets only at the start of a
    /// layout pass and measures an unstyled one with its old style, so until then its height
    /// is the height index's estimate, and the pass's allocation measures it.
    var isStyled: Bool { passes.count > restyledInPass }

    /// Pixels each level is indented by (the style sheet's `.level-N` rules match it).
    static let indentPerLevel = 20
    /// Where a header's text starts after its level's indent: the arrow (16) and the space (6).
    static let textIndent = 22

    init(passes: LayoutPasses) {
        self.passes = passes
        restyledInPass = passes.count
        // The expander is the arrow (and the toggle screen readers see); the title, icon and
        // badge sit beside it in one box as wide as the row, which mirrors right to left.
        headerLine.addStyleClass("header-row")
        titleLabel.addStyleClass("title")
        titleLabel.wraps = true
        titleLabel.xAlign = 0
        // Measured at 12 characters at least, not at width 0 (a line per word: slow for GTK).
        titleLabel.widthChars = 12
        titleLabel.expandsHorizontally = true
        texts.expandsHorizontally = true
        texts.append(titleLabel)
        header = Expander()
        header.addStyleClass("header")
        headerLine.append(header)
        headerLine.append(texts, expand: true)
        box.addStyleClass("accordion-row")
        box.setStyleClass("rtl", box.isRightToLeft)
        headerArea.add(headerLine)
        headerArea.onHoverChanged { [weak headerLine] inside in headerLine?.setStyleClass("hovered", inside) }
        header.onFocusIn { [weak headerLine] in headerLine?.setStyleClass("focused", true) }
        header.onFocusOut { [weak headerLine] in headerLine?.setStyleClass("focused", false) }
        box.append(headerArea)
        box.append(revealer)
        box.showAll()
    }

    /// Shows `node`: its kind and level, title, icon and badge; the expanded state is set at
    /// once (no slide), as for a row that scrolls into view. The content is dropped unless it
    /// is the same node's.
    func bind(_ node: OutlineNode, isSection: Bool, level: Int, iconName: String?) {
        if node != self.node || content == nil {
            setContent(nil)
        }
        self.node = node
        style(asSection: isSection, level: level)
        if let iconName {
            let icon = self.icon ?? makeIcon()
            icon.iconName = iconName
            icon.isVisible = icon.iconName != nil  // an unknown name shows nothing
        } else {
            icon?.isVisible = false
        }
        searchRendering = -1
    }

    /// Gives the row the style classes of a section or a question at `level` (a pooled row is
    /// styled ahead for the rows it will likely show).
    func style(asSection isSection: Bool, level: Int) {
        let kind = isSection ? "section" : "question", clamped = min(level, 9)
        guard !box.hasStyleClass(kind) || clamped != self.level || !box.hasStyleClass("level-\(clamped)") else { return }
        box.setStyleClass("section", isSection)
        box.setStyleClass("question", !isSection)
        self.isSection = isSection
        box.removeStyleClass("level-\(self.level)")
        box.addStyleClass("level-\(clamped)")
        self.level = clamped
        styleChanged()
    }

    /// Something around the row changed its style (a new text size): measure it again only
    /// once GTK has restyled it.
    func styleChanged() { restyledInPass = passes.count }

    /// The count shown at the end of a section's header ("" hides it).
    func setBadge(_ text: String, accessibleDescription: String) {
        guard !text.isEmpty else {
            badge?.isVisible = false
            return
        }
        let badge = self.badge ?? makeBadge()
        badge.text = text
        badge.isVisible = true
        badge.tooltip = accessibleDescription
    }

    /// Shows a search's snippet under the title (nil hides it).
    func setSnippet(_ markup: String?) {
        guard let markup else {
            snippet?.isVisible = false
            return
        }
        let snippet = self.snippet ?? makeSnippet()
        snippet.setMarkup(markup)
        snippet.isVisible = true
    }

    private func makeIcon() -> Image {
        let icon = Image()
        icon.addStyleClass("section-icon")
        icon.centerVertically()
        headerLine.insert(icon, at: 1)  // after the arrow
        self.icon = icon
        styleChanged()
        return icon
    }

    private func makeBadge() -> Label {
        let badge = Label()
        badge.addStyleClass("count-badge")
        badge.centerVertically()
        headerLine.append(badge)
        self.badge = badge
        styleChanged()
        return badge
    }

    /// Makes the (hidden) snippet label ahead of a search, so that the search's keystroke does
    /// not: a new label is made, realized and styled, half a millisecond a row.
    func prepareSnippet() {
        if snippet == nil { _ = makeSnippetLabel() }
    }

    /// Whether the row has its snippet label (shown or not).
    var hasSnippetLabel: Bool { snippet != nil }

    private func makeSnippet() -> Label {
        let snippet = makeSnippetLabel()
        styleChanged()
        return snippet
    }

    private func makeSnippetLabel() -> Label {
        let snippet = Label()
        snippet.wraps = true
        snippet.xAlign = 0
        snippet.widthChars = 12
        snippet.addStyleClass("search-snippet")
        texts.append(snippet)
        self.snippet = snippet
        return snippet
    }

    /// Where the model's "separator after" shows: under the whole row.
    func setSeparatorAfter(_ on: Bool) {
        guard box.hasStyleClass("separator-after") != on else { return }
        box.setStyleClass("separator-after", on)
        styleChanged()
    }

    /// Installs (or with nil, removes) the revealed content.
    func setContent(_ widget: Widget?) {
        if let content { revealer.remove(content) }
        content = widget
        if let widget {
            revealer.add(widget)
            widget.showAll()
            styleChanged()
        }
    }

    /// Shows the model's state: the header's arrow and the revealer, sliding when `animated`.
    func show(expanded: Bool, animated: Bool) {
        if header.isExpanded != expanded { header.isExpanded = expanded }
        if revealer.revealsChild != expanded {
            if animated {
                revealer.revealsChild = expanded
            } else {
                revealer.setRevealsChildImmediately(expanded)
            }
        }
    }
}

/// Counts the accordion list's layout passes (GTK styles what changed at the start of each).
@MainActor
final class LayoutPasses {
    var count = 0
}

/// An answer (or a section's description), given as Markdown: drawn as blocks by `AnswerView`,
/// lined up with the question's text after the expander arrow.
@MainActor
func makeAnswerLabel(_ markdown: String, level: Int, baseDirectory: String?, query: String = "") -> AnswerView {
    AnswerView(markdown: markdown, level: level, baseDirectory: baseDirectory, query: query)
}
