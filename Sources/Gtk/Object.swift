import CGtk

/// A GObject held by Swift: one strong reference, taken once, released in `deinit` after the
/// signal handlers this wrapper connected are disconnected.
@MainActor
open class Object {
    /// The wrapped object. Valid for the wrapper's whole life.
    @_spi(GtkTestSupport) public let gObject: UnsafeMutablePointer<GObject>
    private var handlerIDs: [gulong] = []
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
        // A destroyed widget's handlers are already gone (GObject's dispose drops them).
        for id in handlerIDs where g_signal_handler_is_connected(gObject, id) != 0 {
            g_signal_handler_disconnect(gObject, id)
        }
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


    /// Connects `callback` to `signal` with the C `trampoline` that unboxes it; the box is
    /// released by GLib when the handler is disconnected or the object finalized.
    @discardableResult
    func connect<Callback>(_ signal: String, trampoline: GCallback, callback: Callback) -> SignalConnection {
        let box = Unmanaged.passRetained(SignalBox(callback)).toOpaque()
        let id = g_signal_connect_data(gObject, signal, trampoline, box, { data, _ in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }, GConnectFlags(rawValue: 0))
        precondition(id != 0, "no signal \"\(signal)\" on \(String(cString: G_OBJECT_TYPE_NAME(gObject)))")
        handlerIDs.append(id)
        return SignalConnection(id: id)
    }

    /// Disconnects a handler this wrapper connected (a one-shot handler, from inside itself too).
    /// Disconnecting twice does nothing.
    public func disconnect(_ connection: SignalConnection) {
        guard let index = handlerIDs.firstIndex(of: connection.id) else { return }
        handlerIDs.remove(at: index)
        if g_signal_handler_is_connected(gObject, connection.id) != 0 {
            g_signal_handler_disconnect(gObject, connection.id)
        }
    }

    /// Calls `callback` whenever the property `name` changes.
    @discardableResult
    public func onNotify(_ name: String, _ callback: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("notify::\(name)", trampoline: Trampolines.instanceAndPointer, callback: { (_: UnsafeMutableRawPointer?) in callback() })
    }
}

/// A handler connected by a wrapper's `on…` method, for `disconnect`.
public struct SignalConnection: Hashable, Sendable {
    let id: gulong
}

/// `G_OBJECT_TYPE_NAME` is a macro.
func G_OBJECT_TYPE_NAME(_ object: UnsafeMutablePointer<GObject>) -> UnsafePointer<CChar> {
    g_type_name(object.pointee.g_type_instance.g_class.pointee.g_type)
}
