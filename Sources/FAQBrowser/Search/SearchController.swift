import FAQ
import FoundationEssentials
import Glibc
import Gtk
import Outline

/// Search as you type: a search bar in the window; matching questions stay visible in both
/// views with their sections open and their words highlighted, and the bar counts them; Enter
/// and F3 / Shift+F3 open the results one by one; clearing brings back the expansion the
/// reader had, and keeps the result they chose in view. The index is built off the main thread
/// when a document opens. It knows its window only through `SearchHost`.
@MainActor
final class SearchController {
    /// The entry (and the row it sits in) is made once the window's first frame is up, or when
    /// first needed: GTK's first entry costs the start milliseconds, for a bar that is hidden.
    var entry: SearchEntry { madeEntry ?? makeEntry() }
    private var madeEntry: SearchEntry?
    /// Whether the entry has been made yet.
    var isEntryMade: Bool { madeEntry != nil }
    let bar = SearchBar()
    let toggle = ToggleButton(iconName: "edit-find-symbolic")
    /// "12 matches in 3 sections", beside the entry.
    let countLabel = Label()
    /// The matching questions in document order, and how they spread over sections.
    private(set) var matches: [OutlineNode] = []
    private(set) var counts: SearchCounts?
    /// Results F3 or Shift+F3 opened that were closed before: they close again when the search
    /// ends, unless the reader stayed on one (it is then the chosen result).
    private var openedByStepping: Set<OutlineNode> = []
    /// The result Enter or F3 opened last (an index into `matches`).
    private(set) var currentMatch: Int?
    /// The header focused when the search began: another one focused at its end was chosen.
    private var focusBeforeSearch: OutlineNode?
    /// The result the reader chose (opened or moved to), kept until the search bar closes.
    private var chosen: OutlineNode?

    private weak var host: SearchHost?
    private var index: SearchIndex?
    private var indexedDocument: ObjectIdentifier?
    /// The last search's result: typing on narrows it instead of searching everything again.
    private var lastResult: SearchIndex.Result?
    private(set) var query = ""
    /// How long the last search took in the index, and in all (index, model and the views'
    /// updates, which the model's observers run), for benchmarks.
    private(set) var lastIndexMilliseconds = 0.0
    private(set) var lastTotalMilliseconds = 0.0
    /// Set by `FAQ_BROWSER_REPORT_TIMING=1`: each search prints how long the model took.
    private let reportsTiming = Environment.variable("FAQ_BROWSER_REPORT_TIMING") == "1"

    /// Serves `host`; the entry and the index wait for `toplevel`'s first frame.
    init(host: SearchHost, toplevel: Widget) {
        self.host = host
        toggle.accessibleName = tr("Search")
        toggle.tooltip = tr("Search (Ctrl+F)")
        bar.bindSearchMode(to: toggle)
        // The entry is made once the window's first frame is up, and the index built once the
        // frame's follow-ups are done too: nobody searches before seeing the window, and a
        // thread started sooner competes with them.
        toplevel.onFirstDraw { [weak self] in
            MainLoop.whenIdle { if let self, !self.isEntryMade { _ = self.makeEntry() } }
            MainLoop.whenIdle(priority: .low) { self?.windowDrawn() }
        }
        bar.onNotify("search-mode-enabled") { [weak self] in
            guard let self else { return }
            guard !self.bar.isSearchMode else {
                // GTK focuses the entry it knows; one made only now is focused here.
                if !self.isEntryMade { self.entry.grabFocusWithoutSelecting() }
                self.host?.document?.accordion.prepareForSearch()
                return
            }
            if self.host?.madeShelf?.isShown == true {
                self.entry.text = ""
                self.clear()
                return
            }
            let chosen = self.chosenResult ?? self.chosen
            self.chosen = nil
            self.entry.text = ""
            self.clear()
            if let chosen, let host = self.host, let faq = host.document?.faq {
                host.reveal(id: faq.outline.id(of: chosen))
            } else {
                self.host?.restoreFocus()
            }
        }
    }

    /// A new document: drop the old index and build the new one in the background, once the
    /// window has been drawn (before, the second core is better spent on the first frame).
    func documentChanged(_ faq: FAQOutline) {
        stopIndexing()
        index = nil
        lastResult = nil
        let id = ObjectIdentifier(faq)
        indexedDocument = id
        let source = faq.searchSource
        guard isWindowDrawn else {
            pendingIndex = { [weak self] in self?.buildIndex(source, for: id) }
            return
        }
        buildIndex(source, for: id)
    }

    private var isWindowDrawn = false
    /// Whether the current document's index is built.
    var isIndexReady: Bool { index != nil }
    /// Whether an index is being built in the background now.
    private(set) var isIndexBuilding = false
    private var pendingIndex: (() -> Void)?
    /// The background build under way, stopped when its document is replaced or the window closes.
    private var indexBuild: ReadCancellation?

    private func windowDrawn() {
        isWindowDrawn = true
        pendingIndex?()
        pendingIndex = nil
    }

    private func buildIndex(_ source: FAQOutline.SearchSource, for id: ObjectIdentifier) {
        guard indexedDocument == id, index == nil else { return }
        // Weakly: a window closed meanwhile must not be released last on this thread.
        isIndexBuilding = true
        let cancellation = ReadCancellation()
        indexBuild = cancellation
        BackgroundThread.start { [weak self] in
            let built = try? cancellation.run { () throws(DocumentError) in SearchIndex(source) }
            MainLoop.performOnMain { [weak self] in
                guard let self, !cancellation.isCancelled else { return }
                self.isIndexBuilding = false
                self.indexBuild = nil
                guard self.indexedDocument == id, self.index == nil else { return }
                self.index = built
            }
        }
    }

    /// Stops a background index build (its document is replaced, or the window is closing).
    func stopIndexing() {
        indexBuild?.cancel()
        indexBuild = nil
        isIndexBuilding = false
    }

    private func makeEntry() -> SearchEntry {
        let entry = SearchEntry()
        entry.accessibleName = tr("Search questions")
        entry.placeholder = tr("Search questions")
        entry.onSearchChanged { [weak self, weak entry] in self?.run(entry?.text ?? "") }
        entry.onActivate { [weak self] in
            guard let self else { return }
            if let shelf = self.host?.madeShelf, shelf.isShown { return shelf.openChosenResult() }
            self.openMatch(at: 0)
        }
        // Down (or Up) from the entry moves into the shelf's results.
        entry.onKeyPress { [weak self] event in
            guard let shelf = self?.host?.madeShelf, shelf.isShown,
                  event.keyval == Keys.down || event.keyval == Keys.up else { return false }
            return shelf.focusResults()
        }
        countLabel.addStyleClass("search-count")
        countLabel.addStyleClass("dim-label")
        // A wide field, and a count of fixed width beside it: neither moves as the count changes.
        // Both narrow only when the window does (their full widths would hold it at 628 px at
        // least, and the count's alone at 500): the count's room is as wide as
        // `countWidthChars` digits, in a stack that measures it and the count, and the count
        // is ellipsized in a narrower one.
        entry.maxWidthChars = Self.entryWidthChars
        entry.widthChars = Self.entryMinimumWidthChars
        countLabel.ellipsizesAtEnd = true
        countLabel.xAlign = 0
        let room = Label(String(repeating: "0", count: Self.countWidthChars))
        room.ellipsizesAtEnd = true
        let countRoom = Stack()
        countRoom.isHomogeneous = true
        countRoom.add(countLabel, name: "count")
        countRoom.add(room, name: "room")
        let row = Box(.horizontal, spacing: 12)
        row.append(entry)
        row.append(countRoom)
        bar.add(row)
        row.showAll()
        countRoom.visibleChildName = "count"
        bar.connect(entry)
        madeEntry = entry
        return entry
    }

    /// Starts a search with a key typed elsewhere (type-to-search); true if it was taken. Only
    /// a key that types text starts one: Shift+F10, the Menu key or Ctrl+… would otherwise reach
    /// the hidden entry (its own context menu popped up over the header's).
    func handle(_ event: KeyEvent) -> Bool {
        guard event.character != nil, !event.hasControl, !event.hasAlt else { return false }
        if !isEntryMade { _ = makeEntry() }
        return bar.handle(event)
    }

    /// Opens the search bar with the keyboard focus in it (Ctrl+F).
    func begin() {
        bar.isSearchMode = true
        // A new entry is mapped only once the bar's revealer starts to open (the next frame);
        // keys typed before then go to the focus widget, which GTK needs realized.
        entry.realize()
        entry.grabFocus()
    }

    /// Runs `text` as the search (an empty one clears it).
    func run(_ text: String) {
        if let shelf = host?.madeShelf, shelf.isShown {
            query = String(Substring(text).trimmingSpaces())
            shelf.search(query)
            return
        }
        guard let host, let document = host.document else { return }
        let faq = document.faq, accordion = document.accordion, sidebar = document.sidebar
        query = String(Substring(text).trimmingSpaces())
        guard !query.isEmpty else { return clear() }
        let start = MainLoop.monotonicMicroseconds
        if index == nil || indexedDocument != ObjectIdentifier(faq) {
            // Typed before the background index was ready: build it now.
            index = SearchIndex(faq.searchSource)
            indexedDocument = ObjectIdentifier(faq)
            lastResult = nil
        }
        if !faq.outline.isSearching {
            focusBeforeSearch = host.focusedNode
            chosen = nil
        }
        let result = index!.search(query, narrowing: lastResult)
        lastResult = result
        let found = result.nodes
        let indexTime = MainLoop.monotonicMicroseconds - start
        // Every match shows: the accordion builds only the rows in view.
        let shown = found.map(OutlineNode.init)
        matches = shown
        currentMatch = nil
        let counts = SearchCounts(matches: found, parents: faq.outline.parentIndices)
        self.counts = counts
        accordion.query = query
        accordion.searchCounts = counts
        // First, so that the outline takes the model's change as a search's (its tree of
        // matches is built once the window has drawn the accordion).
        sidebar.showSearch(shown)
        faq.outline.showOnly(matching: shown)
        let modelTime = MainLoop.monotonicMicroseconds - start
        lastIndexMilliseconds = Double(indexTime) / 1000
        accordion.refreshSearchRows()
        countLabel.text = Self.countText(counts)
        host.searchChanged(query: query, counts: counts)
        lastTotalMilliseconds = Double(MainLoop.monotonicMicroseconds - start) / 1000
        if reportsTiming {
            let total = MainLoop.monotonicMicroseconds - start
            TerminalOutput.write("search: \(found.count) matches, index \(Double(indexTime) / 1000) ms, model \(Double(modelTime) / 1000) ms, views \(Double(total) / 1000) ms\n", to: STDERR_FILENO)
        }
    }

    static let entryWidthChars = 36
    static let entryMinimumWidthChars = 20
    static let countWidthChars = 24

    /// "12 matches in 3 sections" (or "No matches").
    static func countText(_ counts: SearchCounts) -> String {
        switch (counts.matchCount, counts.sectionCount) {
        case (0, _): return tr("No matches")
        case (1, _): return tr("1 match in 1 section")
        case (let n, 1): return tr("{1} matches in 1 section", String(n))
        case (let n, let m): return tr("{1} matches in {2} sections", String(n), String(m))
        }
    }

    /// "4 of 21": the result opened last, among all.
    static func positionText(_ position: Int, of count: Int) -> String {
        tr("{1} of {2}", String(position), String(count))
    }

    /// Ends the search: everything shows again with the reader's own expansion.
    func clear() {
        if let result = chosenResult { chosen = result }
        let steppedThrough = openedByStepping.subtracting([chosen].compactMap { $0 })
        openedByStepping = []
        query = ""
        matches = []
        counts = nil
        currentMatch = nil
        countLabel.text = ""
        host?.madeShelf?.endSearch()
        host?.searchChanged(query: "", counts: nil)
        guard let document = host?.document else { return }
        let faq = document.faq, accordion = document.accordion
        accordion.query = ""
        accordion.searchCounts = nil
        guard faq.outline.isSearching else { return }
        faq.outline.clearSearch()
        // What stepping opened closes again: the reader's own expansion is as before the search.
        for node in steppedThrough { faq.outline.collapse(node) }
        accordion.refreshSearchRows()
        document.sidebar.endSearch()
    }

    /// Opens the result at `index` (wrapping around): its answer slides open, it scrolls into
    /// view and gets the focus. Enter opens the first; F3 and Shift+F3 step.
    func openMatch(at index: Int, stepping: Bool = false) {
        guard let host, let document = host.document, document.faq.outline.isSearching, !matches.isEmpty else { return }
        let faq = document.faq
        let wrapped = (index % matches.count + matches.count) % matches.count
        currentMatch = wrapped
        let node = matches[wrapped]
        if stepping, !faq.outline.isExpanded(node) { openedByStepping.insert(node) }
        countLabel.text = Self.positionText(wrapped + 1, of: matches.count)
        faq.outline.expand(node)
        document.accordion.scroll(to: node)
        document.accordion.focus(node)
        document.sidebar.select(node)
        host.visited(node)
    }

    /// F3 (or Ctrl+G): the next result; Shift+F3: the previous one.
    func openNextMatch(backwards: Bool = false) {
        guard let currentMatch else { return openMatch(at: backwards ? -1 : 0, stepping: true) }
        openMatch(at: currentMatch + (backwards ? -1 : 1), stepping: true)
    }

    /// The result the reader is on: the one a step opened, or a header they moved to.
    var chosenResult: OutlineNode? {
        guard let host, let faq = host.document?.faq, faq.outline.isSearching else { return nil }
        if let focused = host.focusedNode, focused != focusBeforeSearch { return focused }
        return currentMatch.map { matches[$0] }
    }

    /// Escape on a result: back to the search entry (a second Escape there ends the search).
    func returnToEntry() -> Bool {
        guard bar.isSearchMode, !entry.isFocus else { return false }
        entry.grabFocus()
        return true
    }
}

/// What the search needs of its window: the document searched, the shelf (searched instead
/// while it shows), the focus, and where a chosen result goes.
@MainActor
protocol SearchHost: AnyObject {
    /// The document on show (nil before one opens).
    var document: OpenDocument? { get }
    /// The shelf, once made.
    var madeShelf: ShelfController? { get }
    /// The header that last had the keyboard focus.
    var focusedNode: OutlineNode? { get }
    /// Reveals, scrolls to and focuses the section or question with this ID.
    @discardableResult func reveal(id: String) -> Bool
    /// Puts the focus back on the header that had it (or the first one).
    func restoreFocus()
    /// The search changed (`counts` nil: it ended).
    func searchChanged(query: String, counts: SearchCounts?)
    /// The reader went to `node` (a place Back returns to).
    func visited(_ node: OutlineNode)
}
