import FAQ
import Gtk

/// The shelf's books, under a heading for each group, as one scrolling list in which only the
/// rows on or near the screen have widgets (the accordion's scheme, on a `VirtualList`): a few
/// pooled `ShelfBookRow`s are bound to the books in view as it scrolls. Every book row has one
/// height and every heading another (measured once laid out), so an item's place is a sum and
/// a thousand books cost a screenful of widgets and layout.
///
/// Keyboard: Up and Down, Page Up and Page Down, Home and End move between books, scrolling
/// them into view; Enter opens one. The list is one Tab stop: only the current book's row
/// takes the focus from Tab.
@MainActor
final class ShelfBookList {
    let scrolledWindow = ScrolledWindow()
    let list = VirtualList()
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
    /// The height of every book row and of every heading: estimated until one is laid out.
    private(set) var bookHeight = 54.0
    private(set) var headingHeight = 40.0
    /// The top of each item, and the content's height last.
    private var tops: [Double] = [0]
    /// Rows with a book, by item; the rest wait in the pools.
    private var boundRows: [Int: ShelfBookRow] = [:]
    private var boundHeadings: [Int: Label] = [:]
    private var rowPool: [ShelfBookRow] = []
    private var headingPool: [Label] = []
    /// The items laid out, in order.
    private(set) var slice: Range<Int> = 0..<0
    /// The book the keyboard is on: its row is the list's Tab stop.
    private(set) var currentBook = 0
    private var isSettingScroll = false
    /// Row widgets made so far (tests: the list makes a screenful, not one per book).
    private(set) var rowsMade = 0
    /// Pixels laid out beyond the view, above and below (in pages).
    static let overscanAbove = 0.25
    static let overscanBelow = 0.5
    var open: @MainActor (ShelfEntry) -> Void = { _ in }

    init() {
        scrolledWindow.setPolicy(horizontal: .never, vertical: .automatic)
        list.addStyleClass("shelf-books")
        scrolledWindow.add(list)
        scrolledWindow.verticalAdjustment.onValueChanged { [weak self] in
            guard let self, !self.isSettingScroll else { return }
            self.layOut()
        }
        list.onSizeAllocate { [weak self] in self?.allocated() }
    }

    /// Lists `entries` (in the shelf's order, grouped), keeping the current book by its path.
    func show(_ entries: [ShelfEntry]) {
        let current = self.entries.indices.contains(currentBook) ? self.entries[currentBook].path : nil
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
        currentBook = current.flatMap { path in entries.firstIndex { $0.path == path } } ?? 0
        // Every row shows another book now: all are rebound.
        for (_, row) in boundRows where !row.button.isFocus { recycle(row) }
        boundRows = boundRows.filter { $0.value.button.isFocus }
        for (_, heading) in boundHeadings { headingPool.append(heading) }
        boundHeadings = [:]
        // A focused row stays bound, to the current book.
        if let (_, row) = boundRows.first {
            boundRows = [:]
            if entries.isEmpty { recycle(row) } else { boundRows[itemOfBook[currentBook]] = row }
        }
        measureTops()
        layOut()
    }

    /// The groups' headings, in order.
    var headings: [ShelfGroup] {
        items.compactMap { if case .heading(let group) = $0 { group } else { nil } }
    }

    /// The row showing book `i`, if it has one now (books far from the view have none).
    func row(forBook i: Int) -> ShelfBookRow? {
        itemOfBook.indices.contains(i) ? boundRows[itemOfBook[i]] : nil
    }

    /// The rows that show books now, in order.
    var boundBookRows: [ShelfBookRow] {
        boundRows.sorted { $0.key < $1.key }.map(\.value)
    }

    /// How many row and heading widgets exist (bound and pooled).
    var widgetCount: Int { boundRows.count + rowPool.count + boundHeadings.count + headingPool.count }

    // MARK: Layout

    private func measureTops() {
        tops = []
        tops.reserveCapacity(items.count + 1)
        var y = 0.0
        for item in items {
            tops.append(y)
            if case .book = item { y += bookHeight } else { y += headingHeight }
        }
        tops.append(y)
        isSettingScroll = true
        list.setContentHeight(y)
        isSettingScroll = false
    }

    private var pageHeight: Double {
        let page = scrolledWindow.verticalAdjustment.pageSize
        return page > 1 ? page : 640
    }

    /// The item at `y` pixels from the content's top (clamped to the items).
    private func item(at y: Double) -> Int {
        var low = 0, high = items.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if tops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return max(low, 0)
    }

    /// Binds the items from a quarter page above the view to half a page below it, releases the
    /// rest to the pools (the focused row stays bound), and hands them to the list.
    func layOut() {
        guard !items.isEmpty else {
            for (_, row) in boundRows { recycle(row) }
            boundRows = [:]
            for (_, heading) in boundHeadings { headingPool.append(heading) }
            boundHeadings = [:]
            slice = 0..<0
            list.setSlice([], anchor: 0, anchorY: 0)
            return
        }
        let page = pageHeight
        let value = min(max(scrolledWindow.verticalAdjustment.value, 0), max(tops[items.count] - page, 0))
        let first = item(at: value - page * Self.overscanAbove)
        let last = item(at: value + page * (1 + Self.overscanBelow))
        slice = first..<(last + 1)
        for (item, row) in boundRows where !slice.contains(item) && !row.button.isFocus {
            boundRows[item] = nil
            recycle(row)
        }
        for (item, heading) in boundHeadings where !slice.contains(item) {
            boundHeadings[item] = nil
            headingPool.append(heading)
        }
        let widgets = slice.map(widget(forItem:))
        list.setSlice(widgets, anchor: 0, anchorY: tops[first] - value)
        updateTabStop()
    }

    private func widget(forItem item: Int) -> Widget {
        switch items[item] {
        case .book(let book):
            if let row = boundRows[item] { return row.button }
            let row = rowPool.popLast() ?? makeRow()
            row.bind(entries[book])
            boundRows[item] = row
            return row.button
        case .heading(let group):
            if let heading = boundHeadings[item] { return heading }
            let heading = headingPool.popLast() ?? makeHeading()
            heading.text = ShelfBookRow.groupTitle(group)
            boundHeadings[item] = heading
            return heading
        }
    }

    private func makeRow() -> ShelfBookRow {
        let row = ShelfBookRow { [weak self] entry in self?.open(entry) }
        rowsMade += 1
        row.button.onKeyPress { [weak self, weak row] event in
            guard let self, let row, let item = self.boundRows.first(where: { $0.value === row })?.key,
                  case .book(let book) = self.items[item] else { return false }
            return self.handleKey(event, onBook: book)
        }
        row.button.onFocusIn { [weak self, weak row] in
            guard let self, let row, let item = self.boundRows.first(where: { $0.value === row })?.key,
                  case .book(let book) = self.items[item] else { return }
            // Tab brought the focus here: show the row.
            self.currentBook = book
            self.scrollIntoView(book: book)
            self.updateTabStop()
        }
        list.add(row.button)
        row.button.showAll()
        return row
    }

    private func makeHeading() -> Label {
        let heading = Label()
        heading.addStyleClass("shelf-group")
        heading.xAlign = 0
        list.add(heading)
        heading.show()
        return heading
    }

    private func recycle(_ row: ShelfBookRow) {
        row.bind(nil)
        row.button.canFocus = false
        rowPool.append(row)
    }

    /// After the list laid out the slice: the rows' heights replace the estimates.
    private func allocated() {
        var book = bookHeight, heading = headingHeight
        for item in slice {
            if let row = boundRows[item], row.button.allocation.height > 1 { book = Double(row.button.allocation.height) }
            if let label = boundHeadings[item], label.allocation.height > 1 { heading = Double(label.allocation.height) }
        }
        guard book != bookHeight || heading != headingHeight else { return }
        bookHeight = book
        headingHeight = heading
        measureTops()
        layOut()
    }

    // MARK: Keyboard

    /// Only the current book's row takes the focus from Tab; when it is not bound, the first
    /// book on screen becomes the current one.
    private func updateTabStop() {
        guard !entries.isEmpty else { return }
        if row(forBook: currentBook) == nil {
            let value = scrolledWindow.verticalAdjustment.value
            if let firstShown = slice.first(where: { item in
                if case .book = items[item] { return tops[item] >= value - 1 } else { return false }
            }), case .book(let book) = items[firstShown] {
                currentBook = book
            }
        }
        for (item, row) in boundRows {
            if case .book(let book) = items[item] { row.button.canFocus = book == currentBook }
        }
    }

    func handleKey(_ event: KeyEvent, onBook book: Int) -> Bool {
        guard !event.hasControl, !event.hasAlt, !entries.isEmpty else { return false }
        switch event.keyval {
        case Keys.up, Keys.keypadUp: focus(book: max(book - 1, 0))
        case Keys.down, Keys.keypadDown: focus(book: min(book + 1, entries.count - 1))
        case Keys.home, Keys.keypadHome: focus(book: 0)
        case Keys.end, Keys.keypadEnd: focus(book: entries.count - 1)
        case Keys.pageDown, Keys.keypadPageDown: focus(book: self.book(aPageFrom: book, down: true))
        case Keys.pageUp, Keys.keypadPageUp: focus(book: self.book(aPageFrom: book, down: false))
        default: return false
        }
        return true
    }

    private func book(aPageFrom book: Int, down: Bool) -> Int {
        let target = tops[itemOfBook[book]] + (down ? 1 : -1) * pageHeight * 0.9
        var item = item(at: target)
        while case .heading = items[item], item + 1 < items.count { item += 1 }
        guard case .book(let found) = items[item] else { return book }
        if found == book { return down ? min(book + 1, entries.count - 1) : max(book - 1, 0) }
        return found
    }

    /// Scrolls as little as needed for book `i`'s row (and its heading, for a group's first
    /// book) to be in view.
    func scrollIntoView(book i: Int) {
        guard itemOfBook.indices.contains(i) else { return }
        let item = itemOfBook[i]
        let page = pageHeight, value = scrolledWindow.verticalAdjustment.value
        var top = tops[item]
        if item > 0, case .heading = items[item - 1] { top = tops[item - 1] }
        let bottom = tops[item + 1]
        var target = value
        if top < value {
            target = top
        } else if bottom > value + page {
            target = bottom - page
        }
        guard target != value else { return }
        scrolledWindow.verticalAdjustment.value = target
    }

    /// Gives book `i`'s row the keyboard focus, bringing it into view first.
    func focus(book i: Int) {
        guard entries.indices.contains(i) else { return }
        currentBook = i
        scrollIntoView(book: i)
        if row(forBook: i) == nil || !slice.contains(itemOfBook[i]) { layOut() }
        updateTabStop()
        row(forBook: i)?.button.grabFocus()
    }
}
