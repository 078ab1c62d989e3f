/// AsciiDoc block markup as Markdown: listing and literal blocks become fenced code, quote blocks and
/// admonitions (`NOTE:`, `[WARNING]` blocks) titled quotes, tables preformatted text, list items
/// and their continuations (`+`) Markdown's lists.
enum AsciiDocBlocks {
    /// A preprocessor line (`ifndef::name[]`, `include::file[]`) or a `toc::[]` macro: no text of the document.
    static func isDirective(_ line: String) -> Bool {
        ["include::", "ifdef::", "ifndef::", "endif::", "ifeval::", "toc::"].contains(where: line.hasPrefix)
    }

    /// The index of the line that closes the block opened at `opening` (its delimiter), or the lines' end.
    static func end(of opening: Int, in lines: [String]) -> Int {
        let closing = delimiter(lines[opening]) ?? lines[opening]
        return lines[(opening + 1)...].firstIndex(of: closing) ?? lines.count
    }

    /// The line that closes the delimited block a line opens (the same line; Asciidoctor's Markdown-style fence,
    /// "```" with a language after it or not, closes with "```").
    static func delimiter(_ line: String) -> String? {
        if line.hasPrefix("```") { return line.dropFirst(3).allSatisfy { $0.isLetter || $0.isNumber || "+-_".contains($0) } ? "```" : nil }
        guard line.count >= 4 || line == "--", let c = line.first, "-.=*_+/|".contains(c) else { return nil }
        if c == "|" { return line.hasPrefix("|===") ? line : nil }
        return line.allSatisfy({ $0 == c }) ? line : nil
    }

    static let admonitions = ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"]

    static func markdown(_ lines: [String]) -> String {
        var blocks: [String] = []
        // Blocks a list continuation (`+`) attaches to the list item before them, with the
        // item's text column: `. How can I …?` over `+` over its answer (evil-emacs-2020's).
        var attached: [Int: Int] = [:]
        var itemColumn: Int?
        var paragraph: [String] = []
        var pendingStyle: String?
        func endParagraph() {
            guard !paragraph.isEmpty else { return }
            var text = paragraph.joined(separator: "\n")
            if let label = admonitions.first(where: { text.hasPrefix($0 + ": ") }) {
                text = String(text.dropFirst(label.count + 2))
                blocks.append(RestructuredTextBlocks.quote("**" + label.prefix(1) + label.dropFirst().lowercased() + "**\n\n" + AsciiDocInline.convert(text)))
            } else {
                blocks.append(inline(text))
            }
            paragraph = []
        }
        var i = 0
        while i < lines.count {
            let line = lines[i]
            if delimiter(line) != nil {
                endParagraph()
                let end = end(of: i, in: lines)
                let inner = Array(lines[(i + 1)..<end])
                let style = pendingStyle ?? ""
                pendingStyle = nil
                switch line.first! {
                case "/": break  // a comment block
                case "-" where line == "--": blocks.append(markdown(inner))
                case "`": blocks.append(RestructuredTextBlocks.fence(inner.joined(separator: "\n"), language: String(line.dropFirst(3))))
                case "-", ".", "+":
                    let language = style.split(separator: ",").dropFirst().first.map(String.init) ?? ""
                    blocks.append(RestructuredTextBlocks.fence(inner.joined(separator: "\n"), language: line.first == "+" ? "" : language))
                case "|": blocks.append(RestructuredTextBlocks.fence(inner.joined(separator: "\n"), language: ""))
                case "_": blocks.append(RestructuredTextBlocks.quote(markdown(inner)))
                default:
                    if let label = admonitions.first(where: { style.uppercased() == $0 }) {
                        blocks.append(RestructuredTextBlocks.quote("**" + label.prefix(1) + label.dropFirst().lowercased() + "**\n\n" + markdown(inner)))
                    } else {
                        blocks.append(markdown(inner))  // example and sidebar blocks: their content
                    }
                }
                i = end + 1
                continue
            }
            if RestructuredTextFormat.isBlank(line) { endParagraph(); i += 1; continue }
            if isDirective(line) {
                i += 1
                continue
            }
            if line.hasPrefix("//") || (line.hasPrefix(":") && line.dropFirst().contains(":") && !line.hasPrefix("::")) && paragraph.isEmpty {
                i += 1
                continue
            }
            if line.hasPrefix("["), line.hasSuffix("]"), paragraph.isEmpty {
                pendingStyle = String(line.dropFirst().dropLast())
                i += 1
                continue
            }
            if AsciiDocTitledBlocks.isBlockTitle(line), paragraph.isEmpty {
                blocks.append("**" + AsciiDocInline.convert(String(line.dropFirst())) + "**")  // a block title
                i += 1
                continue
            }
            // An item may be set in from the margin (" * _Why …?_ +"), after a blank line or another item.
            let setIn = line.first == " " && paragraph.isEmpty
            if let item = setIn ? listItem(atAnyIndent: line) : listItem(line) {
                endParagraph()
                // The lines under an item, up to a blank line, the next item, a block or a line of markup
                // (a comment, a block's title or attributes, a directive), are its text.
                var end = i + 1
                while end < lines.count, continuesItem(lines[end]) { end += 1 }
                let text = ([item.text] + lines[(i + 1)..<end].map { String($0.drop { $0 == " " }) }).joined(separator: "\n")
                let column = 2 * item.depth + item.marker.count
                let indent = String(repeating: " ", count: column)
                let converted = inline(text).split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
                blocks.append(String(repeating: "  ", count: item.depth) + item.marker + converted)
                itemColumn = column
                i = end
                continue
            }
            if line == "+" {  // list continuation
                endParagraph()
                // It holds while each block since the item was attached to it.
                if let column = itemColumn, let last = blocks.indices.last,
                   isListLine(blocks[last]) || attached[last] != nil { attached[blocks.count] = column }
                i += 1
                continue
            }
            // A thematic break (`'''`) or page break (`<<<`) alone: a rule, no words of the text.
            if paragraph.isEmpty, line == "'''" || line == "<<<" {
                blocks.append("* * *")
                i += 1
                continue
            }
            paragraph.append(line)
            i += 1
        }
        endParagraph()
        return joined(blocks, attached: attached)
    }

    /// Whether a line under a list item's first line goes on with its text.
    private static func continuesItem(_ line: String) -> Bool {
        guard !RestructuredTextFormat.isBlank(line), line != "+", delimiter(line) == nil, listItem(atAnyIndent: line) == nil else { return false }
        return !line.hasPrefix("//") && !(line.hasPrefix("[") && line.hasSuffix("]")) && !AsciiDocTitledBlocks.isBlockTitle(line)
            && !isDirective(line)
    }

    /// A paragraph's or an item's lines as Markdown: a line ending in " +" breaks there, as a
    /// hard line break does.
    static func inline(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.contains(where: { $0.hasSuffix(" +") }) else { return AsciiDocInline.convert(text) }
        // A mark the inline markup leaves alone stands for the break while it is converted.
        // A break ending the paragraph breaks nothing.
        let marked = lines.enumerated().map { n, line in
            guard line.hasSuffix(" +") else { return String(line) }
            return line.dropLast(2) + (n == lines.count - 1 ? "" : String(hardBreak))
        }.joined(separator: "\n")
        return String(AsciiDocInline.convert(marked).map { $0 == hardBreak ? "\\" : $0 })
    }

    private static let hardBreak: Character = "\u{E000}"

    /// `listItem` of a line set in from the margin or not (AsciiDoc lets items be indented).
    static func listItem(atAnyIndent line: String) -> (depth: Int, marker: String, text: String)? {
        listItem(String(line.drop { $0 == " " }))
    }

    /// `* item`, `** nested`, `. ordered`, `1. ordered`, `- item`.
    static func listItem(_ line: String) -> (depth: Int, marker: String, text: String)? {
        let digits = line.prefix { $0.isASCII && $0.isNumber }.count
        if digits > 0, line.dropFirst(digits).hasPrefix(". ") { return (0, "1. ", String(line.dropFirst(digits + 2))) }
        guard let c = line.first, c == "*" || c == "." || c == "-" else { return nil }
        let run = line.prefix { $0 == c }.count
        guard line.dropFirst(run).first == " ", c != "-" || run == 1 else { return nil }
        return (run - 1, c == "." ? "1. " : "- ", String(line.dropFirst(run + 1)))
    }
}
