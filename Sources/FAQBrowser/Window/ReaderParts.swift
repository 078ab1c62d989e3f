import FAQ
import FoundationEssentials
import Gtk
import Outline

/// The parts of a window that serve the reader around the document: Back and Forward, the
/// outline's place at any width, the status page for a file that would not open, the empty
/// search state, in-window notifications, recent files and dropped files, links, style and
/// printing. The window calls in at a few hooks (`body`, `documentShown`, `openFailed`,
/// `visited`); the rest is wired here. It knows its window only through `ReaderHost`, its
/// toplevel widget and the sibling parts it is given.
@MainActor
final class ReaderParts {
    private weak var host: ReaderHost?
    /// The window's widget: drops, actions, dialogs' parent.
    private weak var toplevel: ApplicationWindow?
    /// The search, whose entry Escape returns to and whose results F3 steps through.
    private weak var search: SearchController?
    let navigation: WindowNavigation
    let outline: OutlinePlacement
    /// The status page and the empty search state are made when first shown: most windows
    /// never show them, and each costs the first frame its widgets.
    var statusPage: StatusPage { madeStatusPage ?? makeStatusPage() }
    private var madeStatusPage: StatusPage?
    let notification = InWindowNotification()
    let stack = Stack()
    let overlay = Overlay()
    /// The empty search state: an icon, what found nothing, and a hint.
    private var isNoResultsPageMade = false
    let noResultsTitle = Label()
    /// Submenus the window menu shows: recent files, and the text size section (it names the size).
    let recentMenu = Menu()
    let textMenu = Menu()
    /// The last PDF printed or exported (tests).
    private(set) var lastPrint: PrintOperation?

    /// Recent files the menu lists at most.
    static let recentLimit = 10

    init(host: ReaderHost, toplevel: ApplicationWindow, search: SearchController,
         navigation: WindowNavigation, outline: OutlinePlacement, application: Application) {
        self.host = host
        self.toplevel = toplevel
        self.search = search
        self.navigation = navigation
        self.outline = outline
        StylePreference.install(on: application)
        toplevel.acceptFileDrops { [weak self] uris in self?.openDropped(uris) }
        addActions()
        // The desktop's recent list is read (a file, and a stat per entry) after the first frame:
        // only the menu shows it.
        MainLoop.whenIdle { [weak self] in
            guard let self, let toplevel = self.toplevel else { return }
            self.refreshRecent()
            RecentFiles.shared.onChanged(while: toplevel) { [weak self] in self?.refreshRecent() }
        }
    }

    // MARK: Hooks

    /// The window's content below the bars: the document pane (`paned`), and later the empty
    /// search state and the status page, in a stack, with notifications floating over them.
    func body(around paned: Paned) -> Widget {
        stack.add(paned, name: "document")
        overlay.add(stack)
        overlay.addOverlay(notification.revealer)
        stack.showAll()
        notification.revealer.showAll()
        stack.visibleChildName = "document"
        return overlay
    }

    /// A document is on screen (opened or reloaded): wire its views to the reader's tools.
    func documentShown(previousPath: String?) {
        guard let host, let document = host.document else { return }
        let faq = document.faq, accordion = document.accordion, sidebar = document.sidebar
        stack.visibleChildName = "document"
        let outlineModel = faq.outline
        let toggle = accordion.requestToggle
        accordion.requestToggle = { [weak self] node in
            toggle?(node)
            if outlineModel.isExpanded(node) { self?.visited(node) }
        }
        let unhandled = accordion.unhandledKey
        accordion.unhandledKey = { [weak search] event in
            if event.keyval == Keys.escape, search?.returnToEntry() == true { return true }
            return unhandled?(event) ?? false
        }
        let select = sidebar.didSelect
        sidebar.didSelect = { [weak self] node in
            select?(node)
            self?.visited(node)
            self?.outline.choiceMade()
        }
        sidebar.setTextScale(host.textScale)
        outline.documentShown()
        navigation.documentChanged(keepingPlaces: previousPath == document.path)
        if let path = document.path, path != previousPath { RecentFiles.shared.add(path: path) }
    }

    /// `path` could not be opened: with nothing else on screen, the status page says why (and
    /// stands for the info bar). Returns whether it shows.
    func openFailed(path: String, problems: [DocumentProblem]) -> Bool {
        guard let host, host.document == nil else { return false }
        statusPage.show(path: path, fileName: FilePaths.displayName(of: path), problems: problems)
        stack.visibleChildName = "status"
        // The way on has the focus (not the selectable problems, which would show a cursor).
        statusPage.suggestedButton?.grabFocus()
        return true
    }

    /// The reader opened or jumped to `node`.
    func visited(_ node: OutlineNode) { navigation.visited(node) }

    /// The search changed: no match shows the empty state instead of an empty pane.
    func searchChanged(query: String, counts: SearchCounts?) {
        guard host?.document != nil else { return }
        if let counts, counts.matchCount == 0, !query.isEmpty {
            noResultsTitle.text = tr("No questions match ‘{1}’", MessageText.quoted(query, marks: ("", "")))
            noResultsTitle.accessibleName = noResultsTitle.text
            if !isNoResultsPageMade { makeNoResultsPage() }
            stack.visibleChildName = "no-results"
        } else if stack.visibleChildName == "no-results" {
            stack.visibleChildName = "document"
        }
    }

    private func makeStatusPage() -> StatusPage {
        let page = StatusPage()
        page.retry = { [weak host] path in host?.load(path: path, completion: nil) }
        stack.add(page.box, name: "status")
        page.box.showAll()
        madeStatusPage = page
        return page
    }

    private func makeNoResultsPage() {
        let page = Box(.vertical, spacing: 12)
        let icon = Image(iconName: "system-search-symbolic", pixelSize: 64)
        icon.addStyleClass("status-icon")
        noResultsTitle.addStyleClass("status-title")
        noResultsTitle.wraps = true
        let hint = Label(tr("Try fewer or other words: every word must appear in the question, its answer or its section’s title."))
        hint.wraps = true
        hint.addStyleClass("dim-label")
        for widget: Widget in [icon, noResultsTitle, hint] { page.append(widget) }
        page.setAlignment(horizontal: .center, vertical: .center)
        page.addStyleClass("status-page")
        stack.add(page, name: "no-results")
        page.showAll()
        isNoResultsPageMade = true
    }

    // MARK: Files and links

    func refreshRecent() {
        recentMenu.removeAll()
        for path in RecentFiles.shared.paths(limit: Self.recentLimit) {
            // A menu label reads "_" as a mnemonic: double it to show it.
            let name = FilePaths.displayName(of: path).replacing("_", with: "__")
            recentMenu.append(name, action: "win.open-recent", target: path)
        }
    }

    /// Starts opening a `file:` URI (with an optional `#id`) or a path, as a drop or a link gives
    /// it; `completion` says whether it opened.
    func open(uriOrPath text: String, completion: (@MainActor (Bool) -> Void)? = nil) {
        guard let host else { completion?(false); return }
        let (path, fragment) = FileLink.parse(text) ?? (text, nil)
        host.load(path: path) { [weak host] opened in
            if opened, let fragment { host?.reveal(id: fragment) }
            completion?(opened)
        }
    }

    /// Files dropped on the window: the first FAQ among them opens.
    func openDropped(_ uris: [String]) {
        guard let first = uris.first(where: { FileLink.parse($0) != nil }) else { return }
        open(uriOrPath: first)
    }

    /// Copies the `file:///…#id` link of `node` and says so.
    func copyLink(to node: OutlineNode) {
        guard let document = host?.document, let path = document.path else { return }
        let faq = document.faq
        Clipboard.copy(FileLink.uri(path: path, id: faq.outline.id(of: node)))
        notification.show(faq.isSection(node) ? tr("Link to the section copied") : tr("Link to the question copied"))
    }

    // MARK: Printing

    /// Prints through the print dialog (preview, printers, Print to File); its FAQ tab chooses
    /// the whole FAQ or only the open sections (`scope` first).
    func print(_ scope: DocumentPrinter.Scope) {
        guard let toplevel, let operation = printOperation(scope) else { return }
        if case .failed(let message) = operation.runDialog(parent: toplevel) {
            host?.showInInfoBar(tr("Could not print: {1}", message), kind: .error)
        }
    }

    /// Writes the FAQ (or its open sections) as a PDF to `path`, without a dialog.
    @discardableResult
    func exportPDF(to path: String, scope: DocumentPrinter.Scope = .everything) -> PrintOperation.Outcome {
        guard let toplevel, let operation = printOperation(scope) else { return .failed("no document") }
        return operation.export(toPDF: path, parent: toplevel)
    }

    private func printOperation(_ scope: DocumentPrinter.Scope) -> PrintOperation? {
        guard let document = host?.document else { return nil }
        let operation = DocumentPrinter.operation(for: document.faq, scope: scope, baseDirectory: document.path.map(FilePaths.parent(of:)))
        lastPrint = operation
        return operation
    }

    // MARK: Actions

    private func addActions() {
        guard let toplevel else { return }
        let list: [Object] = [
            navigation.backAction,
            navigation.forwardAction,
            StringAction(name: "open-recent") { [weak self] path in self?.open(uriOrPath: path) },
            // What a drop does, for programs and tests that cannot drag (a URI or a path).
            StringAction(name: "open-uri") { [weak self] uri in self?.open(uriOrPath: uri) },
            SimpleAction(name: "print") { [weak self] in self?.print(.everything) },
            SimpleAction(name: "print-open") { [weak self] in self?.print(.openSections) },
            StringAction(name: "export-pdf") { [weak self] path in self?.exportPDF(to: path) },
            SimpleAction(name: "find-next") { [weak search] in search?.openNextMatch() },
            SimpleAction(name: "find-previous") { [weak search] in search?.openNextMatch(backwards: true) },
            SimpleAction(name: "copy-link") { [weak self] in
                if let node = self?.host?.currentHeader { self?.copyLink(to: node) }
            },
        ]
        // The window's action group holds the actions, and their handlers live with them.
        for action in list { toplevel.addAction(action) }
    }
}

/// What the reader's parts need of their window: the document and how it is shown, and the
/// ways to open a file, go to a place and say something in the info bar.
@MainActor
protocol ReaderHost: AnyObject {
    /// The document on show (nil before one opens).
    var document: OpenDocument? { get }
    /// The text size in percent.
    var textScale: Int { get }
    /// The header with the keyboard focus, or the one that had it last.
    var currentHeader: OutlineNode? { get }
    /// Starts opening the file at `path`; `completion` says whether it opened.
    func load(path: String, completion: (@MainActor (Bool) -> Void)?)
    /// Reveals, scrolls to and focuses the section or question with this ID.
    @discardableResult func reveal(id: String) -> Bool
    /// Shows `text` in the window's info bar.
    func showInInfoBar(_ text: String, kind: InfoBar.Kind)
}
