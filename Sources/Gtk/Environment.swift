import CGtk

/// The process's environment: its variables, and where GLib says per-user files go (XDG).
public enum Environment {
    /// `XDG_DOCUMENTS_DIR` (`g_get_user_special_dir`), or the home folder when there is none.
    public static var userDocumentsDirectory: String {
        String(cString: g_get_user_special_dir(G_USER_DIRECTORY_DOCUMENTS) ?? g_get_home_dir())
    }

    /// `g_get_user_state_dir()`: `$XDG_STATE_HOME`, or `~/.local/state`.
    public static var userStateDirectory: String { String(cString: g_get_user_state_dir()) }

    /// The environment variable `name`, or nil when it is not set. (Cheaper at start than
    /// Foundation's `ProcessInfo`, which copies the whole environment on first use.)
    public static func variable(_ name: String) -> String? {
        g_getenv(name).map { String(cString: $0) }
    }
}

extension Environment {
    /// Keeps GDK from setting up OpenGL when GTK starts (`GDK_GL=disable`), for an app that
    /// draws nothing with it: on X11, GDK otherwise loads the GL driver to pick its visuals, and
    /// Mesa's software driver alone keeps 44 MB resident. Call before any thread starts (GLib:
    /// changing the environment while threads run is unsafe); it is never undone: programs the
    /// app launches (`URILauncher`) get the user's environment through their launch context.
    /// Returns false (and changes nothing) when the user set `GDK_GL` themselves.
    public static func skipOpenGLSetup() -> Bool {
        guard g_getenv("GDK_GL") == nil, g_setenv("GDK_GL", "disable", 0) != 0 else { return false }
        setForThisProcessOnly.append("GDK_GL")
        return true
    }

    /// Variables the app set for itself, which programs it launches must not inherit. Written
    /// only by `skipOpenGLSetup`, before any thread.
    nonisolated(unsafe) static var setForThisProcessOnly: [String] = []
}
