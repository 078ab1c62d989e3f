/// Imports Texinfo sources (`.texi`, `.texinfo`, `.txi`; the GNU FAQs, Emacs's among them): chapters,
/// sections and their kin (`@chapter` … `@subsubsection`, unnumbered and appendix ones) are nested
/// headings whose sections and questions `StructureRule` decides (a `@heading` in a section's text is
/// a part of that text), `@settitle` (or `@top`) names the document, `@example`, `@lisp`,
/// `@verbatim` and their kin are code, `@display` and `@format` keep their lines, `@itemize`,
/// `@enumerate` and `@table` items are bullets or numbers (`@itemx` a second term of the same),
/// `@quotation` is a quote, definitions (`@defun`, `@deffn`) show their line as Info does,
/// `@ifset`/`@ifclear` show as `@set` decides, inline commands are `TexinfoInline`'s; menus, index
/// entries, nodes, comments, the title page and blocks for TeX, HTML or DocBook only are left out.
enum TexinfoFormat {
    /// Sectioning commands and their levels.
    static let levels: [String: Int] = [
        "chapter": 1, "unnumbered": 1, "appendix": 1,
        "section": 2, "unnumberedsec": 2, "appendixsec": 2, "appendixsection": 2,
        "subsection": 3, "unnumberedsubsec": 3, "appendixsubsec": 3,
        "subsubsection": 4, "unnumberedsubsubsec": 4, "appendixsubsubsec": 4,
    ]
    /// Headings that open no section (`@heading Options` inside a section's text): a part of the text
    /// they stand in, a heading of their level only before the first section.
    static let plainHeadings: [String: Int] = ["majorheading": 1, "chapheading": 1, "heading": 2, "subheading": 3, "subsubheading": 4]
    /// Blocks whose lines are code, shown as they are.
    static let codeBlocks: Set<String> = ["example", "smallexample", "lisp", "smalllisp", "verbatim"]
    /// Blocks of text whose lines end where the source's do (their commands read as anywhere else).
    static let lineBlocks: Set<String> = ["display", "smalldisplay", "format", "smallformat", "flushleft", "flushright"]
    /// Blocks left out: what no reader of the Info or HTML output sees as text.
    static let droppedBlocks: Set<String> = ["menu", "detailmenu", "direntry", "ignore", "iftex", "tex", "ifhtml", "html", "ifdocbook",
                                             "docbook", "ifxml", "xml", "iflatex", "latex", "titlepage", "copying", "macro", "rmacro",
                                             "ifnotinfo", "ifplaintext", "documentdescription"]
    /// Lists whose `@item`s are list items.
    static let lists: Set<String> = ["itemize", "enumerate", "table", "ftable", "vtable", "multitable"]
    /// Blocks whose paragraphs are quoted.
    static let quotations: Set<String> = ["quotation", "smallquotation", "indentedblock", "smallindentedblock"]

    /// A definition command's kind: the category it names (empty where its first argument names it), whether a type
    /// comes before the name (`@deftypefn`), and for an object's member the word before its class ("Method on class").
    struct Definition {
        var category = ""
        var typed = false
        var member: String?
    }

    /// Definition commands (`@defun`, `@deffn Command`, `@defmethod class`…).
    static let definitions: [String: Definition] = [
        "deffn": .init(), "defvr": .init(), "deftp": .init(), "deftypefn": .init(typed: true), "deftypevr": .init(typed: true),
        "defun": .init(category: "Function"), "defmac": .init(category: "Macro"), "defspec": .init(category: "Special Form"),
        "defvar": .init(category: "Variable"), "defopt": .init(category: "User Option"),
        "deftypefun": .init(category: "Function", typed: true), "deftypevar": .init(category: "Variable", typed: true),
        "defop": .init(member: "on"), "deftypeop": .init(typed: true, member: "on"), "defmethod": .init(category: "Method", member: "on"),
        "deftypemethod": .init(category: "Method", typed: true, member: "on"), "defcv": .init(member: "of"),
        "deftypecv": .init(typed: true, member: "of"), "defivar": .init(category: "Instance Variable", member: "of"),
        "deftypeivar": .init(category: "Instance Variable", typed: true, member: "of"),
    ]

    /// The definition a command opens: its own, or (for its `x` form, a further line of the same definition) its base's.
    static func definition(_ command: String) -> Definition? {
        if let own = definitions[command] { return own }
        return command.hasSuffix("x") ? definitions[String(command.dropLast())] : nil
    }

    /// The line a definition command shows ("**Command:** `forward-word` *n*", "**Method on `window`:** `raise`"), as
    /// Info prints it, or nil when the command is no definition.
    static func definitionLine(_ command: String, _ rest: String, values: [String: String]) -> String? {
        guard let definition = definition(command) else { return nil }
        var words = argumentWords(rest)
        var category = TexinfoInline.convert(definition.category.isEmpty ? (words.isEmpty ? "" : words.removeFirst()) : definition.category,
                                             values: values)
        if let member = definition.member, words.count > 1 { category += " \(member) `" + TexinfoInline.text(words.removeFirst(), values: values) + "`" }
        let type = definition.typed && words.count > 1 ? words.removeFirst() : nil
        guard !words.isEmpty else { return nil }
        let name = TexinfoInline.text(words.removeFirst(), values: values)
        let parts = [type.map { TexinfoInline.convert($0, values: values) }, "`" + name + "`",
                     words.isEmpty ? nil : TexinfoInline.convert(words.joined(separator: " "), values: values)]
        return "**" + category + ":** " + parts.compactMap { $0 }.joined(separator: " ")
    }

    /// A definition line's arguments: words, a group in braces one word without them (a command's braces stay).
    static func argumentWords(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var depth = 0
        var grouped = false
        for c in text {
            switch c {
            case _ where depth == 0 && (c == " " || c == "\t"):
                if !word.isEmpty { words.append(word); word = "" }
            case "{" where depth == 0 && word.isEmpty:
                grouped = true
                depth = 1
            case "{":
                depth += 1
                word.append(c)
            case "}" where depth > 0:
                depth -= 1
                if depth == 0 && grouped { grouped = false } else { word.append(c) }
            default:
                word.append(c)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// A line of a code block that is markup: `@group`, `@end group`, a comment.
    static func isCodeMarkup(_ line: String) -> Bool {
        let command = line.hasPrefix("@") ? line.dropFirst().prefix { $0.isLetter } : ""
        return ["group", "c", "comment"].contains(command) && line.dropFirst(1 + command.count).first.map({ $0 == " " || $0 == "\t" }) ?? true
            || line.hasPrefix("@end group")
    }

    /// Whether text is Texinfo: `\input texinfo` on its first line, or `@setfilename`/`@node` and a sectioning command.
    static func looksLikeTexinfo(_ text: Substring) -> Bool {
        if text.hasPrefix("\\input texinfo") { return true }
        let lines = text.split(separator: "\n", maxSplits: 200).prefix(200)
        func sections(_ line: Substring) -> Bool { line.first == "@" && levels[String(line.dropFirst().prefix { $0.isLetter })] != nil }
        let named = lines.contains { $0.hasPrefix("@setfilename") || $0.hasPrefix("@node ") }
        if named && lines.contains(where: sections) { return true }
        // A chapter a manual includes (RTEMS's FAQ, `build45.t`): no header, opened by a comment or its
        // sectioning command, and sectioned at least twice.
        let first = lines.first { !$0.allSatisfy(\.isWhitespace) }
        let opens = first.map { $0 == "@c" || $0.hasPrefix("@c ") || $0.hasPrefix("@comment") || sections($0) } ?? false
        return opens && lines.count(where: sections) >= 2
    }

    static func decode(_ text: String, file: String) throws(DocumentError) -> (FAQDocument, [DocumentProblem]) {
        let lines = RestructuredTextFormat.sourceLines(text)
        var title: String?
        var values: [String: String] = [:]
        var tree = HeadingTree()
        var paragraph: [String] = []
        var blocks: [String] = []
        // The open lists, innermost last: whether each numbers its items, and its count so far. Their items'
        // text is set in by two spaces a level.
        // A table's terms are set in its command (`@table @option`).
        var openLists: [(numbered: Bool, count: Int, format: String)] = []
        /// An item's or term's text, in its table's command.
        func term(_ text: String) -> String {
            guard let format = openLists.last?.format, !format.isEmpty, format != "asis" else { return TexinfoInline.convert(text, values: values) }
            return TexinfoInline.convert("@" + format + "{" + text + "}", values: values)
        }
        var listDepth: Int { openLists.count }
        // Inside a `@quotation`: its paragraphs are quoted.
        var quoting = 0
        // Inside a `@display` or `@format`: each line of a paragraph ends in a line break.
        var keepingLines = 0
        func appendText(_ line: String) {
            // (A line already ending in its own `@*` breaks once.)
            if keepingLines > 0, let last = paragraph.last, !last.hasSuffix("@*") { paragraph[paragraph.count - 1] += "@*" }
            paragraph.append(line)
        }
        // Whether a sectioning command has come: `@heading`s after it are text.
        var sectioned = false
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
            let quote = quoting > 0 ? "> " : ""
            blocks.append(markdownLines.map { indent + quote + $0 }.joined(separator: "\n"))
        }
        func flush() {
            endParagraph()
            tree.appendBody(blocks.joined(separator: "\n\n"))
            blocks = []
        }
        // `\input texinfo` is TeX's, no text, and so is what comes before it (Octave's `%` licence
        // lines): texi2any starts reading after it.
        // (Only above every command, in a licence's length of lines: one inside an `@example` is the example's.)
        let input = lines.prefix(100).prefix { !$0.hasPrefix("@") }.firstIndex { $0.hasPrefix("\\input texinfo") }
        var i = input.map { $0 + 1 } ?? (lines.first?.hasPrefix("\\input") == true ? 1 : 0)
        while i < lines.count {
            let line = lines[i]
            i += 1
            guard line.first == "@" else {
                if RestructuredTextFormat.isBlank(line) { endParagraph() } else { appendText(line) }
                continue
            }
            let name = String(line.dropFirst().prefix { $0.isLetter })
            let rest = String(line.dropFirst(1 + name.count)).trimmingCharacters(in: " \t")
            if name.isEmpty || line.dropFirst(1 + name.count).first == "{" {
                appendText(line)  // an inline command opening a line of text
                continue
            }
            if let level = levels[name] {
                flush()
                sectioned = true
                tree.addHeading(level: level, title: TexinfoInline.plain(rest, values: values), line: i)
                continue
            }
            if let level = plainHeadings[name] {
                if sectioned {
                    endParagraph()
                    blocks.append("#### " + TexinfoInline.convert(rest, values: values))
                } else {
                    flush()
                    tree.addHeading(level: level, title: TexinfoInline.plain(rest, values: values), line: i)
                }
                continue
            }
            if let definition = definitionLine(name, rest, values: values) {
                // A definition's line, a paragraph of its own over its text.
                endParagraph()
                blocks.append(definition)
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
                let block = String(rest.prefix { $0.isLetter })
                if Self.lists.contains(block), !openLists.isEmpty { openLists.removeLast() }
                if Self.quotations.contains(block) { quoting = max(0, quoting - 1) }
                if Self.lineBlocks.contains(block) { keepingLines = max(0, keepingLines - 1) }
            case "itemx" where pendingItem != nil:
                // Another term of the item above (`@item -v` over `@itemx --verbose`): the same bullet.
                pendingItem!.text += ", " + term(rest)
            case "item", "itemx", "headitem":
                endParagraph()
                // A list's item (a table's term): a bullet or a number, its text the paragraph under it when the line has none.
                if !openLists.isEmpty {
                    openLists[openLists.count - 1].count += 1
                    let marker = openLists[openLists.count - 1].numbered ? "\(openLists[openLists.count - 1].count). " : "- "
                    pendingItem = (String(repeating: "  ", count: listDepth - 1) + marker, term(rest.replacingAll("@tab", with: "|")))
                }
            case "tab":
                paragraph.append("| " + rest)  // a multitable's next cell
            case _ where Self.lists.contains(name):
                endParagraph()
                let format = name.hasSuffix("table") && rest.hasPrefix("@") ? String(rest.dropFirst().prefix { $0.isLetter }) : ""
                if openLists.count < 8 { openLists.append((name == "enumerate", 0, format)) }
            case _ where Self.quotations.contains(name):
                endParagraph()
                quoting += 1
                // Its argument names it ("@quotation Note").
                if !rest.isEmpty { paragraph.append("@strong{" + rest + "}") }
            case _ where Self.lineBlocks.contains(name):
                endParagraph()
                keepingLines += 1
            case "ifset", "ifclear":
                // Shown when its flag is set (`@ifset`) or not (`@ifclear`), as `@set` left it; else left out.
                let flag = String(rest.prefix { !$0.isWhitespace })
                if (values[flag] != nil) != (name == "ifset") { i = blockEnd(of: name, from: i).next }
            case _ where codeBlocks.contains(name) || droppedBlocks.contains(name):
                endParagraph()
                let block = blockEnd(of: name, from: i)
                // An `@end example` after a line's text closes the block there, as texi2any reads it (lm_sensors' FAQ).
                let body = lines[i..<block.end] + (block.lastLine.map { [$0] } ?? [])
                i = block.next
                if codeBlocks.contains(name), !body.isEmpty {
                    // Grouping and comment lines (`@group`, `@c …`) are markup, no line of the code.
                    let code = name == "verbatim" ? Array(body) : body.filter { !isCodeMarkup($0) }.map { TexinfoInline.text($0, values: values) }
                    let indent = String(repeating: "  ", count: listDepth)
                    blocks.append((["```"] + code + ["```"]).map { indent + $0 }.joined(separator: "\n"))
                }
            default:
                break  // @node, @c, @cindex, @noindent, @setfilename, @include and the rest: no text of the document
            }
        }
        /// Where the block opened by `@NAME` on the line before `start` ends: its own `@end NAME` (nesting
        /// counted), and the line after it; the lines' end when it has none. A code block other than
        /// `@verbatim` (whose end must open its line) may end after a line's text: that text is `lastLine`.
        func blockEnd(of name: String, from start: Int) -> (end: Int, next: Int, lastLine: String?) {
            var depth = 1
            let closing = "@end " + name
            let endsInLine = codeBlocks.contains(name) && name != "verbatim"
            for k in start..<lines.count {
                let inner = lines[k]
                if inner.hasPrefix("@" + name), inner.dropFirst(1 + name.count).first.map({ !$0.isLetter }) ?? true { depth += 1 }
                if inner.hasPrefix("@end "), inner.dropFirst(5).prefix(while: { $0.isLetter }) == name {
                    depth -= 1
                    if depth == 0 { return (k, k + 1, nil) }
                } else if endsInLine, depth == 1, inner.hasSuffix(closing), !inner.hasSuffix("@" + closing), !isCodeMarkup(inner) {
                    return (k, k + 1, String(inner.dropLast(closing.count)))
                }
            }
            return (lines.count, lines.count, nil)
        }
        flush()
        // Entries written as a list's items ("@item" over "Q1.1  What is the latest version?" and its answer, Gnus's).
        tree.listListQuestions { _, _ in true }
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
