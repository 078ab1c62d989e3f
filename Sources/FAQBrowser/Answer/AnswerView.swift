import Dispatch
import FAQ
import Gtk

/// An answer (or a section's description) drawn as blocks: wrapped, selectable paragraphs,
/// headings, code on a tint, quotes with a bar, lists, tables as grids, images, rules and
/// details. Long text is drawn in pieces of bounded length, and the view is built in small
/// parts: a screenful at once, then about `charactersPerBatch` characters of text per frame,
/// so that no frame lays out more than a bounded amount of text however long the answer is
/// (however deep the long text sits: in a quote, a list or a table cell).
///
/// Built when an answer first opens; cheap to drop and make again when a row is reused. Keep
/// a strong reference to it while it is shown: the parts not built yet live in it. A long
/// answer's Markdown is parsed on a background thread; the view fills in when it is read.
@MainActor
final class AnswerView: Box {
    private(set) var blocks: [AnswerBlock] = []
    /// Where relative image paths start from (the FAQ file's folder); nil shows images as their text.
    let baseDirectory: String?
    /// The search query the text is highlighted for.
    private(set) var query: String

    /// Every label showing text, with the text it shows, so that a search can highlight it again.
    private var texts: [(label: Label, text: InlineText, markup: String)] = []
    /// Parts not built yet, the next one last.
    private var pending: [Part] = []
    /// The widget of each top-level block built so far, in order.
    private(set) var blockWidgets: [Widget] = []
    /// List markers (bullets, numbers, check marks) and images, in order (tests).
    var markers: [Label] = []
    var images: [Image] = []
    var tables: [Grid] = []

    /// Characters of text built before the view first shows, and then in each frame.
    static let charactersPerBatch = 3_000
    /// What making one widget costs, in characters of text (so that a table of many small cells
    /// is built a few dozen widgets a frame).
    static let widgetCost = 40
    /// Tables with more columns than this scroll sideways (their cells unwrapped); narrower
    /// ones wrap their cells to fit the page.
    static let wrappedTableColumns = 8
    /// The narrowest a text label gets, in characters.
    static let minimumWidthChars = 20
    /// Widest an image is drawn, in pixels (larger ones are scaled down).
    static let maximumImageWidth = 560
    /// Tallest an image is drawn, in pixels.
    static let maximumImageHeight = 2_000

    init(blocks: [AnswerBlock], level: Int, baseDirectory: String?, query: String = "") {
        self.baseDirectory = baseDirectory
        self.query = query
        super.init(.vertical, spacing: 8)
        addStyleClass("answer")
        addStyleClass("answer-view")
        // Lined up with the question's text, after the expander arrow.
        marginStart = level * AccordionRow.indentPerLevel + AccordionRow.textIndent
        show(blocks)
    }

    convenience init(markdown: String, level: Int, baseDirectory: String?, query: String = "") {
        guard markdown.utf8.count > Self.backgroundParseLength else {
            self.init(blocks: AnswerBlocks.parse(markdown), level: level, baseDirectory: baseDirectory, query: query)
            return
        }
        self.init(blocks: [], level: level, baseDirectory: baseDirectory, query: query)
        isParsing = true
        let reference = WeakAnswerView(self)
        DispatchQueue.global(qos: .userInitiated).async {
            let blocks = AnswerBlocks.parse(markdown)
            MainLoop.performOnMain {
                reference.view?.isParsing = false
                reference.view?.show(blocks)
            }
        }
    }

    /// Answers longer than this (in bytes) are parsed on a background thread.
    static let backgroundParseLength = 20_000
    private var isParsing = false

    /// Plans the parts of `blocks` and builds the first batch; the rest follow a batch per frame.
    private func show(_ blocks: [AnswerBlock]) {
        self.blocks = blocks
        let root = Slot(root: self)
        var parts: [Part] = []
        for block in blocks { plan(block, in: root, parts: &parts) }
        pending = parts.reversed()
        if buildBatch() {
            onEachFrame { [weak self] _ in self?.buildBatch() ?? false }
        }
    }

    /// Whether every block has its widgets.
    var isComplete: Bool { pending.isEmpty && !isParsing }

    /// Builds what is left now (tests, and before reading the whole layout); a long answer
    /// must have been read first (`isComplete` turns false → parts pending only then).
    func finishBuilding() {
        while let part = pending.popLast() { part.build(self) }
    }

    /// The text of the labels built so far, blocks separated by blank lines (tests, accessibility checks).
    var text: String { texts.map(\.text.plainText).joined(separator: "\n\n") }

    var markerTexts: [String] { markers.map(\.text) }

    /// The labels showing text (tests and measurements).
    var textLabels: [Label] { texts.map(\.label) }

    /// Highlights the words of `query` in every block (titles, cells, code included); only labels
    /// whose markup changes are laid out again. A long answer is highlighted from its start, a
    /// batch of text per frame (`isHighlighting` until it is done).
    func highlight(_ query: String) {
        guard query != self.query else { return }
        self.query = query
        highlighted = 0
        guard highlightBatch(), !isHighlighting else { return }
        isHighlighting = true
        onEachFrame { [weak self] _ in
            guard let self else { return false }
            self.isHighlighting = self.highlightBatch()
            return self.isHighlighting
        }
    }

    /// Whether labels still show an earlier query's highlight.
    private(set) var isHighlighting = false
    /// Labels before this one show the current query.
    private var highlighted = 0
    /// Characters of text highlighted at once, and then in each frame.
    static let charactersHighlightedPerBatch = 20_000

    /// Highlights the next labels up to the batch's share of characters; false when all are done.
    private func highlightBatch() -> Bool {
        var budget = Self.charactersHighlightedPerBatch
        while highlighted < texts.count, budget > 0 {
            let i = highlighted
            let markup = PangoMarkup.markup(texts[i].text, highlighting: query)
            if markup != texts[i].markup {
                texts[i].label.setMarkup(markup)
                texts[i].markup = markup
            }
            budget -= texts[i].text.count + Self.widgetCost
            highlighted += 1
        }
        return highlighted < texts.count
    }

    // MARK: Building

    /// Builds parts up to the batch's share of characters (at least one); false when all are built.
    private func buildBatch() -> Bool {
        var budget = Self.charactersPerBatch
        while let part = pending.last, budget > 0 {
            pending.removeLast()
            budget -= part.cost
            part.build(self)
        }
        return !pending.isEmpty
    }

    /// Adds a block's widget to a container made by an earlier part (or to the view).
    func add(_ widget: Widget, to slot: Slot) {
        guard let box = slot.box else { return }
        if box === self { blockWidgets.append(widget) }
        box.append(widget)
        widget.showAll()
    }

    // MARK: Labels

    /// A wrapped, selectable label showing `text` (highlighted for the current query).
    func makeTextLabel(_ text: InlineText, styleClass: String = "answer-text") -> Label {
        let label = Label()
        label.wraps = true  // at words, or inside words too long for a line
        // GTK measures a wrapping label's minimum width at this many characters; left at its
        // default (-1), it lays the text out at width 0, a line per word or character, which
        // costs 5–10 times the real layout.
        label.widthChars = Self.minimumWidthChars
        label.isSelectable = true
        label.xAlign = 0
        label.addStyleClass(styleClass)
        // One Tab stop per answer (its first text), plus any text with links to follow.
        let hasLinks = text.runs.contains { $0.link != nil }
        label.canFocus = texts.isEmpty || hasLinks
        if hasLinks { label.opensLinksWithLauncher() }
        let markup = PangoMarkup.markup(text, highlighting: query)
        label.setMarkup(markup)
        texts.append((label, text, markup))
        return label
    }
}

/// One step of building an answer: makes a widget (or a container for later steps); `cost` is
/// the characters of text it lays out.
struct Part {
    let cost: Int
    let build: @MainActor (AnswerView) -> Void
}

/// A container that a part makes and later parts fill.
@MainActor
final class Slot {
    var box: Box?
    init(root: Box? = nil) { box = root }
}

/// An answer view referred to from a background thread without keeping it alive.
private final class WeakAnswerView: @unchecked Sendable {
    weak var view: AnswerView?
    init(_ view: AnswerView) { self.view = view }
}
