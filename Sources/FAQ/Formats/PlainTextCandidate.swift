/// One reading of a plain-text file as a FAQ: where its headings are, at which levels, and
/// which of them are entries (the questions). Each shape in `PlainTextPatterns` and
/// `PlainTextNumbered` makes one; `PlainTextScore` weighs it.
struct PlainTextCandidate {
    enum Shape: String {
        case questionAnswer = "Q/A pairs"
        case numbered = "numbered entries"
        case indented = "questions with indented answers"
        case bulleted = "bulleted questions"
        case titled = "titled entries"
        case digest = "a mail digest"
    }

    struct Heading {
        /// The heading's first line.
        var line: Int
        /// The first line of its text (after the title's own lines, underline or mail headers).
        var bodyStart: Int
        /// Any positive number; only the order matters (as in `HeadingTree`).
        var level: Int
        var title: String
        /// Whether the shape reads it as a question (a section title is not).
        var isEntry: Bool
    }

    var shape: Shape
    /// In line order.
    var headings: [Heading] = []
    /// Line ranges no text belongs to (a table of contents), in order.
    var skipped: [Range<Int>] = []
    /// Lines that start with a marker to leave out of the text (`A:`): line → characters.
    var markers: [Int: Int] = [:]
    /// How strongly the shape's own marks say "FAQ", 0 to 1 (see `PlainTextScore`).
    var strength: Double
    /// Lines at the entries' own indent that belong to no entry (the indented shape's prose).
    var strayLines = 0

    /// Lines of the text each heading holds, with `skipped` left out: `(heading, range)`, the
    /// preamble as heading -1. Linear: each line is visited once.
    func bodies(lineCount: Int) -> [(heading: Int, lines: [Range<Int>])] {
        var result: [(Int, [Range<Int>])] = []
        var skip = 0
        func pieces(_ range: Range<Int>) -> [Range<Int>] {
            var out: [Range<Int>] = []
            var start = range.lowerBound
            while skip < skipped.count, skipped[skip].upperBound <= start { skip += 1 }
            var k = skip
            while k < skipped.count, skipped[k].lowerBound < range.upperBound {
                if skipped[k].lowerBound > start { out.append(start..<skipped[k].lowerBound) }
                start = max(start, skipped[k].upperBound)
                k += 1
            }
            if start < range.upperBound { out.append(start..<range.upperBound) }
            return out
        }
        let firstLine = headings.first?.line ?? lineCount
        result.append((-1, pieces(0..<firstLine)))
        for (h, heading) in headings.enumerated() {
            let end = h + 1 < headings.count ? headings[h + 1].line : lineCount
            result.append((h, pieces(min(heading.bodyStart, end)..<end)))
        }
        return result
    }
}

/// Section titles in plain text: a line underlined (or over- and underlined) with `=`, `-`,
/// `~`, `*`…; a line in capitals with blank lines around it; a labelled line ("Category: …",
/// "Part 2 …").
enum PlainTextTitles {
    struct Title {
        var line: Int
        var bodyStart: Int
        var title: String
        /// 1 for capitals and labelled lines (they group), 2 for the first underline
        /// character met, 3 for the next…
        var rank: Int
        var indent: Int
    }

    static let labels = ["category:", "section ", "part ", "chapter "]

    static func find(_ lines: PlainTextLines) -> [Title] {
        var titles: [Title] = []
        var underlineRanks: [Character: Int] = [:]
        var i = 0
        func blank(_ k: Int) -> Bool { k < 0 || k >= lines.count || lines[k].isBlank }
        func nonBlank(_ k: Int, step: Int) -> Int? {
            var k = k
            while k >= 0, k < lines.count, lines[k].isBlank, abs(k - i) < 3 { k += step }
            return k >= 0 && k < lines.count && !lines[k].isBlank ? k : nil
        }
        while i < lines.count {
            let line = lines[i]
            guard !line.isBlank, !PlainTextLines.isRule(line.text), line.text.count <= 100,
                  PlainTextLines.letterCount(line.text) >= 2 else { i += 1; continue }
            // Underlined: the next line is a rule about as long as the title (an overline too).
            if i + 1 < lines.count, PlainTextLines.isRule(lines[i + 1].text), let mark = lines[i + 1].text.first,
               lines[i + 1].end >= line.end - 2, lines[i + 1].indent <= line.indent + 2,
               lines[i + 1].text.count <= line.text.count * 2 + 8, blank(i - 1) || PlainTextLines.isRule(lines[i - 1].text) {
                let rank = underlineRanks[mark] ?? underlineRanks.count + 2
                underlineRanks[mark] = rank
                let start = !blank(i - 1) && i - 1 >= (titles.last?.bodyStart ?? 0) ? i - 1 : i
                titles.append(Title(line: start, bodyStart: i + 2, title: decorated(line.text), rank: rank, indent: line.indent))
                i += 2
                continue
            }
            // Between two rules: "====\n\n2. Running problems\n\n====".
            if let above = nonBlank(i - 1, step: -1), let below = nonBlank(i + 1, step: 1), above >= i - 2, below <= i + 2,
               PlainTextLines.isRule(lines[above].text), PlainTextLines.isRule(lines[below].text), line.text.count <= 70 {
                titles.append(Title(line: i, bodyStart: below + 1, title: decorated(line.text), rank: 1, indent: line.indent))
                i = below + 1
                continue
            }
            // A numbered title between blank lines that does not ask: "5.1. HPUX".
            if blank(i - 1), blank(i + 1), line.text.count <= 70, let m = PlainTextNumbered.marker(lines, i),
               !PlainTextLines.asks(m.text), !m.text.hasSuffix(".") {
                titles.append(Title(line: i, bodyStart: i + 1, title: decorated(m.text), rank: m.numbers.count, indent: line.indent))
                i += 1
                continue
            }
            // Framed by marks: "**** General ****", "--- Part 2 ---".
            if line.text.count <= 80, let mark = line.text.first, "*=-~#".contains(mark), line.text.hasPrefix(String(repeating: mark, count: 3)),
               line.text.trimmingCharacters(in: " ").hasSuffix(String(repeating: mark, count: 3)) {
                titles.append(Title(line: i, bodyStart: i + 1, title: decorated(line.text), rank: 1, indent: line.indent))
                i += 1
                continue
            }
            // A labelled line needs no blank line after it ("SECTION 37 - UNICODE" above "Author: …").
            if blank(i - 1), line.text.count <= 70, blank(i + 1) && isCapitals(line.text) || isLabelled(line.text) {
                titles.append(Title(line: i, bodyStart: i + 1, title: decorated(line.text), rank: 1, indent: line.indent))
            }
            i += 1
        }
        return titles
    }

    /// Letters all capitals (at least three), no sentence end: "GENERAL QUESTIONS".
    static func isCapitals(_ text: String) -> Bool {
        var letters = 0
        for c in text where c.isLetter {
            if !c.isUppercase { return false }
            letters += 1
        }
        return letters >= 3 && !text.hasSuffix(".") && !text.hasSuffix(",")
    }

    static func isLabelled(_ text: String) -> Bool {
        let lower = text.lowercased()
        return labels.contains { lower.hasPrefix($0) } && !text.hasSuffix(".")
    }

    /// A title without the decoration around it: "---- Frequently Asked Questions ----".
    static func decorated(_ text: String) -> String {
        PlainTextLines.collapsed(text.trimmingCharacters(in: " -=_*~#+^:|"))
    }
}
