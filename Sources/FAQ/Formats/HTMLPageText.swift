internal import CLibXML2

/// A web page's text laid out as plain text, for a page whose questions no markup marks
/// (Geeqie's "1.1 How do I…?" paragraphs styled by classes under "1. Image viewing"
/// paragraphs): the plain-text reader, with its stated confidence, reads it then. Each block
/// starts a paragraph of its own, a `<br>` a line, and preformatted text keeps its lines,
/// indented as an example. The site's frame, menus and scripts are left out.
enum HTMLPageText {
    private static let blocks: Set<String> = [
        "p", "div", "li", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table", "ul", "ol", "dl",
        "blockquote", "section", "article", "main", "center", "hr", "address", "body", "td", "th",
    ]

    /// The text of `html`'s main content, or nil when it cannot be read.
    static func text(of html: String) -> String? {
        guard let doc = HTMLText.parse(html) else { return nil }
        defer { faq_xml_free_doc(doc) }
        guard let root = faq_xml_doc_get_root_element(doc) else { return nil }
        let body = HTMLMainContent.root(in: MarkdownFormat.firstElement(named: "body", in: root) ?? root)
        var layout = Layout()
        // Iterative, so that a hostile depth costs no stack: a nil entry closes the block below it.
        var stack: [(node: xmlNodePtr, closes: Bool)] = [(body, false)]
        while let (node, closes) = stack.popLast() {
            let name = HTMLText.elementName(node)
            if closes {
                layout.endParagraph()
                continue
            }
            switch node.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                layout.add(HTMLText.textContent(node))
            case XML_ENTITY_REF_NODE:
                layout.add(HTMLText.entityText(node) ?? "")
            case XML_ELEMENT_NODE:
                if HTMLFAQFormat.isSkipped(node, name: name) || HTMLFAQFormat.isNavigation(node) || HTMLMainContent.isFrame(node) { continue }
                if name == "br" { layout.endLine(); continue }
                if name == "pre" { layout.addExample(HTMLText.textContent(node)); continue }
                if blocks.contains(name) {
                    layout.endParagraph()
                    stack.append((node, true))
                }
                stack.append(contentsOf: HTMLText.children(of: node).reversed().map { ($0, false) })
            default:
                continue
            }
        }
        layout.endParagraph()
        return layout.lines.joined(separator: "\n")
    }

    /// Lines made so far, and the one being filled.
    private struct Layout {
        var lines: [String] = []
        var line = ""

        mutating func add(_ text: String) {
            let collapsed = HTMLText.collapseWhitespace(text)
            guard !collapsed.isEmpty else {
                if !text.isEmpty, !line.isEmpty, line.last != " " { line += " " }
                return
            }
            if !line.isEmpty, line.last != " ", text.first?.isWhitespace == true { line += " " }
            line += collapsed
            if text.last?.isWhitespace == true { line += " " }
        }

        mutating func endLine() {
            let finished = line.trimmingCharacters(in: " ")
            line = ""
            guard !finished.isEmpty else { return }
            lines.append(finished)
        }

        mutating func endParagraph() {
            endLine()
            if let last = lines.last, !last.isEmpty { lines.append("") }
        }

        mutating func addExample(_ text: String) {
            endParagraph()
            for example in text.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append(example.allSatisfy(\.isWhitespace) ? "" : "    " + example)
            }
            endParagraph()
        }
    }
}
