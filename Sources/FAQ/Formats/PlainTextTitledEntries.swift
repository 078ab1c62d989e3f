/// Titled entries: underlined titles, or titles in capitals, with text under them.
extension PlainTextPatterns {
    /// Underlined or capital titles: the ones with text and no titles below them are entries.
    /// `fileName`: the file's name, whose words a first title may repeat.
    static func titled(_ lines: PlainTextLines, titles: [PlainTextTitles.Title], fileName: String = "") -> PlainTextCandidate? {
        var titles = titles
        // A first title of a rank no other has is the document's (it stays in the preamble); so
        // is a first line of text naming the whole FAQ ("Frequently Asked Questions (FAQ) for
        // the UCD/Net-SNMP package", underlined as its groups are) or the file ("troubleshooting"
        // atop ACARM-ng's `TROUBLESHOOTING.txt`, underlined as its entries are).
        if let first = titles.first, !titles.dropFirst().contains(where: { $0.rank == first.rank })
            || !(0..<first.line).contains(where: { !lines[$0].isBlank })
            && (HeadingTree.namesTheWholeFAQ(first.title) || PlainTextFormat.namesTheFile(first.title, fileName)) {
            titles.removeFirst()
        }
        titles = withoutAnswerLines(titles, lines)
        titles = withoutAnswerParts(titles, lines)
        titles = rankedByNumbers(titles)
        var candidate = PlainTextCandidate(shape: .titled, strength: 0.75)
        if let contents = listedTitles(titles, lines) {
            candidate.skipped = [titles[contents].line..<titles[contents + 1].line]
            titles.remove(at: contents)
        }
        guard !titles.isEmpty else { return nil }
        let headings: [PlainTextCandidate.Heading] = titles.enumerated().map { n, t in
            let next = n + 1 < titles.count ? titles[n + 1] : nil
            let hasText = (t.bodyStart..<max(t.bodyStart, next?.line ?? lines.count)).contains { !lines[$0].isBlank && !PlainTextLines.isRule(lines[$0].text) }
            let leaf = next.map { $0.rank <= t.rank } ?? true
            // A wiki heading titles a group; it is an entry only when it asks, or states a sentence ("I would like zim to
            // hide in the system tray.", Zim's own FAQ).
            let groupTitle = PlainTextTitles.wikiHeadingDepth(lines[t.line].text) != nil && !PlainTextLines.asks(t.title)
                && !StructureRule.statesASentence(t.title)
            return .init(line: t.line, bodyStart: t.bodyStart, level: t.rank, title: t.title, isEntry: leaf && hasText && !groupTitle)
        }
        candidate.headings = joiningTwins(headings, lines)
        return candidate
    }

    /// `titles` without the lines an answer holds: a title not underlined (numbered, in
    /// capitals), indented deeper than every underlined title and as deep as the text under the
    /// underlined title above it (Net-SNMP's "  1) Stop the agent, and add the line" in an answer).
    static func withoutAnswerLines(_ titles: [PlainTextTitles.Title], _ lines: PlainTextLines) -> [PlainTextTitles.Title] {
        func isUnderlined(_ t: PlainTextTitles.Title) -> Bool { t.line + 1 < lines.count && PlainTextLines.isRule(lines[t.line + 1].text) }
        guard let margin = titles.filter(isUnderlined).map(\.indent).max() else { return titles }
        var textIndent = Int.max
        return titles.filter { t in
            if isUnderlined(t) {
                textIndent = (t.bodyStart..<lines.count).first { !lines[$0].isBlank && !PlainTextLines.isRule(lines[$0].text) }.map { lines[$0].indent } ?? Int.max
                return true
            }
            return t.indent <= margin || t.indent < textIndent
        }
    }

    /// `titles` without captions under a title that asks, of a deeper rank: lines that lead into
    /// what follows (":") and ask nothing, the parts of its answer (LZO's "Notes:" underlined with
    /// '-' under "What's the difference between the decompressors per algorithm ?" underlined
    /// with '='). A deeper title of another kind is an entry of a group the asking title heads.
    static func withoutAnswerParts(_ titles: [PlainTextTitles.Title], _ lines: PlainTextLines) -> [PlainTextTitles.Title] {
        var open: [PlainTextTitles.Title] = []
        return titles.filter { t in
            while let last = open.last, last.rank >= t.rank { open.removeLast() }
            if let parent = open.last, PlainTextLines.asks(parent.title), !PlainTextLines.asks(t.title),
               lines[t.line].text.hasSuffix(":") { return false }
            open.append(t)
            return true
        }
    }

    /// The index in `titles` of a contents title ("TABLE OF CONTENTS") whose lines down to the
    /// next title name the titles after it, four in five of them at least; nil when there is none.
    static func listedTitles(_ titles: [PlainTextTitles.Title], _ lines: PlainTextLines) -> Int? {
        guard let n = titles.dropLast().firstIndex(where: { HTMLTableOfContents.isTitle(String(withoutNumber($0.title))) }) else { return nil }
        let later = Set(titles[(n + 1)...].map { PlainTextContentsEntries.fold(String(withoutNumber($0.title))) })
        let listed = (titles[n].bodyStart..<titles[n + 1].line).filter { !lines[$0].isBlank && !PlainTextLines.isRule(lines[$0].text) }
        // Its lines may be bulleted or numbered ("* How do you enable …?", GeoToad's; "1.1 What is Beehive?").
        let named = listed.filter { k in
            let text = lines[k].text
            let entry = PlainTextAnswer.listMarker(text).map { String(text.dropFirst($0.1)) } ?? String(withoutNumber(text))
            return later.contains(PlainTextContentsEntries.fold(entry))
        }.count
        return listed.count >= 3 && named * 5 >= listed.count * 4 ? n : nil
    }

    /// A title without the section number it opens with ("1.1 What is Beehive?").
    static func withoutNumber(_ title: String) -> Substring {
        GroupCensus.leadingNumber(Substring(title))?.1 ?? Substring(title)
    }

    /// Titles all underlined alike whose numbers nest ("1. About Beehive" over "1.1 What is
    /// Beehive?", Beehive Forum's FAQ): the numbers rank them, one level a number.
    static func rankedByNumbers(_ titles: [PlainTextTitles.Title]) -> [PlainTextTitles.Title] {
        guard let rank = titles.first?.rank, titles.allSatisfy({ $0.rank == rank }) else { return titles }
        let numbers = titles.map { GroupCensus.leadingNumber(Substring($0.title))?.0 }
        // Two groups at least, each over a title numbered within it right after it.
        let nesting = numbers.indices.dropLast().filter { n in
            guard let group = numbers[n], group.count == 1, let next = numbers[n + 1] else { return false }
            return next.count == 2 && next[0] == group[0]
        }
        guard nesting.count >= 2, numbers.allSatisfy({ $0 != nil }) else { return titles }
        return zip(titles, numbers).map { title, number in
            var title = title
            title.rank = rank + (number?.count ?? 1) - 1
            return title
        }
    }
}
