import Dispatch
import FoundationEssentials
import Gtk
import Outline

/// Remembers a window's document state: saved half a second after the last change and when
/// the window closes, restored when the document opens again. The state is taken on the main
/// loop; encoding and writing it (with an fsync, which can take a disk's while) run on one
/// background queue, in order. It is given the window whose size it keeps, and asks the rest
/// of `StateKeeperHost`.
@MainActor
final class WindowStateKeeper {
    private weak var host: StateKeeperHost?
    private weak var toplevel: ApplicationWindow?
    private let store: StateStore
    /// Every window's saves, one after another.
    nonisolated static let saving = DispatchQueue(label: "faq-browser.state-saving", qos: .utility)
    private var timer: UInt32?
    /// Off while a state is being applied, so that restoring does not save half a state.
    private var isRestoring = false
    /// The window's size when last seen on screen. Asked once the window is unmapped (while it
    /// closes), GTK works the size out again by measuring every row built: seconds with
    /// thousands of them, the time Ctrl+Q took.
    private var shownSize: (width: Int, height: Int)?

    init(host: StateKeeperHost, toplevel: ApplicationWindow, store: StateStore) {
        self.host = host
        self.toplevel = toplevel
        self.store = store
    }

    /// Something worth remembering changed: save soon.
    func changed() {
        if let toplevel, toplevel.isMapped { shownSize = toplevel.size }
        guard !isRestoring, host?.document?.path != nil else { return }
        if let timer { MainLoop.cancel(timer) }
        timer = MainLoop.after(milliseconds: 500) { [weak self] in
            self?.timer = nil
            self?.saveSoon()
        }
    }

    /// Saves what the window shows now in the background.
    func saveSoon() {
        if let timer { MainLoop.cancel(timer) }
        timer = nil
        guard let state = current() else { return }
        let store = store
        Self.saving.async { store.save(state) }
    }

    /// Saves what the window shows now and returns once it is written (with every save before
    /// it): for a window that closes, or a document about to be replaced.
    func saveNow() {
        if let timer { MainLoop.cancel(timer) }
        timer = nil
        let state = current()
        let store = store
        Self.saving.sync { if let state { store.save(state) } }
    }

    /// What the window shows now, as a state.
    func current() -> DocumentState? {
        guard let host, let toplevel, let document = host.document, let path = document.path else { return nil }
        let faq = document.faq
        var state = DocumentState(path: path)
        state.expansion = faq.outline.expansionState
        state.focusedID = host.currentHeader.map(faq.outline.id(of:))
        state.scrollAnchor = document.accordion.scrollAnchor
        let view = host.viewSettings
        state.outlineVisible = view.outlineVisible
        state.outlineWidth = view.outlineWidth
        state.isMaximized = toplevel.isMaximized
        if toplevel.isMapped { shownSize = toplevel.size }
        if let shownSize {
            state.windowWidth = shownSize.width
            state.windowHeight = shownSize.height
        }
        state.textScale = view.textScale
        return state
    }

    /// Puts a saved state back: expansion, sizes and text size now; scroll and focus once laid out.
    func apply(_ state: DocumentState) {
        guard let host, let toplevel, let document = host.document else { return }
        let faq = document.faq
        isRestoring = true
        defer { isRestoring = false }
        faq.outline.restore(state.expansion)
        host.viewSettings = ViewSettings(outlineVisible: state.outlineVisible, outlineWidth: state.outlineWidth, textScale: state.textScale)
        if state.isMaximized {
            toplevel.isMaximized = true
        } else {
            toplevel.setDefaultSize(width: state.windowWidth, height: state.windowHeight)
            toplevel.resize(width: state.windowWidth, height: state.windowHeight)
        }
        // The focus first (it brings its row into view), then the place the reader had.
        if let id = state.focusedID, let node = faq.outline.node(id: id), faq.outline.isVisible(node) {
            document.accordion.focus(node)
        }
        if let anchor = state.scrollAnchor { document.accordion.restoreScroll(to: anchor) }
        // A state naming IDs the document no longer has is written again trimmed to its own.
        if faq.outline.expansionState != state.expansion { saveSoon() }
    }
}

/// How a window shows its document, as its state remembers it.
struct ViewSettings: Equatable {
    /// Whether the outline shows beside the content, and its width there as the user set it.
    var outlineVisible: Bool
    var outlineWidth: Int
    /// The text size in percent.
    var textScale: Int
}

/// What the state keeper needs of its window: the document, the header with the focus, and
/// the view settings, read to save and set to restore (in that order: outline, width, text).
@MainActor
protocol StateKeeperHost: AnyObject {
    /// The document on show (nil before one opens).
    var document: OpenDocument? { get }
    /// The header with the keyboard focus, or the one that had it last.
    var currentHeader: OutlineNode? { get }
    var viewSettings: ViewSettings { get set }
}
