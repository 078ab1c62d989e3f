import CGtk

/// One paragraph to print: Pango markup, indented from the left margin, with space above it.
public struct PrintBlock: Sendable, Equatable {
    public var markup: String
    public var indent: Double
    public var spaceBefore: Double
    /// A heading: never left alone at the bottom of a page.
    public var keepsWithNext: Bool

    public init(markup: String, indent: Double = 0, spaceBefore: Double = 0, keepsWithNext: Bool = false) {
        self.markup = markup
        self.indent = indent
        self.spaceBefore = spaceBefore
        self.keepsWithNext = keepsWithNext
    }
}

/// A `GtkPrintOperation` that prints blocks of Pango markup, broken into pages line by line:
/// through the print dialog (preview, printers, "Print to File") or straight to a PDF file.
@MainActor
public final class PrintOperation: Object {
    /// A run of one block's lines placed on a page at `y`.
    private struct Placement { var block: Int; var lines: Range<Int>; var y: Double }

    private(set) var blocks: [PrintBlock]
    /// What to print for each choice of the dialog's own tab (`choices`), if it has one.
    private var blocksForChoice: ((Int) -> [PrintBlock])?
    private var choices: [String] = []
    private(set) var choiceButtons: [UnsafeMutablePointer<GtkWidget>] = []
    /// The choice made on the dialog's tab (or the first, without a dialog).
    public private(set) var choice = 0
    private var layouts: [OpaquePointer] = []
    private var pages: [[Placement]] = []

    public init(jobName: String, blocks: [PrintBlock]) {
        self.blocks = blocks
        super.init(adopting: UnsafeMutableRawPointer(gtk_print_operation_new()))
        gtk_print_operation_set_job_name(cast(), jobName)
        gtk_print_operation_set_embed_page_setup(cast(), 1)
        connect(.pointer("begin-print")) { [weak self] context in
            self?.paginate(OpaquePointer(context!))
        }
        connect(.pointerAndInt("draw-page")) { [weak self] context, page in
            self?.draw(page: Int(page), in: OpaquePointer(context!))
        }
    }

    /// Where the dialog's "Print to File" proposes to write: `name`.pdf in `directory` (GTK's
    /// own default is `output.pdf` in the working folder).
    public func proposeFile(named name: String, in directory: String) {
        let existing = gtk_print_operation_get_print_settings(cast())
        let settings = existing ?? gtk_print_settings_new()!
        if let uri = g_filename_to_uri(directory, nil, nil) {
            gtk_print_settings_set(settings, GTK_PRINT_SETTINGS_OUTPUT_DIR, uri)
            g_free(uri)
        }
        gtk_print_settings_set(settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME, name)
        gtk_print_operation_set_print_settings(cast(), settings)
        if existing == nil { g_object_unref(UnsafeMutableRawPointer(settings)) }  // the operation holds it
    }

    /// A print setting (`GTK_PRINT_SETTINGS_OUTPUT_DIR`…), for tests.
    public func printSetting(_ key: String) -> String? {
        gtk_print_operation_get_print_settings(cast()).flatMap { gtk_print_settings_get($0, key) }.map { String(cString: $0) }
    }

    /// A print job whose dialog has a tab of its own (`tabLabel`) offering `choices` (radio
    /// buttons); `blocks` gives what to print for the chosen one.
    public convenience init(jobName: String, tabLabel: String, choices: [String], initialChoice: Int = 0,
                            blocks: @escaping @MainActor (Int) -> [PrintBlock]) {
        self.init(jobName: jobName, blocks: blocks(initialChoice))
        self.choices = choices
        self.choice = initialChoice
        blocksForChoice = blocks
        gtk_print_operation_set_custom_tab_label(cast(), tabLabel)
        connect(.returningPointer("create-custom-widget")) { [weak self] in self?.makeChoiceWidget() }
        connect(.ignoringArgument("custom-widget-apply")) { [weak self] in self?.applyChoice() }
    }

    /// The tab: one radio button per choice, the current one active. GTK owns the widgets.
    func makeChoiceWidget() -> UnsafeMutableRawPointer? {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_container_set_border_width(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkContainer.self), 12)
        choiceButtons = []
        for (index, label) in choices.enumerated() {
            let group = choiceButtons.first.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkRadioButton.self) }
            let button = gtk_radio_button_new_with_mnemonic_from_widget(group, label)!
            if index == choice { gtk_toggle_button_set_active(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkToggleButton.self), 1) }
            gtk_box_pack_start(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), button, 0, 0, 0)
            choiceButtons.append(button)
        }
        gtk_widget_show_all(box)
        return UnsafeMutableRawPointer(box)
    }

    func applyChoice() {
        for (index, button) in choiceButtons.enumerated()
        where gtk_toggle_button_get_active(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkToggleButton.self)) != 0 {
            choice = index
        }
        choiceButtons = []
        if let blocksForChoice { blocks = blocksForChoice(choice) }
    }


    isolated deinit {
        for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// The number of pages, once laid out (after `run` or `export`).
    public var pageCount: Int { pages.count }

    /// What became of a print job.
    public enum Outcome: Sendable, Equatable { case printed, cancelled, failed(String) }

    /// Shows the print dialog over `parent` and prints what the user chose.
    public func runDialog(parent: ApplicationWindow?) -> Outcome {
        run(GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent: parent)
    }

    /// Writes a PDF to `path` without a dialog.
    public func export(toPDF path: String, parent: ApplicationWindow?) -> Outcome {
        gtk_print_operation_set_export_filename(cast(), path)
        return run(GTK_PRINT_OPERATION_ACTION_EXPORT, parent: parent)
    }

    private func run(_ action: GtkPrintOperationAction, parent: ApplicationWindow?) -> Outcome {
        var error: UnsafeMutablePointer<GError>?
        let result = gtk_print_operation_run(cast(), action, parent?.cast(), &error)
        if let error {
            defer { g_error_free(error) }
            return .failed(String(cString: error.pointee.message))
        }
        switch result {
        case GTK_PRINT_OPERATION_RESULT_APPLY, GTK_PRINT_OPERATION_RESULT_IN_PROGRESS: return .printed
        case GTK_PRINT_OPERATION_RESULT_CANCEL: return .cancelled
        default: return .failed("printing failed")
        }
    }

    // MARK: Layout

    private func paginate(_ context: OpaquePointer) {
        for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
        layouts = []
        let width = gtk_print_context_get_width(context)
        var heights: [[Double]] = []
        for block in blocks {
            let layout = gtk_print_context_create_pango_layout(context)!
            layouts.append(layout)
            pango_layout_set_width(layout, Int32((width - block.indent) * Double(PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_markup(layout, block.markup, -1)
            heights.append((0..<Int(pango_layout_get_line_count(layout))).map { lineHeight(layout, $0) })
        }
        pages = Self.pages(lineHeights: heights, blocks: blocks, pageHeight: gtk_print_context_get_height(context)).map { page in
            page.map { Placement(block: $0.block, lines: $0.lines, y: $0.y) }
        }
        gtk_print_operation_set_n_pages(cast(), Int32(max(1, pages.count)))
    }

    /// Breaks blocks of lines (their heights) into pages of `pageHeight`: a block may break
    /// between lines; a heading (`keepsWithNext`) moves to the next page unless the headings
    /// after it and two lines of the text they head fit below it. Returns, per page, the line
    /// ranges of each block on it and where they start.
    public nonisolated static func pages(lineHeights: [[Double]], blocks: [PrintBlock], pageHeight: Double) -> [[(block: Int, lines: Range<Int>, y: Double)]] {
        var pages: [[(block: Int, lines: Range<Int>, y: Double)]] = [[]]
        var y = 0.0
        for (index, heights) in lineHeights.enumerated() {
            if y > 0 { y += blocks[index].spaceBefore }
            if blocks[index].keepsWithNext, y > 0 {
                // This heading, the headings right after it, and two lines of what follows.
                var needed = 0.0
                var next = index
                while next < lineHeights.count {
                    if next > index { needed += blocks[next].spaceBefore }
                    if blocks[next].keepsWithNext {
                        needed += lineHeights[next].reduce(0, +)
                        next += 1
                    } else {
                        needed += lineHeights[next].prefix(2).reduce(0, +)
                        break
                    }
                }
                if y + min(needed, pageHeight) > pageHeight {
                    pages.append([])
                    y = 0
                }
            }
            var first = 0
            var top = y
            for line in heights.indices {
                if y + heights[line] > pageHeight, y > 0 {
                    if line > first { pages[pages.count - 1].append((index, first..<line, top)) }
                    pages.append([])
                    y = 0
                    first = line
                    top = 0
                }
                y += heights[line]
            }
            if first < heights.count { pages[pages.count - 1].append((index, first..<heights.count, top)) }
        }
        return pages
    }

    private func lineHeight(_ layout: OpaquePointer, _ index: Int) -> Double {
        var logical = PangoRectangle()
        pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, Int32(index)), nil, &logical)
        return Double(logical.height) / Double(PANGO_SCALE)
    }

    private func draw(page: Int, in context: OpaquePointer) {
        guard page < pages.count, let cr = gtk_print_context_get_cairo_context(context) else { return }
        for placement in pages[page] {
            let layout = layouts[placement.block]
            var y = placement.y
            for index in placement.lines {
                let line = pango_layout_get_line_readonly(layout, Int32(index))
                var logical = PangoRectangle()
                pango_layout_line_get_extents(line, nil, &logical)
                cairo_move_to(cr, blocks[placement.block].indent + Double(logical.x) / Double(PANGO_SCALE), y - Double(logical.y) / Double(PANGO_SCALE))
                pango_cairo_show_layout_line(cr, line)
                y += Double(logical.height) / Double(PANGO_SCALE)
            }
        }
    }
}
