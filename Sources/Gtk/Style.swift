import CGtk
import CGtkShim

/// The app's style sheet: one `GtkCssProvider` for the whole screen.
@MainActor
public final class StyleSheet: Object {
    public init() { super.init(adopting: UnsafeMutableRawPointer(gtk_css_provider_new())) }

    /// Loads CSS text; returns GTK's message when it does not parse.
    @discardableResult
    public func load(css: String) -> String? {
        var error: UnsafeMutablePointer<GError>?
        // -1: the text is NUL-terminated; a Swift count would be characters, not bytes.
        gtk_css_provider_load_from_data(cast(), css, -1, &error)
        guard let error else { return nil }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }

    /// Applies the sheet to every widget of the default screen, above the theme.
    public func applyToScreen() {
        gtk_style_context_add_provider_for_screen(
            gdk_screen_get_default(), OpaquePointer(gObject), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }
}

/// GTK-wide settings the app follows.
@MainActor
public enum Settings {
    /// `gtk-enable-animations`: off means reduced motion. Set by the desktop; tests may set it.
    public static var animationsEnabled: Bool {
        get {
            guard let settings = gtk_settings_get_default() else { return true }
            return faq_object_get_boolean(settings, "gtk-enable-animations") != 0
        }
        set {
            guard let settings = gtk_settings_get_default() else { return }
            faq_object_set_boolean(settings, "gtk-enable-animations", newValue ? 1 : 0)
        }
    }
}
