import CCmark
import CLibXML2

/// Imports Markdown FAQ files, read with cmark so that headings inside code or lists never
/// count. A `#` title (the one heading above all others), `##` sections and `###` questions;
/// with one heading level under the title, those headings are the questions. HTML headings
/// (`<h3 name="id">…</h3>`) count as headings, `<details><summary>` blocks are questions, and
/// front matter is skipped. A section's text before its first question is its description.
enum MarkdownFormat {
    static func decode(_ text: String, file: String) throws(DocumentError) -> (FAQDocument, [DocumentProblem]) {
        // Lines as CommonMark counts them (\r\n, \r and \n all end one), so cmark's line numbers index them.
        let normalized = text.replacingAll("\r\n", with: "\n").replacingAll("\r", with: "\n")
        let lines = blankingFrontMatter(normalized.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        guard let root = parseCommonMark(lines.joined(separator: "\n")) else {
            throw DocumentError([DocumentProblem(file: file, message: "the Markdown could not be read")])
        }
        defer { cmark_node_free(root) }
        let blocks = topLevelBlocks(root)
        var headings = blocks.compactMap { block -> Heading? in
            if case .heading(let heading) = block.kind { return heading }
            return nil
        }

        // The title: a first heading above every other one.
        var title = defaultTitle(file)
        var titleLine = 0
        if let first = headings.first, headings.dropFirst().allSatisfy({ $0.level > first.level }) {
            title = first.text
            titleLine = first.startLine
            headings.removeFirst()
        }
        let levels = Array(Set(headings.map(\.level))).sorted()
        let sectionLevel = levels.count >= 2 ? levels[0] : nil
        let questionLevel = levels.count >= 2 ? levels[1] : levels.first

        var builder = ImportBuilder(file: file, title: title)
        /// Lines of text that follow a heading, up to the next block that starts something.
        func body(after endLine: Int, before startLine: Int) -> String {
            let from = max(0, endLine), to = min(lines.count, startLine - 1)
            guard from < to else { return "" }
            return lines[from..<to].joined(separator: "\n").trimmingBlankLines()
        }
        // Every block that starts a section, a question or a <details> question.
        let starts = blocks.enumerated().filter { _, block in
            switch block.kind {
            case .heading(let h): return h.startLine != titleLine && (h.level == sectionLevel || h.level <= (questionLevel ?? 0))
            case .details: return true
            case .other: return false
            }
        }
        // The first paragraph between the title and the first heading describes the document.
        let introEnd = starts.first?.element.startLine ?? lines.count + 1
        if let paragraph = blocks.first(where: { $0.startLine > titleLine && $0.startLine < introEnd && $0.isParagraph }) {
            builder.description = plainText(paragraph.node)
        }
        for (n, (_, block)) in starts.enumerated() {
            let nextStart = n + 1 < starts.count ? starts[n + 1].element.startLine : lines.count + 1
            let position = SourcePosition(line: block.startLine, column: 1)
            switch block.kind {
            case .heading(let h) where h.level == sectionLevel:
                let description = body(after: h.endLine, before: nextStart)
                builder.addSection(title: h.text, id: h.anchor, description: description.isEmpty ? nil : description)
            case .heading(let h):
                builder.addQuestion(h.text, answer: body(after: h.endLine, before: nextStart), id: h.anchor, position: position)
            case .details(let summary, let inlineAnswer, let closingLine):
                let answer = inlineAnswer ?? body(after: block.endLine, before: min(closingLine, nextStart))
                builder.addQuestion(summary, answer: answer, position: position)
            case .other:
                break
            }
        }
        guard builder.hasQuestions else {
            throw DocumentError([DocumentProblem(
                file: file,
                message: "no questions found: expected “##” or “###” headings (or <details> blocks) under the title")])
        }
        return (builder.build(), builder.warnings)
    }

    // MARK: Blocks

    struct Heading {
        var level: Int
        var text: String
        var anchor: String?
        var startLine: Int
        var endLine: Int
    }

    struct Block {
        enum Kind {
            case heading(Heading)
            /// A `<details>` question: its summary, its answer when the block holds it all,
            /// else the line where `</details>` closes it.
            case details(summary: String, inlineAnswer: String?, closingLine: Int)
            case other
        }
        var kind: Kind
        var node: OpaquePointer
        var startLine: Int
        var endLine: Int
        var isParagraph: Bool { cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH }
    }

    static func topLevelBlocks(_ root: OpaquePointer) -> [Block] {
        var blocks: [Block] = []
        var child = cmark_node_first_child(root)
        var insideDetails = false
        while let node = child {
            child = cmark_node_next(node)
            let start = Int(cmark_node_get_start_line(node))
            let end = Int(cmark_node_get_end_line(node))
            var kind = Block.Kind.other
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING where !insideDetails:
                kind = .heading(Heading(level: Int(cmark_node_get_heading_level(node)), text: plainText(node),
                                        anchor: nil, startLine: start, endLine: end))
            case CMARK_NODE_HTML_BLOCK:
                let html = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
                if insideDetails {
                    if html.contains("</details>") { insideDetails = false }
                } else if let heading = htmlHeading(html, startLine: start, endLine: end) {
                    kind = .heading(heading)
                } else if let details = detailsQuestion(html) {
                    if details.answer == nil {
                        insideDetails = true
                        kind = .details(summary: details.summary, inlineAnswer: nil, closingLine: closingLine(after: node))
                    } else {
                        kind = .details(summary: details.summary, inlineAnswer: details.answer, closingLine: end)
                    }
                }
            default:
                break
            }
            blocks.append(Block(kind: kind, node: node, startLine: start, endLine: end))
        }
        return blocks
    }

    /// The first line of the HTML block that closes a `<details>` opened by `node`.
    static func closingLine(after node: OpaquePointer) -> Int {
        var next = cmark_node_next(node)
        while let candidate = next {
            if cmark_node_get_type(candidate) == CMARK_NODE_HTML_BLOCK,
               let literal = cmark_node_get_literal(candidate), String(cString: literal).contains("</details>") {
                return Int(cmark_node_get_start_line(candidate))
            }
            next = cmark_node_next(candidate)
        }
        return Int.max
    }

    /// An HTML block that is one `<h1>`…`<h6>` element.
    static func htmlHeading(_ html: String, startLine: Int, endLine: Int) -> Heading? {
        let trimmed = html.drop { $0.isWhitespace }.lowercased()
        guard trimmed.hasPrefix("<h"), let digit = trimmed.dropFirst(2).first, let level = digit.wholeNumberValue,
              (1...6).contains(level) else { return nil }
        guard let doc = HTMLText.parse(html) else { return nil }
        defer { xmlFreeDoc(doc) }
        guard let element = firstElement(named: "h\(level)", in: xmlDocGetRootElement(doc)) else { return nil }
        let text = HTMLText.collapseWhitespace(HTMLText.textContent(element))
        guard !text.isEmpty else { return nil }
        let anchor = HTMLText.attribute(element, "id") ?? HTMLText.attribute(element, "name")
        return Heading(level: level, text: text, anchor: anchor, startLine: startLine, endLine: endLine)
    }

    /// A `<details>` block's summary, and its answer when the block also closes it.
    static func detailsQuestion(_ html: String) -> (summary: String, answer: String?)? {
        guard html.drop(while: { $0.isWhitespace }).lowercased().hasPrefix("<details"),
              let doc = HTMLText.parse(html) else { return nil }
        defer { xmlFreeDoc(doc) }
        guard let details = firstElement(named: "details", in: xmlDocGetRootElement(doc)),
              let summary = firstElement(named: "summary", in: details) else { return nil }
        let question = HTMLText.collapseWhitespace(HTMLText.textContent(summary))
        guard !question.isEmpty else { return nil }
        guard html.lowercased().contains("</details>") else { return (question, nil) }
        var answer = ""
        var child = details.pointee.children
        while let node = child {
            if node != summary { answer += HTMLText.textContent(node) }
            child = node.pointee.next
        }
        return (question, answer.trimmingBlankLines())
    }

    static func firstElement(named name: String, in root: xmlNodePtr?) -> xmlNodePtr? {
        var stack: [xmlNodePtr] = root.map { [$0] } ?? []
        while let node = stack.popLast() {
            if node.pointee.type == XML_ELEMENT_NODE, HTMLText.elementName(node) == name { return node }
            var child = node.pointee.last
            while let c = child {
                stack.append(c)
                child = c.pointee.prev
            }
        }
        return nil
    }

    /// A block's text without formatting (code spans keep their text).
    static func plainText(_ node: OpaquePointer) -> String {
        guard let iterator = cmark_iter_new(node) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard let current = cmark_iter_get_node(iterator), cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER else { continue }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                text += cmark_node_get_literal(current).map { String(cString: $0) } ?? ""
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text += " "
            default:
                break
            }
        }
        return HTMLText.collapseWhitespace(text)
    }

    /// YAML front matter (`---` … `---` at the very top) becomes blank lines, keeping line numbers.
    static func blankingFrontMatter(_ lines: [String]) -> [String] {
        guard lines.first?.trimmingCharacters(in: " \t\r") == "---" else { return lines }
        for i in 1..<min(lines.count, 200) {
            let line = lines[i].trimmingCharacters(in: " \t\r")
            if line == "---" || line == "..." {
                var result = lines
                for j in 0...i { result[j] = "" }
                return result
            }
        }
        return lines
    }

    static func defaultTitle(_ file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return name.split(separator: ".").first.map(String.init) ?? name
    }
}

extension String {
    /// Without blank lines at the start and end (inner ones stay).
    func trimmingBlankLines() -> String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let c = s.first, set.contains(c) { s.removeFirst() }
        while let c = s.last, set.contains(c) { s.removeLast() }
        return String(s)
    }
}
