/// The plain-text FAQ shapes besides numbered entries (`PlainTextNumbered`): "Q:"/"A:" pairs,
/// questions followed by indented answers, titled entries (underlined or in capitals), and mail
/// digests with a `Subject:` per entry. Each returns a candidate reading for `PlainTextScore`.
enum PlainTextPatterns {
    /// The width of a "Q:", "Q.", "Q1)", "Question:", "[Q] -" marker (`letter` "Q"), or "A:"…
    /// (`letter` "A"), and of the spaces after it; nil when the text does not start with one. A bullet may
    /// come first ("* Q: …" over "* A: …").
    static func marker(_ text: String, letter: Character) -> Int? {
        var chars = Substring(text)
        if let bullet = chars.first, bullet == "*" || bullet == "-", chars.dropFirst().first == " " {
            chars = chars.dropFirst(2).drop { $0 == " " }
        }
        let word = letter == "Q" ? "question" : "answer"
        // "[Q] - …" over "[A] - …": the letter in brackets, then a dash or a colon.
        if chars.first == "[", chars.dropFirst().first == letter, chars.dropFirst(2).first == "]" {
            var rest = chars.dropFirst(3).drop { $0 == " " }
            if let mark = rest.first, mark == "-" || mark == ":" { rest = rest.dropFirst() }
            guard rest.isEmpty || rest.first == " " else { return nil }
            return text.count - rest.drop { $0 == " " }.count
        }
        if chars.lowercased().hasPrefix(word) {
            chars = chars.dropFirst(word.count)
            // "Question (Esperanto):": a word label may name its language or kind in brackets.
            if chars.hasPrefix(" ("), let close = chars.firstIndex(of: ")"), chars.distance(from: chars.startIndex, to: close) <= 20,
               chars[chars.index(after: close)...].first == ":" {
                chars = chars[chars.index(after: close)...]
            }
        } else if chars.first == letter {
            chars = chars.dropFirst()
        } else {
            return nil
        }
        chars = chars.drop { $0 == " " }
        // "Q12:", "Q1.2)": a number after the letter; "Q 1.3 How…": a space is mark enough after a number.
        // A plain number right after the letter, then two spaces or more (a tab, expanded), labels whatever
        // follows: OCFS2's "Q07<tab>Do I need…?" over "A07<tab># cat …".
        var numbered = false
        // "Q#1:" over "A#1:" (Libidn): a number sign before the number.
        if chars.first == "#", let d = chars.dropFirst().first, d.isASCII, d.isNumber { chars = chars.dropFirst() }
        if let d = chars.first, d.isASCII, d.isNumber {
            let attached = chars.startIndex > text.startIndex && text[text.index(before: chars.startIndex)] == letter
            chars = chars.drop { $0.isASCII && $0.isNumber }
            if attached, chars.hasPrefix("  "), let rest = Optional(chars.drop { $0 == " " }), !rest.isEmpty {
                return text.count - rest.count
            }
            while chars.first == ".", let e = chars.dropFirst().first, e.isASCII, e.isNumber {
                chars = chars.dropFirst().drop { $0.isASCII && $0.isNumber }
            }
            numbered = true
        }
        if numbered, chars.first == " ", chars.dropFirst().first?.isLetter == true { return text.count - chars.dropFirst().count }
        guard let c = chars.first, c == ":" || c == "." || c == ")" || c == "-" else { return nil }
        chars = chars.dropFirst()
        guard chars.isEmpty || chars.first == " " else { return nil }
        chars = chars.drop { $0 == " " }
        return text.count - chars.count
    }

    /// "Q:" lines start entries; the question runs to the blank line or the "A:" line, and the
    /// answer to the next entry. Strength 1 when nearly every question has its "A:".
    static func questionAnswer(_ lines: PlainTextLines, titles: [PlainTextTitles.Title]) -> PlainTextCandidate? {
        var candidate = PlainTextCandidate(shape: .questionAnswer, strength: 0.8)
        let indexes = questionIndexes(lines)
        candidate.skipped = indexes.map(\.lines)
        var answered = 0
        var i = 0
        var index = 0
        // "Q:" markers count only in the form the file keeps (`PlainTextMarkerForm`); problem
        // labels only where they are that form (`PlainTextProblemLabels`).
        // Letter pairs ("P:" over "S:") mark entries as "Q:" does (`PlainTextLetterPairs`).
        let pairs = PlainTextLetterPairs.find(lines)
        func paired(_ k: Int, asking: Bool) -> Int? {
            guard let (letter, width) = PlainTextLetterPairs.marker(lines[k].text) else { return nil }
            return (asking ? pairs[letter] != nil : pairs.values.contains(letter)) ? width : nil
        }
        func written(_ k: Int) -> Int? {
            marker(lines[k].text, letter: "Q") ?? PlainTextProblemLabels.marker(lines[k].text) ?? paired(k, asking: true)
        }
        let (counted, dominant) = PlainTextMarkerForm.counted((0..<lines.count).compactMap { k in
            lines[k].indent <= 8 ? written(k).map { (line: k, width: $0) } : nil
        }, in: lines)
        let problems = dominant.map { PlainTextProblemLabels.isProblemLabel($0.form.label) } ?? false
        func questionMarker(_ k: Int) -> Int? {
            (problems ? written(k) : marker(lines[k].text, letter: "Q") ?? paired(k, asking: true)).flatMap { counted.contains(k) ? $0 : nil }
        }
        func answerMarker(_ k: Int) -> Int? {
            marker(lines[k].text, letter: "A") ?? paired(k, asking: false) ?? (problems ? PlainTextProblemLabels.answerMarker(lines[k].text) : nil)
        }
        // Entries whose "A:" did not follow at once: (heading, the line after the question).
        var waiting: [(heading: Int, end: Int)] = []
        // Lines of an entry that are no section title, though they may look like one: its "A:"
        // line (a rule right under GLOBAL's "A8. No problem." underlines nothing), and up to
        // three lines between a question and its "A:" ("Q: How can I…?", a capital "THIS
        // ANSWER IS WRONG", then "A: …").
        var inside: [Range<Int>] = []
        while i < lines.count {
            if index < indexes.count, indexes[index].lines.contains(i) { i = indexes[index].lines.upperBound; index += 1; continue }
            guard lines[i].indent <= 8,
                  let width = questionMarker(i) ?? PlainTextNumberedPairs.marker(lines[i].text) ?? PlainTextMarkerForm.mistyped(lines, i, dominant: dominant)
            else { i += 1; continue }
            var title = String(lines[i].text.dropFirst(width))
            var end = i + 1
            var bodyStart: Int?
            if title.allSatisfy(\.isWhitespace), let quoted = PlainTextQuotedQuestion.read(lines, from: i + 1) {
                (title, end, bodyStart) = (quoted.title, quoted.end, i + 1)
            } else if title.allSatisfy(\.isWhitespace), let paragraph = labelledParagraph(lines, after: i, answerMarker: answerMarker) {
                // "Question:" alone on its line over its question's paragraph, then "Answer:".
                (title, end) = (paragraph.title, paragraph.end)
            }
            while bodyStart == nil, end < lines.count, end - i < 6, !lines[end].isBlank, answerMarker(end) == nil {
                title += " " + lines[end].text
                end += 1
            }
            var answer = end
            while answer < lines.count, lines[answer].isBlank { answer += 1 }
            if answer < lines.count, let a = answerMarker(answer) {
                // A troubleshooting entry's "SOLUTION:" and "CAUSE:" stay: they name its parts.
                if marker(lines[answer].text, letter: "A") ?? paired(answer, asking: false) != nil { candidate.markers[answer] = a }
                inside.append(answer..<answer + 1)
                answered += 1
            } else {
                waiting.append((candidate.headings.count, end))
            }
            candidate.headings.append(.init(line: i, bodyStart: bodyStart ?? end, level: 2, title: PlainTextLines.collapsed(title), isEntry: true))
            i = end
        }
        guard !candidate.headings.isEmpty else { return nil }
        for (heading, end) in waiting {
            let next = min(heading + 1 < candidate.headings.count ? candidate.headings[heading + 1].line : lines.count, end + 12)
            guard let a = (end..<next).first(where: { !lines[$0].isBlank && answerMarker($0) != nil }),
                  (end..<a).filter({ !lines[$0].isBlank }).count <= 3 else { continue }
            if marker(lines[a].text, letter: "A") ?? paired(a, asking: false) != nil { candidate.markers[a] = answerMarker(a) }
            inside.append(end..<a + 1)
            answered += 1
        }
        if Double(answered) >= 0.8 * Double(candidate.headings.count) { candidate.strength = 1 }
        let groups = indexes.compactMap(\.title).filter { group in !titles.contains { $0.line == group.line } }
        let sectionTitles = (titles + groups).filter { title in !inside.contains { $0.contains(title.line) } }
        candidate.headings = withSections(candidate.headings, titles: sectionTitles.sorted { $0.line < $1.line }, lines: lines)
        return candidate
    }

    /// A question (one to three lines at the left) whose answer is indented below it (by one
    /// column or more), at most one blank line between them.
    static func indented(_ lines: PlainTextLines, titles: [PlainTextTitles.Title]) -> PlainTextCandidate? {
        struct Head { var line: Int, end: Int, indent: Int, title: String, bodyIndent: Int }
        var heads: [Head] = []
        var i = 0
        while i < lines.count {
            let line = lines[i]
            // A question starts a paragraph, or follows its group's title (indented less).
            guard !line.isBlank, i == 0 || lines[i - 1].isBlank || lines[i - 1].indent < line.indent,
                  !PlainTextLines.isRule(line.text) else { i += 1; continue }
            var end = i + 1
            while end < lines.count, end - i < 3, !lines[end].isBlank {
                if lines[end].indent == line.indent { end += 1; continue }
                // pod2text wraps a long question at the margin, just above the answer.
                if lines[end].indent < line.indent, end + 1 < lines.count, !lines[end + 1].isBlank, lines[end + 1].indent > line.indent {
                    end += 1
                }
                break
            }
            var body = end
            if body < lines.count, lines[body].isBlank { body += 1 }
            // A line that leads to an address indented under it ("… is available at" over
            // "   https://…") introduces a link; it asks nothing and answers nothing.
            let leadsToAddress = body < lines.count && isLoneAddress(lines, body) && !PlainTextLines.asks(line.text)
            // A line of code that opens a block ("sub mirror($) {") over lines indented below it is no question.
            if body < lines.count, !lines[body].isBlank, lines[body].indent >= line.indent + 1, !leadsToAddress,
               !line.text.hasSuffix("{") {
                let title = (i..<end).map { lines[$0].text }.joined(separator: " ")
                heads.append(Head(line: i, end: end, indent: line.indent, title: title, bodyIndent: lines[body].indent))
            }
            i = end
        }
        // A shell's command at an answer's margin ("# ln -s …" over its output) is no question.
        heads.removeAll { isShellCommand($0.title) }
        // A number alone above a question ("1." in a text browser's list) opens its entry; it
        // is no entry, and it titles no group.
        var numbers: [Head] = [], others: [Head] = []
        for head in heads {
            if PlainTextLines.isLoneNumber(head.title) { numbers.append(head) } else { others.append(head) }
        }
        heads = others
        // The entries' indent is the one most heads have.
        var counts: [Int: Int] = [:]
        for head in heads { counts[head.indent, default: 0] += 1 }
        guard let base = counts.max(by: { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key })?.key else { return nil }
        let numberHeads = numbers.filter { $0.indent < base && $0.bodyIndent == base }
        var candidate = PlainTextCandidate(shape: .indented, strength: 0.75)
        let entryHeads = heads.filter { $0.indent == base }
        // Both lists are in line order: walked together, once.
        var nextNumber = 0
        for (n, head) in entryHeads.enumerated() {
            while nextNumber + 1 < numberHeads.count, numberHeads[nextNumber + 1].line < head.line { nextNumber += 1 }
            let number = numberHeads.indices.contains(nextNumber) ? numberHeads[nextNumber] : nil
            let numbered = number.map { $0.line < head.line && ($0.end..<head.line).allSatisfy { lines[$0].isBlank } } ?? false
            var entry = PlainTextCandidate.Heading(line: numbered ? number!.line : head.line, bodyStart: head.end, level: 2,
                                                   title: PlainTextLines.collapsed(head.title), isEntry: true)
            let end = n + 1 < entryHeads.count ? entryHeads[n + 1].line : lines.count
            let followUps = followUpQuestions(lines, head.end..<end, answerIndent: head.bodyIndent)
            // "I'm using getmail. How do I make it …" asks nothing itself: it groups the questions under it.
            if !followUps.isEmpty, !entry.title.hasSuffix("?") { entry.isEntry = false }
            candidate.headings.append(entry)
            candidate.headings += followUps
        }
        // Heads indented less than the questions, right above one, are their groups' titles;
        // so are heads at a group title's indent over an introduction and then a question. A
        // line an answer leads into (": " over "bayes_ignore_header …"), away from the indent
        // most group titles have, is the answer's example.
        var titleIndents: [Int: Int] = [:]
        for head in heads where head.indent < base && head.bodyIndent == base { titleIndents[head.indent, default: 0] += 1 }
        let titleIndent = titleIndents.max { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key }?.key
        let titled = heads.indices.filter { heads[$0].indent < base && (heads[$0].indent == titleIndent || !leadsIntoExample(lines, heads[$0].line)) }
        let groupIndents = Set(titled.filter { heads[$0].bodyIndent == base }.map { heads[$0].indent })
        let groupHeads = titled.filter { k in
            heads[k].bodyIndent == base
                || groupIndents.contains(heads[k].indent) && heads[k].bodyIndent > base && k + 1 < heads.count && heads[k + 1].indent == base
        }.map { heads[$0] }
        // Text at the entries' indent that is no entry's question belongs to none of them.
        let headLines = Set(candidate.headings.flatMap { $0.line..<$0.bodyStart })
        let titleLines = Set(titles.flatMap { $0.line..<$0.bodyStart } + groupHeads.flatMap { $0.line..<$0.end })
        let first = candidate.headings.first?.line ?? lines.count
        for k in first..<lines.count where !lines[k].isBlank && lines[k].indent <= base && !headLines.contains(k) && !titleLines.contains(k) {
            candidate.strayLines += 1
        }
        let groups = groupHeads.map {
            PlainTextTitles.Title(line: $0.line, bodyStart: $0.end, title: PlainTextLines.collapsed($0.title), rank: 1, indent: $0.indent)
        }
        let sections = (titles.filter { $0.indent <= base && !headLines.contains($0.line) } + groups).sorted { $0.line < $1.line }
        candidate.headings = withSections(candidate.headings, titles: sections, lines: lines)
        return candidate
    }

    /// Whether the text above line `k` (indented deeper, ending in ":") leads into it.
    static func leadsIntoExample(_ lines: PlainTextLines, _ k: Int) -> Bool {
        guard let above = (0..<k).last(where: { !lines[$0].isBlank }) else { return false }
        return lines[above].indent > lines[k].indent && lines[above].text.hasSuffix(":")
    }

    /// The paragraph under a label alone on its line ("Question:" over a blank line and an
    /// indented question): its text and the line after it, when an answer's label follows it.
    static func labelledParagraph(_ lines: PlainTextLines, after label: Int, answerMarker: (Int) -> Int?) -> (title: String, end: Int)? {
        var start = label + 1
        if start < lines.count, lines[start].isBlank { start += 1 }
        var end = start
        while end < lines.count, !lines[end].isBlank, end - start < 6, answerMarker(end) == nil { end += 1 }
        guard end > start, end - start < 6 else { return nil }
        var next = end
        while next < lines.count, lines[next].isBlank { next += 1 }
        guard next < lines.count, answerMarker(next) != nil else { return nil }
        return ((start..<end).map { lines[$0].text }.joined(separator: " "), end)
    }

    /// A command after a shell's prompt: `$ ` or `# ` and a lowercase word.
    static func isShellCommand(_ text: String) -> Bool {
        guard text.hasPrefix("$ ") || text.hasPrefix("# "), let first = text.dropFirst(2).first else { return false }
        return first.isLowercase
    }

    /// A paragraph of one line that is a web address alone.
    static func isLoneAddress(_ lines: PlainTextLines, _ k: Int) -> Bool {
        isAddress(lines[k].text) && (k + 1 == lines.count || lines[k + 1].isBlank)
    }

    /// Whether `text` is a web address and nothing else.
    static func isAddress(_ text: String) -> Bool {
        ["http://", "https://", "ftp://", "www."].contains(where: text.hasPrefix) && !text.utf8.contains(UInt8(ascii: " "))
    }

    /// Questions inside an entry's answer, a level below it: a paragraph of one to three lines
    /// indented a little deeper than the answer, starting with a capital and ending in "?",
    /// with the answer's text again after it (a web page's `<h4>` in a lynx dump: "    Does
    /// getmail run on MS Windows?" under an answer at three spaces). Deeper headings that do
    /// not ask stay in the answer.
    static func followUpQuestions(_ lines: PlainTextLines, _ range: Range<Int>, answerIndent: Int) -> [PlainTextCandidate.Heading] {
        var result: [PlainTextCandidate.Heading] = []
        var k = range.lowerBound
        while k + 1 < range.upperBound {
            let start = k + 1
            guard lines[k].isBlank, !lines[start].isBlank, lines[start].indent > answerIndent,
                  lines[start].indent <= answerIndent + 4 else { k += 1; continue }
            var stop = start
            while stop < range.upperBound, stop - start < 3, !lines[stop].isBlank, lines[stop].indent == lines[start].indent { stop += 1 }
            var after = stop
            while after < range.upperBound, lines[after].isBlank { after += 1 }
            let title = PlainTextLines.collapsed((start..<stop).map { lines[$0].text }.joined(separator: " "))
            if after > stop, after < range.upperBound, lines[after].indent == answerIndent, title.hasSuffix("?"),
               title.first?.isUppercase == true, PlainTextAnswer.listMarker(lines[start].text) == nil,
               !PlainTextLines.looksLikeCode(title) {
                result.append(.init(line: start, bodyStart: stop, level: 3, title: title, isEntry: true))
            }
            k = stop
        }
        return result
    }

    /// "* Question?" lines between blank lines (a long one wrapped under its text), each
    /// followed by its answer's paragraphs: a list item with a blank line before and after it.
    static func bulleted(_ lines: PlainTextLines, titles: [PlainTextTitles.Title]) -> PlainTextCandidate? {
        var candidate = PlainTextCandidate(shape: .bulleted, strength: 0.8)
        var i = 0
        while i < lines.count {
            let line = lines[i]
            guard line.indent <= 2, i == 0 || lines[i - 1].isBlank, let (_, width) = PlainTextAnswer.listMarker(line.text),
                  !(line.text.first?.isNumber ?? true) else { i += 1; continue }
            var end = i + 1
            while end < lines.count, end - i < 3, !lines[end].isBlank, lines[end].indent == line.indent + width { end += 1 }
            // A short line (broken by its author, not wrapped at the margin) may go on at the bullet's column, a
            // blank after it ("* Files getting renamed automatically" over "(submitted by C. Jon Larsen)").
            if end == i + 1, end + 1 < lines.count, !lines[end].isBlank, lines[end].indent == line.indent, lines[end + 1].isBlank,
               PlainTextAnswer.listMarker(lines[end].text) == nil, line.end < 60, lines[end].width <= 70 {
                end += 1
            }
            guard end < lines.count, lines[end].isBlank else { i = end; continue }
            let title = String(line.text.dropFirst(width)) + (i + 1..<end).map { " " + lines[$0].text }.joined()
            candidate.headings.append(.init(line: i, bodyStart: end, level: 2, title: PlainTextLines.collapsed(title), isEntry: true))
            i = end
        }
        guard !candidate.headings.isEmpty else { return nil }
        candidate.headings = withSections(candidate.headings, titles: titles, lines: lines)
        return candidate
    }

    /// Underlined or capital titles: the ones with text and no titles below them are entries.
    static func titled(_ lines: PlainTextLines, titles: [PlainTextTitles.Title]) -> PlainTextCandidate? {
        var titles = titles
        // A first title of a rank no other has is the document's (it stays in the preamble).
        if let first = titles.first, !titles.dropFirst().contains(where: { $0.rank == first.rank }) { titles.removeFirst() }
        guard !titles.isEmpty else { return nil }
        var candidate = PlainTextCandidate(shape: .titled, strength: 0.75)
        candidate.headings = titles.enumerated().map { n, t in
            let next = n + 1 < titles.count ? titles[n + 1] : nil
            let hasText = (t.bodyStart..<max(t.bodyStart, next?.line ?? lines.count)).contains { !lines[$0].isBlank && !PlainTextLines.isRule(lines[$0].text) }
            let leaf = next.map { $0.rank <= t.rank } ?? true
            return .init(line: t.line, bodyStart: t.bodyStart, level: t.rank, title: t.title, isEntry: leaf && hasText)
        }
        return candidate
    }

    static let headerFields = ["from:", "date:", "to:", "cc:", "message-id:", "reply-to:", "newsgroups:", "organization:", "keywords:", "summary:"]

    /// Mail headers around each "Subject:" line; the message's text is the answer.
    static func digest(_ lines: PlainTextLines, titles: [PlainTextTitles.Title]) -> PlainTextCandidate? {
        func isHeader(_ k: Int) -> Bool {
            let lower = lines[k].text.lowercased()
            return lines[k].indent == 0 && (lower.hasPrefix("from ") || lower.hasPrefix("subject:") || headerFields.contains(where: lower.hasPrefix))
        }
        var candidate = PlainTextCandidate(shape: .digest, strength: 0.85)
        var numberedCount = 0
        var i = 0
        while i < lines.count {
            guard lines[i].indent == 0, lines[i].text.lowercased().hasPrefix("subject:") else { i += 1; continue }
            var start = i
            while start > 0, start > (candidate.headings.last?.bodyStart ?? 0), isHeader(start - 1) { start -= 1 }
            var end = i + 1
            while end < lines.count, !lines[end].isBlank, isHeader(end) || lines[end].indent > 0 && end == i + 1 { end += 1 }
            var subject = Substring(lines[i].text.dropFirst(8)).drop { $0 == " " }
            while let prefix = ["re:", "fwd:", "fw:"].first(where: { subject.lowercased().hasPrefix($0) }) {
                subject = subject.dropFirst(prefix.count).drop { $0 == " " }
            }
            // "Subject: 1.1. What is INN?": the number nests it ("1. General Questions" holds it).
            let numbered = PlainTextNumbered.marker(PlainTextLines(String(subject)), 0)
            if let numbered {
                numberedCount += 1
                candidate.headings.append(.init(line: start, bodyStart: end, level: numbered.numbers.count + 1,
                                                title: PlainTextLines.collapsed(numbered.text), isEntry: true))
            } else if !subject.isEmpty {
                candidate.headings.append(.init(line: start, bodyStart: end, level: 0, title: PlainTextLines.collapsed(String(subject)), isEntry: true))
            }
            i = end
        }
        // When most subjects are numbered, the others ("Contents") are messages around the FAQ.
        if numberedCount * 2 > candidate.headings.count {
            candidate.headings.removeAll { $0.level == 0 }
            for h in candidate.headings.indices {
                let next = h + 1 < candidate.headings.count ? candidate.headings[h + 1].level : 0
                candidate.headings[h].isEntry = next <= candidate.headings[h].level
            }
            return candidate.headings.isEmpty ? nil : candidate
        }
        for h in candidate.headings.indices { candidate.headings[h].level = 2 }
        guard !candidate.headings.isEmpty else { return nil }
        candidate.headings = withSections(candidate.headings, titles: titles, lines: lines)
        return candidate
    }
}
