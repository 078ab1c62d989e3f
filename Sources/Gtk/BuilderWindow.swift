import CGtk

/// Windows built from GtkBuilder XML (the shortcuts window). Each is built once and kept:
/// closing it hides it, and the next request shows it again over the window asking. GTK 3.24
/// leaves a destroyed GtkShortcutsWindow's style node on the screen's style cascade, and every
/// later style change (a theme, a text size first shown) then logs a critical about a widget
/// that is gone.
@MainActor
public enum BuilderWindow {
    /// A window built, and the window it shows over with the handler that hides it with that one.
    private final class Built {
        let window: Widget
        var hiddenWith: (parent: ApplicationWindow, handler: SignalHandlerID)?
        init(_ window: Widget) { self.window = window }
    }

    /// Windows built so far, by object ID and XML.
    private static var kept: [String: Built] = [:]

    /// Shows `objectID` from `xml` over `parent`, built the first time; false if the XML does
    /// not build.
    @discardableResult
    public static func present(xml: String, objectID: String, parent: ApplicationWindow?) -> Bool {
        let key = objectID + "\n" + xml
        guard let built = kept[key] ?? build(xml: xml, objectID: objectID) else { return false }
        kept[key] = built
        gtk_window_set_transient_for(built.window.cast(), parent?.cast())
        hide(built, with: parent)
        gtk_window_present(built.window.cast())
        return true
    }

    /// Hides the window when `parent` is destroyed, as a dialog of that window (GTK has let go of
    /// a destroyed parent by then). One handler, on the window it shows over now: showing it
    /// again over the same window connects nothing more, and over another moves the handler.
    private static func hide(_ built: Built, with parent: ApplicationWindow?) {
        if let current = built.hiddenWith {
            if current.parent.gObject == parent?.gObject { return }
            current.parent.disconnect(current.handler)
            built.hiddenWith = nil
        }
        guard let parent else { return }
        let window: UnsafeMutablePointer<GtkWindow> = built.window.cast()
        let owner: UnsafeMutablePointer<GtkWindow> = parent.cast()  // not retained: the handler runs while it lives
        let handler = parent.onDestroy { [weak built] in
            built?.hiddenWith = nil
            let current = gtk_window_get_transient_for(window)
            if current == nil || current == owner {
                gtk_widget_hide(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self))
            }
        }
        built.hiddenWith = (parent, handler)
    }

    /// Whether `objectID` from `xml` has been built and is showing.
    public static func isShowing(xml: String, objectID: String) -> Bool {
        kept[objectID + "\n" + xml]?.window.isVisible ?? false
    }

    /// Hides `objectID` from `xml` as its close button does (nothing if it was never built).
    public static func close(xml: String, objectID: String) {
        if let built = kept[objectID + "\n" + xml] { gtk_window_close(built.window.cast()) }
    }

    private static func build(xml: String, objectID: String) -> Built? {
        var error: UnsafeMutablePointer<GError>?
        let builder = gtk_builder_new()
        defer { g_object_unref(builder) }
        guard gtk_builder_add_from_string(builder, xml, gsize.max, &error) != 0 else {  // (gsize)-1: NUL-terminated
            if let error { g_error_free(error) }
            return nil
        }
        guard let object = gtk_builder_get_object(builder, objectID) else { return nil }
        let window = Widget(retaining: UnsafeMutableRawPointer(object))
        // Closing (its button, Escape) hides it instead of destroying it.
        window.connect(.event("delete-event")) { [weak window] _ in
            window?.hide()
            return true
        }
        return Built(window)
    }
}
