/// Entries a contents list names: a list of three or more items near the top (bulleted or
/// numbered, one line each) whose texts come back further down, in order, each as a paragraph
/// of one line. Those lines are the entries' titles and the list is left out: a web page
/// rendered as text keeps its headings as bare lines, with no marker or underline, and its
/// contents list is the only sign of them (doctest's FAQ as Debian ships it).
enum PlainTextContentsEntries {
    /// The contents list starts within this many lines of the top.
    static let searchedLines = 80
    static let minimumItems = 3
    /// The share of items that must come back, in order.
    static let foundShare = 0.8

    static func candidate(_ lines: PlainTextLines, titles: [PlainTextTitles.Title]) -> PlainTextCandidate? {
        guard let list = contentsList(lines) else { return nil }
        // Each one-line paragraph after the list, by its folded text.
        var paragraphs: [String: [Int]] = [:]
        for k in list.range.upperBound..<lines.count where !lines[k].isBlank && lines[k - 1].isBlank && (k + 1 == lines.count || lines[k + 1].isBlank) {
            paragraphs[fold(lines[k].text), default: []].append(k)
        }
        var found: [Int] = []
        var after = list.range.upperBound
        for item in list.items {
            guard let line = paragraphs[fold(item)]?.first(where: { $0 >= after }) else { continue }
            found.append(line)
            after = line + 1
        }
        guard found.count >= minimumItems, Double(found.count) >= foundShare * Double(list.items.count) else { return nil }
        var candidate = PlainTextCandidate(shape: .contents, strength: found.count == list.items.count ? 1 : 0.9)
        candidate.skipped = [list.range]
        candidate.headings = found.map { .init(line: $0, bodyStart: $0 + 1, level: 2, title: PlainTextLines.collapsed(lines[$0].text), isEntry: true) }
        candidate.headings = PlainTextPatterns.withSections(candidate.headings, titles: titles.filter { !found.contains($0.line) }, lines: lines)
        return candidate
    }

    /// The first run of three or more list items (`- `, `* `, `+ `, `1. `, `1) `) near the top,
    /// one line each, a blank line at most between them.
    static func contentsList(_ lines: PlainTextLines) -> (range: Range<Int>, items: [String])? {
        var k = 0
        while k < min(lines.count, searchedLines) {
            guard item(lines[k].text) != nil else { k += 1; continue }
            var items: [String] = []
            var end = k
            var next = k
            while next < lines.count {
                if lines[next].isBlank {
                    guard next + 1 < lines.count, !lines[next + 1].isBlank else { break }
                    next += 1
                    continue
                }
                guard let text = item(lines[next].text), lines[next].indent == lines[k].indent else { break }
                items.append(text)
                next += 1
                end = next
            }
            if items.count >= minimumItems { return (k..<end, items) }
            k = max(end, k + 1)
        }
        return nil
    }

    /// The text of a list item's line (`PlainTextAnswer.listMarker`), without its bullet or number.
    static func item(_ text: String) -> String? {
        guard let (_, width) = PlainTextAnswer.listMarker(text) else { return nil }
        let rest = text.dropFirst(width)
        return rest.count >= 3 ? String(rest) : nil
    }

    /// A title as compared: lower case, white space collapsed, a closing colon left out.
    static func fold(_ text: String) -> String {
        var folded = PlainTextLines.collapsed(text).lowercased()
        if folded.last == ":" { folded.removeLast() }
        return folded
    }
}
