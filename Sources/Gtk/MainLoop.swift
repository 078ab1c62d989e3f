import CGtk
import CGtkShim
import Dispatch

/// The GLib main loop, seen from Swift: idle and timeout callbacks, and stepping for tests.
/// It also runs Swift's main executor: `Task { @MainActor in … }` and `isolated deinit`s that
/// other threads queue run from a GLib source (see `drainsSwiftMainExecutor`).
@MainActor
public enum MainLoop {
    /// Makes the GLib loop run what is queued on Swift's main executor (libdispatch's main
    /// queue, which `g_application_run` never drains by itself). Idempotent.
    public static func drainsSwiftMainExecutor() {
        _ = faq_main_queue_source_attach()
    }

    /// How soon idle work runs: `.low` waits until the rest of the idle work (the first frame's
    /// follow-ups, say) is done.
    public enum IdlePriority: Sendable {
        case normal, low
        var glib: Int32 { self == .normal ? G_PRIORITY_DEFAULT_IDLE : G_PRIORITY_LOW }
    }

    /// Calls `body` once, when the loop is idle.
    public static func whenIdle(priority: IdlePriority = .normal, _ body: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(SignalBox<Handler.NoArgument>(body)).toOpaque()
        g_idle_add_full(priority.glib, { data in
            let callback = SignalBox<Handler.NoArgument>.unbox(data)
            MainActor.assumeIsolated { callback() }
            return 0  // G_SOURCE_REMOVE
        }, box, { data in Unmanaged<AnyObject>.fromOpaque(data!).release() })
    }

    /// Calls `body` whenever the loop is idle (after drawing) until it returns false; returns
    /// the source, for `cancel`.
    @discardableResult
    public static func repeatWhenIdle(_ body: @escaping @MainActor () -> Bool) -> UInt32 {
        typealias Body = @MainActor () -> Bool
        let box = Unmanaged.passRetained(SignalBox<Body>(body)).toOpaque()
        return g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, { data in
            let callback = SignalBox<Body>.unbox(data)
            return MainActor.assumeIsolated { callback() } ? 1 : 0  // G_SOURCE_CONTINUE : G_SOURCE_REMOVE
        }, box, { data in Unmanaged<AnyObject>.fromOpaque(data!).release() })
    }

    /// Calls `body` every `milliseconds` until it returns false; returns the source, for `cancel`.
    @discardableResult
    public static func repeatEvery(milliseconds: Int, _ body: @escaping @MainActor () -> Bool) -> UInt32 {
        typealias Body = @MainActor () -> Bool
        let box = Unmanaged.passRetained(SignalBox<Body>(body)).toOpaque()
        return g_timeout_add_full(G_PRIORITY_DEFAULT, guint(milliseconds), { data in
            let callback = SignalBox<Body>.unbox(data)
            return MainActor.assumeIsolated { callback() } ? 1 : 0
        }, box, { data in Unmanaged<AnyObject>.fromOpaque(data!).release() })
    }

    /// Calls `body` once after `milliseconds`; returns the source, for `cancel`.
    @discardableResult
    public static func after(milliseconds: Int, _ body: @escaping @MainActor () -> Void) -> UInt32 {
        let box = Unmanaged.passRetained(SignalBox<Handler.NoArgument>(body)).toOpaque()
        return g_timeout_add_full(G_PRIORITY_DEFAULT, guint(milliseconds), { data in
            let callback = SignalBox<Handler.NoArgument>.unbox(data)
            MainActor.assumeIsolated { callback() }
            return 0
        }, box, { data in Unmanaged<AnyObject>.fromOpaque(data!).release() })
    }

    /// Stops a source from `after` or `repeatWhenIdle`. A source that has already run its last
    /// time (or was cancelled) is gone: cancelling it again does nothing.
    public static func cancel(_ source: UInt32) {
        guard source != 0, let found = g_main_context_find_source_by_id(nil, source) else { return }
        g_source_destroy(found)
    }

    /// Calls `body` on the main thread, from any thread (GLib's idle queue is thread-safe).
    public nonisolated static func performOnMain(_ body: @escaping @Sendable @MainActor () -> Void) {
        typealias Body = @Sendable @MainActor () -> Void
        let box = Unmanaged.passRetained(SignalBox<Body>(body)).toOpaque()
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, { data in
            let callback = SignalBox<Body>.unbox(data)
            MainActor.assumeIsolated { callback() }
            return 0
        }, box, { data in Unmanaged<AnyObject>.fromOpaque(data!).release() })
    }

    /// Microseconds on the monotonic clock.
    public static var monotonicMicroseconds: Int64 { Int64(g_get_monotonic_time()) }
}
