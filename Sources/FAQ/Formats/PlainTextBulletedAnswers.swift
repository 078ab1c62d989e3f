/// Bulleted questions whose answers go on right under them, at the item's text column, with no
/// blank line between items: a web page's list of questions rendered as text (EtherApe's FAQ).
extension PlainTextPatterns {
    /// "* Question?" items (the question over up to three lines, its last ending in "?") over
    /// answer lines at the item's text column, at one indent, four in five of the bullets at it
    /// asking; three at least.
    static func bulletedOverAnswers(_ lines: PlainTextLines, titles: [PlainTextTitles.Title]) -> PlainTextCandidate? {
        var bullets: [Int: [(line: Int, width: Int)]] = [:]
        for k in 0..<lines.count where lines[k].indent <= 8 {
            guard let (_, width) = PlainTextAnswer.listMarker(lines[k].text), !(lines[k].text.first?.isNumber ?? true) else { continue }
            bullets[lines[k].indent, default: []].append((k, width))
        }
        guard let (indent, items) = bullets.max(by: { $0.value.count < $1.value.count || $0.value.count == $1.value.count && $0.key > $1.key }),
              items.count >= 3 else { return nil }
        var candidate = PlainTextCandidate(shape: .bulleted, strength: 0.8)
        for (n, item) in items.enumerated() {
            let next = n + 1 < items.count ? items[n + 1].line : lines.count
            let column = indent + item.width
            var end = item.line
            var asked = false
            while end < min(next, item.line + 3), end == item.line || !lines[end].isBlank && lines[end].indent == column {
                end += 1
                if lines[end - 1].text.hasSuffix("?") { asked = true; break }
            }
            // The answer starts on the next line, at the item's column.
            guard asked, end < next, !lines[end].isBlank, lines[end].indent >= column else { continue }
            let title = String(lines[item.line].text.dropFirst(item.width)) + (item.line + 1..<end).map { " " + lines[$0].text }.joined()
            candidate.headings.append(.init(line: item.line, bodyStart: end, level: 2, title: PlainTextLines.collapsed(title), isEntry: true))
        }
        guard let last = candidate.headings.last, candidate.headings.count >= 3, candidate.headings.count * 5 >= items.count * 4 else { return nil }
        // A rule left of the items' text closes the list: below it is the page's footer (lynx's list of links).
        if let rule = (last.bodyStart..<lines.count).first(where: { lines[$0].indent < indent + 2 && PlainTextLines.isRule(lines[$0].text) }) {
            candidate.skipped = [rule..<lines.count]
        }
        candidate.headings = withSections(candidate.headings, titles: titles, lines: lines)
        return candidate
    }
}
