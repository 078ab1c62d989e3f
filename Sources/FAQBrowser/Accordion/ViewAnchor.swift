import Outline

/// Where the view is: the item it is anchored to and that item's top's distance from the view's
/// top (a row and an offset, not pixels, so heights changing above or below keep the place). Its
/// rule: the item is one of the height index's (0 when the index is empty), at a finite offset.
struct ViewAnchor: Equatable {
    var item = 0
    var y = 0.0

    /// The top of the view in content pixels, by `heights`.
    func viewTop(in heights: RowHeightIndex) -> Double {
        heights.count == 0 ? 0 : heights.offset(of: min(item, heights.count - 1)) - y
    }

    /// Keeps the item within `count` items.
    mutating func clamp(toCount count: Int) {
        item = min(max(item, 0), max(count - 1, 0))
    }

    /// Moves to the item at the view's top, the same place on screen: new heights may have left
    /// the anchored item wholly above the view, or below its top.
    mutating func moveToTheViewsTop(in heights: RowHeightIndex) {
        while item + 1 < heights.count, y + heights.height(of: item) <= 0 {
            y += heights.height(of: item)
            item += 1
        }
        while item > 0, y > 0 {
            item -= 1
            y -= heights.height(of: item)
        }
    }

    /// What breaks the rule for an index of `itemCount` items (none when it holds).
    func violations(itemCount: Int) -> [String] {
        var problems: [String] = []
        if itemCount == 0 ? item != 0 : !(0..<itemCount).contains(item) {
            problems.append("the anchor item \(item) is outside the \(itemCount) items")
        }
        if !y.isFinite { problems.append("the anchor's offset is not a number of pixels (\(y))") }
        return problems
    }
}
