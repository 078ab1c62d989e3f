import CGtk
import CGtkShim

/// A `GtkTreeView` over a `TreeStore`, with one text column.
@MainActor
public final class TreeView: Container {
    private var view: UnsafeMutablePointer<GtkTreeView> { cast() }
    /// The store shown (a search shows a smaller one for a while).
    public private(set) var store: TreeStore
    private var selection: UnsafeMutablePointer<GtkTreeSelection> { selectionObject.cast() }
    private let selectionObject: Object

    /// Shows `textColumn` of `store`, without column headers; type-ahead searches that column.
    public init(store: TreeStore, textColumn: Int) {
        self.store = store
        let raw = gtk_tree_view_new_with_model(store.model)!
        selectionObject = Object(retaining: UnsafeMutableRawPointer(gtk_tree_view_get_selection(
            UnsafeMutableRawPointer(raw).assumingMemoryBound(to: GtkTreeView.self))))
        super.init(adopting: raw)
        gtk_tree_view_set_headers_visible(view, 0)
        let column = gtk_tree_view_column_new()!
        let renderer = gtk_cell_renderer_text_new()!
        faq_object_set_int(renderer, "ellipsize", Int32(PANGO_ELLIPSIZE_END.rawValue))
        // GTK's rule: pack the renderer before mapping its attributes.
        gtk_tree_view_column_pack_start(column, renderer, 1)
        gtk_tree_view_column_add_attribute(column, renderer, "text", Int32(textColumn))
        gtk_tree_view_append_column(view, column)
        gtk_tree_view_set_search_column(view, Int32(textColumn))
        gtk_tree_view_set_enable_tree_lines(view, 0)
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
