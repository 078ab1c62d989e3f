/// Numbered entries: " 12. Question", "1.2) Question", "4.5.1 Question", "4b. Question" (an
/// entry added after 4), each after a blank line, numbered in sequence (the next number, a
/// first sub-number, the next letter, or the next number one level up); the first level
/// groups entries into sections when deeper numbers follow it ("1. Philosophy" above "1.1
/// What is curl?"). A table of contents listing the same numbers
/// first is recognised and skipped. Numbers out of sequence ("see 4.12" at a line's start, a
/// numbered list in an answer) stay text.
enum PlainTextNumbered {
    struct Marker {
        var line: Int
        var numbers: [Int]
        /// "4b." is 4 with letter 2; 0 for none.
        var letter = 0
        var indent: Int
        /// The column where the title's text starts.
        var textColumn: Int
        var text: String
        /// Where the title comes from the text under a number alone on its line
        /// (`PlainTextBareNumbers`), the line its answer starts on.
        var titledBelow: Int?

        /// The numbers with the letter as a last, negative, number: what sequences and tables
        /// of contents compare.
        var key: [Int] { letter == 0 ? numbers : numbers + [-letter] }
    }

    /// A gap of up to this many numbers is a removed entry, not a misreading.
    static let largestGap = 3

    /// The number at the start of a line, if it is one: "12." "1.2" "1.2.3)" "1.2:" "4b." followed by text.
    static func marker(_ lines: PlainTextLines, _ i: Int) -> Marker? {
        let line = lines[i]
        let text = line.text.dropFirst(decorationWidth(line.text))
        // Most lines start with a lowercase letter or a mark: out at once.
        guard let byte = text.utf8.first,
              (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || byte == 0x23 || byte == 0x28 || byte == 0x5B
        else { return nil }
        // "#12." numbers too (Expect's FAQ), and "(12)" or "[12]" (a number in brackets closes itself).
        let closing: Character? = byte == 0x28 ? ")" : byte == 0x5B ? "]" : nil
        let hash = byte == 0x23 || closing != nil ? 1 : 0
        guard line.indent <= 12, let first = text.dropFirst(hash).first, first.isASCII, first.isNumber || first.isUppercase && hash == 0
        else { return nil }
        var numbers: [Int] = []
        var chars = text.dropFirst(hash)
        // "A1)", "B12)": a letter numbers the group (Bash's FAQ).
        if first.isUppercase {
            guard let digit = chars.dropFirst().first, digit.isASCII, digit.isNumber else { return nil }
            numbers.append(Int(first.asciiValue! - UInt8(ascii: "A")) + 1)
            chars = chars.dropFirst()
        }
        while true {
            let digits = chars.prefix { $0.isASCII && $0.isNumber }
            guard (1...3).contains(digits.count), numbers.count < 6 else { return nil }
            numbers.append(Int(digits)!)
            chars = chars.dropFirst(digits.count)
            if chars.first == ".", let next = chars.dropFirst().first, next.isASCII, next.isNumber {
                chars = chars.dropFirst()
                continue
            }
            break
        }
        // "4b.": one lowercase letter before the terminator; "3.1a Title": before the space
        // that ends a number of two or more parts, which needs no terminator.
        var letter = 0
        if let closing {
            guard chars.first == closing else { return nil }
            chars = chars.dropFirst()
            return marker(after: chars, numbers: numbers, letter: 0, terminated: true, line: line, at: i)
        }
        // "1.b.": a stop may part the number and its letter (sniffit's follow-up "1.b. I'm sure …").
        if chars.first == ".", let c = chars.dropFirst().first, let value = c.asciiValue, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(value),
           let after = chars.dropFirst(2).first, after == "." || after == ")" {
            chars = chars.dropFirst()
        }
        if let c = chars.first, let value = c.asciiValue, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(value),
           let after = chars.dropFirst().first, after == "." || after == ")" || after == ":" || numbers.count > 1 && after == " " {
            letter = Int(value - UInt8(ascii: "a")) + 1
            chars = chars.dropFirst()
        }
        var terminated = false
        if let c = chars.first, c == "." || c == ")" || c == ":" {
            chars = chars.dropFirst()
            terminated = true
            // "1.)": a parenthesis after the stop (MyWorldtrip's FAQ).
            if c == ".", chars.first == ")" { chars = chars.dropFirst() }
            // "1.- Title": a dash after the stop, as Spanish writing numbers a list.
            if chars.hasPrefix("- ") { chars = chars.dropFirst() }
        } else if chars.hasPrefix(" - ") || chars.hasPrefix(" – ") {
            // "1 - ¿ Qué es Tucan ?", "4.1 - …": a dash between spaces ends the number (Tucan's Spanish FAQ).
            chars = chars.dropFirst(2)
            terminated = true
        } else if let c = chars.first, let text = cjkTitle(after: c, chars.dropFirst()) {
            // "1，什么是 CMPP？": a Chinese or Japanese FAQ's number ends with its own comma, no space after it.
            return marker(after: " " + text, numbers: numbers, letter: letter, terminated: true, line: line, at: i)
        }
        return marker(after: chars, numbers: numbers, letter: letter, terminated: terminated, line: line, at: i)
    }

    /// The width of a run of two to four of one mark and the spaces after it that decorate a
    /// number ("*** 1. I get the error"); 0 when `text` starts otherwise.
    private static func decorationWidth(_ text: String) -> Int {
        // A change mark in the first column, as the CVS FAQ's convention has it ("=1.8", "+1.12").
        if let mark = text.first, "-=+".contains(mark), text.dropFirst().first.map({ $0.isASCII && $0.isNumber }) == true { return 1 }
        guard let mark = text.first, "*=#~+".contains(mark) else { return 0 }
        let run = text.prefix { $0 == mark }.count
        let spaces = text.dropFirst(run).prefix { $0 == " " }.count
        return (2...4).contains(run) && spaces > 0 ? run + spaces : 0
    }

    /// The key right after `key` at its own level ("2.22" → "2.23").
    private static func successor(_ key: [Int]) -> [Int] {
        guard let tail = key.last, tail >= 0 else { return key }
        return key.dropLast() + [tail + 1]
    }

    /// The title after a number's terminator in Chinese or Japanese text: the ideographic or
    /// fullwidth comma or full stop ("1，", "2、", "3．"), or an ASCII comma before such a title
    /// ("12, 手册页…"); nil for any other.
    private static func cjkTitle(after terminator: Character, _ rest: Substring) -> Substring? {
        let title = rest.drop { $0 == " " || $0 == "\u{3000}" }
        guard let first = title.first else { return nil }
        if "，、．".contains(terminator) { return title }
        return terminator == "," && first.unicodeScalars.first.map(UnspacedScripts.contains) == true ? title : nil
    }

    /// The marker whose numbers end where `chars` starts, when a title follows them.
    private static func marker(after chars: Substring, numbers: [Int], letter: Int, terminated: Bool,
                               line: PlainTextLines.Line, at i: Int) -> Marker? {
        // "12 monkeys" is text; "1.2 What…" and "12. What…" are numbers. DocBook's text output
        // puts a no-break space after the number ("1.3.\u{A0}OK, now…").
        // A word right after "10." starts a title written without its space when it asks ("10.Is it
        // recommended …?" among "9. How do I …?"; not "1.Q:", nor a step "2.Download the archive.").
        let unspaced = terminated && numbers.count == 1 && chars.first.map { $0.isASCII && $0.isUppercase } == true
            && chars.dropFirst().first.map { $0.isASCII && $0.isLowercase } == true && StructureRule.asks(line.text)
        guard terminated || numbers.count > 1, chars.first == " " || chars.first == "\u{A0}" || unspaced else { return nil }
        // "1.0)": a last number 0 numbers the group itself, one level up (`PlainTextGroupZero`).
        let numbers = PlainTextGroupZero.groupNumbers(numbers, letter: letter)
        let rest = chars.drop { $0 == " " || $0 == "\u{A0}" }
        // A title may go on from its parent's with an ellipsis (the sed FAQ's "4.31.1.   ... on Unix platforms?").
        guard let start = rest.first, !(start.isASCII && start.isNumber), !")]},.;:".contains(start) || rest.hasPrefix("... "),
              PlainTextLines.letterCount(String(rest)) >= 2 else { return nil }
        return Marker(line: i, numbers: numbers, letter: letter, indent: line.indent,
                      textColumn: line.indent + line.width - rest.count, text: String(rest))
    }

    /// Whether `next` may follow `previous` (`Marker.key`s): the next number at some level (the
    /// levels below it starting again at a small number), a first sub-number, or the same
    /// number with the next letter ("4" or "4a", then "4b"); or a number of nines, after a lower
    /// one at its level: the catch-all entry a FAQ may close with (vfu's "99. I don't/do like
    /// feature X" after "24.").
    static func follows(_ previousKey: [Int], _ nextKey: [Int]) -> Bool {
        if let last = nextKey.last, [99, 999].contains(last), nextKey.count == previousKey.count,
           Array(nextKey.dropLast()) == Array(previousKey.dropLast()), previousKey.last! < last {
            return true
        }
        let previousLetter = previousKey.last.map { $0 < 0 ? -$0 : 0 } ?? 0, nextLetter = nextKey.last.map { $0 < 0 ? -$0 : 0 } ?? 0
        let previous = previousLetter > 0 ? Array(previousKey.dropLast()) : previousKey
        let next = nextLetter > 0 ? Array(nextKey.dropLast()) : nextKey
        if next == previous { return nextLetter > previousLetter && nextLetter <= previousLetter + largestGap }
        guard nextLetter <= 1 else { return false }
        let small = 0...largestGap
        if next.count == previous.count + 1, Array(next.prefix(previous.count)) == previous { return small.contains(next.last!) }
        for j in 0..<min(previous.count, next.count) {
            if next[j] != previous[j] {
                guard next[j] > previous[j], next[j] <= previous[j] + largestGap, Array(next.prefix(j)) == Array(previous.prefix(j)) else { return false }
                return next[(j + 1)...].allSatisfy(small.contains)
            }
        }
        return false
    }

    /// Whether a later line, after a blank one, at `m`'s indentation bears `m`'s number, before the next number past it.
    private static func numberedAgain(_ m: Marker, after i: Int, _ lines: PlainTextLines) -> Bool {
        for k in (i + 1)..<lines.count where lines[k - 1].isBlank && lines[k].indent == m.indent {
            guard let other = marker(lines, k), other.numbers.count == m.numbers.count else { continue }
            if other.numbers == m.numbers { return true }
            if other.numbers.lexicographicallyPrecedes(m.numbers) { continue }
            return false
        }
        return false
    }

    static func candidate(_ lines: PlainTextLines, titles: [PlainTextTitles.Title]) -> PlainTextCandidate? {
        var markers: [Marker] = []
        for i in 0..<lines.count {
            // A number alone may follow the line that leads into its list ("Currently in semirandom order:").
            if i > 0, lines[i - 1].text.hasSuffix(":"), !lines[i - 1].isBlank, let m = PlainTextBareNumbers.marker(lines, i) {
                markers.append(m)
                continue
            }
            guard i == 0 || lines[i - 1].isBlank || PlainTextLines.isRule(lines[i - 1].text) else {
                // A group's first entry may follow its title at once ("1. Overview" over "1.1 What is …?").
                if let group = markers.last, group.line == i - 1, let m = marker(lines, i),
                   m.numbers.count == group.numbers.count + 1, m.numbers.starts(with: group.numbers), m.numbers.last == 1 {
                    markers.append(m)
                } else if let last = markers.last, lines[i - 1].indent > lines[i].indent, let m = marker(lines, i),
                          m.indent == last.indent, m.numbers.count == last.numbers.count, m.numbers.dropLast() == last.numbers.dropLast(),
                          m.numbers.last == last.numbers.last.map({ $0 + 1 }), !numberedAgain(m, after: i, lines) {
                    // The next entry, set out right under the last one's list (NetGuard's "(44)" under two items set in);
                    // not an answer's step whose number an entry further on bears ("3. Run make" before "3. Why …?").
                    markers.append(m)
                }
                continue
            }
            if let m = marker(lines, i) {
                markers.append(m)
            } else if let m = labelledMarker(lines, i) {
                markers.append(m)
            } else if let m = bareGroupMarker(lines, i) {
                markers.append(m)
            } else if let m = PlainTextBareNumbers.marker(lines, i) {
                markers.append(m)
            }
        }
        // "1 Getting started" with no dot is a group's number only when its first entry ("1.1")
        // is the next number.
        markers = markers.enumerated().filter { n, m in
            guard m.indent == -2 else { return true }
            return n + 1 < markers.count && markers[n + 1].numbers.count == 2 && markers[n + 1].numbers.first == m.numbers.first
        }.map { $0.element }.map { m in var m = m; m.indent = m.indent == -2 ? lines[m.line].indent : m.indent; return m }
        // "Chapter 1. Definitions" numbers the group of "1.1", "1.2"… when the entries nest
        // ("3.1" above "3.1.1"), so that the numbers alone make the structure; and only when
        // the next number is its own. Otherwise the chapters are titles (`withSections`).
        let numbered = markers.filter { $0.indent >= 0 }
        let nests = zip(numbered, numbered.dropFirst()).contains { $1.numbers.count > $0.numbers.count && $1.numbers.starts(with: $0.numbers) }
        markers = markers.enumerated().filter { n, m in
            guard m.indent < 0 else { return true }
            return nests && n + 1 < markers.count && markers[n + 1].numbers.count > 1 && markers[n + 1].numbers.first == m.numbers.first
        }.map { $0.element }.map { m in var m = m; m.indent = lines[m.line].indent; return m }
        // Lists in the table of contents are not after blank lines: find them apart.
        let toc = tableOfContents(lines)
        var candidate = PlainTextCandidate(shape: .numbered, strength: 0.85)
        var bodyMarkers = markers
        var tocNumbers: Set<[Int]> = []
        if let toc {
            candidate.skipped = [toc.lines]
            tocNumbers = Set(toc.numbers)
            bodyMarkers = markers.filter { $0.line >= toc.lines.upperBound }
        }
        // Sections may number their entries afresh: a title between two entries allows it.
        var titleLines = titles.map(\.line)[...]
        let underlinedTitles = Set(titles.filter { $0.bodyStart > $0.line + 1 }.map(\.line))
        var last: [Int]?
        var lastLine = -1
        var levelColumns: [Int: (indent: Int, text: Int)] = [:]
        var accepted: [Marker] = []
        // Underlined titles the numbering starts (again) under: the first entry's, and those it restarts after.
        var restartTitles = Set<Int>()
        var tocPositions: [[Int]: Int] = [:]
        for (n, numbers) in (toc?.numbers ?? []).enumerated() where tocPositions[numbers] == nil { tocPositions[numbers] = n }
        var tocNext = 0
        // A footnote's web address ("[1] http://suckless.org/community") is no entry's title.
        for m in bodyMarkers where !PlainTextPatterns.isAddress(m.text) {
            // A titled entry's own line ("43. Integrating ACE and CORBA" between blank lines) is no
            // title between entries, unless underlined: a group's ("1. GENERAL" over its "1) …").
            while let t = titleLines.first, t < lastLine || t == lastLine && !underlinedTitles.contains(t) { titleLines.removeFirst() }
            let titled = titleLines.first.map { $0 < m.line } ?? false
            let inSequence: Bool
            if let toc {
                // The contents say what comes next: the next entry they list (whatever its title
                // says now), one they list further on under the same title (the entries between
                // were dropped), or one they do not list that follows in sequence.
                let expected = tocNext < toc.numbers.count ? toc.numbers[tocNext] : nil
                if m.key == expected {
                    inSequence = true
                } else if let position = tocPositions[m.key] {
                    // Skipped over only its groups (named in the contents alone), it follows whatever came before.
                    let followsLast = last.map { follows($0, m.key) }
                    // Past one listed entry the text joined to the last, it may be worded anew (Angband's "1f.").
                    let worded = toc.titles[m.key] == key(m.text) || position == tocNext + 1 && followsLast == true
                    inSequence = position > tocNext && worded
                        && (followsLast ?? toc.numbers[tocNext..<position].allSatisfy { $0.count < m.key.count && m.key.starts(with: $0) })
                } else {
                    // A group's bare number the contents leave out ("1 Functionality" over their "1.1") may open the
                    // text, titled as a group is: a numbered sentence ("1. Read the manual.") is a list's.
                    let opensText = (toc.numbers.first.map { $0.count > m.key.count && $0.starts(with: m.key) } ?? false) && !m.text.hasSuffix(".")
                    inSequence = last.map { follows($0, m.key) } ?? opensText
                }
            } else if let last {
                // A number given twice over two questions (br.ispell's "4.3 As palavras …?" then "4.3 Qual é …?") numbers both.
                inSequence = follows(last, m.key) || titled && m.letter == 0 && m.numbers.allSatisfy { $0 <= 1 }
                    || m.key == last && m.text.hasSuffix("?")
            } else {
                inSequence = m.letter <= 1 && m.numbers.allSatisfy { $0 <= largestGap }
            }
            guard inSequence else { continue }
            if let column = levelColumns[m.numbers.count] {
                // A deeper number right after the last, back at the margin (OpenIPMI's "2.23)" under
                // "  2.22)"), is the next entry: an answer's list sits deeper, not shallower.
                let nextAtMargin = m.numbers.count >= 2 && m.indent < column.indent && last.map { successor($0) == m.key } == true
                // So is the one the contents list next under the same title, set in where it may
                // be (the AMS-TeX FAQ's "  6)" after "5)" at the margin).
                let listedNext = toc.map { tocNext < $0.numbers.count && $0.numbers[tocNext] == m.key && $0.titles[m.key] == key(m.text) } ?? false
                guard abs(column.indent - m.indent) <= 1 || column.text == m.textColumn || nextAtMargin || listedNext else { continue }
            } else {
                levelColumns[m.numbers.count] = (m.indent, m.textColumn)
            }
            if let t = titleLines.prefix(while: { $0 < m.line }).last, underlinedTitles.contains(t), last.map({ !follows($0, m.key) }) ?? true {
                restartTitles.insert(t)
            }
            accepted.append(m)
            last = m.key
            lastLine = m.line
            if let position = tocPositions[m.key] { tocNext = max(tocNext, position + 1) }
        }
        guard !accepted.isEmpty else { return nil }
        accepted = withUnnumberedGroups(accepted, lines)
        // "1.3  (moved)" over nothing marks where an entry was: no entry (PLplot's FAQ).
        accepted = accepted.enumerated().filter { n, m in
            let next = n + 1 < accepted.count ? accepted[n + 1].line : lines.count
            return !(HeadingTree.saysGone(m.text) && (m.line + 1..<next).allSatisfy { lines[$0].isBlank })
        }.map(\.element)
        if toc == nil, let closing = closingContents(accepted, lines) {
            accepted.removeAll { $0.line > closing }
            candidate.skipped = [closing..<lines.count]
        }
        if toc != nil {
            // A listed group's number the text leaves out ("1.  Introduction" over "1.1") matches
            // when its entries are there: `withContentsGroups` gives it its heading.
            let keys = Set(accepted.map(\.key))
            let groups = Set(keys.flatMap { key in (1..<max(1, key.count)).map { Array(key.prefix($0)) } })
            let matched = accepted.filter { tocNumbers.contains($0.key) }.count + tocNumbers.subtracting(keys).intersection(groups).count
            candidate.strength = Double(matched) >= 0.8 * Double(max(tocNumbers.count, accepted.count)) ? 1 : 0.7
        }
        var headings: [PlainTextCandidate.Heading] = []
        for (n, m) in accepted.enumerated() {
            let (title, end) = wrappedTitle(of: m, lines)
            let deeper = n + 1 < accepted.count && accepted[n + 1].numbers.count > m.numbers.count
            headings.append(.init(line: m.line, bodyStart: end, level: m.numbers.count + 1,
                                  title: PlainTextLines.collapsed(title), isEntry: !deeper))
        }
        if let toc { headings = withContentsGroups(headings, accepted: accepted, toc: toc, lines: lines) }
        // Titles between entries are sections unless numbers make them ("1. Philosophy" above
        // "1.1 What is curl?").
        candidate.numbersNest = !headings.allSatisfy(\.isEntry)
        // Numbers that nest ("1.1." under "1.") and start again under underlined titles ("Linux Specific Questions"
        // over "1." after "4."): the titles group them, above every number (Oolite's FAQ).
        if candidate.numbersNest, restartTitles.count >= 2 {
            let groups = titles.filter { restartTitles.contains($0.line) }
                .map { PlainTextCandidate.Heading(line: $0.line, bodyStart: $0.bodyStart, level: 1, title: $0.title, isEntry: false) }
            headings = (headings + groups).sorted { $0.line < $1.line }
        }
        if !candidate.numbersNest {
            let indent = accepted.map(\.indent).min()! + 1
            let after = toc?.lines.upperBound ?? 0
            // A numbered title not underlined is an entry's own line ("1. SIGHUP") or a list item
            // in an answer that the sequence left out ("3. Incorporation with …"); underlined, it
            // may title a group ("1. GENERAL" over its "1) …"), unless it asks (an entry's).
            let listItem = { (t: PlainTextTitles.Title) in
                marker(lines, t.line) != nil && (t.bodyStart == t.line + 1 || PlainTextLines.asks(t.title))
            }
            headings = PlainTextPatterns.withSections(headings, titles: titles.filter { $0.line >= after && $0.indent <= indent && !listItem($0) },
                                                      lines: lines)
        }
        candidate.headings = headings
        return candidate
    }
}
