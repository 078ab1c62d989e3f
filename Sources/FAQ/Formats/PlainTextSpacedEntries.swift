/// Entries set apart by two or more blank lines (or a rule between blank lines), each a title
/// line over its answer's paragraphs, which one blank line parts: a web page's FAQ rendered as text (GConf's "How do I log in from
/// two machines at once?" after two blank lines, over its answer). The wider gap is the file's
/// only mark of where an entry starts: titles with numbers are left to `PlainTextNumbered`.
extension PlainTextPatterns {
    /// A title of one or two lines at the margin (up to five when it ends asking) after a gap of
    /// two blank lines or more, one blank line under it, then text; three at least, and four in
    /// five of the file's gaps open one. The file's first paragraph opens an entry too when it
    /// is a sentence of that shape (libcsv's "My data contains unescaped quotes …"), not a
    /// title ("FAQ/Troubleshooting").
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
        var gaps = 0
        var k = 0
        while k < lines.count {
            guard lines[k].isBlank else { k += 1; continue }
            let start = k
            while k < lines.count, lines[k].isBlank { k += 1 }
            var wide = k - start >= 2
            // A rule alone between blank lines (ncurses' "********") parts entries as a wide gap does.
            if k + 1 < lines.count, PlainTextLines.isRule(lines[k].text), lines[k + 1].isBlank {
                k += 1
                while k < lines.count, lines[k].isBlank { k += 1 }
                wide = true
            }
            guard start > 0, wide, k < lines.count else { continue }
            gaps += 1
            if let heading = entry(at: k) { candidate.headings.append(heading) }
        }
        guard candidate.headings.count >= 3, candidate.headings.count * 5 >= gaps * 4 else { return nil }
        if let first = (0..<candidate.headings[0].line).first(where: { !lines[$0].isBlank }), let heading = entry(at: first),
           isSentence(heading.title) {
            candidate.headings.insert(heading, at: 0)
        }
        candidate.headings = withSections(candidate.headings, titles: titles, lines: lines)
        return candidate
    }

    /// A sentence, not a title: five words or more, ending as a sentence ends.
    private static func isSentence(_ text: String) -> Bool {
        guard let last = text.last, ".?!".contains(last) else { return false }
        return text.split(separator: " ").count >= 5
    }
}
