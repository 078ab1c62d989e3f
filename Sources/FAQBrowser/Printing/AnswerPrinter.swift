import FAQ
import Gtk

/// Turns an answer's blocks (`AnswerBlocks`, what the screen draws) into print blocks, drawn
/// as the screen draws them with the conventions of paper: quotes with their bar, alerts as
/// titled boxes, code on a tinted box, tables as grids, lists with their markers, images scaled
/// to the page, headings below the question's size, and link targets after the link text.
struct AnswerPrinter {
    private(set) var blocks: [PrintBlock] = []
    /// Where relative image paths start from (the FAQ file's folder); nil prints images as their text.
    let baseDirectory: String?
    private var nextFrameID = 0

    /// Sizes in points (the body is `bodySize`); an answer's headings stay below the question's.
    static let bodySize = 10.0
    static let questionSize = 11.5
    static let headingSizes: [Double] = [10.5, 10.5, 10, 10, 10, 10]
    static let codeSize = 9.0
    /// Space between an answer's blocks, as the screen's 8 pixels.
    static let blockSpacing = 6.0
    static let frameInset = 8.0

    static let lineColor = PrintColor(hex: "#b3b3b3")
    static let tint = PrintColor(hex: "#000000", alpha: 0.05)
    static let quoteBar = PrintColor(hex: "#bfbfbf")

    init(baseDirectory: String?) {
        self.baseDirectory = baseDirectory
    }

    /// Where blocks go: their indent from each margin, the frames around them, and the marker
    /// their first block carries (a list item's).
    struct Place {
        var indent: Double
        var rightIndent: Double = 0
        var frames: [PrintFrame] = []
        var marker: String?
        var spaceBefore: Double
    }

    /// Adds a block of plain markup at `place` (the document's titles and questions).
    mutating func add(markup: String, at place: Place, keepsWithNext: Bool = false) {
        var place = place
        append(.text(markup), at: &place, keepsWithNext: keepsWithNext)
    }

    /// Adds an answer's (or a description's) blocks at `place`.
    mutating func add(_ answer: [AnswerBlock], at place: Place) {
        var place = place
        for block in answer {
            add(block, at: &place)
            place.spaceBefore = Self.blockSpacing
        }
    }

    private mutating func append(_ content: PrintBlock.Content, at place: inout Place, keepsWithNext: Bool = false) {
        blocks.append(PrintBlock(content, indent: place.indent, rightIndent: place.rightIndent, spaceBefore: place.spaceBefore,
                                 keepsWithNext: keepsWithNext, marker: place.marker, frames: place.frames))
        place.marker = nil
        place.spaceBefore = 0
    }

    private mutating func add(_ block: AnswerBlock, at place: inout Place) {
        switch block {
        case .paragraph(let text):
            for piece in text.pieces() { append(.text(Self.markup(piece)), at: &place) }
        case .heading(let level, let text):
            let size = Self.headingSizes[min(max(level, 1), 6) - 1]
            let color = level > 3 ? " foreground=\"#444444\"" : ""
            place.spaceBefore += 2
            append(.text("<span weight=\"bold\" size=\"\(Self.points(size))\"\(color)>\(Self.markup(text))</span>"), at: &place, keepsWithNext: true)
        case .code(let code, _):
            var inside = framed(place, fill: Self.tint, border: Self.lineColor)
            for piece in TextPieces.code(code) {
                append(.text("<span font_family=\"monospace\" size=\"\(Self.points(Self.codeSize))\">\(PangoMarkup.escape(piece))</span>"), at: &inside)
            }
            place.marker = inside.marker
        case .quote(let title, let tone, let inner):
            let colors = Self.colors(of: tone)
            var inside = framed(place, fill: colors.fill, border: colors.border, bar: colors.bar)
            if let title {
                append(.text("<span weight=\"bold\" foreground=\"\(colors.title)\">\(PangoMarkup.escape(title))</span>"), at: &inside, keepsWithNext: true)
                inside.spaceBefore = 2
            }
            for block in inner {
                add(block, at: &inside)
                inside.spaceBefore = Self.blockSpacing
            }
            place.marker = inside.marker
        case .list(let list):
            addList(list, at: &place)
        case .table(let table):
            addTable(table, at: &place)
        case .image(let source, let alt):
            let description = alt.isEmpty ? source : alt
            let text = "<i>\(PangoMarkup.escape("🖼 " + description))</i>"
            if let target = LinkTarget.openable(source) {
                append(.text(Self.markup(InlineText(runs: [.init("🖼 " + description, style: .italic, link: target)]))), at: &place)
            } else if let baseDirectory, let path = ImageSource.localPath(source, baseDirectory: baseDirectory),
                      let confined = ImageSource.confined(path, to: baseDirectory) {
                append(.image(fileName: FilePathBytes.bytes(confined), fallback: text), at: &place)
            } else {
                append(.text(text), at: &place)
            }
        case .rule:
            append(.rule(Self.lineColor), at: &place)
        case .details(let summary, let inner):
            append(.text("<b>\(Self.markup(summary))</b>"), at: &place, keepsWithNext: true)
            var inside = framed(place, bar: Self.quoteBar)
            inside.spaceBefore = 2
            for block in inner {
                add(block, at: &inside)
                inside.spaceBefore = Self.blockSpacing
            }
        }
    }

    /// The place inside a new frame at `place`: its content inset from the frame's edges.
    private mutating func framed(_ place: Place, fill: PrintColor? = nil, border: PrintColor? = nil, bar: PrintColor? = nil) -> Place {
        nextFrameID += 1
        let frame = PrintFrame(id: nextFrameID, left: place.indent, right: place.rightIndent, padding: fill == nil ? 2 : 5,
                               fill: fill, border: border, bar: bar)
        let inset = bar == nil ? Self.frameInset : Self.frameInset + PrintFrame.barWidth + 2
        return Place(indent: place.indent + inset, rightIndent: place.rightIndent + (border == nil ? 0 : Self.frameInset),
                     frames: place.frames + [frame], marker: place.marker, spaceBefore: place.spaceBefore)
    }

    private mutating func addList(_ list: AnswerList, at place: inout Place) {
        let gutter = list.isOrdered ? 22.0 : 14.0
        for (index, item) in list.items.enumerated() {
            let marker = item.isChecked.map { $0 ? "☑" : "☐" } ?? list.marker(at: index)
            var inside = Place(indent: place.indent + gutter, rightIndent: place.rightIndent, frames: place.frames,
                               marker: "<span foreground=\"#555555\">\(PangoMarkup.escape(marker))</span>",
                               spaceBefore: index == 0 ? place.spaceBefore : (list.isTight ? 2 : Self.blockSpacing))
            for block in item.blocks {
                add(block, at: &inside)
                inside.spaceBefore = list.isTight ? 2 : Self.blockSpacing
            }
            if inside.marker != nil { append(.text(""), at: &inside) }  // an empty item keeps its marker
        }
        place.marker = nil
    }

    private mutating func addTable(_ table: AnswerTable, at place: inout Place) {
        let header = table.header.map { "<b>\(Self.markup($0))</b>" }
        let rows = table.rows.map { $0.map(Self.markup) }
        let alignments: [PrintTable.Alignment] = table.alignments.map {
            switch $0 {
            case .center: .center
            case .right: .end
            case .left, .none: .start
            }
        }
        append(.table(PrintTable(rows: [header] + rows, headerRows: 1, alignments: alignments, lines: Self.lineColor, headerFill: Self.tint)),
               at: &place)
        if let note = AnswerView.leftOutNote(table) {
            place.spaceBefore = 2
            append(.text("<span foreground=\"#555555\">\(PangoMarkup.escape(note))</span>"), at: &place)
        }
    }

    /// Inline text for paper: links as their text, their target after it.
    static func markup(_ text: InlineText) -> String {
        PangoMarkup.markup(text, links: .targetsAfterText)
    }

    /// A size for Pango markup's `size` (thousand-and-twenty-fourths of a point).
    static func points(_ size: Double) -> Int { Int(size * 1024) }

    /// A quote's colours on paper: the screen's tones (style.css), on white.
    static func colors(of tone: QuoteTone) -> (bar: PrintColor, fill: PrintColor?, border: PrintColor?, title: String) {
        let hex: String, title: String
        switch tone {
        case .plain: return (quoteBar, nil, nil, "#000000")
        case .note: (hex, title) = ("#3584e4", "#1a5fb4")
        case .tip: (hex, title) = ("#2ec27e", "#26734d")
        case .important: (hex, title) = ("#9141ac", "#613583")
        case .warning: (hex, title) = ("#e5a50a", "#8a5c00")
        case .caution: (hex, title) = ("#e01b24", "#a51d2d")
        }
        return (PrintColor(hex: hex), PrintColor(hex: hex, alpha: 0.07), PrintColor(hex: hex, alpha: 0.5), title)
    }
}
