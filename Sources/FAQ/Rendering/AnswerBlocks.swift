import CCmark

/// Turns an answer's Markdown (GitHub-flavoured, other tools' extensions rewritten first) into
/// blocks a view draws one by one. Raw HTML shows only its text, except `<details>` and
/// `<summary>`, which group the blocks between them.
public enum AnswerBlocks {
    /// Containers (quotes, lists, details) nested deeper than this show their plain text: the
    /// widgets drawing them nest too, and GTK lays out deep trees slowly.
    public static let maximumDepth = 12

    public static func parse(_ markdown: String) -> [AnswerBlock] {
        let source = MarkdownExtensions.normalize(markdown)
        guard let document = parseCommonMark(source) else { return [.paragraph(InlineText(markdown))] }
        defer { cmark_node_free(document) }
        return blocks(inside: document, depth: 0)
    }

    /// The blocks of a container's children, `<details>` groups resolved.
    static func blocks(inside node: OpaquePointer, depth: Int) -> [AnswerBlock] {
        var grouper = DetailsGrouper(allowsNesting: depth < maximumDepth)
        var child = cmark_node_first_child(node)
        while let current = child {
            child = cmark_node_next(current)
            if cmark_node_get_type(current) == CMARK_NODE_HTML_BLOCK {
                grouper.addHTML(literal(of: current))
            } else {
                grouper.add(blocks(of: current, depth: depth + grouper.openCount))
            }
        }
        return grouper.finish()
    }

    private static func blocks(of node: OpaquePointer, depth: Int) -> [AnswerBlock] {
        let type = cmark_node_get_type(node)
        switch type {
        case CMARK_NODE_PARAGRAPH:
            return paragraphBlocks(node)
        case CMARK_NODE_HEADING:
            var collector = InlineCollector()
            collector.addChildren(of: node)
            return [.heading(level: Int(cmark_node_get_heading_level(node)), text: collector.text.trimmed())]
        case CMARK_NODE_CODE_BLOCK:
            var code = literal(of: node)
            if code.hasSuffix("\n") { code.removeLast() }
            let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
            let language = info.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" }).first.map(String.init)
            return [.code(text: code, language: language)]
        case CMARK_NODE_THEMATIC_BREAK:
            return [.rule]
        case CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST:
            guard depth < maximumDepth else { return [.paragraph(InlineText(plainText(of: node)))] }
            return type == CMARK_NODE_LIST ? [.list(list(node, depth: depth))] : [quote(node, depth: depth)]
        case GFMNodeType.table:
            return [.table(table(node))]
        default:
            // Footnote definitions and other extension blocks: their content.
            return blocks(inside: node, depth: depth + 1)
        }
    }

    /// A paragraph; an image standing in it (not inside a link) becomes a block of its own.
    private static func paragraphBlocks(_ node: OpaquePointer) -> [AnswerBlock] {
        var result: [AnswerBlock] = []
        var collector = InlineCollector()
        func flush() {
            let text = collector.text.trimmed()
            if !text.isEmpty { result.append(.paragraph(text)) }
            collector = InlineCollector()
        }
        var child = cmark_node_first_child(node)
        while let current = child {
            child = cmark_node_next(current)
            if cmark_node_get_type(current) == CMARK_NODE_IMAGE {
                flush()
                let source = cmark_node_get_url(current).map { String(cString: $0) } ?? ""
                result.append(.image(source: source, alt: plainText(of: current)))
            } else {
                collector.add(current)
            }
        }
        flush()
        return result
    }

    private static func quote(_ node: OpaquePointer, depth: Int) -> AnswerBlock {
        var inner = blocks(inside: node, depth: depth + 1)
        if case .paragraph(let first)? = inner.first, let alert = alertMarker(first.plainText) {
            inner.removeFirst()
            return .quote(title: alert.title, tone: alert.tone, blocks: inner)
        }
        return .quote(title: nil, tone: .plain, blocks: inner)
    }

    /// `[!NOTE]`, `[!WARNING] Title`, Obsidian's `[!tip]-`: the tone and title of an alert.
    static func alertMarker(_ text: String) -> (tone: QuoteTone, title: String)? {
        guard text.hasPrefix("[!"), let close = text.firstIndex(of: "]") else { return nil }
        let kind = text[text.index(text.startIndex, offsetBy: 2)..<close].lowercased()
        guard !kind.isEmpty, kind.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "_" }) else { return nil }
        let rest = text[text.index(after: close)...].drop { $0 == "-" || $0 == "+" }
        guard rest.isEmpty || rest.first == " " || rest.first == "\n" else { return nil }
        let tones: [String: QuoteTone] = [
            "note": .note, "info": .note, "abstract": .note, "summary": .note, "todo": .note,
            "tip": .tip, "hint": .tip, "success": .tip, "check": .tip, "done": .tip,
            "important": .important, "question": .important, "faq": .important, "help": .important,
            "warning": .warning, "attention": .warning, "caution": .caution, "danger": .caution,
            "error": .caution, "failure": .caution, "bug": .caution,
        ]
        let named = rest.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        return (tones[kind] ?? .plain, named.isEmpty ? kind.prefix(1).uppercased() + kind.dropFirst() : named)
    }

    private static func list(_ node: OpaquePointer, depth: Int) -> AnswerList {
        var items: [AnswerList.Item] = []
        var child = cmark_node_first_child(node)
        while let item = child {
            child = cmark_node_next(item)
            items.append(AnswerList.Item(isChecked: taskState(ofItem: item), blocks: blocks(inside: item, depth: depth + 1)))
        }
        return AnswerList(isOrdered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                          start: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST ? Int(cmark_node_get_list_start(node)) : 1,
                          isTight: cmark_node_get_list_tight(node) != 0, items: items)
    }

    private static func table(_ node: OpaquePointer) -> AnswerTable {
        let allColumns = Int(cmark_gfm_extensions_get_table_columns(node))
        let columns = min(allColumns, AnswerTable.maximumColumns)
        var alignments: [AnswerTable.Alignment] = []
        if let raw = cmark_gfm_extensions_get_table_alignments(node) {
            for i in 0..<columns {
                switch raw[i] {
                case UInt8(ascii: "l"): alignments.append(.left)
                case UInt8(ascii: "c"): alignments.append(.center)
                case UInt8(ascii: "r"): alignments.append(.right)
                default: alignments.append(.none)
                }
            }
        } else {
            alignments = Array(repeating: .none, count: columns)
        }
        var header: [InlineText] = []
        var rows: [[InlineText]] = []
        var row = cmark_node_first_child(node)
        while let current = row {
            row = cmark_node_next(current)
            var cells: [InlineText] = []
            var cell = cmark_node_first_child(current)
            while let currentCell = cell, cells.count < columns {
                cell = cmark_node_next(currentCell)
                var collector = InlineCollector()
                collector.addChildren(of: currentCell)
                cells.append(collector.text.trimmed())
            }
            while cells.count < columns { cells.append(InlineText()) }
            if cmark_gfm_extensions_get_table_row_is_header(current) != 0, header.isEmpty {
                header = cells
            } else {
                rows.append(cells)
            }
        }
        let shownRows = max(1, AnswerTable.maximumCells / max(columns, 1) - 1)
        return AnswerTable(alignments: alignments, header: header, rows: Array(rows.prefix(shownRows)), columnsLeftOut: allColumns - columns,
                           rowsLeftOut: max(0, rows.count - shownRows))
    }

    static func literal(of node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    /// The text below a node, white space collapsed (walked without recursion).
    static func plainText(of node: OpaquePointer) -> String {
        guard let iterator = cmark_iter_new(node) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard let current = cmark_iter_get_node(iterator), cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER else { continue }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK:
                text += literal(of: current)
            case CMARK_NODE_HTML_BLOCK:
                text += " " + HTMLText.plainText(of: literal(of: current)) + " "
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_ITEM:
                text += " "
            default:
                break
            }
        }
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}

/// Collects inline nodes (text, emphasis, code spans, links, strikethrough) into `InlineText`.
struct InlineCollector {
    private(set) var text = InlineText()
    private var bold = 0, italic = 0, strike = 0
    private var links: [String?] = []
    /// For each open link, its target with bidirectional controls made visible, if it has any.
    private var revealedTargets: [String?] = []

    mutating func addChildren(of node: OpaquePointer) {
        var child = cmark_node_first_child(node)
        while let current = child {
            child = cmark_node_next(current)
            add(current)
        }
    }

    /// Adds a node and everything below it.
    mutating func add(_ node: OpaquePointer) {
        guard let iterator = cmark_iter_new(node) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let current = cmark_iter_get_node(iterator) else { continue }
            visit(current, entering: event == CMARK_EVENT_ENTER)
        }
    }

    private var style: InlineText.Style {
        var style: InlineText.Style = []
        if bold > 0 { style.insert(.bold) }
        if italic > 0 { style.insert(.italic) }
        if strike > 0 { style.insert(.strikethrough) }
        return style
    }

    private var link: String? { links.last { $0 != nil } ?? nil }

    private mutating func visit(_ node: OpaquePointer, entering: Bool) {
        let type = cmark_node_get_type(node)
        switch type {
        case CMARK_NODE_TEXT:
            text.append(AnswerBlocks.literal(of: node), style: style, link: link)
        case CMARK_NODE_SOFTBREAK:
            // Between two Chinese or Japanese characters a line break is no space.
            let before = cmark_node_previous(node).map { AnswerBlocks.literal(of: $0) } ?? ""
            let after = cmark_node_next(node).map { AnswerBlocks.literal(of: $0) } ?? ""
            if !UnspacedScripts.joinsWithoutSpace(Substring(before), Substring(after)) { text.append(" ", style: style, link: link) }
        case CMARK_NODE_LINEBREAK:
            text.append("\n", style: style, link: link)
        case CMARK_NODE_CODE:
            text.append(AnswerBlocks.literal(of: node), style: style.union(.code), link: link)
        case CMARK_NODE_HTML_INLINE:
            // Tags are dropped (their text is in sibling nodes); a line break stays one.
            let tag = AnswerBlocks.literal(of: node).lowercased().filter { !$0.isWhitespace }
            if tag == "<br>" || tag == "<br/>" { text.append("\n", style: style, link: link) }
        case CMARK_NODE_EMPH:
            italic += entering ? 1 : -1
        case CMARK_NODE_STRONG:
            bold += entering ? 1 : -1
        case GFMNodeType.strikethrough:
            strike += entering ? 1 : -1
        case CMARK_NODE_LINK:
            if entering {
                let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
                links.append(LinkTarget.openable(url))
                revealedTargets.append(LinkTarget.revealed(url))
            } else {
                _ = links.popLast()
                if let revealed = revealedTargets.popLast() ?? nil { text.append(" [" + revealed + "]", style: style.union(.code), link: link) }
            }
        default:
            break  // images (their alt text is in their children), footnote references
        }
    }
}
