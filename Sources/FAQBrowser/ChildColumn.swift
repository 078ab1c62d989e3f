import Gtk
import Outline

/// The rows of one parent's children (or of the top level), built in document order only as
/// far as they are needed: the children not built yet are stood in for by a spacer as tall as
/// their rows are estimated to be, so that the scroll bar is right before they exist.
@MainActor
final class ChildColumn {
    let box = Box(.vertical)
    /// The parent whose children these are (nil: the top level), and the children.
    let parent: OutlineNode?
    let children: [OutlineNode]
    /// Children `0 ..< builtCount` have rows.
    private(set) var builtCount = 0
    /// Stands in for the rows of children `builtCount...`.
    let spacer = Box(.vertical)
    /// Widgets before the first row (a description, a notice).
    private var leading = 0
    /// The average height of its built rows, once laid out (nil before).
    var measuredRowHeight: Int?
    /// How many rows were built when it was measured.
    var measuredAtCount = 0

    init(parent: OutlineNode?, children: [OutlineNode]) {
        self.parent = parent
        self.children = children
        spacer.addStyleClass("unbuilt-rows")
        spacer.isVisible = false
        spacer.keepsVisibilityOnShowAll = true  // only `setSpacer` shows it
        box.append(spacer)
    }

    /// Whether every child has its row.
    var isComplete: Bool { builtCount == children.count }

    /// The next child to build, if any.
    var nextChild: OutlineNode? { isComplete ? nil : children[builtCount] }

    func addLeading(_ widget: Widget) {
        box.insert(widget, at: leading)
        leading += 1
    }

    /// Adds the row of `nextChild`, before the spacer.
    func appendNext(_ row: Widget) {
        precondition(!isComplete, "every child of this column has its row")
        box.insert(row, at: leading + builtCount)
        builtCount += 1
        if isComplete { setSpacer(rows: 0, rowHeight: 0) }
    }

    /// Sizes the spacer for `rows` rows of `rowHeight` pixels each (hidden when none).
    func setSpacer(rows: Int, rowHeight: Int) {
        spacer.isVisible = rows > 0 && !isComplete
        spacer.setSizeRequest(width: -1, height: spacer.isVisible ? rows * rowHeight : -1)
    }
}
