import FAQ
import Gtk

/// An answer (or a section's description) drawn as blocks: wrapped, selectable paragraphs,
/// headings, code on a tint, quotes with a bar, lists, tables as grids, images, rules and
/// details. Long text is drawn in pieces of bounded length, and a long answer is built a few
/// pieces per frame after its first screenful, so that no frame lays out more than a bounded
/// amount of text however long the answer is.
///
/// Built when an answer first opens; cheap to drop and make again when a row is reused.
@MainActor
final class AnswerView: Box {
    let blocks: [AnswerBlock]
    /// Where relative image paths start from (the FAQ file's folder); nil shows images as their text.
    let baseDirectory: String?
    /// The search query the text is highlighted for.
    private(set) var query: String

    /// Every label showing text, with the text it shows, so that a search can highlight it again.
    private var texts: [(label: Label, text: InlineText, markup: String)] = []
    /// Top-level parts not built yet, the next one last.
    private var pending: [@MainActor (AnswerView) -> Void] = []
    private var pendingCharacters: [Int] = []
    private var tickID: UInt32?
    /// The widget of each top-level block built so far, in order.
    private(set) var blockWidgets: [Widget] = []
    /// List markers (bullets, numbers, check marks) and images, in order (tests).
    var markers: [Label] = []
    var images: [Image] = []

    /// Characters of text built before the view first shows, and then in each frame.
    static let charactersPerBatch = 3_000
    /// The narrowest a text label gets, in characters.
    static let minimumWidthChars = 20
    /// Widest an image is drawn, in pixels (larger ones are scaled down).
    static let maximumImageWidth = 560

    init(blocks: [AnswerBlock], level: Int, baseDirectory: String?, query: String = "") {
        self.blocks = blocks
        self.baseDirectory = baseDirectory
        self.query = query
        super.init(.vertical, spacing: 8)
        addStyleClass("answer")
        addStyleClass("answer-view")
        // Lined up with the question's text, after the expander arrow.
        marginStart = level * AccordionRow.indentPerLevel + 28
        for block in blocks.reversed() { schedule(block) }
        buildBatch()
        if !pending.isEmpty {
            tickID = addTickCallback { [weak self] in self?.buildBatch() ?? false }
        }
    }

    convenience init(markdown: String, level: Int, baseDirectory: String?, query: String = "") {
        self.init(blocks: AnswerBlocks.parse(markdown), level: level, baseDirectory: baseDirectory, query: query)
    }

    /// Whether every block has its widgets.
    var isComplete: Bool { pending.isEmpty }

    /// Builds what is left now (tests, and before reading the whole layout).
    func finishBuilding() {
        while !pending.isEmpty { buildNext() }
    }

    /// The text of the labels built so far, blocks separated by blank lines (tests, accessibility checks).
    var text: String { texts.map(\.text.plainText).joined(separator: "\n\n") }

    var markerTexts: [String] { markers.map(\.text) }

    /// The labels showing text (tests and measurements).
    var textLabels: [Label] { texts.map(\.label) }

    /// Highlights the words of `query` in every block (titles, cells, code included); only labels
    /// whose markup changes are laid out again.
    func highlight(_ query: String) {
        guard query != self.query else { return }
        self.query = query
        for i in texts.indices {
            let markup = texts[i].text.markup(highlighting: query)
            if markup != texts[i].markup {
                texts[i].label.setMarkup(markup)
                texts[i].markup = markup
            }
        }
    }

    // MARK: Building

    /// Queues a top-level block; a long paragraph or code block as one part per piece.
    private func schedule(_ block: AnswerBlock) {
        if case .paragraph(let text) = block, case let pieces = text.pieces(), pieces.count > 1 {
            let column = Box(.vertical)
            column.addStyleClass("answer-paragraph")
            for (i, piece) in pieces.enumerated().reversed() {
                push(piece.count) { view in
                    if i == 0 {
                        view.blockWidgets.append(column)
                        view.append(column)
                    }
                    column.append(view.makeTextLabel(piece))
                    column.showAll()
                }
            }
        } else if case .code(let code, _) = block, case let pieces = TextPieces.code(code), pieces.count > 1 {
            let box = makeCodeBox()
            for (i, piece) in pieces.enumerated().reversed() {
                push(piece.count) { view in
                    if i == 0 {
                        view.blockWidgets.append(box)
                        view.append(box)
                    }
                    box.append(view.makeCodeLabel(piece))
                    box.showAll()
                }
            }
        } else {
            push(block.characterCount) { view in
                let widget = view.makeWidget(for: block, depth: 0)
                view.blockWidgets.append(widget)
                view.append(widget)
                widget.showAll()
            }
        }
    }

    private func push(_ characters: Int, _ part: @escaping @MainActor (AnswerView) -> Void) {
        pending.append(part)
        pendingCharacters.append(characters)
    }

    private func buildNext() {
        guard let part = pending.popLast() else { return }
        pendingCharacters.removeLast()
        part(self)
    }

    /// Builds parts up to the batch's share of characters (at least one); false when all are built.
    private func buildBatch() -> Bool {
        var budget = Self.charactersPerBatch
        repeat {
            budget -= pendingCharacters.last ?? 0
            buildNext()
        } while !pending.isEmpty && budget - (pendingCharacters.last ?? 0) >= 0
        if pending.isEmpty { tickID = nil }
        return !pending.isEmpty
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
        label.canFocus = texts.isEmpty || text.runs.contains { $0.link != nil }
        let markup = text.markup(highlighting: query)
        label.setMarkup(markup)
        texts.append((label, text, markup))
        return label
    }

    func makeCodeLabel(_ code: String) -> Label {
        makeTextLabel(InlineText(code), styleClass: "answer-code-text")
    }

    func makeCodeBox() -> Box {
        let box = Box(.vertical)
        box.addStyleClass("answer-code")
        return box
    }
}

extension AnswerBlock {
    /// Roughly how much text the block lays out (its share of a frame's budget).
    var characterCount: Int {
        switch self {
        case .paragraph(let text), .heading(_, let text): return text.count
        case .code(let text, _): return text.count
        case .quote(let title, _, let blocks): return (title?.count ?? 0) + blocks.reduce(0) { $0 + $1.characterCount }
        case .list(let list): return list.items.reduce(0) { $0 + $1.blocks.reduce(0) { $0 + $1.characterCount } }
        case .table(let table): return (table.rows + [table.header]).reduce(0) { $0 + $1.reduce(0) { $0 + $1.count } }
        case .image(_, let alt): return alt.count
        case .rule: return 1
        case .details(let summary, let blocks): return summary.count + blocks.reduce(0) { $0 + $1.characterCount }
        }
    }
}
