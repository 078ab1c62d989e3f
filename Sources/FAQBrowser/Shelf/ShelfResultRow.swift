import FAQ
import Gtk

/// One result of the search across the shelf: a flat button of two single lines, the question
/// with the query's words highlighted, and where it matched: its sections and the sentence of
/// the answer that matched (or the answer's start). Rebound by the results list as it scrolls.
@MainActor
final class ShelfResultRow: ShelfListRow {
    let button: Button
    let titleLabel = Label()
    let detailLabel = Label()
    var widget: Widget { button }
    var focusButton: Button? { button }
    private(set) var match: ShelfSearch.Match?

    init(open: @escaping @MainActor (ShelfSearch.Match) -> Void) {
        titleLabel.addStyleClass("shelf-result-question")
        detailLabel.addStyleClass("shelf-result-snippet")
        for label in [titleLabel, detailLabel] {
            label.xAlign = 0
            label.ellipsizesAtEnd = true
        }
        let column = Box(.vertical, spacing: 2)
        column.append(titleLabel)
        column.append(detailLabel)
        button = Button(child: column)
        button.addStyleClass("flat")
        button.addStyleClass("shelf-result")
        button.onClicked { [weak self] in
            if let match = self?.match { open(match) }
        }
    }

    /// Shows `match` of `search` for `query`.
    func bind(_ match: ShelfSearch.Match, search: ShelfSearch, query: String) {
        self.match = match
        let question = search.question(of: match)
        titleLabel.setMarkup(PangoMarkup.highlighted(question.title, query: query))
        let place = search.sectionPath(of: match).joined(separator: " › ")
        let sentence = search.highlightedSnippet(of: match, query: query).map { PangoMarkup.markup($0) }
            ?? PangoMarkup.escape(Self.answerStart(question.answer))
        let detail = place.isEmpty ? sentence : "<span alpha=\"70%\">" + PangoMarkup.escape(place) + "</span>  " + sentence
        detailLabel.setMarkup(detail.replacing("\n", with: " "))
        button.accessibleName = question.title
        button.accessibleDescription = search.faqs[match.faq].title
        button.tooltip = question.title
    }

    /// The first 200 characters of an answer's text, on one line.
    static func answerStart(_ answer: String) -> String {
        let text = SearchSnippet.plainText(fromMarkdown: answer).prefix(200).replacing("\n", with: " ")
        return String(Substring(text).trimmingSpaces())
    }

    /// Pooled: nameless to screen readers.
    func unbind() {
        match = nil
        button.accessibleName = ""
        button.accessibleDescription = ""
    }
}
