import CGtk

/// How a label measures its width and its text.
extension Label {
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
