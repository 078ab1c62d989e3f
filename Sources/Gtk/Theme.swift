import CGtk
import CGtkShim

/// The icon theme.
@MainActor
public enum IconTheme {
    /// Whether the desktop's icon theme has an icon named `name`.
    public static func hasIcon(_ name: String) -> Bool {
        gtk_icon_theme_has_icon(gtk_icon_theme_get_default(), name) != 0
    }
}

/// Toplevel windows in general.
@MainActor
public enum Window {
    /// The icon of every window that sets none.
    public static func setDefaultIconName(_ name: String) { gtk_window_set_default_icon_name(name) }

    /// The icon of every window that sets none, read from an image file; false when it cannot be read.
    @discardableResult
    public static func setDefaultIcon(file path: String) -> Bool {
        gtk_window_set_default_icon_from_file(path, nil) != 0
    }

    /// How many images (sizes) the default icon set from a file has: 0 for one set by name.
    public static var defaultIconImageCount: Int {
        guard let list = gtk_window_get_default_icon_list() else { return 0 }
        defer { g_list_free(list) }
        return Int(g_list_length(list))
    }
}

/// Light or dark: follows GNOME's `color-scheme` setting where it exists (GTK 3 does not by
/// itself); `GTK_THEME=Adwaita:dark` still wins, as GTK reads it first.
@MainActor
public enum ColorScheme {
    private static var settings: Object?

    public static func followDesktopPreference() {
        let schemaID = "org.gnome.desktop.interface"
        // g_settings_new aborts on a missing schema: look it up first.
        guard settings == nil, let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, schemaID, 1) else { return }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, "color-scheme") != 0 else { return }
        let settings = Object(adopting: UnsafeMutableRawPointer(g_settings_new(schemaID)))
        self.settings = settings
        apply()
        settings.connect(.ignoringArgument("changed::color-scheme")) { ColorScheme.apply() }
    }

    /// The app's own choice of style, which wins over the desktop's unless it is `.system`.
    public enum Preference: String, Sendable, CaseIterable { case system, light, dark }
    public static var preference = Preference.system {
        didSet { apply() }
    }

    /// Whether GTK is asked for the dark style now.
    public static var prefersDark: Bool {
        gtk_settings_get_default().map { faq_object_get_boolean($0, "gtk-application-prefer-dark-theme") != 0 } ?? false
    }

    private static func apply() {
        guard let gtkSettings = gtk_settings_get_default() else { return }
        let dark: Bool
        switch preference {
        case .light: dark = false
        case .dark: dark = true
        case .system:
            guard let settings else { dark = false; break }
            let value = g_settings_get_string(settings.cast(), "color-scheme")
            defer { g_free(value) }
            dark = value.map { String(cString: $0) == "prefer-dark" } ?? false
        }
        // Setting it, even to the same value, makes GTK parse its whole theme again (≈10 ms).
        let key = "gtk-application-prefer-dark-theme"
        if (faq_object_get_boolean(gtkSettings, key) != 0) != dark { faq_object_set_boolean(gtkSettings, key, dark ? 1 : 0) }
    }
}
