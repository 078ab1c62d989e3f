import FAQ
import Gtk

/// What the window shows for the shelf: the books in the outline tree on the left; on the
/// right, a bar (progress of the index, the bundled help, Add Folder…) over the FAQs grouped
/// by where they came from (a list that makes widgets only for the books in view), or, while a
/// search runs, its results.
@MainActor
final class ShelfPage {
    let paned = Paned(.horizontal)
    let tree = ShelfBookTree()
    let results = ShelfResultsList()
    let content = Stack()
    let books = ShelfBookList()
    let spinner = Spinner()
    /// "Looking for FAQs… 120 of 800".
    let progressLabel = Label()
    let helpButton = Button(label: tr("FAQ Browser _Help"))
    let addFolderButton = Button(label: tr("_Add Folder…"))
    let emptyLabel = Label()
    let noResultsLabel = Label()
    /// The FAQs listed.
    var listed: [ShelfEntry] { books.entries }
    var open: @MainActor (_ path: String, _ id: String?) -> Void = { _, _ in }

    init(showsHelp: Bool) {
        let bar = Box(.horizontal, spacing: 8)
        bar.addStyleClass("shelf-bar")
        spinner.accessibleName = tr("Looking for FAQs")
        progressLabel.addStyleClass("dim-label")
        progressLabel.xAlign = 0
        // "11 FAQs, 329 questions" beside the two buttons must fit a 420 px window: it wraps.
        progressLabel.wraps = true
        bar.append(spinner)
        bar.append(progressLabel, expand: true)
        helpButton.tooltip = tr("The bundled help: how to use FAQ Browser")
        addFolderButton.tooltip = tr("Add a folder whose FAQs the shelf lists")
        bar.append(helpButton)
        bar.append(addFolderButton)

        for label in [emptyLabel, noResultsLabel] {
            label.wraps = true
            label.addStyleClass("dim-label")
            label.setAlignment(horizontal: .center, vertical: .center)
        }
        content.add(books.scrolledWindow, name: "books")
        content.add(results.scrolledWindow, name: "results")
        content.add(emptyLabel, name: "empty")
        content.add(noResultsLabel, name: "no-results")

        let right = Box(.vertical)
        right.append(bar)
        right.append(Separator(.horizontal))
        right.append(content, expand: true)
        paned.setStart(tree.scroller, resize: false, shrink: false)
        paned.setEnd(right, resize: true, shrink: false)
        paned.position = 280
        paned.showAll()
        helpButton.isVisible = showsHelp
        spinner.isSpinning = false
        emptyLabel.text = tr("Looking for FAQs…")
        content.visibleChildName = "empty"
        results.open = { [weak self] match in self?.openResult(match) }
        tree.open = { [weak self] path, id in self?.open(path, id) }
        books.open = { [weak self] entry in self?.open(entry.path, nil) }
    }

    /// A page that is not drawn within this long (a window never mapped) runs what waits for its first frame anyway.
    static let firstFrameLimitMilliseconds = 1000

    /// Runs `action` once the page's first frame is drawn and the window idle, or after `limit`
    /// milliseconds if the page is not drawn by then.
    func afterFirstFrame(limit: Int = firstFrameLimitMilliseconds, _ action: @escaping @MainActor () -> Void) {
        var pending: (@MainActor () -> Void)? = action
        func runOnce() {
            guard let run = pending else { return }
            pending = nil
            run()
        }
        let timer = MainLoop.after(milliseconds: limit) { runOnce() }
        paned.onFirstDraw {
            MainLoop.whenIdle(priority: .low) {
                MainLoop.cancel(timer)
                runOnce()
            }
        }
    }

    private var search: ShelfSearch?

    private func openResult(_ match: ShelfSearch.Match) {
        guard let search else { return }
        open(search.path(of: match), search.question(of: match).id)
    }

    // MARK: The books

    /// Lists `index`'s FAQs (unchanged, they are left as they are).
    func show(_ index: ShelfIndex, scanning: Bool) {
        let changed = index.faqs != listed
        if changed {
            books.show(index.faqs)
            if !listed.isEmpty { StartupReport.shelfShown(books.scrolledWindow) }
        }
        if listed.isEmpty {
            emptyLabel.text = scanning ? tr("Looking for FAQs…")
                : tr("No FAQs were found. Add a folder that holds some, or open a file with Ctrl+O.")
        }
        if content.visibleChildName == "books" || content.visibleChildName == "empty" {
            content.visibleChildName = listed.isEmpty ? "empty" : "books"
        }
        // The tree beside the list holds the same books, a row or two each: it is filled once
        // the list is drawn, so that a thousand books' rows never hold up the frame that first
        // shows them.
        if changed { fillTreeWhenListDrawn(index) }
    }

    /// The index the tree is to show once the list is drawn (the latest, if several come first).
    private var treeIndexPending: ShelfIndex?

    private func fillTreeWhenListDrawn(_ index: ShelfIndex) {
        treeIndexPending = index
        // The first fill that runs shows the latest index; the others find nothing pending.
        let fill: @MainActor () -> Void = { [weak self] in
            guard let self, let index = self.treeIndexPending else { return }
            self.treeIndexPending = nil
            self.tree.show(index)
        }
        // The list about to be drawn for the first time: once it is. Drawn already, or not to be
        // drawn (the search's results or the empty page show): after this turn's frame.
        if content.visibleChildName == "books", !books.scrolledWindow.isMapped {
            books.scrolledWindow.onFirstDraw { MainLoop.whenIdle(fill) }
        } else {
            MainLoop.whenIdle(priority: .low, fill)
        }
    }

    // MARK: Progress

    /// The index's progress: a turning spinner and "Looking for FAQs… 120 of 800" while it
    /// reads; afterwards how many FAQs the shelf holds.
    func showProgress(_ progress: (done: Int, total: Int)?, scanning: Bool) {
        spinner.isSpinning = scanning
        if scanning {
            progressLabel.text = progress.map { tr("Looking for FAQs… {1} of {2}", String($0.done), String($0.total)) }
                ?? tr("Looking for FAQs…")
        } else {
            let questions = listed.reduce(0) { $0 + $1.questionCount }
            progressLabel.text = trn("{1} FAQ", "{1} FAQs", listed.count, String(listed.count)) + ", "
                + trn("{1} question", "{1} questions", questions, String(questions))
        }
        progressLabel.accessibleName = progressLabel.text
    }

    // MARK: Search

    /// Shows a search's results in place of the books.
    func showResults(_ result: ShelfSearch.Result, search: ShelfSearch, query: String) {
        self.search = search
        results.show(result, search: search, query: query)
        if result.answerCount == 0 {
            noResultsLabel.text = tr("No answers match ‘{1}’", MessageText.quoted(query, marks: ("", "")))
            content.visibleChildName = "no-results"
        } else {
            content.visibleChildName = "results"
        }
    }

    /// The search ended: the books again.
    func endSearch() {
        content.visibleChildName = listed.isEmpty ? "empty" : "books"
    }

    /// Whether results (or their absence) are shown.
    var isShowingResults: Bool { content.visibleChildName == "results" || content.visibleChildName == "no-results" }

    /// "N answers in M FAQs" (ngettext on N).
    static func countText(answers: Int, faqs: Int) -> String {
        switch (answers, faqs) {
        case (0, _): return tr("No answers")
        case (_, 1): return trn("{1} answer in 1 FAQ", "{1} answers in 1 FAQ", answers, String(answers))
        default: return trn("{1} answer in {2} FAQs", "{1} answers in {2} FAQs", answers, String(answers), String(faqs))
        }
    }
}
