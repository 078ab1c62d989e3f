import FoundationEssentials
import Glibc
import Gtk

/// Opt-in (`FAQ_BROWSER_REPORT_STALLS=1`), for the soak harness: a timer asks to run every
/// 10 ms; when the main loop runs it late by 20 ms or more, the app prints
/// `stall: <ms> ms ending <µs>` on stderr (CLOCK_MONOTONIC, like Python's `time.monotonic`),
/// so a harness can find the longest stall within any stretch of time.
@MainActor
enum StallReport {
    static let interval: Int64 = 10_000
    static let threshold: Int64 = 20_000
    private static var started = false

    static func startIfRequested() {
        guard !started, Environment.variable("FAQ_BROWSER_REPORT_STALLS") == "1" else { return }
        started = true
        tick(since: MainLoop.monotonicMicroseconds)
    }

    private static func tick(since last: Int64) {
        MainLoop.after(milliseconds: Int(interval / 1000)) {
            let now = MainLoop.monotonicMicroseconds
            let late = now - last - interval
            if late >= threshold {
                TerminalOutput.write("stall: \(late / 1000).\(late % 1000 / 100) ms ending \(now)\n", to: STDERR_FILENO)
            }
            tick(since: now)
        }
    }
}
