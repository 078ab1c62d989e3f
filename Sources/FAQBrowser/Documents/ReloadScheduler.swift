import Gtk

/// When to reload a file that keeps changing: once it has been quiet for `quiet` (editors write
/// in several steps), but never later than `longest` after the first change not yet reloaded,
/// so that a file rewritten more often than `quiet` still reloads while the writes go on.
struct ReloadTiming {
    var quiet: Int64 = 300_000
    var longest: Int64 = 1_000_000
    /// The first change since the last reload (µs, monotonic).
    private(set) var pendingSince: Int64?

    /// A change at `now`: how long to wait (µs) before reloading.
    mutating func changed(at now: Int64) -> Int64 {
        let first = pendingSince ?? now
        pendingSince = first
        return max(0, min(quiet, first + longest - now))
    }

    /// The reload ran: the next change starts a new wait.
    mutating func reloaded() { pendingSince = nil }
}

/// Runs `reload` on the main loop as `ReloadTiming` says, however often `changed` is called.
@MainActor
final class ReloadScheduler {
    private var timing = ReloadTiming()
    private var timer: UInt32?
    private let reload: @MainActor () -> Void

    init(_ reload: @escaping @MainActor () -> Void) { self.reload = reload }

    func changed() {
        let delay = timing.changed(at: MainLoop.monotonicMicroseconds)
        if let timer { MainLoop.cancel(timer) }
        timer = MainLoop.after(milliseconds: Int(delay / 1000)) { [weak self] in
            guard let self else { return }
            self.timer = nil
            self.timing.reloaded()
            self.reload()
        }
    }

    isolated deinit {
        if let timer { MainLoop.cancel(timer) }
    }
}
