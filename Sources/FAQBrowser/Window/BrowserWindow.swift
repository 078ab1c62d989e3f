import FAQ
import FoundationEssentials
import Gtk
import Outline

/// One window showing one FAQ: header bar, search bar, outline sidebar, accordion, and an info
/// bar for files that cannot be opened. The document shown is one `OpenDocument` (model, both
/// views, file watch), replaced whole when another opens. Files are read and parsed off the
/// main thread; a spinner turns while a read takes long. The window remembers each document's
/// state and follows edits to its file.
@MainActor
public final class BrowserWindow {
    public let window: ApplicationWindow
    let headerBar = HeaderBar()
    let infoBar = InfoBar()
    let paned = Paned(.horizontal)
    /// Turns while a file is being read, once the read has taken `spinnerDelay` milliseconds.
    let loadingSpinner = Spinner()
    /// Opens the window's menu. Its popover (some twenty items, which GTK builds as soon as it
    /// has the menu) is made after the first frame; until then it has an empty menu, so that
    /// the button is drawn as it will be.
    let menuButton = MenuButton(iconName: "open-menu-symbolic")
    static let spinnerDelay = 150
    /// Shows the shelf (Ctrl+L).
    let shelfButton = Button(iconName: "view-grid-symbolic")
    /// The buttons at the header bar's start, which go into the menu in a narrow window.
    private(set) var headerButtons: HeaderButtons?
    /// The shelf, made when first used (most windows that open a file never show it).
    var shelf: ShelfController { madeShelf ?? makeShelf() }
    private(set) var madeShelf: ShelfController?
    // The helpers know the window only through the protocols they declare, which it meets in
    // BrowserWindow+Helpers.swift, and the widgets they are given.
    private(set) lazy var search = SearchController(host: self, toplevel: window)
    private(set) lazy var stateKeeper = WindowStateKeeper(host: self, toplevel: window, store: stateStore)
    /// Back/Forward, the outline at any width, status page, recent files, print (ReaderParts.swift).
    private(set) lazy var reader = makeReaderParts()
    private let stateStore: StateStore
    private let application: Application
    /// "Show Outline", a check item in the menu.
    private(set) lazy var outlineAction = SimpleAction(name: "show-outline", isOn: outlineVisible) { [weak self] on in
        self?.outlineRequested(on)
    }

    /// The document shown, with its views (nil before one opens).
    private(set) var document: OpenDocument?
    public var faq: FAQOutline? { document?.faq }
    /// The document's file (absolute).
    public var path: String? { document?.path }
    var accordion: AccordionView? { document?.accordion }
    var sidebar: OutlineSidebar? { document?.sidebar }
    /// Changes to the file reload it when it has been quiet for a moment, or at least once a
    /// second while they go on.
    private lazy var reloads = ReloadScheduler { [weak self] in self?.reload() }
    /// Each load gets the next number; a load that finishes after a newer one started is dropped.
    private var loadGeneration = 0
    /// The read under way, cancelled when a newer one starts or the window closes.
    private(set) var currentLoad: DocumentLoad?
    private var spinnerTimer: UInt32?
    /// Whether a file is being read for this window.
    public private(set) var isLoading = false
    /// The header that last had the keyboard focus.
    private(set) var focusedNode: OutlineNode?
    /// The header that is the window's focus widget now (even while another window is active),
    /// else the one that last had the keyboard focus.
    var currentHeader: OutlineNode? { accordion?.focusedHeader ?? focusedNode }
    var textScale = TextScale.normal
    var outlineVisible = true
    /// Kept alive while shown.
    var contextMenu: PopupMenu?
    var openDialog: OpenFileDialog?

    public init(application: Application, stateStore: StateStore) {
        self.stateStore = stateStore
        self.application = application
        window = ApplicationWindow(application: application)
        window.setDefaultSize(width: 1000, height: 720)
        headerBar.title = tr("FAQ Browser")
        window.setTitlebar(headerBar)
        menuButton.menu = Menu()
        window.onFirstDraw { [weak self] in MainLoop.whenIdle { self?.completeMenu() } }
        headerBar.packEnd(menuButton)
        headerBar.packEnd(search.toggle)
        shelfButton.accessibleName = tr("Shelf")
        shelfButton.tooltip = tr("Every FAQ on this computer (Ctrl+L)")
        shelfButton.setAction("win.show-shelf")
        loadingSpinner.accessibleName = tr("Loading")
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
        window.onDestroy { [weak self] in self?.prepareToClose() }
    }

    /// Saves the window's state and stops its work: before the window is destroyed, or before
    /// the application quits without destroying it.
    func prepareToClose() {
        stateKeeper.saveNow()
        // A read still under way stops and is dropped.
        currentLoad?.cancel()
        search.stopIndexing()
        loadGeneration += 1
    }

    /// Makes the reader's parts with Back/Forward and the outline's placement, and puts their
    /// buttons, with the Shelf button, at the header bar's start, in a strip that lets the
    /// window narrow (HeaderButtons.swift); the spinner follows them.
    private func makeReaderParts() -> ReaderParts {
        let navigation = WindowNavigation(host: self, toplevel: window)
        let outline = OutlinePlacement(host: self, toplevel: window, paned: paned)
        let parts = ReaderParts(host: self, toplevel: window, search: search, navigation: navigation,
                                outline: outline, application: application)
        let buttons = HeaderButtons(items: [
            .init(button: shelfButton, menuLabel: tr("_Shelf"), action: "win.show-shelf"),
            .init(button: navigation.backButton, menuLabel: tr("_Back"), action: "win.back"),
            .init(button: navigation.forwardButton, menuLabel: tr("_Forward"), action: "win.forward"),
            .init(button: outline.button, menuLabel: nil, action: "win.show-outline"),
        ], collapseOrder: [2, 0, 1, 3], in: headerBar)
        // Forward is the least used, then the shelf (Ctrl+L); the outline's button goes last.
        outline.fallbackAnchor = menuButton
        // The menu's Show Outline is checked when the outline shows: in a narrow window, when its
        // popover is open, whatever the side pane's remembered setting.
        outline.shownChanged = { [weak self] shown in
            guard let self, self.outlineAction.isOn != shown else { return }
            self.outlineAction.isOn = shown
        }
        headerBar.packStart(buttons.strip)
        headerBar.packStart(loadingSpinner)
        loadingSpinner.isSpinning = false
        headerButtons = buttons
        return parts
    }

    /// Makes the window's shelf over `library` (tests give one with roots of their own).
    @discardableResult
    func makeShelf(library: ShelfLibrary = ShelfLibrary()) -> ShelfController {
        let shelf = ShelfController(window: self, library: library)
        madeShelf = shelf
        return shelf
    }

    /// With a file open: the shelf (made only now) is indexed once the window is drawn and
    /// idle, at low priority, so that Ctrl+L later shows it at once. Nothing of it runs before
    /// the first frame.
    func prepareShelfInBackground(library: @escaping @MainActor () -> ShelfLibrary = { ShelfLibrary() }, delay: Int = 1000) {
        window.onFirstDraw { [weak self] in
            MainLoop.whenIdle(priority: .low) {
                MainLoop.after(milliseconds: delay) {
                    guard let self else { return }
                    let shelf = self.madeShelf ?? self.makeShelf(library: library())
                    shelf.library.start(lowPriority: true)
                }
            }
        }
    }

    // MARK: Documents

    /// Starts opening the FAQ at `path` with its remembered state, on another thread: the window
    /// keeps drawing and answering. `completion` says whether it opened (false also when a newer
    /// load or the window's closing made it moot: those cancel this one's read). On failure the
    /// info bar names the file, place and reason, and the document already shown stays.
    public func load(path: String, completion: (@MainActor (Bool) -> Void)? = nil) {
        let absolute = Self.absolutePath(path)
        load(DocumentLoad(path: absolute, displayName: Self.displayName(of: absolute), stateStore: stateStore), completion: completion)
    }

    /// Opens a load already under way (started early, before GTK, for the first window).
    func load(_ pending: DocumentLoad, completion: (@MainActor (Bool) -> Void)? = nil) {
        let generation = beginLoading(pending)
        pending.whenDone { [weak self] outcome in
            guard let self, generation == self.loadGeneration else { return completion?(false) ?? () }
            self.endLoading()
            switch outcome {
            case .success(let loaded):
                StartupReport.phase("loaded")
                // The same file opened again keeps what is open now; another file gets what its
                // window last showed, read with it off the main thread.
                let state = pending.path == self.path ? self.stateKeeper.current() : loaded.state
                self.stateKeeper.saveNow()
                self.show(loaded.faq, path: pending.path)
                if let state { self.stateKeeper.apply(state) }
                self.showProblems(loaded)
                completion?(true)
            case .failure(let error):
                self.showProblems(error.problems, kind: .error, heading: Self.openFailure(pending.path))
                if self.reader.openFailed(path: pending.path, problems: error.problems) {
                    self.infoBar.dismiss()
                    self.headerBar.subtitle = Self.displayName(of: pending.path)
                }
                completion?(false)
            }
        }
    }

    static func absolutePath(_ path: String) -> String {
        FilePaths.absolute(path)
    }

    /// A new load supersedes any under way; the spinner turns if it takes long.
    private func beginLoading(_ load: DocumentLoad) -> Int {
        currentLoad?.cancel()
        currentLoad = load
        loadGeneration += 1
        isLoading = true
        if spinnerTimer == nil {
            spinnerTimer = MainLoop.after(milliseconds: Self.spinnerDelay) { [weak self] in
                self?.spinnerTimer = nil
                self?.loadingSpinner.isSpinning = true
            }
        }
        return loadGeneration
    }

    private func endLoading() {
        currentLoad = nil
        isLoading = false
        if let spinnerTimer { MainLoop.cancel(spinnerTimer) }
        spinnerTimer = nil
        loadingSpinner.isSpinning = false
    }

    /// A document's warnings in the info bar: as errors when a tolerant read marked bad entries.
    private func showProblems(_ warnings: [DocumentProblem]) {
        showProblems(warnings, kind: warnings.contains { $0.severity == .error } ? .error : .warning)
    }

    /// A loaded document's warnings; a possible misread leads, said plainly with its place.
    private func showProblems(_ loaded: LoadedDocument) {
        guard let misread = loaded.misread else { return showProblems(loaded.warnings) }
        let place = misread.line.map { tr(" (see line {1})", String($0)) } ?? ""
        showProblems(Array(loaded.warnings.dropFirst()), kind: .warning, heading: tr(misread.text) + place + ".")
    }

    /// The first few problems in the info bar (a file can have thousands; `--check` lists all).
    private func showProblems(_ problems: [DocumentProblem], kind: InfoBar.Kind, heading: String? = nil) {
        guard !problems.isEmpty || heading != nil else { return }
        let shown = 5
        var lines = problems.prefix(shown).map(tr)
        if problems.count > shown {
            lines.append(tr("… and {1} more (faq-browser --check FILE lists them all).", String(problems.count - shown)))
        }
        infoBar.show(([heading].compactMap { $0 } + lines).joined(separator: "\n"), kind: kind)
    }

    static func displayName(of path: String) -> String {
        FilePaths.displayName(of: path)
    }

    /// The info bar's first line when `path` could not be opened: the file named.
    static func openFailure(_ path: String) -> String {
        tr("Could not open “{1}”:", MessageText.quoted(displayName(of: path), marks: ("", "")))
    }

    /// Replaces what the window shows with `faq`: the old document is closed whole.
    func show(_ faq: FAQOutline, path: String?) {
        search.clear()
        let previousPath = self.path
        document?.close()
        document = nil
        focusedNode = nil
        infoBar.dismiss()
        headerBar.title = faq.document.title
        headerBar.subtitle = path.map(Self.displayName(of:))
        window.title = faq.document.title
        if search.isEntryMade {
            search.entry.placeholder = tr("Search questions")
            search.entry.accessibleName = tr("Search questions")
        }

        var hooks = OpenDocument.Hooks()
        hooks.stateChanged = { [weak self] in self?.stateKeeper.changed() }
        hooks.fileChanged = { [weak self] in self?.reloads.changed() }
        hooks.unhandledKey = { [weak self] event in self?.search.handle(event) ?? false }
        hooks.focused = { [weak self] node in self?.focusedNode = node }
        hooks.contextMenu = { [weak self] node, header in self?.showContextMenu(for: node, at: header) }
        let document = OpenDocument(faq: faq, path: path, textScale: textScale, hooks: hooks)
        document.attach(to: paned, outlineVisible: outlineVisible)
        self.document = document
        search.documentChanged(faq)
        reader.documentShown(previousPath: previousPath)
        StartupReport.phase("shown")
        // Start in the content, not the tree (which would select its first row on focus).
        if let first = faq.outline.firstVisible { document.accordion.focus(first) }
    }

    /// Reveals the section or question with this ID (opening its ancestors, and itself: a link
    /// is followed to be read), scrolls to it and focuses it; an unknown ID shows a notice.
    /// Returns whether it was found.
    @discardableResult
    public func reveal(id: String) -> Bool {
        guard let document, let node = document.faq.outline.node(id: id) else {
            infoBar.show(tr("There is no section or question “{1}” in this FAQ.", MessageText.quoted(id, marks: ("", ""))), kind: .information)
            return false
        }
        search.bar.isSearchMode = false
        document.faq.outline.reveal(node)
        document.faq.outline.expand(node)
        document.accordion.scroll(to: node)
        document.accordion.focus(node)
        document.sidebar.select(node)
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

    /// Reads the file again (off the main thread), keeping what was open, the focus and the
    /// place by ID; a file that no longer parses leaves the old document on screen with the
    /// error above it. A reload that a newer one overtakes is dropped.
    func reload() {
        guard let path else { return }
        let reading = DocumentLoad(path: path, displayName: Self.displayName(of: path))
        let generation = beginLoading(reading)
        reading.whenDone { [weak self] outcome in
            guard let self, generation == self.loadGeneration else { return }
            self.endLoading()
            guard let old = self.document else { return }
            switch outcome {
            case .success(let loaded):
                self.replace(old, with: loaded.faq)
                self.showProblems(loaded)
            case .failure(let error):
                self.showProblems(error.problems, kind: .error, heading: Self.openFailure(path))
            }
        }
    }

    /// Shows `new` in place of `old`, with old's expansion, search, place and focus by ID.
    private func replace(_ old: OpenDocument, with new: FAQOutline) {
        let outline = old.faq.outline
        let expansion = outline.expansionState
        let top = old.accordion.topVisibleNode.map(outline.id(of:))
        let focused = currentHeader.map(outline.id(of:))
        let query = search.query
        show(new, path: old.path)
        new.outline.restore(expansion)
        if !query.isEmpty { search.run(query) }
        if let top, let node = new.outline.node(id: top) { accordion?.scroll(to: node) }
        if let focused, let node = new.outline.node(id: focused), new.outline.isVisible(node) { accordion?.focus(node) }
    }
}
