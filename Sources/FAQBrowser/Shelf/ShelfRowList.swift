import Gtk

/// A row widget of a `ShelfRowList`: what the list lays out, and the button in it that takes
/// the focus (nil for a heading, which does not).
@MainActor
protocol ShelfListRow: AnyObject {
    var widget: Widget { get }
    var focusButton: Button? { get }
}

/// A scrolling list of any number of items in which only those on or near the screen have
/// widgets (the accordion's scheme, on a `VirtualList`): a few pooled rows are bound to the items
/// in view as it scrolls. Items are of a few kinds, each kind one height (estimated, then
/// measured once laid out), so an item's place is a sum and a thousand items, or fifty
/// thousand, cost a screenful of widgets and layout. What the shelf's books and its search
/// results are shown in.
///
/// Keyboard: Up and Down, Page Up and Page Down, Home and End move between the items that have a
/// button, scrolling them into view. The list is one Tab stop: only the current item's button
/// takes the focus from Tab.
@MainActor
final class ShelfRowList {
    let scrolledWindow = ScrolledWindow()
    let list = VirtualList()
    /// How many items there are.
    private(set) var count = 0
    /// Each item's kind (an index into `heights`), and whether that kind takes the focus.
    private var kinds: [Int] = []
    private let focusable: [Bool]
    /// The height of each kind: estimated until a row of it is laid out, then measured.
    private(set) var heights: [Double]
    /// The kinds whose height was measured on a row (`measureKinds`).
    private var measuredKinds: Set<Int> = []
    /// The top of each item, and the content's height last.
    private var tops: [Double] = [0]
    /// Rows bound to items, by item; the rest wait in a pool per kind.
    private(set) var bound: [Int: ShelfListRow] = [:]
    private var pools: [[ShelfListRow]]
    /// The items laid out, in order.
    private(set) var slice: Range<Int> = 0..<0
    /// The item the keyboard is on: its row's button is the list's Tab stop.
    private(set) var current = 0
    private var isSettingScroll = false
    /// Row widgets made so far (tests: the list makes a screenful, not one per item).
    private(set) var rowsMade = 0
    /// Pixels laid out beyond the view, above and below (in pages).
    static let overscanAbove = 0.25
    static let overscanBelow = 0.5

    private let make: @MainActor (_ kind: Int) -> ShelfListRow
    private let bind: @MainActor (_ row: ShelfListRow, _ item: Int?) -> Void

    /// `estimates`: each kind's height until one is laid out; `focusable`: whether it takes the
    /// focus. `make` makes a row of a kind; `bind` shows an item in a row (nil: pooled).
    init(style: String, estimates: [Double], focusable: [Bool], make: @escaping @MainActor (_ kind: Int) -> ShelfListRow,
         bind: @escaping @MainActor (_ row: ShelfListRow, _ item: Int?) -> Void) {
        heights = estimates
        self.focusable = focusable
        pools = estimates.map { _ in [] }
        self.make = make
        self.bind = bind
        scrolledWindow.setPolicy(horizontal: .never, vertical: .automatic)
        list.addStyleClass(style)
        scrolledWindow.add(list)
        scrolledWindow.verticalAdjustment.onValueChanged { [weak self] in
            guard let self, !self.isSettingScroll else { return }
            self.layOut()
        }
        list.onSizeAllocate { [weak self] in self?.allocated() }
    }

    /// Shows items of `kinds` (every row is rebound), with the keyboard on item `current`;
    /// `scrollToTop`: from the list's start (a new search), else where the view was.
    func reload(kinds: [Int], current: Int = 0, scrollToTop: Bool = false) {
        self.kinds = kinds
        count = kinds.count
        self.current = current
        // A row that holds the focus stays bound, to the current item when it is of its kind.
        var focused: ShelfListRow?
        for (_, row) in bound {
            if row.focusButton?.isFocus == true { focused = row } else { release(row) }
        }
        bound = [:]
        if let focused {
            if kinds.indices.contains(current), let kind = kindOf(focused), kind == kinds[current] {
                bind(focused, current)
                bound[current] = focused
            } else {
                release(focused)
            }
        }
        measureTops()
        if scrollToTop {
            isSettingScroll = true
            scrolledWindow.verticalAdjustment.value = 0
            isSettingScroll = false
        }
        layOut()
    }

    /// The row bound to `item`, if it has one now (items far from the view have none).
    func row(for item: Int) -> ShelfListRow? { bound[item] }

    /// The rows bound now, in the items' order.
    var boundRows: [ShelfListRow] { bound.sorted { $0.key < $1.key }.map(\.value) }

    /// How many row widgets exist (bound and pooled).
    var widgetCount: Int { bound.count + pools.reduce(0) { $0 + $1.count } }

    /// The item whose button has the keyboard focus.
    var focusedItem: Int? { bound.first { $0.value.focusButton?.isFocus == true }?.key }

    // MARK: Layout

    private func measureTops() {
        tops = []
        tops.reserveCapacity(count + 1)
        var y = 0.0
        for kind in kinds {
            tops.append(y)
            y += heights[kind]
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
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if tops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return max(low, 0)
    }

    /// Binds the items from a quarter page above the view to half a page below it, releases the
    /// rest to the pools (a row holding the focus stays bound), and hands them to the list.
    func layOut() {
        guard count > 0 else {
            for (item, row) in bound where row.focusButton?.isFocus != true {
                bound[item] = nil
                release(row)
            }
            slice = 0..<0
            list.setSlice([], anchor: 0, anchorY: 0)
            return
        }
        let page = pageHeight
        let value = min(max(scrolledWindow.verticalAdjustment.value, 0), max(tops[count] - page, 0))
        let first = item(at: value - page * Self.overscanAbove)
        let last = item(at: value + page * (1 + Self.overscanBelow))
        slice = first..<(last + 1)
        for (item, row) in bound where !slice.contains(item) && row.focusButton?.isFocus != true {
            bound[item] = nil
            release(row)
        }
        let widgets = slice.map { rowBinding($0).widget }
        if measureKinds() {
            measureTops()
            layOut()
            return
        }
        list.setSlice(widgets, anchor: 0, anchorY: tops[first] - value)
        updateTabStop()
    }

    /// Measures each kind's height on its first bound row, before any allocation; whether one
    /// differed from its estimate. Rows found to differ only once allocated would be laid out
    /// again there, and GTK leaves a widget whose allocation is pending out of the frame: the
    /// first frame would show no rows. The rows' labels ellipsize: their height is the same at
    /// any width.
    private func measureKinds() -> Bool {
        var changed = false
        for item in slice where !measuredKinds.contains(kinds[item]) {
            guard let row = bound[item] else { continue }
            let kind = kinds[item]
            measuredKinds.insert(kind)
            let height = Double(row.widget.preferredHeight(forWidth: 0))
            if height > 1, height != heights[kind] {
                heights[kind] = height
                changed = true
            }
        }
        return changed
    }

    private func rowBinding(_ item: Int) -> ShelfListRow {
        if let row = bound[item] { return row }
        let kind = kinds[item]
        let row = pools[kind].popLast() ?? makeRow(kind)
        bind(row, item)
        bound[item] = row
        return row
    }

    private func makeRow(_ kind: Int) -> ShelfListRow {
        let row = make(kind)
        rowsMade += 1
        made[ObjectIdentifier(row)] = kind
        if let button = row.focusButton {
            button.onKeyPress { [weak self, weak row] event in
                guard let self, let row, let item = self.item(of: row) else { return false }
                return self.handleKey(event, on: item)
            }
            button.onFocusIn { [weak self, weak row] in
                guard let self, let row, let item = self.item(of: row) else { return }
                // Tab brought the focus here: show the row.
                self.current = item
                self.scrollIntoView(item)
                self.updateTabStop()
            }
        }
        list.add(row.widget)
        row.widget.showAll()
        return row
    }

    /// The kind each row was made for.
    private var made: [ObjectIdentifier: Int] = [:]

    private func kindOf(_ row: ShelfListRow) -> Int? { made[ObjectIdentifier(row)] }

    private func item(of row: ShelfListRow) -> Int? { bound.first { $0.value === row }?.key }

    private func release(_ row: ShelfListRow) {
        bind(row, nil)
        row.focusButton?.canFocus = false
        if let kind = kindOf(row) { pools[kind].append(row) }
    }

    /// After the list laid out the slice: the rows' heights replace the estimates.
    private func allocated() {
        var measured = heights
        for item in slice {
            if let row = bound[item], row.widget.allocation.height > 1 { measured[kinds[item]] = Double(row.widget.allocation.height) }
        }
        guard measured != heights else { return }
        heights = measured
        measureTops()
        layOut()
    }

    // MARK: Keyboard

    /// Only the current item's button takes the focus from Tab; when that item has no row, the
    /// first focusable item on screen becomes the current one.
    private func updateTabStop() {
        guard count > 0 else { return }
        if bound[current] == nil || !focusable[kinds[current]] {
            let value = scrolledWindow.verticalAdjustment.value
            if let first = slice.first(where: { focusable[kinds[$0]] && tops[$0] >= value - 1 }) ?? slice.first(where: { focusable[kinds[$0]] }) {
                current = first
            }
        }
        for (item, row) in bound { row.focusButton?.canFocus = item == current }
    }

    /// The next (or previous) item that takes the focus after `item`, or nil at an end.
    private func focusable(after item: Int, down: Bool) -> Int? {
        var next = item
        repeat {
            next += down ? 1 : -1
            guard next >= 0, next < count else { return nil }
        } while !focusable[kinds[next]]
        return next
    }

    /// The first (or last) item that takes the focus.
    func firstFocusable(fromEnd: Bool = false) -> Int? {
        focusable(after: fromEnd ? count : -1, down: !fromEnd)
    }

    func handleKey(_ event: KeyEvent, on item: Int) -> Bool {
        guard !event.hasControl, !event.hasAlt, count > 0 else { return false }
        let target: Int?
        switch event.keyval {
        case Keys.up, Keys.keypadUp: target = focusable(after: item, down: false)
        case Keys.down, Keys.keypadDown: target = focusable(after: item, down: true)
        case Keys.home, Keys.keypadHome: target = firstFocusable()
        case Keys.end, Keys.keypadEnd: target = firstFocusable(fromEnd: true)
        case Keys.pageDown, Keys.keypadPageDown: target = self.item(aPageFrom: item, down: true)
        case Keys.pageUp, Keys.keypadPageUp: target = self.item(aPageFrom: item, down: false)
        default: return false
        }
        if let target { focus(target) }
        return true
    }

    private func item(aPageFrom from: Int, down: Bool) -> Int? {
        let target = tops[from] + (down ? 1 : -1) * pageHeight * 0.9
        var found = item(at: target)
        if !focusable[kinds[found]] { found = focusable(after: found, down: true) ?? focusable(after: found, down: false) ?? from }
        if found == from || (down ? found < from : found > from) { return focusable(after: from, down: down) }
        return found
    }

    /// Scrolls as little as needed for `item`'s row (and the heading just before it, if any) to
    /// be in view.
    func scrollIntoView(_ item: Int) {
        guard item >= 0, item < count else { return }
        let page = pageHeight, value = scrolledWindow.verticalAdjustment.value
        var top = tops[item]
        if item > 0, !focusable[kinds[item - 1]] { top = tops[item - 1] }
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

    /// Gives `item`'s button the keyboard focus, bringing its row into view first.
    func focus(_ item: Int) {
        guard item >= 0, item < count, focusable[kinds[item]] else { return }
        current = item
        scrollIntoView(item)
        if bound[item] == nil || !slice.contains(item) { layOut() }
        updateTabStop()
        bound[item]?.focusButton?.grabFocus()
    }
}
