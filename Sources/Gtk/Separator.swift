import CGtk

/// A `GtkSeparator`: a thin line between parts.
@MainActor
public final class Separator: Widget {
    public init(_ orientation: Orientation = .horizontal) {
        super.init(adopting: gtk_separator_new(orientation.gtk))
    }
}
