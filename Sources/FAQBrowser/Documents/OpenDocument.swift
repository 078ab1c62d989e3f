import FoundationEssentials
import FAQ
import Gtk
import Outline

/// One document as a window shows it: the outline model, the accordion and the outline tree
/// bound to it, the observation that keeps them in step, and the watch on its file. Made whole
/// and torn down whole (`close`); it knows its window only through the `Hooks` it is given.
@MainActor
final class OpenDocument {
    /// What the document tells its window.
    struct Hooks {
        /// Something worth remembering changed (expansion, scroll, focus).
        var stateChanged: @MainActor () -> Void = {}
        /// The file changed on disk.
        var fileChanged: @MainActor () -> Void = {}
        /// A key the accordion did not use (type-to-search).
        var unhandledKey: @MainActor (KeyEvent) -> Bool = { _ in false }
        /// A header got the keyboard focus.
        var focused: @MainActor (OutlineNode) -> Void = { _ in }
        /// A header asked for its context menu.
        var contextMenu: @MainActor (OutlineNode, Widget) -> Void = { _, _ in }
    }

    let faq: FAQOutline
    /// The file (absolute), or nil for a document made in memory.
    let path: String?
    let accordion: AccordionView
    let sidebar: OutlineSidebar
    private var observation: ObservationToken?
    private var monitor: FileWatch?

    init(faq: FAQOutline, path: String?, textScale: Int, hooks: Hooks) {
        self.faq = faq
        self.path = path
        accordion = AccordionView(faq: faq)
        // An answer's local images are found beside its file.
        accordion.baseDirectory = path.map(FilePaths.parent(of:))
        StartupReport.phase("accordion")
        sidebar = OutlineSidebar(faq: faq)
        StartupReport.phase("sidebar")
        let outline = faq.outline
        accordion.requestToggle = { outline.toggle($0) }
        accordion.requestExpand = { nodes in
            let chosen = Set(nodes)
            if !chosen.isEmpty { outline.expandAll(where: chosen.contains) }
        }
        accordion.unhandledKey = hooks.unhandledKey
        accordion.focused = { node in
            hooks.focused(node)
            hooks.stateChanged()
        }
        accordion.contextMenu = hooks.contextMenu
        accordion.setTextScale(textScale)
        sidebar.requestExpand = { outline.expand($0) }
        sidebar.requestCollapse = { outline.collapse($0) }
        // A question chosen in the tree opens its answer; the tree follows the row the reader is on.
        sidebar.didSelect = { [weak accordion, weak faq] node in
            if let faq, !faq.isSection(node) { outline.expand(node) }
            accordion?.scroll(to: node)
        }
        accordion.topRowChanged = { [weak sidebar] node in sidebar?.select(node) }
        observation = outline.observe { [weak accordion, weak sidebar] change in
            accordion?.apply(change)
            sidebar?.apply(change)
            hooks.stateChanged()
        }
        accordion.scrolledWindow.verticalAdjustment.onValueChanged { hooks.stateChanged() }
        sidebar.pane.setSizeRequest(width: OutlinePlacement.minimumWidth, height: -1)
        monitor = path.map { FileWatch(path: $0) { hooks.fileChanged() } }
    }

    /// Puts both views into `paned` and shows them (the outline only if `outlineVisible`).
    func attach(to paned: Paned, outlineVisible: Bool) {
        // The outline may shrink below its size request only while a window narrows past the
        // breakpoint at once (see OutlinePlacement.minimumWidth): the window's minimum is the content's.
        paned.setStart(sidebar.pane, resize: false, shrink: true)
        paned.setEnd(accordion.scrolledWindow, resize: true, shrink: false)
        sidebar.pane.showAll()
        accordion.showAll()
        sidebar.pane.isVisible = outlineVisible
    }

    /// Takes both views out of the window (the outline may be in the narrow window's popover),
    /// stops following the model and the file.
    func close() {
        if let observation { faq.outline.removeObserver(observation) }
        observation = nil
        monitor = nil
        sidebar.pane.removeFromParent()
        accordion.scrolledWindow.removeFromParent()
    }
}
