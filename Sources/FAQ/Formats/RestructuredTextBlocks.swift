/// Turns the body of a reStructuredText section into Markdown: paragraphs (inline markup
/// through `RestructuredTextInline`), literal blocks after `::` and `code-block` directives as
/// fenced code, bullet and enumerated lists, field and definition lists, block quotes, line
/// blocks, doctest blocks and tables (kept as preformatted text). Admonitions (`note`,
/// `warning`…) become a quote titled in bold; other directives give their text; comments and
/// targets are dropped.
enum RestructuredTextBlocks {
    /// Deeper nesting (quotes in lists in quotes…) is kept as preformatted text.
    static let maximumDepth = 16

    static let admonitions: Set<String> = ["note", "warning", "tip", "hint", "important", "caution", "attention",
                                           "danger", "error", "seealso", "admonition", "todo", "versionadded",
                                           "versionchanged", "deprecated"]
    static let codeDirectives: Set<String> = ["code-block", "code", "sourcecode", "literalinclude-text", "parsed-literal"]
    static let droppedDirectives: Set<String> = ["contents", "sectnum", "include", "literalinclude", "toctree", "index", "meta",
                                                 "raw", "highlight", "default-role", "role", "target-notes", "header", "footer",
                                                 "image", "tabularcolumns", "autosummary", "automodule", "autoclass",
                                                 "autofunction", "currentmodule", "module", "title", "class", "footnotes"]

    static func markdown(_ lines: [String], depth: Int = 0) -> String {
        guard depth < maximumDepth else { return fence(lines.joined(separator: "\n"), language: "") }
        var blocks: [String] = []
        var i = 0
        var literalNext = false
        while i < lines.count {
            let line = lines[i]
            if RestructuredTextFormat.isBlank(line) { i += 1; continue }
            let indent = line.prefix { $0 == " " }.count
            if indent > 0 {
                let block = indentedBlock(lines, from: i, minimum: 1)
                let text = dedent(Array(lines[i..<block]))
                if literalNext {
                    blocks.append(fence(text.joined(separator: "\n"), language: ""))
                } else if let last = blocks.last, isEmphasisedQuestion(last) {
                    // Indented under an emphasised question, it is that question's answer, not a quotation.
                    blocks.append(markdown(text, depth: depth + 1))
                } else {
                    blocks.append(quote(markdown(text, depth: depth + 1)))
                }
                literalNext = false
                i = block
                continue
            }
            literalNext = false
            if RestructuredTextFormat.isExplicitMarkup(line) {
                let end = indentedBlock(lines, from: i + 1, minimum: 1)
                if let converted = explicitMarkup(Array(lines[i..<end]), depth: depth) { blocks.append(converted) }
                i = end
                continue
            }
            if let marker = listMarker(line) {
                var items: [String] = []
                var number = 1
                while i < lines.count, let m = listMarker(lines[i]), m.ordered == marker.ordered {
                    let end = indentedBlock(lines, from: i + 1, minimum: m.width)
                    var item = [String(lines[i].dropFirst(m.width))]
                    item += dedent(Array(lines[(i + 1)..<end]), by: m.width)
                    let bullet = marker.ordered ? "\(number). " : "- "
                    number += 1
                    items.append(indentContinuation(isOneDefinition(item) ? termOverDefinition(item, depth: depth + 1)
                                                        : markdown(item, depth: depth + 1), marker: bullet))
                    i = end
                    while i < lines.count, RestructuredTextFormat.isBlank(lines[i]) { i += 1 }
                }
                blocks.append(items.joined(separator: "\n"))
                continue
            }
            // (Not a role that opens a paragraph: ":ref:`Update it <updating>` to …".)
            if line.hasPrefix(":"), let close = line.dropFirst().firstIndex(of: ":"), close > line.index(after: line.startIndex),
               line[line.index(after: close)...].first.map({ $0 == " " }) ?? true {
                // A field list item: `:Name: body`.
                let name = String(line[line.index(after: line.startIndex)..<close])
                let end = indentedBlock(lines, from: i + 1, minimum: 1)
                let body = [String(line[line.index(after: close)...]).trimmingCharacters(in: " ")] + dedent(Array(lines[(i + 1)..<end]))
                blocks.append("**" + RestructuredTextInline.escape(name) + ":** " + markdown(body, depth: depth + 1))
                i = end
                continue
            }
            if line.hasPrefix("| ") || line == "|" {
                var parts: [String] = []
                while i < lines.count, lines[i].hasPrefix("| ") || lines[i] == "|" {
                    parts.append(RestructuredTextInline.convert(String(lines[i].dropFirst(2))))
                    i += 1
                }
                blocks.append(parts.joined(separator: "\\\n"))
                continue
            }
            if line.hasPrefix("__ ") || line == "__" {
                // An anonymous hyperlink target: where a `reference`__ points, not text.
                i = indentedBlock(lines, from: i + 1, minimum: 1)
                continue
            }
            if line.hasPrefix(">>> ") {
                let end = lines[i...].firstIndex(where: RestructuredTextFormat.isBlank) ?? lines.count
                blocks.append(fence(lines[i..<end].joined(separator: "\n"), language: "pycon"))
                i = end
                continue
            }
            if isTableBorder(line) {
                let end = tableEnd(lines, from: i)
                blocks.append(fence(lines[i..<end].joined(separator: "\n"), language: ""))
                i = end
                continue
            }
            if let c = RestructuredTextFormat.adornment(line), line.count >= 4, c != "|" {
                blocks.append("* * *")  // a transition
                i += 1
                continue
            }
            // A paragraph, or a definition list item (a line and an indented definition right below).
            var end = i
            while end < lines.count, !RestructuredTextFormat.isBlank(lines[end]), lines[end].first != " " { end += 1 }
            if end == i + 1, end < lines.count, lines[end].first == " " {
                let definitionEnd = indentedBlock(lines, from: end, minimum: 1)
                let definition = markdown(dedent(Array(lines[end..<definitionEnd])), depth: depth + 1)
                blocks.append(indentContinuation("**" + RestructuredTextInline.convert(line) + "**\n\n" + definition, marker: "- "))
                i = definitionEnd
                continue
            }
            var text = lines[i..<end].map { $0.trimmingCharacters(in: " ") }.joined(separator: " ")
            if text.hasSuffix("::") {
                literalNext = true
                text = text == "::" ? "" : text.hasSuffix(" ::") ? String(text.dropLast(3)) : String(text.dropLast())
            }
            if !text.isEmpty { blocks.append(RestructuredTextInline.convert(text, startOfBlock: true)) }
            i = end
        }
        return blocks.joined(separator: "\n\n")
    }

    /// Whether an item's text is one definition list item, its first line over all the rest set in
    /// (CENotes' "- What is the license?" over "   **GPL v3**"): the item shows the term over its definition.
    private static func isOneDefinition(_ item: [String]) -> Bool {
        item.count >= 2 && !RestructuredTextFormat.isBlank(item[0]) && item[1].first == " "
            && indentedBlock(item, from: 1, minimum: 1) == item.count
    }

    /// An item that is one definition, as Markdown: the term as its first paragraph, the definition after it.
    private static func termOverDefinition(_ item: [String], depth: Int) -> String {
        RestructuredTextInline.convert(item[0], startOfBlock: true) + "\n\n" + markdown(dedent(Array(item.dropFirst())), depth: depth)
    }

    // MARK: Explicit markup

    private static func explicitMarkup(_ block: [String], depth: Int) -> String? {
        let first = block[0]
        let content = String(first.dropFirst(first.hasPrefix(".. ") ? 3 : 2))
        // Targets, substitution definitions and comments.
        if content.hasPrefix("_") || content.hasPrefix("|") { return nil }
        if content.hasPrefix("["), let close = content.firstIndex(of: "]") {
            // A footnote or citation: its text, after its label.
            let label = content[content.index(after: content.startIndex)..<close]
            let body = [String(content[content.index(after: close)...]).trimmingCharacters(in: " ")] + dedent(Array(block.dropFirst()))
            return "[" + RestructuredTextInline.escape(String(label)) + "] " + markdown(body, depth: depth + 1)
        }
        guard let marker = content.range(ofLiteralIn: "::") else { return nil }  // a comment
        let name = String(content[..<marker.lowerBound]).trimmingCharacters(in: " ").lowercased()
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "-_:+.".contains($0) }) else { return nil }
        let directive = name.split(separator: ":").last.map(String.init) ?? name  // `sphinx:note`, `rst:directive`
        let argument = String(content[marker.upperBound...]).trimmingCharacters(in: " ")
        var body = dedent(Array(block.dropFirst()))
        // Options (`:linenos:`) come first, before a blank line.
        while let line = body.first, line.hasPrefix(":"), line.dropFirst().contains(":") { body.removeFirst() }
        if droppedDirectives.contains(directive) { return nil }
        if codeDirectives.contains(directive) {
            return fence(body.joined(separator: "\n").trimmingBlankLines(), language: argument.split(separator: " ").first.map(String.init) ?? "")
        }
        if admonitions.contains(directive) {
            var title = directive == "admonition" ? argument : directive.prefix(1).uppercased() + directive.dropFirst()
            if directive == "seealso" { title = "See also" }
            if directive == "versionadded" || directive == "versionchanged" || directive == "deprecated" {
                title = ["versionadded": "New in version", "versionchanged": "Changed in version", "deprecated": "Deprecated since version"][directive]! + " " + argument
            } else if directive != "admonition", !argument.isEmpty {
                body.insert(argument, at: 0)
            }
            let inner = markdown(body, depth: depth + 1)
            return quote("**" + RestructuredTextInline.escape(title) + "**" + (inner.isEmpty ? "" : "\n\n" + inner))
        }
        // A topic is a titled block (docutils sets its title in bold above its text), a rubric a
        // title alone: a topic that asks is a question over its answer (Sphinx FAQs'
        // `.. topic:: Why do I get …?`).
        if directive == "topic" || directive == "rubric", !argument.isEmpty {
            // The title runs on over the lines before the first blank one, as docutils reads it.
            let wrapped = body.prefix { !RestructuredTextFormat.isBlank($0) }
            let title = ([argument] + wrapped.map { $0.trimmingCharacters(in: " ") }).joined(separator: " ")
            let inner = markdown(Array(body.dropFirst(wrapped.count)), depth: depth + 1)
            return "**" + RestructuredTextInline.convert(title) + "**" + (inner.isEmpty ? "" : "\n\n" + inner)
        }
        // Any other directive: its argument and content as text.
        let text = markdown((argument.isEmpty || directive == "only" || directive == "figure" ? [] : [argument, ""]) + body, depth: depth + 1)
        return text.isEmpty ? nil : text
    }

    // MARK: Helpers

    /// The end of the block of lines from `from` that are blank or indented by `minimum` or more.
    static func indentedBlock(_ lines: [String], from: Int, minimum: Int) -> Int {
        var end = from
        var lastContent = from
        while end < lines.count {
            if RestructuredTextFormat.isBlank(lines[end]) { end += 1; continue }
            guard lines[end].prefix(while: { $0 == " " }).count >= minimum else { break }
            end += 1
            lastContent = end
        }
        return max(from, lastContent)
    }

    static func dedent(_ lines: [String], by amount: Int? = nil) -> [String] {
        let cut = amount ?? lines.filter { !RestructuredTextFormat.isBlank($0) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { line in
            let spaces = line.prefix { $0 == " " }.count
            return String(line.dropFirst(min(spaces, cut)))
        }
    }

    /// `- `, `* `, `+ `, `• `, `1. `, `#. `, `a) `, `(1) ` and their widths.
    static func listMarker(_ line: String) -> (ordered: Bool, width: Int)? {
        if let c = line.first, "-*+•‣⁃".contains(c) {
            if line.count == 1 { return (false, 2) }
            if line.dropFirst().first == " " { return (false, 2 + line.dropFirst(2).prefix { $0 == " " }.count) }
            return nil
        }
        var rest = Substring(line)
        let parenthesized = rest.first == "("
        if parenthesized { rest = rest.dropFirst() }
        let label = rest.prefix { $0.isNumber || $0 == "#" || ($0.isLetter && $0.isASCII) }
        guard !label.isEmpty, label.count <= 4, label == "#" || label.allSatisfy(\.isNumber) || label.count == 1 || label.allSatisfy({ "ivxlcdm".contains($0) })
        else { return nil }
        rest = rest.dropFirst(label.count)
        guard let close = rest.first, close == "." || close == ")", !parenthesized || close == ")" else { return nil }
        rest = rest.dropFirst()
        guard rest.first == " " || rest.isEmpty else { return nil }
        let spaces = rest.prefix { $0 == " " }.count
        return (true, line.count - rest.count + max(1, spaces))
    }

    static func isTableBorder(_ line: String) -> Bool {
        if line.hasPrefix("+-") || line.hasPrefix("+=") { return line.hasSuffix("+") }
        let runs = line.split(separator: " ")
        return runs.count >= 2 && line.hasPrefix("=") && runs.allSatisfy { $0.allSatisfy { $0 == "=" } }
    }

    /// The end of a grid table (its lines start with `+` or `|`) or a simple table (it ends
    /// with a border followed by a blank line).
    static func tableEnd(_ lines: [String], from: Int) -> Int {
        var end = from + 1
        if lines[from].hasPrefix("+") {
            while end < lines.count, lines[end].hasPrefix("+") || lines[end].hasPrefix("|") { end += 1 }
            return end
        }
        while end < lines.count {
            if isTableBorder(lines[end]), end + 1 >= lines.count || RestructuredTextFormat.isBlank(lines[end + 1]) { return end + 1 }
            end += 1
        }
        return end
    }

    static func fence(_ code: String, language: String) -> String {
        var longest = 0, run = 0
        for c in code { run = c == "`" ? run + 1 : 0; longest = max(longest, run) }
        let marks = String(repeating: "`", count: max(3, longest + 1))
        return marks + language + "\n" + code.trimmingBlankLines() + "\n" + marks
    }

    /// A paragraph of one emphasised question and nothing else: `*What is TortoiseHg?*`.
    static func isEmphasisedQuestion(_ block: String) -> Bool {
        block.hasPrefix("*") && !block.hasPrefix("**") && block.hasSuffix("?*") && !block.contains("\n")
    }

    static func quote(_ markdown: String) -> String {
        markdown.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n")
    }

    static func indentContinuation(_ markdown: String, marker: String) -> String {
        let pad = String(repeating: " ", count: marker.count)
        return marker + markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { $0 == 0 || $1.isEmpty ? String($1) : pad + $1 }.joined(separator: "\n")
    }
}
