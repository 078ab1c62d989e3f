import CGtk

/// Placement and focus of a widget: one alignment at a time, margins, whether it takes the focus.
extension Widget {
    public func setAlign(horizontal: Alignment? = nil, vertical: Alignment? = nil) {
        if let horizontal { gtk_widget_set_halign(widget, horizontal.gtk) }
        if let vertical { gtk_widget_set_valign(widget, vertical.gtk) }
    }

    /// Whether Tab (and clicks) may give the widget the keyboard focus.
    public var canFocus: Bool {
        get { gtk_widget_get_can_focus(widget) != 0 }
        set { gtk_widget_set_can_focus(widget, newValue ? 1 : 0) }
    }

    public var marginTop: Int {
        get { Int(gtk_widget_get_margin_top(widget)) }
        set { gtk_widget_set_margin_top(widget, Int32(newValue)) }
    }

    public var marginBottom: Int {
        get { Int(gtk_widget_get_margin_bottom(widget)) }
        set { gtk_widget_set_margin_bottom(widget, Int32(newValue)) }
    }
}
