import Gtk

/// A heading in a `ShelfRowList` (a group of books, a FAQ's results): a label that takes no focus.
@MainActor
final class ShelfHeadingRow: ShelfListRow {
    let label = Label()
    var widget: Widget { label }
    var focusButton: Button? { nil }

    init(style: String) {
        label.addStyleClass(style)
        label.xAlign = 0
        label.ellipsizesAtEnd = true
    }
}
