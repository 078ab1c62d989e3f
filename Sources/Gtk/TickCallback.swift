import CGtk

/// Per-frame work: GTK calls a widget's tick callbacks once per frame, before layout, while the
/// widget is mapped.
extension Widget {
    /// Calls `body` once per frame while the widget is shown, until it returns false.
    @discardableResult
    public func addTickCallback(_ body: @escaping @MainActor () -> Bool) -> UInt32 {
        typealias Body = @MainActor () -> Bool
        let box = Unmanaged.passRetained(SignalBox<Body>(body)).toOpaque()
        return gtk_widget_add_tick_callback(widget, { _, _, data in
            let callback = SignalBox<Body>.unbox(data)
            return MainActor.assumeIsolated { callback() } ? 1 : 0  // G_SOURCE_CONTINUE : G_SOURCE_REMOVE
        }, box, { data in Unmanaged<AnyObject>.fromOpaque(data!).release() })
    }

    public func removeTickCallback(_ id: UInt32) { gtk_widget_remove_tick_callback(widget, guint(id)) }
}
