import CGtk

/// A `GtkLabel`.
@MainActor
public final class Label: Widget {
    private var label: UnsafeMutablePointer<GtkLabel> { cast() }

    public init(_ text: String = "") {
        super.init(adopting: gtk_label_new(nil))
        gtk_label_set_text(label, text)
    }

    /// Plain text: shown as it is, never parsed as markup.
    public var text: String {
        get { String(cString: gtk_label_get_text(label)) }
        set { gtk_label_set_text(label, newValue) }
    }
    /// Pango markup; callers escape what is not formatting.
    public func setMarkup(_ markup: String) { gtk_label_set_markup(label, markup) }
    /// Wraps long lines at word boundaries (or anywhere inside words that are too long).
    public var wraps: Bool {
        get { gtk_label_get_line_wrap(label) != 0 }
        set {
            gtk_label_set_line_wrap(label, newValue ? 1 : 0)
            gtk_label_set_line_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
        }
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
