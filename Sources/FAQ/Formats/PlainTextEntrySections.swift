/// The section titles a plain-text pattern's entries fall under.
extension PlainTextPatterns {
    /// Entries with the section titles that fall between them: the last title before each
    /// entry, and the shallower ones above it ("5. Systems" over "5.1. HPUX"), at their ranks
    /// (entries below every rank). A title with only a title of its rank or a shallower one
    /// under it is no section. A title above the first entry is the document's unless the
    /// titles further on make sections too.
    static func withSections(_ entries: [PlainTextCandidate.Heading], titles: [PlainTextTitles.Title],
                             lines: PlainTextLines) -> [PlainTextCandidate.Heading] {
        guard let first = entries.first else { return entries }
        let grouped = withBulletedGroups(titles, entries: entries, lines: lines)
        // A title indented deeper than the entries is a line of an answer ("$TTL 86400"); so is
        // one that leads into what follows (":") when no entry follows it ("1) Creating a
        // regular FTP account:" over a command), unless a rule underlines it ("SDL errors:").
        let indent = entries.map { lines[$0.line].indent }.min()! + 1
        let heads = Set(entries.map(\.line))
        // The next line of text after a title is an entry's head: it titles the entries.
        func overAnEntry(_ title: PlainTextTitles.Title) -> Bool {
            (title.bodyStart..<lines.count).first { !lines[$0].isBlank && !PlainTextLines.isRule(lines[$0].text) }.map(heads.contains) ?? false
        }
        // Capitals or a mirror-framed line set off deeper than the entries, right over one, are a group's
        // title, centred or tabbed in (slib's "\t\tMACROS" over "[]\tHow do I …", Koules' "X11", gringotts'
        // "\t\t\t  -=  On Security  =-" over "Q: …"): two or more such, none an example an answer
        // leads into ("Type:" over "    SHOW TABLES").
        let tabbedGroups = titles.filter { title in
            let text = lines[title.line].text
            return title.indent > indent && (PlainTextTitles.isCapitals(text, digits: true) || PlainTextTitles.isMirrorFramed(text))
                && overAnEntry(title)
                && lines.lineOfTextAbove(title.line)?.text.hasSuffix(":") != true
        }.map(\.line)
        let kept = grouped.filter { title in
            guard title.indent <= indent || tabbedGroups.count >= 2 && tabbedGroups.contains(title.line) else { return false }
            let underlined = title.line + 1 < lines.count && PlainTextLines.isRule(lines[title.line + 1].text)
            guard lines[title.line].text.hasSuffix(":"), !underlined else { return true }
            return overAnEntry(title)
        }
        // Among the entries, a title that reads as code is a line of an answer, and so is one
        // of a kind no other title has that heads no entry (ACE's digest: "BUILD = $(VSHLIB)"
        // over a rule, "Where's the Template?" underlined over an article): a group's title
        // heads its entries, or shares its kind with titles that do.
        let prose = kept.filter { !PlainTextLines.looksLikeCode($0.title) }
        let ranks = Dictionary(grouping: prose, by: \.rank).mapValues(\.count)
        let titles = prose.filter { title in title.line < first.line || ranks[title.rank, default: 0] > 1 || overAnEntry(title) }
        let before = titles.filter { $0.line < first.line }.count
        let sectioned = before > 1 || titles.contains { $0.line > first.line }
        let below = (titles.map(\.rank).max() ?? 0) + 1
        // Where a title of a rank stands among the entries or right over one, none other of that
        // rank may wrap them.
        let entryLines = first.line...(entries.last?.line ?? first.line)
        let ranksAmongEntries = Dictionary(grouping: titles.filter { entryLines.contains($0.line) || overAnEntry($0) }, by: \.rank)
            .mapValues(\.count)
        var result: [PlainTextCandidate.Heading] = []
        var t = 0
        for entry in entries {
            var chain: [PlainTextTitles.Title] = []
            while t < titles.count, titles[t].line < entry.line {
                let title = titles[t]
                if title.line >= (result.last?.bodyStart ?? 0), title.bodyStart <= entry.line {
                    while let last = chain.last, last.rank >= title.rank { chain.removeLast() }
                    chain.append(title)
                }
                t += 1
            }
            if result.isEmpty && !sectioned { chain = [] }
            // The document's title (first, of a rank no other title has) is no section; nor is a
            // first title at the file's top naming the FAQ when no other title does ("Sup FAQ"
            // underlined as the "Common Problems" below its entries; `HeadingTree.takeNamedTitle`).
            if result.isEmpty, let head = chain.first, head.line == titles.first?.line,
               !titles.dropFirst().contains(where: { $0.rank == head.rank }) || isNamedTitle(head, titles: titles, lines: lines) {
                chain.removeFirst()
            }
            // So is a title that names the FAQ ("FREQUENTLY ASKED QUESTIONS") in a rank no other
            // title among the entries has (an "Index" or "End of the FAQ" beside it stands
            // before or after them): it wraps every entry.
            chain.removeAll { ranksAmongEntries[$0.rank, default: 0] <= 1 && HeadingTree.namesTheWholeFAQ($0.title) }
            for title in chain {
                result.append(.init(line: title.line, bodyStart: title.bodyStart, level: title.rank, title: title.title, isEntry: false))
            }
            var entry = entry
            entry.level += below
            result.append(entry)
        }
        // Titles underlined as the groups are, after the last entry ("STILL NEED HELP?", "GETTING SUPPORT"), end its
        // answer: they head the document's closing text. Two groups at least show the kind (one may be a wrapper over
        // every entry, "The Answers"); a line in capitals alone may be one the answer quotes ("PANIC: CANNOT OPEN DISPLAY").
        let groupRanks = Dictionary(grouping: result.filter { !$0.isEntry && $0.level >= 2 }, by: \.level).filter { $0.value.count >= 2 }
        if sectioned, let last = result.last {
            result += titles.filter { $0.line >= last.bodyStart && groupRanks[$0.rank] != nil }.map {
                .init(line: $0.line, bodyStart: $0.bodyStart, level: $0.rank, title: $0.title, isEntry: false, isClosing: true)
            }
        }
        return result
    }

    /// `titles` and the group titles written as bulleted lines: a bulleted line alone between blank lines,
    /// ending in a colon, the line of text right above an entry (base-files' "* Other questions:"
    /// over "Q. …"); two such at least, or none.
    static func withBulletedGroups(_ titles: [PlainTextTitles.Title], entries: [PlainTextCandidate.Heading],
                                   lines: PlainTextLines) -> [PlainTextTitles.Title] {
        let held = Set(titles.map(\.line))
        let found: [PlainTextTitles.Title] = entries.compactMap { entry in
            guard let k = (0..<entry.line).last(where: { !lines[$0].isBlank }), k + 1 < entry.line, k == 0 || lines[k - 1].isBlank,
                  !held.contains(k), lines[k].text.hasSuffix(":"), let (_, width) = PlainTextAnswer.listMarker(lines[k].text),
                  !(lines[k].text.first?.isNumber ?? true) else { return nil }
            let title = String(lines[k].text.dropFirst(width).dropLast())
            return PlainTextTitles.Title(line: k, bodyStart: k + 1, title: PlainTextLines.collapsed(title), rank: 1, indent: lines[k].indent)
        }
        return found.count >= 2 ? (titles + found).sorted { $0.line < $1.line } : titles
    }

    /// Whether `title`, the first, opens the file and names the FAQ while no other title does.
    private static func isNamedTitle(_ title: PlainTextTitles.Title, titles: [PlainTextTitles.Title], lines: PlainTextLines) -> Bool {
        (0..<title.line).allSatisfy { lines[$0].isBlank } && HeadingTree.namesFAQ(title.title)
            && !titles.dropFirst().contains { HeadingTree.namesFAQ($0.title) }
    }
}
