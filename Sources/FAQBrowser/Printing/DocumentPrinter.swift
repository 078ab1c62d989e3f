import FAQ
import Gtk
import Outline

/// A FAQ laid out for paper: the title, then each section's title and description, and each
/// question with its answer in its formatting; the whole FAQ, or only the sections open on
/// screen. Links print as their text.
@MainActor
enum DocumentPrinter {
    /// Which sections go to paper.
    enum Scope { case everything, openSections }

    static func blocks(of faq: FAQOutline, scope: Scope) -> [PrintBlock] {
        let outline = faq.outline
        var blocks = [PrintBlock(markup: "<span weight=\"bold\" size=\"x-large\">\(PangoMarkup.escape(faq.document.title))</span>", keepsWithNext: true)]
        if let description = faq.document.description, !description.isEmpty {
            blocks.append(PrintBlock(markup: printable(MarkdownRenderer.pangoMarkup(fromMarkdown: description)), spaceBefore: 6))
        }
        // Pre-order walk; a section left out leaves out everything inside it.
        var stack = outline.children(of: nil).reversed().map { $0 }
        while let node = stack.popLast() {
            let level = outline.level(of: node)
            let indent = Double(min(level, 6)) * 14
            if faq.isSection(node) {
                if scope == .openSections, !(outline.isExpanded(node) && outline.isVisible(node)) { continue }
                let size = level == 0 ? "large" : "medium"
                blocks.append(PrintBlock(markup: "<span weight=\"bold\" size=\"\(size)\">\(PangoMarkup.escape(outline.title(of: node)))</span>",
                                         indent: indent, spaceBefore: 14, keepsWithNext: true))
                if let description = faq.sectionDescription(of: node), !description.isEmpty {
                    blocks.append(PrintBlock(markup: printable(MarkdownRenderer.pangoMarkup(fromMarkdown: description)), indent: indent, spaceBefore: 4))
                }
                stack.append(contentsOf: outline.children(of: node).reversed())
            } else {
                blocks.append(PrintBlock(markup: "<b>\(PangoMarkup.escape(outline.title(of: node)))</b>", indent: indent, spaceBefore: 8, keepsWithNext: true))
                blocks.append(PrintBlock(markup: printable(MarkdownRenderer.pangoMarkup(fromMarkdown: faq.answer(of: node) ?? "")), indent: indent + 12, spaceBefore: 2))
            }
        }
        return blocks
    }

    /// Label markup for paper: `<a>` is a GtkLabel extension that Pango's own parser refuses.
    static func printable(_ markup: String) -> String {
        var out = markup.replacing("</a>", with: "")
        while let start = out.firstRange(of: "<a href=\""), let end = out[start.upperBound...].firstRange(of: "\">") {
            out.removeSubrange(start.lowerBound..<end.upperBound)
        }
        return out
    }
}
