import CGtk

/// Where GLib says per-user files go (XDG base directories).
public enum Environment {
    /// `g_get_user_state_dir()`: `$XDG_STATE_HOME`, or `~/.local/state`.
    public static var userStateDirectory: String { String(cString: g_get_user_state_dir()) }
}
