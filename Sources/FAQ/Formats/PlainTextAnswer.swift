/// Plain text as Markdown that shows it as written: wrapped lines join into paragraphs, lines
/// indented beyond the text (examples, commands, tables) keep their lines in fenced code,
/// "-", "*" and "1." lines become list items (an indented list of prose items too), rules are
/// dropped, and every character Markdown would read as markup is escaped (web addresses become
/// links).
enum PlainTextAnswer {
    /// Lines indented this much more than the text are preformatted.
    static let preformattedIndent = 2

    /// A line of a quoted mail: `>` at the text's margin, not a Python prompt.
    static func isQuoted(_ line: PlainTextLines.Line, base: Int) -> Bool {
        line.text.hasPrefix(">") && !line.text.hasPrefix(">>>") && line.indent - base < preformattedIndent
    }

    /// The lines of runs of box sides with a rule right above and right below (a banner, not a diagram's cells).
    static func boxSides(_ lines: [PlainTextLines.Line]) -> Set<Int> {
        var sides = Set<Int>()
        var k = 0
        while k < lines.count {
            guard isBoxSide(lines[k].text) else { k += 1; continue }
            var end = k
            while end < lines.count, isBoxSide(lines[end].text) { end += 1 }
            if k > 0, end < lines.count, PlainTextLines.isRule(lines[k - 1].text), PlainTextLines.isRule(lines[end].text) {
                sides.formUnion(k..<end)
            }
            k = end
        }
        return sides
    }

    /// A line framed by a box's sides: `|` at both ends and none between, text inside or only
    /// spaces (the box's padding, above and below its title).
    static func isBoxSide(_ text: String) -> Bool {
        let inside = text.dropFirst().dropLast()
        return text.count >= 20 && text.first == "|" && text.last == "|" && !inside.contains("|")
            && (text.contains { $0.isLetter } || inside.allSatisfy { $0 == " " })
    }

    static func markdown(_ lines: [PlainTextLines.Line]) -> String {
        // Text after a rule set out to the left of the text above it (JED's closing function at the margin, under
        // its last answer's rule) is a part of its own: measured from the answer's margin, the answer would be code.
        if let rule = outdentingRule(lines) {
            return [markdownOfOnePart(Array(lines[..<rule])), markdownOfOnePart(Array(lines[(rule + 1)...]))].filter { !$0.isEmpty }
                .joined(separator: "\n\n")
        }
        return markdownOfOnePart(lines)
    }

    /// The first rule with text above it and text below it set further left than all of that above.
    static func outdentingRule(_ lines: [PlainTextLines.Line]) -> Int? {
        var above = Int.max
        var rule: Int?
        for (k, line) in lines.enumerated() where !line.isBlank {
            if let found = rule, line.indent < above { return found }
            if PlainTextLines.isRule(line.text) {
                if rule == nil, above != Int.max { rule = k }
            } else if rule == nil {
                above = min(above, line.indent)
            }
        }
        return nil
    }

    private static func markdownOfOnePart(_ lines: [PlainTextLines.Line]) -> String {
        // Rules, and rows of dots at the margin ("....." between entries), separate: no text.
        // A box's sides ("| The latest release … |", between rules) frame its text: they are no part of it.
        let boxed = boxSides(lines)
        let lines = lines.indices.map { k in
            let line = lines[k]
            return PlainTextLines.isRule(line.text) || line.indent == 0 && line.text.count >= 4 && line.text.allSatisfy { $0 == "." }
                ? PlainTextLines.Line(indent: 0, text: "") : boxed.contains(k)
                ? PlainTextLines.Line(indent: line.indent, text: String(line.text.dropFirst().dropLast()).trimmingCharacters(in: " ")) : line
        }
        guard let base = lines.filter({ !$0.isBlank }).map(\.indent).min() else { return "" }
        var blocks: [(text: String, isItem: Bool)] = []
        var paragraph: [String] = []
        var itemMarker: String?
        var itemColumn = 0, itemIndent = 0
        func flush() {
            if !paragraph.isEmpty {
                var joined = paragraph[0]
                for (previous, line) in zip(paragraph, paragraph.dropFirst()) {
                    if !UnspacedScripts.joinsWithoutSpace(Substring(previous), Substring(line)) { joined += " " }
                    joined += line
                }
                let text = escape(joined, atStart: true)
                blocks.append(((itemMarker ?? "") + text, itemMarker != nil))
            }
            paragraph = []
            itemMarker = nil
        }
        var i = 0
        while i < lines.count {
            let line = lines[i]
            if line.isBlank { flush(); i += 1; continue }
            // A quoted mail (`> …` lines at the text's margin) is a quotation, its lines kept; an
            // indented example and a `>>>` prompt are code.
            if isQuoted(line, base: base) {
                flush()
                var quoted: [String] = []
                while i < lines.count, !lines[i].isBlank, isQuoted(lines[i], base: base) {
                    let content = String(lines[i].text.dropFirst().drop { $0 == " " })
                    quoted.append(content.isEmpty ? ">" : "> " + escape(content, atStart: true) + "  ")
                    i += 1
                }
                blocks.append((quoted.joined(separator: "\n"), false))
                continue
            }
            let relative = line.indent - base
            let continuesItem = itemMarker != nil && !lines[i - 1].isBlank && line.indent <= itemColumn + 1
                && (line.indent > itemIndent || listMarker(line.text) == nil)
            // A paragraph whose first line alone is indented is prose, not an example.
            let indentedFirstLine = relative <= 8 && (i == 0 || lines[i - 1].isBlank) && i + 1 < lines.count
                && !lines[i + 1].isBlank && lines[i + 1].indent - base < preformattedIndent
            if relative >= preformattedIndent, !continuesItem, !indentedFirstLine {
                flush()
                var end = i
                var last = i
                while end < lines.count, lines[end].isBlank || lines[end].indent - base >= preformattedIndent {
                    if !lines[end].isBlank { last = end }
                    end += 1
                }
                let run = lines[i...last]
                let cut = run.filter { !$0.isBlank }.map(\.indent).min() ?? 0
                if isProseList(run, margin: cut) {
                    for line in run where !line.isBlank {
                        if line.indent == cut, let (marker, width) = listMarker(line.text) {
                            flush()
                            itemMarker = marker
                            paragraph.append(String(line.text.dropFirst(width)))
                        } else {
                            paragraph.append(line.text)
                        }
                    }
                    flush()
                    i = last + 1
                    continue
                }
                let code = run.map { $0.isBlank ? "" : String(repeating: " ", count: $0.indent - cut) + $0.text }
                blocks.append((RestructuredTextBlocks.fence(code.joined(separator: "\n"), language: ""), false))
                i = last + 1
                continue
            }
            if !continuesItem, let (marker, width) = listMarker(line.text) {
                flush()
                itemMarker = marker
                itemColumn = line.indent + width
                itemIndent = line.indent
                paragraph.append(String(line.text.dropFirst(width)))
            } else {
                paragraph.append(line.text)
            }
            i += 1
        }
        flush()
        var result = ""
        for (n, block) in blocks.enumerated() {
            if n > 0 { result += block.isItem && blocks[n - 1].isItem ? "\n" : "\n\n" }
            result += block.text
        }
        return result
    }

    /// Whether an indented run is a list of prose ("  - doctest is thread-safe" under "Pros:"),
    /// not an example: two items or more, every line at its margin opening one, no line that
    /// reads as code, and not mostly `key: value` items (YAML's "- name: x" is an example).
    static func isProseList(_ run: ArraySlice<PlainTextLines.Line>, margin: Int) -> Bool {
        var items = 0, keyed = 0
        for line in run where !line.isBlank {
            if PlainTextLines.looksLikeCode(line.text) { return false }
            guard line.indent == margin else { continue }
            guard let (_, width) = listMarker(line.text) else { return false }
            items += 1
            let firstWord = line.text.dropFirst(width).prefix { $0 != " " }
            if firstWord.hasSuffix(":") || !line.text.dropFirst(width).contains(" ") { keyed += 1 }
        }
        return items >= 2 && keyed * 2 <= items
    }

    /// A list item's Markdown marker and the width of the text's own: "- " for `-`, `*`, `+`,
    /// `o`, `•`; "3. " for "3." and "3)".
    static func listMarker(_ text: String) -> (String, Int)? {
        guard let first = text.first else { return nil }
        // Bullets of Unicode and of the old 8-bit sets ("×", Latin-1's 0xD7, lsh's FAQ; "·" in Latin-1 manuals).
        if "-*+•o·∙●○◦▪■‣×".contains(first), text.dropFirst().first == " ", !text.dropFirst(2).isEmpty {
            return ("- ", 2 + text.dropFirst(2).prefix { $0 == " " }.count)
        }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        let after = text.dropFirst(digits.count)
        if (1...3).contains(digits.count), let c = after.first, c == "." || c == ")", after.dropFirst().first == " " {
            return (String(Int(digits)!) + ". ", digits.count + 1 + after.dropFirst().prefix { $0 == " " }.count)
        }
        return nil
    }

    static let addressStarts = ["http://", "https://", "ftp://", "mailto:"]

    /// Text with Markdown's markup characters escaped; at a block's start, also what would
    /// open a list, quote or heading. Web addresses become `<…>` links.
    static func escape(_ text: String, atStart: Bool) -> String {
        var out = ""
        for (n, word) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if n > 0 { out += " " }
            if addressStarts.contains(where: { word.hasPrefix($0) }) {
                let address = word.reversed().drop { ".,;:!?)'\"".contains($0) }.reversed()
                if address.count > 8, !address.contains(where: { "<>`\\".contains($0) }) {
                    out += "<" + String(address) + ">" + word.dropFirst(address.count).map { "\\" + String($0) }.joined()
                    continue
                }
            }
            for c in word {
                if "\\`*_[]<>&#|~!".contains(c) { out += "\\" }
                out.append(c)
            }
        }
        if atStart, let first = out.first, "-+=".contains(first) || first.isNumber {
            // "1. " or "- " at a paragraph's start would open a list.
            if first.isNumber, let mark = out.drop(while: \.isNumber).first, mark == "." || mark == ")" {
                let digits = out.prefix { $0.isNumber }.count
                out.insert("\\", at: out.index(out.startIndex, offsetBy: digits))
            } else if !first.isNumber {
                out = "\\" + out
            }
        }
        return out
    }
}
