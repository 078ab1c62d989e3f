import CGtk

/// A context menu (`GtkMenu`) of labelled items, popped up at the pointer or at a widget.
@MainActor
public final class PopupMenu: Container {
    @_spi(GtkTestSupport) public private(set) var items: [Widget] = []

    public init() { super.init(adopting: gtk_menu_new()) }

    public func append(_ label: String, _ activated: @escaping @MainActor () -> Void) {
        let item = MenuItem(label: label) { [weak self] in
            activated()
            // Close the menu and release its keyboard grab, however the item was activated.
            if let self { gtk_menu_shell_deactivate(self.cast()) }
        }
        gtk_menu_shell_append(cast(), item.widget)
        item.show()
        items.append(item)
    }

    /// Shows the menu below `widget` (keyboard) or at the pointer (mouse); it goes with `widget`.
    public func popUp(at widget: Widget) {
        if gtk_menu_get_attach_widget(cast()) == nil { gtk_menu_attach_to_widget(cast(), widget.widget, nil) }
        if let event = gtk_get_current_event() {
            defer { gdk_event_free(event) }
            if event.pointee.type == GDK_BUTTON_PRESS {
                gtk_menu_popup_at_pointer(cast(), event)
                return
            }
        }
        gtk_menu_popup_at_widget(cast(), widget.widget, GDK_GRAVITY_SOUTH_WEST, GDK_GRAVITY_NORTH_WEST, nil)
    }

}

/// A `GtkMenuItem` with a label.
@MainActor
@_spi(GtkTestSupport) public final class MenuItem: Widget {
    public let label: String
    init(label: String, _ activated: @escaping @MainActor () -> Void) {
        self.label = label
        super.init(adopting: gtk_menu_item_new_with_mnemonic(label))
        connect(.plain("activate"), activated)
    }
}
