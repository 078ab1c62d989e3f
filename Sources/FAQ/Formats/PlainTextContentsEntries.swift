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
        var reading = Reading(lines, after: 0, followsPartsLists: true)
        guard let list = contentsList(lines, from: 0, to: min(lines.count, searchedLines), minimumItems: minimumItems),
              reading.take(list, end: lines.count, level: 2, minimum: minimumItems, depth: 0) else { return nil }
        // Strength from the page's own list: the titles it names that came back.
        let named = reading.headings.filter { $0.level == 2 }.count
        var candidate = PlainTextCandidate(shape: .contents, strength: named >= list.items.filter { $0.depth == 0 }.count ? 1 : 0.9)
        candidate.skipped = reading.skipped
        // A title whose own contents list named the titles under it is a group of them.
        for h in reading.headings.indices where h + 1 < reading.headings.count && reading.headings[h + 1].level > reading.headings[h].level {
            reading.headings[h].isEntry = false
        }
        candidate.numbersNest = reading.headings.contains { $0.level > 2 }
        let titleLines = Set(reading.headings.map(\.line))
        candidate.headings = candidate.numbersNest ? reading.headings
            : PlainTextPatterns.withSections(reading.headings, titles: titles.filter { !titleLines.contains($0.line) }, lines: lines)
        return candidate
    }

    /// The one-line paragraphs the contents list near the top names, as section titles for the
    /// other shapes (noweb's bulleted list of its groups, whose titles come back as bare lines
    /// between `Q.` entries), added to `titles` in line order.
    static func withNamedTitles(_ titles: [PlainTextTitles.Title], _ lines: PlainTextLines) -> [PlainTextTitles.Title] {
        // A list of questions names entries, which the shapes read themselves (Gramps' index of its numbered questions).
        guard let list = contentsList(lines, from: 0, to: min(lines.count, searchedLines), minimumItems: minimumItems),
              list.items.filter({ PlainTextLines.asks($0.text) }).count * 2 <= list.items.count else { return titles }
        // Only the list's own level: parts' own lists belong to the contents shape.
        var reading = Reading(lines, after: list.range.upperBound - 1, followsPartsLists: false, takesParagraphHeads: true)
        guard reading.take(list, end: lines.count, level: 2, minimum: minimumItems, depth: 0) else { return titles }
        let held = Set(titles.map(\.line))
        // A numbered title is named without its number, as a numbered title is (`PlainTextTitles`).
        // Items nested in the list name the entries under a group, not groups (dircproxy's "1.1 …").
        let named = reading.headings.filter { $0.level == 2 && !held.contains($0.line) }.map {
            PlainTextTitles.Title(line: $0.line, bodyStart: $0.bodyStart, title: item($0.title) ?? $0.title, rank: 1, indent: lines[$0.line].indent)
        }
        return (titles + named).sorted { $0.line < $1.line }
    }

    /// Titles named by contents lists, level by level: a page's list, then each part's own list
    /// of the parts under it (xterm's FAQ as lynx renders it), nested items one level deeper.
    private struct Reading {
        let lines: PlainTextLines
        /// Each one-line paragraph, by its folded text, in line order.
        let paragraphs: [String: [Int]]
        /// Whether the parts' own contents lists are followed too.
        let followsPartsLists: Bool
        var headings: [PlainTextCandidate.Heading] = []
        var skipped: [Range<Int>] = []

        /// The one-line paragraphs of `lines` after line `start`. With `takesParagraphHeads`, the
        /// first line of any paragraph too, by its text and, when numbered, by its text without
        /// the number: a group's title may stand right over its first entry, as the contents list
        /// numbered it (rancid's "1) Platform/Device specific" over its first "Q.").
        init(_ lines: PlainTextLines, after start: Int, followsPartsLists: Bool, takesParagraphHeads: Bool = false) {
            var paragraphs: [String: [Int]] = [:]
            for k in max(1, start + 1)..<max(1, start + 1, lines.count)
            where !lines[k].isBlank && lines[k - 1].isBlank && (takesParagraphHeads || k + 1 == lines.count || lines[k + 1].isBlank) {
                paragraphs[fold(lines[k].text), default: []].append(k)
                if takesParagraphHeads, let text = item(lines[k].text) { paragraphs[fold(text), default: []].append(k) }
            }
            (self.lines, self.paragraphs, self.followsPartsLists) = (lines, paragraphs, followsPartsLists)
        }

        /// Matches `list`'s items with the one-line paragraphs after it, before `end`, in order;
        /// then, under each title found, its own contents list near the top of its text.
        mutating func take(_ list: ContentsList, end: Int, level: Int, minimum: Int, depth: Int) -> Bool {
            var found: [(line: Int, level: Int)] = []
            var after = list.range.upperBound
            for item in list.items {
                guard let line = ContentsBlocks.firstOccurrence(after: after - 1, in: paragraphs[fold(item.text)] ?? []), line < end else { continue }
                found.append((line, level + item.depth))
                after = line + 1
            }
            guard found.count >= minimum, Double(found.count) >= foundShare * Double(list.items.count) else { return false }
            skipped.append(list.range)
            for (i, title) in found.enumerated() {
                headings.append(.init(line: title.line, bodyStart: title.line + 1, level: title.level,
                                      title: PlainTextLines.collapsed(lines[title.line].text), isEntry: true))
                let bodyEnd = i + 1 < found.count ? found[i + 1].line : end
                guard followsPartsLists, depth < PlainTextContentsEntries.maximumDepth else { continue }
                var from = title.line + 1
                while let own = contentsList(lines, from: from, to: min(bodyEnd, title.line + 1 + ownListLines), end: bodyEnd, minimumItems: 2) {
                    if take(own, end: bodyEnd, level: title.level + 1, minimum: 2, depth: depth + 1) { break }
                    from = own.range.upperBound
                }
            }
            return true
        }
    }

    /// A part's own contents list starts within this many lines of its title.
    static let ownListLines = 24
    /// Contents lists inside parts are followed this many levels deep.
    static let maximumDepth = 4

    /// A run of list items, each one line, and the depth of each among the run's indents.
    struct ContentsList {
        var range: Range<Int>
        var items: [(text: String, depth: Int)]
    }

    /// The first run of `minimumItems` or more list items (`- `, `* `, `+ `, `1. `, `1) `) starting
    /// in lines `from`..<`to` and ending before `end`, one line each, a blank line at most between
    /// them, none naming an earlier one again; an item indented deeper than the one before is
    /// nested under it.
    static func contentsList(_ lines: PlainTextLines, from: Int, to: Int, end limit: Int? = nil, minimumItems: Int) -> ContentsList? {
        let limit = limit ?? lines.count
        var k = from
        while k < to {
            guard item(lines[k].text) != nil else { k += 1; continue }
            var items: [(String, Int)] = []
            var named: Set<String> = []
            var indents: [Int] = []
            var end = k
            var next = k
            while next < limit {
                if lines[next].isBlank {
                    guard next + 1 < limit, !lines[next + 1].isBlank else { break }
                    next += 1
                    continue
                }
                let indent = lines[next].indent
                // An item naming one listed already is the first title of the text below the list.
                guard let text = item(lines[next].text), indent >= lines[k].indent, named.insert(fold(text)).inserted else { break }
                while let last = indents.last, last > indent { indents.removeLast() }
                if indents.last != indent { indents.append(indent) }
                items.append((text, indents.count - 1))
                next += 1
                end = next
            }
            if items.count >= minimumItems { return ContentsList(range: k..<end, items: items) }
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
