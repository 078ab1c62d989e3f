import FAQ
import Foundation
import Gtk
import Outline

/// One window showing one FAQ: header bar, search bar, outline sidebar, accordion, and an info
/// bar for files that cannot be opened. Both views show the one `Outline`; every change goes
/// through it. The window remembers each document's state and follows edits to its file.
@MainActor
public final class BrowserWindow {
    public let window: ApplicationWindow
    let headerBar = HeaderBar()
    let infoBar = InfoBar()
    let paned = Paned(.horizontal)
    private(set) var search: SearchController!
    private(set) var stateKeeper: WindowStateKeeper!
    /// Back/Forward, the outline at any width, status page, recent files, print (ReaderParts.swift).
    private(set) var reader: ReaderParts!
    var actions: [SimpleAction] = []
    /// "Show Outline", a check item in the menu.
    var outlineAction: SimpleAction!

    /// The document shown, its file (absolute), and its two views (nil before one opens).
    public private(set) var faq: FAQOutline?
    public private(set) var path: String?
    private(set) var accordion: AccordionView?
    private(set) var sidebar: OutlineSidebar?
    private var observation: ObservationToken?
    private var monitor: FileWatch?
    private lazy var reloads = ReloadScheduler { [weak self] in self?.reload() }
    /// The header that last had the keyboard focus.
    private(set) var focusedNode: OutlineNode?
    /// The header that is the window's focus widget now (even while another window is active),
    /// else the one that last had the keyboard focus.
    var currentHeader: OutlineNode? { accordion?.focusedHeader ?? focusedNode }
    var textScale = 100
    var outlineVisible = true
    /// Kept alive while shown.
    var contextMenu: PopupMenu?
    var openDialog: OpenFileDialog?

    public init(application: Application, stateStore: StateStore) {
        window = ApplicationWindow(application: application)
        window.setDefaultSize(width: 1000, height: 720)
        headerBar.title = tr("FAQ Browser")
        window.setTitlebar(headerBar)
        reader = ReaderParts(window: self, application: application)
        headerBar.packEnd(MenuButton(iconName: "open-menu-symbolic", menu: makeMenu()))
        search = SearchController(window: self)
        stateKeeper = WindowStateKeeper(window: self, store: stateStore)
        headerBar.packEnd(search.toggle)
        headerBar.showAll()

        let content = Box(.vertical)
        content.append(search.bar)
        content.append(infoBar)
        content.append(reader.body(around: paned), expand: true)
        paned.position = 280
        window.add(content)
        content.showAll()
        infoBar.dismiss()
        addActions()
        paned.onNotify("position") { [weak self] in self?.stateKeeper.changed() }
        window.onSizeAllocate { [weak self] in self?.stateKeeper.changed() }
        window.onDestroy { [weak self] in self?.stateKeeper.saveNow() }
    }

    // MARK: Documents

    /// Opens the FAQ at `path` with its remembered state. On failure the info bar names the
    /// file, place and reason, and the document already shown stays. Returns whether it opened.
    @discardableResult
    public func open(path: String) -> Bool {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        stateKeeper.saveNow()
        guard let (faq, warnings) = read(absolute) else { return false }
        show(faq, path: absolute)
        if let state = stateKeeper.load(path: absolute) { stateKeeper.apply(state) }
        showProblems(warnings, kind: warnings.contains { $0.severity == .error } ? .error : .warning)
        return true
    }

    private func read(_ path: String) -> (FAQOutline, [DocumentProblem])? {
        do {
            let result = try DocumentReader.read(path: path, displayName: displayName(of: path), tolerant: true)
            StartupReport.phase("read")
            let faq = FAQOutline(document: result.document)
            StartupReport.phase("outline")
            return (faq, result.warnings)
        } catch {
            showProblems(error.problems, kind: .error, heading: tr("Could not open this file:"))
            reader.openFailed(path: path, problems: error.problems)
            return nil
        }
    }

    /// The first few problems in the info bar (a file can have thousands; `--check` lists all).
    private func showProblems(_ problems: [DocumentProblem], kind: InfoBar.Kind, heading: String? = nil) {
        guard !problems.isEmpty else { return }
        let shown = 5
        var lines = problems.prefix(shown).map(\.description)
        if problems.count > shown {
            lines.append(tr("… and {1} more (faq-browser --check FILE lists them all).", String(problems.count - shown)))
        }
        infoBar.show(([heading].compactMap { $0 } + lines).joined(separator: "\n"), kind: kind)
    }

    private func displayName(of path: String) -> String {
        URL(fileURLWithPath: path).lastPathComponent
    }

    /// Replaces what the window shows with `faq`.
    func show(_ faq: FAQOutline, path: String?) {
        if let observation, let old = self.faq { old.outline.removeObserver(observation) }
        search.clear()
        let previousPath = self.path
        self.faq = faq
        self.path = path
        focusedNode = nil
        infoBar.dismiss()
        headerBar.title = faq.document.title
        headerBar.subtitle = path.map(displayName(of:))
        window.title = faq.document.title

        let accordion = AccordionView(faq: faq)
        StartupReport.phase("accordion")
        let sidebar = OutlineSidebar(faq: faq)
        StartupReport.phase("sidebar")
        let outline = faq.outline
        accordion.requestToggle = { outline.toggle($0) }
        accordion.unhandledKey = { [weak self] event in self?.search.bar.handle(event) ?? false }
        accordion.focused = { [weak self] node in
            self?.focusedNode = node
            self?.stateKeeper.changed()
        }
        accordion.contextMenu = { [weak self] node, header in self?.showContextMenu(for: node, at: header) }
        accordion.setTextScale(textScale)
        sidebar.requestExpand = { outline.expand($0) }
        sidebar.requestCollapse = { outline.collapse($0) }
        // A question chosen in the tree opens its answer; the tree follows the row the reader is on.
        sidebar.didSelect = { [weak accordion, weak faq] node in
            if let faq, !faq.isSection(node) { outline.expand(node) }
            accordion?.scroll(to: node)
        }
        accordion.topRowChanged = { [weak sidebar] node in sidebar?.select(node) }
        observation = outline.observe { [weak self, weak accordion, weak sidebar] change in
            accordion?.apply(change)
            sidebar?.apply(change)
            self?.stateKeeper.changed()
        }
        accordion.scrolledWindow.verticalAdjustment.onValueChanged { [weak self] in self?.stateKeeper.changed() }

        for child in [self.sidebar?.scrolledWindow, self.accordion?.scrolledWindow].compactMap({ $0 }) { child.removeFromParent() }
        paned.setStart(sidebar.scrolledWindow, resize: false, shrink: false)
        paned.setEnd(accordion.scrolledWindow, resize: true, shrink: false)
        sidebar.scrolledWindow.setSizeRequest(width: 180, height: -1)
        sidebar.scrolledWindow.showAll()
        accordion.showAll()
        sidebar.scrolledWindow.isVisible = outlineVisible
        self.accordion = accordion
        self.sidebar = sidebar
        search.documentChanged(faq)
        reader.documentShown(previousPath: previousPath)
        watch(path)
        StartupReport.phase("shown")
        // Start in the content, not the tree (which would select its first row on focus).
        if let first = outline.firstVisible { accordion.focus(first) }
    }

    /// Reveals the section or question with this ID (opening its ancestors, and itself: a link
    /// is followed to be read), scrolls to it and focuses it; an unknown ID shows a notice.
    /// Returns whether it was found.
    @discardableResult
    public func reveal(id: String) -> Bool {
        guard let faq, let node = faq.outline.node(id: id) else {
            infoBar.show(tr("There is no section or question “{1}” in this FAQ.", MessageText.quoted(id, marks: ("", ""))), kind: .information)
            return false
        }
        search.bar.isSearchMode = false
        faq.outline.reveal(node)
        faq.outline.expand(node)
        accordion?.scroll(to: node)
        accordion?.focus(node)
        sidebar?.select(node)
        reader.visited(node)
        return true
    }

    /// Puts the focus back on the header that had it (or the first one), after a search.
    func restoreFocus() {
        guard let faq, let accordion else { return }
        if let node = focusedNode, faq.outline.isVisible(node) {
            accordion.focus(node)
        } else if let first = faq.outline.firstVisible {
            accordion.focus(first)
        }
    }

    // MARK: Live reload

    /// Changes to the file reload it when it has been quiet for a moment, or at least once a
    /// second while they go on (`ReloadScheduler`).
    private func watch(_ path: String?) {
        monitor = path.map { FileWatch(path: $0) { [weak self] in self?.reloads.changed() } }
    }

    /// Reads the file again, keeping what was open, the focus and the place by ID; a file that
    /// no longer parses leaves the old document on screen with the error above it.
    func reload() {
        guard let path, let old = faq else { return }
        guard let (new, warnings) = read(path) else { return }
        let expansion = old.outline.expansionState
        let top = accordion?.topVisibleNode.map(old.outline.id(of:))
        let focused = currentHeader.map(old.outline.id(of:))
        let query = search.query
        show(new, path: path)
        new.outline.restore(expansion)
        if !query.isEmpty { search.run(query) }
        if let top, let node = new.outline.node(id: top) { accordion?.scroll(to: node) }
        if let focused, let node = new.outline.node(id: focused), new.outline.isVisible(node) { accordion?.focus(node) }
        showProblems(warnings, kind: warnings.contains { $0.severity == .error } ? .error : .warning)
    }
}
