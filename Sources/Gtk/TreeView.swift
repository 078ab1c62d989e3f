import CGtk
import CGtkShim

/// A `GtkTreeView` over a `TreeStore`, with one text column (and an optional themed icon
/// before the text).
@MainActor
public final class TreeView: Container {
    private var view: UnsafeMutablePointer<GtkTreeView> { cast() }
    /// The one column, its text cell and its icon cell (owned by the view).
    private let column: UnsafeMutablePointer<GtkTreeViewColumn>
    private let textCell: UnsafeMutablePointer<GtkCellRenderer>
    private let iconCell: UnsafeMutablePointer<GtkCellRenderer>?
    private let textColumn: Int
    /// The size GTK names that the icons are drawn at.
    private var iconSize = GTK_ICON_SIZE_MENU
    /// The store shown (a search shows a smaller one for a while).
    public private(set) var store: TreeStore
    private var selection: UnsafeMutablePointer<GtkTreeSelection> { selectionObject.cast() }
    private let selectionObject: Object

    /// Shows `textColumn` of `store`, cut short with "…" where it does not fit, without column
    /// headers; type-ahead searches that column. `iconColumn` names a themed icon shown before
    /// the text (a row whose name is nil shows none).
    public init(store: TreeStore, textColumn: Int, iconColumn: Int? = nil) {
        self.store = store
        self.textColumn = textColumn
        let raw = gtk_tree_view_new_with_model(store.model)!
        selectionObject = Object(retaining: UnsafeMutableRawPointer(gtk_tree_view_get_selection(
            UnsafeMutableRawPointer(raw).assumingMemoryBound(to: GtkTreeView.self))))
        column = gtk_tree_view_column_new()!
        textCell = gtk_cell_renderer_text_new()!
        iconCell = iconColumn == nil ? nil : gtk_cell_renderer_pixbuf_new()
        super.init(adopting: raw)
        gtk_tree_view_set_headers_visible(view, 0)
        faq_object_set_int(textCell, "ellipsize", Int32(PANGO_ELLIPSIZE_END.rawValue))
        // GTK's rule: pack a renderer before mapping its attributes.
        if let iconCell, let iconColumn {
            gtk_tree_view_column_pack_start(column, iconCell, 0)
            gtk_tree_view_column_add_attribute(column, iconCell, "icon-name", Int32(iconColumn))
            gtk_tree_view_column_set_spacing(column, 4)
        }
        gtk_tree_view_column_pack_start(column, textCell, 1)
        gtk_tree_view_column_add_attribute(column, textCell, "text", Int32(textColumn))
        gtk_tree_view_append_column(view, column)
        gtk_tree_view_set_search_column(view, Int32(textColumn))
        gtk_tree_view_set_enable_tree_lines(view, 0)
    }

    /// The icons' size in pixels: set, the nearest size GTK names (16, 24, 32 or 48), so that
    /// a themed icon is drawn at a size it was made for.
    public var iconPixelSize: Int {
        get {
            guard iconCell != nil else { return 0 }
            var width: Int32 = 0, height: Int32 = 0
            gtk_icon_size_lookup(iconSize, &width, &height)
            return Int(width)
        }
        set {
            guard let iconCell else { return }
            let named: [(pixels: Int, size: GtkIconSize)] = [(16, GTK_ICON_SIZE_MENU), (24, GTK_ICON_SIZE_LARGE_TOOLBAR),
                                                             (32, GTK_ICON_SIZE_DND), (48, GTK_ICON_SIZE_DIALOG)]
            let nearest = named.min { abs($0.pixels - newValue) < abs($1.pixels - newValue) }!
            guard nearest.size != iconSize else { return }
            iconSize = nearest.size
            faq_object_set_int(iconCell, "stock-size", Int32(nearest.size.rawValue))
            gtk_tree_view_column_queue_resize(column)
        }
    }

    /// Where the text of the row at `path` is drawn, in the view's bin window (after its
    /// indent, expander and icon); nil for a row that is not there.
    public func textArea(at path: TreePath) -> (x: Int, width: Int)? {
        guard let text = textAndArea(at: path) else { return nil }
        return (text.x, text.width)
    }

    /// The text of the row at `path` when the view cuts it short ("…"), else nil.
    public func cutText(at path: TreePath) -> String? {
        guard let text = textAndArea(at: path) else { return nil }
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_cell_renderer_get_preferred_width(textCell, widget, &minimum, &natural)
        return Int(natural) > text.width ? text.string : nil
    }

    /// The row's text, with its cell's place and width: the column's cells set to the row.
    private func textAndArea(at path: TreePath) -> (string: String, x: Int, width: Int)? {
        var iter = GtkTreeIter()
        let found = path.withPointer { gtk_tree_model_get_iter(store.model, &iter, $0) != 0 }
        guard found else { return nil }
        var cell = GdkRectangle()
        path.withPointer { gtk_tree_view_get_cell_area(view, $0, column, &cell) }
        gtk_tree_view_column_cell_set_cell_data(column, store.model, &iter, 0, 0)
        var start: Int32 = 0, width: Int32 = 0
        // The text cell's share of the column's cell area (the icon takes the rest).
        guard gtk_tree_view_column_cell_get_position(column, textCell, &start, &width) != 0 else { return nil }
        let text = store.string(at: path.indices, column: textColumn) ?? ""
        return (text, Int(cell.x + start), Int(min(width, cell.width - start)))
    }

    /// Rows whose text is cut short show it whole in a tooltip (rows shown whole show none).
    public func showCutTextInTooltips() {
        gtk_widget_set_has_tooltip(widget, 1)
        connect(.queryTooltip()) { [weak self] x, y, keyboard, tooltip in
            guard let self else { return false }
            var x = x, y = y
            var path: OpaquePointer?
            guard gtk_tree_view_get_tooltip_context(self.view, &x, &y, keyboard ? 1 : 0, nil, &path, nil) != 0, let path else { return false }
            defer { gtk_tree_path_free(path) }
            guard let text = self.cutText(at: TreePath(borrowing: path)) else { return false }
            gtk_tooltip_set_text(OpaquePointer(tooltip), text)
            gtk_tree_view_set_tooltip_row(self.view, OpaquePointer(tooltip), path)
            return true
        }
    }

    /// Shows another store (the column layout stays).
    public func setStore(_ store: TreeStore) {
        self.store = store
        gtk_tree_view_set_model(view, store.model)
    }

    public func expandAll() { gtk_tree_view_expand_all(view) }

    public func isRowExpanded(_ path: TreePath) -> Bool {
        path.withPointer { gtk_tree_view_row_expanded(view, $0) != 0 }
    }
    public func expandRow(_ path: TreePath) {
        _ = path.withPointer { gtk_tree_view_expand_row(view, $0, 0) }
    }
    public func collapseRow(_ path: TreePath) {
        _ = path.withPointer { gtk_tree_view_collapse_row(view, $0) }
    }

    /// Selects the row, moves the cursor there and scrolls it into view.
    public func select(_ path: TreePath) {
        path.withPointer { p in
            gtk_tree_view_set_cursor(view, p, nil, 0)
            gtk_tree_view_scroll_to_cell(view, p, nil, 0, 0, 0)
        }
    }

    /// The selected row's path, if any.
    public var selectedPath: TreePath? {
        var iter = GtkTreeIter()
        guard gtk_tree_selection_get_selected(selection, nil, &iter) != 0,
              let path = gtk_tree_model_get_path(store.model, &iter) else { return nil }
        defer { gtk_tree_path_free(path) }
        return TreePath(borrowing: path)
    }

    /// `row-expanded`: a row opened (by the user or by code).
    public func onRowExpanded(_ callback: @escaping @MainActor (TreePath) -> Void) {
        connect(.twoPointers("row-expanded")) { _, path in callback(TreePath(borrowing: OpaquePointer(path!))) }
    }

    /// `test-expand-row`: a row is about to open (fill in its children now); return true to refuse.
    public func onRowWillExpand(_ callback: @escaping @MainActor (TreePath) -> Bool) {
        connect(.twoPointersToBool("test-expand-row")) { _, path in callback(TreePath(borrowing: OpaquePointer(path!))) }
    }

    /// `row-collapsed`: a row closed.
    public func onRowCollapsed(_ callback: @escaping @MainActor (TreePath) -> Void) {
        connect(.twoPointers("row-collapsed")) { _, path in callback(TreePath(borrowing: OpaquePointer(path!))) }
    }

    /// `row-activated`: a row was double-clicked, or Enter pressed on it.
    public func onRowActivated(_ callback: @escaping @MainActor (TreePath) -> Void) {
        connect(.twoPointers("row-activated")) { path, _ in callback(TreePath(borrowing: OpaquePointer(path!))) }
    }

    /// Activates the row at `path` as Enter would (tests).
    public func activateRow(_ path: TreePath) {
        path.withPointer { p in gtk_tree_view_row_activated(view, p, gtk_tree_view_get_column(view, 0)) }
    }

    /// The selection changed.
    @discardableResult
    public func onSelectionChanged(_ callback: @escaping @MainActor () -> Void) -> SignalHandlerID {
        selectionObject.connect(.plain("changed"), callback)
    }
}
