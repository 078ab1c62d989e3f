import CGtk

extension Widget {
    /// A mouse button pressed on the widget (GDK numbers: 8 back, 9 forward); return true when
    /// handled.
    @discardableResult
    public func onButtonPress(_ callback: @escaping @MainActor (_ button: UInt32) -> Bool) -> SignalHandlerID {
        connect(.event("button-press-event")) { event in
            guard let button = event?.assumingMemoryBound(to: GdkEventButton.self).pointee,
                  button.type == GDK_BUTTON_PRESS else { return false }
            return callback(button.button)
        }
    }

    /// Accepts files dropped on the widget (from a file manager): `dropped` gets their URIs.
    /// Disconnecting the handler returned stops delivering them.
    @discardableResult
    public func acceptFileDrops(_ dropped: @escaping @MainActor ([String]) -> Void) -> SignalHandlerID {
        gtk_drag_dest_set(widget, GTK_DEST_DEFAULT_ALL, nil, 0, GDK_ACTION_COPY)
        gtk_drag_dest_add_uri_targets(widget)
        return connect(.dragDataReceived()) { selection in
            guard let selection, let uris = gtk_selection_data_get_uris(OpaquePointer(selection)) else { return }
            defer { g_strfreev(uris) }
            var list: [String] = []
            var i = 0
            while let uri = uris[i] {
                list.append(String(cString: uri))
                i += 1
            }
            dropped(list)
        }
    }
}

extension Widget {
    /// Delivers a press of mouse button `button` at the widget's window, as the mouse would
    /// (tests: the back and forward buttons are 8 and 9).
    public func sendButton(_ button: UInt32) {
        guard let window = gtk_widget_get_window(widget) else { return }
        let event = gdk_event_new(GDK_BUTTON_PRESS)!
        event.pointee.button.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(window)))  // the event unrefs it
        event.pointee.button.send_event = 1
        event.pointee.button.time = UInt32(GDK_CURRENT_TIME)
        event.pointee.button.button = button
        event.pointee.button.x = 10
        event.pointee.button.y = 10
        let display = gdk_window_get_display(window)
        if let seat = gdk_display_get_default_seat(display), let pointer = gdk_seat_get_pointer(seat) {
            gdk_event_set_device(event, pointer)
        }
        gtk_main_do_event(event)
        gdk_event_free(event)
    }
}
