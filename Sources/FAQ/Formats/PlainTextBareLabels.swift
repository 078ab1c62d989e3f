/// "Q" and "A" written with no mark after them, a space only ("Q Does Lima work on Windows ?" over
/// "A Yes, if you use …"; the Lima mudlib's FAQ). A bare capital opening a line is a word as often
/// as a label ("A new version …", "I think …"), so the file keeps the form only when its "Q "
/// lines ask and are answered: `minimumEntries` at least, nearly every one with an "A " line as
/// the next paragraph, and no line labelled the usual way ("Q:") to say the author meant that.
enum PlainTextBareLabels {
    /// The fewest answered "Q " entries that make the form the file's.
    static let minimumEntries = 3

    /// The width of a bare label for `letter` ("Q ") at the start of `text`, then a word.
    static func marker(_ text: String, letter: Character) -> Int? {
        guard text.first == letter, text.dropFirst().first == " " else { return nil }
        let spaces = text.dropFirst().prefix { $0 == " " }.count
        guard spaces <= 3, let next = text.dropFirst(1 + spaces).first, next.isLetter || next.isNumber || next == "\"" else { return nil }
        return 1 + spaces
    }

    /// The width of a bare label at line `k` where it can open an entry: a paragraph of its own at the
    /// margin, and for "Q " one that asks (its question may wrap: its paragraph's last line asks). A
    /// line "Q values …" inside an answer is text.
    static func entryMarker(_ lines: PlainTextLines, _ k: Int, letter: Character) -> Int? {
        guard lines[k].indent <= 8, k == 0 || lines[k - 1].isBlank, let width = marker(lines[k].text, letter: letter) else { return nil }
        guard letter == "Q" else { return width }
        var end = k
        while end + 1 < lines.count, !lines[end + 1].isBlank, end - k < 4 { end += 1 }
        return PlainTextLines.asks(lines[k].text) || PlainTextLines.asks(lines[end].text) ? width : nil
    }

    /// Whether the file writes its labels bare: its "Q " lines at the margin ask, and four in five
    /// are answered by an "A " line opening the next paragraph.
    static func kept(_ lines: PlainTextLines) -> Bool {
        var questions = 0, answered = 0
        for k in 0..<lines.count where lines[k].indent <= 8 {
            if PlainTextPatterns.marker(lines[k].text, letter: "Q") != nil { return false }
            guard entryMarker(lines, k, letter: "Q") != nil else { continue }
            var end = k
            while end + 1 < lines.count, !lines[end + 1].isBlank { end += 1 }
            questions += 1
            var next = end + 1
            while next < lines.count, lines[next].isBlank { next += 1 }
            if next < lines.count, marker(lines[next].text, letter: "A") != nil { answered += 1 }
        }
        return answered >= minimumEntries && answered * 5 >= questions * 4
    }
}
