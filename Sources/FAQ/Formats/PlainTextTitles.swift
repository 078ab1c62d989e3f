/// Section titles in plain text: a line underlined (or over- and underlined) with `=`, `-`,
/// `~`, `*`…; a line between two rules; lines in a box of one mark (a rule, "* text *" lines, a
/// rule); a line framed by marks ("**** General ****") or a rule with a title in capitals
/// ("-GENERAL-----"); a numbered line between blank lines that does not ask ("5.1. HPUX"); a line
/// in capitals with blank lines around it; a labelled line ("Category: …", "Section A: …", "Chapter 2: …"); a
/// line set off by a tab from text at the margin ("\tOther typical new user questions."); html2text's
/// headings (`PlainTextStarHeadings`).
enum PlainTextTitles {
    struct Title {
        var line: Int
        var bodyStart: Int
        var title: String
        /// 1 for capitals and labelled lines (they group), 2 for the first underline
        /// character met, 3 for the next…
        var rank: Int
        /// The title's column; a title set off by indent counts at the margin of its text.
        var indent: Int
    }

    /// How one rule of a mark stands to a shape the file may keep for that mark's rules.
    private enum RuleFit { case counts, fits, breaks }

    /// Marks with no rule that breaks `shape` and at least `least` rules that count for it.
    private static func marks(_ lines: PlainTextLines, atLeast least: Int, whereEveryRule shape: (Int) -> RuleFit) -> Set<Character> {
        var counted: [Character: Int] = [:]
        var broken: Set<Character> = []
        for k in 0..<lines.count where PlainTextLines.isRule(lines[k].text) {
            guard let mark = lines[k].text.first else { continue }
            switch shape(k) {
            case .counts: counted[mark, default: 0] += 1
            case .fits: break
            case .breaks: broken.insert(mark)
            }
        }
        return Set(counted.filter { $0.value >= least && !broken.contains($0.key) }.keys)
    }

    /// Marks whose every rule, after a blank line, has a line of text right under it, three or
    /// more of them alone over a blank line: each rule opens an entry, its title the line under it.
    static func overlineMarks(_ lines: PlainTextLines) -> Set<Character> {
        marks(lines, atLeast: 3) { k in
            guard k == 0 || lines[k - 1].isBlank, k + 1 < lines.count, !lines[k + 1].isBlank, !PlainTextLines.isRule(lines[k + 1].text),
                  PlainTextLines.letterCount(lines[k + 1].text) >= 2 else { return .breaks }
            return k + 2 >= lines.count || lines[k + 2].isBlank ? .counts : .fits
        }
    }

    /// Questions underlined with two marks alone ("How can I configure presage…?" over "=="),
    /// between blank lines: two such lines or more are the file's way of marking its questions.
    static func shortUnderlinedQuestions(_ lines: PlainTextLines) -> Set<Int> {
        func blank(_ k: Int) -> Bool { k < 0 || k >= lines.count || lines[k].isBlank }
        let found = (0..<max(lines.count - 1, 0)).filter { i in
            let under = lines[i + 1].text
            return ["==", "--", "~~"].contains(under) && blank(i - 1) && blank(i + 2) && PlainTextLines.asks(lines[i].text)
        }
        return found.count >= 2 ? Set(found) : []
    }

    /// Whether line `k` is a rule right under a line of text (two letters or more) that follows a blank line.
    static func isUnderTitle(_ lines: PlainTextLines, _ k: Int) -> Bool {
        k >= 1 && PlainTextLines.isRule(lines[k].text) && !lines[k - 1].isBlank && !PlainTextLines.isRule(lines[k - 1].text)
            && PlainTextLines.letterCount(lines[k - 1].text) >= 2 && (k == 1 || lines[k - 2].isBlank)
    }

    /// Marks whose every rule, two or more, sits right under a line of text that follows a blank
    /// line: the file underlines its titles with rules of a fixed width (OpenCity's 69 `=` under
    /// "Performance"), longer than a title's own underline would be, and uses them for nothing else.
    static func longUnderlineMarks(_ lines: PlainTextLines) -> Set<Character> {
        marks(lines, atLeast: 2) { k in isUnderTitle(lines, k) ? .counts : .breaks }
    }

    /// Marks of rules under a line of text after a blank line: the marks a file underlines its titles with.
    static func titleUnderlineMarks(_ lines: PlainTextLines) -> Set<Character> {
        Set((0..<lines.count).filter { isUnderTitle(lines, $0) }.compactMap { lines[$0].text.first })
    }

    /// The mark of a rule exactly as long as a name at the margin above it, between blank lines:
    /// a name too short for a rule of three marks (`isRule`), "QL" or "Z88", of letters and
    /// digits; nil for any other line.
    static func shortUnderlineMark(_ lines: PlainTextLines, _ i: Int) -> Character? {
        let text = lines[i].text
        guard lines[i].indent == 0, (2...3).contains(text.count), i + 1 < lines.count, text.first?.isUppercase == true,
              text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
              let mark = lines[i + 1].text.first, "-=~".contains(mark),
              lines[i + 1].text == String(repeating: mark, count: text.count),
              i == 0 || lines[i - 1].isBlank, i + 2 >= lines.count || lines[i + 2].isBlank else { return nil }
        return mark
    }

    static func find(_ lines: PlainTextLines) -> [Title] {
        var titles: [Title] = []
        var underlineRanks: [Character: Int] = [:]
        /// The first mark met ranks 2, the next 3…
        func rank(of mark: Character) -> Int {
            let rank = underlineRanks[mark] ?? underlineRanks.count + 2
            underlineRanks[mark] = rank
            return rank
        }
        var i = 0
        func blank(_ k: Int) -> Bool { k < 0 || k >= lines.count || lines[k].isBlank }
        let longUnderlines = longUnderlineMarks(lines)
        let titleUnderlines = titleUnderlineMarks(lines)
        let overlines = overlineMarks(lines)
        let shortUnderlined = shortUnderlinedQuestions(lines)
        let starCounts = PlainTextStarHeadings.starCounts(lines)
        let capitalsUnderRules = capitalsUnderRules(lines)
        let colonTitles = colonTitles(lines)
        func nonBlank(_ k: Int, step: Int) -> Int? {
            var k = k
            while k >= 0, k < lines.count, lines[k].isBlank, abs(k - i) < 3 { k += step }
            return k >= 0 && k < lines.count && !lines[k].isBlank ? k : nil
        }
        while i < lines.count {
            let line = lines[i]
            // A short name underlined to its own length ("QL" over "--", "Z88" over "---"), in a
            // file that underlines its other titles with the same mark.
            if let mark = shortUnderlineMark(lines, i), titleUnderlines.contains(mark) {
                titles.append(Title(line: i, bodyStart: i + 2, title: line.text, rank: rank(of: mark), indent: 0))
                i += 2
                continue
            }
            guard !line.isBlank, !PlainTextLines.isRule(line.text), !isTableRow(line.text),
                  line.width <= 100 || line.width <= 200 && wikiHeadingDepth(line.text) != nil,
                  PlainTextLines.letterCount(line.text) >= 2 || capitalsUnderRules.contains(i) else { i += 1; continue }
            if !starCounts.isEmpty, let heading = PlainTextStarHeadings.heading(lines, i), let place = starCounts.firstIndex(of: heading.stars) {
                titles.append(Title(line: i, bodyStart: heading.end + 1, title: heading.title, rank: place + 1, indent: 0))
                i = heading.end + 1
                continue
            }
            // In a box: a rule, one to four lines framed by its mark ("* When I try … *"), the same rule.
            if let box = boxed(lines, i) {
                titles.append(Title(line: i - 1, bodyStart: box.end + 1, title: box.title, rank: 1, indent: lines[i - 1].indent))
                i = box.end + 1
                continue
            }
            // Underlined: the next line is a rule about as long as the title (an overline too),
            // under its number or under its text ("1. INSTALLATION" over "   ============"); a
            // rule drawn by hand may stop short, but not before four fifths of the title (apwal's).
            // Framed by two rules of one mark, a title of any width ranks as the others so framed
            // (Buffy's "3.  GITHUB ONLY" between its 80 "=" as "1.  MULTIPLE FLAT LOOKUP MATCHES …").
            if i + 1 < lines.count, PlainTextLines.isRule(lines[i + 1].text), let mark = lines[i + 1].text.first,
               !isTableHeader(line.text, over: lines[i + 1].text),
               lines[i + 1].end >= line.end - 2 || lines[i + 1].end * 5 >= line.end * 4,
               lines[i + 1].indent <= line.indent + 2 || lines[i + 1].indent <= (PlainTextNumbered.marker(lines, i)?.textColumn ?? -3) + 2,
               lines[i + 1].width <= line.width * 2 + 8 || longUnderlines.contains(mark)
                || i >= 1 && PlainTextLines.isRule(lines[i - 1].text) && lines[i - 1].text == lines[i + 1].text,
               blank(i - 1) || PlainTextLines.isRule(lines[i - 1].text) {
                let start = !blank(i - 1) && i - 1 >= (titles.last?.bodyStart ?? 0) ? i - 1 : i
                titles.append(Title(line: start, bodyStart: i + 2, title: decorated(line.text), rank: rank(of: mark), indent: line.indent))
                i += 2
                continue
            }
            if shortUnderlined.contains(i), let mark = lines[i + 1].text.first {
                titles.append(Title(line: i, bodyStart: i + 2, title: decorated(line.text), rank: rank(of: mark), indent: line.indent))
                i += 2
                continue
            }
            // Under a rule, a blank line after it, where the file puts a title under every rule of its mark (gopher's FAQ).
            if i >= 1, blank(i + 1), PlainTextLines.isRule(lines[i - 1].text), let mark = lines[i - 1].text.first, overlines.contains(mark),
               line.width <= 100 {
                titles.append(Title(line: i - 1, bodyStart: i + 1, title: decorated(line.text), rank: rank(of: mark), indent: line.indent))
                i += 1
                continue
            }
            // Right under a rule, a name in capitals over the text it titles (Koules' centred
            // "GENERAL", "X11" under its "---------- 8< ----------" cut lines).
            if capitalsUnderRules.contains(i) {
                titles.append(Title(line: i, bodyStart: i + 1, title: decorated(line.text), rank: 1, indent: line.indent))
                i += 1
                continue
            }
            // Inside a box drawn by its corners: "/   \" over the title over "\   /" (Netsukuku's groups).
            if i > 0, i + 1 < lines.count, isBoxCorners(lines[i - 1].text, "/", "\\"), isBoxCorners(lines[i + 1].text, "\\", "/"),
               line.width <= 70, PlainTextLines.letterCount(line.text) >= 2 {
                titles.append(Title(line: i - 1, bodyStart: i + 2, title: decorated(line.text), rank: 1, indent: lines[i - 1].indent))
                i += 2
                continue
            }
            // Between two rules: "====\n\n2. Running problems\n\n====".
            // (A rule that closes the box or title just found is no frame: the line is its text.)
            if let above = nonBlank(i - 1, step: -1), let below = nonBlank(i + 1, step: 1), above >= i - 2, below <= i + 2,
               PlainTextLines.isRule(lines[above].text), PlainTextLines.isRule(lines[below].text), line.width <= 70,
               titles.last?.bodyStart != above + 1 {
                titles.append(Title(line: i, bodyStart: below + 1, title: decorated(line.text), rank: 1, indent: line.indent))
                i = below + 1
                continue
            }
            // A numbered title between blank lines that does not ask: "5.1. HPUX". One after its
            // predecessor in plain text ("5) Run the script…" above "6) Enjoy :)") goes on with a
            // list: a step, not a title; so does one that ends as a sentence or a list's item does.
            // A topic that opens with a question word and "to" ("0. Where to get help") titles too, over the first entry it numbers.
            if blank(i - 1), blank(i + 1), line.width <= 70, let m = PlainTextNumbered.marker(lines, i),
               !PlainTextLines.asks(m.text) || namesATopic(m.text) && numbersNextEntry(m, lines),
               !m.text.hasSuffix("."), !m.text.hasSuffix(";"), !continuesList(m, lines, titles: titles) {
                titles.append(Title(line: i, bodyStart: i + 1, title: decorated(m.text), rank: m.numbers.count, indent: line.indent))
                i += 1
                continue
            }
            // Its marks close it, so a wiki heading may be as long as a question (Stato's 139 characters).
            if line.width <= 200, let depth = wikiHeadingDepth(line.text) {
                titles.append(Title(line: i, bodyStart: i + 1, title: decorated(line.text), rank: depth, indent: line.indent))
                i += 1
                continue
            }
            // A group's number may open its frame ("2 --- Memory Allocation -------", KallistiOS's FAQ).
            if line.width <= 80, let framed = numberedFrame(line.text) {
                titles.append(Title(line: i, bodyStart: i + 1, title: decorated(framed), rank: 1, indent: line.indent))
                i += 1
                continue
            }
            if line.width <= 80, isFramed(line.text) {
                // Framed lines in a row are one title over two lines ("**** jNode users F.A.Q. ****" over
                // "**** Updated at 13.02.2014 ****"), not a title over a group.
                if let last = titles.indices.last, titles[last].bodyStart == i, i > 0, isFramed(lines[i - 1].text) {
                    titles[last].title += " — " + decorated(line.text)
                    titles[last].bodyStart = i + 1
                } else {
                    titles.append(Title(line: i, bodyStart: i + 1, title: decorated(line.text), rank: 1, indent: line.indent))
                }
                i += 1
                continue
            }
            if colonTitles.contains(i) {
                titles.append(Title(line: i, bodyStart: i + 1, title: String(line.text.hasSuffix(":") ? line.text.dropLast() : line.text[...]),
                                    rank: 1, indent: 0))
                i += 1
                continue
            }
            if isSetOff(lines, i) {
                titles.append(Title(line: i, bodyStart: i + 1, title: decorated(line.text), rank: 1, indent: 0))
                i += 1
                continue
            }
            // A labelled line needs no blank line after it ("SECTION 37 - UNICODE" above "Author: …").
            // A label allows a longer title, wrapped onto a line set in below it ("Section E:  How
            // can I get bash to do certain things, and why does bash do" over "\t    things the way it does?").
            // A label opening a sentence that runs on to the next line titles nothing ("Chapter 14.4 (Stack trace) of the
            // manual contains a detailed" over "description how to debug …", Seed7's).
            let runsOn = !blank(i + 1) && lines[i + 1].indent == line.indent && lines[i + 1].text.first?.isLowercase == true
            let labelled = line.width <= 100 && isLabelled(line.text) && !runsOn
            // A label may follow a rule ("----------" closing the contents, over "Section A:  The Basics").
            if blank(i - 1) || labelled && PlainTextLines.isRule(lines[i - 1].text), line.width <= 70 && blank(i + 1) && isCapitals(line.text) || labelled {
                let depth = categoryDepth(line.text)
                let wraps = labelled && line.width >= 60 && i + 2 < lines.count && !blank(i + 1) && lines[i + 1].indent > line.indent && blank(i + 2)
                if depth != 0 {
                    let text = wraps ? PlainTextLines.joiningWrapped(line.text, lines[i + 1].text) : line.text
                    titles.append(Title(line: i, bodyStart: wraps ? i + 2 : i + 1, title: decorated(text), rank: depth ?? 1, indent: line.indent))
                }
            }
            i += 1
        }
        return titles
    }

    /// Whether a title opening with a question word names a topic by its "to": "Where to get help", "How to build".
    static func namesATopic(_ title: String) -> Bool {
        let words = title.lowercased().split(separator: " ").prefix(2)
        return words.count == 2 && words.last == "to" && !title.contains("?")
    }

    /// Whether the next line of text after the numbered line `m` (within three lines) starts with a number under
    /// it: "0.1" alone or "0.1 What …" under "0. Where to get help".
    private static func numbersNextEntry(_ m: PlainTextNumbered.Marker, _ lines: PlainTextLines) -> Bool {
        guard let k = (m.line + 1..<min(lines.count, m.line + 4)).first(where: { !lines[$0].isBlank }) else { return false }
        guard let numbers = PlainTextLines.dottedNumbers(lines[k].text.prefix { !$0.isWhitespace }) else { return false }
        return numbers.count == m.numbers.count + 1 && Array(numbers.dropLast()) == m.numbers
    }

    /// Whether the numbered line `m` follows a numbered line of the text that is no title: the
    /// one numbered just before it, at its level, within the last 40 lines.
    private static func continuesList(_ m: PlainTextNumbered.Marker, _ lines: PlainTextLines, titles: [Title]) -> Bool {
        guard let last = m.numbers.last, last > 1 else { return false }
        let previous = Array(m.numbers.dropLast()) + [last - 1]
        guard let k = (max(0, m.line - 40)..<m.line).reversed().first(where: { PlainTextNumbered.marker(lines, $0)?.numbers == previous })
        else { return false }
        // Titles are in line order: only those from line k on are looked at (a scan of all would be quadratic).
        return !titles.reversed().prefix { $0.line >= k }.contains { $0.line == k }
    }

    /// The title boxed from line `i` on: the line above is a rule, up to four lines from `i`
    /// start and end with the rule's mark, and a rule of the same mark follows them. The title
    /// is their text joined, and `end` the closing rule's line.
    static func boxed(_ lines: PlainTextLines, _ i: Int) -> (title: String, end: Int)? {
        guard i > 0, PlainTextLines.isRule(lines[i - 1].text), let mark = lines[i - 1].text.first else { return nil }
        func framed(_ k: Int) -> Bool {
            let text = lines[k].text
            return lines[k].width >= 3 && text.first == mark && text.last == mark && !PlainTextLines.isRule(text)
        }
        var end = i
        var parts: [String] = []
        while end < lines.count, end - i < 4, framed(end) {
            // Every mark of the frame goes: "*******   Tools   *********".
            parts.append(lines[end].text.trimmingCharacters(in: String(mark)))
            end += 1
        }
        guard !parts.isEmpty, end < lines.count, PlainTextLines.isRule(lines[end].text), lines[end].text.first == mark else { return nil }
        let title = PlainTextLines.collapsed(parts.joined(separator: " ").trimmingCharacters(in: " "))
        return PlainTextLines.letterCount(title) >= 2 ? (title, end) : nil
    }

    /// A short line indented a tab or more, starting with a capital, after two blank lines (or
    /// first) and before one, followed by text at the margin: a group's title in a text written
    /// at the margin (John the Ripper's FAQ). An indented line in an answer has one blank line
    /// before it; a line after one ending in ":" is an example it introduces, and an address or
    /// code is never a title.
    static func isSetOff(_ lines: PlainTextLines, _ i: Int) -> Bool {
        let line = lines[i]
        guard line.indent >= 8, line.width <= 60, i + 2 < lines.count, lines[i + 1].isBlank,
              i == 0 || i >= 2 && lines[i - 1].isBlank && lines[i - 2].isBlank, let first = line.text.first, first.isUppercase,
              !line.text.hasSuffix(":"), !line.text.hasSuffix(","), !line.text.contains("://"),
              !PlainTextLines.looksLikeCode(line.text), PlainTextAnswer.listMarker(line.text) == nil else { return false }
        var next = i + 1
        while next < lines.count, next - i <= 3, lines[next].isBlank { next += 1 }
        guard next < lines.count, !lines[next].isBlank, lines[next].indent == 0, !PlainTextLines.isRule(lines[next].text) else { return false }
        var previous = i - 1
        while previous >= 0, i - previous <= 3, lines[previous].isBlank { previous -= 1 }
        return previous < 0 || lines[previous].isBlank || !lines[previous].text.hasSuffix(":")
    }

    /// Letters all capitals (at least three, or with `digits` three letters and digits: "X11"),
    /// no sentence end, no name joined by underscores (a setting, "TEAM_MAX_PLAYERS 1"): "GENERAL QUESTIONS".
    static func isCapitals(_ text: String, digits: Bool = false) -> Bool {
        // Most lines have a lowercase ASCII letter: no need to look further.
        if text.utf8.contains(where: { (0x61...0x7A).contains($0) }) { return false }
        var letters = 0, numbers = 0
        var previous: Character = " "
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            index = text.index(after: index)
            defer { previous = c }
            if c == "_", previous.isLetter || previous.isNumber, index < text.endIndex, text[index].isLetter || text[index].isNumber { return false }
            guard c.isLetter || c.isNumber else { continue }
            if c.isNumber { numbers += 1; continue }
            if !c.isUppercase { return false }
            letters += 1
        }
        return (letters >= 3 || digits && letters >= 1 && letters + numbers >= 3) && !text.hasSuffix(".") && !text.hasSuffix(",")
    }

    /// The lines of names in capitals standing right under a rule that stands alone, over text
    /// (Koules' "GENERAL", "X11" under its "---------- 8< ----------" cut lines): two such or none.
    /// A title's underline, or a box around a note ("NOTE" between two rules), has none.
    static func capitalsUnderRules(_ lines: PlainTextLines) -> Set<Int> {
        func blank(_ k: Int) -> Bool { k < 0 || k >= lines.count || lines[k].isBlank }
        let found = (1..<max(1, lines.count)).filter { i in
            let line = lines[i]
            return !line.isBlank && line.width <= 40 && PlainTextLines.isRule(lines[i - 1].text) && blank(i - 2) && !blank(i + 1)
                && !PlainTextLines.isRule(lines[i + 1].text) && isCapitals(line.text, digits: true)
        }
        return found.count >= 2 ? Set(found) : []
    }
}
