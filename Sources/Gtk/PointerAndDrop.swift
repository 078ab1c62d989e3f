import CGtk

extension Widget {
    /// A mouse button pressed on the widget (GDK numbers: 8 back, 9 forward); return true when
    /// handled.
    public func onButtonPress(_ callback: @escaping @MainActor (_ button: UInt32) -> Bool) {
        connect("button-press-event", trampoline: Trampolines.instanceAndPointerToBool,
                callback: { (event: UnsafeMutableRawPointer?) -> Bool in
                    guard let button = event?.assumingMemoryBound(to: GdkEventButton.self).pointee,
                          button.type == GDK_BUTTON_PRESS else { return false }
                    return callback(button.button)
                } as Trampolines.PointerToBool)
    }

    /// Accepts files dropped on the widget (from a file manager): `dropped` gets their URIs.
    public func acceptFileDrops(_ dropped: @escaping @MainActor ([String]) -> Void) {
        gtk_drag_dest_set(widget, GTK_DEST_DEFAULT_ALL, nil, 0, GDK_ACTION_COPY)
        gtk_drag_dest_add_uri_targets(widget)
        typealias Received = @MainActor (UnsafeMutableRawPointer?) -> Void
        let box = Unmanaged.passRetained(SignalBox<Received>({ data in
            guard let data else { return }
            guard let uris = gtk_selection_data_get_uris(OpaquePointer(data)) else { return }
            defer { g_strfreev(uris) }
            var list: [String] = []
            var i = 0
            while let uri = uris[i] {
                list.append(String(cString: uri))
                i += 1
            }
            dropped(list)
        })).toOpaque()
        // void (*)(GtkWidget *, GdkDragContext *, gint x, gint y, GtkSelectionData *, guint info, guint time, gpointer)
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?, UInt32, UInt32, UnsafeMutableRawPointer?) -> Void = {
            _, _, _, _, selection, _, _, data in
            let callback = SignalBox<Received>.unbox(data)
            nonisolated(unsafe) let selection = selection
            MainActor.assumeIsolated { callback(selection) }
        }
        g_signal_connect_data(gObject, "drag-data-received", unsafeBitCast(trampoline, to: GCallback.self), box, { data, _ in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }, GConnectFlags(rawValue: 0))
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
