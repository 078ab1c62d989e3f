import Glibc

/// Work on a detached thread of its own (a document's read, a search index), with a main
/// thread's stack: parsers and renderers nest as deep as the documents they read.
enum BackgroundThread {
    static let stackSize = 8 << 20

    /// Runs `body` on a new thread that nobody joins.
    static func start(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Work(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let result = pthread_create(&thread, &attributes, { context in
            Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, context)
        precondition(result == 0, "cannot start a thread: \(String(cString: strerror(result)))")
    }

    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
