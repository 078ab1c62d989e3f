import FAQ
import FoundationEssentials
import Gtk
import Synchronization
import Dispatch

/// A document read, parsed and laid out as an outline: what a load hands to the main thread.
/// The outline is made on the loading thread, which never touches it again: it changes hands.
struct LoadedDocument: @unchecked Sendable {
    let faq: FAQOutline
    let warnings: [DocumentProblem]
    /// The misread guard's finding: the file opened, but may not be as its author wrote it.
    var misread: MisreadFinding? = nil
    /// What the window last showed of this file, read on the loading thread too.
    var state: DocumentState? = nil
}

/// One file being read, parsed and laid out on a thread of its own; only the result crosses
/// back to the main thread. Started early (even before GTK starts), collected when needed.
final class DocumentLoad: @unchecked Sendable {
    typealias Outcome = Result<LoadedDocument, DocumentError>

    let path: String
    /// Raised by `cancel()`: the readers stop at their next check and the outcome is dropped.
    private let cancellation = ReadCancellation()
    private struct State {
        var outcome: Outcome?
        var waiter: (@MainActor @Sendable (Outcome) -> Void)?
    }
    private let state = Mutex(State())
    /// Signalled once the outcome is there, and again by every wait it ends: a latch.
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `path` (absolute), and its remembered state from `stateStore` if given;
    /// `displayName` names it in messages.
    init(path: String, displayName: String, stateStore: StateStore? = nil) {
        self.path = path
        BackgroundThread.start { [self] in
            var outcome = Self.read(path: path, displayName: displayName, cancellation: cancellation)
            if case .success(var loaded) = outcome, let stateStore {
                // After any save still queued for this file (the same queue writes them).
                loaded.state = WindowStateKeeper.saving.sync { stateStore.load(path: path) }
                outcome = .success(loaded)
            }
            let waiter = state.withLock { state in
                state.outcome = outcome
                defer { state.waiter = nil }
                return state.waiter
            }
            done.signal()
            if let waiter { MainLoop.performOnMain { waiter(outcome) } }
        }
    }

    /// Reads, parses and lays out the document on the calling thread, until `cancellation` stops it.
    static func read(path: String, displayName: String, cancellation: ReadCancellation = ReadCancellation()) -> Outcome {
        Result { () throws(DocumentError) in
            try cancellation.run { () throws(DocumentError) in
                // Tolerant: a native file's bad entries are marked and listed, the rest opens.
                let result = try DocumentReader.read(path: path, displayName: displayName, tolerant: true, translating: catalog)
                let faq = FAQOutline(document: result.document)
                try ReadCancellation.checkpoint()
                return LoadedDocument(faq: faq, warnings: result.warnings, misread: result.misread)
            }
        }
    }

    /// Stops the read if it is still under way (a newer load, or the window closed): its thread
    /// ends at the readers' next check, and whoever waits gets `DocumentError.cancelled`.
    func cancel() { cancellation.cancel() }

    /// Whether `cancel()` was called.
    var isCancelled: Bool { cancellation.isCancelled }

    /// The outcome if it is ready within `seconds`, blocking the calling thread (never the main
    /// loop: a window takes the outcome through `whenDone`).
    func wait(upTo seconds: Double) -> Outcome? {
        if done.wait(timeout: .now() + seconds) == .success { done.signal() }
        return state.withLock { $0.outcome }
    }

    /// Calls `done` on the main thread with the outcome: at once if it is ready, else when it is.
    @MainActor
    func whenDone(_ done: @escaping @MainActor @Sendable (Outcome) -> Void) {
        let ready = state.withLock { state -> Outcome? in
            if state.outcome == nil { state.waiter = done }
            return state.outcome
        }
        if let ready { done(ready) }
    }
}
