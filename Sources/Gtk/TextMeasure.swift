import CGtk

/// Text measured in a widget's own font: what a measure given in characters comes to in pixels.
extension Widget {
    /// The width in pixels of `text` laid out on one line in the font the widget's style gives
    /// it now (a style class added a moment ago included: the style is looked up afresh).
    public func pixelWidth(of text: String) -> Int {
        guard let layout = gtk_widget_create_pango_layout(cast(), text) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let context = gtk_widget_get_style_context(cast())
        var font = GValue()
        gtk_style_context_get_property(context, "font", gtk_style_context_get_state(context), &font)
        defer { g_value_unset(&font) }
        if let description = g_value_get_boxed(&font) {
            pango_layout_set_font_description(layout, OpaquePointer(description))
        }
        var width: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, nil)
        return Int(width)
    }

    /// `style-updated`: the widget's style changed (a theme, the font, a style class).
    @discardableResult
    public func onStyleUpdated(_ callback: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(.plain("style-updated"), callback)
    }
}

/// Text written the way the user's language is.
public enum LanguageSample {
    /// Pango's sample sentence for the default language (a pangram in English and German).
    public static var sentence: String {
        String(cString: pango_language_get_sample_string(pango_language_get_default()))
    }
}
