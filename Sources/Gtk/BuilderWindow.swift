import CGtk

/// Windows built from GtkBuilder XML (the shortcuts window). Each is built once and kept:
/// closing it hides it, and the next request shows it again over the window asking. GTK 3.24
/// leaves a destroyed GtkShortcutsWindow's style node on the screen's style cascade, and every
/// later style change (a theme, a text size first shown) then logs a critical about a widget
/// that is gone.
@MainActor
public enum BuilderWindow {
    /// Windows built so far, by object ID and XML.
    private static var kept: [String: UnsafeMutablePointer<GtkWindow>] = [:]

    /// Shows `objectID` from `xml` over `parent`, built the first time; false if the XML does
    /// not build.
    @discardableResult
    public static func present(xml: String, objectID: String, parent: ApplicationWindow?) -> Bool {
        let key = objectID + "\n" + xml
        guard let window = kept[key] ?? build(xml: xml, objectID: objectID) else { return false }
        kept[key] = window
        let owner: UnsafeMutablePointer<GtkWindow>? = parent?.cast()
        gtk_window_set_transient_for(window, owner)
        // Hidden with the window it shows over, as a dialog of that window (GTK has let go of
        // a destroyed parent by then).
        parent?.onDestroy {
            let current = gtk_window_get_transient_for(window)
            if current == nil || current == owner {
                gtk_widget_hide(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self))
            }
        }
        gtk_window_present(window)
        return true
    }

    /// Whether `objectID` from `xml` has been built and is showing.
    public static func isShowing(xml: String, objectID: String) -> Bool {
        kept[objectID + "\n" + xml].map { gtk_widget_get_visible(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)) != 0 } ?? false
    }

    /// Hides `objectID` from `xml` as its close button does (nothing if it was never built).
    public static func close(xml: String, objectID: String) {
        if let window = kept[objectID + "\n" + xml] { gtk_window_close(window) }
    }

    private static func build(xml: String, objectID: String) -> UnsafeMutablePointer<GtkWindow>? {
        var error: UnsafeMutablePointer<GError>?
        let builder = gtk_builder_new()
        defer { g_object_unref(builder) }
        guard gtk_builder_add_from_string(builder, xml, gsize.max, &error) != 0 else {  // (gsize)-1: NUL-terminated
            if let error { g_error_free(error) }
            return nil
        }
        guard let object = gtk_builder_get_object(builder, objectID) else { return nil }
        let window = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWindow.self)
        // Closing (its button, Escape) hides it instead of destroying it.
        g_signal_connect_data(UnsafeMutableRawPointer(window), "delete-event", unsafeBitCast(
            { (widget: UnsafeMutableRawPointer?, _: UnsafeMutableRawPointer?, _: UnsafeMutableRawPointer?) -> gboolean in
                gtk_widget_hide_on_delete(widget?.assumingMemoryBound(to: GtkWidget.self))
            } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean,
            to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
        return window
    }
}
