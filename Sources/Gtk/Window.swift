import CGtk

/// A `GtkApplicationWindow`: a toplevel window that belongs to an application.
@MainActor
public final class ApplicationWindow: Container {
    private var window: UnsafeMutablePointer<GtkWindow> { cast() }

    /// GTK keeps a reference to every toplevel; this wrapper adds its own.
    public init(application: Application) {
        super.init(retaining: gtk_application_window_new(application.application))
    }

    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }
    public func setTitlebar(_ bar: Widget) { gtk_window_set_titlebar(window, bar.widget) }
    public func setDefaultSize(width: Int, height: Int) { gtk_window_set_default_size(window, Int32(width), Int32(height)) }
    public var size: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        gtk_window_get_size(window, &w, &h)
        return (Int(w), Int(h))
    }
    public func present() { gtk_window_present(window) }
    public func resize(width: Int, height: Int) { gtk_window_resize(window, Int32(width), Int32(height)) }
    public var isMaximized: Bool {
        get { gtk_window_is_maximized(window) != 0 }
        set { newValue ? gtk_window_maximize(window) : gtk_window_unmaximize(window) }
    }
    /// Closes as the window manager's close button would (the app may keep running).
    public func close() { gtk_window_close(window) }
    /// Removes the window for good.
    public func destroy() { gtk_widget_destroy(widget) }

    /// Adds a window action (`win.NAME`).
    public func addAction(_ action: SimpleAction) { g_action_map_add_action(OpaquePointer(gObject), OpaquePointer(action.gObject)) }
}
