import FAQ
import Gtk

/// The parts each block kind is built in, and its widgets (the style sheet's "Answer blocks"
/// rules draw them). Containers are made by one part and filled by the parts after it.
extension AnswerView {
    func plan(_ block: AnswerBlock, in slot: Slot, parts: inout [Part]) {
        switch block {
        case .paragraph(let text):
            planText(text, styleClass: "answer-text", in: slot, parts: &parts)
        case .heading(let level, let text):
            parts.append(Part(cost: text.shapingCost + Self.widgetCost) { view in
                let label = view.makeTextLabel(text, styleClass: "answer-heading")
                label.addStyleClass("heading-\(min(max(level, 1), 6))")
                view.add(label, to: slot)
            })
        case .code(let code, _):
            let box = container(in: slot, parts: &parts, styleClass: "answer-code")
            for piece in TextPieces.code(code).map({ InlineText($0) }) {
                parts.append(Part(cost: piece.shapingCost + Self.widgetCost) { view in
                    view.add(view.makeTextLabel(piece, styleClass: "answer-code-text"), to: box)
                })
            }
        case .quote(let title, let tone, let blocks):
            let quote = container(in: slot, parts: &parts, styleClass: "answer-quote", spacing: 8) { view, box in
                box.addStyleClass("tone-\(tone.rawValue)")
                if let title { box.append(view.makeTextLabel(InlineText(title), styleClass: "answer-quote-title")) }
            }
            for inner in blocks { plan(inner, in: quote, parts: &parts) }
        case .list(let list):
            planList(list, in: slot, parts: &parts)
        case .table(let table):
            planTable(table, in: slot, parts: &parts)
        case .image(let source, let alt):
            parts.append(Part(cost: alt.count + Self.widgetCost) { view in view.add(view.makeImage(source: source, alt: alt), to: slot) })
        case .rule:
            parts.append(Part(cost: Self.widgetCost) { view in
                let separator = Separator(.horizontal)
                separator.addStyleClass("answer-rule")
                view.add(separator, to: slot)
            })
        case .details(let summary, let blocks):
            let body = Slot()
            parts.append(Part(cost: summary.count + Self.widgetCost) { view in
                let title = view.makeTextLabel(summary, styleClass: "answer-details-summary")
                title.canFocus = false  // the expander itself takes the focus
                let expander = Expander(labelWidget: title)
                expander.addStyleClass("answer-details")
                let column = Box(.vertical, spacing: 8)
                expander.add(column)
                body.box = column
                view.add(expander, to: slot)
            })
            for inner in blocks { plan(inner, in: body, parts: &parts) }
        }
    }

    /// Text in one label, or a column of labels (one part each) when it is long.
    private func planText(_ text: InlineText, styleClass: String, in slot: Slot, parts: inout [Part]) {
        let pieces = text.pieces()
        guard pieces.count > 1 else {
            parts.append(Part(cost: text.shapingCost + Self.widgetCost) { view in view.add(view.makeTextLabel(text, styleClass: styleClass), to: slot) })
            return
        }
        let column = container(in: slot, parts: &parts, styleClass: "answer-paragraph")
        for piece in pieces {
            parts.append(Part(cost: piece.shapingCost + Self.widgetCost) { view in view.add(view.makeTextLabel(piece, styleClass: styleClass), to: column) })
        }
    }

    /// A part that makes a vertical box in `slot`; the returned slot is that box, for later parts.
    private func container(in slot: Slot, parts: inout [Part], styleClass: String, spacing: Int = 0,
                           setUp: @escaping @MainActor (AnswerView, Box) -> Void = { _, _ in }) -> Slot {
        let inner = Slot()
        parts.append(Part(cost: Self.widgetCost) { view in
            let box = Box(.vertical, spacing: spacing)
            box.addStyleClass(styleClass)
            setUp(view, box)
            inner.box = box
            view.add(box, to: slot)
        })
        return inner
    }

    private func planList(_ list: AnswerList, in slot: Slot, parts: inout [Part]) {
        let spacing = list.isTight ? 2 : 8
        let column = container(in: slot, parts: &parts, styleClass: "answer-list", spacing: spacing)
        for (index, item) in list.items.enumerated() {
            let body = Slot()
            parts.append(Part(cost: Self.widgetCost) { view in
                let row = Box(.horizontal, spacing: 6)
                let marker: Label
                if let checked = item.isChecked {
                    marker = Label(checked ? "☑" : "☐")
                    marker.addStyleClass("answer-task-mark")
                    marker.accessibleName = checked ? tr("Done") : tr("Not done")
                } else {
                    marker = Label(list.marker(at: index))
                }
                marker.addStyleClass("answer-list-marker")
                marker.xAlign = 1
                marker.setAlign(vertical: .start)
                marker.setSizeRequest(width: list.isOrdered ? 26 : 14, height: -1)
                view.markers.append(marker)
                row.append(marker)
                let itemBox = Box(.vertical, spacing: spacing)
                row.append(itemBox, expand: true)
                body.box = itemBox
                view.add(row, to: column)
            })
            for inner in item.blocks { plan(inner, in: body, parts: &parts) }
        }
    }

    /// A grid; each row is a part that places its cells, and each cell's text pieces are parts.
    private func planTable(_ table: AnswerTable, in slot: Slot, parts: inout [Part]) {
        final class GridHolder { var grid: Grid? }
        let holder = GridHolder()
        // Cells of a scrolling table do not wrap: a scroller measures its child's height
        // unwrapped, so wrapped cells would leave a gap under the table.
        let scrolls = table.header.count > Self.wrappedTableColumns
        parts.append(Part(cost: Self.widgetCost) { view in
            let grid = Grid()
            grid.addStyleClass("answer-table")
            grid.setAlign(horizontal: .start)
            holder.grid = grid
            view.tables.append(grid)
            guard scrolls else { return view.add(grid, to: slot) }
            // A table of many columns scrolls sideways instead of widening the window.
            let scroller = ScrolledWindow()
            scroller.setPolicy(horizontal: .automatic, vertical: .never)
            scroller.propagatesNaturalHeight = true
            scroller.propagatesNaturalWidth = true
            scroller.addStyleClass("answer-table-scroller")
            scroller.add(grid)
            view.add(scroller, to: slot)
        })
        for (row, cells) in ([table.header] + table.rows).enumerated() {
            let isHeader = row == 0
            let cellSlots = cells.map { _ in Slot() }
            parts.append(Part(cost: cells.count * Self.widgetCost) { _ in
                for (column, cellSlot) in cellSlots.enumerated() {
                    let cell = Box(.vertical)
                    cell.addStyleClass("answer-cell")
                    if isHeader { cell.addStyleClass("header") }
                    cell.setAlign(vertical: .fill)
                    cell.expandsHorizontally = true
                    cellSlot.box = cell
                    holder.grid?.attach(cell, column: column, row: row)
                    cell.show()
                }
            })
            for (column, text) in cells.enumerated() {
                let alignment = column < table.alignments.count ? table.alignments[column] : .none
                for piece in text.pieces() {
                    parts.append(Part(cost: piece.shapingCost + Self.widgetCost) { view in
                        let label = view.makeTextLabel(piece, styleClass: "answer-cell-text")
                        if isHeader { label.addStyleClass("header") }
                        label.widthChars = 6
                        label.maximumWidthChars = 40
                        label.wraps = !scrolls
                        switch alignment {
                        case .center: label.xAlign = 0.5
                        case .right: label.xAlign = 1
                        case .left, .none: label.xAlign = 0
                        }
                        view.add(label, to: cellSlots[column])
                    })
                }
            }
        }
        if let note = Self.leftOutNote(table) {
            parts.append(Part(cost: note.count + Self.widgetCost) { view in
                let label = view.makeTextLabel(InlineText(note), styleClass: "answer-text")
                label.addStyleClass("dim-label")
                view.add(label, to: slot)
            })
        }
    }

    /// What a table leaves out (columns, rows), said under it; nil when it shows everything.
    nonisolated static func leftOutNote(_ table: AnswerTable) -> String? {
        var notes: [String] = []
        if table.columnsLeftOut > 0 {
            notes.append(trn("{1} more column is not shown.", "{1} more columns are not shown.", table.columnsLeftOut, String(table.columnsLeftOut)))
        }
        if table.rowsLeftOut > 0 {
            notes.append(trn("{1} more row is not shown.", "{1} more rows are not shown.", table.rowsLeftOut, String(table.rowsLeftOut)))
        }
        return notes.isEmpty ? nil : notes.joined(separator: " ")
    }

    /// A local image (relative to the FAQ file) decoded off the main thread; a remote one as a
    /// link, never fetched; anything else as its text.
    private func makeImage(source: String, alt: String) -> Widget {
        let description = alt.isEmpty ? source : alt
        if let target = LinkTarget.openable(source) {
            return makeTextLabel(InlineText(runs: [.init("🖼 " + description, link: target)]), styleClass: "answer-image-link")
        }
        guard let baseDirectory, let path = ImageSource.localPath(source, baseDirectory: baseDirectory) else {
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
        // Only files inside the FAQ's folder, symbolic links resolved, are ever opened.
        Pixbuf.load(resolve: { ImageSource.confined(path, to: baseDirectory).map(FilePathBytes.bytes) },
                    maximumWidth: Self.maximumImageWidth, maximumHeight: Self.maximumImageHeight) { [weak self] pixbuf in
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
