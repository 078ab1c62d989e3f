import CGtk
@_spi(GtkTestSupport) import Gtk

/// Stepping the main loop from a test: GTK without an application, and the loop run until a
/// condition holds.
extension MainLoop {
    /// Initializes GTK without an application (tests); false when there is no display.
    public static func initializeForTesting() -> Bool {
        guard gtk_init_check(nil, nil) != 0 else { return false }
        drainsSwiftMainExecutor()
        return true
    }

    /// Runs pending events until none are left (or `limit` iterations), without blocking.
    public static func drain(limit: Int = 10_000) {
        var n = 0
        while gtk_events_pending() != 0, n < limit {
            gtk_main_iteration_do(0)
            n += 1
        }
    }

    /// Runs the loop until `condition` holds, for at most `seconds`; returns whether it held.
    /// Tests wait on what they need, never for a fixed time: a condition is required.
    @discardableResult
    public static func wait(upTo seconds: Double, until condition: () -> Bool) -> Bool {
        let end = Int64(g_get_monotonic_time()) + Int64(seconds * 1_000_000)
        while Int64(g_get_monotonic_time()) < end {
            if condition() { return true }
            if gtk_events_pending() != 0 {
                gtk_main_iteration_do(0)
            } else {
                g_usleep(1000)
            }
        }
        return condition()
    }
}
