import CGtk

/// How a scrolled window sizes itself from its child.
extension ScrolledWindow {
    /// Whether it asks for its child's natural height (a horizontal scroller inside a page).
    public var propagatesNaturalHeight: Bool {
        get { gtk_scrolled_window_get_propagate_natural_height(cast()) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_height(cast(), newValue ? 1 : 0) }
    }

    /// Whether it asks for its child's natural width.
    public var propagatesNaturalWidth: Bool {
        get { gtk_scrolled_window_get_propagate_natural_width(cast()) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_width(cast(), newValue ? 1 : 0) }
    }
}
