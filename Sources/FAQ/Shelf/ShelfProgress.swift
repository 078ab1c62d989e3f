import Synchronization

/// Follows and stops a shelf update from another thread: `onProgress` is called on the worker
/// threads (done, total) after each file read; `cancel()` stops the workers after their current file.
public final class ShelfProgress: Sendable {
    private let cancelled = Atomic<Bool>(false)
    let onProgress: @Sendable (_ done: Int, _ total: Int) -> Void

    public init(onProgress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }) {
        self.onProgress = onProgress
    }

    public func cancel() { cancelled.store(true, ordering: .relaxed) }

    public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }
}
