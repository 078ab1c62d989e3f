/// Lists of the questions before their answers, in "Q:"/"A:" files: left out of the reading,
/// their group names kept as titles where they have them.
extension PlainTextPatterns {
    /// Runs of two or more "Q:" lines with no answers, most of which are asked again further on:
    /// a group's list of its questions, before it answers them (DocBook's text output), or the
    /// document's, under its own underlined title. A line alone right above such a list is the
    /// group's title.
    static func questionIndexes(_ lines: PlainTextLines) -> [(lines: Range<Int>, title: PlainTextTitles.Title?)] {
        func question(_ k: Int) -> String? {
            guard lines[k].indent <= 8, let width = marker(lines[k].text, letter: "Q") else { return nil }
            return PlainTextLines.collapsed(String(lines[k].text.dropFirst(width))).lowercased()
        }
        var lastAsked: [String: Int] = [:]
        for k in 0..<lines.count { if let q = question(k) { lastAsked[q] = k } }
        var result: [(lines: Range<Int>, title: PlainTextTitles.Title?)] = []
        var i = 0
        // A group's name in a list of every question ("GENERAL:" over its questions, then "X11:"):
        // a short line ending in a colon, or numbered ("  0. General" over Netsukuku's).
        func groupLabel(_ k: Int) -> Bool {
            guard !lines[k].isBlank, lines[k].width <= 40, question(k) == nil, marker(lines[k].text, letter: "A") == nil else { return false }
            return lines[k].text.hasSuffix(":") || PlainTextNumbered.marker(lines, k).map { !PlainTextLines.asks($0.text) } == true
        }
        // A question wrapped onto a line set in under its text ("\tQ: … How can I" over "\t   contribute …?").
        func wraps(_ k: Int) -> Bool {
            k > 0 && !lines[k].isBlank && lines[k].indent > lines[k - 1].indent && question(k) == nil
                && marker(lines[k].text, letter: "A") == nil && question(k - 1) != nil
        }
        while i < lines.count {
            // The list starts a paragraph, or comes right under its underlined title ("Список вопросов:"), or its first group's name.
            let labelled = i > 0 && groupLabel(i - 1) && (i == 1 || lines[i - 2].isBlank || PlainTextLines.isRule(lines[i - 2].text))
            guard question(i) != nil, i == 0 || lines[i - 1].isBlank || PlainTextLines.isRule(lines[i - 1].text) || labelled else { i += 1; continue }
            var end = i
            while end < lines.count,
                  question(end) != nil || wraps(end) || labelled && groupLabel(end) && end + 1 < lines.count && question(end + 1) != nil { end += 1 }
            let asked = (i..<end).compactMap(question)
            let again = asked.filter { (lastAsked[$0] ?? 0) >= end }.count
            guard asked.count >= 2, end == lines.count || lines[end].isBlank, again * 2 > asked.count else { i = max(end, i + 1); continue }
            // Under the names of its groups the list is the document's contents, the groups' names its own.
            if labelled, (i..<end).contains(where: groupLabel) {
                result.append((i - 1..<end, nil))
                i = end
                continue
            }
            var title: PlainTextTitles.Title?
            let t = labelled ? i - 1 : i - 2
            if t >= 0, labelled || lines[i - 1].isBlank, t == 0 || lines[t - 1].isBlank || labelled, !lines[t].isBlank, lines[t].width <= 70,
               PlainTextLines.letterCount(lines[t].text) >= 3, marker(lines[t].text, letter: "A") == nil {
                title = PlainTextTitles.Title(line: t, bodyStart: t + 1, title: PlainTextTitles.decorated(lines[t].text), rank: 1, indent: lines[t].indent)
            }
            result.append((i..<end, title))
            i = end
        }
        if let contents = numberedContents(lines) {
            result.removeAll { contents.contains($0.lines.lowerBound) }
            if !result.contains(where: { $0.lines.overlaps(contents) }) {
                result.append((contents, nil))
                result.sort { $0.lines.lowerBound < $1.lines.lowerBound }
            }
        }
        return result
    }

    /// A contents list of numbered questions ("Q1." … "Q9.") before the first answer, with its
    /// group names and wrapped lines among them, whose numbers are asked again below, worded
    /// anew, over their answers (linux_logo's FAQ): from its first question to the first number
    /// asked again.
    static func numberedContents(_ lines: PlainTextLines) -> Range<Int>? {
        func label(_ k: Int) -> String? {
            guard lines[k].indent <= 8, let width = marker(lines[k].text, letter: "Q") else { return nil }
            let mark = lines[k].text.prefix(width).lowercased().filter { $0.isLetter || $0.isNumber }
            return mark.contains(where: \.isNumber) ? mark : nil
        }
        // Answers marked "A" are what tells the list from the entries; numbers begun again per chapter are no list.
        guard let firstAnswer = (0..<lines.count).first(where: { lines[$0].indent <= 8 && marker(lines[$0].text, letter: "A") != nil })
        else { return nil }
        var listed = Set<String>()
        var start: Int?
        for k in 0..<firstAnswer {
            guard let asked = label(k) else { continue }
            if listed.contains(asked) {
                // A list holds its questions, a group name or wrapped line apiece at most: no answers' prose.
                guard let start, listed.count >= 2,
                      (start..<k).filter({ !lines[$0].isBlank && label($0) == nil && !PlainTextLines.isRule(lines[$0].text) }).count <= listed.count
                else { return nil }
                let again = Set((k..<lines.count).compactMap(label))
                return listed.filter(again.contains).count * 2 > listed.count ? start..<k : nil
            }
            listed.insert(asked)
            if start == nil { start = k }
        }
        return nil
    }
}
