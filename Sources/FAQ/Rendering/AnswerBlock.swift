/// One block of a rendered answer: what a view draws as one widget (or one group of widgets).
public indirect enum AnswerBlock: Equatable, Sendable {
    case paragraph(InlineText)
    /// A heading inside the answer; `level` 1…6 as written (the view draws all below the question).
    case heading(level: Int, text: InlineText)
    case code(text: String, language: String?)
    /// A block quote; admonitions and alerts (`:::note`, `> [!WARNING]`) carry a title and a tone.
    case quote(title: String?, tone: QuoteTone, blocks: [AnswerBlock])
    case list(AnswerList)
    case table(AnswerTable)
    /// An image on its own: a local path (relative to the FAQ file) or a remote URL, never fetched.
    case image(source: String, alt: String)
    case rule
    /// `<details><summary>…</summary>…</details>`: a summary and its body.
    case details(summary: InlineText, blocks: [AnswerBlock])
}

/// What kind of note a titled quote is (GitHub's alert kinds); `plain` for ordinary quotes.
public enum QuoteTone: String, Equatable, Sendable, CaseIterable {
    case plain, note, tip, important, warning, caution

}

/// A bulleted or numbered list; items are blocks, and task items carry their check state.
public struct AnswerList: Equatable, Sendable {
    public struct Item: Equatable, Sendable {
        /// nil: an ordinary item; true/false: a task (`- [x]` / `- [ ]`).
        public var isChecked: Bool?
        public var blocks: [AnswerBlock]
        public init(isChecked: Bool? = nil, blocks: [AnswerBlock]) {
            self.isChecked = isChecked
            self.blocks = blocks
        }
    }
    public var isOrdered: Bool
    /// The first item's number (ordered lists).
    public var start: Int
    /// Whether items are close together (no blank lines between them in the source).
    public var isTight: Bool
    public var items: [Item]
    public init(isOrdered: Bool, start: Int = 1, isTight: Bool = true, items: [Item]) {
        self.isOrdered = isOrdered
        self.start = start
        self.isTight = isTight
        self.items = items
    }

    /// The marker before item `index`: a bullet, or its number.
    public func marker(at index: Int) -> String {
        isOrdered ? "\(start &+ index)." : "•"
    }
}

/// A GitHub pipe table: column alignments, a header row and body rows (every row as wide as the header).
public struct AnswerTable: Equatable, Sendable {
    public enum Alignment: Equatable, Sendable { case none, left, center, right }
    public var alignments: [Alignment]
    public var header: [InlineText]
    public var rows: [[InlineText]]
    /// Columns past `maximumColumns`, and rows past `maximumCells`, left out (the view says how many).
    public var columnsLeftOut: Int
    public var rowsLeftOut: Int
    /// The most columns shown: a grid lays out every cell of a row together, and thousands of
    /// columns held the window for seconds.
    public static let maximumColumns = 64
    /// The most cells shown: a grid measures all its cells again whenever a row joins it, so
    /// its cost grows with the square of its cells (600 rows of 64 kept the window busy for
    /// seconds). Rows past this are left out.
    public static let maximumCells = 2_048
    public init(alignments: [Alignment], header: [InlineText], rows: [[InlineText]], columnsLeftOut: Int = 0, rowsLeftOut: Int = 0) {
        self.alignments = alignments
        self.header = header
        self.rows = rows
        self.columnsLeftOut = columnsLeftOut
        self.rowsLeftOut = rowsLeftOut
    }
}
