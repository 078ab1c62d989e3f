/// A count of the groups of questions a source marks, apart from the importers: in text, a
/// numbered group line over numbered questions (`1 Getting started` over `1.1 What is …?`) and
/// a title underlined at the margin or indented (`1. INSTALLATION` over `   ======`) over
/// questions not underlined the same way; in markup, the `qandadiv`s and `sect1`s that hold
/// entries or `sect2`s. Only groups that hold a question count.
enum GroupCensus {
    /// A group the census found: its title's folded text and its line.
    struct Group: Equatable {
        var key: String
        var line: Int
    }

    /// The most words a group's title has.
    static let titleWords = 10

    static func take(_ text: String, format: DocumentFormat) -> [Group] {
        switch format {
        case .html, .xml, .sgml: return markupGroups(text)
        default:
            let lines = text.newlineSeparatedLines().map { $0.last == "\r" ? $0.dropLast() : $0 }
            let numbered = numberedGroups(lines)
            let underlined = underlinedGroups(lines)
            return numbered.count >= underlined.count ? numbered : underlined
        }
    }

    // MARK: Numbered groups

    /// `12 Legal issues` or `12. Legal issues` at the margin, standing alone, with a `12.1 …` line opening a paragraph after it.
    static func numberedGroups(_ lines: [Substring]) -> [Group] {
        var groups: [Int: Group] = [:]
        var lastEntry: [Int: Int] = [:]
        // A group line stands alone; an entry line opens a paragraph, its answer on the next line or after a blank one
        // (SIL's OFL FAQ: `1.1  Can I use the fonts …?` over "Yes. You are very welcome …").
        for (n, line) in lines.enumerated() where LineCensus.indentation(line) <= 2 && (n == 0 || SourceHeadings.isBlank(lines[n - 1])) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard let (number, rest) = leadingNumber(trimmed) else { continue }
            if number.count == 1 {
                guard isAlone(n, lines) else { continue }
                let bare = QuestionShape.bareText(rest)
                guard groups[number[0]] == nil, isGroupTitle(bare) else { continue }
                groups[number[0]] = Group(key: QuestionShape.key(bare), line: n + 1)
            } else if number.count == 2, rest.first?.isLetter == true || rest.first == "\"" {
                lastEntry[number[0]] = n
            }
        }
        return groups.filter { number, group in (lastEntry[number] ?? -1) >= group.line }
            .values.sorted { $0.line < $1.line }
    }

    /// A dotted number and the text after it: `12 Legal issues` → ([12], "Legal issues"), `1.2) Why …` → ([1, 2], "Why …").
    static func leadingNumber(_ line: Substring) -> ([Int], Substring)? {
        let token = line.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard token.first?.isNumber == true, token.count <= 8 else { return nil }
        var rest = line.dropFirst(token.count)
        if rest.first == ")" { rest = rest.dropFirst() }
        guard rest.first == " " || rest.first == "\t" else { return nil }
        let parts = token.split(separator: ".").compactMap { Int($0) }
        guard !parts.isEmpty, parts.count == token.split(separator: ".").count else { return nil }
        return (parts, rest.drop { $0 == " " || $0 == "\t" })
    }

    /// Its own paragraph: a blank line (or the start) above it and a blank or indented line below.
    static func isAlone(_ n: Int, _ lines: [Substring]) -> Bool {
        let above = n == 0 || lines[n - 1].allSatisfy { $0 == " " || $0 == "\t" }
        let below = n + 1 == lines.count || lines[n + 1].allSatisfy { $0 == " " || $0 == "\t" }
            || LineCensus.indentation(lines[n + 1]) > LineCensus.indentation(lines[n])
        return above && below
    }

    /// A short title that starts with a letter and asks nothing.
    static func isGroupTitle(_ bare: Substring) -> Bool {
        guard bare.first?.isLetter == true, !bare.contains("?"), !QuestionShape.hasQuestionLabel(bare) else { return false }
        let words = LineCensus.wordCount(bare)
        return words >= 1 && words <= titleWords && !AnswerQuestionLines.asksByWordOrder(bare)
    }

    // MARK: Underlined groups

    /// The underline character under line `n`, when line `n + 1` underlines it (at the margin or
    /// indented, ending within three columns of the title's end).
    static func underline(of n: Int, _ lines: [Substring]) -> Character? {
        guard n + 1 < lines.count else { return nil }
        let rule = lines[n + 1].drop { $0 == " " }
        guard let mark = rule.first, mark == "=" || mark == "-" || mark == "~" || mark == "*",
              rule.count >= 3, rule.allSatisfy({ $0 == mark }) else { return nil }
        // A title at the margin that starts with a word or number: not a literal paragraph, not a block's `[NOTE]` over its delimiter.
        let title = lines[n]
        guard let first = title.first, first.isLetter || first.isNumber else { return nil }
        let titleEnd = lines[n].count
        let ruleEnd = lines[n + 1].count
        return abs(titleEnd - ruleEnd) <= 3 ? mark : nil
    }

    /// Underlined titles that ask nothing, each over a question line that is not underlined with its character.
    /// Where most titles are numbered, one that is not, right under a section's ("26.1 CVS and generated files", as
    /// Texinfo's output numbers them) with another underline, is a heading inside its text ("Background: distributed
    /// generated Files"), not a group; after a numbered group ("3. EXECUTION") it is a group of its own ("OBSOLETE").
    static func underlinedGroups(_ lines: [Substring]) -> [Group] {
        let titles = lines.indices.filter { underline(of: $0, lines) != nil }
        let numberedOutline = 2 * titles.count { leadingNumber(lines[$0]) != nil } > titles.count
        // The underline of the last numbered section ("26.1"), while no title of another kind has come since.
        var sectionMark: Character?
        var groups: [Group] = []
        var current: (group: Group, mark: Character, holds: Bool)?
        var n = 0
        var fenced = false
        while n < lines.count {
            let line = lines[n]
            if line.hasPrefix("```") || line.hasPrefix("~~~") { fenced.toggle() }
            if fenced { n += 1; continue }
            if let mark = underline(of: n, lines) {
                let bare = QuestionShape.bareText(line)
                let number = leadingNumber(line)?.0
                let insideSection = numberedOutline && number == nil && sectionMark.map { $0 != mark } == true
                if !insideSection { sectionMark = (number?.count ?? 0) >= 2 ? mark : nil }
                if isGroupTitle(bare), n == 0 || lines[n - 1].allSatisfy({ $0 == " " || $0 == "\t" }), !insideSection {
                    if let done = current, done.holds { groups.append(done.group) }
                    current = (Group(key: QuestionShape.key(bare), line: n + 1), mark, false)
                } else if QuestionShape.asks(bare), let open = current, open.mark != mark {
                    current?.holds = true
                }
                n += 2
                continue
            }
            if current != nil, current?.holds == false, isQuestionLine(line) { current?.holds = true }
            n += 1
        }
        if let done = current, done.holds { groups.append(done.group) }
        return groups
    }

    /// A line that opens a question: a `Q:` label, or a line of its own that asks.
    static func isQuestionLine(_ line: Substring) -> Bool {
        guard line.utf8.count < 1000 else { return false }
        if QuestionShape.hasQuestionLabel(line) { return true }
        guard line.utf8.contains(UInt8(ascii: "?")) else { return false }
        return AnswerQuestionLines.isOneQuestion(QuestionShape.bareText(line))
    }

    // MARK: Markup groups

    /// `qandadiv`s with a title holding a `qandaentry` (one with none is its enclosing group's, as the reader
    /// shows it), `sect1`s holding a `sect2`, by a plain tag scan: the more of the two.
    static func markupGroups(_ text: String) -> [Group] {
        let bytes = Array(text.utf8)
        var found: [String: [Group]] = [:]
        // The open group of each kind: its line, whether it holds an entry yet, and whether it is titled.
        var open: [String: (line: Int, holds: Bool, titled: Bool)] = [:]
        let holders = ["qandaentry": "qandadiv", "sect2": "sect1"]
        var line = 1
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A { line += 1 }
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            var end = i + 1
            while end < bytes.count, end - i <= 12, isNameByte(bytes[end]) { end += 1 }
            let name = String(decoding: bytes[(i + 1)..<end], as: UTF8.self).lowercased()
            if name == "qandadiv" || name == "sect1" {
                open[name] = (line, false, name == "sect1")
            } else if name == "title", let div = open["qandadiv"], !div.holds {
                open["qandadiv"]?.titled = true
            } else if let holder = holders[name], open[holder] != nil {
                open[holder]?.holds = true
            } else if name.first == "/", let group = open[String(name.dropFirst())] {
                if group.holds && group.titled { found[String(name.dropFirst()), default: []].append(Group(key: "", line: group.line)) }
                open[String(name.dropFirst())] = nil
            }
            i = max(end, i + 1)
        }
        let divs = found["qandadiv"] ?? []
        let sects = found["sect1"] ?? []
        return divs.count >= sects.count ? divs : sects
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte >= 0x30 && byte <= 0x39
    }
}
