import FAQ
import Gtk

/// The shelf in one window: shown with no file argument, from the header bar's Shelf button
/// and Ctrl+L; its index (`ShelfLibrary`), its page, and the search across every FAQ that
/// the window's search bar runs while the shelf shows. A FAQ opened from it opens as any file
/// does, and Back returns to the shelf.
@MainActor
final class ShelfController {
    private weak var window: BrowserWindow?
    let library: ShelfLibrary
    /// Made when the shelf first shows.
    private(set) var page: ShelfPage?
    /// Whether the document on screen was opened from the shelf (Back returns to it).
    private(set) var canReturn = false
    private var lastResult: ShelfSearch.Result?
    private var lastQuery = ""
    /// The folder dialog, kept alive while it shows.
    private var folderDialog: OpenFileDialog?

    init(window: BrowserWindow, library: ShelfLibrary = ShelfLibrary()) {
        self.window = window
        self.library = library
        library.indexChanged.append { [weak self] in self?.indexChanged() }
        library.progressChanged.append { [weak self] in self?.progressChanged() }
    }

    /// Whether the window shows the shelf now.
    var isShown: Bool { window?.reader.stack.visibleChildName == "shelf" }

    /// Shows the shelf, starting its index if it has not started.
    func show() {
        guard let window else { return }
        let page = self.page ?? makePage(in: window)
        window.search.bar.isSearchMode = false
        window.infoBar.dismiss()
        window.reader.stack.visibleChildName = "shelf"
        window.headerBar.title = tr("FAQ Shelf")
        window.headerBar.subtitle = nil
        window.window.title = tr("FAQ Shelf")
        if window.search.isEntryMade {
            window.search.entry.placeholder = tr("Search all FAQs")
            window.search.entry.accessibleName = tr("Search all FAQs")
        }
        canReturn = false
        window.reader.navigation.updateActions()
        library.needSearch()
        library.start(scanWhen: { [weak page] scan in if let page { page.afterFirstFrame(scan) } else { scan() } })
        indexChanged()
        progressChanged()
        page.endSearch()
        if !page.listed.isEmpty { page.books.focus(book: page.books.currentBook ?? 0) }
    }

    private func makePage(in window: BrowserWindow) -> ShelfPage {
        let page = ShelfPage(showsHelp: !library.isConfigured && ResourceLocator.bundledFAQ != nil)
        page.open = { [weak self] path, id in self?.open(path: path, id: id) }
        page.helpButton.onClicked { [weak self] in
            if let help = ResourceLocator.bundledFAQ { self?.open(path: help, id: nil) }
        }
        page.addFolderButton.onClicked { [weak self] in self?.chooseFolder() }
        window.reader.stack.add(page.paned, name: "shelf")
        // Below the outline's breakpoint the books' list has the window's width to itself: the
        // tree beside it shows the same books.
        let outline = window.reader.outline
        page.tree.scroller.isVisible = !outline.isNarrow
        outline.narrowChanged.append { [weak page] narrow in page?.tree.scroller.isVisible = !narrow }
        self.page = page
        return page
    }

    /// Opens a FAQ from the shelf, at the question `id` if given.
    func open(path: String, id: String?) {
        guard let window else { return }
        window.search.bar.isSearchMode = false
        window.load(path: path) { [weak self, weak window] opened in
            guard opened, let window else { return }
            self?.canReturn = true
            window.reader.navigation.updateActions()
            if let id { window.reveal(id: id) }
        }
    }

    /// Back from a document opened from the shelf.
    func returnToShelf() {
        guard canReturn else { return }
        show()
    }

    private func chooseFolder() {
        guard let window else { return }
        let dialog = OpenFileDialog(title: tr("Add a Folder to the Shelf"), parent: window.window, filters: [], choosesFolder: true)
        folderDialog = dialog
        dialog.run { [weak self] path in
            self?.folderDialog = nil
            if let path { self?.addFolder(FilePathBytes.path(path)) }
        }
    }

    /// Adds a folder to the shelf's roots (remembered) and scans again.
    func addFolder(_ path: String) {
        if !library.addFolder(path) {
            window?.infoBar.show(tr("The folder {1} could not be remembered for the next start.", path), kind: .warning)
        }
    }

    // MARK: Index

    private func indexChanged() {
        guard let page, let index = library.index else { return }
        page.show(index, scanning: library.isScanning)
        progressChanged()
        // A search typed before the index (or its search) was ready runs now.
        if isShown, !lastQuery.isEmpty, library.search != nil { search(lastQuery, narrowing: false) }
    }

    private func progressChanged() {
        page?.showProgress(library.progress, scanning: library.isScanning)
    }

    // MARK: Search

    /// Runs `query` across the shelf on another thread (a keystroke over 100,000 questions never
    /// holds the window up); the results and the count label follow when it is done, unless a
    /// newer keystroke overtook it.
    func search(_ query: String, narrowing: Bool = true) {
        guard let window else { return }
        lastQuery = query
        searchGeneration += 1
        guard !query.isEmpty else {
            endSearch()
            return
        }
        guard let search = library.search else {
            window.search.countLabel.text = tr("Looking for FAQs…")
            return
        }
        let previous = narrowing ? lastResult : nil
        let generation = searchGeneration
        isSearching = true
        BackgroundThread.start {
            let result = search.search(query, narrowing: previous)
            MainLoop.performOnMain { [weak self] in
                guard let self, generation == self.searchGeneration else { return }
                self.isSearching = false
                self.showResult(result, of: search, query: query)
            }
        }
    }

    private var searchGeneration = 0
    /// Whether a search runs now (its results are not on screen yet).
    private(set) var isSearching = false

    private func showResult(_ result: ShelfSearch.Result, of search: ShelfSearch, query: String) {
        guard let page, let window, isShown else { return }
        lastResult = result
        page.showResults(result, search: search, query: query)
        window.search.countLabel.text = ShelfPage.countText(answers: result.answerCount, faqs: result.faqCount)
    }

    /// The search ended: the books again.
    func endSearch() {
        searchGeneration += 1
        isSearching = false
        lastQuery = ""
        lastResult = nil
        page?.endSearch()
    }

    /// Enter in the search entry: opens the result that has the focus, else the first.
    func openChosenResult() {
        guard let page, let search = library.search else { return }
        let results = page.results
        guard let match = results.focusedIndex.map({ results.matches[$0] }) ?? results.matches.first else { return }
        open(path: search.path(of: match), id: search.question(of: match).id)
    }

    /// Down in the search entry: into the results.
    func focusResults() -> Bool {
        page?.results.focusFirst() ?? false
    }
}
