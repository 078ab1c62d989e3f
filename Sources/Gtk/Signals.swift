import CGtk

/// A GObject signal as Swift connects to it: its name and the C trampoline that calls a Swift
/// closure of type `Callback`. Only the factories in this file make one, each pairing the
/// trampoline of one C signature with the one closure type that trampoline unboxes, so
/// `Object.connect` cannot hand a closure to a trampoline that expects another.
public struct Signal<Callback> {
    let name: String
    let trampoline: GCallback

    fileprivate init(_ name: String, _ trampoline: GCallback) {
        self.name = name
        self.trampoline = trampoline
    }
}

/// The Swift closure a signal handler calls, boxed so that C can carry it as `gpointer`.
final class SignalBox<Callback> {
    let callback: Callback
    init(_ callback: Callback) { self.callback = callback }

    static func unbox(_ data: UnsafeMutableRawPointer?) -> Callback {
        Unmanaged<SignalBox<Callback>>.fromOpaque(data!).takeUnretainedValue().callback
    }
}

/// The closure types handlers have, one per C signature (GTK emits on the main thread).
enum Handler {
    typealias NoArgument = @MainActor () -> Void
    typealias PointerArgument = @MainActor (UnsafeMutableRawPointer?) -> Void
    typealias TwoPointers = @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    typealias IntArgument = @MainActor (Int32) -> Void
    typealias NoArgumentToBool = @MainActor () -> Bool
    typealias PointerToBool = @MainActor (UnsafeMutableRawPointer?) -> Bool
    typealias PointerToInt = @MainActor (UnsafeMutableRawPointer?) -> Int32
    typealias TwoPointersToBool = @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Bool
    typealias PointerAndInt = @MainActor (UnsafeMutableRawPointer?, Int32) -> Void
    typealias ToPointer = @MainActor () -> UnsafeMutableRawPointer?
    /// `query-tooltip`: x, y, whether the keyboard asked, and the `GtkTooltip *` to fill.
    typealias QueryTooltip = @MainActor (Int32, Int32, Bool, UnsafeMutableRawPointer?) -> Bool
}

extension Signal where Callback == Handler.NoArgument {
    /// `void (*)(GObject *, gpointer)`: `clicked`, `destroy`, `changed`…
    static func plain(_ name: String) -> Self { Self(name, Trampolines.instance) }
    /// `void (*)(GObject *, gpointer arg, gpointer)` whose argument the handler does not need:
    /// `size-allocate`, an action's `activate` without a parameter.
    static func ignoringArgument(_ name: String) -> Self { Self(name, Trampolines.instanceIgnoringPointer) }
    /// `notify::PROPERTY` (the `GParamSpec *` is not passed on).
    static func notify(_ property: String) -> Self { Self("notify::" + property, Trampolines.instanceIgnoringPointer) }
    /// `void (*)(GFileMonitor *, GFile *, GFile *, GFileMonitorEvent, gpointer)`, for events
    /// that change a file's content (attribute changes and unmounts are left out).
    static func fileContentChanged() -> Self { Self("changed", Trampolines.fileContentChanged) }
}

extension Signal where Callback == Handler.NoArgumentToBool {
    /// `gboolean (*)(GObject *, gpointer)`: `popup-menu`, whose caller reads the result.
    static func returningBool(_ name: String) -> Self { Self(name, Trampolines.instanceToBool) }
}

extension Signal where Callback == Handler.PointerArgument {
    /// `void (*)(GObject *, gpointer arg, gpointer)`: a `GVariant *` parameter, a print context.
    static func pointer(_ name: String) -> Self { Self(name, Trampolines.instanceAndPointer) }
    /// `drag-data-received`: the `GtkSelectionData *` is passed on.
    static func dragDataReceived() -> Self { Self("drag-data-received", Trampolines.dragDataReceived) }
}

extension Signal where Callback == Handler.TwoPointers {
    /// `void (*)(GObject *, gpointer arg1, gpointer arg2, gpointer)`: tree rows (iter, path).
    static func twoPointers(_ name: String) -> Self { Self(name, Trampolines.instanceAndTwoPointers) }
}

extension Signal where Callback == Handler.IntArgument {
    /// `void (*)(GObject *, gint, gpointer)`: a dialog's `response`.
    static func int(_ name: String) -> Self { Self(name, Trampolines.instanceAndInt) }
}

extension Signal where Callback == Handler.PointerToBool {
    /// `gboolean (*)(GObject *, gpointer arg, gpointer)`: events (and `draw`); true stops others.
    static func event(_ name: String) -> Self { Self(name, Trampolines.instanceAndPointerToBool) }
}

extension Signal where Callback == Handler.TwoPointersToBool {
    /// `gboolean (*)(GObject *, gpointer arg1, gpointer arg2, gpointer)`: `test-expand-row`.
    static func twoPointersToBool(_ name: String) -> Self { Self(name, Trampolines.instanceAndTwoPointersToBool) }
}

extension Signal where Callback == Handler.PointerToInt {
    /// `gint (*)(GObject *, gpointer arg, gpointer)`: GApplication's `command-line`.
    static func pointerToInt(_ name: String) -> Self { Self(name, Trampolines.instanceAndPointerToInt) }
}

extension Signal where Callback == Handler.PointerAndInt {
    /// `void (*)(GObject *, gpointer arg, gint, gpointer)`: a print operation's `draw-page`.
    static func pointerAndInt(_ name: String) -> Self { Self(name, Trampolines.instancePointerAndInt) }
}

extension Signal where Callback == Handler.ToPointer {
    /// `gpointer (*)(GObject *, gpointer)`: `create-custom-widget`, which returns a new object.
    static func returningPointer(_ name: String) -> Self { Self(name, Trampolines.instanceToPointer) }
}

extension Signal where Callback == Handler.QueryTooltip {
    /// `gboolean (*)(GtkWidget *, gint x, gint y, gboolean keyboard_mode, GtkTooltip *, gpointer)`:
    /// true shows the tooltip as the handler filled it.
    static func queryTooltip() -> Self { Self("query-tooltip", Trampolines.queryTooltip) }
}

/// C entry points for signal handlers, one per C signature. Each enters the main actor
/// (GTK emits on the main thread) and calls the boxed closure. Private to this file: only the
/// `Signal` factories above pair them with closure types.
private enum Trampolines {
    static let instance: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) in
            let callback = SignalBox<Handler.NoArgument>.unbox(data)
            MainActor.assumeIsolated { callback() }
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void,
        to: GCallback.self)

    static let instanceIgnoringPointer: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, _: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) in
            let callback = SignalBox<Handler.NoArgument>.unbox(data)
            MainActor.assumeIsolated { callback() }
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void,
        to: GCallback.self)

    static let instanceToBool: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) -> gboolean in
            let callback = SignalBox<Handler.NoArgumentToBool>.unbox(data)
            return MainActor.assumeIsolated { callback() } ? 1 : 0
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean,
        to: GCallback.self)

    static let instanceAndPointer: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, arg: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) in
            let callback = SignalBox<Handler.PointerArgument>.unbox(data)
            nonisolated(unsafe) let arg = arg  // GTK calls on the main thread; the pointer stays there
            MainActor.assumeIsolated { callback(arg) }
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void,
        to: GCallback.self)

    static let instanceAndTwoPointers: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, a: UnsafeMutableRawPointer?, b: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) in
            let callback = SignalBox<Handler.TwoPointers>.unbox(data)
            nonisolated(unsafe) let a = a, b = b
            MainActor.assumeIsolated { callback(a, b) }
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void,
        to: GCallback.self)

    static let instanceAndInt: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, value: Int32, data: UnsafeMutableRawPointer?) in
            let callback = SignalBox<Handler.IntArgument>.unbox(data)
            MainActor.assumeIsolated { callback(value) }
        } as @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void,
        to: GCallback.self)

    static let instanceAndPointerToBool: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, arg: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) -> gboolean in
            let callback = SignalBox<Handler.PointerToBool>.unbox(data)
            nonisolated(unsafe) let arg = arg
            return MainActor.assumeIsolated { callback(arg) } ? 1 : 0
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean,
        to: GCallback.self)

    static let instanceAndTwoPointersToBool: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, a: UnsafeMutableRawPointer?, b: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) -> gboolean in
            let callback = SignalBox<Handler.TwoPointersToBool>.unbox(data)
            nonisolated(unsafe) let a = a, b = b
            return MainActor.assumeIsolated { callback(a, b) } ? 1 : 0
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean,
        to: GCallback.self)

    static let instanceAndPointerToInt: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, arg: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) -> Int32 in
            let callback = SignalBox<Handler.PointerToInt>.unbox(data)
            nonisolated(unsafe) let arg = arg
            return MainActor.assumeIsolated { callback(arg) }
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32,
        to: GCallback.self)

    static let instancePointerAndInt: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, arg: UnsafeMutableRawPointer?, value: Int32, data: UnsafeMutableRawPointer?) in
            let callback = SignalBox<Handler.PointerAndInt>.unbox(data)
            nonisolated(unsafe) let arg = arg
            MainActor.assumeIsolated { callback(arg, value) }
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void,
        to: GCallback.self)

    static let instanceToPointer: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? in
            let callback = SignalBox<Handler.ToPointer>.unbox(data)
            // A pointer is not Sendable: it crosses the isolation check as its address.
            let address = MainActor.assumeIsolated { UInt(bitPattern: callback()) }
            return UnsafeMutableRawPointer(bitPattern: address)
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?,
        to: GCallback.self)

    static let fileContentChanged: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, _: UnsafeMutableRawPointer?, _: UnsafeMutableRawPointer?, event: Int32, data: UnsafeMutableRawPointer?) in
            // Attribute-only changes (atime, permissions) leave the content as it was.
            guard event != Int32(G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED.rawValue),
                  event != Int32(G_FILE_MONITOR_EVENT_PRE_UNMOUNT.rawValue) else { return }
            let callback = SignalBox<Handler.NoArgument>.unbox(data)
            MainActor.assumeIsolated { callback() }
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void,
        to: GCallback.self)

    static let queryTooltip: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, x: Int32, y: Int32, keyboard: gboolean, tooltip: UnsafeMutableRawPointer?,
           data: UnsafeMutableRawPointer?) -> gboolean in
            let callback = SignalBox<Handler.QueryTooltip>.unbox(data)
            nonisolated(unsafe) let tooltip = tooltip
            return MainActor.assumeIsolated { callback(x, y, keyboard != 0, tooltip) } ? 1 : 0
        } as @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, gboolean, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean,
        to: GCallback.self)

    /// `void (*)(GtkWidget *, GdkDragContext *, gint x, gint y, GtkSelectionData *, guint info, guint time, gpointer)`.
    static let dragDataReceived: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, _: UnsafeMutableRawPointer?, _: Int32, _: Int32, selection: UnsafeMutableRawPointer?,
           _: UInt32, _: UInt32, data: UnsafeMutableRawPointer?) in
            let callback = SignalBox<Handler.PointerArgument>.unbox(data)
            nonisolated(unsafe) let selection = selection
            MainActor.assumeIsolated { callback(selection) }
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?, UInt32, UInt32, UnsafeMutableRawPointer?) -> Void,
        to: GCallback.self)
}
