/// The lines of a plain-text file, read once: tabs expanded to columns of eight, each line with
/// its indent and its text. Every plain-text pattern works on these.
struct PlainTextLines {
    struct Line {
        /// Columns of white space before the text.
        var indent: Int
        /// The line without its leading and trailing white space (tabs inside expanded); empty
        /// for a blank line.
        var text: String {
            didSet { width = Self.width(text) }
        }
        /// The text's length in characters (kept: counting a String walks it).
        private(set) var width: Int
        var isBlank: Bool { text.isEmpty }
        /// The column just past the text.
        var end: Int { indent + width }
        /// The column just past the text as a terminal shows it, where Chinese, Japanese and
        /// Korean characters take two columns each (what an author wraps lines by).
        var displayEnd: Int { indent + width + text.unicodeScalars.filter(PlainTextLines.isWide).count }

        init(indent: Int, text: String) {
            self.indent = indent
            self.text = text
            self.width = Self.width(text)
        }

        static func width(_ text: String) -> Int {
            text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
        }
    }

    let lines: [Line]
    var count: Int { lines.count }
    subscript(_ i: Int) -> Line { lines[i] }

    /// The nearest line of text above line `k`, if any.
    func lineOfTextAbove(_ k: Int) -> Line? {
        (0..<k).last { !lines[$0].isBlank }.map { lines[$0] }
    }

    init(_ text: String) {
        var lines: [Line] = []
        let bytes = Array(text.utf8)
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            lines.append(Self.line(bytes[start..<end]))
            if end + 1 < bytes.count, bytes[end] == 0x0D, bytes[end + 1] == 0x0A { end += 1 }
            start = end + 1
            if start == bytes.count { break }  // a final line break ends the last line
        }
        self.lines = lines
    }

    /// One line: tabs to the next multiple of eight columns, form feeds as spaces. No-break
    /// spaces in the indent are spaces (text made from HTML indents with them).
    private static func line(_ bytes: ArraySlice<UInt8>) -> Line {
        var indent = 0
        var i = bytes.startIndex
        while i < bytes.endIndex {
            switch bytes[i] {
            case 0x20, 0x0B, 0x0C: indent += 1
            case 0x09: indent += 8 - indent % 8
            case 0xC2 where i + 1 < bytes.endIndex && bytes[i + 1] == 0xA0:
                indent += 1
                i += 2
                continue
            default: break
            }
            if ![0x20, 0x09, 0x0B, 0x0C].contains(bytes[i]) { break }
            i += 1
        }
        var end = bytes.endIndex
        while end > i, [0x20, 0x09, 0x0B, 0x0C].contains(bytes[end - 1]) { end -= 1 }
        let rest = bytes[i..<end]
        guard rest.contains(where: { $0 == 0x09 || $0 == 0x0B || $0 == 0x0C }) else {
            return Line(indent: rest.isEmpty ? 0 : indent, text: String(decoding: rest, as: UTF8.self))
        }
        // Tabs inside the text: expanded by columns from the line's start.
        var text = ""
        var column = indent
        for c in String(decoding: rest, as: UTF8.self) {
            switch c {
            case "\t":
                text += String(repeating: " ", count: 8 - column % 8)
                column += 8 - column % 8
            case "\u{0B}", "\u{0C}":
                text += " "
                column += 1
            default:
                text.append(c)
                column += 1
            }
        }
        return Line(indent: indent, text: text)
    }

    /// Whether a line is a rule, an underline or decoration only: three or more of `-=_*~#+^`
    /// (mixed, as in `=-=-=-`, from four on: `^_^` is a face), spaces allowed between them,
    /// scissors (`8<`, `>8`) in a cut line, and a small ornament in a long one (NeoStats'
    /// `-----<>-----` around its group titles).
    static func isRule(_ text: String) -> Bool {
        var ornaments = 0
        // Marks before the ornament (all of them where there is none) and after it, and whether marks broke it (one ornament only).
        var marksBefore = 0, marksAfter = 0
        var brokenOrnament = false
        var firstMark: UInt8?
        var mixed = false
        var bytes = text.utf8[...]
        // By bytes: every mark is ASCII, and any other byte (a letter, a non-ASCII one) ends it.
        while let b = bytes.popFirst() {
            switch b {
            case UInt8(ascii: "-"), UInt8(ascii: "="), UInt8(ascii: "_"), UInt8(ascii: "*"), UInt8(ascii: "~"),
                 UInt8(ascii: "#"), UInt8(ascii: "+"), UInt8(ascii: "^"):
                if ornaments == 0 { marksBefore += 1 } else { marksAfter += 1 }
                if firstMark == nil { firstMark = b } else if firstMark != b { mixed = true }
            case UInt8(ascii: " "): break
            case UInt8(ascii: "8") where bytes.first == UInt8(ascii: "<"), UInt8(ascii: ">") where bytes.first == UInt8(ascii: "8"):
                bytes.removeFirst()
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "o"):
                if marksAfter > 0 { brokenOrnament = true }
                ornaments += 1
            default: return false
            }
        }
        guard ornaments > 0 else { return marksBefore >= (mixed ? 4 : 3) }
        return ornaments <= maximumOrnament && !brokenOrnament && min(marksBefore, marksAfter) * 2 >= minimumOrnamentedMarks
    }

    /// A rule's one ornament, in its middle, is this many characters at most, with half this many marks on either side at least.
    static let maximumOrnament = 3
    static let minimumOrnamentedMarks = 12

    /// A number alone with its stop: "1." or "12)".
    static func isLoneNumber(_ text: String) -> Bool {
        guard let last = text.last, ".)".contains(last), text.count >= 2 else { return false }
        return text.dropLast().allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// An entry's number alone, one part or more: "1.", "12)", "1.1", "6.10".
    static func isLoneEntryNumber(_ text: String) -> Bool {
        isLoneNumber(text) || (dottedNumbers(Substring(text))?.count ?? 0) >= 2
    }

    /// The parts of a number written with stops ("1.1" is [1, 1], "6.10." is [6, 10]), up to four of up to three
    /// digits; nil for any other text.
    static func dottedNumbers(_ token: Substring) -> [Int]? {
        let parts = (token.last == "." ? token.dropLast() : token).split(separator: ".", omittingEmptySubsequences: false)
        guard (1...4).contains(parts.count), parts.allSatisfy({ (1...3).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        return parts.map { Int($0)! }
    }

    /// Whether a line opens with an entry's number and its stop: "12. ", "4a. ", "3) ".
    static func startsWithEntryNumber(_ text: String) -> Bool {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard (1...3).contains(digits.count) else { return false }
        var rest = text.dropFirst(digits.count)
        if let letter = rest.first, letter.isASCII, letter.isLowercase { rest = rest.dropFirst() }
        return rest.hasPrefix(". ") || rest.hasPrefix(") ")
    }

    /// Words that start a question ("How do I…", "Can zlib…", "Is it…").
    static let questionWords: Set<String> = [
        "how", "what", "why", "when", "where", "who", "whom", "whose", "which", "can", "could", "is", "are",
        "was", "were", "does", "do", "did", "should", "shall", "will", "would", "may", "might", "has", "have",
        "must", "isn", "aren", "doesn", "don", "didn", "can't", "cannot", "won", "wouldn", "shouldn",
    ]

    /// Whether a title asks: it ends in “?” (or has a “?” between sentences) or starts with a
    /// question word that does not give an order.
    static func asks(_ title: String) -> Bool {
        guard !looksLikeCode(title) else { return false }
        let trimmed = title.trimmingCharacters(in: " .)\"'")
        if trimmed.hasSuffix("?") || trimmed.hasSuffix("？") || trimmed.contains("? ") { return true }
        let first = trimmed.prefix { $0.isLetter }.lowercased()
        return questionWords.contains(first) && !givesAnOrder(title)
    }

    /// Pronouns that follow "Do" or "Have" when they ask ("Do I need root", "Have you tried").
    private static let askedPersons: Set<String> = ["i", "you", "we", "they", "it", "he", "she"]

    /// Whether a title opening with "Do", "Don't" or "Have" gives an order: "Do not run it as
    /// root.", "Don't kill it", "Have fun!"; "Do I need root." still asks.
    static func givesAnOrder(_ title: String) -> Bool {
        let trimmed = title.trimmingCharacters(in: " \"')")
        let words = trimmed.split(separator: " ").prefix(2).map {
            $0.lowercased().replacingAll("’", with: "'").trimmingCharacters(in: ",.!")
        }
        guard let first = words.first else { return false }
        let second = words.count > 1 ? words[1] : ""
        let closesAsAStatement = trimmed.hasSuffix("!") || trimmed.hasSuffix(".")
        switch first {
        case "don't", "dont": return true
        case "do": return second == "not" || closesAsAStatement && !askedPersons.contains(second)
        case "have": return closesAsAStatement && !askedPersons.contains(second)
        default: return false
        }
    }

    /// What a troubleshooting entry's title says when it states its problem instead of asking:
    /// a verb that something fails, or the reader saying what they get. Nouns alone ("Known
    /// problems", "Error codes") name a README's topics.
    static let problemClauses = [
        "doesn't work", "does not work", "don't work", "do not work", "isn't working", "is not working", "won't ",
        "will not ", "can't ", "cannot ", "couldn't ", "could not ", " fails", " failed", " crashes", " crashed",
        "dump core", "dumps core", " segfaults", " hangs", " freezes", "i get ", "i got ", "i see ", "i'm getting ",
    ]

    /// Whether a title states a problem as a clause ("Home/End keys don't work in some
    /// applications.", "I get the error …"): a troubleshooting FAQ's question.
    static func statesAProblem(_ title: String) -> Bool {
        let lower = " " + title.lowercased()
        guard lower.split(separator: " ").count >= 4, !looksLikeCode(title) else { return false }
        return problemClauses.contains { lower.range(ofLiteralIn: $0) != nil }
    }

    /// Whether a line reads as source code, not a question, though it may end in "?" (Swift's
    /// `-> Bool?`): a block's brace, an arrow, an assignment or a comparison, a statement's
    /// semicolon, a comment or preprocessor line.
    static func looksLikeCode(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: " ")
        if ["{", "}", ";", "(", "[", ",", "\\"].contains(where: trimmed.hasSuffix) { return true }
        if ["//", "/*", "#include", "#define", "#!", "@"].contains(where: trimmed.hasPrefix) { return true }
        return ["->", "=>", " = ", "==", "!=", "&&", "||", "::", "();"].contains { trimmed.range(ofLiteralIn: $0) != nil }
    }

    /// A title's words joined by single spaces (a no-break space separates them too).
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\u{A0}" }).joined(separator: " ")
    }

    /// A letter-spaced banner's words ("F R E Q U E N T L Y   A S K E D" is "FREQUENTLY ASKED"):
    /// single letters one space apart, words two or more apart; any other text as it is.
    static func unspaced(_ text: String) -> String {
        // Between letters one space splits nothing, and a run of two or more ends a word.
        let tokens = text.split(separator: " ", omittingEmptySubsequences: false).drop { $0.isEmpty }
        var words: [String] = [""]
        for token in tokens {
            if token.isEmpty {
                if words.last != "" { words.append("") }
            } else if token.count == 1, token.first!.isLetter {
                words[words.count - 1] += token
            } else {
                return text
            }
        }
        let result = words.filter { !$0.isEmpty }
        return result.joined().count >= 5 && result.count < words.joined().count ? result.joined(separator: " ") : text
    }

    /// A line wrapped onto the next: joined with a space, or without its hyphen when a
    /// formatter broke a word there ("expres-" and "sions?" make "expressions?").
    static func joiningWrapped(_ text: String, _ next: String) -> String {
        let letters = text.dropLast()
        if text.hasSuffix("-"), letters.last?.isLowercase == true, letters.dropLast().last?.isLetter == true,
           next.first?.isLowercase == true {
            return String(letters) + next
        }
        // Chinese and Japanese put no space between words: a line broken between two characters joins without one.
        if UnspacedScripts.joinsWithoutSpace(Substring(text), Substring(next)) { return text + next }
        return text + " " + next
    }

    /// Whether a terminal shows a character in two columns: ideographs, kana, Hangul, fullwidth forms.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x1100 && (UnspacedScripts.contains(scalar) || (0x1100...0x115F).contains(scalar.value) || (0xAC00...0xD7A3).contains(scalar.value)
            || (0xFFE0...0xFFE6).contains(scalar.value))
    }



    /// How many letters a text has (titles need some: a banner of punctuation is no title).
    static func letterCount(_ text: String) -> Int {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.reduce(0) { $0 + ($1.isLetter ? 1 : 0) } }
        return text.utf8.reduce(0) { $0 + ((0x41...0x5A).contains($1) || (0x61...0x7A).contains($1) ? 1 : 0) }
    }
}
