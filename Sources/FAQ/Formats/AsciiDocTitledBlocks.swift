/// AsciiDoc FAQs written as titled blocks: each entry a block title (`.Question`) over the open,
/// example or sidebar block that holds its answer, with nothing else in the body but headings and
/// a line of introduction (Jeedom's plugin FAQs: `[panel,primary]`, `.Je n'arrive pas …`, `--`).
/// Their titles need not ask: in such a document every titled block is an entry.
enum AsciiDocTitledBlocks {
    /// The fewest titled blocks that make a document of them.
    static let minimumEntries = 3

    /// The delimiters of blocks that hold an answer: open, example and sidebar blocks.
    static func isAnswerDelimiter(_ line: String) -> Bool {
        guard let delimiter = AsciiDocBlocks.delimiter(line) else { return false }
        return delimiter == "--" || delimiter.first == "=" || delimiter.first == "*"
    }

    /// A block title: `.Title`, not `. item` nor a literal block's `....`.
    static func isBlockTitle(_ line: String) -> Bool {
        line.hasPrefix(".") && line.count > 1 && line.dropFirst().first != " " && line.dropFirst().first != "."
    }

    /// The entry opening at line `i` in a document of titled blocks: its title, and the index of the
    /// delimiter that opens its answer. A line that asks directly over such a block, its title's dot
    /// lost ("Ich möchte … ansehen?" over `--`), opens one too.
    static func entry(_ lines: [String], at i: Int) -> (title: String, opening: Int)? {
        let line = lines[i]
        var next = i + 1
        // Only a block title, or a line right over a block, opens one: a run of attribute lines is looked at
        // from its title alone, never from each of its lines.
        guard next < lines.count, isBlockTitle(line) || isAnswerDelimiter(lines[next]) else { return nil }
        // Attribute lines (`[role=faq]`) may stand between the title and its block.
        while next < lines.count, lines[next].hasPrefix("["), lines[next].hasSuffix("]") { next += 1 }
        guard next < lines.count, isAnswerDelimiter(lines[next]) else { return nil }
        if isBlockTitle(line) { return (String(line.dropFirst()), next) }
        let opensParagraph = i == 0 || RestructuredTextFormat.isBlank(lines[i - 1])
        guard opensParagraph, next == i + 1, !line.hasPrefix("["), PlainTextLines.asks(line) else { return nil }
        return (line, next)
    }

    /// Whether the document is made of titled blocks: at least `minimumEntries` of them, no heading
    /// that asks (its blocks would be its answer's examples), a heading for three of them at most (where
    /// headings stand over a block or two each, they are the entries, their blocks examples), and fewer
    /// paragraphs of text outside them than half their number.
    static func shapeDocument(_ lines: [String]) -> Bool {
        var entries = 0, paragraphs = 0, headings = 0
        var inParagraph = false
        var i = 0
        while i < lines.count {
            let line = lines[i]
            if let entry = entry(lines, at: i) {
                entries += 1
                i = AsciiDocBlocks.end(of: entry.opening, in: lines) + 1
                inParagraph = false
                continue
            }
            if AsciiDocBlocks.delimiter(line) != nil {
                i = AsciiDocBlocks.end(of: i, in: lines) + 1
                inParagraph = false
                continue
            }
            if AsciiDocFormat.isHeading(line) {
                headings += 1
                if PlainTextLines.asks(String(line.drop { $0 == "=" || $0 == "#" || $0 == " " })) { return false }
            } else if RestructuredTextFormat.isBlank(line) {
                inParagraph = false
            } else if !isMarkup(line), !inParagraph {
                paragraphs += 1
                inParagraph = true
            }
            i += 1
        }
        // The document's title (`= FAQ`) is no heading over entries.
        let groups = max(0, headings - (lines.contains { $0.hasPrefix("= ") } ? 1 : 0))
        return entries >= minimumEntries && paragraphs * 2 < entries && groups * 3 <= entries
    }

    /// A line that is markup, no text: an attribute list or entry, a comment, an anchor, a directive, a block title.
    private static func isMarkup(_ line: String) -> Bool {
        line.hasPrefix("[") && line.hasSuffix("]") || line.hasPrefix("//") || AsciiDocBlocks.isDirective(line)
            || line.hasPrefix(":") && line.dropFirst().contains(":") || isBlockTitle(line)
    }
}
