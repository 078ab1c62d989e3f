import Dispatch
import FoundationEssentials
import Gtk
import Outline

/// Remembers a window's document state: saved half a second after the last change and when
/// the window closes, restored when the document opens again. The state is taken on the main
/// loop; encoding and writing it (with an fsync, which can take a disk's while) run on one
/// background queue, in order.
@MainActor
final class WindowStateKeeper {
    private weak var window: BrowserWindow?
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

    init(window: BrowserWindow, store: StateStore) {
        self.window = window
        self.store = store
    }

    /// Something worth remembering changed: save soon.
    func changed() {
        if let window, window.window.isMapped { shownSize = window.window.size }
        guard !isRestoring, window?.path != nil else { return }
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
        guard let window, let path = window.path, let faq = window.faq else { return nil }
        var state = DocumentState(path: path)
        state.expansion = faq.outline.expansionState
        state.focusedID = window.currentHeader.map(faq.outline.id(of:))
        state.scrollAnchor = window.accordion?.scrollAnchor
        state.outlineVisible = window.outlineVisible
        state.outlineWidth = window.reader.outline.outlineWidth
        state.isMaximized = window.window.isMaximized
        if window.window.isMapped { shownSize = window.window.size }
        if let shownSize {
            state.windowWidth = shownSize.width
            state.windowHeight = shownSize.height
        }
        state.textScale = window.textScale
        return state
    }

    /// Puts a saved state back: expansion, sizes and text size now; scroll and focus once laid out.
    func apply(_ state: DocumentState) {
        guard let window, let faq = window.faq else { return }
        isRestoring = true
        defer { isRestoring = false }
        faq.outline.restore(state.expansion)
        window.setOutlineVisible(state.outlineVisible)
        window.reader.outline.outlineWidth = state.outlineWidth
        window.setTextScale(state.textScale)
        if state.isMaximized {
            window.window.isMaximized = true
        } else {
            window.window.setDefaultSize(width: state.windowWidth, height: state.windowHeight)
            window.window.resize(width: state.windowWidth, height: state.windowHeight)
        }
        // The focus first (it brings its row into view), then the place the reader had.
        if let id = state.focusedID, let node = faq.outline.node(id: id), faq.outline.isVisible(node) {
            window.accordion?.focus(node)
        }
        if let anchor = state.scrollAnchor { window.accordion?.restoreScroll(to: anchor) }
        // A state naming IDs the document no longer has is written again trimmed to its own.
        if faq.outline.expansionState != state.expansion { saveSoon() }
    }
}
