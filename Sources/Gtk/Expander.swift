import CGtk

/// A `GtkExpander` used as a header: a toggle with an arrow and a label, usually with no
/// child; screen readers see a toggle button with the `expandable` and `expanded` states.
@MainActor
public final class Expander: Container {
    private var expander: UnsafeMutablePointer<GtkExpander> { cast() }

    /// An expander that is its arrow alone (its label is laid out beside it by the caller).
    public init() {
        super.init(adopting: gtk_expander_new(nil))
    }

    /// An expander whose label is `labelWidget`.
    public init(labelWidget: Widget) {
        super.init(adopting: gtk_expander_new(nil))
        gtk_expander_set_label_widget(expander, labelWidget.widget)
    }

    public var isExpanded: Bool {
        get { gtk_expander_get_expanded(expander) != 0 }
        set { gtk_expander_set_expanded(expander, newValue ? 1 : 0) }
    }

    /// Whether the label takes the whole width (so a click anywhere on the row toggles).
    public var labelFills: Bool {
        get { gtk_expander_get_label_fill(expander) != 0 }
        set { gtk_expander_set_label_fill(expander, newValue ? 1 : 0) }
    }

    /// Called after `isExpanded` changed, by the user or by code.
    @discardableResult
    public func onExpandedChanged(_ callback: @escaping @MainActor () -> Void) -> SignalHandlerID {
        onNotify("expanded", callback)
    }

    /// Toggles as a click or Enter would (the `activate` signal).
    public func activate() { gtk_widget_activate(widget) }
}
