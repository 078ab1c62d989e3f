import CGtk

/// Hands links to the desktop's default application, launched with the user's environment:
/// variables the app set for itself (`Environment.skipOpenGLSetup`) are left out through the
/// launch context, since the process's own environment must not change once threads run.
@MainActor
public enum URILauncher {
    /// Opens `uri` with its default application; false when none could be started.
    @discardableResult
    public static func open(_ uri: String) -> Bool {
        guard let display = gdk_display_get_default(), let launch = gdk_display_get_app_launch_context(display) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(launch)) }
        gdk_app_launch_context_set_timestamp(launch, gtk_get_current_event_time())
        let context = UnsafeMutableRawPointer(launch).assumingMemoryBound(to: GAppLaunchContext.self)
        for name in Environment.setForThisProcessOnly { g_app_launch_context_unsetenv(context, name) }
        var error: UnsafeMutablePointer<GError>?
        guard g_app_info_launch_default_for_uri(uri, context, &error) != 0 else {
            g_error_free(error)
            return false
        }
        return true
    }

    /// Makes the links of a `GtkLabel` or `GtkAboutDialog` (both have `activate-link`) open
    /// through `open`. A plain C handler: it holds no Swift state, so it lives with the widget.
    static func handleLinks(of object: UnsafeMutableRawPointer) {
        g_signal_connect_data(object, "activate-link", activateLink, nil, nil, GConnectFlags(rawValue: 0))
    }

    private static let activateLink: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, uri: UnsafePointer<CChar>?, _: UnsafeMutableRawPointer?) -> gboolean in
            guard let uri else { return 0 }
            let text = String(cString: uri)
            // Handled (true) even when nothing could open it: GTK's own handler would launch the
            // same default application, with the process's environment.
            MainActor.assumeIsolated { _ = open(text) }
            return 1
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> gboolean,
        to: GCallback.self)
}
