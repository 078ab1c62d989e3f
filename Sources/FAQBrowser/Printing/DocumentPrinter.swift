import FAQ
import Gtk
import Outline

/// A FAQ laid out for paper: the title, then each section's title and description, and each
/// question with its answer drawn from the same blocks as the screen (`AnswerPrinter`); the
/// whole FAQ, or only the sections open on screen. Pages carry the title and their number.
@MainActor
enum DocumentPrinter {
    /// Which sections go to paper.
    enum Scope { case everything, openSections }

    /// The font of the printed text.
    static let font = "Sans \(Int(AnswerPrinter.bodySize))"

    /// A print job for `faq` whose dialog offers the whole FAQ or its open sections (`scope`
    /// first), with Print to File proposing the FAQ's title in the documents folder.
    static func operation(for faq: FAQOutline, scope: Scope, baseDirectory: String?) -> PrintOperation {
        let operation = PrintOperation(
            jobName: faq.document.title, tabLabel: tr("FAQ"),
            choices: [tr("The _whole FAQ"), tr("Only the _open sections")], initialChoice: scope == .everything ? 0 : 1
        ) { [weak faq] choice in
            guard let faq else { return [] }
            return blocks(of: faq, scope: choice == 0 ? .everything : .openSections, baseDirectory: baseDirectory)
        }
        operation.font = font
        operation.runningHeader = faq.document.title
        operation.pageLabel = { page, count in tr("Page {1} of {2}", String(page + 1), String(count)) }
        operation.proposeFile(named: FilePaths.fileName(for: faq.document.title, otherwise: tr("FAQ")), in: Environment.userDocumentsDirectory)
        return operation
    }

    static func blocks(of faq: FAQOutline, scope: Scope, baseDirectory: String? = nil) -> [PrintBlock] {
        let outline = faq.outline
        var printer = AnswerPrinter(baseDirectory: baseDirectory)
        printer.add(markup: heading(faq.document.title, size: 18), at: .init(indent: 0, spaceBefore: 0), keepsWithNext: true)
        if let description = faq.document.description, !description.isEmpty {
            printer.add(AnswerBlocks.parse(description), at: .init(indent: 0, spaceBefore: 6))
        }
        // Pre-order walk; a section left out leaves out everything inside it.
        var stack = outline.children(of: nil).reversed().map { $0 }
        while let node = stack.popLast() {
            let level = outline.level(of: node)
            let indent = Double(min(level, 6)) * 14
            if faq.isSection(node) {
                if scope == .openSections, !(outline.isExpanded(node) && outline.isVisible(node)) { continue }
                printer.add(markup: heading(outline.title(of: node), size: level == 0 ? 14 : 12.5),
                            at: .init(indent: indent, spaceBefore: 16), keepsWithNext: true)
                if let description = faq.sectionDescription(of: node), !description.isEmpty {
                    printer.add(AnswerBlocks.parse(description), at: .init(indent: indent, spaceBefore: 4))
                }
                stack.append(contentsOf: outline.children(of: node).reversed())
            } else {
                printer.add(markup: heading(outline.title(of: node), size: AnswerPrinter.questionSize),
                            at: .init(indent: indent, spaceBefore: 12), keepsWithNext: true)
                printer.add(AnswerBlocks.parse(faq.answer(of: node) ?? ""), at: .init(indent: indent + 12, spaceBefore: 4))
            }
        }
        return printer.blocks
    }

    /// A title in bold at `size` points.
    private static func heading(_ title: String, size: Double) -> String {
        "<span weight=\"bold\" size=\"\(AnswerPrinter.points(size))\">\(PangoMarkup.escape(title))</span>"
    }
}
