import CGtk

extension TreeView {
    /// Every row as tall as the first (GTK's fixed-height mode): the view places rows without
    /// measuring each one's text, so a thousand rows cost no more than a screenful. Its column
    /// takes the view's width instead of its widest text's.
    public func usesFixedRowHeights() {
        let view: UnsafeMutablePointer<GtkTreeView> = cast()
        guard let column = gtk_tree_view_get_column(view, 0) else { return }
        gtk_tree_view_column_set_sizing(column, GTK_TREE_VIEW_COLUMN_FIXED)
        gtk_tree_view_column_set_expand(column, 1)
        gtk_tree_view_set_fixed_height_mode(view, 1)
    }
}
