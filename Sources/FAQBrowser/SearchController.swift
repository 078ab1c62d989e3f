import FAQ
import Foundation
import Gtk
import Outline

/// Search as you type: a search bar in the window; matching questions stay visible in both
/// views with their sections open and their words highlighted; clearing brings back the
/// expansion the reader had. The index is built off the main thread when a document opens.
@MainActor
final class SearchController {
    let entry = SearchEntry()
    let bar: SearchBar
    let toggle = ToggleButton(iconName: "edit-find-symbolic")

    private weak var window: BrowserWindow?
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
    private let reportsTiming = ProcessInfo.processInfo.environment["FAQ_BROWSER_REPORT_TIMING"] == "1"

    init(window: BrowserWindow) {
        self.window = window
        bar = SearchBar(entry: entry)
        entry.accessibleName = tr("Search questions")
        entry.placeholder = tr("Search questions")
        toggle.accessibleName = tr("Search")
        toggle.tooltip = tr("Search (Ctrl+F)")
        bar.bindSearchMode(to: toggle)
        entry.onSearchChanged { [weak self] in self?.run(self?.entry.text ?? "") }
        entry.onActivate { [weak self] in self?.focusFirstMatch() }
        window.window.onFirstDraw { [weak self] in MainLoop.whenIdle { self?.windowDrawn() } }
        bar.onNotify("search-mode-enabled") { [weak self] in
            guard let self, !self.bar.isSearchMode else { return }
            self.entry.text = ""
            self.clear()
            self.window?.restoreFocus()
        }
    }

    /// A new document: drop the old index and build the new one in the background, once the
    /// window has been drawn (before, the second core is better spent on the first frame).
    func documentChanged(_ faq: FAQOutline) {
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

    private func windowDrawn() {
        isWindowDrawn = true
        pendingIndex?()
        pendingIndex = nil
    }

    private func buildIndex(_ source: FAQOutline.SearchSource, for id: ObjectIdentifier) {
        guard indexedDocument == id, index == nil else { return }
        // Weakly: a window closed meanwhile must not be released last on this thread.
        isIndexBuilding = true
        Thread.detachNewThread { [weak self] in
            let built = SearchIndex(source)
            MainLoop.performOnMain { [weak self] in
                self?.isIndexBuilding = false
                guard let self, self.indexedDocument == id, self.index == nil else { return }
                self.index = built
            }
        }
    }

    /// Opens the search bar with the keyboard focus in it (Ctrl+F).
    func begin() {
        bar.isSearchMode = true
        entry.grabFocus()
    }

    /// Runs `text` as the search (an empty one clears it).
    func run(_ text: String) {
        guard let window, let faq = window.faq, let accordion = window.accordion, let sidebar = window.sidebar else { return }
        query = text.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return clear() }
        let start = MainLoop.monotonicMicroseconds
        if index == nil || indexedDocument != ObjectIdentifier(faq) {
            // Typed before the background index was ready: build it now.
            index = SearchIndex(faq.searchSource)
            indexedDocument = ObjectIdentifier(faq)
            lastResult = nil
        }
        let result = index!.search(query, narrowing: lastResult)
        lastResult = result
        let matches = result.nodes
        let indexTime = MainLoop.monotonicMicroseconds - start
        let shown = matches.map(OutlineNode.init)
        accordion.query = query
        faq.outline.showOnly(matching: shown)
        let modelTime = MainLoop.monotonicMicroseconds - start
        lastIndexMilliseconds = Double(indexTime) / 1000
        accordion.refreshSearchRows()
        sidebar.showSearch(shown)
        accordion.setNotice(matches.isEmpty ? tr("No questions match “{1}”.", query) : nil)
        lastTotalMilliseconds = Double(MainLoop.monotonicMicroseconds - start) / 1000
        if reportsTiming {
            let total = MainLoop.monotonicMicroseconds - start
            FileHandle.standardError.write(Data("search: \(matches.count) matches, index \(Double(indexTime) / 1000) ms, model \(Double(modelTime) / 1000) ms, views \(Double(total) / 1000) ms\n".utf8))
        }
    }

    /// Ends the search: everything shows again with the reader's own expansion.
    func clear() {
        query = ""
        guard let window, let faq = window.faq, let accordion = window.accordion else { return }
        accordion.query = ""
        accordion.setNotice(nil)
        guard faq.outline.isSearching else { return }
        faq.outline.clearSearch()
        accordion.refreshSearchRows()
        window.sidebar?.endSearch()
    }

    /// Enter in the search entry: the first matching question gets the focus.
    func focusFirstMatch() {
        guard let window, let faq = window.faq, faq.outline.isSearching else { return }
        let outline = faq.outline
        for index in 0..<outline.rowCount where !faq.isSection(outline.node(at: index)) {
            window.accordion?.focus(outline.node(at: index))
            return
        }
    }
}
