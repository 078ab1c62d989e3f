/// Imports Texinfo sources (`.texi`, `.texinfo`, `.txi`; the GNU FAQs, Emacs's among them): chapters,
/// sections and their kin (`@chapter` … `@subsubsection`, unnumbered and appendix ones, `@heading`s)
/// are nested headings whose sections and questions `StructureRule` decides, `@settitle` (or `@top`)
/// names the document, `@example`, `@lisp`, `@verbatim` and their kin are code, `@itemize`,
/// `@enumerate` and `@table` items are list items, `@quotation` is a quote, inline commands are
/// `TexinfoInline`'s; menus, index entries, nodes, comments, the title page and blocks for TeX,
/// HTML or DocBook only are left out.
enum TexinfoFormat {
    /// Sectioning commands and their levels.
    static let levels: [String: Int] = [
        "chapter": 1, "unnumbered": 1, "appendix": 1, "majorheading": 1, "chapheading": 1,
        "section": 2, "unnumberedsec": 2, "appendixsec": 2, "appendixsection": 2, "heading": 2,
        "subsection": 3, "unnumberedsubsec": 3, "appendixsubsec": 3, "subheading": 3,
        "subsubsection": 4, "unnumberedsubsubsec": 4, "appendixsubsubsec": 4, "subsubheading": 4,
    ]
    /// Blocks whose lines are code, shown as they are.
    static let codeBlocks: Set<String> = ["example", "smallexample", "lisp", "smalllisp", "verbatim", "display", "smalldisplay",
                                          "format", "smallformat", "cartouche"]
    /// Blocks left out: what no reader of the Info or HTML output sees as text.
    static let droppedBlocks: Set<String> = ["menu", "detailmenu", "direntry", "ignore", "iftex", "tex", "ifhtml", "html", "ifdocbook",
                                             "docbook", "ifxml", "xml", "iflatex", "latex", "titlepage", "copying", "macro", "rmacro",
                                             "ifnotinfo", "ifplaintext", "documentdescription", "ifset", "ifclear"]
    /// Lists whose `@item`s are list items.
    static let lists: Set<String> = ["itemize", "enumerate", "table", "ftable", "vtable", "multitable"]

    /// Whether text is Texinfo: `\input texinfo` on its first line, or `@setfilename`/`@node` and a sectioning command.
    static func looksLikeTexinfo(_ text: Substring) -> Bool {
        if text.hasPrefix("\\input texinfo") { return true }
        let lines = text.split(separator: "\n", maxSplits: 200).prefix(200)
        let named = lines.contains { $0.hasPrefix("@setfilename") || $0.hasPrefix("@node ") }
        return named && lines.contains { line in line.first == "@" && levels[String(line.dropFirst().prefix { $0.isLetter })] != nil }
    }

    static func decode(_ text: String, file: String) throws(DocumentError) -> (FAQDocument, [DocumentProblem]) {
        let lines = RestructuredTextFormat.sourceLines(text)
        var title: String?
        var values: [String: String] = [:]
        var tree = HeadingTree()
        var paragraph: [String] = []
        var blocks: [String] = []
        // How deep the open lists nest: their items' text is set in by two spaces a level.
        var listDepth = 0
        // The `@item` line waiting for its text: an empty one takes the paragraph under it.
        var pendingItem: (prefix: String, text: String)?
        func endParagraph() {
            let indent = String(repeating: "  ", count: listDepth)
            let markdown = paragraph.isEmpty ? "" : TexinfoInline.convert(paragraph.joined(separator: "\n"), values: values)
            paragraph = []
            let markdownLines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
            if let item = pendingItem {
                pendingItem = nil
                if item.text.isEmpty, !markdown.isEmpty {
                    blocks.append(item.prefix + markdownLines.joined(separator: "\n" + indent))
                    return
                }
                blocks.append(item.prefix + item.text)
            }
            guard !markdown.isEmpty else { return }
            blocks.append(markdownLines.map { indent + $0 }.joined(separator: "\n"))
        }
        func flush() {
            endParagraph()
            tree.appendBody(blocks.joined(separator: "\n\n"))
            blocks = []
        }
        var i = 0
        while i < lines.count {
            let line = lines[i]
            i += 1
            if i == 1, line.hasPrefix("\\input") { continue }  // `\input texinfo`: TeX's, no text
            guard line.first == "@" else {
                if RestructuredTextFormat.isBlank(line) { endParagraph() } else { paragraph.append(line) }
                continue
            }
            let name = String(line.dropFirst().prefix { $0.isLetter })
            let rest = String(line.dropFirst(1 + name.count)).trimmingCharacters(in: " \t")
            if name.isEmpty || line.dropFirst(1 + name.count).first == "{" {
                paragraph.append(line)  // an inline command opening a line of text
                continue
            }
            if let level = levels[name] {
                flush()
                tree.addHeading(level: level, title: TexinfoInline.plain(rest, values: values), line: i)
                continue
            }
            switch name {
            case "settitle":
                title = TexinfoInline.plain(rest, values: values)
            case "top":
                if title == nil { title = TexinfoInline.plain(rest, values: values) }
            case "set":
                let parts = rest.split(separator: " ", maxSplits: 1)
                if let key = parts.first { values[String(key)] = parts.count > 1 ? String(parts[1]) : "" }
            case "end":
                endParagraph()
                let block = rest.prefix { $0.isLetter }
                if lists.contains(String(block)) { listDepth = max(0, listDepth - 1) }
            case "item", "itemx":
                endParagraph()
                // A list's item (a table's term): a bullet, its text the paragraph under it when the line has none.
                if listDepth > 0 {
                    pendingItem = (String(repeating: "  ", count: listDepth - 1) + "- ", TexinfoInline.convert(rest, values: values))
                }
            case _ where lists.contains(name):
                endParagraph()
                listDepth = min(listDepth + 1, 8)
            case "quotation", "smallquotation", "indentedblock", "smallindentedblock":
                endParagraph()
            case _ where codeBlocks.contains(name) || droppedBlocks.contains(name):
                endParagraph()
                // Read to the block's own `@end NAME`, nesting counted.
                var depth = 1
                var body: [String] = []
                while i < lines.count {
                    let inner = lines[i]
                    i += 1
                    if inner.hasPrefix("@" + name), inner.dropFirst(1 + name.count).first.map({ !$0.isLetter }) ?? true { depth += 1 }
                    if inner.hasPrefix("@end "), inner.dropFirst(5).prefix(while: { $0.isLetter }) == name {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    body.append(inner)
                }
                if codeBlocks.contains(name), !body.isEmpty {
                    let code = name == "verbatim" ? body : body.map { TexinfoInline.text($0, values: values) }
                    let indent = String(repeating: "  ", count: listDepth)
                    blocks.append((["```"] + code + ["```"]).map { indent + $0 }.joined(separator: "\n"))
                }
            default:
                break  // @node, @c, @cindex, @noindent, @setfilename, @include and the rest: no text of the document
            }
        }
        flush()
        if title == nil, let lone = tree.takeLoneTitle() { title = lone }
        tree.takeBackMatter()
        _ = tree.takeIntroductionAndFooter(keepingTitle: true)
        tree.takeLoneWrapper()
        var builder = ImportBuilder(file: file, title: title ?? MarkdownFormat.defaultTitle(file))
        StructureRule.build(tree, into: &builder)
        guard builder.hasQuestions else {
            throw DocumentError([DocumentProblem(file: file, message: TranslatableText("no questions found in this Texinfo file: expected sections that ask questions, under chapters"))])
        }
        return (builder.build(), builder.warnings)
    }
}
