import CGtk

/// The Swift closure a signal handler calls, boxed so that C can carry it as `gpointer`.
final class SignalBox<Callback> {
    let callback: Callback
    init(_ callback: Callback) { self.callback = callback }

    static func unbox(_ data: UnsafeMutableRawPointer?) -> Callback {
        Unmanaged<SignalBox<Callback>>.fromOpaque(data!).takeUnretainedValue().callback
    }
}

/// C entry points for signal handlers, one per C signature. Each enters the main actor
/// (GTK emits on the main thread) and calls the boxed closure.
enum Trampolines {
    typealias NoArgument = @MainActor () -> Void
    typealias PointerArgument = @MainActor (UnsafeMutableRawPointer?) -> Void
    typealias TwoPointers = @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    typealias IntArgument = @MainActor (Int32) -> Void
    typealias NoArgumentToBool = @MainActor () -> Bool
    typealias PointerToBool = @MainActor (UnsafeMutableRawPointer?) -> Bool
    typealias PointerToInt = @MainActor (UnsafeMutableRawPointer?) -> Int32
    typealias TwoPointersToBool = @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Bool
    typealias FileChanged = @MainActor (Int32) -> Void

    /// `void (*)(GObject *, gpointer)`
    static let instance: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) in
            let callback = SignalBox<NoArgument>.unbox(data)
            MainActor.assumeIsolated { callback() }
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void,
        to: GCallback.self)

    /// `gboolean (*)(GObject *, gpointer)`: `popup-menu`, whose caller reads the result.
    static let instanceToBool: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) -> gboolean in
            let callback = SignalBox<NoArgumentToBool>.unbox(data)
            return MainActor.assumeIsolated { callback() } ? 1 : 0
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean,
        to: GCallback.self)

    /// `void (*)(GObject *, gpointer arg, gpointer)`
    static let instanceAndPointer: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, arg: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) in
            let callback = SignalBox<PointerArgument>.unbox(data)
            nonisolated(unsafe) let arg = arg  // GTK calls on the main thread; the pointer stays there
            MainActor.assumeIsolated { callback(arg) }
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void,
        to: GCallback.self)

    /// `void (*)(GObject *, gpointer arg1, gpointer arg2, gpointer)`
    static let instanceAndTwoPointers: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, a: UnsafeMutableRawPointer?, b: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) in
            let callback = SignalBox<TwoPointers>.unbox(data)
            nonisolated(unsafe) let a = a, b = b
            MainActor.assumeIsolated { callback(a, b) }
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void,
        to: GCallback.self)

    /// `void (*)(GObject *, gint, gpointer)`
    static let instanceAndInt: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, value: Int32, data: UnsafeMutableRawPointer?) in
            let callback = SignalBox<IntArgument>.unbox(data)
            MainActor.assumeIsolated { callback(value) }
        } as @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void,
        to: GCallback.self)

    /// `gboolean (*)(GObject *, gpointer arg, gpointer)`: events and link activation.
    static let instanceAndPointerToBool: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, arg: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) -> gboolean in
            let callback = SignalBox<PointerToBool>.unbox(data)
            nonisolated(unsafe) let arg = arg
            return MainActor.assumeIsolated { callback(arg) } ? 1 : 0
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean,
        to: GCallback.self)

    /// `gboolean (*)(GObject *, gpointer arg1, gpointer arg2, gpointer)`: `test-expand-row`.
    static let instanceAndTwoPointersToBool: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, a: UnsafeMutableRawPointer?, b: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) -> gboolean in
            let callback = SignalBox<TwoPointersToBool>.unbox(data)
            nonisolated(unsafe) let a = a, b = b
            return MainActor.assumeIsolated { callback(a, b) } ? 1 : 0
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean,
        to: GCallback.self)

    /// `gint (*)(GObject *, gpointer arg, gpointer)`: GApplication's `command-line`.
    static let instanceAndPointerToInt: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, arg: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) -> Int32 in
            let callback = SignalBox<PointerToInt>.unbox(data)
            nonisolated(unsafe) let arg = arg
            return MainActor.assumeIsolated { callback(arg) }
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32,
        to: GCallback.self)

    /// `void (*)(GFileMonitor *, GFile *, GFile *, GFileMonitorEvent, gpointer)`.
    static let fileMonitorChanged: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, _: UnsafeMutableRawPointer?, _: UnsafeMutableRawPointer?, event: Int32, data: UnsafeMutableRawPointer?) in
            let callback = SignalBox<FileChanged>.unbox(data)
            MainActor.assumeIsolated { callback(event) }
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void,
        to: GCallback.self)
}
