import Outline

/// Where the accordion's items go: every item's height (measured where laid out, estimated
/// elsewhere), the slice of items the list was last given to lay out, the width rows were
/// measured at, and whether the list has laid that slice out yet. Its rules: the slice is in
/// order and within the index, each of its items has a widget (the caller says which are
/// bound), and once the list has laid the slice out, the index holds each item's allocated height.
struct SliceLayout {
    private(set) var heights: RowHeightIndex
    /// The items laid out, in order, as the list has them.
    private(set) var slice: [Int] = []
    /// The list's width at the last allocation (0 before the first).
    private(set) var width = 0
    /// Slices handed to the list, and how many of them it had when it last laid out.
    private(set) var requested = 0
    private var allocated = 0

    init(heights: RowHeightIndex) {
        self.heights = heights
    }

    /// Whether the list has laid out the last slice it was given.
    var isLaidOut: Bool { allocated == requested }

    /// Records the slice handed to the list.
    mutating func handOver(_ slice: [Int]) {
        self.slice = slice
        requested += 1
    }

    /// The list laid out what it was given last, at `width`; returns whether the width is new.
    mutating func noteAllocated(width: Int) -> Bool {
        allocated = requested
        guard width != self.width else { return false }
        self.width = width
        return true
    }

    /// Records `item`'s measured height; returns whether the index changed.
    @discardableResult
    mutating func setMeasured(_ item: Int, height: Double) -> Bool {
        guard height != heights.height(of: item) || !heights.isMeasured(item) else { return false }
        heights.setMeasured(item, height: height)
        return true
    }

    /// Records `item`'s estimated height (it changed while out of view).
    mutating func setEstimate(_ item: Int, height: Double) {
        heights.setHeight(item, height: height, measured: false)
    }

    /// Replaces items `removed` by `inserted` estimated ones.
    mutating func replace(_ removed: Range<Int>, with inserted: Int, estimate: (Int) -> Double) {
        heights.replace(removed, with: inserted, estimate: estimate)
    }

    /// Estimates `count` items afresh (measurements too unless `keepingMeasured`), in O(n).
    mutating func reestimate(count: Int, keepingMeasured: Bool, _ estimate: (Int) -> Double) {
        if heights.count == count {
            heights.reestimate(measuredToo: !keepingMeasured, estimate)
        } else {
            heights = RowHeightIndex(count: count, estimate: estimate)
        }
    }

    /// What breaks the rules (none when they hold). `isBound(item)`: whether the item has its
    /// widget; `allocatedHeight`: each slice item's allocated height, when the slice is laid out
    /// and nothing slides (nil otherwise: heights are being measured and may differ).
    func violations(isBound: (Int) -> Bool, allocatedHeight: ((Int) -> Double)?) -> [String] {
        var problems: [String] = []
        for (a, b) in zip(slice, slice.dropFirst()) where b <= a {
            problems.append("the slice is out of order (\(a) before \(b))")
        }
        for item in slice {
            guard (0..<heights.count).contains(item) else {
                problems.append("slice item \(item) is outside the \(heights.count) items")
                continue
            }
            if !isBound(item) { problems.append("slice item \(item) has no bound row") }
            if let allocatedHeight, allocatedHeight(item) != heights.height(of: item) {
                problems.append("item \(item) is \(heights.height(of: item)) px in the index but allocated \(allocatedHeight(item)) px")
            }
        }
        return problems
    }
}
