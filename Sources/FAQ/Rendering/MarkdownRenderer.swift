import CCmark

/// Renders an answer's Markdown to Pango markup for one `GtkLabel`, walking cmark's tree:
/// paragraphs, emphasis, code, lists, headings and links become markup; all text is escaped,
/// links open only for http, https and mailto, and raw HTML shows only its text. Tables show a
/// line per row, task items a check mark. (Answers in the window are drawn as blocks:
/// `AnswerBlocks`; this flat form is for single labels such as descriptions and tests.)
public enum MarkdownRenderer {
    /// `highlighting`: a search query whose words are marked in the text.
    public static func pangoMarkup(fromMarkdown markdown: String, highlighting query: String = "") -> String {
        guard let document = parseCommonMark(MarkdownExtensions.normalize(markdown)) else {
            return PangoMarkup.escape(markdown)
        }
        defer { cmark_node_free(document) }
        var renderer = Renderer(query: query)
        renderer.render(document)
        return renderer.result
    }

    private struct Renderer {
        let query: String
        var out = ""
        /// What separates the next block from the previous one ("" right after a list bullet).
        var separator = ""
        var openLinks: [Bool] = []
        var revealedTargets: [String?] = []
        var listCounters: [Int] = []

        var result: String {
            var text = out
            while text.last == "\n" { text.removeLast() }
            return text
        }

        mutating func render(_ document: OpaquePointer) {
            guard let iterator = cmark_iter_new(document) else { return }
            defer { cmark_iter_free(iterator) }
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                guard let node = cmark_iter_get_node(iterator) else { continue }
                visit(node, entering: event == CMARK_EVENT_ENTER)
            }
        }

        private func literal(_ node: OpaquePointer) -> String {
            cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        }

        /// Starts a block; inside a list item, a block after the first lines up under its text.
        /// Escaped text, with the search's words highlighted.
        private func text(_ literal: String) -> String {
            query.isEmpty ? PangoMarkup.escape(literal) : SearchHighlighter.markup(literal, query: query)
        }

        private mutating func startBlock() {
            let continuesItem = !separator.isEmpty && !listCounters.isEmpty
            out += separator
            separator = ""
            if continuesItem { out += indentation }
        }

        private var indentation: String { String(repeating: "    ", count: listCounters.count) }

        /// Blocks in a tight list item follow each other line by line; elsewhere a blank line.
        private func separatorAfter(_ node: OpaquePointer) -> String {
            guard let parent = cmark_node_parent(node), cmark_node_get_type(parent) == CMARK_NODE_ITEM,
                  let list = cmark_node_parent(parent) else { return "\n\n" }
            return cmark_node_get_list_tight(list) != 0 ? "\n" : "\n\n"
        }

        private mutating func visit(_ node: OpaquePointer, entering: Bool) {
            switch cmark_node_get_type(node) {
            case CMARK_NODE_PARAGRAPH:
                if entering { startBlock() } else { separator = separatorAfter(node) }
            case CMARK_NODE_HEADING:
                if entering {
                    startBlock()
                    let size = cmark_node_get_heading_level(node) <= 2 ? "large" : "medium"
                    out += "<span weight=\"bold\" size=\"\(size)\">"
                } else {
                    out += "</span>"
                    separator = separatorAfter(node)
                }
            case CMARK_NODE_CODE_BLOCK:
                startBlock()
                var code = literal(node)
                if code.hasSuffix("\n") { code.removeLast() }
                if !listCounters.isEmpty { code = code.replacingAll("\n", with: "\n" + indentation) }
                out += "<tt>" + PangoMarkup.escape(code) + "</tt>"
                separator = separatorAfter(node)
            case CMARK_NODE_HTML_BLOCK:
                let text = HTMLText.plainText(of: literal(node))
                guard !text.isEmpty else { return }
                startBlock()
                out += PangoMarkup.escape(text)
                separator = separatorAfter(node)
            case CMARK_NODE_THEMATIC_BREAK:
                startBlock()
                out += "――――――――"
                separator = separatorAfter(node)
            case CMARK_NODE_BLOCK_QUOTE:
                if entering {
                    startBlock()
                    out += "<i>"
                } else {
                    out += "</i>"
                    separator = separatorAfter(node)
                }
            case CMARK_NODE_LIST:
                if entering {
                    listCounters.append(cmark_node_get_list_type(node) == CMARK_ORDERED_LIST ? Int(cmark_node_get_list_start(node)) : -1)
                } else {
                    listCounters.removeLast()
                    separator = separatorAfter(node)
                }
            case CMARK_NODE_ITEM:
                guard entering else { return }
                out += separator
                separator = ""
                out += String(repeating: "    ", count: max(0, listCounters.count - 1))
                if let counter = listCounters.last, counter >= 0 {
                    out += "\(counter). "
                    listCounters[listCounters.count - 1] += 1
                } else {
                    out += "• "
                }
                if let checked = taskState(ofItem: node) { out += checked ? "☑ " : "☐ " }
                separator = ""
            case CMARK_NODE_TEXT:
                out += text(literal(node))
            case CMARK_NODE_SOFTBREAK:
                out += " "
            case CMARK_NODE_LINEBREAK:
                out += "\n"
            case CMARK_NODE_CODE:
                out += "<tt>" + text(literal(node)) + "</tt>"
            case CMARK_NODE_HTML_INLINE:
                // Tags are dropped (their text is in sibling nodes); a line break stays one.
                let tag = literal(node).lowercased().filter { !$0.isWhitespace }
                if tag == "<br>" || tag == "<br/>" { out += "\n" }
            case CMARK_NODE_EMPH:
                out += entering ? "<i>" : "</i>"
            case CMARK_NODE_STRONG:
                out += entering ? "<b>" : "</b>"
            case CMARK_NODE_LINK:
                if entering {
                    let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
                    let target = LinkTarget.openable(url)
                    if let target { out += "<a href=\"\(PangoMarkup.escape(target))\">" }
                    openLinks.append(target != nil)
                    revealedTargets.append(LinkTarget.revealed(url))
                } else {
                    if openLinks.popLast() == true { out += "</a>" }
                    if let revealed = revealedTargets.popLast() ?? nil { out += " <tt>[" + PangoMarkup.escape(revealed) + "]</tt>" }
                }
            case GFMNodeType.strikethrough:
                out += entering ? "<span strikethrough=\"true\">" : "</span>"
            case GFMNodeType.table:
                if entering { startBlock() } else { separator = separatorAfter(node) }
            case GFMNodeType.tableRow:
                if entering, cmark_node_previous(node) != nil { out += "\n" }
            case GFMNodeType.tableCell:
                if entering, cmark_node_previous(node) != nil { out += " │ " }
            default:
                break  // document, image (its alt text is in its children), custom nodes
            }
        }
    }
}
