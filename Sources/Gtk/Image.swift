import CGtk

/// A `GtkImage` showing a themed icon (nothing when the theme has no icon of that name).
@MainActor
public final class Image: Widget {
    public init(iconName: String? = nil) {
        super.init(adopting: gtk_image_new())
        self.iconName = iconName
    }

    /// The themed icon shown at menu size; nil clears it.
    public var iconName: String? {
        get {
            var name: UnsafePointer<CChar>?
            gtk_image_get_icon_name(cast(), &name, nil)
            return name.map { String(cString: $0) }
        }
        set {
            guard let newValue, gtk_icon_theme_has_icon(gtk_icon_theme_get_default(), newValue) != 0 else {
                gtk_image_clear(cast())
                return
            }
            gtk_image_set_from_icon_name(cast(), newValue, GTK_ICON_SIZE_MENU)
        }
    }
}
