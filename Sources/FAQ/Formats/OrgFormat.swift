/// Imports Org FAQs: `#+TITLE:` names the document (or, in outline-mode text, a first line
/// underlined in `=`), `*` headlines nest by their number of
/// stars (TODO keywords, priorities and tags left out; a `CUSTOM_ID` property is the id), and
/// `StructureRule` decides sections and questions. `#+BEGIN_SRC`/`EXAMPLE` blocks become
/// fenced code (no headline inside them counts), `QUOTE` and admonition blocks quotes;
/// drawers, keywords and comments are dropped.
enum OrgFormat {
    static let todoKeywords: Set<String> = ["TODO", "DONE", "NEXT", "WAITING", "CANCELLED", "CANCELED", "HOLD"]

    static func decode(_ text: String, file: String) throws(DocumentError) -> (FAQDocument, [DocumentProblem]) {
        let lines = RestructuredTextFormat.sourceLines(text)
        let blockEnds = blockEnds(lines)
        var title: String?
        var tree = HeadingTree()
        var body: [String] = []
        var firstLevel: Int?
        var i = 0
        func flush() {
            tree.appendBody(markdown(body))
            body = []
        }
        while i < lines.count {
            let line = lines[i]
            let upper = line.trimmingCharacters(in: " ").uppercased()
            if let end = blockEnds[i] {
                body += lines[i..<min(end + 1, lines.count)]
                i = end + 1
                continue
            }
            if upper.hasPrefix("#+TITLE:") {
                let value = String(line.trimmingCharacters(in: " ").dropFirst(8)).trimmingCharacters(in: " ")
                if !value.isEmpty { title = title.map { $0 + " " + value } ?? value }
                i += 1
                continue
            }
            // Emacs's outline-mode files (Org's ancestor) title themselves with a line underlined in `=`.
            // (The lines checked first: the text before is looked at only under such a pair.)
            if title == nil, i + 1 < lines.count, isTitleUnderline(lines[i + 1]), !line.allSatisfy(\.isWhitespace), !isHeadline(line),
               !tree.rootHasHeadings, body.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) {
                title = line.trimmingCharacters(in: " \t")
                i += 2
                continue
            }
            if isHeadline(line), !isListItem(lines, i, firstLevel: firstLevel) {
                let stars = line.prefix { $0 == "*" }.count
                firstLevel = firstLevel ?? stars
                flush()
                // A subtree tagged :noexport: (a generated table of contents, notes to self) is
                // not part of the document, as Org's own export leaves it out.
                if isNotExported(line) {
                    i += 1
                    while i < lines.count, !(isHeadline(lines[i]) && lines[i].prefix { $0 == "*" }.count <= stars) { i += 1 }
                    continue
                }
                var anchor: String?
                // A property drawer right under the headline may give its id. It ends before the
                // next headline, so that drawers never closed cost one look each.
                if i + 1 < lines.count, lines[i + 1].trimmingCharacters(in: " ").uppercased() == ":PROPERTIES:" {
                    var j = i + 2
                    while j < lines.count, lines[j].trimmingCharacters(in: " ").uppercased() != ":END:", !isHeadline(lines[j]) {
                        let property = lines[j].trimmingCharacters(in: " ")
                        if property.uppercased().hasPrefix(":CUSTOM_ID:") {
                            anchor = String(property.dropFirst(11)).trimmingCharacters(in: " ")
                        }
                        j += 1
                    }
                }
                let wrapped = wrappedLines(lines, i, stars: stars, firstLevel: firstLevel)
                let text = ([String(line.dropFirst(stars + 1))] + lines[(i + 1)..<(i + 1 + wrapped)].map { $0.trimmingCharacters(in: " ") })
                    .joined(separator: " ")
                tree.addHeading(level: stars, title: headline(text), anchor: anchor, line: i + 1)
                i += 1 + wrapped
                continue
            }
            body.append(line)
            i += 1
        }
        flush()
        // With no headlines, the questions are in the text: a list of bold questions over their
        // answers, as Markdown's reader finds them.
        if !tree.rootHasHeadings, let found = MarkdownQuestionPatterns.questions(inMarkdown: tree.nodes[0].body, alone: true) {
            tree.setBody(found.remainder, of: 0)
            for question in found.questions { tree.addListedQuestion(question, to: 0) }
        }
        // Under headlines, questions written as bold paragraphs or `*Q*:` labels over their
        // answers make the headline their group (mu's "** Indexing" over `*Q*:` / `*A*:` pairs),
        // as in Markdown: under one that asks, labels of a few words ("*Linux?*") are its answer's parts.
        tree.listBoldLineQuestions(alone: false) { $0.level > 0 }
        if title == nil { title = tree.takeLoneTitle() ?? tree.takeEmptyFirstHeading() ?? tree.takeNamedTitle() }
        var builder = ImportBuilder(file: file, title: title ?? MarkdownFormat.defaultTitle(file))
        StructureRule.build(tree, into: &builder)
        guard builder.hasQuestions else {
            throw DocumentError([DocumentProblem(file: file, message: TranslatableText("no questions found in this Org file: expected * headlines with text under them"))])
        }
        return (builder.build(), builder.warnings)
    }

    /// Blocks nested deeper than this show their text as it is: no input can make the reader
    /// recurse once per line.
    static let maximumBlockDepth = 8

    /// A line of three `=` or more and nothing else.
    static func isTitleUnderline(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: " \t")
        return trimmed.count >= 3 && trimmed.allSatisfy { $0 == "=" }
    }

    /// A one-star line right under a line of text, in a file whose first headline has more
    /// stars, is a bullet of that text ("Batteries Included serves the following purposes:" over
    /// "* define a standard set of libraries"): plain-text FAQs title with `*** Group ***`. So is
    /// one after a blank line whose text wraps onto the next at the bullet's column, two spaces in
    /// (CRM114's "* What version of CRM114 you are running (…" over "  or by turning on …").
    static func isListItem(_ lines: [String], _ i: Int, firstLevel: Int?) -> Bool {
        guard let firstLevel, firstLevel > 1, lines[i].hasPrefix("* "), i > 0 else { return false }
        if !lines[i - 1].allSatisfy(\.isWhitespace) { return !isHeadline(lines[i - 1]) }
        return i + 1 < lines.count && startsAtColumn(lines[i + 1], 2)
    }

    /// Whether `line`'s text starts after exactly `column` spaces.
    static func startsAtColumn(_ line: String, _ column: Int) -> Bool {
        line.prefix(column).allSatisfy { $0 == " " } && line.dropFirst(column).first.map { !$0.isWhitespace } == true
    }

    /// A headline's text is wider than this when the author's editor wrapped it at the margin.
    static let wrappedHeadlineWidth = 60

    /// How many lines right under headline `i` go on with its text, in a file whose first
    /// headline has more than one star (plain text titled with stars): a long headline that ends
    /// no sentence, over one or two lines at its text's column and a blank line ("*** I want to
    /// change classifiers.  Can I just change it in the" over "    mailfilter :clf: setup?").
    static func wrappedLines(_ lines: [String], _ i: Int, stars: Int, firstLevel: Int?) -> Int {
        guard let firstLevel, firstLevel > 1 else { return 0 }
        let line = lines[i]
        guard line.count > wrappedHeadlineWidth, let last = line.last, !".?!:*".contains(last) else { return 0 }
        for count in 1...2 where i + count + 1 <= lines.count {
            guard startsAtColumn(lines[i + count], stars + 1) else { return 0 }
            if i + count + 1 == lines.count || lines[i + count + 1].allSatisfy(\.isWhitespace) { return count }
        }
        return 0
    }

    static func isHeadline(_ line: String) -> Bool {
        let stars = line.prefix { $0 == "*" }.count
        return stars > 0 && line.dropFirst(stars).first == " "
    }

    /// Where each `#+BEGIN_KIND` line's block ends: the index of the next `#+END_KIND` line, or
    /// `lines.count` when there is none. One pass from the end, remembering each kind's next end.
    static func blockEnds(_ lines: [String]) -> [Int: Int] {
        var ends: [Int: Int] = [:]
        var nextEnd: [Substring: Int] = [:]
        for i in lines.indices.reversed() {
            let upper = lines[i].trimmingCharacters(in: " ").uppercased()
            guard upper.hasPrefix("#+") else { continue }
            if upper.hasPrefix("#+END_") {
                nextEnd[Substring(upper.dropFirst(6).prefix { !$0.isWhitespace })] = i
            } else if upper.hasPrefix("#+BEGIN_") {
                ends[i] = nextEnd[Substring(upper.dropFirst(8).prefix { !$0.isWhitespace })] ?? lines.count
            }
        }
        return ends
    }

    /// Whether a headline carries the `noexport` tag (`* Contents   :TOC:noexport:`).
    static func isNotExported(_ line: String) -> Bool {
        guard let last = line.split(separator: " ").last, last.count > 1, last.hasPrefix(":"), last.hasSuffix(":") else { return false }
        return last.split(separator: ":").contains("noexport")
    }

    /// A headline's title: without a TODO keyword, a `[#A]` priority, `:tags:` or a `COMMENT` mark.
    static func headline(_ text: String) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if let first = words.first, todoKeywords.contains(first) { words.removeFirst() }
        if let first = words.first, first.hasPrefix("[#"), first.hasSuffix("]") { words.removeFirst() }
        if let last = words.last, last.count > 1, last.hasPrefix(":"), last.hasSuffix(":") { words.removeLast() }
        return plain(words.joined(separator: " ")).trimmingCharacters(in: " ")
    }

    static func plain(_ text: String) -> String {
        var result = OrgInline.convert(text)
        for mark in ["**", "*", "`", "\\"] { result = result.replacingAll(mark, with: "") }
        return result
    }

    /// Where the list item at `start` ends: at a line with text set in no further than its bullet,
    /// or two blank lines, as Org ends an item, but never inside a block (`blockEnds`) the item opens;
    /// blank lines at its end are left outside.
    static func itemEnd(_ lines: [String], from start: Int, indent: Int, blockEnds: [Int: Int]) -> Int {
        var end = start + 1, last = start
        while end < lines.count {
            if lines[end].allSatisfy({ $0 == " " }) {
                if end > last + 1 { break }
            } else {
                guard lines[end].prefix(while: { $0 == " " }).count > indent else { break }
                // A closed block's lines are the item's, whatever their indentation or blank lines.
                if let blockEnd = blockEnds[end], blockEnd < lines.count { end = blockEnd }
                last = end
            }
            end += 1
        }
        return last + 1
    }

    /// Org body text as Markdown.
    static func markdown(_ body: [String], depth: Int = 0) -> String {
        // Text indented under its headline is not a block of its own.
        let lines = RestructuredTextBlocks.dedent(body)
        let blockEnds = blockEnds(lines)
        var blocks: [String] = []
        var paragraph: [String] = []
        func endParagraph() {
            if !paragraph.isEmpty { blocks.append(OrgInline.convert(paragraph.joined(separator: "\n"))) }
            paragraph = []
        }
        var i = 0
        var inDrawer = false
        while i < lines.count {
            let line = lines[i]
            let trimmed = line.trimmingCharacters(in: " ")
            let upper = trimmed.uppercased()
            if inDrawer { inDrawer = upper != ":END:"; i += 1; continue }
            if let end = blockEnds[i] {
                endParagraph()
                let words = trimmed.dropFirst(8).split(separator: " ")
                let kind = depth < maximumBlockDepth ? words.first.map { $0.uppercased() } ?? "" : "EXAMPLE"
                let inner = RestructuredTextBlocks.dedent(Array(lines[min(i + 1, end)..<end]))
                switch kind {
                case "SRC": blocks.append(RestructuredTextBlocks.fence(inner.joined(separator: "\n"), language: words.dropFirst().first.map(String.init) ?? ""))
                case "EXAMPLE", "VERSE", "EXPORT": blocks.append(RestructuredTextBlocks.fence(inner.joined(separator: "\n"), language: ""))
                case "QUOTE": blocks.append(RestructuredTextBlocks.quote(markdown(inner, depth: depth + 1)))
                case "NOTE", "WARNING", "TIP", "IMPORTANT", "CAUTION":
                    blocks.append(RestructuredTextBlocks.quote("**" + kind.prefix(1) + kind.dropFirst().lowercased() + "**\n\n" + markdown(inner, depth: depth + 1)))
                case "COMMENT": break
                default: blocks.append(markdown(inner, depth: depth + 1))
                }
                i = end + 1
                continue
            }
            if trimmed.isEmpty { endParagraph(); i += 1; continue }
            if trimmed.hasPrefix("#+") || trimmed == "#" || trimmed.hasPrefix("# ") { i += 1; continue }  // keywords, comments
            if trimmed.hasPrefix(":"), trimmed.hasSuffix(":"), trimmed.count > 2, !trimmed.contains(" ") {
                endParagraph()
                inDrawer = upper != ":END:"
                i += 1
                continue
            }
            if trimmed.hasPrefix(": ") || trimmed == ":" {
                // Fixed-width lines.
                endParagraph()
                var code: [String] = []
                while i < lines.count, lines[i].trimmingCharacters(in: " ").hasPrefix(": ") || lines[i].trimmingCharacters(in: " ") == ":" {
                    code.append(String(lines[i].trimmingCharacters(in: " ").dropFirst(2)))
                    i += 1
                }
                blocks.append(RestructuredTextBlocks.fence(code.joined(separator: "\n"), language: ""))
                continue
            }
            if trimmed.hasPrefix("|") {
                endParagraph()
                var table: [String] = []
                while i < lines.count, lines[i].trimmingCharacters(in: " ").hasPrefix("|") { table.append(lines[i]); i += 1 }
                blocks.append(RestructuredTextBlocks.fence(table.joined(separator: "\n"), language: ""))
                continue
            }
            if let marker = RestructuredTextBlocks.listMarker(trimmed) {
                endParagraph()
                let indent = line.prefix { $0 == " " }.count
                let bullet = String(repeating: " ", count: indent) + (marker.ordered ? "1. " : "- ")
                let text = String(trimmed.dropFirst(marker.width))
                // Lines set in under the item are its own (an answer under a question item), kept in it.
                let end = depth < maximumBlockDepth ? itemEnd(lines, from: i, indent: indent, blockEnds: blockEnds) : i + 1
                guard end > i + 1 else {
                    blocks.append(bullet + OrgInline.convert(text))
                    i += 1
                    continue
                }
                let inside = markdown([text] + RestructuredTextBlocks.dedent(Array(lines[(i + 1)..<end])), depth: depth + 1)
                let margin = String(repeating: " ", count: bullet.count)
                blocks.append(bullet + inside.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                    .map { $0.offset == 0 || $0.element.isEmpty ? String($0.element) : margin + $0.element }.joined(separator: "\n"))
                i = end
                continue
            }
            paragraph.append(trimmed)
            i += 1
        }
        endParagraph()
        var joined = ""
        for (n, block) in blocks.enumerated() {
            let isItem = { (b: String) in let t = b.drop { $0 == " " }; return t.hasPrefix("- ") || t.hasPrefix("1. ") }
            if n > 0 { joined += isItem(block) && isItem(blocks[n - 1]) ? "\n" : "\n\n" }
            joined += block
        }
        return joined
    }
}

/// Org inline markup as Markdown: `*bold*`, `/italic/`, `=verbatim=` and `~code~`, `+strike+`,
/// `[[link][text]]`.
enum OrgInline {
    static func convert(_ text: String) -> String {
        let chars = Array(text)
        // Where each emphasis mark next closes: after a non-space, before a non-word character.
        let closings = InlineSearch.nextClosings(chars, marks: ["*", "/", "=", "~", "+"]) { j in
            j > 0 && !chars[j - 1].isWhitespace && (j + 1 >= chars.count || !(chars[j + 1].isLetter || chars[j + 1].isNumber))
        }
        var out = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let boundary = i == 0 || chars[i - 1].isWhitespace || "({\"'-".contains(chars[i - 1])
            if c == "[", i + 1 < chars.count, chars[i + 1] == "[", let end = find("]]", chars, from: i + 2) {
                let inner = String(chars[(i + 2)..<end])
                let parts = inner.parts(separatedBy: "][")
                let target = parts[0], label = parts.count > 1 ? parts[1] : parts[0]
                out += RestructuredTextInline.link(label, target)
                i = end + 2
                continue
            }
            if "*/=~+".contains(c), boundary, i + 1 < chars.count, !chars[i + 1].isWhitespace {
                let j = Int(closings[c]?[i + 2] ?? -1)
                if j > i + 1 {
                    let inner = String(chars[(i + 1)..<j])
                    switch c {
                    case "*": out += "**" + RestructuredTextInline.escape(inner) + "**"
                    case "/": out += "*" + RestructuredTextInline.escape(inner) + "*"
                    case "+": out += "~~" + RestructuredTextInline.escape(inner) + "~~"
                    default: out += RestructuredTextInline.codeSpan(inner)
                    }
                    i = j + 1
                    continue
                }
            }
            out += c == "*" || c == "_" ? "\\" + String(c) : RestructuredTextInline.escape(String(c), atLineStart: i == 0 || chars[i - 1] == "\n")
            i += 1
        }
        return out
    }

    private static func find(_ target: String, _ chars: [Character], from: Int) -> Int? {
        InlineSearch.find(Array(target), in: chars, from: from)
    }
}
