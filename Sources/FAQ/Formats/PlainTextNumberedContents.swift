/// The table of contents a numbered text lists before its entries: found, skipped, and the
/// group titles it alone names.
extension PlainTextNumbered {
    /// Where the contents begin, above their first numbered line: at the bare number of its group
    /// ("1 Functionality" over "   1.1 …"), and at a title naming them ("INDEX", "Contents") above that.
    static func contentsStart(_ lines: PlainTextLines, first: Marker) -> Int {
        var start = first.line
        func above(_ k: Int) -> Int? {
            var k = k - 1
            while k >= 0, lines[k].isBlank { k -= 1 }
            return k >= 0 ? k : nil
        }
        if let k = above(start), let (number, _) = GroupCensus.leadingNumber(Substring(lines[k].text)),
           first.key.count > number.count, first.key.starts(with: number) {
            start = k
        }
        if let k = above(start), HTMLTableOfContents.isTitle(lines[k].text) { start = k }
        return start
    }

    /// The line that opens a table of contents printed after the text (groff's `-ms` puts it
    /// last): a title naming the contents, below which the numbered lines repeat most of the
    /// entries' numbers in their order, with nothing but wrapped titles and page marks (deeper
    /// than the numbers) between them: a list, not a part whose entries number afresh. Nil
    /// when there is none.
    static func closingContents(_ accepted: [Marker], _ lines: PlainTextLines) -> Int? {
        guard let title = (0..<lines.count).last(where: { HTMLTableOfContents.isTitle(PlainTextLines.collapsed(lines[$0].text)) })
        else { return nil }
        let earlier = accepted.filter { $0.line < title }.map(\.key)
        let listed = accepted.filter { $0.line > title }
        guard listed.count >= 2, listed.count * 5 >= Set(earlier).count * 4, listed.map(\.key).isSubsequence(of: earlier) else { return nil }
        let markerLines = Set(listed.map(\.line))
        let indent = listed.map(\.indent).min()!
        for k in (title + 1)..<lines.count where !lines[k].isBlank && !markerLines.contains(k) && lines[k].indent <= indent { return nil }
        return title
    }

    struct TableOfContents {
        var lines: Range<Int>
        var numbers: [[Int]]
        /// Each listed number's title, as `key` makes it.
        var titles: [[Int]: String] = [:]
        /// Each listed number's title as written.
        var shown: [[Int]: String] = [:]
    }

    /// The start of a title, to match an entry with its line in the table of contents: its
    /// first 12 letters and digits, lowercased (the contents may wrap or cut a long title).
    static func key(_ title: String) -> String {
        String(title.lowercased().filter { $0.isLetter || $0.isNumber }.prefix(12))
    }

    /// Where a run of list items that begins at `start`, after a blank line and set in deeper than
    /// `indent`, ends, when the contents go on with a listed entry after it; nil otherwise.
    static func listedItems(_ lines: PlainTextLines, from start: Int, deeperThan indent: Int) -> Int? {
        guard start > 0, lines[start - 1].isBlank, lines[start].indent > indent, PlainTextAnswer.listMarker(lines[start].text) != nil else { return nil }
        var end = start
        while end < lines.count, !lines[end].isBlank, lines[end].indent > indent { end += 1 }
        var next = end
        while next < lines.count, lines[next].isBlank { next += 1 }
        return next < lines.count && marker(lines, next) != nil ? end : nil
    }

    /// A lettered item, "a. How do I report a bug?": its letter (1 for a) and its title.
    private static func letteredItem(_ text: String) -> (Int, String)? {
        guard let first = text.first, let value = first.asciiValue, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(value),
              text.dropFirst().hasPrefix(". ") else { return nil }
        let title = String(text.dropFirst(3).drop { $0 == " " })
        return PlainTextLines.letterCount(title) >= 2 ? (Int(value - UInt8(ascii: "a")) + 1, title) : nil
    }

    /// A run of numbered lines with nothing but blank lines and wrapped titles between them,
    /// whose first number comes again later: the entries listed before the text.
    static func tableOfContents(_ lines: PlainTextLines) -> TableOfContents? {
        var i = 0
        while i < lines.count {
            guard let first = marker(lines, i) else { i += 1; continue }
            // The table of contents lists the first entry: a small number.
            guard first.numbers.allSatisfy({ $0 <= largestGap }) else { return nil }
            var numbers: [[Int]] = [first.key]
            var titles: [[Int]: String] = [first.key: key(first.text)]
            var shown: [[Int]: String] = [first.key: first.text]
            var end = i + 1
            var wrapped = 0
            // Just past the last listed entry (or its wrapped line): a group title after it
            // belongs to the text.
            var last = end
            // The text starts with the first entry, or with the first listed under it when the text leaves its group unnumbered.
            // Or with the first listed of the deepest level, when the contents list their
            // groups apart first (PLplot's "1. Building" … "5. …" over each group's "1.1" …).
            func opensListedLevel(_ key: [Int]) -> Bool {
                key.count > first.key.count && key == numbers.first(where: { $0.count == key.count })
            }
            func isFirst(_ k: Int) -> Bool {
                guard let key = (marker(lines, k) ?? labelledMarker(lines, k))?.key else { return false }
                return key == first.key || opensUnnumberedGroup(key, numbers) || opensListedLevel(key)
            }
            while end < lines.count {
                if lines[end].isBlank { end += 1; continue }
                // Rules may part the contents' lists: a rule over another list, or over a title
                // over one, goes on with them.
                if PlainTextLines.isRule(lines[end].text) {
                    let next = (end + 1..<min(lines.count, end + 4)).first { !lines[$0].isBlank }
                    guard listFollows(lines, end) || next.map({ listFollows(lines, $0) }) == true else { break }
                    end += 1
                    continue
                }
                // "Chapter 1. Definitions" begins the text as "1. Definitions" would, unless the
                // contents go on to list its entries under it (PLplot's "Section 1: …" over "1.1 …").
                if let m = labelledMarker(lines, end), m.key == first.key, !listFollows(lines, end) { break }
                if let m = marker(lines, end) {
                    // The first entry again, or the first listed under it (the groups may be named
                    // only here, the text starting at "1.1"): the text has begun.
                    // So has the first number listed at a deeper level, listed again.
                    if m.key == first.key || opensUnnumberedGroup(m.key, numbers) || opensListedLevel(m.key) { break }
                    numbers.append(m.key)
                    last = end + 1
                    titles[m.key] = titles[m.key] ?? key(m.text)
                    shown[m.key] = shown[m.key] ?? m.text
                    wrapped = 0
                } else if lines[end].indent > first.indent, let (letter, title) = letteredItem(lines[end].text),
                          let group = numbers.last(where: { ($0.last ?? 0) > 0 }) {
                    // A group's lettered items ("1. Issues and problems" over "\ta. How do I report a
                    // bug?"): the entries "1a." … of the text (Angband's FAQ).
                    let entry = group + [-letter]
                    numbers.append(entry)
                    last = end + 1
                    titles[entry] = titles[entry] ?? key(title)
                    shown[entry] = shown[entry] ?? title
                    wrapped = 0
                } else if let run = listedItems(lines, from: end, deeperThan: first.indent) {
                    // An entry's own list of what it covers (the sed FAQ's "- double/triple-space a
                    // file?" lines under "3.2. Common one-line sed scripts"), before the next entry.
                    end = run
                    continue
                } else if wrapped < 3, lines[end].indent > first.indent, !lines[end - 1].isBlank {
                    wrapped += 1
                    last = end + 1
                } else if lines[end - 1].isBlank || PlainTextLines.isRule(lines[end - 1].text), end + 1 < lines.count,
                          lines[end + 1].isBlank || marker(lines, end + 1) != nil,
                          lines[end].indent <= first.indent + 1 || lines[end].indent <= first.indent + 8 && marker(lines, end + 1) != nil,
                          lines[end].width <= 80, !lines[end].text.hasSuffix(".") || listFollows(lines, end), !PlainTextLines.isRule(lines[end].text),
                          PlainTextLines.letterCount(lines[end].text) >= 3 {
                    // A group's title after a blank line ("Section B:  The latest version"), set in
                    // where the next line lists an entry (the sed FAQ's "   CHANGING STRINGS").
                    wrapped = 0
                } else {
                    break
                }
                end += 1
            }
            if numbers.count >= 3, (last..<lines.count).contains(where: { k in
                (k == 0 || lines[k - 1].isBlank || PlainTextLines.isRule(lines[k - 1].text)) && isFirst(k)
            }) {
                return TableOfContents(lines: contentsStart(lines, first: first)..<last, numbers: numbers, titles: titles, shown: shown)
            }
            // Only the first numbered lines can start the table of contents; a later list is text.
            return nil
        }
        return nil
    }

    /// Whether a list of numbered lines follows line `k` (past blank lines and rules): two
    /// numbered lines with no blank line between them, as contents list entries.
    private static func listFollows(_ lines: PlainTextLines, _ k: Int) -> Bool {
        guard let start = (k + 1..<min(lines.count, k + 4)).first(where: { !lines[$0].isBlank && !PlainTextLines.isRule(lines[$0].text) }),
              marker(lines, start) != nil else { return false }
        var j = start + 1
        while j < lines.count, j <= start + 3, !lines[j].isBlank {
            if marker(lines, j) != nil { return true }
            j += 1
        }
        return false
    }

    /// Whether `key` is the second number the contents list, the first under the first ("1.1"
    /// under "1."), met again: where a text that leaves its groups unnumbered starts.
    private static func opensUnnumberedGroup(_ key: [Int], _ listed: [[Int]]) -> Bool {
        listed.count > 1 && key == listed[1] && listed[1].count > listed[0].count && listed[1].starts(with: listed[0])
    }

    /// Groups the contents list names whose numbers the text leaves out ("1.  Introduction" over
    /// "1.1 What is dircproxy?" in the contents, only "1.1" in the answers, dircproxy's FAQ): a
    /// heading of the contents' title where the group's first entry starts, or at the text's own
    /// unnumbered title of it just above (with its underline), which no answer then holds.
    static func withContentsGroups(_ headings: [PlainTextCandidate.Heading], accepted: [Marker],
                                   toc: TableOfContents, lines: PlainTextLines) -> [PlainTextCandidate.Heading] {
        let present = Set(accepted.map(\.key))
        var opened = Set<[Int]>()
        var result: [PlainTextCandidate.Heading] = []
        for (heading, m) in zip(headings, accepted) {
            for length in 1..<max(1, m.key.count) {
                let group = Array(m.key.prefix(length))
                guard !present.contains(group), !opened.contains(group), let title = toc.shown[group] else { continue }
                opened.insert(group)
                let after = result.last.map { $0.line + 1 } ?? 0
                let line = ownTitle(above: heading.line, after: after, key: toc.titles[group], lines) ?? heading.line
                // A lettered entry's group is its own number ("1a." under "1. Issues"): one level up.
                result.append(.init(line: line, bodyStart: heading.line, level: length == m.numbers.count ? length : length + 1,
                                    title: PlainTextLines.collapsed(title), isEntry: false))
            }
            result.append(heading)
        }
        return result
    }

    /// The line of a title with the contents' `key` right above line `entry` (blank lines and
    /// an underline between them aside), below line `after`.
    private static func ownTitle(above entry: Int, after: Int, key: String?, _ lines: PlainTextLines) -> Int? {
        guard let key, !key.isEmpty else { return nil }
        var k = entry - 1
        while k >= after, lines[k].isBlank || PlainTextLines.isRule(lines[k].text) { k -= 1 }
        return k >= after && Self.key(lines[k].text) == key ? k : nil
    }
}

extension Array where Element: Equatable {
    /// Whether every element of `self` appears in `other`, in the same order.
    fileprivate func isSubsequence(of other: [Element]) -> Bool {
        var remaining = other[...]
        for element in self {
            guard let found = remaining.firstIndex(of: element) else { return false }
            remaining = remaining[(found + 1)...]
        }
        return true
    }
}
