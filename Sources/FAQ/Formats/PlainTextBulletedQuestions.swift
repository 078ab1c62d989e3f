/// Bulleted questions: "* Question?" items between blank lines over their answers, long items, and "#" items
/// shaped as the others (`PlainTextPatterns.bulleted`).
extension PlainTextPatterns {
    /// "* Question?" lines between blank lines (a long one wrapped under its text), each
    /// followed by its answer's paragraphs: a list item with a blank line before and after it.
    /// `indent`: the items stand there, set in over answers at the margin
    /// (`outdentedBulletIndent`); nil, at the margin.
    static func bulleted(_ lines: PlainTextLines, titles: [PlainTextTitles.Title], indent: Int? = nil) -> PlainTextCandidate? {
        var candidate = PlainTextCandidate(shape: .bulleted, strength: 0.8)
        var longItems: [PlainTextCandidate.Heading] = []
        // Arrows lead entries where most of them ask (cadaver's "-> Why this horrible name?"; not
        // "-> Edit -> Preferences" menu paths) and no bulleted topic stands at the margin.
        var arrows = 0, askingArrows = 0, bulletedTopics = false
        for k in 0..<lines.count where lines[k].indent <= 2 && (k == 0 || lines[k - 1].isBlank) {
            if isArrow(lines[k].text) {
                arrows += 1
                if PlainTextLines.asks(String(lines[k].text.dropFirst(3))) { askingArrows += 1 }
            } else if let (marker, _) = PlainTextAnswer.listMarker(lines[k].text), marker == "- " {
                bulletedTopics = true
            }
        }
        let arrowsLead = !bulletedTopics && askingArrows * 2 > arrows
        // The column of the last entry's text, where it asks: an item there that does not ask is
        // its answer's list (KISS's "* What coreutils …?" over "  * One exception is made …").
        var answerColumn: Int?
        var i = 0
        while i < lines.count {
            let line = lines[i]
            guard indent.map({ line.indent == $0 }) ?? (line.indent <= 2), i == 0 || lines[i - 1].isBlank, let width = PlainTextAnswer.listMarker(line.text)?.1 ?? boxMarker(line.text),
                  !(line.text.first?.isNumber ?? true) else { i += 1; continue }
            if line.indent > 0, line.indent == answerColumn, !PlainTextLines.asks(String(line.text.dropFirst(width))) {
                i += 1
                continue
            }
            // Beside bulleted topics an arrow asks a topic's question in full ("* Log files" over
            // "-> Where does logging info go ?"): that entry's text, not one of its own.
            if isArrow(line.text), !arrowsLead {
                i += 1
                continue
            }
            var end = i + 1
            while end < lines.count, end - i < 3, !lines[end].isBlank, lines[end].indent == line.indent + width { end += 1 }
            // A line leading into what it quotes, set in deeper on the next line ("* When I start SRB2 with -server it
            // say :" over its error message): the quote is part of the question.
            if end == i + 1, line.text.hasSuffix(":"), end + 1 < lines.count, !lines[end].isBlank,
               lines[end].indent > line.indent + width, lines[end + 1].isBlank {
                end += 1
            }
            // A short line (broken by its author, not wrapped at the margin) may go on at the bullet's column, a
            // blank after it ("* Files getting renamed automatically" over "(submitted by C. Jon Larsen)"); so may
            // a question the next line or the one after ends ("How do I make sure it will" over "get incorporated in
            // WMBiff?"; imapproxy's "I set the cache expiration time …" over two lines, the second "Is this a bug?").
            func goesOn(_ k: Int) -> Bool {
                k + 1 < lines.count && !lines[k].isBlank && lines[k].indent == line.indent && lines[k].width <= 70
                    && PlainTextAnswer.listMarker(lines[k].text) == nil
            }
            if end == i + 1, goesOn(end) {
                let asks = { (k: Int) in lines[k].text.hasSuffix("?") }
                // A line ending ":" or ";" leads into what it quotes ("… entries like this one in my from_awl;"
                // over the table's row at the margin): the quote is part of the question.
                let leadsIn = line.text.hasSuffix(":") || line.text.hasSuffix(";")
                if lines[end + 1].isBlank, line.end < 60 || asks(end) && !asks(i) || leadsIn {
                    end += 1
                } else if goesOn(end + 1), end + 2 < lines.count, lines[end + 2].isBlank, asks(end + 1), !asks(i), !asks(end) {
                    end += 2
                }
            }
            // Asking items one under another over one answer ("* Why isn't there a KEY …?" over "* Why
            // isn't there an INDEX …?") ask one question; under a paragraph that leads into them
            // ("answer these in your message:") they are a checklist in an answer.
            var run = end
            if end == i + 1, line.text.hasSuffix("?"), lines.lineOfTextAbove(i)?.text.hasSuffix(":") != true {
                while run < lines.count, run - i < 4, lines[run].indent == line.indent,
                      PlainTextAnswer.listMarker(lines[run].text)?.1 == width, lines[run].text.hasSuffix("?") { run += 1 }
            }
            if run > end, run < lines.count, lines[run].isBlank {
                let title = (i..<run).map { String(lines[$0].text.dropFirst(width)) }.joined(separator: " ")
                candidate.headings.append(.init(line: i, bodyStart: run, level: 2, title: PlainTextLines.collapsed(title), isEntry: true))
                answerColumn = line.indent + width
                i = run
                continue
            }
            guard end < lines.count, lines[end].isBlank else {
                if let long = longItem(lines, i, width: width) { longItems.append(long) }
                i = end
                continue
            }
            let entry = itemEntry(lines, i..<end, width: width)
            candidate.headings.append(entry)
            answerColumn = PlainTextLines.asks(entry.title) ? line.indent + width : nil
            i = end
        }
        guard !candidate.headings.isEmpty else { return nil }
        candidate.headings = (candidate.headings + hashBulletedEntries(lines, beside: candidate.headings)).sorted { $0.line < $1.line }
        // A long item is an entry too where every entry stands at its indent with its marker
        // (z8530drv's five-line "*  Maxkeyup behaves funny, …" among its one-line statements):
        // no list of the answers' own shares the entries' place.
        let places = Set(candidate.headings.map { lines[$0.line].indent })
        if candidate.headings.count >= 3, places.count == 1 {
            let taken = longItems.filter { places.contains(lines[$0.line].indent) }
            candidate.headings = (candidate.headings + taken).sorted { $0.line < $1.line }
        }
        candidate.headings = withSections(candidate.headings, titles: titles, lines: lines)
        return candidate
    }

    /// Items bulleted "# " among entries bulleted otherwise, shaped as they are: at their indent, a blank line before,
    /// the question on up to three lines at the text's column, a blank line, then the answer at that column (Doom
    /// Legacy's FAQ as SRB2 keeps it marks its Linux entries so: "# Linux: I cannot have any fullscreen modes at
    /// all!"). Three entries at least, four in five of them at one indent and four in five of those answered at their
    /// text's column, set the shape; a "#" line of any other shape (a comment in code set in deeper, a Markdown
    /// title) is none.
    static func hashBulletedEntries(_ lines: PlainTextLines, beside entries: [PlainTextCandidate.Heading]) -> [PlainTextCandidate.Heading] {
        var byIndent: [Int: Int] = [:]
        for entry in entries { byIndent[lines[entry.line].indent, default: 0] += 1 }
        guard let (indent, count) = byIndent.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) }),
              count >= 3, count * 5 >= entries.count * 4 else { return [] }
        func answerColumn(after end: Int) -> Int? {
            var k = end
            while k < lines.count, lines[k].isBlank { k += 1 }
            return k > end && k < lines.count ? lines[k].indent : nil
        }
        let column = indent + 2
        let shaped = entries.filter { lines[$0.line].indent == indent && answerColumn(after: $0.bodyStart) == column }.count
        guard shaped * 5 >= count * 4 else { return [] }
        var found: [PlainTextCandidate.Heading] = []
        for i in 1..<max(1, lines.count) where lines[i - 1].isBlank && lines[i].indent == indent && lines[i].text.hasPrefix("# ") {
            var end = i + 1
            while end < lines.count, end - i < 3, !lines[end].isBlank, lines[end].indent == column { end += 1 }
            guard end < lines.count, lines[end].isBlank, answerColumn(after: end) == column else { continue }
            found.append(itemEntry(lines, i..<end, width: 2))
        }
        return found
    }

    /// An item of four to six lines at its text's column, alone between blank lines, over a
    /// paragraph at that column that is no item: a long question or statement over its answer. The
    /// code it quotes may come between them, set in deeper (Hatari's report over its `move.w` lines).
    static func longItem(_ lines: PlainTextLines, _ i: Int, width: Int) -> PlainTextCandidate.Heading? {
        let column = lines[i].indent + width
        var end = i + 1
        while end < lines.count, end - i < longestItemLines, !lines[end].isBlank, lines[end].indent == column { end += 1 }
        guard end - i > 3, end < lines.count, lines[end].isBlank || lines[end].indent > column else { return nil }
        var next = end
        while next < lines.count, lines[next].isBlank || lines[next].indent > column { next += 1 }
        guard next < lines.count, lines[next].indent == column, PlainTextAnswer.listMarker(lines[next].text) == nil else { return nil }
        return itemEntry(lines, i..<end, width: width)
    }

    /// The entry of a bulleted item over `lines`, its marker `width` wide.
    static func itemEntry(_ lines: PlainTextLines, _ range: Range<Int>, width: Int) -> PlainTextCandidate.Heading {
        let title = String(lines[range.lowerBound].text.dropFirst(width)) + range.dropFirst().map { " " + lines[$0].text }.joined()
        return .init(line: range.lowerBound, bodyStart: range.upperBound, level: 2, title: PlainTextLines.collapsed(title), isEntry: true)
    }

    /// The most lines a long item's question may take (`longItem`).
    static let longestItemLines = 6

    /// Whether a line opens with an arrow and a space: "-> ", "=> ".
    static func isArrow(_ text: String) -> Bool { text.hasPrefix("-> ") || text.hasPrefix("=> ") }

    /// The width of an empty box or an arrow opening a line, "[]" or "->" and the spaces after
    /// it (slib's "[]\tWhat is SLIB?", cadaver's "-> Why this horrible name?"), as a bullet's;
    /// nil for any other line.
    static func boxMarker(_ text: String) -> Int? {
        guard text.hasPrefix("[] ") || isArrow(text) else { return nil }
        let spaces = text.dropFirst(2).prefix { $0 == " " }.count
        return text.count > 2 + spaces ? 2 + spaces : nil
    }
}
