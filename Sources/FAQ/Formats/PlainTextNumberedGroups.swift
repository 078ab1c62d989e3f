/// Group numbers that stand apart from the entries' own: a group's number on a line alone
/// without a stop ("1 Getting started"), a labelled one ("Chapter 1. Definitions"), and a
/// group's title where its number is missing.
extension PlainTextNumbered {
    /// Where the other groups have their numbered lines ("1 Getting started"), a group whose
    /// number is missing ("f2 Keyboard" over "2.1 …") is titled by the line alone above its first
    /// entry.
    static func withUnnumberedGroups(_ accepted: [Marker], _ lines: PlainTextLines) -> [Marker] {
        let groups = Set(accepted.filter { $0.numbers.count == 1 }.map(\.numbers[0]))
        guard groups.count >= 2 else { return accepted }
        var result: [Marker] = []
        for m in accepted {
            let k = m.line - 2
            if m.numbers.count == 2, m.numbers[1] == 1, !groups.contains(m.numbers[0]), result.last?.numbers.first != m.numbers[0],
               k >= 0, lines[m.line - 1].isBlank, k == 0 || lines[k - 1].isBlank, !lines[k].isBlank, lines[k].indent <= 2,
               lines[k].width <= 60, PlainTextLines.letterCount(lines[k].text) >= 3, !lines[k].text.hasSuffix("."),
               !PlainTextLines.asks(lines[k].text), result.last.map({ $0.line < k }) ?? true {
                result.append(Marker(line: k, numbers: [m.numbers[0]], indent: m.indent, textColumn: lines[k].indent, text: lines[k].text))
            }
            result.append(m)
        }
        return result
    }

    /// A group's number without a dot at the margin, a line alone: "1 Getting started" (an HTML
    /// page dumped as text numbers its headings so), "2  USING OFL FONTS" (one or more spaces
    /// after the number, a title up to a line's usual width); its indent is -2 until its group
    /// is checked.
    static func bareGroupMarker(_ lines: PlainTextLines, _ i: Int) -> Marker? {
        let line = lines[i]
        guard line.indent <= 2, line.width <= 72, i + 1 < lines.count, lines[i + 1].isBlank else { return nil }
        let digits = line.text.prefix { $0.isASCII && $0.isNumber }
        let rest = line.text.dropFirst(digits.count)
        let spaces = rest.prefix { $0 == " " }.count
        guard (1...2).contains(digits.count), (1...4).contains(spaces), let start = rest.dropFirst(spaces).first, start.isUppercase,
              !line.text.hasSuffix("."), !line.text.hasSuffix("?") else { return nil }
        let text = String(rest.dropFirst(spaces))
        return Marker(line: i, numbers: [Int(digits)!], indent: -2, textColumn: line.indent + digits.count + spaces, text: text)
    }

    /// A labelled number, "Chapter 1. Definitions" or "Part 2: Setup" (DocBook's text output puts
    /// no-break spaces in it), as a first-level number; its indent is -1 until its group is checked.
    static func labelledMarker(_ lines: PlainTextLines, _ i: Int) -> Marker? {
        let text = lines[i].text
        guard let word = ["Chapter", "Part", "Section"].first(where: text.hasPrefix),
              let space = text.dropFirst(word.count).first, space == " " || space == "\u{A0}" else { return nil }
        let rest = String(text.dropFirst(word.count + 1).drop { $0 == " " || $0 == "\u{A0}" })
        guard var m = marker(PlainTextLines(rest), 0), m.numbers.count == 1 else { return nil }
        m.line = i
        m.indent = -1
        m.textColumn = lines[i].indent + lines[i].width - m.text.count
        return m
    }
}
