import CGtk

/// Watches one file (through its folder, so saves by rename are seen) with `GFileMonitor`.
@MainActor
public final class FileMonitor: Object {
    /// Nil when the file cannot be watched (the folder is gone, no permission).
    public init?(path: String, _ changed: @escaping @MainActor () -> Void) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard let monitor = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        super.init(adopting: UnsafeMutableRawPointer(monitor))
        g_file_monitor_set_rate_limit(cast(), 200)
        connect("changed", trampoline: Trampolines.fileMonitorChanged, callback: { (event: Int32) in
            // Attribute-only changes (atime, permissions) leave the content as it was.
            guard event != Int32(G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED.rawValue),
                  event != Int32(G_FILE_MONITOR_EVENT_PRE_UNMOUNT.rawValue) else { return }
            changed()
        } as Trampolines.FileChanged)
    }

    isolated deinit {
        g_file_monitor_cancel(cast())
    }
}

/// The desktop clipboard.
@MainActor
public enum Clipboard {
    public static func copy(_ text: String) {
        let clipboard = gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0))
        gtk_clipboard_set_text(clipboard, text, -1)
        gtk_clipboard_store(clipboard)
    }

    /// The clipboard's text, waiting for it (tests).
    public static func text() -> String? {
        let clipboard = gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0))
        guard let raw = gtk_clipboard_wait_for_text(clipboard) else { return nil }
        defer { g_free(raw) }
        return String(cString: raw)
    }
}

/// A context menu (`GtkMenu`) of labelled items, popped up at the pointer or at a widget.
@MainActor
public final class PopupMenu: Container {
    private var items: [Widget] = []

    public init() { super.init(adopting: gtk_menu_new()) }

    public func append(_ label: String, _ activated: @escaping @MainActor () -> Void) {
        let item = MenuItem(label: label, activated)
        gtk_menu_shell_append(cast(), item.widget)
        item.show()
        items.append(item)
    }

    /// Shows the menu below `widget` (keyboard) or at the pointer (mouse).
    public func popUp(at widget: Widget) {
        if let event = gtk_get_current_event() {
            defer { gdk_event_free(event) }
            if event.pointee.type == GDK_BUTTON_PRESS {
                gtk_menu_popup_at_pointer(cast(), event)
                return
            }
        }
        gtk_menu_popup_at_widget(cast(), widget.widget, GDK_GRAVITY_SOUTH_WEST, GDK_GRAVITY_NORTH_WEST, nil)
    }

    /// The items' labels (tests).
    public var labels: [String] { items.compactMap { ($0 as? MenuItem)?.label } }
    /// Activates the item at `index` as a click would (tests).
    public func activateItem(at index: Int) { gtk_menu_item_activate(items[index].cast()) }
}

/// A `GtkMenuItem` with a label.
@MainActor
final class MenuItem: Widget {
    let label: String
    init(label: String, _ activated: @escaping @MainActor () -> Void) {
        self.label = label
        super.init(adopting: gtk_menu_item_new_with_mnemonic(label))
        connect("activate", trampoline: Trampolines.instance, callback: activated as Trampolines.NoArgument)
    }
}

/// Windows built from GtkBuilder XML (the shortcuts window).
@MainActor
public enum BuilderWindow {
    /// Builds `objectID` from `xml` and shows it over `parent`; nil if the XML does not build.
    @discardableResult
    public static func present(xml: String, objectID: String, parent: ApplicationWindow?) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let builder = gtk_builder_new()
        defer { g_object_unref(builder) }
        guard gtk_builder_add_from_string(builder, xml, gsize.max, &error) != 0 else {  // (gsize)-1: NUL-terminated
            if let error { g_error_free(error) }
            return false
        }
        guard let object = gtk_builder_get_object(builder, objectID) else { return false }
        let window = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWindow.self)
        if let parent { gtk_window_set_transient_for(window, parent.cast()) }
        gtk_window_present(window)
        return true
    }
}
