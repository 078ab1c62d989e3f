import CGtk

/// Windows built from GtkBuilder XML (the shortcuts window).
@MainActor
public enum BuilderWindow {
    /// Builds `objectID` from `xml` and shows it over `parent`; nil if the XML does not build.
    @discardableResult
    public static func present(xml: String, objectID: String, parent: ApplicationWindow?) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let builder = gtk_builder_new()
        defer { g_object_unref(builder) }
        guard gtk_builder_add_from_string(builder, xml, gsize.max, &error) != 0 else {  // (gsize)-1: NUL-terminated
            if let error { g_error_free(error) }
            return false
        }
        guard let object = gtk_builder_get_object(builder, objectID) else { return false }
        let window = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWindow.self)
        if let parent {
            gtk_window_set_transient_for(window, parent.cast())
            gtk_window_set_destroy_with_parent(window, 1)
        }
        gtk_window_present(window)
        return true
    }
}
