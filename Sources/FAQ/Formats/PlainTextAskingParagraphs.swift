/// Paragraphs that open with a question's line over its answer, with no mark but the question's
/// "?" and the line break after it (rephone's German FAQ: "Warum betreibt ihr diese Website?"
/// over its answer's one long line), entries parted by blank lines. A pipe-led line (a table's)
/// opens none.
extension PlainTextPatterns {
    /// A paragraph at the margin, no list item or number, whose first line ends asking, or whose
    /// second or third does, ending short of the line above it (the question broken where it
    /// ended, not where the text wraps), with a line under it at its indent, no quoted mail's
    /// ("> "); three at least, and a fifth of the paragraphs where the file's name
    /// (`fileNamesFAQ`) or a title above them names a FAQ or questions, half of them where
    /// nothing does.
    static func askingParagraphs(_ lines: PlainTextLines, titles: [PlainTextTitles.Title], fileNamesFAQ: Bool = false) -> PlainTextCandidate? {
        var candidate = PlainTextCandidate(shape: .askingParagraphs, strength: 0.75)
        var paragraphs = 0
        var k = 0
        while k < lines.count {
            guard !lines[k].isBlank else { k += 1; continue }
            var end = k + 1
            while end < lines.count, !lines[end].isBlank { end += 1 }
            paragraphs += 1
            let asked = (k..<min(end, k + 3)).first { endsQuestion(lines, from: k, to: $0) }
            if let q = asked, q + 1 < end, lines[k].indent <= 2, lines[q + 1].indent == lines[k].indent, !PlainTextLines.isRule(lines[q + 1].text),
               q == k || lines[q].width < lines[q - 1].width && !(k..<q).contains(where: { ".!?:".contains(lines[$0].text.last ?? ".") }),
               opensNoItem(lines, k) {
                let title = (k...q).map { lines[$0].text }.joined(separator: " ")
                candidate.headings.append(.init(line: k, bodyStart: q + 1, level: 2, title: PlainTextLines.collapsed(title), isEntry: true))
            } else if end == k + 1, setApartQuestion(lines, k), let next = (end..<lines.count).first(where: { !lines[$0].isBlank }),
                      lines[next].indent < lines[k].indent || lines[next].indent <= 2 && isCapitals(lines[k].text) {
                // A question alone on its line, set in or in capitals, over its answer's paragraphs
                // (Mundomiel's "    ¿CUÁL ES LA DIFERENCIA …?" over text at the margin).
                candidate.headings.append(.init(line: k, bodyStart: next, level: 2, title: PlainTextLines.collapsed(lines[k].text), isEntry: true))
            }
            k = end
        }
        // A few such among many paragraphs are a text's questions to itself, or quoted mail; an
        // essay or a mail thread may ask in a third of its paragraphs, a FAQ not called so in most.
        let found = candidate.headings.count
        guard found >= minimumAskingParagraphs, found * 5 >= paragraphs else { return nil }
        let named = fileNamesFAQ || (0..<min(candidate.headings[0].line, 40)).contains { titlesQuestions(lines, $0) }
        guard named || found * 2 >= paragraphs else { return nil }
        candidate.headings = withSections(candidate.headings, titles: titles, lines: lines)
        return candidate
    }

    static let minimumAskingParagraphs = 3

    /// Whether line `k`, a paragraph of its own, asks as a title does: one sentence ending in "?", no list item or number.
    private static func setApartQuestion(_ lines: PlainTextLines, _ k: Int) -> Bool {
        guard endsQuestion(lines, from: k, to: k), lines[k].indent <= 8, opensNoItem(lines, k) else { return false }
        return !lines[k].text.dropLast().contains { ".!?".contains($0) }
    }

    /// Whether line `k` (not blank) opens no list item, numbered entry, quoted mail ("> ") or table row ("|").
    private static func opensNoItem(_ lines: PlainTextLines, _ k: Int) -> Bool {
        PlainTextAnswer.listMarker(lines[k].text) == nil && PlainTextNumbered.marker(lines, k) == nil && !">|".contains(lines[k].text.first!)
    }

    /// Whether a line's letters are all capitals (and it has some).
    private static func isCapitals(_ text: String) -> Bool {
        text.contains(where: \.isLetter) && !text.contains(where: \.isLowercase)
    }

    /// Whether line `k` is a title, a line of its own of eight words at most, that names a FAQ
    /// or questions ("Common questions about frob"); a sentence that mentions "the project FAQ"
    /// is none.
    static func titlesQuestions(_ lines: PlainTextLines, _ k: Int) -> Bool {
        let text = lines[k].text
        guard !lines[k].isBlank, k == 0 || lines[k - 1].isBlank, k + 1 == lines.count || lines[k + 1].isBlank,
              text.split(separator: " ").count <= 8 else { return false }
        return PlainTextScore.namesAFAQ(text) || text.lowercased().contains("questions")
    }

    /// Whether lines `from` through `to` end a question: the last ends asking, before a closing
    /// quotation mark too ("… Or, \"Why / aren't you using the FooMesh routing protocol?\""), or
    /// ends a sentence with "!" after a question in the lines ("… how can I use the mesh?  I /
    /// don't know anything about Linux, I just have an iPhone!").
    static func endsQuestion(_ lines: PlainTextLines, from: Int, to: Int) -> Bool {
        let last = lines[to].text.trimmingCharacters(in: " \t\"'”)")
        if last.hasSuffix("?") { return true }
        return to > from && last.hasSuffix("!") && (from...to).contains { lines[$0].text.contains("? ") }
    }
}
