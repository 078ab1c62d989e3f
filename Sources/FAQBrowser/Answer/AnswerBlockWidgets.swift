import FAQ
import Gtk

/// The widgets of each block kind (the style sheet's "Answer blocks" rules draw them).
extension AnswerView {
    func makeWidget(for block: AnswerBlock, depth: Int) -> Widget {
        switch block {
        case .paragraph(let text):
            return makeTextColumn(text, styleClass: "answer-text")
        case .heading(let level, let text):
            let label = makeTextLabel(text, styleClass: "answer-heading")
            label.addStyleClass("heading-\(min(max(level, 1), 6))")
            return label
        case .code(let code, _):
            let box = makeCodeBox()
            for piece in TextPieces.code(code) { box.append(makeCodeLabel(piece)) }
            return box
        case .quote(let title, let tone, let blocks):
            return makeQuote(title: title, tone: tone, blocks: blocks, depth: depth)
        case .list(let list):
            return makeList(list, depth: depth)
        case .table(let table):
            return makeTable(table)
        case .image(let source, let alt):
            return makeImage(source: source, alt: alt)
        case .rule:
            let separator = Separator(.horizontal)
            separator.addStyleClass("answer-rule")
            return separator
        case .details(let summary, let blocks):
            let title = makeTextLabel(summary, styleClass: "answer-details-summary")
            title.canFocus = false  // the expander itself takes the focus
            let expander = Expander(labelWidget: title)
            expander.addStyleClass("answer-details")
            expander.add(makeColumn(blocks, depth: depth + 1))
            return expander
        }
    }

    /// Text in one label, or in a column of labels when it is long.
    private func makeTextColumn(_ text: InlineText, styleClass: String) -> Widget {
        let pieces = text.pieces()
        guard pieces.count > 1 else { return makeTextLabel(text, styleClass: styleClass) }
        let column = Box(.vertical)
        for piece in pieces { column.append(makeTextLabel(piece, styleClass: styleClass)) }
        return column
    }

    private func makeColumn(_ blocks: [AnswerBlock], depth: Int, spacing: Int = 8) -> Box {
        let column = Box(.vertical, spacing: spacing)
        for block in blocks { column.append(makeWidget(for: block, depth: depth)) }
        return column
    }

    private func makeQuote(title: String?, tone: QuoteTone, blocks: [AnswerBlock], depth: Int) -> Widget {
        let quote = makeColumn([], depth: depth)
        quote.addStyleClass("answer-quote")
        quote.addStyleClass("tone-\(tone.rawValue)")
        if let title {
            quote.append(makeTextLabel(InlineText(title), styleClass: "answer-quote-title"))
        }
        for block in blocks { quote.append(makeWidget(for: block, depth: depth + 1)) }
        return quote
    }

    private func makeList(_ list: AnswerList, depth: Int) -> Widget {
        let column = Box(.vertical, spacing: list.isTight ? 2 : 8)
        column.addStyleClass("answer-list")
        for (index, item) in list.items.enumerated() {
            let row = Box(.horizontal, spacing: 6)
            let marker: Label
            if let checked = item.isChecked {
                marker = Label(checked ? "☑" : "☐")
                marker.addStyleClass("answer-task-mark")
                marker.accessibleName = checked ? "Done" : "Not done"
            } else {
                marker = Label(list.marker(at: index))
            }
            marker.addStyleClass("answer-list-marker")
            markers.append(marker)
            marker.xAlign = 1
            marker.setAlign(vertical: .start)
            marker.setSizeRequest(width: list.isOrdered ? 26 : 14, height: -1)
            row.append(marker)
            let body = makeColumn(item.blocks, depth: depth + 1, spacing: list.isTight ? 2 : 8)
            row.append(body, expand: true)
            column.append(row)
        }
        return column
    }

    private func makeTable(_ table: AnswerTable) -> Widget {
        let grid = Grid()
        grid.addStyleClass("answer-table")
        grid.setAlign(horizontal: .start)
        func add(_ text: InlineText, column: Int, row: Int, isHeader: Bool) {
            let pieces = text.pieces()
            let labels = pieces.map { makeTextLabel($0, styleClass: "answer-cell-text") }
            // A cell of long text is a column of pieces; the cell draws the borders.
            let cell: Widget
            if labels.count == 1 {
                cell = labels[0]
            } else {
                let box = Box(.vertical)
                for label in labels { box.append(label) }
                cell = box
            }
            cell.addStyleClass("answer-cell")
            cell.setAlign(vertical: .fill)
            cell.expandsHorizontally = true
            if isHeader { cell.addStyleClass("header") }
            let alignment = column < table.alignments.count ? table.alignments[column] : .none
            for label in labels {
                label.widthChars = 6
                label.maximumWidthChars = 40
                switch alignment {
                case .center: label.xAlign = 0.5
                case .right: label.xAlign = 1
                case .left, .none: label.xAlign = 0
                }
            }
            grid.attach(cell, column: column, row: row)
        }
        for (column, cell) in table.header.enumerated() { add(cell, column: column, row: 0, isHeader: true) }
        for (row, cells) in table.rows.enumerated() {
            for (column, cell) in cells.enumerated() { add(cell, column: column, row: row + 1, isHeader: false) }
        }
        return grid
    }

    /// A local image (relative to the FAQ file) decoded off the main thread; a remote one as a
    /// link, never fetched; anything else as its text.
    private func makeImage(source: String, alt: String) -> Widget {
        let description = alt.isEmpty ? source : alt
        if PangoMarkup.isSafeLink(source) {
            return makeTextLabel(InlineText(runs: [.init("🖼 " + description, link: source)]), styleClass: "answer-image-link")
        }
        guard let path = ImageSource.localPath(source, baseDirectory: baseDirectory) else {
            return makeTextLabel(InlineText("🖼 " + description), styleClass: "answer-image-text")
        }
        let box = Box(.vertical)
        box.addStyleClass("answer-image")
        let image = Image()
        image.setAlign(horizontal: .start)
        image.accessibleName = description
        image.tooltip = alt.isEmpty ? nil : alt
        box.append(image)
        images.append(image)
        // The closure keeps the wrappers of the box and image (GTK keeps the widgets) until it runs.
        Pixbuf.load(path: path, maximumWidth: Self.maximumImageWidth) { [weak self] pixbuf in
            guard let self else { return }
            if let pixbuf {
                image.setPixbuf(pixbuf)
            } else {
                image.isVisible = false
                let label = self.makeTextLabel(InlineText("🖼 " + description), styleClass: "answer-image-text")
                box.append(label)
                label.show()
            }
        }
        return box
    }
}
