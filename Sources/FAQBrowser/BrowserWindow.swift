import FAQ
import Foundation
import Gtk
import Outline

/// One window showing one FAQ: header bar, outline sidebar, accordion, and an info bar for
/// files that cannot be opened. Both views show the one `Outline`; every change goes through it.
@MainActor
public final class BrowserWindow {
    public let window: ApplicationWindow
    let headerBar = HeaderBar()
    let infoBar = InfoBar()
    private let paned = Paned(.horizontal)
    private var actions: [SimpleAction] = []

    /// The document shown, its file, and its two views (nil before the first document opens).
    public private(set) var faq: FAQOutline?
    public private(set) var path: String?
    private(set) var accordion: AccordionView?
    private(set) var sidebar: OutlineSidebar?
    private var observation: ObservationToken?

    public init(application: Application) {
        window = ApplicationWindow(application: application)
        window.setDefaultSize(width: 1000, height: 720)
        window.iconName = "help-browser"
        headerBar.title = "FAQ Browser"
        window.setTitlebar(headerBar)
        headerBar.packEnd(MenuButton(iconName: "open-menu-symbolic", menu: Self.makeMenu()))
        headerBar.showAll()

        let content = Box(.vertical)
        content.append(infoBar)
        content.append(paned, expand: true)
        paned.position = 280
        window.add(content)
        content.showAll()
        infoBar.dismiss()
        addActions()
    }

    private static func makeMenu() -> Menu {
        let menu = Menu()
        let file = Menu()
        file.append("_Open…", action: "win.open")
        menu.appendSection(file)
        let view = Menu()
        view.append("_Expand All", action: "win.expand-all")
        view.append("_Collapse All", action: "win.collapse-all")
        view.append("Show _Outline", action: "win.toggle-outline")
        menu.appendSection(view)
        let app = Menu()
        app.append("_About FAQ Browser", action: "app.about")
        menu.appendSection(app)
        return menu
    }

    private func addActions() {
        let list = [
            SimpleAction(name: "open") { [weak self] in self?.chooseFile() },
            SimpleAction(name: "expand-all") { [weak self] in self?.expandAll() },
            SimpleAction(name: "collapse-all") { [weak self] in self?.collapseAll() },
            SimpleAction(name: "toggle-outline") { [weak self] in self?.toggleOutline() },
            SimpleAction(name: "close") { [weak self] in self?.window.close() },
        ]
        for action in list { window.addAction(action) }
        actions = list
    }

    // MARK: Documents

    /// Opens the FAQ at `path`. On failure the info bar names the file, place and reason, and
    /// the document already shown stays. Returns whether it opened.
    @discardableResult
    public func open(path: String) -> Bool {
        do {
            let result = try DocumentReader.read(path: path, displayName: displayName(of: path))
            show(FAQOutline(document: result.document), path: path)
            if !result.warnings.isEmpty {
                infoBar.show(result.warnings.map(\.description).joined(separator: "\n"), kind: .warning)
            }
            return true
        } catch {
            infoBar.show("Could not open this file:\n" + error.problems.prefix(5).map(\.description).joined(separator: "\n"))
            if faq == nil { headerBar.title = "FAQ Browser" }
            return false
        }
    }

    private func displayName(of path: String) -> String {
        URL(fileURLWithPath: path).lastPathComponent
    }

    /// Replaces what the window shows with `faq`.
    func show(_ faq: FAQOutline, path: String?) {
        if let observation, let old = self.faq { old.outline.removeObserver(observation) }
        self.faq = faq
        self.path = path
        infoBar.dismiss()
        headerBar.title = faq.document.title
        headerBar.subtitle = path.map(displayName(of:))
        window.title = faq.document.title

        let accordion = AccordionView(faq: faq)
        let sidebar = OutlineSidebar(faq: faq)
        let outline = faq.outline
        accordion.requestToggle = { outline.toggle($0) }
        sidebar.requestExpand = { outline.expand($0) }
        sidebar.requestCollapse = { outline.collapse($0) }
        sidebar.didSelect = { [weak accordion] node in accordion?.scroll(to: node) }
        observation = outline.observe { [weak accordion, weak sidebar] change in
            accordion?.apply(change)
            sidebar?.apply(change)
        }

        let sidebarVisible = self.sidebar?.scrolledWindow.isVisible ?? true
        for child in [self.sidebar?.scrolledWindow, self.accordion?.scrolledWindow].compactMap({ $0 }) { paned.remove(child) }
        paned.setStart(sidebar.scrolledWindow, resize: false, shrink: false)
        paned.setEnd(accordion.scrolledWindow, resize: true, shrink: false)
        sidebar.scrolledWindow.setSizeRequest(width: 180, height: -1)
        sidebar.scrolledWindow.showAll()
        accordion.scrolledWindow.showAll()
        sidebar.scrolledWindow.isVisible = sidebarVisible
        self.accordion = accordion
        self.sidebar = sidebar
        // Start in the content, not the tree (which would select its first row on focus).
        if let first = outline.firstVisible { accordion.focus(first) }
    }

    /// Reveals the section or question with this ID (opening its ancestors), scrolls to it and
    /// focuses it; an unknown ID shows a notice. Returns whether it was found.
    @discardableResult
    public func reveal(id: String) -> Bool {
        guard let faq, let node = faq.outline.node(id: id) else {
            infoBar.show("There is no section or question “\(id)” in this FAQ.", kind: .information)
            return false
        }
        faq.outline.reveal(node)
        accordion?.scroll(to: node)
        accordion?.focus(node)
        sidebar?.select(node)
        return true
    }

    // MARK: Actions

    func expandAll() {
        guard let faq else { return }
        faq.outline.expandAll { faq.isSection($0) }
    }

    func collapseAll() {
        faq?.outline.collapseAll()
    }

    func toggleOutline() {
        guard let sidebar else { return }
        sidebar.scrolledWindow.isVisible.toggle()
    }

    private var openDialog: OpenFileDialog?

    func chooseFile() {
        let dialog = OpenFileDialog(title: "Open FAQ", parent: window, filters: [
            ("FAQ files", ["*.json"]),
            ("All files", ["*"]),
        ])
        openDialog = dialog
        dialog.run { [weak self] path in
            self?.openDialog = nil
            if let path { self?.open(path: path) }
        }
    }
}
