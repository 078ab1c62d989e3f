import CGtk

/// Measuring, expanding and per-frame work: what a container that lays out its own children needs.
extension Widget {
    /// Whether the widget takes spare horizontal room (GTK's `hexpand`).
    public var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widget) != 0 }
        set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
    }

    /// Text direction (right-to-left in Hebrew or Arabic locales).
    public var isRightToLeft: Bool { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL }

    /// The height the widget asks for at `width` (natural; GTK caches it per width).
    public func preferredHeight(forWidth width: Int) -> Int {
        var minimumWidth: Int32 = 0, natural: Int32 = 0
        gtk_widget_get_preferred_width(widget, &minimumWidth, nil)
        gtk_widget_get_preferred_height_for_width(widget, max(Int32(width), minimumWidth), nil, &natural)
        return Int(natural)
    }

    /// The width the widget asks for at least, and the width it would like (a hidden widget
    /// is measured as if it showed).
    public var preferredWidth: (minimum: Int, natural: Int) {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_get_preferred_width(widget, &minimum, &natural)
        return (Int(minimum), Int(natural))
    }

    /// Calls `body` before each frame while it returns true (GTK's tick callback), with the
    /// frame time in microseconds; released when it returns false or the widget is destroyed.
    public func onEachFrame(_ body: @escaping @MainActor (Int64) -> Bool) {
        let box = Unmanaged.passRetained(SignalBox<@MainActor (Int64) -> Bool>(body)).toOpaque()
        gtk_widget_add_tick_callback(widget, { _, clock, data in
            let body = SignalBox<@MainActor (Int64) -> Bool>.unbox(data)
            let time = Int64(gdk_frame_clock_get_frame_time(clock))
            return MainActor.assumeIsolated { body(time) } ? 1 : 0
        }, box, { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        })
    }
}

extension Widget {
    /// Asks for the widget to be drawn again in the next frame (nothing is laid out again).
    public func queueDraw() { gtk_widget_queue_draw(widget) }

    /// Centres the widget vertically in the room its parent gives it (GTK's `valign`).
    public func centerVertically() { gtk_widget_set_valign(widget, GTK_ALIGN_CENTER) }
}

extension Widget {
    /// Called when the widget is about to be destroyed (its window closed, say).
    @discardableResult
    public func onDestroy(_ callback: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(.plain("destroy"), callback)
    }
}
