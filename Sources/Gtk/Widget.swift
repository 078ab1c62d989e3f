import CGtk

/// A `GtkWidget`.
@MainActor
open class Widget: Object {
    @_spi(GtkTestSupport) public var widget: UnsafeMutablePointer<GtkWidget> { cast() }

    public func show() { gtk_widget_show(widget) }
    public func showAll() { gtk_widget_show_all(widget) }
    public func hide() { gtk_widget_hide(widget) }
    /// Whether it takes input (and is drawn so); GTK's menu buttons set it from their menu.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }


    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }
    /// Whether the widget and all its ancestors are visible and it is mapped on screen.
    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }
    /// Whether the widget has its GDK resources (a widget not yet shown may have them).
    public var isRealized: Bool { gtk_widget_get_realized(widget) != 0 }
    /// Makes the widget's GDK resources now, before it is first mapped: keys may go to a focused
    /// widget only once it is realized.
    public func realize() { gtk_widget_realize(widget) }
    /// Whether `showAll()` on an ancestor leaves this widget's visibility alone (GTK's `no-show-all`).
    public var keepsVisibilityOnShowAll: Bool {
        get { gtk_widget_get_no_show_all(widget) != 0 }
        set { gtk_widget_set_no_show_all(widget, newValue ? 1 : 0) }
    }
    /// Asks for the widget to be laid out and drawn again in the next frame.
    public func queueResize() { gtk_widget_queue_resize(widget) }
    /// Whether it is its window's focus widget (whether or not the window has the input focus).
    public var isFocus: Bool { gtk_widget_is_focus(widget) != 0 }
    public func grabFocus() { gtk_widget_grab_focus(widget) }

    public var marginStart: Int {
        get { Int(gtk_widget_get_margin_start(widget)) }
        set { gtk_widget_set_margin_start(widget, Int32(newValue)) }
    }
    public func setSizeRequest(width: Int, height: Int) { gtk_widget_set_size_request(widget, Int32(width), Int32(height)) }
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { text in defer { g_free(text) }; return String(cString: text) } }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    /// The widget's size and place in its parent's coordinates, after layout.
    public var allocation: (x: Int, y: Int, width: Int, height: Int) {
        var a = GtkAllocation()
        gtk_widget_get_allocation(widget, &a)
        return (Int(a.x), Int(a.y), Int(a.width), Int(a.height))
    }

    /// This widget's origin in `other`'s coordinates, or nil when they share no toplevel or are not laid out.
    public func origin(in other: Widget) -> (x: Int, y: Int)? {
        var x: Int32 = 0, y: Int32 = 0
        guard gtk_widget_translate_coordinates(widget, other.widget, 0, 0, &x, &y) != 0 else { return nil }
        return (Int(x), Int(y))
    }

    // MARK: Style

    public func addStyleClass(_ name: String) { gtk_style_context_add_class(gtk_widget_get_style_context(widget), name) }
    public func removeStyleClass(_ name: String) { gtk_style_context_remove_class(gtk_widget_get_style_context(widget), name) }
    public func hasStyleClass(_ name: String) -> Bool { gtk_style_context_has_class(gtk_widget_get_style_context(widget), name) != 0 }
    /// Adds or removes a style class.
    public func setStyleClass(_ name: String, _ on: Bool) { on ? addStyleClass(name) : removeStyleClass(name) }

    // MARK: Accessibility

    /// The name screen readers announce (ATK). Setting the name it has already announces
    /// nothing (ATK would: a pooled row bound again to the same title said it each time).
    public var accessibleName: String {
        get { atk_object_get_name(gtk_widget_get_accessible(widget)).map { String(cString: $0) } ?? "" }
        set { if newValue != accessibleName { atk_object_set_name(gtk_widget_get_accessible(widget), newValue) } }
    }

    /// What screen readers say after the name (ATK's description): a tooltip's text, say.
    public var accessibleDescription: String {
        get { atk_object_get_description(gtk_widget_get_accessible(widget)).map { String(cString: $0) } ?? "" }
        set { atk_object_set_description(gtk_widget_get_accessible(widget), newValue) }
    }

    // MARK: Signals

    /// `key-press-event`: return true to stop other handlers.
    @discardableResult
    public func onKeyPress(_ callback: @escaping @MainActor (KeyEvent) -> Bool) -> SignalHandlerID {
        connect(.event("key-press-event")) { event in
            guard let event else { return false }
            return callback(KeyEvent(event))
        }
    }

    /// `size-allocate`: the widget was given a new size or place.
    @discardableResult
    public func onSizeAllocate(_ callback: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(.ignoringArgument("size-allocate"), callback)
    }

    /// Calls `callback` once, when the widget is first drawn (it is on screen at last); the
    /// handler then disconnects itself.
    public func onFirstDraw(_ callback: @escaping @MainActor () -> Void) {
        let instance = gObject  // not retained: the handler runs only while the widget lives
        var handler: SignalHandlerID?
        handler = connect(.event("draw")) { _ in
            guard let pending = handler else { return false }
            handler = nil
            Object.disconnect(pending, from: instance)
            callback()
            return false
        }
    }

    /// A right click (button 3) on the widget, or the menu key (`popup-menu`): show a context menu.
    public func onContextMenu(_ callback: @escaping @MainActor () -> Void) {
        connect(.event("button-press-event")) { event in
            guard let button = event?.assumingMemoryBound(to: GdkEventButton.self).pointee,
                  button.type == GDK_BUTTON_PRESS, button.button == 3 else { return false }
            callback()
            return true
        }
        // `popup-menu` returns whether the menu was shown: GTK reads a gboolean back.
        connect(.returningBool("popup-menu")) { callback(); return true }
    }

    /// `focus-in-event`.
    @discardableResult
    public func onFocusIn(_ callback: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(.event("focus-in-event")) { _ in callback(); return false }
    }

    /// `focus-out-event`.
    @discardableResult
    public func onFocusOut(_ callback: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(.event("focus-out-event")) { _ in callback(); return false }
    }
}

/// A key press: the key value and the modifier state (valid during its handler only).
public struct KeyEvent {
    public let keyval: UInt32
    public let state: UInt32
    let raw: UnsafeMutablePointer<GdkEvent>
    init(_ event: UnsafeMutableRawPointer) {
        raw = event.assumingMemoryBound(to: GdkEvent.self)
        let key = event.assumingMemoryBound(to: GdkEventKey.self).pointee
        keyval = key.keyval
        state = key.state
    }
    /// The character the key types, if any (nil for arrows, function keys…).
    public var character: Character? {
        let code = gdk_keyval_to_unicode(keyval)
        guard code >= 0x20, code != 0x7F, let scalar = Unicode.Scalar(code) else { return nil }
        return Character(scalar)
    }
    public var hasControl: Bool { state & GDK_CONTROL_MASK.rawValue != 0 }
    public var hasShift: Bool { state & GDK_SHIFT_MASK.rawValue != 0 }
    public var hasAlt: Bool { state & GDK_MOD1_MASK.rawValue != 0 }
}
