import Synchronization

/// A flag that stops a read or an index build nobody waits for any more: a newer load, or a
/// closed window, raises it, and the readers look at it between units of work.
public final class ReadCancellation: Sendable {
    private let raised = Atomic<Bool>(false)

    public init() {}

    /// Asks the work under way to stop; it throws `DocumentError.cancelled` at its next check.
    public func cancel() { raised.store(true, ordering: .relaxed) }

    public var isCancelled: Bool { raised.load(ordering: .relaxed) }

    /// The cancellation of the work running on this thread. A task-local value rather than a
    /// parameter: every importer and the guard see it without each signature carrying it.
    @TaskLocal static var current: ReadCancellation?

    /// Runs `body` (a read or an index build) with `self` as the thread's cancellation.
    public func run<Value>(_ body: () throws(DocumentError) -> Value) throws(DocumentError) -> Value {
        do {
            return try Self.$current.withValue(self) { try body() }
        } catch let error as DocumentError {
            throw error
        } catch {
            preconditionFailure("only DocumentError is thrown: \(error)")
        }
    }

    /// Whether the work on this thread was cancelled: a loop that cannot throw stops early, and
    /// the next `checkpoint` (at the end of each phase of a read) throws away its partial result.
    public static var isRequested: Bool { current?.isCancelled ?? false }

    /// Throws `DocumentError.cancelled` when the current work was cancelled. Cheap enough to call
    /// per line or per entry.
    public static func checkpoint() throws(DocumentError) {
        if let current, current.isCancelled { throw DocumentError.cancelled }
    }
}

extension DocumentError {
    /// The error a cancelled read ends with; nobody shows it.
    public static let cancelled = DocumentError([DocumentProblem(file: "", message: TranslatableText("cancelled"))])

    public var isCancellation: Bool { self == .cancelled }
}
