import CGtk

/// Print blocks laid out on a print context and broken into pages: Pango layouts for text and
/// cells, decoded images, and where each block's lines (a table's rows) fall on which page.
/// Draws a page with its frames, its running header and its page label.
@MainActor
final class PrintedPages {
    /// A run of one block's lines placed on a page at `y` (from the top of the text area).
    struct Placement { var block: Int; var lines: Range<Int>; var y: Double }

    /// A block made ready to draw.
    private enum Laid {
        case text(OpaquePointer)
        case table(cells: [[OpaquePointer]], columnX: [Double], rowHeights: [Double], table: PrintTable)
        case image(OpaquePointer, width: Double, height: Double)
        case rule(PrintColor)
    }

    private let blocks: [PrintBlock]
    private var laid: [Laid] = []
    private var markers: [OpaquePointer?] = []
    private var lineHeights: [[Double]] = []
    private(set) var pages: [[Placement]] = []
    private let width: Double
    /// Where the text area starts, below the running header.
    private let top: Double
    private let header: OpaquePointer?
    private let footer: OpaquePointer?

    /// Space around a table cell's text.
    static let cellPadding = 4.0
    /// The height of a rule's block.
    static let ruleHeight = 9.0
    /// The height of the running header's and the page label's bands.
    static let bandHeight = 24.0

    init(blocks: [PrintBlock], context: OpaquePointer, font: String?, runningHeader: String?, hasPageLabel: Bool) {
        self.blocks = blocks
        width = gtk_print_context_get_width(context)
        let description = font.map { pango_font_description_from_string($0) }
        defer { description.map { pango_font_description_free($0) } }
        func layout(_ markup: String, width: Double?) -> OpaquePointer {
            let layout = gtk_print_context_create_pango_layout(context)!
            if let description { pango_layout_set_font_description(layout, description) }
            if let width { pango_layout_set_width(layout, Int32(max(1, width) * Double(PANGO_SCALE))) }
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_markup(layout, markup, -1)
            return layout
        }
        header = runningHeader.map { layout("<span size=\"smaller\" foreground=\"#555555\">\(Self.escape($0))</span>", width: gtk_print_context_get_width(context)) }
        header.map { pango_layout_set_ellipsize($0, PANGO_ELLIPSIZE_END) }  // one line, however long the title
        footer = hasPageLabel ? layout("", width: gtk_print_context_get_width(context)) : nil
        footer.map { pango_layout_set_alignment($0, PANGO_ALIGN_CENTER) }
        top = header == nil ? 0 : Self.bandHeight
        let pageHeight = gtk_print_context_get_height(context) - top - (footer == nil ? 0 : Self.bandHeight)
        for block in blocks {
            let available = width - block.indent - block.rightIndent
            markers.append(block.marker.map { layout($0, width: nil) })
            switch block.content {
            case .text(let markup):
                let text = layout(markup, width: available)
                laid.append(.text(text))
                lineHeights.append((0..<Int(pango_layout_get_line_count(text))).map { Self.lineHeight(text, $0) })
            case .table(let table):
                let (cells, columnX, rowHeights) = Self.layOut(table, width: available, layout: layout)
                laid.append(.table(cells: cells, columnX: columnX, rowHeights: rowHeights, table: table))
                lineHeights.append(rowHeights)
            case .image(let fileName, let fallback):
                if let (pixbuf, size) = Self.image(fileName, width: available, height: pageHeight) {
                    laid.append(.image(pixbuf, width: size.width, height: size.height))
                    lineHeights.append([size.height])
                } else {
                    let text = layout(fallback, width: available)
                    laid.append(.text(text))
                    lineHeights.append((0..<Int(pango_layout_get_line_count(text))).map { Self.lineHeight(text, $0) })
                }
            case .rule(let color):
                laid.append(.rule(color))
                lineHeights.append([Self.ruleHeight])
            }
        }
        pages = PrintOperation.pages(lineHeights: lineHeights, blocks: blocks, pageHeight: pageHeight).map { page in
            page.map { Placement(block: $0.block, lines: $0.lines, y: $0.y) }
        }
    }

    isolated deinit {
        for item in laid {
            switch item {
            case .text(let layout): g_object_unref(UnsafeMutableRawPointer(layout))
            case .table(let cells, _, _, _): for layout in cells.joined() { g_object_unref(UnsafeMutableRawPointer(layout)) }
            case .image(let pixbuf, _, _): g_object_unref(UnsafeMutableRawPointer(pixbuf))
            case .rule: break
            }
        }
        for layout in markers.compactMap({ $0 }) + [header, footer].compactMap({ $0 }) { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    // MARK: Laying out

    /// The cells' layouts, each column's left edge (its right edge is the next one's left), and
    /// each row's height. Columns keep their natural width when the table fits; otherwise narrow
    /// ones keep theirs and the wide ones share what is left in proportion to their width.
    private static func layOut(_ table: PrintTable, width: Double, layout: (String, Double?) -> OpaquePointer)
        -> (cells: [[OpaquePointer]], columnX: [Double], rowHeights: [Double]) {
        let columns = table.rows.map(\.count).max() ?? 0
        var natural = Array(repeating: 24.0, count: columns)
        for row in table.rows {
            for (column, markup) in row.enumerated() {
                let measuring = layout(markup, nil)
                natural[column] = max(natural[column], size(of: measuring).width + 2 * cellPadding)
                g_object_unref(UnsafeMutableRawPointer(measuring))
            }
        }
        var widths = natural
        if natural.reduce(0, +) > width, columns > 0 {
            let fair = width / Double(columns)
            let narrow = natural.filter { $0 <= fair }.reduce(0, +)
            let wide = natural.filter { $0 > fair }.reduce(0, +)
            widths = natural.map { $0 <= fair ? $0 : max(24, (width - narrow) * $0 / wide) }
        }
        var columnX = [0.0]
        for w in widths { columnX.append(columnX.last! + w) }
        var cells: [[OpaquePointer]] = []
        var rowHeights: [Double] = []
        for row in table.rows {
            var laidRow: [OpaquePointer] = []
            var height = 0.0
            for (column, markup) in row.enumerated() {
                let cell = layout(markup, widths[column] - 2 * cellPadding)
                switch column < table.alignments.count ? table.alignments[column] : .start {
                case .start: break
                case .center: pango_layout_set_alignment(cell, PANGO_ALIGN_CENTER)
                case .end: pango_layout_set_alignment(cell, PANGO_ALIGN_RIGHT)
                }
                height = max(height, size(of: cell).height)
                laidRow.append(cell)
            }
            cells.append(laidRow)
            rowHeights.append(height + 2 * cellPadding)
        }
        return (cells, columnX, rowHeights)
    }

    /// The image decoded at twice the size it prints (sharp on paper), and that size: its own
    /// at 96 pixels an inch, scaled down to `width` and to most of a page's `height`.
    private static func image(_ fileName: [UInt8], width: Double, height: Double) -> (OpaquePointer, (width: Double, height: Double))? {
        guard width > 1, height > 1,
              let pixbuf = Pixbuf.decode(fileName: fileName, maximumWidth: Int(width * 2), maximumHeight: Int(height * 2)) else { return nil }
        let pixelWidth = Double(gdk_pixbuf_get_width(pixbuf)), pixelHeight = Double(gdk_pixbuf_get_height(pixbuf))
        var printed = (width: pixelWidth * 0.75, height: pixelHeight * 0.75)
        let scale = min(1, width / printed.width, height * 0.9 / printed.height)
        printed = (printed.width * scale, printed.height * scale)
        return (pixbuf, printed)
    }

    private static func size(of layout: OpaquePointer) -> (width: Double, height: Double) {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return (Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
    }

    private static func lineHeight(_ layout: OpaquePointer, _ index: Int) -> Double {
        var logical = PangoRectangle()
        pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, Int32(index)), nil, &logical)
        return Double(logical.height) / Double(PANGO_SCALE)
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    // MARK: Drawing

    /// Draws page `page` of `count`: the running header, the frames, the blocks, the page label.
    func draw(page: Int, count: Int, label: String?, in context: OpaquePointer) {
        guard page < pages.count, let cr = gtk_print_context_get_cairo_context(context) else { return }
        drawBands(label: label, cr: cr, pageHeight: gtk_print_context_get_height(context))
        cairo_save(cr)
        cairo_translate(cr, 0, top)
        drawFrames(pages[page], cr: cr)
        for placement in pages[page] {
            let block = blocks[placement.block]
            setColor(PrintColor(hex: "#000000"), cr)
            if placement.lines.lowerBound == 0, let marker = markers[placement.block] {
                cairo_move_to(cr, block.indent - 5 - size(ofMarker: marker), placement.y)
                pango_cairo_show_layout(cr, marker)
            }
            switch laid[placement.block] {
            case .text(let layout):
                var y = placement.y
                for index in placement.lines {
                    let line = pango_layout_get_line_readonly(layout, Int32(index))
                    var logical = PangoRectangle()
                    pango_layout_line_get_extents(line, nil, &logical)
                    cairo_move_to(cr, block.indent + Double(logical.x) / Double(PANGO_SCALE), y - Double(logical.y) / Double(PANGO_SCALE))
                    pango_cairo_show_layout_line(cr, line)
                    y += Double(logical.height) / Double(PANGO_SCALE)
                }
            case .table(let cells, let columnX, let rowHeights, let table):
                drawRows(placement.lines, cells: cells, columnX: columnX, rowHeights: rowHeights, table: table,
                         x: block.indent, y: placement.y, cr: cr)
            case .image(let pixbuf, let width, let height):
                cairo_save(cr)
                cairo_translate(cr, block.indent, placement.y)
                cairo_scale(cr, width / Double(gdk_pixbuf_get_width(pixbuf)), height / Double(gdk_pixbuf_get_height(pixbuf)))
                gdk_cairo_set_source_pixbuf(cr, pixbuf, 0, 0)
                cairo_paint(cr)
                cairo_restore(cr)
            case .rule(let color):
                setColor(color, cr)
                cairo_set_line_width(cr, 0.75)
                cairo_move_to(cr, block.indent, placement.y + Self.ruleHeight / 2)
                cairo_line_to(cr, width - block.rightIndent, placement.y + Self.ruleHeight / 2)
                cairo_stroke(cr)
            }
        }
        cairo_restore(cr)
    }

    private func size(ofMarker marker: OpaquePointer) -> Double { Self.size(of: marker).width }

    private func drawBands(label: String?, cr: OpaquePointer, pageHeight: Double) {
        setColor(PrintColor(hex: "#000000"), cr)
        if let header {
            cairo_move_to(cr, 0, 0)
            pango_cairo_show_layout(cr, header)
            setColor(PrintColor(hex: "#999999"), cr)
            cairo_set_line_width(cr, 0.5)
            cairo_move_to(cr, 0, Self.bandHeight - 8)
            cairo_line_to(cr, width, Self.bandHeight - 8)
            cairo_stroke(cr)
            setColor(PrintColor(hex: "#000000"), cr)
        }
        if let footer, let label {
            pango_layout_set_markup(footer, "<span size=\"smaller\" foreground=\"#555555\">\(Self.escape(label))</span>", -1)
            cairo_move_to(cr, 0, pageHeight - Self.size(of: footer).height)
            pango_cairo_show_layout(cr, footer)
        }
    }

    /// The rows of a table in `rows`, each cell boxed; header rows on their tint.
    private func drawRows(_ rows: Range<Int>, cells: [[OpaquePointer]], columnX: [Double], rowHeights: [Double],
                          table: PrintTable, x: Double, y: Double, cr: OpaquePointer) {
        var top = y
        cairo_set_line_width(cr, 0.75)
        for row in rows {
            let height = rowHeights[row]
            for (column, cell) in cells[row].enumerated() {
                let left = x + columnX[column], cellWidth = columnX[column + 1] - columnX[column]
                if row < table.headerRows, let fill = table.headerFill {
                    setColor(fill, cr)
                    cairo_rectangle(cr, left, top, cellWidth, height)
                    cairo_fill(cr)
                }
                setColor(table.lines, cr)
                cairo_rectangle(cr, left, top, cellWidth, height)
                cairo_stroke(cr)
                setColor(PrintColor(hex: "#000000"), cr)
                cairo_move_to(cr, left + Self.cellPadding, top + Self.cellPadding)
                pango_cairo_show_layout(cr, cell)
            }
            top += height
        }
    }

    /// Each frame's box over the blocks of this page inside it: tinted, bordered, with its bar;
    /// open where the page breaks it.
    private func drawFrames(_ placements: [Placement], cr: OpaquePointer) {
        var order: [Int] = []
        var boxes: [Int: (frame: PrintFrame, top: Double, bottom: Double, opens: Bool, closes: Bool)] = [:]
        for placement in placements {
            let frames = blocks[placement.block].frames
            let bottom = placement.y + lineHeights[placement.block][placement.lines].reduce(0, +)
            let starts = placement.lines.lowerBound == 0
            let ends = placement.lines.upperBound == lineHeights[placement.block].count
            for (index, frame) in frames.enumerated() {
                let opens = starts && Self.opening(frame, at: placement.block, in: blocks)
                let closes = ends && Self.closing(frame, at: placement.block, in: blocks)
                let above = opens ? frames[index...].filter { Self.opening($0, at: placement.block, in: blocks) }.map(\.padding).reduce(0, +) : 0
                let below = closes ? frames[index...].filter { Self.closing($0, at: placement.block, in: blocks) }.map(\.padding).reduce(0, +) : 0
                if var box = boxes[frame.id] {
                    box.bottom = max(box.bottom, bottom + below)
                    box.closes = box.closes || closes
                    boxes[frame.id] = box
                } else {
                    order.append(frame.id)
                    boxes[frame.id] = (frame, placement.y - above, bottom + below, opens, closes)
                }
            }
        }
        for id in order {
            guard let box = boxes[id] else { continue }
            let left = box.frame.left, right = width - box.frame.right, height = box.bottom - box.top
            if let fill = box.frame.fill {
                setColor(fill, cr)
                cairo_rectangle(cr, left, box.top, right - left, height)
                cairo_fill(cr)
            }
            if let border = box.frame.border {
                setColor(border, cr)
                cairo_set_line_width(cr, 0.75)
                cairo_move_to(cr, left, box.top)
                cairo_line_to(cr, left, box.bottom)
                cairo_move_to(cr, right, box.top)
                cairo_line_to(cr, right, box.bottom)
                if box.opens { cairo_move_to(cr, left, box.top); cairo_line_to(cr, right, box.top) }
                if box.closes { cairo_move_to(cr, left, box.bottom); cairo_line_to(cr, right, box.bottom) }
                cairo_stroke(cr)
            }
            if let bar = box.frame.bar {
                setColor(bar, cr)
                cairo_rectangle(cr, left, box.top, PrintFrame.barWidth, height)
                cairo_fill(cr)
            }
        }
        setColor(PrintColor(hex: "#000000"), cr)
    }

    /// Whether `frame` starts at block `index` (the block before is outside it).
    nonisolated static func opening(_ frame: PrintFrame, at index: Int, in blocks: [PrintBlock]) -> Bool {
        index == 0 || !blocks[index - 1].frames.contains { $0.id == frame.id }
    }

    /// Whether `frame` ends at block `index` (the block after is outside it).
    nonisolated static func closing(_ frame: PrintFrame, at index: Int, in blocks: [PrintBlock]) -> Bool {
        index + 1 == blocks.count || !blocks[index + 1].frames.contains { $0.id == frame.id }
    }

    private func setColor(_ color: PrintColor, _ cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }
}
