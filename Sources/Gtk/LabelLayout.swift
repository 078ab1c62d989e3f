import CGtk

/// How a label measures its width and its text.
extension Label {
    /// The width in characters a wrapping label measures its minimum at (-1: GTK's default,
    /// a layout of width 0, one line per word or character: slow for long text).
    public var widthChars: Int {
        get { Int(gtk_label_get_width_chars(cast())) }
        set { gtk_label_set_width_chars(cast(), Int32(newValue)) }
    }

    /// The natural width in characters a wrapping label asks for at most (-1: no limit).
    public var maximumWidthChars: Int {
        get { Int(gtk_label_get_max_width_chars(cast())) }
        set { gtk_label_set_max_width_chars(cast(), Int32(newValue)) }
    }

    /// The Pango layout's size in pixels, laid out at the label's current width.
    public var layoutSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(gtk_label_get_layout(cast()), &width, &height)
        return (Int(width), Int(height))
    }
}

extension Label {
    /// Whether the text is cut short with "…" at the width the label has now.
    public var isEllipsized: Bool { pango_layout_is_ellipsized(gtk_label_get_layout(cast())) != 0 }

    /// The text as set, markup included when set with `setMarkup` (tests).
    public var markupSource: String { String(cString: gtk_label_get_label(cast())) }
    /// How the label wraps long lines: PANGO_WRAP_WORD_CHAR wraps inside words too long for a line.
    public var wrapsInsideLongWords: Bool { gtk_label_get_line_wrap_mode(cast()) == PANGO_WRAP_WORD_CHAR }
}

extension Label {
    /// Whether Pango reads `markup` without an error (what `setMarkup` needs to show it).
    public static func parsesAsMarkup(_ markup: String) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let ok = pango_parse_markup(markup, -1, 0, nil, nil, nil, &error) != 0
        if let error { g_error_free(error) }
        return ok
    }
}

extension Label {
    /// Lines of the Pango layout at the label's current width.
    public var lineCount: Int { Int(pango_layout_get_line_count(gtk_label_get_layout(cast()))) }

    /// Whether Pango draws a hyphen where it breaks a word too long for a line. Pango breaks at
    /// any letter there, not at syllables, so a hyphen there misleads (German compounds, paths).
    public var insertsHyphens: Bool {
        get {
            guard let attributes = gtk_label_get_attributes(cast()) else { return true }
            let iterator = pango_attr_list_get_iterator(attributes)
            defer { pango_attr_iterator_destroy(iterator) }
            guard let attribute = pango_attr_iterator_get(iterator, PANGO_ATTR_INSERT_HYPHENS) else { return true }
            return attribute.withMemoryRebound(to: PangoAttrInt.self, capacity: 1) { $0.pointee.value != 0 }
        }
        set {
            // Applied beside the markup's own attributes (search highlights, links).
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(newValue ? 1 : 0))
            gtk_label_set_attributes(cast(), attributes)
            pango_attr_list_unref(attributes)
        }
    }
}
