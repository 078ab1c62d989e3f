import CGtk

/// A `GtkGrid`: children placed in rows and columns.
@MainActor
public final class Grid: Container {
    public init() {
        super.init(adopting: gtk_grid_new())
    }

    /// Places `child` at `column`, `row`, spanning `width` columns and `height` rows.
    public func attach(_ child: Widget, column: Int, row: Int, width: Int = 1, height: Int = 1) {
        gtk_grid_attach(cast(), child.widget, Int32(column), Int32(row), Int32(width), Int32(height))
    }

    public var rowSpacing: Int {
        get { Int(gtk_grid_get_row_spacing(cast())) }
        set { gtk_grid_set_row_spacing(cast(), guint(newValue)) }
    }

    public var columnSpacing: Int {
        get { Int(gtk_grid_get_column_spacing(cast())) }
        set { gtk_grid_set_column_spacing(cast(), guint(newValue)) }
    }

    /// The child at `column`, `row`, if any (a new wrapper holding its own reference).
    public func child(column: Int, row: Int) -> Widget? {
        gtk_grid_get_child_at(cast(), Int32(column), Int32(row)).map { Widget(retaining: UnsafeMutableRawPointer($0)) }
    }
}
