/// Entries set apart by two or more blank lines, each a title line over its answer's paragraphs,
/// which one blank line parts: a web page's FAQ rendered as text (GConf's "How do I log in from
/// two machines at once?" after two blank lines, over its answer). The wider gap is the file's
/// only mark of where an entry starts: titles with numbers are left to `PlainTextNumbered`.
extension PlainTextPatterns {
    /// A title of one or two lines at the margin after a gap of two blank lines or more, one
    /// blank line under it, then text; three at least, and four in five of the file's gaps open one.
    static func spaced(_ lines: PlainTextLines, titles: [PlainTextTitles.Title]) -> PlainTextCandidate? {
        var candidate = PlainTextCandidate(shape: .spaced, strength: 0.75)
        var gaps = 0
        var k = 0
        while k < lines.count {
            guard lines[k].isBlank else { k += 1; continue }
            let start = k
            while k < lines.count, lines[k].isBlank { k += 1 }
            guard start > 0, k - start >= 2, k < lines.count else { continue }
            gaps += 1
            var end = k
            while end < lines.count, !lines[end].isBlank, end - k < 3 { end += 1 }
            let title = (k..<end).map { lines[$0].text }
            guard end - k <= 2, end + 1 < lines.count, lines[end].isBlank, !lines[end + 1].isBlank, lines[k].indent <= 2,
                  (k..<end).allSatisfy({ lines[$0].width <= 100 && !PlainTextLines.isRule(lines[$0].text) }),
                  PlainTextLines.letterCount(title.joined()) >= 3, title.last?.hasSuffix(":") == false,
                  // Numbered titles are the numbered reading's: there the numbers mark the entries.
                  PlainTextNumbered.marker(lines, k) == nil else { continue }
            candidate.headings.append(.init(line: k, bodyStart: end, level: 2, title: PlainTextLines.collapsed(title.joined(separator: " ")), isEntry: true))
        }
        guard candidate.headings.count >= 3, candidate.headings.count * 5 >= gaps * 4 else { return nil }
        candidate.headings = withSections(candidate.headings, titles: titles, lines: lines)
        return candidate
    }
}
