/// Imports AsciiDoc FAQs: `= Title` names the document, `==`…`======` and two-line titles
/// (`AsciiDocSetextTitles`) are nested headings (`StructureRule` decides sections and
/// questions), and the items of a `[qanda]` list, or of a labelled list whose terms ask
/// (`AsciiDocLabelledLists`), and titled blocks in a document of them (`AsciiDocTitledBlocks`),
/// are questions. Blocks become Markdown (`AsciiDocBlocks`); lines inside delimited blocks are
/// never headings; comments and attribute lines are dropped.
enum AsciiDocFormat {
    static func decode(_ text: String, file: String) throws(DocumentError) -> (FAQDocument, [DocumentProblem]) {
        let lines = RestructuredTextFormat.sourceLines(text)
        var title = MarkdownFormat.defaultTitle(file)
        var tree = HeadingTree()
        var body: [String] = []
        var i = 0
        var pendingAnchor: String?
        var qanda = false
        var hasTitle = false
        // The document header's lines under its title, up to a blank line: the author and
        // revision lines (and attribute entries), no text of the document.
        var inHeader = false
        let mostlyAsking = AsciiDocLabelledLists.mostlyAsking(lines)
        let titledBlocks = AsciiDocTitledBlocks.shapeDocument(lines)
        // How many list items each heading's text answers through continuations (`. How can I …?`,
        // `+`, the answer) or below a broken first line.
        var answeredItems: [Int: Int] = [:]
        func flush() {
            let answered = AsciiDocBlocks.answeredListItems(body)
            if answered > 0 { answeredItems[tree.current, default: 0] += answered }
            tree.appendBody(AsciiDocBlocks.markdown(body))
            body = []
        }
        /// Opens a section title of `marks` (1 for `= Title`): the first of level 1 names the document.
        func heading(_ marks: Int, _ text: String, line: Int) {
            let heading = AsciiDocInline.convertPlain(text.trimmingCharacters(in: " ="))
            if marks == 1 && tree.nodes.count == 1 && !hasTitle {
                title = heading
                hasTitle = true
                flush()
                inHeader = true
            } else {
                flush()
                tree.addHeading(level: marks, title: heading, anchor: pendingAnchor, line: line + 1)
            }
            pendingAnchor = nil
            qanda = false
        }
        while i < lines.count {
            let line = lines[i]
            if inHeader {
                inHeader = !RestructuredTextFormat.isBlank(line) && !isHeading(line) && AsciiDocSetextTitles.title(lines, at: i) == nil
                    && AsciiDocBlocks.delimiter(line) == nil && AsciiDocBlocks.listItem(line) == nil
                if inHeader {
                    i += 1
                    continue
                }
            }
            if let setext = AsciiDocSetextTitles.title(lines, at: i) {
                heading(setext.level + 1, setext.text, line: i)
                i += 2
                continue
            }
            if titledBlocks, let entry = AsciiDocTitledBlocks.entry(lines, at: i) {
                flush()
                let end = AsciiDocBlocks.end(of: entry.opening, in: lines)
                tree.addListedQuestion(HeadingTree.ListedQuestion(
                    question: AsciiDocInline.convertPlain(entry.title), answer: AsciiDocBlocks.markdown(Array(lines[(entry.opening + 1)..<end])),
                    anchor: pendingAnchor, line: i + 1))
                pendingAnchor = nil
                i = end + 1
                continue
            }
            if AsciiDocBlocks.delimiter(line) != nil {
                // A delimited block is copied whole: nothing inside it is a heading.
                let end = AsciiDocBlocks.end(of: i, in: lines)
                body += lines[i..<min(end + 1, lines.count)]
                i = end + 1
                continue
            }
            if line.hasPrefix("[["), line.hasSuffix("]]") {
                pendingAnchor = String(line.dropFirst(2).dropLast(2).split(separator: ",").first ?? "")
                i += 1
                continue
            }
            if line.hasPrefix("[#"), line.hasSuffix("]") {
                pendingAnchor = String(line.dropFirst(2).dropLast().prefix { $0 != "." && $0 != "%" && $0 != "," })
                i += 1
                continue
            }
            if isHeading(line) {
                let marks = titleMarks(line), text = String(line.dropFirst(marks + 1))
                let wrapped = WrappedTitles.continuation(lines, after: i, title: text)
                heading(marks, wrapped?.text ?? text, line: i)
                i = wrapped?.next ?? i + 1
                continue
            }
            if isEmptyTitle(line) {
                i += 1  // `== ` with no title is no AsciiDoc title: a line of nothing
                continue
            }
            if line == "[qanda]" {
                flush()
                qanda = true
                i += 1
                continue
            }
            if AsciiDocLabelledLists.item(line) != nil {
                let list = AsciiDocLabelledLists.list(lines, from: i, anchor: pendingAnchor, qanda: qanda)
                if qanda || AsciiDocLabelledLists.asks(list.items, mostlyAsking: mostlyAsking) {
                    flush()
                    for item in list.items {
                        tree.addListedQuestion(HeadingTree.ListedQuestion(
                            question: AsciiDocInline.convertPlain(item.term), answer: AsciiDocBlocks.markdown(item.answer),
                            anchor: item.anchor, line: item.line + 1))
                    }
                } else {
                    body += lines[i..<list.end]
                }
                pendingAnchor = nil
                i = list.end
                continue
            }
            if !RestructuredTextFormat.isBlank(line) { qanda = qanda && line.hasPrefix("[") }
            body.append(line)
            i += 1
        }
        flush()
        // Questions written as bold paragraphs (`**Where are the logs?**`) above their answers.
        let boldStatements = BoldParagraphs.markQuestions(inMarkdown: tree.nodes.map(\.body))
        // Or set off as quotations (`[quote]` blocks) above them.
        let quotedQuestions = MarkdownQuestionPatterns.quotesQuestions(inMarkdown: tree.nodes.map(\.body))
        // A bold question may run on into its answer (`*What is JDO?* JDO is …`).
        tree.listBoldLineQuestions(alone: !tree.rootHasHeadings, boldStatements: boldStatements, quotedQuestions: quotedQuestions, runIn: true) {
            $0.body.contains("**") || quotedQuestions && $0.body.contains(">")
        }
        // Or as list items, each with its answer attached by a continuation (`ConvertedListQuestions`).
        // Two such items make a heading's list questions; one does too where another heading's list is of them.
        let least = answeredItems.values.contains { $0 >= 2 } ? 1 : 2
        tree.listListQuestions(statementsAmongQuestions: true, least: least) { index, _ in answeredItems[index, default: 0] >= least }
        if !hasTitle, !isLoneTopic(tree), let lone = tree.takeLoneTitle() ?? tree.takeNamedTitle() { title = lone }
        // Contents, acknowledgements and the like at the start and end are the document's text.
        tree.takeBackMatter()
        _ = tree.takeIntroductionAndFooter(keepingTitle: true)
        if isManualPageTitle(title) {
            // A manual page's uppercase sections (NAME, SYNOPSIS, SEE ALSO) are its header and
            // footer, not groups of questions: their text is the document's (NAME's first).
            for header in tree.takeTopLevelLeaves(where: { $0.title.contains { $0.isLetter } && $0.title == $0.title.uppercased() }) {
                tree.appendBody(header.title == "NAME" ? header.body : "**" + header.title + "**\n\n" + header.body, to: 0)
            }
        }
        // The one group left once header and footer are set aside wraps every question (a
        // manual page's "ENTRIES"): the document holds its groups, not a section of them.
        tree.takeLoneWrapper()
        var builder = ImportBuilder(file: file, title: title)
        StructureRule.build(tree, into: &builder)
        guard builder.hasQuestions else {
            throw DocumentError([DocumentProblem(file: file, message: TranslatableText("no questions found in this AsciiDoc: expected == headings with text under them, a [qanda] list or a labelled list of questions (“Question?::”)"))])
        }
        return (builder.build(), builder.warnings)
    }

    /// Whether the document's one part (`== General`) holds questions of its own and no parts, and names a topic,
    /// not the FAQ: AsciiDoc's `==` opens a part, never the title, so it stays a section.
    static func isLoneTopic(_ tree: HeadingTree) -> Bool {
        guard tree.nodes[0].children.count == 1 else { return false }
        let part = tree.nodes[tree.nodes[0].children[0]]
        return part.level >= 2 && part.children.isEmpty && !part.listedQuestions.isEmpty
            && !HeadingTree.namesNoTopic(part.title) && !HeadingTree.namesFAQ(part.title)
    }

    /// `gitfaq(7)`: the title of a manual page (Asciidoctor's `manpage` doctype).
    static func isManualPageTitle(_ title: String) -> Bool {
        guard title.hasSuffix(")"), let open = title.lastIndex(of: "(") else { return false }
        let name = title[..<open], volume = title[title.index(after: open)..<title.index(before: title.endIndex)]
        return !name.isEmpty && !name.contains(" ") && volume.first?.isNumber == true && volume.count <= 4
    }

    /// `== Title` (one to six `=` and a space): a title needs a word after its marks.
    static func isHeading(_ line: String) -> Bool {
        let marks = titleMarks(line)
        return (1...6).contains(marks) && line.dropFirst(marks).first == " " && !isEmptyTitle(line)
    }

    /// `== ` or `== ==`: title marks with nothing between them.
    static func isEmptyTitle(_ line: String) -> Bool {
        let marks = titleMarks(line)
        return (1...6).contains(marks) && line.dropFirst(marks).first == " " && line.allSatisfy { $0 == "=" || $0 == "#" || $0 == " " || $0 == "\t" }
    }

    /// The number of `=` opening a line, or of `#`: Asciidoctor reads Markdown's `## Title` as
    /// `== Title`, and authors coming from Markdown write it.
    static func titleMarks(_ line: String) -> Int {
        guard let mark = line.first, mark == "=" || mark == "#" else { return 0 }
        return line.prefix { $0 == mark }.count
    }

    /// `term:: rest` (two to four colons). As in Asciidoctor, the term ends at the first colons
    /// followed by a space or the line's end: a term may hold `File::load`.
    static func labeledItem(_ line: String) -> (term: String, rest: String)? {
        guard !line.hasPrefix(" "), !line.hasPrefix("//") else { return nil }
        var from = line[...]
        while let range = from.range(ofLiteral: "::") {
            let term = String(line[..<range.lowerBound])
            var rest = line[range.upperBound...]
            while rest.first == ":" || rest.first == ";" { rest = rest.dropFirst() }
            if rest.isEmpty || rest.first == " " || rest.first == "\t" {
                return term.isEmpty ? nil : (term, String(rest).trimmingCharacters(in: " \t"))
            }
            from = rest
        }
        return nil
    }
}

/// AsciiDoc inline markup as Markdown: `*bold*`, `_italic_`, `` `code` ``, `+literal+`, URLs
/// with `[text]`, `link:`, `<<ref,text>>` and `xref:` as their text.
enum AsciiDocInline {
    /// `plain`: links become their text (a title is no place for a link).
    /// `depth`: how many marks enclose `text` (their text is converted in turn, a few levels deep).
    static func convert(_ text: String, plain: Bool = false, depth: Int = 0) -> String {
        let chars = Array(text)
        var out = ""
        var i = 0
        let closings = InlineSearch.nextClosings(chars, marks: ["`", "+", "*", "_"], acrossLines: ["`"]) { $0 > 0 && chars[$0 - 1] != " " }
        /// The mark that closes one opened just before `from` (not right at it).
        func closing(_ mark: Character, from: Int) -> Int? {
            guard from + 1 <= chars.count, let table = closings[mark] else { return nil }
            let found = Int(table[min(from + 1, chars.count)])
            return found > from ? found : nil
        }
        /// Text inside bold or emphasis marks: its code and links are converted too ("_kill X through `Ctrl+Alt+Backspace`?_").
        func enclosed(_ inner: String) -> String {
            depth < 3 ? convert(inner, plain: plain, depth: depth + 1) : RestructuredTextInline.escape(inner)
        }
        while i < chars.count {
            let c = chars[i]
            let boundary = i == 0 || !(chars[i - 1].isLetter || chars[i - 1].isNumber)
            if (c == "`" || c == "+") && boundary, let end = closing(c, from: i + 1) {
                out += RestructuredTextInline.codeSpan(String(chars[(i + 1)..<end]))
                i = end + 1
                continue
            }
            // `**bold**`, `__italic__`: unconstrained marks, closed by the same pair.
            if c == "*" || c == "_", i + 2 < chars.count, chars[i + 1] == c, chars[i + 2] != " ",
               let end = find(String([c, c]), chars, from: i + 3) {
                let mark = c == "*" ? "**" : "*"
                out += mark + enclosed(String(chars[(i + 2)..<end])) + mark
                i = end + 2
                continue
            }
            if (c == "*" || c == "_") && boundary, i + 1 < chars.count, chars[i + 1] != " ", let end = closing(c, from: i + 1) {
                let mark = c == "*" ? "**" : "*"
                out += mark + enclosed(String(chars[(i + 1)..<end])) + mark
                i = end + 1
                continue
            }
            if c == "<", i + 1 < chars.count, chars[i + 1] == "<", let end = find(">>", chars, from: i + 2) {
                let inner = String(chars[(i + 2)..<end])
                let parts = inner.split(separator: ",", maxSplits: 1)
                out += RestructuredTextInline.escape(parts.count > 1 ? String(parts[1]).trimmingCharacters(in: " ") : inner)
                i = end + 2
                continue
            }
            // An inline anchor (`[[install]]`, `anchor:install[Installing]`) shows nothing, even run on into a word.
            if let end = inlineAnchorEnd(chars, from: i) {
                i = end
                continue
            }
            if boundary, let url = urlMacro(chars, from: i) {
                out += plain ? RestructuredTextInline.escape(url.label) : url.markdown
                i = url.end
                continue
            }
            out += RestructuredTextInline.escape(String(c), atLineStart: i == 0 || chars[i - 1] == "\n")
            i += 1
        }
        return out
    }

    /// A heading's or question's text without markup.
    static func convertPlain(_ text: String) -> String {
        var plain = convert(text, plain: true)
        for mark in ["**", "*", "`", "\\"] { plain = plain.replacingAll(mark, with: "") }
        return plain
    }

    private static func find(_ target: String, _ chars: [Character], from: Int) -> Int? {
        InlineSearch.find(Array(target), in: chars, from: from)
    }

    /// Where an inline anchor that starts at `from` ends: `[[id]]`, `[[id, reference text]]` or `anchor:id[reference text]`,
    /// the id opening with a letter, `_` or `:` (Asciidoctor's rule), all on one line.
    private static func inlineAnchorEnd(_ chars: [Character], from: Int) -> Int? {
        // A bibliography entry's `[[[knuth]]]` shows its label: no anchor.
        let brackets = chars[from...].starts(with: "[[") && !chars[from...].starts(with: "[[[") && (from == 0 || chars[from - 1] != "[")
        let macro = chars[from...].starts(with: "anchor:")
        guard brackets || macro else { return nil }
        var j = from + (brackets ? 2 : 7)
        guard j < chars.count, chars[j].isLetter || chars[j] == "_" || chars[j] == ":" else { return nil }
        // An id of no more than a window's length: `anchor:anchor:…` is scanned once from each start, not to the end.
        let limit = min(chars.count, from + InlineSearch.window)
        while j < limit, chars[j].isLetter || chars[j].isNumber || "_:.-".contains(chars[j]) { j += 1 }
        guard j < limit else { return nil }
        let close: [Character] = brackets ? ["]", "]"] : ["]"]
        if macro { guard j < chars.count, chars[j] == "[" else { return nil } }
        else if j < chars.count, chars[j] != "]", chars[j] != "," { return nil }
        guard let end = InlineSearch.find(close, in: chars, from: j) else { return nil }
        return end + close.count
    }

    /// `https://…[text]`, `link:target[text]`, `xref:target[text]` and bare URLs.
    private static func urlMacro(_ chars: [Character], from: Int) -> (markdown: String, label: String, end: Int)? {
        let rest = String(chars[from..<min(chars.count, from + 12)])
        let prefixes = ["https://", "http://", "mailto:", "link:", "xref:"]
        guard let prefix = prefixes.first(where: rest.hasPrefix) else { return nil }
        var j = from + prefix.count
        while j < min(chars.count, from + InlineSearch.window), !chars[j].isWhitespace, chars[j] != "[" { j += 1 }
        var target = String(chars[from..<j])
        if prefix == "link:" || prefix == "xref:" { target.removeFirst(prefix.count) }
        var label = target
        var end = j
        // The text in brackets may go on over lines, as Asciidoctor reads it.
        if j < chars.count, chars[j] == "[", let close = InlineSearch.find(["]"], in: chars, from: j, acrossLines: true) {
            let inner = PlainTextLines.collapsed(String(chars[(j + 1)..<close].map { $0 == "\n" ? " " : $0 }))
            if !inner.isEmpty { label = inner.split(separator: ",").first.map(String.init) ?? inner }
            end = close + 1
        } else if prefix == "link:" || prefix == "xref:" {
            return nil
        } else {
            while let last = target.last, ".,;:)".contains(last) { target.removeLast(); end -= 1 }
            label = target
        }
        if prefix == "xref:" { return (RestructuredTextInline.escape(label), label, end) }
        return (RestructuredTextInline.link(label, target), label, end)
    }
}
