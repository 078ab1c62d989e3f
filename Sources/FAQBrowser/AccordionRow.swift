import FAQ
import Gtk
import Outline

/// The widgets of one section or question in the accordion: a header (`GtkExpander` with no
/// child) and a sibling revealer whose content is built the first time it opens.
@MainActor
final class AccordionRow {
    let node: OutlineNode
    let isSection: Bool
    let box = Box(.vertical)
    let titleLabel: Label
    let header: Expander
    let revealer: Revealer
    /// The revealed content: a column of child rows (section) or the answer (question).
    private(set) var content: Widget?
    /// The search query the title and answer were last rendered with.
    var highlightedQuery = ""

    /// Pixels each level is indented by (the style sheet's `.level-N` rules match it).
    static let indentPerLevel = 20

    init(node: OutlineNode, title: String, level: Int, isSection: Bool) {
        self.node = node
        self.isSection = isSection
        titleLabel = Label(title)
        titleLabel.wraps = true
        titleLabel.xAlign = 0
        header = Expander(labelWidget: titleLabel)
        header.labelFills = true
        header.addStyleClass("header")
        revealer = Revealer(durationMilliseconds: 220)
        box.addStyleClass("accordion-row")
        box.addStyleClass(isSection ? "section" : "question")
        box.addStyleClass("level-\(min(level, 9))")
        box.append(header)
        box.append(revealer)
    }

    /// Where the model's "separator after" shows: under a section's header, or under a
    /// question's whole block (header and answer).
    var separatorTarget: Widget { isSection ? header : box }

    func setSeparatorAfter(_ on: Bool) { separatorTarget.setStyleClass("separator-after", on) }

    /// Installs the content once; later calls keep the first.
    func setContent(_ widget: Widget) {
        guard content == nil else { return }
        content = widget
        revealer.add(widget)
        widget.showAll()
    }

    /// Shows the model's state: the header's arrow and the revealer (animated when mapped
    /// and animations are on).
    func show(expanded: Bool) {
        if header.isExpanded != expanded { header.isExpanded = expanded }
        if revealer.revealsChild != expanded { revealer.revealsChild = expanded }
    }
}

/// An answer (or a section's description), given as Markdown: drawn as blocks by `AnswerView`,
/// lined up with the question's text after the expander arrow.
@MainActor
func makeAnswerLabel(_ markdown: String, level: Int, baseDirectory: String?, query: String = "") -> AnswerView {
    AnswerView(markdown: markdown, level: level, baseDirectory: baseDirectory, query: query)
}
