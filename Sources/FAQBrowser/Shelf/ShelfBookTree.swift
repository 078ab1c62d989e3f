import FAQ
import Gtk

/// The shelf in the outline tree, as Devhelp shows its books: each FAQ a top-level row that
/// expands into its sections and questions. A book's rows are made when it is first expanded,
/// from its record in the index (unpacked off the main thread), and added in batches. Enter
/// or a double click on a row opens the FAQ there.
@MainActor
final class ShelfBookTree {
    /// Columns: the text shown, the FAQ's path, the question's id ("" for a book or a section).
    private(set) var store = TreeStore(stringColumns: 3)
    let view: TreeView
    let scroller = ScrolledWindow()
    private var index: ShelfIndex?
    private var books: [TreeIter] = []
    private var placeholders: [Int: TreeIter] = [:]
    private var requested: Set<Int> = []
    /// Books whose rows are all in the tree.
    private(set) var loaded: Set<Int> = []
    private var generation = 0
    /// Rows added per main-loop turn while a large book fills in.
    static let batch = 1500
    var open: @MainActor (_ path: String, _ id: String?) -> Void = { _, _ in }

    init() {
        view = TreeView(store: store, textColumn: 0)
        view.accessibleName = tr("FAQs")
        // A thousand books are not measured one by one (a stall of a tenth of a second).
        view.usesFixedRowHeights()
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.add(view)
        scroller.addStyleClass("outline")
        view.onRowWillExpand { [weak self] path in
            if path.indices.count == 1 { self?.load(book: path.indices[0]) }
            return false
        }
        view.onRowActivated { [weak self] path in
            guard let self, let file = self.store.string(at: path.indices, column: 1), !file.isEmpty else { return }
            let id = self.store.string(at: path.indices, column: 2) ?? ""
            self.open(file, id.isEmpty ? nil : id)
        }
    }

    /// Lists `index`'s FAQs as closed books.
    func show(_ index: ShelfIndex) {
        generation += 1
        self.index = index
        placeholders = [:]
        requested = []
        loaded = []
        // Filled before the view shows it (a view follows each row added), last to first, each
        // put first: GTK's append walks every sibling.
        let filled = TreeStore(stringColumns: 3)
        var made: [TreeIter] = []
        made.reserveCapacity(index.faqs.count)
        for (i, faq) in index.faqs.enumerated().reversed() {
            let book = filled.prepend(under: nil, values: [faq.title + "  (" + String(faq.questionCount) + ")", faq.path, ""])
            placeholders[i] = filled.prepend(under: book, values: [tr("Loading…"), "", ""])
            made.append(book)
        }
        books = made.reversed()
        store = filled
        view.setStore(filled)
    }

    /// Fills in book `i` (once): its record is unpacked on another thread, then its rows are
    /// added a batch per main-loop turn, and the placeholder goes.
    func load(book i: Int) {
        guard let index, books.indices.contains(i), requested.insert(i).inserted else { return }
        let stored = index.record(ofFAQ: i)
        let path = index.faqs[i].path
        let current = generation
        BackgroundThread.start {
            let record = stored.unpack() ?? ShelfRecord()
            let rows = Self.rows(of: record)
            MainLoop.performOnMain { [weak self] in
                guard let self, self.generation == current else { return }
                self.add(rows, book: i, path: path)
            }
        }
    }

    /// A row to add: its parent (-1: the book; else an earlier row), title, id.
    struct Row: Sendable {
        var parent: Int
        var title: String
        var id: String
    }

    /// The rows of a record in document order: each section, then its own questions, then its
    /// subsections; questions outside any section first.
    nonisolated static func rows(of record: ShelfRecord) -> [Row] {
        var bySection: [Int: [Int]] = [:]
        for (q, question) in record.questions.enumerated() { bySection[Int(question.section), default: []].append(q) }
        var rows: [Row] = []
        rows.reserveCapacity(record.sections.count + record.questions.count)
        var sectionRow = [Int](repeating: -1, count: record.sections.count)
        func addQuestions(of section: Int, under parent: Int) {
            for q in bySection[section] ?? [] {
                rows.append(Row(parent: parent, title: record.questions[q].title, id: record.questions[q].id))
            }
        }
        addQuestions(of: -1, under: -1)
        for (s, section) in record.sections.enumerated() {
            let parent = section.parent >= 0 && Int(section.parent) < s ? sectionRow[Int(section.parent)] : -1
            sectionRow[s] = rows.count
            rows.append(Row(parent: parent, title: section.title, id: ""))
            addQuestions(of: s, under: sectionRow[s])
        }
        return rows
    }

    private func add(_ rows: [Row], book i: Int, path: String) {
        var iters: [TreeIter] = []
        iters.reserveCapacity(rows.count)
        var next = 0
        let current = generation
        let book = books[i]
        func step() -> Bool {
            guard generation == current else { return false }
            let end = min(rows.count, next + Self.batch)
            while next < end {
                let row = rows[next]
                iters.append(store.append(under: row.parent < 0 ? book : iters[row.parent], values: [row.title, path, row.id]))
                next += 1
            }
            guard next == rows.count else { return true }
            if let placeholder = placeholders.removeValue(forKey: i) { store.remove(placeholder) }
            loaded.insert(i)
            return false
        }
        if step() { MainLoop.repeatWhenIdle { step() } }
    }
}
