import FAQ
import Foundation
import Gtk

/// A document read, parsed and laid out as an outline: what a load hands to the main thread.
/// The outline is made on the loading thread, which never touches it again: it changes hands.
struct LoadedDocument: @unchecked Sendable {
    let faq: FAQOutline
    let warnings: [DocumentProblem]
}

/// One file being read, parsed and laid out on a thread of its own; only the result crosses
/// back to the main thread. Started early (even before GTK starts), collected when needed.
final class DocumentLoad: @unchecked Sendable {
    typealias Outcome = Result<LoadedDocument, DocumentError>

    let path: String
    private let condition = NSCondition()
    private var outcome: Outcome?
    private var waiter: (@MainActor @Sendable (Outcome) -> Void)?

    /// Starts reading `path` (absolute); `displayName` names it in messages.
    init(path: String, displayName: String) {
        self.path = path
        Thread.detachNewThread { [self] in
            let outcome = Self.read(path: path, displayName: displayName)
            condition.lock()
            self.outcome = outcome
            let waiter = self.waiter
            self.waiter = nil
            condition.broadcast()
            condition.unlock()
            if let waiter { MainLoop.performOnMain { waiter(outcome) } }
        }
    }

    /// Reads, parses and lays out the document on the calling thread.
    static func read(path: String, displayName: String) -> Outcome {
        Result { () throws(DocumentError) in
            // Tolerant: a native file's bad entries are marked and listed, the rest opens.
            let result = try DocumentReader.read(path: path, displayName: displayName, tolerant: true)
            return LoadedDocument(faq: FAQOutline(document: result.document), warnings: result.warnings)
        }
    }

    /// The outcome if it is ready within `seconds` (for a start that can wait a moment).
    func wait(upTo seconds: Double) -> Outcome? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: seconds)
        while outcome == nil, condition.wait(until: deadline) {}
        return outcome
    }

    /// Calls `done` on the main thread with the outcome: at once if it is ready, else when it is.
    @MainActor
    func whenDone(_ done: @escaping @MainActor @Sendable (Outcome) -> Void) {
        condition.lock()
        if let outcome {
            condition.unlock()
            done(outcome)
        } else {
            waiter = done
            condition.unlock()
        }
    }
}
