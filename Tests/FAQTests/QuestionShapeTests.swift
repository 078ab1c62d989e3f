import XCTest
@testable import FAQ

/// The misread guard's `QuestionShape.bareText` works on Unicode scalars: it must strip a line as
/// the Character-level implementation it replaced did, kept here as the reference, on lines of
/// markup, text and numbering in any mix (combining marks aside, where a mark's scalar and its
/// character differ by design).
final class QuestionShapeTests: XCTestCase {
    func testStripsAsTheCharacterLevelReferenceDoes() {
        let pieces = [" ", "\t", "#", "=", "*", "**", "+", "-", "•", "·", ">", "|", "1", "12", ".", ")", "(", "[", "]", ":", "::",
                      "Q:", "Q.", "Question:", "Subject:", "A", "How", "do", "I", "é", "?", "？", "`", "_", "\"", "“", "”",
                      "\\fB", "\\fR", "\\f(CW", "\\(aq", "\\*(lq", "\\[cq]", "\\(cq", "\\f[B]", "\\*[UA]", "\\[", "cq]", "\\s-1", "\\-", "\\&", "\\'", "\\.", ".SS", ".B", "=head2", "=item",
                      "B<", "I<", "C<", "E<gt>", "X<", "<", "https://x.org/a[", "link:p[", "mailto:a@b", "](", "(#x)", "١", "٢",
                      "\r", "'", "x", "!", "|", "@", "@section", "@code{", "@w{", "{", "}", "X<C<", ":program:", ":py:class:", ":ref", "-"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let line = (0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(String(QuestionShape.bareText(Substring(line))), String(Reference.bareText(Substring(line))), line.debugDescription)
        }
        XCTAssertEqual(QuestionShape.bareText("## 1.2) Q: **How do I \\fBstart\\fR?**::"), "How do I start?")
        XCTAssertEqual(QuestionShape.bareText("Subject: !01.03 Where can I get MH?"), "Where can I get MH?")
        // ronn's man pages escape the apostrophe and the full stop a reader sees.
        XCTAssertEqual(QuestionShape.key(QuestionShape.bareText("I can\\'t publish\\.  How do I reset it?")),
                       QuestionShape.key(QuestionShape.bareText("I can't publish.  How do I reset it?")))
        XCTAssertEqual(QuestionShape.bareText("Is it safe to run :program:`celery worker` as root?"), "Is it safe to run celery worker as root?")
        // rclone(1), from pandoc: groff's bracketed names (`\[cq]`) as the apostrophe the reader sees.
        XCTAssertEqual(QuestionShape.bareText(".SS Why doesn\\[cq]t rclone support \\f[B]diffs\\f[R]?"), "Why doesn’t rclone support diffs?")
        // Markdown's escaped brackets name no character: their words stay.
        XCTAssertEqual(QuestionShape.bareText("## Why do I see \\[WIP\\] in titles?"), "Why do I see WIP in titles?")
    }

    func testIsLinear() {
        LinearGrowth.assert(40_000) { count in
            _ = QuestionShape.bareText(Substring(String(repeating: "**a** `b` [c](d) \\fBe\\fR B<f> ", count: count) + "?"))
        }
    }
}

/// The Character-level implementation `bareText` had before it worked on scalars.
private enum Reference {
    /// The line's text without the marks formats put around a question: heading marks, list
    /// bullets and numbers, `Q:` labels, emphasis, roff fonts, POD codes, a labelled list's `::`.
    static func bareText(_ line: Substring) -> Substring {
        var text = line.drop { $0 == " " || $0 == "\t" }
        // Roff requests (`.SS`, `.B`, `.IP "1."`), POD commands (`=head2`, `=item`) and Texinfo's (`@section`).
        if let first = text.first, first == "." || first == "=" || first == "'" || first == "@" {
            let word = text.dropFirst().prefix { $0.isLetter || $0.isNumber }
            // A command ends at a space or the line's end (".env.local" names a file).
            let after = text.dropFirst(1 + word.count).first
            if !word.isEmpty, word.count <= (first == "@" ? 20 : 6), after == nil || after == " " || after == "\t" {
                text = text.dropFirst(1 + word.count).drop { $0 == " " || $0 == "\t" }
            }
        }
        text = text.drop { "#=*+-•·>|".contains($0) || $0 == " " || $0 == "\t" }
        text = dropNumbering(text)
        text = dropLabel(text)
        text = stripMarkup(text)
        return text
    }

    private static func dropNumbering(_ text: Substring) -> Substring {
        // `1.`, `1.2)`, `(3)`, `12 -`, `A.`: a number or one letter, then a closing mark.
        var rest = text.drop { $0 == "(" || $0 == "[" }
        let number = rest.prefix { $0.isNumber || $0 == "." }
        if !number.isEmpty, number.contains(where: \.isNumber) {
            rest = rest.dropFirst(number.count)
        } else {
            return text
        }
        rest = rest.drop { ")]:-".contains($0) }
        guard rest.first == " " || rest.first == "\t" || number.last == "." else { return text }
        return rest.drop { $0 == " " || $0 == "\t" }
    }

    private static func dropLabel(_ text: Substring) -> Substring {
        for label in ["Q:", "Q.", "Q)", "Question:", "QUESTION:", "Q :"] where text.hasPrefix(label) {
            return text.dropFirst(label.count).drop { $0 == " " || $0 == "\t" || $0 == "*" }
        }
        // A digest's entries: "Subject: 1.1. What is INN?", "Subject: !1.2 …" (changed since the last posting).
        if text.hasPrefix("Subject:") {
            let subject = text.dropFirst(8).drop { $0 == " " || $0 == "\t" }
            let changed = subject.first == "!" || subject.first == "+"
            return dropNumbering(changed && subject.dropFirst().first?.isNumber == true ? subject.dropFirst() : subject)
        }
        return text
    }

    /// Where a roff escape whose name starts at `i` (after the backslash) ends.
    private static func skipRoffEscape(_ text: Substring, at i: Substring.Index) -> Substring.Index {
        func advance(_ index: Substring.Index, _ count: Int) -> Substring.Index {
            text.index(index, offsetBy: count, limitedBy: text.endIndex) ?? text.endIndex
        }
        let name = text[i]
        let after = advance(i, 1)
        // `\[cq]`: a name of letters and digits and its bracket's close, within 24 characters, else the bracket alone.
        func bracketEnd(_ open: Substring.Index) -> Substring.Index {
            let name = text[text.index(after: open)...].prefix(23).prefix { $0.unicodeScalars.count == 1 && ($0.unicodeScalars.first!.properties.isAlphabetic || $0.isASCII && $0.isNumber) }
            let close = text.index(open, offsetBy: 1 + name.count)
            return !name.isEmpty && close < text.endIndex && text[close] == "]" ? text.index(after: close) : advance(open, 1)
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

    /// Where a link's address that starts after `start` ends (at `closing`, within 300 characters and no
    /// space), or nil and where the scan stopped.
    private static func linkTargetEnd(_ text: Substring, from start: Substring.Index, closing: Character) -> (Substring.Index?, Substring.Index) {
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
    private static func macroTextStart(_ text: Substring, at i: Substring.Index) -> (Substring.Index?, Substring.Index)? {
        let rest = text[i...]
        guard ["http://", "https://", "ftp://", "irc://", "file://", "mailto:", "link:", "xref:"].contains(where: { rest.hasPrefix($0) }) else { return nil }
        let (open, stop) = linkTargetEnd(text, from: i, closing: "[")
        return (open.map { text.index(after: $0) }, stop)
    }

    /// The entry of Raku's `X<text|entry>` opening at `open`: its bar to past its `>`, codes inside counted, within 500 characters.
    private static func rakuEntry(_ text: Substring, at open: Substring.Index) -> Range<Substring.Index>? {
        var depth = 1
        var bar: Substring.Index?
        var previous = text[open]
        var k = text.index(after: open)
        var steps = 0
        while k < text.endIndex, steps < 500 {
            let c = text[k]
            if c == "<", previous.isASCII, previous.isUppercase { depth += 1 } else if c == ">" { depth -= 1 }
            if depth == 0 { return bar.map { $0..<text.index(after: k) } }
            if c == "|", depth == 1, bar == nil { bar = k }
            previous = c
            k = text.index(after: k)
            steps += 1
        }
        return nil
    }

    /// Emphasis, code, roff font escapes and POD codes around or in the text; a trailing `::`
    /// (AsciiDoc's labelled lists) or `:` after the question mark.
    private static func stripMarkup(_ text: Substring) -> Substring {
        var result = ""
        var i = text.startIndex
        var scanned = text.startIndex
        var unclosed = false
        // Macros are looked for only in a line that has an address's mark at all (a byte scan).
        let mayHoldMacros = text.utf8.contains(UInt8(ascii: ":"))
        // Raku's `X<text|entry>`: from its bar past its closing `>`, skipped.
        var hiddenEntry: Range<Substring.Index>?
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
                // A named character (\(aq, \*(lq) stands between words as punctuation does.
                let escape = String(text[next..<i])
                if text[next] == "-" || text[next] == "'" || text[next] == "." { result.append(text[next]) }
                else if ["(cq", "(aq", "[cq]", "[aq]"].contains(escape) { result.append("\u{2019}") }
                else if text[next] == "(" || text[next] == "*" || text[next] == "[" && text.distance(from: next, to: i) > 1 { result.append(" ") }
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
            if c == "X", next < text.endIndex, text[next] == "<", hiddenEntry == nil, let entry = rakuEntry(text, at: next) {
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
            // A reStructuredText role before its backquote shows nothing.
            if c == ":", next < text.endIndex, text[next].isLetter {
                let end = text[next...].firstIndex { !$0.isLetter && $0 != "-" } ?? text.endIndex
                if end < text.endIndex, text[end] == ":", text[text.index(after: end)...].first == "`" {
                    i = text.index(after: end)
                    continue
                }
            }
            // Texinfo's `@code{…}` shows what it holds.
            if c == "@", next < text.endIndex, text[next].isLetter {
                let end = text[next...].firstIndex { !$0.isLetter } ?? text.endIndex
                if end < text.endIndex, text[end] == "{" {
                    i = text.index(after: end)
                    continue
                }
            }
            switch c {
            case "*", "_", "`", "<", ">", "\"", "“", "”": break
            default: result.append(c)
            }
            i = text.index(after: i)
        }
        var trimmed = Substring(result).drop { $0 == " " || $0 == "\t" }
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
