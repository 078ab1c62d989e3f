import CGtk

/// Pango's font set-up, which the first text GTK measures waits for.
public enum FontLoading {
    /// Starts reading the system's font configuration now, on Pango's own thread: fontconfig's
    /// initialisation (parsing some fifty configuration files) then overlaps whatever the main
    /// thread does next, where the first text laid out would otherwise wait for all of it.
    /// Call on the main thread (Pango's default font map is per thread) before the first
    /// window is built.
    public static func start() {
        _ = pango_cairo_font_map_get_default()
    }
}
