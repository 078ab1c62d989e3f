import Gtk

/// A column of rows built in any order but always shown in document order: it remembers
/// which children (by their place in the parent) it holds, and inserts each at its place.
@MainActor
final class ChildColumn {
    let box = Box(.vertical)
    /// Widgets before the first row (a description, a notice).
    private var leading = 0
    private var positions: [Int] = []

    func addLeading(_ widget: Widget) {
        box.insert(widget, at: leading)
        leading += 1
    }

    /// Adds the row of the child at `position` among its siblings.
    func insert(_ widget: Widget, position: Int) {
        var low = 0, high = positions.count
        while low < high {
            let mid = (low + high) / 2
            if positions[mid] < position { low = mid + 1 } else { high = mid }
        }
        positions.insert(position, at: low)
        if low == positions.count - 1 {
            box.append(widget)  // in document order, the common case: no reordering
        } else {
            box.insert(widget, at: leading + low)
        }
    }
}
