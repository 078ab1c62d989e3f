import FAQ
import Gtk

/// The search across the shelf's results: grouped by FAQ (a heading with its title), each
/// result a flat button with the question (words highlighted as the in-document search does),
/// its sections and the sentence of the answer that matched. Up to `limit` results are made,
/// a batch per frame after the first, so that typing never waits on hundreds of widgets.
@MainActor
final class ShelfResultsList {
    let box = Box(.vertical, spacing: 2)
    /// The results shown, in order, with their buttons.
    private(set) var matches: [ShelfSearch.Match] = []
    private(set) var buttons: [Button] = []
    /// The FAQs' headings made.
    private(set) var headings: [Label] = []
    private var widgets: [Widget] = []
    private var generation = 0
    /// Results made at most; the count label still counts them all.
    static let limit = 200
    static let firstBatch = 30
    static let batch = 40
    var open: @MainActor (ShelfSearch.Match) -> Void = { _ in }

    init() {
        box.addStyleClass("shelf-results")
    }

    /// Whether every result meant to show has its button.
    var isComplete: Bool { pending.isEmpty }
    private var pending: [Item] = []

    private enum Item {
        case heading(ShelfEntry)
        case result(ShelfSearch.Match)
        case more(Int)
    }

    /// Shows `result`, replacing what was shown.
    func show(_ result: ShelfSearch.Result, search: ShelfSearch, query: String) {
        generation += 1
        for widget in widgets { box.remove(widget) }
        widgets = []
        buttons = []
        matches = []
        headings = []
        var items: [Item] = []
        var made = 0
        outer: for group in result.groups {
            items.append(.heading(search.faqs[group.faq]))
            for match in group.matches {
                if made == Self.limit { break outer }
                items.append(.result(match))
                made += 1
            }
        }
        if result.answerCount > made { items.append(.more(result.answerCount - made)) }
        pending = items
        add(count: Self.firstBatch, search: search, query: query)
        guard !pending.isEmpty else { return }
        let current = generation
        box.onEachFrame { [weak self] _ in
            guard let self, self.generation == current else { return false }
            self.add(count: Self.batch, search: search, query: query)
            return !self.pending.isEmpty
        }
    }

    /// Adds the next `count` items.
    private func add(count: Int, search: ShelfSearch, query: String) {
        let items = pending.prefix(count)
        pending.removeFirst(items.count)
        for item in items {
            let widget: Widget
            switch item {
            case .heading(let entry):
                let label = Label(entry.title)
                label.addStyleClass("shelf-result-faq")
                label.xAlign = 0
                label.wraps = true
                headings.append(label)
                widget = label
            case .result(let match):
                let button = resultButton(match, search: search, query: query)
                buttons.append(button)
                matches.append(match)
                widget = button
            case .more(let n):
                let label = Label(trn("… and {1} more answer: type more words to narrow the search.",
                                      "… and {1} more answers: type more words to narrow the search.", n, String(n)))
                label.addStyleClass("dim-label")
                label.wraps = true
                label.marginTop = 12
                widget = label
            }
            box.append(widget)
            widget.showAll()
            widgets.append(widget)
        }
    }

    private func resultButton(_ match: ShelfSearch.Match, search: ShelfSearch, query: String) -> Button {
        let question = search.question(of: match)
        let title = Label()
        title.setMarkup(PangoMarkup.highlighted(question.title, query: query))
        title.addStyleClass("shelf-result-question")
        title.xAlign = 0
        title.wraps = true
        let column = Box(.vertical, spacing: 2)
        column.append(title)
        let sections = search.sectionPath(of: match)
        if !sections.isEmpty {
            let place = Label(sections.joined(separator: " › "))
            place.addStyleClass("dim-label")
            place.addStyleClass("shelf-result-place")
            place.xAlign = 0
            place.wraps = true
            column.append(place)
        }
        if let snippet = search.highlightedSnippet(of: match, query: query) {
            let sentence = Label()
            sentence.setMarkup(PangoMarkup.markup(snippet))
            sentence.addStyleClass("shelf-result-snippet")
            sentence.xAlign = 0
            sentence.wraps = true
            column.append(sentence)
        }
        let button = Button(child: column)
        button.addStyleClass("flat")
        button.addStyleClass("shelf-result")
        button.accessibleName = question.title
        button.accessibleDescription = search.faqs[match.faq].title
        button.onClicked { [weak self] in self?.open(match) }
        return button
    }

    /// Moves the keyboard focus to the first result (Down in the search entry).
    @discardableResult
    func focusFirst() -> Bool {
        guard let first = buttons.first else { return false }
        first.grabFocus()
        return true
    }

    /// The index of the result that has the keyboard focus.
    var focusedIndex: Int? { buttons.firstIndex { $0.isFocus } }
}
