import Gtk
import Outline

/// Rows due to show but not built yet. GTK 3 lays out every row it holds, at a cost near a
/// millisecond each (styles and wrapped text), so a change builds only the rows that can be on
/// screen at once and queues the rest; they are built a batch per idle moment, after each frame
/// is drawn, so a large section starts sliding open (and a large document shows) at once.
@MainActor
final class RowBuildQueue {
    /// Rows a batch builds: about what a frame can lay out besides the rest of the window.
    static let batchSize = 24

    private var pending: [OutlineNode] = []
    private var head = 0
    private var source: UInt32?
    /// Builds a node's row, if it still shows and is not built yet.
    private let build: (OutlineNode) -> Void

    init(build: @escaping (OutlineNode) -> Void) {
        self.build = build
    }

    /// Whether rows are waiting to be built.
    var isEmpty: Bool { head == pending.count }

    /// Queues `nodes`, in the order they should be built.
    func enqueue(_ nodes: some Sequence<OutlineNode>) {
        pending.append(contentsOf: nodes)
        guard source == nil, !isEmpty else { return }
        source = MainLoop.repeatWhenIdle { [weak self] in self?.buildBatch() ?? false }
    }

    /// Builds every queued row now (before reading the whole layout, and in tests).
    func finish() {
        while !isEmpty { buildNext() }
        stop()
    }

    /// Forgets the queue (the document was replaced).
    func cancel() {
        pending = []
        head = 0
        stop()
    }

    private func buildBatch() -> Bool {
        for _ in 0..<Self.batchSize where !isEmpty { buildNext() }
        if isEmpty {
            pending = []
            head = 0
            source = nil
            return false
        }
        return true
    }

    private func buildNext() {
        let node = pending[head]
        head += 1
        build(node)
    }

    private func stop() {
        if let source { MainLoop.cancel(source) }
        source = nil
        pending = []
        head = 0
    }
}
