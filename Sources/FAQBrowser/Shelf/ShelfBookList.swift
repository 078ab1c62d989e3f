import FAQ
import Gtk

/// The shelf's books, under a heading for each group, in a `ShelfRowList`: only the books in
/// view have a row (a thousand books cost a screenful of widgets), every book row has one height,
/// arrows, pages, Home and End move between books, and the list is one Tab stop.
@MainActor
final class ShelfBookList {
    /// A heading (before each group's first book) or a book (an index into `entries`).
    enum Item: Equatable {
        case heading(ShelfGroup)
        case book(Int)
    }

    /// The FAQs listed, in the shelf's order.
    private(set) var entries: [ShelfEntry] = []
    /// What the list shows, in order.
    private(set) var items: [Item] = []
    /// The item of each book.
    private var itemOfBook: [Int] = []
    private(set) var rows: ShelfRowList!
    var open: @MainActor (ShelfEntry) -> Void = { _ in }
    static let headingKind = 0, bookKind = 1

    init() {
        rows = ShelfRowList(style: "shelf-books", estimates: [40, 54], focusable: [false, true], make: { [weak self] kind in
            if kind == Self.headingKind { return ShelfHeadingRow(style: "shelf-group") }
            return ShelfBookRow { entry in self?.open(entry) }
        }, bind: { [weak self] row, item in
            guard let self else { return }
            switch (row, item.map { self.items[$0] }) {
            case (let heading as ShelfHeadingRow, .heading(let group)?): heading.label.text = ShelfBookRow.groupTitle(group)
            case (let book as ShelfBookRow, .book(let i)?): book.bind(self.entries[i])
            case (let book as ShelfBookRow, nil): book.bind(nil)
            default: break
            }
        })
    }

    var scrolledWindow: ScrolledWindow { rows.scrolledWindow }
    var list: VirtualList { rows.list }

    /// Lists `entries` (in the shelf's order, grouped), keeping the current book by its path.
    func show(_ entries: [ShelfEntry]) {
        let currentPath = currentBook.map { self.entries[$0].path }
        self.entries = entries
        items = []
        itemOfBook = []
        items.reserveCapacity(entries.count + 4)
        itemOfBook.reserveCapacity(entries.count)
        var group: ShelfGroup?
        for (i, entry) in entries.enumerated() {
            if entry.group != group {
                group = entry.group
                items.append(.heading(entry.group))
            }
            itemOfBook.append(items.count)
            items.append(.book(i))
        }
        let current = currentPath.flatMap { path in entries.firstIndex { $0.path == path } } ?? 0
        rows.reload(kinds: items.map { if case .book = $0 { Self.bookKind } else { Self.headingKind } },
                    current: itemOfBook.indices.contains(current) ? itemOfBook[current] : 0)
    }

    /// The book the keyboard is on (its row is the list's Tab stop).
    var currentBook: Int? {
        guard items.indices.contains(rows.current), case .book(let i) = items[rows.current] else { return nil }
        return i
    }

    /// The groups' headings, in order.
    var headings: [ShelfGroup] {
        items.compactMap { if case .heading(let group) = $0 { group } else { nil } }
    }

    /// The row showing book `i`, if it has one now (books far from the view have none).
    func row(forBook i: Int) -> ShelfBookRow? {
        itemOfBook.indices.contains(i) ? rows.row(for: itemOfBook[i]) as? ShelfBookRow : nil
    }

    /// The rows that show books now, in order.
    var boundBookRows: [ShelfBookRow] { rows.boundRows.compactMap { $0 as? ShelfBookRow } }

    /// Gives book `i`'s row the keyboard focus, bringing it into view first.
    func focus(book i: Int) {
        guard itemOfBook.indices.contains(i) else { return }
        rows.focus(itemOfBook[i])
    }
}
