import CCmark
internal import CLibXML2

/// Imports Markdown (and MDX) FAQ files, read with cmark so that headings inside code or lists
/// never count. The headings form a tree (`HeadingTree`) and `StructureRule` decides which are
/// sections and which are questions; a first heading above all others is the document's title
/// (front matter's `title:` names it too). HTML headings (`<h3 name="id">…</h3>`) count as
/// headings; `<details>` blocks, bold-line questions and question bullets found in a heading's
/// text are that heading's questions when there are several of one kind (`MarkdownQuestionPatterns`),
/// and so are MDX components with a question in an attribute (`MDXComponents`).
enum MarkdownFormat {
    /// The soname of cmark-gfm's extensions library opened: the one whose headers the program
    /// was built with (Sources/CCmark/loader.c).
    static let libraryName = "libcmark-gfm-extensions.so.\(CMARK_GFM_VERSION_STRING)"

    /// Whether cmark-gfm could be opened (the first call opens it, and says on stderr if it cannot).
    static var isAvailable: Bool { faq_cmark_available() != 0 }

    static func decode(_ text: String, file: String) throws(DocumentError) -> (FAQDocument, [DocumentProblem]) {
        // Lines as CommonMark counts them (\r\n, \r and \n all end one), so cmark's line numbers index them.
        let normalized = text.replacingAll("\r\n", with: "\n").replacingAll("\r", with: "\n")
        var lines = normalized.newlineSeparatedLines().map(String.init)
        let frontMatterTitle = FrontMatter.title(lines)
        let isMDX = file.lowercased().hasSuffix(".mdx") || file.lowercased().hasSuffix(".mdx.gz")
        let admonitions = MkDocsAdmonitions.entries(FrontMatter.blanking(lines))
        lines = admonitions.lines
        // MDX's own syntax first: its comments and layout tags show nothing, and it has no indented code.
        if isMDX { lines = MDXIndentation.outdenting(MDXLayoutTags.blanking(MDXComments.blanking(lines))) }
        lines = MarkdownBoldLineRepair.repaired(MarkdownContainers.unwrapping(MDXComponents.blankingModuleLines(HugoShortcodes.translating(lines),
                                                                                                               isMDX: isMDX)))
        lines = MarkdownHeadingSpaceRepair.repaired(MarkdownDetailsBoundaries.separating(lines))
        guard isAvailable else {
            throw DocumentError([DocumentProblem(file: file, message: TranslatableText("cmark-gfm ({1}), which reads Markdown, could not be opened", libraryName))])
        }
        guard let root = parse(lines.joined(separator: "\n")) else {
            throw DocumentError([DocumentProblem(file: file, message: TranslatableText("the Markdown could not be read"))])
        }
        defer { cmark_node_free(root) }
        var source = MarkdownSource(lines: lines)
        let components = MDXComponents.components(lines, from: 1, to: lines.count)
        source.componentsAsk = MDXComponents.mostlyAsk(components)
        let blocks = topLevelBlocks(root)
        // Headings inside components that hold the questions are their answers' own (`#### Installation Steps`).
        // (One never closed holds none: it would take every heading after it.)
        // (The items of one list given as data share its lines: each range is counted once.)
        let ranges = Set(components.filter(\.closed).map { [$0.first, $0.last] })
        let answerLines = source.componentsAsk ? Set(ranges.flatMap { min($0[0] + 1, $0[1])..<$0[1] }) : []
        var headings = blocks.indices.filter { blocks[$0].heading != nil && !answerLines.contains(blocks[$0].startLine) }

        // The title: a first heading above every other one. Under a title in front matter, which the site shows as the
        // page's heading, a `##` or deeper one above the rest is a group of the page (Hugo's "## Various Issues").
        var title = frontMatterTitle ?? defaultTitle(file)
        var titleBlock: Int?
        if let first = headings.first, let top = blocks[first].heading,
           headings.dropFirst().allSatisfy({ blocks[$0].heading!.level > top.level }),
           frontMatterTitle == nil || top.level == 1 || headings.count == 1 {
            if frontMatterTitle == nil { title = top.text }
            titleBlock = headings.removeFirst()
        }

        var tree = HeadingTree()
        // Each heading's text: the lines from it to the next heading. The root's: the lines
        // above the title (badges, a logo) and those between the title and the first heading.
        var bodies: [(node: Int, blocks: Range<Int>, from: Int, to: Int)] = []
        let firstHeadingLine = headings.first.map { blocks[$0].startLine - 1 } ?? lines.count
        if let titleBlock {
            bodies.append((0, 0..<titleBlock, 1, blocks[titleBlock].startLine - 1))
            bodies.append((0, (titleBlock + 1)..<(headings.first ?? blocks.count), blocks[titleBlock].endLine + 1, firstHeadingLine))
        } else {
            bodies.append((0, 0..<(headings.first ?? blocks.count), 1, firstHeadingLine))
        }
        for (n, b) in headings.enumerated() {
            let heading = blocks[b].heading!
            var title = heading.text, first = b + 1
            // A title wrapped onto a line of its own (`## How can I keep my` over `configuration?`).
            if first < blocks.count, blocks[first].heading == nil, blocks[first].type == CMARK_NODE_PARAGRAPH,
               blocks[first].startLine == blocks[first].endLine, WrappedTitles.finishes(title, with: plainText(blocks[first].node)) {
                title += " " + plainText(blocks[first].node)
                first += 1
            }
            tree.addHeading(level: heading.level, title: title, anchor: heading.anchor, line: blocks[b].startLine)
            let next = n + 1 < headings.count ? headings[n + 1] : nil
            // An HTML heading's block runs on to the next blank line (`<h2>…</h2>` over `<p>answer</p>`): the lines
            // after its end tag are its text.
            let textStart = first == b + 1 && blocks[b].type == CMARK_NODE_HTML_BLOCK
                ? htmlHeadingEnd(blocks[b], level: heading.level, lines: lines) + 1 : blocks[first - 1].endLine + 1
            bodies.append((tree.current, first..<(next ?? blocks.count), textStart, next.map { blocks[$0].startLine - 1 } ?? lines.count))
        }
        // Or where paragraphs open with a bold sentence that runs on into their answer.
        let leadStatements = BoldParagraphs.leadStatements(blocks)
        let boldStatements = BoldParagraphs.markQuestions(blocks) || BoldParagraphs.titleEntries(bodies.filter {
            $0.node != 0 && tree.nodes[$0.node].children.isEmpty && !$0.blocks.isEmpty
        }.map { (tree.nodes[$0.node].title, Array(blocks[$0.blocks])) })
        // Asked only when a heading holds a single bullet question: most documents never pay for it.
        var asksInBulletGroups: Bool?
        func bulletGroups() -> Bool {
            if let known = asksInBulletGroups { return known }
            let found = tree.rootHasHeadings && bodies.contains { body in
                body.node != 0 && MarkdownQuestionBullets.openers(Array(blocks[body.blocks]), source: source).count >= 2
            }
            asksInBulletGroups = found
            return found
        }
        var foldsInGroups: Bool?
        func foldGroups() -> Bool {
            if let known = foldsInGroups { return known }
            let found = tree.rootHasHeadings && bodies.contains { body in
                body.node != 0 && MarkdownQuestionPatterns.foldQuestions(Array(blocks[body.blocks]), source: source)
            }
            foldsInGroups = found
            return found
        }
        // Headings that each hold one symptom answered by its solution are entries (`MarkdownProblemEntries.headingsNameTheirProblems`).
        let problemsAreParts = MarkdownProblemEntries.headingsNameTheirProblems(bodies.filter { $0.node != 0 }.map {
            MarkdownProblemEntries.kind(Array(blocks[$0.blocks]), source: source, heading: tree.nodes[$0.node].title)
        })
        // Where headings ask the questions, one of their level holds an answer, not bullet topics
        // (Rawi's "### Security Best Practices" over "1. **Protect API keys**:" among "### How do I …?");
        // so does an MkDocs admonition's entry, whatever its title.
        let questionLevel = tree.questionLevel()
        for body in bodies where !ReadCancellation.isRequested {
            let node = tree.nodes[body.node]
            let found = MarkdownQuestionPatterns.find(in: Array(blocks[body.blocks]), from: body.from, to: body.to, source: source,
                                                      heading: node.title,
                                                      alone: body.node == 0 && !tree.rootHasHeadings, boldStatements: boldStatements,
                                                      bulletGroups: bulletGroups, foldGroups: foldGroups,
                                                      answersAtQuestionLevel: body.node != 0 && node.children.isEmpty
                                                        && (node.level == questionLevel || admonitions.headingLines.contains(node.line)),
                                                      problemsAreParts: problemsAreParts, leadStatements: leadStatements)
            for question in found.questions { tree.addListedQuestion(question, to: body.node) }
            tree.appendBody(found.remainder, to: body.node)
        }
        tree.adoptAnswerHeadings()

        var titled = titleBlock != nil || frontMatterTitle != nil
        if titleBlock == nil, let empty = tree.takeEmptyFirstHeading() ?? tree.takeNamedTitle(), frontMatterTitle == nil {
            title = empty
            titled = true
        }
        // Contents, acknowledgements and the like at the start and end are the document's text.
        let top = tree.nodes[0].children
        tree.takeReadmeFAQPart(fileIsReadme: HeadingTree.namesAReadme(file))
        tree.takeBackMatter()
        _ = tree.takeIntroductionAndFooter(keepingTitle: true)
        // A first heading over every question but a closing end mark ("# END OF FAQ") is the title of an untitled file.
        let endMarked = top.last.map { BackMatter.marksTheEnd(tree.nodes[$0].title) && !tree.nodes[0].children.contains($0) } ?? false
        if !titled, endMarked, let lone = tree.takeLoneTitle() { title = lone }
        // One group left wrapping every question ("## FAQ" under the title) is no section.
        tree.takeLoneWrapper()
        var builder = ImportBuilder(file: file, title: title)
        StructureRule.build(tree, into: &builder)
        if !builder.hasQuestions, let titleBlock, headings.isEmpty, let top = blocks[titleBlock].heading,
           isOneEntry(top.text, answer: tree.nodes[0].body, file: file) {
            builder = ImportBuilder(file: file, title: frontMatterTitle ?? defaultTitle(file))
            builder.addQuestion(top.text, answer: tree.nodes[0].body, id: top.anchor,
                                position: SourcePosition(line: blocks[titleBlock].startLine, column: 1))
        }
        let document = builder.build()
        guard builder.hasQuestions, !StructureRule.onlyPointsToAFAQ(document) else {
            throw DocumentError([DocumentProblem(
                file: file,
                message: TranslatableText("no questions found in this Markdown: expected headings with text under them (or <details> blocks, “**Question?**” lines, “* Question?” bullets, definition lists or <Accordion title=…> components)"))])
        }
        return (document, builder.warnings)
    }

    /// Whether the file's one heading, over text and nothing else that reads as questions, is
    /// a FAQ's one entry rather than its title: it asks, or the file's name says FAQ, the heading
    /// does not name one and answers at length (essencium's `faq.mdx`: "## `InaccessibleObjectException`"
    /// over a fix and its reason; not "# Moved" over a link).
    static func isOneEntry(_ heading: String, answer: String, file: String) -> Bool {
        guard !answer.allSatisfy(\.isWhitespace), !HeadingTree.namesFAQ(heading) else { return false }
        return StructureRule.asks(heading) || PlainTextFormat.namesFAQ(file) && answer.split(whereSeparator: \.isWhitespace).count >= 30
    }

    // MARK: Blocks

    struct Heading {
        var level: Int
        var text: String
        var anchor: String?
    }

    /// A top-level block and the lines it spans (1-based, inclusive).
    struct Block {
        var node: OpaquePointer
        var heading: Heading?
        var startLine: Int
        var endLine: Int
        var type: cmark_node_type { cmark_node_get_type(node) }
    }

    static func topLevelBlocks(_ root: OpaquePointer) -> [Block] {
        var blocks: [Block] = []
        var child = cmark_node_first_child(root)
        var insideDetails = 0
        while let node = child {
            child = cmark_node_next(node)
            let start = Int(cmark_node_get_start_line(node))
            let end = Int(cmark_node_get_end_line(node))
            var heading: Heading?
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING where insideDetails == 0:
                heading = headingWithAttributes(level: Int(cmark_node_get_heading_level(node)), text: plainText(node))
            case CMARK_NODE_HTML_BLOCK:
                let html = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
                let lower = html.lowercased()
                let opened = lower.occurrences(of: "<details"), closed = lower.occurrences(of: "</details>")
                if insideDetails == 0, opened == 0, let h = htmlHeading(html) { heading = h }
                insideDetails = max(0, insideDetails + opened - closed)
            default:
                break
            }
            if let h = heading, h.text.isEmpty { heading = nil }
            blocks.append(Block(node: node, heading: heading, startLine: start, endLine: end))
        }
        return blocks
    }

    /// A heading's text without a trailing kramdown/Pandoc attribute list (`{#id .class}`),
    /// whose `#id` becomes the anchor.
    static func headingWithAttributes(level: Int, text: String) -> Heading {
        guard text.hasSuffix("}"), let open = text.lastIndex(of: "{") else { return Heading(level: level, text: text) }
        let attributes = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard attributes.first == "#" || attributes.first == "." || attributes.first == ":" else { return Heading(level: level, text: text) }
        let anchor = attributes.split(separator: " ").first { $0.hasPrefix("#") }.map { String($0.dropFirst()) }
        return Heading(level: level, text: String(text[..<open]).trimmingCharacters(in: " \t"), anchor: anchor)
    }

    /// An HTML block that is one `<h1>`…`<h6>` element.
    static func htmlHeading(_ html: String) -> Heading? {
        let trimmed = html.drop { $0.isWhitespace }.lowercased()
        guard trimmed.hasPrefix("<h"), let digit = trimmed.dropFirst(2).first, let level = digit.wholeNumberValue,
              (1...6).contains(level) else { return nil }
        guard let doc = HTMLText.parse(html) else { return nil }
        defer { faq_xml_free_doc(doc) }
        guard let element = firstElement(named: "h\(level)", in: faq_xml_doc_get_root_element(doc)) else { return nil }
        let text = HTMLText.collapseWhitespace(HTMLText.textContent(element))
        guard !text.isEmpty else { return nil }
        let anchor = HTMLText.attribute(element, "id") ?? HTMLText.attribute(element, "name")
        return Heading(level: level, text: text, anchor: anchor)
    }

    /// The line (counted from 1) where an HTML block's heading of `level` ends: its end tag's, else the block's last.
    static func htmlHeadingEnd(_ block: Block, level: Int, lines: [String]) -> Int {
        let endTag = "</h\(level)"
        return (block.startLine...block.endLine).first { $0 <= lines.count && lines[$0 - 1].lowercased().range(ofLiteralIn: endTag) != nil }
            ?? block.endLine
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

    /// A block's text without formatting (code spans keep their text); of its first line only
    /// when `firstLine` (a bold run the line break cuts ends there too).
    static func plainText(_ node: OpaquePointer, firstLine: Bool = false) -> String {
        guard let iterator = cmark_iter_new(node) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard let current = cmark_iter_get_node(iterator), cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER else { continue }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                text += cmark_node_get_literal(current).map { String(cString: $0) } ?? ""
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                if firstLine { return HTMLText.collapseWhitespace(text) }
                text += " "
            case CMARK_NODE_HTML_INLINE:
                // A placeholder in angle brackets ("Why does <something> stop…?") is no HTML tag: its text shows.
                let literal = cmark_node_get_literal(current).map { String(cString: $0) } ?? ""
                if !HTMLText.namesAnElement(literal) { text += literal }
                // A line break between two error messages in one title ("…got enabled<br/>Charger logic error: …") parts them.
                else if literal.lowercased().hasPrefix("<br") { text += " " }
            default:
                break
            }
        }
        return HTMLText.collapseWhitespace(text)
    }

    /// The text of the first paragraph of `markdown`, without formatting (nil if it has none).
    static func firstParagraphText(_ markdown: String) -> String? {
        guard !markdown.isEmpty, let root = parse(markdown) else { return nil }
        defer { cmark_node_free(root) }
        var node = cmark_node_first_child(root)
        while let current = node {
            if cmark_node_get_type(current) == CMARK_NODE_PARAGRAPH {
                let text = plainText(current)
                if !text.isEmpty { return text }
            }
            node = cmark_node_next(current)
        }
        return nil
    }

    /// cmark's tree of `text` (freed by the caller).
    static func parse(_ text: String) -> OpaquePointer? {
        var bytes = Array(text.utf8)
        if bytes.isEmpty { bytes = [0x0A] }
        return bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parse_document($0, buffer.count, CMARK_OPT_VALIDATE_UTF8)
            }
        }
    }

    static func defaultTitle(_ file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return name.split(separator: ".").first.map(String.init) ?? name
    }
}

/// The source lines of a Markdown file, addressed by cmark's 1-based line numbers.
struct MarkdownSource {
    var lines: [String]
    /// Whether most MDX components with a question in an attribute in the whole file ask (`MDXComponents`).
    var componentsAsk = false

    /// Lines `from` through `to` (1-based, inclusive), clamped to the file.
    func text(from: Int, to: Int) -> String {
        let first = max(1, from), last = min(lines.count, to)
        guard first <= last else { return "" }
        return lines[(first - 1)...(last - 1)].joined(separator: "\n")
    }
}

extension MarkdownSource {
    /// The lines of a block of Markdown a reader made (a heading's text converted from another markup), split at `\n`.
    init(markdown: String) {
        self.init(lines: markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
}

extension String {
    /// Without blank lines at the start and end (inner ones stay).
    func trimmingBlankLines() -> String {
        // Starting and ending with a visible ASCII character, the first and last lines are not blank.
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) { return self }
        let lines = newlineSeparatedLines()
        guard let first = lines.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }),
              let last = lines.lastIndex(where: { !$0.allSatisfy(\.isWhitespace) }) else { return "" }
        return lines[first...last].joined(separator: "\n")
    }

    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let c = s.first, set.contains(c) { s.removeFirst() }
        while let c = s.last, set.contains(c) { s.removeLast() }
        return String(s)
    }

    func occurrences(of target: String) -> Int { parts(separatedBy: target).count - 1 }
}
