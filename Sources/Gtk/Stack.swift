import CGtk

/// A `GtkStack`: several named children, one shown at a time, sized by the one shown (GTK's
/// default, homogeneous, measures every child, shown or not).
@MainActor
public final class Stack: Container {
    public init() {
        super.init(adopting: gtk_stack_new())
        gtk_stack_set_homogeneous(cast(), 0)
    }

    /// Whether it is as large as its largest child, shown or not.
    public var isHomogeneous: Bool {
        get { gtk_stack_get_homogeneous(cast()) != 0 }
        set { gtk_stack_set_homogeneous(cast(), newValue ? 1 : 0) }
    }

    public func add(_ child: Widget, name: String) { gtk_stack_add_named(cast(), child.widget, name) }

    /// The name of the child shown.
    public var visibleChildName: String? {
        get { gtk_stack_get_visible_child_name(cast()).map { String(cString: $0) } }
        set { if let newValue { gtk_stack_set_visible_child_name(cast(), newValue) } }
    }
}

/// A `GtkOverlay`: one main child, and others floating above it.
@MainActor
public final class Overlay: Container {
    public init() { super.init(adopting: gtk_overlay_new()) }
    public func addOverlay(_ child: Widget) { gtk_overlay_add_overlay(cast(), child.widget) }
}

/// Where a widget sits in the space it is given.
public enum Alignment: Sendable {
    case fill, start, end, center
    var gtk: GtkAlign {
        switch self {
        case .fill: return GTK_ALIGN_FILL
        case .start: return GTK_ALIGN_START
        case .end: return GTK_ALIGN_END
        case .center: return GTK_ALIGN_CENTER
        }
    }
}

extension Widget {
    public func setAlignment(horizontal: Alignment, vertical: Alignment) {
        gtk_widget_set_halign(widget, horizontal.gtk)
        gtk_widget_set_valign(widget, vertical.gtk)
    }
}

extension Widget {
    /// Takes the widget out of whatever container holds it (nothing when it has no parent).
    public func removeFromParent() {
        guard let parent = gtk_widget_get_parent(widget) else { return }
        gtk_container_remove(UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkContainer.self), widget)
    }

    /// Whether the widget is inside a container.
    public var hasParent: Bool { gtk_widget_get_parent(widget) != nil }

    public var isSensitiveToInput: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }
}
