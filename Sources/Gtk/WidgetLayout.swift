import CGtk

/// Where a widget sits in the space its parent gives it.
public enum Align: Sendable {
    case fill, start, end, center
    var gtk: GtkAlign {
        switch self {
        case .fill: return GTK_ALIGN_FILL
        case .start: return GTK_ALIGN_START
        case .end: return GTK_ALIGN_END
        case .center: return GTK_ALIGN_CENTER
        }
    }
}

/// Placement and focus of a widget: alignment, expansion, margins, whether it takes the focus.
extension Widget {
    public func setAlign(horizontal: Align? = nil, vertical: Align? = nil) {
        if let horizontal { gtk_widget_set_halign(widget, horizontal.gtk) }
        if let vertical { gtk_widget_set_valign(widget, vertical.gtk) }
    }

    /// Whether the widget takes spare horizontal room.
    public var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widget) != 0 }
        set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
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

    /// The height the widget asks for at `width` (GTK's height-for-width: this lays it out).
    public func preferredHeight(forWidth width: Int) -> Int {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_get_preferred_height_for_width(widget, Int32(width), &minimum, &natural)
        return Int(natural)
    }
}
