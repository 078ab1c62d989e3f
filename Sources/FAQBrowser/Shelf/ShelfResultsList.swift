import FAQ
import Gtk

/// The search across the shelf's results, in a `ShelfRowList`: grouped by FAQ (a heading with its
/// title), each result a flat button of two lines, the question (its words highlighted as the
/// in-document search does) and where it matched (its sections, and the sentence of the answer
/// that matched, or the answer's start). Every match is listed, but only those in view have a
/// row: a keystroke that finds fifty thousand answers binds a screenful.
@MainActor
final class ShelfResultsList {
    /// A FAQ's heading or a match.
    enum Item {
        case heading(Int)
        case result(ShelfSearch.Match)
    }

    /// The results shown, in order.
    private(set) var matches: [ShelfSearch.Match] = []
    private(set) var items: [Item] = []
    /// The item of each match.
    private var itemOfMatch: [Int] = []
    private var search: ShelfSearch?
    private var query = ""
    private(set) var rows: ShelfRowList!
    var open: @MainActor (ShelfSearch.Match) -> Void = { _ in }
    static let headingKind = 0, resultKind = 1

    init() {
        rows = ShelfRowList(style: "shelf-results", estimates: [36, 56], focusable: [false, true], make: { [weak self] kind in
            if kind == Self.headingKind { return ShelfHeadingRow(style: "shelf-result-faq") }
            return ShelfResultRow { match in self?.open(match) }
        }, bind: { [weak self] row, item in
            guard let self else { return }
            switch (row, item.map { self.items[$0] }) {
            case (let heading as ShelfHeadingRow, .heading(let faq)?): heading.label.text = self.search?.faqs[faq].title ?? ""
            case (let result as ShelfResultRow, .result(let match)?):
                if let search = self.search { result.bind(match, search: search, query: self.query) }
            case (let result as ShelfResultRow, nil): result.unbind()
            default: break
            }
        })
    }

    var scrolledWindow: ScrolledWindow { rows.scrolledWindow }

    /// Shows `result`, replacing what was shown, from its top.
    func show(_ result: ShelfSearch.Result, search: ShelfSearch, query: String) {
        self.search = search
        self.query = query
        items = []
        matches = []
        itemOfMatch = []
        items.reserveCapacity(result.answerCount + result.faqCount)
        matches.reserveCapacity(result.answerCount)
        itemOfMatch.reserveCapacity(result.answerCount)
        for group in result.groups {
            items.append(.heading(group.faq))
            for match in group.matches {
                itemOfMatch.append(items.count)
                items.append(.result(match))
                matches.append(match)
            }
        }
        rows.reload(kinds: items.map { if case .result = $0 { Self.resultKind } else { Self.headingKind } },
                    current: itemOfMatch.first ?? 0, scrollToTop: true)
    }

    /// The titles of the FAQs whose results are listed, in order.
    var headings: [String] {
        items.compactMap { if case .heading(let faq) = $0 { search?.faqs[faq].title } else { nil } }
    }

    /// The row showing result `i`, if it has one now.
    func row(forResult i: Int) -> ShelfResultRow? {
        itemOfMatch.indices.contains(i) ? rows.row(for: itemOfMatch[i]) as? ShelfResultRow : nil
    }

    /// Moves the keyboard focus to the first result (Down in the search entry).
    @discardableResult
    func focusFirst() -> Bool {
        guard let first = itemOfMatch.first else { return false }
        rows.focus(first)
        return true
    }

    /// The index of the result that has the keyboard focus.
    var focusedIndex: Int? {
        guard let item = rows.focusedItem else { return nil }
        return itemOfMatch.firstIndex(of: item)
    }
}
