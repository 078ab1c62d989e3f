/// Questions followed by indented answers, the plain-text shape of man-page dumps and lynx
/// listings, and the lines the reading leaves out of its entries (shell commands, lone addresses,
/// examples an answer leads into).
extension PlainTextPatterns {
    /// A question (one to four lines at the left, up to ten when it is numbered: a mailing list's
    /// question quoted whole) whose answer is indented below it (by one column or more), at most
    /// one blank line between them.
    static func indented(_ lines: PlainTextLines, titles: [PlainTextTitles.Title]) -> PlainTextCandidate? {
        struct Head { var line: Int, end: Int, indent: Int, title: String, bodyIndent: Int }
        var heads: [Head] = []
        // Numbered paragraphs with nothing indented under them: an entry only where its number fills a gap between two.
        var unanswered: [Head] = []
        var i = 0
        while i < lines.count {
            let line = lines[i]
            // A question starts a paragraph, or follows its group's title (indented less).
            guard !line.isBlank, i == 0 || lines[i - 1].isBlank || lines[i - 1].indent < line.indent,
                  !PlainTextLines.isRule(line.text) else { i += 1; continue }
            var end = i + 1
            let longest = PlainTextLines.startsWithEntryNumber(line.text) ? 10 : 4
            while end < lines.count, end - i < longest, !lines[end].isBlank {
                if lines[end].indent == line.indent { end += 1; continue }
                // pod2text wraps a long question at the margin, just above the answer.
                if lines[end].indent < line.indent, end + 1 < lines.count, !lines[end + 1].isBlank, lines[end + 1].indent > line.indent {
                    end += 1
                }
                break
            }
            if let wrapped = wrappedQuestionEnd(lines, head: i, end: end) { end = wrapped }
            var body = end
            if body < lines.count, lines[body].isBlank { body += 1 }
            // A line that leads to an address indented under it ("… is available at" over
            // "   https://…") introduces a link; it asks nothing and answers nothing.
            let leadsToAddress = body < lines.count && isLoneAddress(lines, body) && !PlainTextLines.asks(line.text)
            // A line of code that opens a block ("sub mirror($) {") over lines indented below it is no question;
            // nor is an underlined line: it is a title (Net-SNMP's questions over dashes), the titled shape's.
            let underlined = (i + 1..<end).contains { PlainTextLines.isRule(lines[$0].text) }
            if body < lines.count, !lines[body].isBlank, lines[body].indent >= line.indent + 1, !leadsToAddress,
               !line.text.hasSuffix("{"), !lines[end - 1].text.hasSuffix("{"), !underlined,
               !(body == end && hangsUnderItsText(line, lines[body])) {
                let title = (i..<end).map { lines[$0].text }.joined(separator: " ")
                heads.append(Head(line: i, end: end, indent: line.indent, title: title, bodyIndent: lines[body].indent))
            } else if entryNumber(line.text) != nil, !underlined {
                let title = (i..<end).map { lines[$0].text }.joined(separator: " ")
                unanswered.append(Head(line: i, end: end, indent: line.indent, title: title, bodyIndent: line.indent + 1))
            }
            i = end
        }
        // A shell's command at an answer's margin ("# ln -s …" over its output) is no question, nor a patch's header
        // ("--- dired.el.orig" over "+++ dired.el").
        heads.removeAll { isShellCommand($0.title) || $0.title.hasPrefix("--- ") && $0.title.contains(" +++ ") }
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
        // A paragraph that leads into an example ("… add the following lines:") with nothing but the
        // example under it asks nothing; a question that ends so has its answer after what it quotes,
        // and a line alone may ask so (tcsh's "I am getting compile errors that look like:"). What it leads
        // into may be an answer, in sentences (OpenTTD's problem wrapped over two lines).
        var entryHeads = heads.filter { head in
            head.indent == base && !(head.end - head.line >= 2 && head.title.hasSuffix(":") && !head.title.contains("?")
                                     && sentencesInLoneBlock(lines, head.end).map { $0 < 2 } == true)
        }
        // Entries numbered in order: one between entries k and k + 2, numbered k + 1, is the entry left unanswered
        // (iBench's "2. CHAIN join mode does not work …", dated, with no update under it yet).
        for gap in unanswered where gap.indent == base {
            guard let number = entryNumber(gap.title),
                  let next = entryHeads.firstIndex(where: { $0.line > gap.line }), next > 0,
                  entryNumber(entryHeads[next - 1].title) == number - 1, entryNumber(entryHeads[next].title) == number + 1 else { continue }
            entryHeads.insert(gap, at: next)
        }
        // Both lists are in line order: walked together, once.
        var nextNumber = 0
        for (n, head) in entryHeads.enumerated() {
            while nextNumber + 1 < numberHeads.count, numberHeads[nextNumber + 1].line < head.line { nextNumber += 1 }
            // A number alone right above the question (blank lines between at most) opens its entry.
            let number = numberHeads.indices.contains(nextNumber) ? numberHeads[nextNumber] : nil
            let opening = number.flatMap { $0.line < head.line && ($0.end..<head.line).allSatisfy { lines[$0].isBlank } ? $0.line : nil }
            var entry = PlainTextCandidate.Heading(line: opening ?? head.line, bodyStart: head.end, level: 2,
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
        let restarts = restartTitles(entryHeads.map { ($0.line, $0.title) }, lines, titled: Set(titles.map(\.line) + groupHeads.map(\.line)))
        let titleLines = Set(titles.flatMap { $0.line..<$0.bodyStart } + groupHeads.flatMap { $0.line..<$0.end } + restarts.map(\.line))
        let first = candidate.headings.first?.line ?? lines.count
        for k in first..<lines.count where !lines[k].isBlank && lines[k].indent <= base && !headLines.contains(k) && !titleLines.contains(k) {
            candidate.strayLines += 1
        }
        let groups = groupHeads.map {
            PlainTextTitles.Title(line: $0.line, bodyStart: $0.end, title: PlainTextLines.collapsed($0.title), rank: 1, indent: $0.indent)
        }
        let named = titles.filter { $0.indent <= base && !headLines.contains($0.line) } + groups + restarts
        let sections = (named + seriesTitles(entryHeads.map { ($0.line, $0.title) }, lines, titled: Set(named.map(\.line))))
            .sorted { $0.line < $1.line }
        candidate.headings = withSections(candidate.headings, titles: sections, lines: lines)
        return candidate
    }

    /// The number an entry opens with ("2. ", "12) "), after a bullet that marks it too ("* 3. "); nil for other text.
    static func entryNumber(_ text: String) -> Int? {
        let unbulleted = text.hasPrefix("* ") || text.hasPrefix("- ") ? String(text.dropFirst(2)) : text
        guard PlainTextLines.startsWithEntryNumber(unbulleted) else { return nil }
        return Int(unbulleted.prefix { $0.isASCII && $0.isNumber })
    }

    /// Whether `next`, right under `line`, is set in to where `line`'s text starts after a term and its dash
    /// (FreeIPMI's legend: "[COMPLIANCE] - IPMI implementations that are out of compliance with" over "               the
    /// IPMI specification."): the one paragraph wraps on, a term's definition, not an answer. (After a colon the text
    /// may be a question's, its answer set in under it: "xterm: the cursor vanishes".)
    static func hangsUnderItsText(_ line: PlainTextLines.Line, _ next: PlainTextLines.Line) -> Bool {
        guard !PlainTextLines.startsWithEntryNumber(line.text) else { return false }
        for separator in [" - ", " -- "] {
            guard let range = line.text.range(ofLiteralIn: separator) else { continue }
            let column = line.indent + line.text.distance(from: line.text.startIndex, to: range.upperBound)
            if column <= 40, next.indent == column { return true }
        }
        return false
    }

    /// Where entries are numbered and the numbers start again at 1, a short line alone right above each entry 1, a
    /// blank line between, titles its group (BLT's "Specific problems:" and "General Problems:" over "1. …" each);
    /// every entry 1 must have one, and there must be two at least.
    static func restartTitles(_ entries: [(line: Int, title: String)], _ lines: PlainTextLines, titled: Set<Int>) -> [PlainTextTitles.Title] {
        let firsts = entries.filter { $0.title.hasPrefix("1. ") || $0.title.hasPrefix("1) ") }
        guard firsts.count >= 2 else { return [] }
        var found: [PlainTextTitles.Title] = []
        for entry in firsts {
            var k = entry.line - 1
            while k >= 0, lines[k].isBlank { k -= 1 }
            guard k >= 0, k < entry.line - 1, k == 0 || lines[k - 1].isBlank, lines[k].indent <= lines[entry.line].indent else { return [] }
            let text = lines[k].text
            if titled.contains(k) { continue }
            guard text.first?.isLetter == true, text.split(separator: " ").count <= 6, !".;,?!".contains(text.last ?? "."),
                  !PlainTextLines.startsWithEntryNumber(text) else { return [] }
            found.append(PlainTextTitles.Title(line: k, bodyStart: k + 1, title: PlainTextLines.collapsed(text.hasSuffix(":") ? String(text.dropLast()) : text),
                                               rank: 1, indent: lines[k].indent))
        }
        return found
    }

    /// Where entries are labelled by series ("E-7:" then "F-1:", the Mule FAQ's) and other series' groups are titled,
    /// a short line of words alone right above a series' first entry titles its group, in whatever case ("Display"
    /// among "MAIL & NEWS" and the like); an address or a line of code there ends the answer above.
    static func seriesTitles(_ entries: [(line: Int, title: String)], _ lines: PlainTextLines, titled: Set<Int>) -> [PlainTextTitles.Title] {
        func series(_ title: String) -> Substring? {
            let letters = title.prefix { $0.isASCII && $0.isUppercase }
            let rest = title.dropFirst(letters.count)
            guard (1...3).contains(letters.count), rest.first == "-", rest.dropFirst().first?.isNumber == true else { return nil }
            return letters
        }
        let labelled = entries.filter { series($0.title) != nil }
        guard labelled.count >= 3, labelled.count * 5 >= entries.count * 4 else { return [] }
        // The line of text right above each series' first entry, a blank line over it.
        var above: [Int] = []
        for (previous, entry) in zip(labelled, labelled.dropFirst()) where series(previous.title) != series(entry.title) {
            var k = entry.line - 1
            while k > previous.line, lines[k].isBlank { k -= 1 }
            if k > previous.line, !lines[k].isBlank, lines[k - 1].isBlank, lines[k].indent <= lines[entry.line].indent { above.append(k) }
        }
        guard above.filter(titled.contains).count >= 2 else { return [] }
        return above.filter { k in
            let text = lines[k].text
            return !titled.contains(k) && text.first?.isLetter == true && text.split(separator: " ").count <= 4
                && !".:;,?!".contains(text.last ?? ".") && !text.contains(where: { "/\\()[]{}<>=;@".contains($0) })
        }.map { PlainTextTitles.Title(line: $0, bodyStart: $0 + 1, title: PlainTextLines.collapsed(lines[$0].text), rank: 1, indent: lines[$0].indent) }
    }

    /// Where a question cut mid-sentence at `end` goes on over lines set in under it, then a blank line and its
    /// answer (JED's "<19> When running Jed in an xterm, alt is not sending meta (and meta is not" over
    /// "   sending escape) so that … respectively."): the end of those lines, when they end asking, or end a
    /// sentence set in deeper than the answer; nil otherwise. A question stated in a sentence may be asked on the
    /// lines set in deeper than its answer ("<21> I define keybindings … but they are not working." over
    /// "    What is wrong?").
    static func wrappedQuestionEnd(_ lines: PlainTextLines, head: Int, end: Int) -> Int? {
        guard end < lines.count, !lines[end].isBlank, lines[end].indent > lines[head].indent,
              let last = lines[end - 1].text.last, !"?:;".contains(last) else { return nil }
        let stated = ".!".contains(last)
        var k = end
        while k < lines.count, !lines[k].isBlank, lines[k].indent == lines[end].indent, k - end < 3 { k += 1 }
        guard k < lines.count, lines[k].isBlank else { return nil }
        var next = k
        while next < lines.count, lines[next].isBlank { next += 1 }
        guard next < lines.count, lines[next].indent > lines[head].indent else { return nil }
        let text = lines[k - 1].text
        let deeper = lines[end].indent > lines[next].indent
        if stated { return text.hasSuffix("?") && deeper ? k : nil }
        return text.hasSuffix("?") || text.hasSuffix(".") && deeper ? k : nil
    }

    /// Whether a line ends a sentence: at its end, a stop after three words or more, or within it, a stop before a
    /// capital ("of OpenTTD's 8bpp screen modes. Workarounds for this are:").
    static func endsASentence(_ text: String) -> Bool {
        if text.hasSuffix("."), text.split(separator: " ").count >= 3 { return true }
        var previous: Character = " ", beforeThat: Character = " "
        for character in text {
            if beforeThat == ".", previous == " ", character.isUppercase { return true }
            (beforeThat, previous) = (previous, character)
        }
        return false
    }

    /// When one indented paragraph alone follows line `end` (a blank line before it allowed), then the margin
    /// again or the end of the text: how many of its lines end a sentence (`endsASentence`), which an example
    /// seldom does and an answer does (OpenTTD's under its problem wrapped over two lines).
    /// Nil when no such paragraph follows.
    static func sentencesInLoneBlock(_ lines: PlainTextLines, _ end: Int) -> Int? {
        var k = end
        if k < lines.count, lines[k].isBlank { k += 1 }
        guard k < lines.count, !lines[k].isBlank else { return nil }
        let indent = lines[k].indent, start = k
        while k < lines.count, !lines[k].isBlank, lines[k].indent >= indent { k += 1 }
        let sentences = (start..<k).filter { endsASentence(lines[$0].text) }.count
        while k < lines.count, lines[k].isBlank { k += 1 }
        return k == lines.count || lines[k].indent < indent ? sentences : nil
    }

    /// Whether the text above line `k` (indented deeper, ending in ":") leads into it.
    static func leadsIntoExample(_ lines: PlainTextLines, _ k: Int) -> Bool {
        guard let above = lines.lineOfTextAbove(k) else { return false }
        return above.indent > lines[k].indent && above.text.hasSuffix(":")
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
}
