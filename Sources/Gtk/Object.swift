import CGtk

/// A GObject held by Swift: one strong reference, taken once, released in `deinit`.
///
/// Signal handlers belong to the GObject, not to this wrapper (as in gtk-rs): a handler runs
/// until it is disconnected by its `SignalHandlerID` or the object is disposed (a widget
/// destroyed with its window) or finalized. Dropping a wrapper whose widget GTK still shows
/// leaves the widget working. The rule that follows, so that nothing leaks:
/// - A handler never holds its own object strongly, nor anything that holds it: capture the
///   wrapper and its owners `[weak …]`. Otherwise object → handler → wrapper → object is a
///   cycle that only a widget's destruction breaks, and nothing breaks for an action, a monitor
///   or a singleton.
/// - A handler on an object that outlives what it serves (an app-wide singleton, another
///   window) names what it serves as its owner (`connect(_:while:_:)`): it is disconnected when
///   the owner is disposed. Connecting to a singleton requires one.
@MainActor
open class Object {
    /// The wrapped object. Valid for the wrapper's whole life.
    @_spi(GtkTestSupport) public let gObject: UnsafeMutablePointer<GObject>
    /// How many wrappers are alive (for leak tests): counted in `init` and `deinit`.
    @_spi(GtkTestSupport) public private(set) static var liveCount = 0

    /// Takes ownership of a new object: a floating reference is sunk, a full one adopted.
    init(adopting pointer: UnsafeMutableRawPointer) {
        gObject = pointer.assumingMemoryBound(to: GObject.self)
        if g_object_is_floating(gObject) != 0 { g_object_ref_sink(gObject) }
        Self.liveCount += 1
    }

    /// Adds a reference to an object owned elsewhere (a window GTK keeps, a child widget).
    init(retaining pointer: UnsafeMutableRawPointer) {
        gObject = pointer.assumingMemoryBound(to: GObject.self)
        g_object_ref_sink(gObject)
        Self.liveCount += 1
    }

    isolated deinit {
        g_object_unref(gObject)
        Self.liveCount -= 1
    }

    /// The object as a pointer to one of its C types; debug builds check that it is one.
    func cast<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
        #if DEBUG
        precondition(isInstance(of: T.self) != false,
                     "a \(String(cString: G_OBJECT_TYPE_NAME(gObject))) is not a \(T.self)")
        #endif
        return UnsafeMutableRawPointer(gObject).assumingMemoryBound(to: T.self)
    }

    /// Connects `callback` to `signal` until it is disconnected or the object is disposed;
    /// with an `owner`, also until the owner is disposed. The closure is released by GLib when
    /// the handler goes.
    @discardableResult
    func connect<Callback>(_ signal: Signal<Callback>, while owner: Object? = nil, _ callback: Callback) -> SignalHandlerID {
        let box = Unmanaged.passRetained(SignalBox(callback)).toOpaque()
        let closure = g_cclosure_new(signal.trampoline, box) { data, _ in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }!
        // Disposing the owner invalidates the closure, and GLib then removes the handler.
        if let owner { g_object_watch_closure(owner.gObject, closure) }
        let id = g_signal_connect_closure(gObject, signal.name, closure, 0)
        precondition(id != 0, "no signal \"\(signal.name)\" on \(String(cString: G_OBJECT_TYPE_NAME(gObject)))")
        return SignalHandlerID(id: id)
    }

    /// Disconnects a handler of this object (connected through any of its wrappers), from
    /// inside itself too. Disconnecting twice, or after the object was disposed, does nothing.
    public func disconnect(_ handler: SignalHandlerID) {
        Self.disconnect(handler, from: gObject)
    }

    /// `disconnect` for a handler that holds its object unretained (a one-shot handler).
    static func disconnect(_ handler: SignalHandlerID, from instance: UnsafeMutablePointer<GObject>) {
        if g_signal_handler_is_connected(instance, handler.id) != 0 {
            g_signal_handler_disconnect(instance, handler.id)
        }
    }

    /// Calls `callback` whenever the property `name` changes.
    @discardableResult
    public func onNotify(_ name: String, _ callback: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(.notify(name), callback)
    }
}

/// A connected signal handler, as a value: `object.disconnect(id)` ends it. GLib numbers
/// handlers once per process, so a stale ID never names another handler.
public struct SignalHandlerID: Hashable, Sendable {
    let id: gulong
}

/// `G_OBJECT_TYPE_NAME` is a macro.
func G_OBJECT_TYPE_NAME(_ object: UnsafeMutablePointer<GObject>) -> UnsafePointer<CChar> {
    g_type_name(object.pointee.g_type_instance.g_class.pointee.g_type)
}
