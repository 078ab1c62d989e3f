import CGtk

/// A `GtkContainer`.
@MainActor
open class Container: Widget {
    var container: UnsafeMutablePointer<GtkContainer> { cast() }
    public func add(_ child: Widget) { gtk_container_add(container, child.widget) }
    public func remove(_ child: Widget) { gtk_container_remove(container, child.widget) }
    /// Scrolls `adjustment` to keep the focused child in view as the focus moves.
    public func setFocusVerticalAdjustment(_ adjustment: Adjustment) {
        gtk_container_set_focus_vadjustment(container, adjustment.cast())
    }

    /// The number of children.
    public var childCount: Int {
        guard let list = gtk_container_get_children(container) else { return 0 }
        defer { g_list_free(list) }
        return Int(g_list_length(list))
    }
}

public enum Orientation: Sendable {
    case horizontal, vertical
    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}

/// A `GtkBox`: children in a row or a column.
@MainActor
open class Box: Container {
    public init(_ orientation: Orientation, spacing: Int = 0) {
        super.init(adopting: gtk_box_new(orientation.gtk, Int32(spacing)))
    }
    /// Adds `child` at the end; `expand` gives it the spare room.
    public func append(_ child: Widget, expand: Bool = false) {
        gtk_box_pack_start(cast(), child.widget, expand ? 1 : 0, expand ? 1 : 0, 0)
    }
    /// Adds `child` so that it becomes the child at `position`.
    public func insert(_ child: Widget, at position: Int) {
        append(child)
        gtk_box_reorder_child(cast(), child.widget, Int32(position))
    }
}

/// A `GtkPaned`: two panes and a handle between them.
@MainActor
public final class Paned: Container {
    public init(_ orientation: Orientation) {
        super.init(adopting: gtk_paned_new(orientation.gtk))
    }
    public func setStart(_ child: Widget, resize: Bool, shrink: Bool) { gtk_paned_pack1(cast(), child.widget, resize ? 1 : 0, shrink ? 1 : 0) }
    public func setEnd(_ child: Widget, resize: Bool, shrink: Bool) { gtk_paned_pack2(cast(), child.widget, resize ? 1 : 0, shrink ? 1 : 0) }
    /// The handle's position in pixels from the start.
    public var position: Int {
        get { Int(gtk_paned_get_position(cast())) }
        set { gtk_paned_set_position(cast(), Int32(newValue)) }
    }
}

/// A `GtkAdjustment`: a scroll position in a range.
@MainActor
public final class Adjustment: Object {
    private var adjustment: UnsafeMutablePointer<GtkAdjustment> { cast() }
    public var value: Double {
        get { gtk_adjustment_get_value(adjustment) }
        set { gtk_adjustment_set_value(adjustment, newValue) }
    }
    public var upper: Double { gtk_adjustment_get_upper(adjustment) }
    public var pageSize: Double { gtk_adjustment_get_page_size(adjustment) }
    @discardableResult
    public func onValueChanged(_ callback: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(.plain("value-changed"), callback)
    }
}

/// A `GtkScrolledWindow`.
@MainActor
public final class ScrolledWindow: Container {
    public init() {
        super.init(adopting: gtk_scrolled_window_new(nil, nil))
    }
    /// When a scroll bar shows.
    public enum Policy: Sendable {
        /// `external`: no scroll bar, and the window asks for none of its child's size (the
        /// child is cut off when it gets less room).
        case always, automatic, never, external
        var gtk: GtkPolicyType {
            switch self {
            case .always: return GTK_POLICY_ALWAYS
            case .automatic: return GTK_POLICY_AUTOMATIC
            case .never: return GTK_POLICY_NEVER
            case .external: return GTK_POLICY_EXTERNAL
            }
        }
    }

    public func setPolicy(horizontal: Policy, vertical: Policy) {
        gtk_scrolled_window_set_policy(cast(), horizontal.gtk, vertical.gtk)
    }
    /// The vertical scroll position.
    public private(set) lazy var verticalAdjustment = Adjustment(retaining: gtk_scrolled_window_get_vadjustment(cast()))
}

/// A `GtkHeaderBar`: the title bar with buttons. Its title and subtitle are labels of its
/// own, so that the title keeps priority at narrow widths: the subtitle is cut short first,
/// and the first `titleMinimumCharacters` of the title stay in view (the bar asks for them).
@MainActor
public final class HeaderBar: Container {
    let titleLabel = Label()
    let subtitleLabel = Label()
    private let titles = Box(.vertical)
    /// How much of the title stays in view however narrow the window, in characters.
    public var titleMinimumCharacters = 12 {
        didSet { title = title }
    }

    public init() {
        super.init(adopting: gtk_header_bar_new())
        gtk_header_bar_set_show_close_button(cast(), 1)
        // As GTK makes its own: a bold title, a dimmed subtitle, both on one line.
        for (label, style) in [(titleLabel, "title"), (subtitleLabel, "subtitle")] {
            label.addStyleClass(style)
            label.ellipsizesAtEnd = true
            titles.append(label)
        }
        subtitleLabel.addStyleClass("dim-label")
        titles.centerVertically()
        titles.showAll()
        subtitleLabel.isVisible = false
        subtitleLabel.keepsVisibilityOnShowAll = true  // shown only with a subtitle
        gtk_header_bar_set_custom_title(cast(), titles.widget)
    }
    public var title: String {
        get { titleLabel.text }
        set {
            titleLabel.text = newValue
            titleLabel.widthChars = min(newValue.count, titleMinimumCharacters)
        }
    }
    public var subtitle: String? {
        get { subtitleLabel.isVisible ? subtitleLabel.text : nil }
        set {
            subtitleLabel.text = newValue ?? ""
            subtitleLabel.isVisible = newValue != nil
        }
    }
    public func packStart(_ child: Widget) { gtk_header_bar_pack_start(cast(), child.widget) }
    public func packEnd(_ child: Widget) { gtk_header_bar_pack_end(cast(), child.widget) }
}
