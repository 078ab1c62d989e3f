import Dispatch
import FAQ
import Synchronization

/// The shelf's cache, read and indexed on a thread of its own from the process's start (as a
/// file given on the command line is, `DocumentLoad`): a window that opens on the shelf shows
/// its books in its first frame when the read ends in time.
final class ShelfCacheLoad: Sendable {
    /// The cache's entries, and the index they make (empty when there is no cache, or a damaged one).
    struct Loaded: Sendable {
        var items: [ShelfCache.Item]
        var index: ShelfIndex
    }

    let path: String
    private let loaded = Mutex<Loaded?>(nil)
    /// Signalled once the cache is read, and again by every wait it ends: a latch.
    private let done = DispatchSemaphore(value: 0)

    init(path: String) {
        self.path = path
        BackgroundThread.start { [self] in
            let items = ShelfCache.load(path: path) ?? []
            let index = ShelfIndex(items: items)
            loaded.withLock { $0 = Loaded(items: items, index: index) }
            done.signal()
        }
    }

    /// The cache if it is read within `seconds` (nil: not yet).
    func wait(upTo seconds: Double) -> Loaded? {
        if done.wait(timeout: .now() + seconds) == .success { done.signal() }
        return loaded.withLock { $0 }
    }

    /// The cache, once it is read (on a worker thread: this blocks until then).
    func wait() -> Loaded {
        done.wait()
        done.signal()
        return loaded.withLock { $0! }
    }
}
