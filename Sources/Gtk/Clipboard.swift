import CGtk

/// The desktop clipboard.
@MainActor
public enum Clipboard {
    public static func copy(_ text: String) {
        let clipboard = gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0))
        gtk_clipboard_set_text(clipboard, text, -1)
        gtk_clipboard_store(clipboard)
    }

    /// The clipboard's text, waiting for it (tests).
    public static func text() -> String? {
        let clipboard = gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0))
        guard let raw = gtk_clipboard_wait_for_text(clipboard) else { return nil }
        defer { g_free(raw) }
        return String(cString: raw)
    }
}
