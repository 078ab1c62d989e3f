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
    /// `gtk-label-select-on-focus`: GTK selects a selectable label's whole text when it gets
    /// the focus, which reads as a highlight over every answer a keyboard user passes.
    public static var labelsSelectOnFocus: Bool {
        get { gtk_settings_get_default().map { faq_object_get_boolean($0, "gtk-label-select-on-focus") != 0 } ?? true }
        set { if let settings = gtk_settings_get_default() { faq_object_set_boolean(settings, "gtk-label-select-on-focus", newValue ? 1 : 0) } }
    }

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
