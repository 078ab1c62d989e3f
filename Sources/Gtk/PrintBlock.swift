/// One block to print: text (Pango markup), a table, an image or a rule; indented from the
/// margins, with space above it, inside the frames drawn around it.
public struct PrintBlock: Sendable, Equatable {
    /// What a block draws.
    public enum Content: Sendable, Equatable {
        /// Pango markup, wrapped to the block's width.
        case text(String)
        case table(PrintTable)
        /// An image file (its name's bytes), scaled down to the block's width (and the page's
        /// height); `fallback` (markup) is printed when it cannot be read.
        case image(fileName: [UInt8], fallback: String)
        /// A line across the block.
        case rule(PrintColor)
    }

    public var content: Content
    /// From the left margin.
    public var indent: Double
    /// In from the right margin.
    public var rightIndent: Double
    public var spaceBefore: Double
    /// A heading: never left alone at the bottom of a page.
    public var keepsWithNext: Bool
    /// Markup printed before the block's first line, ending just left of `indent` (a list's bullet).
    public var marker: String?
    /// The frames the block sits in, outermost first; consecutive blocks that share a frame are
    /// drawn inside one box.
    public var frames: [PrintFrame]

    public init(_ content: Content, indent: Double = 0, rightIndent: Double = 0, spaceBefore: Double = 0,
                keepsWithNext: Bool = false, marker: String? = nil, frames: [PrintFrame] = []) {
        self.content = content
        self.indent = indent
        self.rightIndent = rightIndent
        self.spaceBefore = spaceBefore
        self.keepsWithNext = keepsWithNext
        self.marker = marker
        self.frames = frames
    }

    /// A paragraph of Pango markup.
    public init(markup: String, indent: Double = 0, spaceBefore: Double = 0, keepsWithNext: Bool = false) {
        self.init(.text(markup), indent: indent, spaceBefore: spaceBefore, keepsWithNext: keepsWithNext)
    }
}

/// A box around blocks: a tinted background, a border, a bar on the start side (a quote's, an
/// alert's, code's). Where a page breaks inside it, it stays open at the break.
public struct PrintFrame: Sendable, Equatable {
    /// Blocks with the same id are inside the same frame.
    public var id: Int
    /// From the left margin.
    public var left: Double
    /// In from the right margin.
    public var right: Double
    /// Above its first block and below its last.
    public var padding: Double
    public var fill: PrintColor?
    public var border: PrintColor?
    /// A bar `barWidth` wide along its left side.
    public var bar: PrintColor?
    public static let barWidth = 3.0

    public init(id: Int, left: Double, right: Double = 0, padding: Double = 4, fill: PrintColor? = nil,
                border: PrintColor? = nil, bar: PrintColor? = nil) {
        self.id = id
        self.left = left
        self.right = right
        self.padding = padding
        self.fill = fill
        self.border = border
        self.bar = bar
    }
}

/// A table printed as a grid: rows of cells (Pango markup), the first `headerRows` of them on a
/// tint. Columns take their natural width, narrowed to fit the page.
public struct PrintTable: Sendable, Equatable {
    /// How a column's text lines up in its cells.
    public enum Alignment: Sendable, Equatable { case start, center, end }
    public var rows: [[String]]
    public var headerRows: Int
    public var alignments: [Alignment]
    public var lines: PrintColor
    public var headerFill: PrintColor?

    public init(rows: [[String]], headerRows: Int = 1, alignments: [Alignment] = [], lines: PrintColor, headerFill: PrintColor? = nil) {
        self.rows = rows
        self.headerRows = headerRows
        self.alignments = alignments
        self.lines = lines
        self.headerFill = headerFill
    }
}

/// A colour on paper, each channel from 0 to 1.
public struct PrintColor: Sendable, Equatable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// `#rrggbb` (black when it is not one).
    public init(hex: String, alpha: Double = 1) {
        let value = Int(hex.drop { $0 == "#" }, radix: 16) ?? 0
        self.init(red: Double((value >> 16) & 255) / 255, green: Double((value >> 8) & 255) / 255,
                  blue: Double(value & 255) / 255, alpha: alpha)
    }
}
