import CGtk
import CGtkShim
@_spi(GtkTestSupport) import Gtk

/// Keyboard input, reference counts and menu items, as tests see them.
extension Widget {
    /// Delivers a key press and release to this widget's window, as the keyboard would: the
    /// window's accelerators and focus widget see it (tests; no X input focus needed).
    public func sendKey(_ keyval: UInt32, control: Bool = false, shift: Bool = false, alt: Bool = false) {
        var modifiers: UInt32 = 0
        if alt { modifiers |= GDK_MOD1_MASK.rawValue }
        if control { modifiers |= GDK_CONTROL_MASK.rawValue }
        if shift { modifiers |= GDK_SHIFT_MASK.rawValue }
        guard let toplevel = gtk_widget_get_toplevel(widget), let window = gtk_widget_get_window(toplevel) else { return }
        // As for a click (below): GTK drops a key press for a window not yet viewable.
        _ = MainLoop.wait(upTo: 5) { gdk_window_is_viewable(window) != 0 }
        let display = gdk_window_get_display(window)
        for type in [GDK_KEY_PRESS, GDK_KEY_RELEASE] {
            let event = Self.syntheticEvent(type, on: window, from: gdk_seat_get_keyboard)
            event.pointee.key.state = modifiers
            event.pointee.key.keyval = keyval
            var keys: UnsafeMutablePointer<GdkKeymapKey>?
            var count: Int32 = 0
            if gdk_keymap_get_entries_for_keyval(gdk_keymap_get_for_display(display), keyval, &keys, &count) != 0, let keys {
                event.pointee.key.hardware_keycode = UInt16(keys[0].keycode)
                event.pointee.key.group = UInt8(keys[0].group)
                g_free(keys)
            }
            gtk_main_do_event(event)
            gdk_event_free(event)
        }
    }

    /// Delivers a press and release of mouse `button` (1 primary, 3 secondary) to this widget,
    /// as a click on it would (tests; the widget must be realized). GTK drops a pointer event
    /// whose window is not viewable yet, as it is until the X server has mapped the window: the
    /// click waits for that (a test that clicks as soon as its window is presented sometimes
    /// clicked into nothing).
    public func sendClick(button: UInt32 = 1) {
        guard let window = gtk_widget_get_window(widget) else { return }
        _ = MainLoop.wait(upTo: 5) { gdk_window_is_viewable(window) != 0 }
        for type in [GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE] {
            let event = Self.syntheticEvent(type, on: window, from: gdk_seat_get_pointer)
            event.pointee.button.button = button
            event.pointee.button.x = 4
            event.pointee.button.y = 4
            // To the widget itself: an event box's input window is its own, not the one it draws on.
            _ = gtk_widget_event(widget, event)
            gdk_event_free(event)
        }
    }

    /// A sent event of `type` for `window`, now, from the seat's device that `device` picks
    /// (keyboard or pointer); the caller fills in the rest and frees it.
    private static func syntheticEvent(_ type: GdkEventType, on window: OpaquePointer,
                                       from device: (UnsafeMutablePointer<GdkSeat>?) -> OpaquePointer?) -> UnsafeMutablePointer<GdkEvent> {
        let event = gdk_event_new(type)!
        event.pointee.any.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(window)))  // the event unrefs it
        event.pointee.any.send_event = 1
        // `time` sits at the same place in key and button events.
        event.pointee.key.time = UInt32(GDK_CURRENT_TIME)
        if let seat = gdk_display_get_default_seat(gdk_window_get_display(window)), let chosen = device(seat) {
            gdk_event_set_device(event, chosen)
        }
        return event
    }
}

extension Object {
    /// The object's reference count (for ownership tests).
    public var referenceCount: UInt32 { gObject.pointee.ref_count }
    /// How many wrappers are alive (for leak tests).
    public static var liveWrapperCount: Int { liveCount }

    /// How many handlers are connected to `signal` ("changed", "notify::label") on the object,
    /// GTK's own included (handler leak tests compare counts). GLib has no count: each unblocked
    /// handler `g_signal_handler_find` finds is blocked so that the next search finds another,
    /// and all are unblocked at the end.
    public func handlerCount(_ signal: String) -> Int {
        var id: guint = 0
        var detail: GQuark = 0
        let type = gObject.pointee.g_type_instance.g_class.pointee.g_type
        guard g_signal_parse_name(signal, type, &id, &detail, 0) != 0 else { return 0 }
        let mask = GSignalMatchType(rawValue: G_SIGNAL_MATCH_ID.rawValue | G_SIGNAL_MATCH_UNBLOCKED.rawValue
                                    | (detail != 0 ? G_SIGNAL_MATCH_DETAIL.rawValue : 0))
        var found: [gulong] = []
        while case let handler = g_signal_handler_find(gObject, mask, id, detail, nil, nil, nil), handler != 0 {
            g_signal_handler_block(gObject, handler)
            found.append(handler)
        }
        for handler in found { g_signal_handler_unblock(gObject, handler) }
        return found.count
    }
}

extension RecentFiles {
    /// Empties the desktop's recent list (tests run in a private home: each starts with none).
    public func removeAllItems() {
        var error: UnsafeMutablePointer<GError>?
        gtk_recent_manager_purge_items(UnsafeMutableRawPointer(gObject).assumingMemoryBound(to: GtkRecentManager.self), &error)
        if let error { g_error_free(error) }
    }
}

extension PopupMenu {
    /// The items' labels.
    public var labels: [String] { items.compactMap { ($0 as? MenuItem)?.label } }
    /// Activates the item at `index` as a click would.
    public func activateItem(at index: Int) { gtk_menu_item_activate(UnsafeMutableRawPointer(items[index].gObject).assumingMemoryBound(to: GtkMenuItem.self)) }
}

extension Widget {
    /// Asks the widget for its tooltip as GTK does before it shows one: in keyboard mode for
    /// what has the focus (a tree's cursor row), else at `x`, `y`. True if one would show.
    public func queryTooltip(x: Int = 0, y: Int = 0, keyboard: Bool) -> Bool {
        let tooltip = g_object_new_with_properties(gtk_tooltip_get_type(), 0, nil, nil)!
        defer { g_object_unref(tooltip) }
        var arguments = [GValue](repeating: GValue(), count: 5)
        g_value_init(&arguments[0], gtk_widget_get_type())
        g_value_set_object(&arguments[0], UnsafeMutableRawPointer(widget))
        g_value_init(&arguments[1], faq_type_int())
        g_value_set_int(&arguments[1], Int32(x))
        g_value_init(&arguments[2], faq_type_int())
        g_value_set_int(&arguments[2], Int32(y))
        g_value_init(&arguments[3], faq_type_boolean())
        g_value_set_boolean(&arguments[3], keyboard ? 1 : 0)
        g_value_init(&arguments[4], gtk_tooltip_get_type())
        g_value_set_object(&arguments[4], tooltip)
        var shown = GValue()
        g_value_init(&shown, faq_type_boolean())
        g_signal_emitv(&arguments, g_signal_lookup("query-tooltip", gtk_widget_get_type()), 0, &shown)
        defer {
            for index in arguments.indices { g_value_unset(&arguments[index]) }
            g_value_unset(&shown)
        }
        return g_value_get_boolean(&shown) != 0
    }
}
