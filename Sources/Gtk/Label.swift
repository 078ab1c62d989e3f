import CGtk

/// A `GtkLabel`.
@MainActor
public final class Label: Widget {
    private var label: UnsafeMutablePointer<GtkLabel> { cast() }

    public init(_ text: String = "") {
        super.init(adopting: gtk_label_new(nil))
        gtk_label_set_text(label, text)
    }

    /// Plain text: shown as it is, never parsed as markup. Setting the text it already shows
    /// changes nothing (GTK would lay it out again, and tell screen readers its name changed).
    public var text: String {
        get { String(cString: gtk_label_get_text(label)) }
        set {
            guard !shows(newValue, asMarkup: false) else { return }
            gtk_label_set_text(label, newValue)
        }
    }
    /// Pango markup; callers escape what is not formatting. The markup it already shows is
    /// not set again.
    public func setMarkup(_ markup: String) {
        guard !shows(markup, asMarkup: true) else { return }
        gtk_label_set_markup(label, markup)
    }

    /// Opens the markup's links with `URILauncher` (GTK's own handler would hand the launched
    /// program this process's environment).
    public func opensLinksWithLauncher() {
        URILauncher.handleLinks(of: UnsafeMutableRawPointer(gObject))
    }

    private func shows(_ text: String, asMarkup: Bool) -> Bool {
        (gtk_label_get_use_markup(label) != 0) == asMarkup && String(cString: gtk_label_get_label(label)) == text
    }
    /// Wraps long lines at word boundaries (or anywhere inside words that are too long, with no
    /// hyphen drawn there: Pango breaks at any letter, not at a syllable).
    public var wraps: Bool {
        get { gtk_label_get_line_wrap(label) != 0 }
        set {
            gtk_label_set_line_wrap(label, newValue ? 1 : 0)
            gtk_label_set_line_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
            if newValue { insertsHyphens = false }
        }
    }
    /// Cuts a line too long for its room with "…" at its end (one line: no height-for-width
    /// measuring, which costs a long list of labels dearly).
    public var ellipsizesAtEnd: Bool {
        get { gtk_label_get_ellipsize(label) == PANGO_ELLIPSIZE_END }
        set { gtk_label_set_ellipsize(label, newValue ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE) }
    }
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(label) != 0 }
        set { gtk_label_set_selectable(label, newValue ? 1 : 0) }
    }
    /// Horizontal alignment of the text, 0 (start) to 1 (end).
    public var xAlign: Float {
        get { gtk_label_get_xalign(label) }
        set { gtk_label_set_xalign(label, newValue) }
    }
}
