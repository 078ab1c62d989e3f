import Glibc
import Synchronization

/// A few threads that take jobs by index until none are left, with a main thread's stack:
/// the readers nest as deep as the documents they read.
enum ShelfWorkers {
    static let stackSize = 8 << 20

    /// Calls `body(i)` for every `i` in `0..<jobs` on `threads` threads, and returns when all are done.
    static func run(jobs: Int, threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard jobs > 0 else { return }
        let next = Box()
        let work: @Sendable () -> Void = {
            while true {
                let job = next.counter.wrappingAdd(1, ordering: .relaxed).oldValue
                guard job < jobs else { return }
                body(job)
            }
        }
        let count = max(1, min(threads, jobs))
        var started: [pthread_t] = []
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        for _ in 0..<count {
            let context = Unmanaged.passRetained(Work(work)).toOpaque()
            var thread = pthread_t()
            let result = pthread_create(&thread, &attributes, { context in
                Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
                return nil
            }, context)
            if result == 0 {
                started.append(thread)
            } else {
                Unmanaged<Work>.fromOpaque(context).release()
            }
        }
        // No thread could start: the caller's thread does the work.
        if started.isEmpty { work() }
        for thread in started { pthread_join(thread, nil) }
    }

    private final class Box: Sendable {
        let counter = Atomic<Int>(0)
    }

    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
