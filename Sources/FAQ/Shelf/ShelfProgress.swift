import Glibc
import Synchronization

/// Follows and stops a shelf update from another thread: `onProgress` is called on the worker
/// threads (done, total) after a file is read, at most once per `interval` milliseconds (and
/// always for the last file), so that a window's label is not asked to change a thousand times;
/// `cancel()` stops the workers after their current file.
public final class ShelfProgress: Sendable {
    private let cancelled = Atomic<Bool>(false)
    /// When progress was last reported (monotonic ms); `Int.min` before the first.
    private let lastReport = Atomic<Int>(Int.min)
    private let interval: Int
    private let onProgress: @Sendable (_ done: Int, _ total: Int) -> Void

    public init(interval milliseconds: Int = 0, onProgress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }) {
        interval = milliseconds
        self.onProgress = onProgress
    }

    /// A file was read: `done` of `total`.
    func report(_ done: Int, _ total: Int) {
        guard interval > 0, done < total else { return onProgress(done, total) }
        let now = Self.milliseconds()
        let last = lastReport.load(ordering: .relaxed)
        guard now - interval >= last,
              lastReport.compareExchange(expected: last, desired: now, ordering: .relaxed).exchanged else { return }
        onProgress(done, total)
    }

    public func cancel() { cancelled.store(true, ordering: .relaxed) }

    public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    static func milliseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }
}
