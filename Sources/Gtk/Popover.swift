import CGtk

/// A `GtkPopover`: a bubble over the window, pointing at a widget, that closes when the user
/// clicks elsewhere or presses Escape.
@MainActor
public final class Popover: Container {
    /// GTK hands out a popover already owned by its widget's window: this wrapper adds its own reference.
    public init(relativeTo widget: Widget) {
        super.init(retaining: gtk_popover_new(widget.widget))
        gtk_popover_set_position(cast(), GTK_POS_BOTTOM)
    }

    /// The widget it points at.
    public func point(at widget: Widget) { gtk_popover_set_relative_to(cast(), widget.widget) }

    /// Shows it (animated when animations are on).
    public func popUp() { gtk_popover_popup(cast()) }
    public func popDown() { gtk_popover_popdown(cast()) }
    /// Whether it shows (or is about to).
    public var isOpen: Bool { isVisible }

    /// `closed`: it went away (a choice, Escape, a click outside).
    @discardableResult
    public func onClosed(_ callback: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(.plain("closed"), callback)
    }
}
