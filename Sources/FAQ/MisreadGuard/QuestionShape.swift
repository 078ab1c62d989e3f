/// What a line that asks a question looks like once its markup is taken off, in any format:
/// the one predicate the census of a source and the check of imported answers share.
enum QuestionShape {
    /// The line's text without the marks formats put around a question: heading marks, list
    /// bullets and numbers, `Q:` labels, emphasis, roff fonts, POD codes, a labelled list's `::`.
    /// It works on the line's Unicode scalars (every mark it knows is one), not its characters,
    /// decoded once into an array: the guard strips every line of a file, and the shelf reads
    /// thousands of files (a string's own scalar view checks each index it is given).
    static func bareText(_ line: Substring) -> Substring {
        var text = Scalars(line.unicodeScalars).drop { $0 == " " || $0 == "\t" }
        // Roff requests (`.SS`, `.B`, `.IP "1."`), POD commands (`=head2`, `=item`) and Texinfo's (`@section`,
        // `@unnumberedsubsec`).
        if let first = text.first, first == "." || first == "=" || first == "'" || first == "@" {
            let word = text.dropFirst().prefix { $0.isLetter || $0.isNumber }
            // A command ends at a space or the line's end: ".env.local nedir?" names a file, it asks.
            let after = text.dropFirst(1 + word.count).first
            if !word.isEmpty, word.count <= (first == "@" ? 20 : 6), after == nil || after == " " || after == "\t" {
                text = text.dropFirst(1 + word.count).drop { $0 == " " || $0 == "\t" }
            }
        }
        text = text.drop { "#=*+-•·>|".unicodeScalars.contains($0) || $0 == " " || $0 == "\t" }
        text = dropNumbering(text)
        text = dropLabel(text)
        return stripMarkup(text)
    }

    /// Whether the bare text asks: it ends in a question mark and is a question's length.
    static func asks(_ bare: Substring) -> Bool {
        guard let last = bare.last, last == "?" || last == "？", bare.utf8.count <= 300 else { return false }
        // Words counted, not split out: every title and many lines are asked this.
        var words = 0, unspaced = 0
        var inWord = false
        for character in bare {
            let space = character == " " || character == "\t"
            // Chinese and Japanese write no spaces: two of their letters weigh as a word
            // ("运行攻击后，检测需要多长时间才能显示？").
            if let scalar = character.unicodeScalars.first, UnspacedScripts.contains(scalar) {
                if character.isLetter { unspaced += 1 }
                inWord = false
                continue
            }
            if !space && !inWord { words += 1 }
            inWord = !space
        }
        words += unspaced / 2
        return words >= 2 && words <= 40
    }

    /// The labels that mark a question.
    private static let labels = ["Q:", "Q.", "Q)", "Question:", "QUESTION:", "Q :"]
    /// Their first letters: a line that starts with none has none of them.
    private static let labelInitials = Set(labels.compactMap(\.first))
    /// How an address starts in an AsciiDoc URL or link macro.
    private static let addressMarks = ["http://", "https://", "ftp://", "irc://", "file://", "mailto:", "link:", "xref:"]

    /// A `Q:`, `Q.` or `Question:` label: such a line is a question whatever its end.
    static func hasQuestionLabel(_ line: Substring) -> Bool {
        // Told first by bytes (the census asks it of every line): every label starts with "Q".
        guard line.utf8.first(where: { !" \t*#-".utf8.contains($0) }) == UInt8(ascii: "Q") else { return false }
        let text = line.drop { $0 == " " || $0 == "\t" || $0 == "*" || $0 == "#" || $0 == "-" }
        guard let first = text.first, labelInitials.contains(first) else { return false }
        for label in labels where text.hasPrefix(label) {
            let rest = text.dropFirst(label.count)
            return rest.first == " " || rest.first == "\t" || rest.first == "*"
        }
        return false
    }

    /// The text folded for comparison: letters and digits in lower case, single spaces;
    /// entities (`&lt;`) are left out and those of letters (`&egrave;`) kept, as the importers read them.
    static func key(_ bare: Substring) -> String {
        asciiKey(bare) ?? characterKey(bare)
    }

    static func characterKey(_ bare: Substring) -> String {
        var key = ""
        var space = false
        var rest = Substring(bare.lowercased())
        while let character = rest.first {
            if character == "&", let semicolon = rest.prefix(10).firstIndex(of: ";"),
               rest[rest.index(after: rest.startIndex)..<semicolon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "#" }) {
                let name = rest[rest.index(after: rest.startIndex)..<semicolon]
                rest = rest[rest.index(after: semicolon)...]
                if let word = EntityLetters.word(name) {
                    if space && !key.isEmpty { key.append(" ") }
                    key += word
                    space = false
                } else {
                    space = true
                }
                continue
            }
            rest = rest.dropFirst()
            if character.isLetter || character.isNumber {
                if space && !key.isEmpty { key.append(" ") }
                key.append(character)
                space = false
            } else {
                space = true
            }
        }
        return key
    }

    /// A line's scalars, as `bareText` takes it apart.
    private typealias Scalars = ArraySlice<Unicode.Scalar>

    private static func dropNumbering(_ text: Scalars) -> Scalars {
        // `1.`, `1.2)`, `(3)`, `12 -`, `A.`: a number or one letter, then a closing mark.
        var rest = text.drop { $0 == "(" || $0 == "[" }
        let number = rest.prefix { $0.isNumber || $0 == "." }
        if !number.isEmpty, number.contains(where: \.isNumber) {
            rest = rest.dropFirst(number.count)
        } else {
            return text
        }
        rest = rest.drop { ")]:-".unicodeScalars.contains($0) }
        guard rest.first == " " || rest.first == "\t" || number.last == "." else { return text }
        return rest.drop { $0 == " " || $0 == "\t" }
    }

    private static func dropLabel(_ text: Scalars) -> Scalars {
        guard let first = text.first, first == "S" || labelInitials.contains(Character(first)) else { return text }
        for label in labels where text.starts(with: label.unicodeScalars) {
            return text.dropFirst(label.unicodeScalars.count).drop { $0 == " " || $0 == "\t" || $0 == "*" }
        }
        // A digest's entries: "Subject: 1.1. What is INN?", "Subject: !1.2 …" (changed since the last posting).
        // The reader drops the same mark (`PlainTextPatterns.withoutChangeMark`); the guard keeps its own copy, as it trusts no reader.
        if text.starts(with: "Subject:".unicodeScalars) {
            let subject = text.dropFirst(8).drop { $0 == " " || $0 == "\t" }
            let changed = subject.first == "!" || subject.first == "+"
            return dropNumbering(changed && subject.dropFirst().first?.isNumber == true ? subject.dropFirst() : subject)
        }
        return text
    }

    /// Where a roff escape whose name starts at `i` (after the backslash) ends.
    private static func skipRoffEscape(_ text: Scalars, at i: Scalars.Index) -> Scalars.Index {
        func advance(_ index: Scalars.Index, _ count: Int) -> Scalars.Index {
            text.index(index, offsetBy: count, limitedBy: text.endIndex) ?? text.endIndex
        }
        let name = text[i]
        let after = advance(i, 1)
        // groff's long names in brackets: `\[cq]`, `\f[B]`, `\*[UA]`, `\[u00E9]`: letters and digits. Markdown's
        // escaped bracket (`\[WIP\]`) names nothing: only the bracket is skipped.
        func bracketEnd(_ open: Scalars.Index) -> Scalars.Index {
            let name = text[(open + 1)..<min(open + 24, text.endIndex)].prefix { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
            let close = open + 1 + name.count
            return !name.isEmpty && close < text.endIndex && text[close] == "]" ? close + 1 : advance(open, 1)
        }
        switch name {
        case "f", "*", "n":
            guard after < text.endIndex else { return after }
            if text[after] == "[" { return bracketEnd(after) }
            return text[after] == "(" ? advance(after, 3) : advance(after, 1)
        case "(":
            return advance(after, 2)
        case "[":
            return bracketEnd(i)
        case "s":
            var j = after
            if j < text.endIndex, text[j] == "-" || text[j] == "+" { j = advance(j, 1) }
            while j < text.endIndex, text[j].isNumber { j = advance(j, 1) }
            return j
        default:
            return after
        }
    }

    /// Whether the roff escape from `escape` (after its backslash) to `end` names a quote (`\(cq`, `\[aq]`): the
    /// apostrophe of "doesn't", no space between words.
    private static func isApostropheName(_ text: Scalars, escape: Int, end: Int) -> Bool {
        let open = text[escape]
        guard open == "(" && end == escape + 3 || open == "[" && end == escape + 4 else { return false }
        let name = text[(escape + 1)..<(escape + 3)]
        return name.elementsEqual(["c", "q"]) || name.elementsEqual(["a", "q"])
    }

    /// Where a link's address that starts after `start` ends (at `closing`, within 300 characters and no
    /// space), or nil and where the scan stopped.
    private static func linkTargetEnd(_ text: Scalars, from start: Scalars.Index, closing: Unicode.Scalar) -> (Scalars.Index?, Scalars.Index) {
        var j = text.index(after: start)
        var count = 0
        while j < text.endIndex, count < 300 {
            let c = text[j]
            if c == closing { return (j, j) }
            if c == " " || c == "\t" { break }
            j = text.index(after: j)
            count += 1
        }
        return (nil, j)
    }

    /// After an AsciiDoc URL or link macro's address (`https://host/path[`, `link:path[`), the start of its
    /// text (nil and where the scan stopped when the address has none); nil when no address starts at `i`.
    private static func macroTextStart(_ text: Scalars, at i: Scalars.Index) -> (Scalars.Index?, Scalars.Index)? {
        let rest = text[i...]
        guard addressMarks.contains(where: { rest.starts(with: $0.unicodeScalars) }) else { return nil }
        let (open, stop) = linkTargetEnd(text, from: i, closing: "[")
        return (open.map { text.index(after: $0) }, stop)
    }

    /// Where the entry of Raku's `X<text|entry>` lies, from its bar to past its closing `>` (codes inside it
    /// counted), when the code opening at `open` has a bar; nil for POD's `X<entry>`, which shows nothing.
    private static func rakuIndexEntry(_ text: Scalars, at open: Scalars.Index) -> Range<Scalars.Index>? {
        var depth = 1
        var bar: Scalars.Index?
        var previous = text[open]
        var k = text.index(after: open)
        // A line is short; an entry is shorter: a bounded look.
        var steps = 0
        while k < text.endIndex, steps < 500 {
            let c = text[k]
            if c == "<", previous.isUppercaseASCII { depth += 1 } else if c == ">" { depth -= 1 }
            if depth == 0 { return bar.map { $0..<text.index(after: k) } }
            if c == "|", depth == 1, bar == nil { bar = k }
            previous = c
            k = text.index(after: k)
            steps += 1
        }
        return nil
    }

    /// Emphasis, code, roff font escapes and POD codes, Texinfo's commands around or in the text; a trailing `::`
    /// (AsciiDoc's labelled lists) or `:` after the question mark.
    private static func stripMarkup(_ text: Scalars) -> Substring {
        // UTF-8 bytes, not scalars appended to a string: each append to a string re-checks it.
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        func append(_ scalar: Unicode.Scalar) {
            if scalar.isASCII { result.append(UInt8(scalar.value)) } else { result += UTF8.encode(scalar)! }
        }
        var i = text.startIndex
        var scanned = text.startIndex
        var unclosed = false
        // Raku's `X<text|entry>` shows its text: from the bar to the entry's end is skipped.
        var hiddenEntry: Range<Scalars.Index>?
        // Macros are looked for only in a line that has an address's mark at all.
        let mayHoldMacros = text.contains(":")
        while i < text.endIndex {
            if let hidden = hiddenEntry, i >= hidden.lowerBound {
                i = hidden.upperBound
                hiddenEntry = nil
                continue
            }
            let c = text[i]
            let next = text.index(after: i)
            if c == "\\", next < text.endIndex {
                // Roff escapes: fonts (\fB, \f(CW), sizes (\s-1), named characters (\(aq, \*(lq),
                // and one-character ones (\%, \&); `\-` is a hyphen.
                i = skipRoffEscape(text, at: next)
                // A named character (\(aq, \*(lq) stands between words as punctuation does; `\'` and `\.` are the
                // apostrophe and full stop a reader sees (ronn's "Why don\'t you …?").
                if text[next] == "-" || text[next] == "'" || text[next] == "." { append(text[next]) }
                else if isApostropheName(text, escape: next, end: i) { append("\u{2019}") }
                else if text[next] == "(" || text[next] == "*" || text[next] == "[" && i > next + 1 { append(" ") }
                continue
            }
            // A link shows its text, not its address: AsciiDoc's `https://…[Tridactyl]` and `link:…[dwb]`, Markdown's `[dwb](…)`.
            // (A scan that found no end is not made again over the same characters: a line stays linear.)
            if c == "]", next < text.endIndex, text[next] == "(", next >= scanned {
                let (close, stop) = linkTargetEnd(text, from: next, closing: ")")
                if let close {
                    i = text.index(after: close)
                    continue
                }
                scanned = stop
            }
            if mayHoldMacros, c == "h" || c == "f" || c == "i" || c == "m" || c == "l" || c == "x", i >= scanned,
               i == text.startIndex || !text[text.index(before: i)].isLetter && !text[text.index(before: i)].isNumber,
               let found = macroTextStart(text, at: i) {
                if let open = found.0 {
                    i = open
                    continue
                }
                scanned = found.1
            }
            if c == "X", next < text.endIndex, text[next] == "<", hiddenEntry == nil, let entry = rakuIndexEntry(text, at: next) {
                hiddenEntry = entry
                i = text.index(after: next)
                continue
            }
            if c == "E" || c == "X" || c == "Z", next < text.endIndex, text[next] == "<", !unclosed {
                // POD's entities (E<gt>) and index entries (X<…>) show no words of their own. (With no `>` after
                // one, there is none after the next: it is not looked for again.)
                if let close = text[next...].firstIndex(of: ">") {
                    i = text.index(after: close)
                    continue
                }
                unclosed = true
            }
            if c == "B" || c == "I" || c == "C" || c == "F" || c == "L" || c == "S", next < text.endIndex, text[next] == "<" {
                i = next
                continue
            }
            // A reStructuredText role (`:program:` before `` `celery` ``) says how to show its text, not what it says.
            if c == ":", next < text.endIndex, text[next].isLetter {
                var end = next
                while end < text.endIndex, text[end].isLetter || text[end] == "-" { end = text.index(after: end) }
                if end < text.endIndex, text[end] == ":", text.index(after: end) < text.endIndex, text[text.index(after: end)] == "`" {
                    i = text.index(after: end)
                    continue
                }
            }
            // Texinfo's inline commands (`@code{…}`, `@var{…}`) show what they hold.
            if c == "@", next < text.endIndex, text[next].isLetter {
                var end = next
                while end < text.endIndex, text[end].isLetter { end = text.index(after: end) }
                if end < text.endIndex, text[end] == "{" {
                    i = text.index(after: end)
                    continue
                }
            }
            switch c {
            case "*", "_", "`", "<", ">", "\"", "“", "”": break
            default: append(c)
            }
            i = text.index(after: i)
        }
        var trimmed = Substring(String(decoding: result, as: UTF8.self)).drop { $0 == " " || $0 == "\t" }
        while let last = trimmed.last, " \t:.)]}".contains(last) || last == "\r" {
            // `Question?::` and `**Why?**:`; a `?` before a closing mark stays the end.
            trimmed = trimmed.dropLast()
        }
        // Markdown links keep their text: `[How?](#how)` → `How?`
        if trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]") {
            let inner = trimmed[trimmed.index(after: trimmed.startIndex)..<close]
            let after = trimmed[trimmed.index(after: close)...]
            if after.isEmpty || after.hasPrefix("(") { return inner }
        }
        // Its address gone, `[How?](#how)` is `[How?` here.
        if trimmed.hasPrefix("["), !trimmed.contains("]") { return trimmed.dropFirst() }
        return trimmed
    }
}

private extension Unicode.Scalar {
    var isUppercaseASCII: Bool { (0x41...0x5A).contains(value) }
    /// As `Character.isLetter` and `isNumber` say of a character made of this scalar (ASCII at once).
    var isLetter: Bool { isASCII ? (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) : properties.isAlphabetic }
    var isNumber: Bool { isASCII ? (0x30...0x39).contains(value) : properties.numericType != nil }
}
