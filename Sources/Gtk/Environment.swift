import CGtk

/// The process's environment: its variables, and where GLib says per-user files go (XDG).
public enum Environment {
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
    /// Mesa's software driver alone keeps 44 MB resident. Call before GTK starts; returns false
    /// (and changes nothing) when the user set `GDK_GL` themselves.
    public static func skipOpenGLSetup() -> Bool {
        guard g_getenv("GDK_GL") == nil else { return false }
        return g_setenv("GDK_GL", "disable", 0) != 0
    }

    /// Takes back what `skipOpenGLSetup` set, once GTK has read it, so that programs the app
    /// starts (a browser for a link) inherit the user's environment.
    public static func endOpenGLSetupSkip() {
        g_unsetenv("GDK_GL")
    }
}
