import CGtk

/// A `GtkButton` with an icon or a label.
@MainActor
public final class Button: Widget {
    public init(iconName: String) {
        super.init(adopting: gtk_button_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON))
    }

    public init(label: String) {
        super.init(adopting: gtk_button_new_with_mnemonic(label))
    }

    /// A button whose face is `child` (a box of labels, say).
    public init(child: Widget) {
        super.init(adopting: gtk_button_new())
        gtk_container_add(cast(), child.widget)
    }

    /// Makes the button activate a window or app action (`win.back`); it follows the action's
    /// enabled state.
    public func setAction(_ name: String) { gtk_actionable_set_action_name(OpaquePointer(gObject), name) }

    @discardableResult
    public func onClicked(_ callback: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(.plain("clicked"), callback)
    }

    /// Clicks it as a user would (tests).
    public func click() { gtk_button_clicked(cast()) }
}

extension Image {
    /// A large themed icon (a status page's), `pixelSize` pixels square.
    public convenience init(iconName: String, pixelSize: Int) {
        self.init(iconName: nil)
        gtk_image_set_from_icon_name(cast(), iconName, GTK_ICON_SIZE_DIALOG)
        gtk_image_set_pixel_size(cast(), Int32(pixelSize))
    }
}

extension ToggleButton {
    /// `toggled`: it was pressed in or out (by the user or by code).
    @discardableResult
    public func onToggled(_ callback: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(.plain("toggled"), callback)
    }
}
