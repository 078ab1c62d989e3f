/// The lines of a plain-text file, read once: tabs expanded to columns of eight, each line with
/// its indent and its text. Every plain-text pattern works on these.
struct PlainTextLines {
    struct Line {
        /// Columns of white space before the text.
        var indent: Int
        /// The line without its leading and trailing white space (tabs inside expanded); empty
        /// for a blank line.
        var text: String
        var isBlank: Bool { text.isEmpty }
        /// The column just past the text.
        var end: Int { indent + text.count }
    }

    let lines: [Line]
    var count: Int { lines.count }
    subscript(_ i: Int) -> Line { lines[i] }

    init(_ text: String) {
        var lines: [Line] = []
        var current: [Character] = []
        func finish() {
            var start = 0
            while start < current.count, current[start] == " " { start += 1 }
            var end = current.count
            while end > start, current[end - 1] == " " { end -= 1 }
            lines.append(Line(indent: end > start ? start : 0, text: String(current[start..<end])))
            current.removeAll(keepingCapacity: true)
        }
        for c in text {
            switch c {
            case "\r\n", "\n", "\r":  // "\r\n" is one Character
                finish()
            case "\t":
                // `current.count` is the column: no rescan of the line.
                current.append(contentsOf: repeatElement(" ", count: 8 - current.count % 8))
            case "\u{0C}", "\u{0B}":
                current.append(" ")  // a form feed between pages is white space
            default:
                current.append(c)
            }
        }
        if !current.isEmpty { finish() }
        self.lines = lines
    }

    /// Whether a line is a rule, an underline or decoration only: three or more of `-=_*~#+^`
    /// (mixed, as in `=-=-=-`), spaces allowed between them.
    static func isRule(_ text: String) -> Bool {
        var marks = 0
        for c in text {
            if "-=_*~#+^".contains(c) { marks += 1 } else if c != " " { return false }
        }
        return marks >= 3
    }

    /// Words that start a question ("How do I…", "Can zlib…", "Is it…").
    static let questionWords: Set<String> = [
        "how", "what", "why", "when", "where", "who", "whom", "whose", "which", "can", "could", "is", "are",
        "was", "were", "does", "do", "did", "should", "shall", "will", "would", "may", "might", "has", "have",
        "must", "isn", "aren", "doesn", "don", "didn", "can't", "cannot", "won", "wouldn", "shouldn",
    ]

    /// Whether a title asks: it ends in “?” (or has a “?” between sentences) or starts with a
    /// question word.
    static func asks(_ title: String) -> Bool {
        let trimmed = title.trimmingCharacters(in: " .)\"'")
        if trimmed.hasSuffix("?") || trimmed.hasSuffix("？") || trimmed.contains("? ") { return true }
        let first = trimmed.prefix { $0.isLetter }.lowercased()
        return questionWords.contains(first)
    }

    /// A title's words joined by single spaces.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " }).joined(separator: " ")
    }

    /// How many letters a text has (titles need some: a banner of punctuation is no title).
    static func letterCount(_ text: String) -> Int { text.reduce(0) { $0 + ($1.isLetter ? 1 : 0) } }
}
