import CGtk

/// A `GtkPrintOperation` that prints blocks (text, tables, images, rules, in frames), broken
/// into pages line by line, under a running header and over a page label: through the print
/// dialog (preview, printers, "Print to File") or straight to a PDF file.
@MainActor
public final class PrintOperation: Object {
    private(set) var blocks: [PrintBlock]
    /// What to print for each choice of the dialog's own tab (`choices`), if it has one.
    private var blocksForChoice: ((Int) -> [PrintBlock])?
    private var choices: [String] = []
    private(set) var choiceButtons: [UnsafeMutablePointer<GtkWidget>] = []
    /// The choice made on the dialog's tab (or the first, without a dialog).
    public private(set) var choice = 0
    private var printed: PrintedPages?
    /// The font of text that does not name its own (a Pango font description, "Sans 10").
    public var font: String?
    /// Printed at the top of every page (the document's title).
    public var runningHeader: String?
    /// What the foot of page `n` (from 0) of `count` says ("Page 1 of 3").
    public var pageLabel: ((_ page: Int, _ count: Int) -> String)?

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

    /// The number of pages, once laid out (after `run` or `export`).
    public var pageCount: Int { printed?.pages.count ?? 0 }

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
        printed = PrintedPages(blocks: blocks, context: context, font: font, runningHeader: runningHeader, hasPageLabel: pageLabel != nil)
        gtk_print_operation_set_n_pages(cast(), Int32(max(1, pageCount)))
    }

    /// Breaks blocks of lines (their heights) into pages of `pageHeight`: a block may break
    /// between lines; a heading (`keepsWithNext`) moves to the next page unless the headings
    /// after it and two lines of the text they head fit below it. A frame's padding is space
    /// above the block it opens at (even at the top of a page) and below the block it closes at.
    /// Returns, per page, the line ranges of each block on it and where they start.
    public nonisolated static func pages(lineHeights: [[Double]], blocks: [PrintBlock], pageHeight: Double) -> [[(block: Int, lines: Range<Int>, y: Double)]] {
        var pages: [[(block: Int, lines: Range<Int>, y: Double)]] = [[]]
        var y = 0.0
        for (index, heights) in lineHeights.enumerated() {
            let opening = blocks[index].frames.filter { PrintedPages.opening($0, at: index, in: blocks) }.map(\.padding).reduce(0, +)
            let closing = index == 0 ? 0 : blocks[index - 1].frames.filter { PrintedPages.closing($0, at: index - 1, in: blocks) }.map(\.padding).reduce(0, +)
            if y > 0 { y += blocks[index].spaceBefore + closing }
            y += opening
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
                    y = opening
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

    private func draw(page: Int, in context: OpaquePointer) {
        printed?.draw(page: page, count: pageCount, label: pageLabel?(page, max(1, pageCount)), in: context)
    }
}
