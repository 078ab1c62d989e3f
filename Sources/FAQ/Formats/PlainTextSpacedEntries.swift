/// Entries set apart by two or more blank lines (or a rule between blank lines), each a title
/// line over its answer's paragraphs, which one blank line parts: a web page's FAQ rendered as text (GConf's "How do I log in from
/// two machines at once?" after two blank lines, over its answer). The wider gap is the file's
/// only mark of where an entry starts: titles with numbers are left to `PlainTextNumbered`.
extension PlainTextPatterns {
    /// A title of one or two lines at the margin (up to five when it ends asking) after a gap of
    /// two blank lines or more, one blank line under it, then text; three at least, and four in
    /// five of the file's gaps open one. The file's first paragraph opens an entry too when it
    /// is a question's sentence of that shape (libcsv's "My data contains unescaped quotes …"),
    /// not a title ("FAQ/Troubleshooting") or a preamble.
    static func spaced(_ lines: PlainTextLines, titles: [PlainTextTitles.Title]) -> PlainTextCandidate? {
        var candidate = PlainTextCandidate(shape: .spaced, strength: 0.75)
        /// The entry whose title starts at line `k`, if the lines there have a title's shape.
        func entry(at k: Int) -> PlainTextCandidate.Heading? {
            var end = k
            while end < lines.count, !lines[end].isBlank, end - k < 6 { end += 1 }
            let title = (k..<end).map { lines[$0].text }
            guard end - k <= 2 || end - k <= 5 && title.last?.hasSuffix("?") == true,
                  end + 1 < lines.count, lines[end].isBlank, !lines[end + 1].isBlank, !PlainTextLines.isRule(lines[end + 1].text),
                  lines[k].indent <= 2,
                  (k..<end).allSatisfy({ lines[$0].width <= 100 && !PlainTextLines.isRule(lines[$0].text) }),
                  PlainTextLines.letterCount(title.joined()) >= 3, title.last?.hasSuffix(":") == false,
                  // Numbered titles are the numbered reading's: there the numbers mark the entries.
                  PlainTextNumbered.marker(lines, k) == nil else { return nil }
            return .init(line: k, bodyStart: end, level: 2, title: PlainTextLines.collapsed(title.joined(separator: " ")), isEntry: true)
        }
        // The gaps: where two blank lines or more, or a rule between blank lines, part the text.
        var gaps: [(next: Int, ruled: Bool)] = []
        var k = 0
        while k < lines.count {
            guard lines[k].isBlank else { k += 1; continue }
            let start = k
            while k < lines.count, lines[k].isBlank { k += 1 }
            let wide = k - start >= 2
            var ruled = false
            if k + 1 < lines.count, PlainTextLines.isRule(lines[k].text), lines[k + 1].isBlank {
                k += 1
                while k < lines.count, lines[k].isBlank { k += 1 }
                ruled = true
            }
            guard start > 0, wide || ruled, k < lines.count else { continue }
            gaps.append((k, ruled && !wide))
        }
        // A rule parts entries where the file parts them so (ncurses' "********"), not where
        // wide gaps do and one answer sets a rule between its paragraphs.
        let ruled = gaps.filter(\.ruled).count
        if ruled * 2 <= gaps.count { gaps.removeAll(where: \.ruled) }
        candidate.headings = gaps.compactMap { entry(at: $0.next) }
        guard candidate.headings.count >= 3, candidate.headings.count * 5 >= gaps.count * 4 else { return nil }
        if let first = (0..<candidate.headings[0].line).first(where: { !lines[$0].isBlank }), let heading = entry(at: first),
           opensAnEntry(heading.title) {
            candidate.headings.insert(heading, at: 0)
        }
        candidate.headings = withSections(candidate.headings, titles: titles, lines: lines)
        return candidate
    }

    /// Whether the file's first paragraph, a sentence, is an entry's title, not a preamble: it
    /// asks, states a problem, or speaks in the reader's voice ("My data contains …"); a
    /// copyright line or one naming the document never is.
    private static func opensAnEntry(_ text: String) -> Bool {
        guard let last = text.last, ".?!".contains(last), text.split(separator: " ").count >= 5,
              !HeadingTree.isCopyrightNotice(text), !PlainTextScore.namesAFAQ(text) else { return false }
        let first = text.prefix { $0.isLetter || $0 == "'" }.lowercased()
        return PlainTextLines.asks(text) || PlainTextLines.statesAProblem(text) || ["i", "i'm", "i've", "my", "we", "our"].contains(first)
    }
}
