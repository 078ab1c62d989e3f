/// Raku's Pod (Pod 6: `.pod6`, `.rakudoc`), written as the POD paragraphs it amounts to so that the
/// POD reader reads it: a directive line (`=head2`, `=item`, `=TITLE`) starts a block of its own
/// even with no blank line before it; `=begin pod` and other text blocks are their text;
/// `=begin code` … `=end code`, `=for code` and tables are code; comments and data are left out;
/// `=item` (and `=item1` … `=item4`) is a bullet whose text follows it; `X<text|entry>` shows its text
/// (POD's `X<>` shows nothing), and a code's content may stand in French quotes (`L«…»`). A block
/// begun and never ended holds its own paragraph only.
enum RakuPod {
    static let extensions = [".pod6", ".rakudoc"]

    /// Whether a paragraph opens a Raku Pod document (`=begin pod`, perhaps with its config).
    static func opensDocument(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace)
        return words.first == "=begin" && words.dropFirst().first == "pod"
    }

    /// What a block holds: text read as Pod, lines shown as they are, or nothing shown.
    enum Kind { case text, code, hidden }

    static func kind(of name: Substring) -> Kind {
        switch name {
        case "code", "table", "output", "input": return .code
        case "comment", "data", "config": return .hidden
        default: return .text
        }
    }

    /// A directive line: `=` and a letter.
    static func isDirective(_ line: Substring) -> Bool {
        line.first == "=" && line.dropFirst().first?.isLetter == true
    }

    /// The block a `=begin NAME` or `=end NAME` line names.
    static func blockName(_ line: Substring) -> Substring? {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first
    }

    /// The POD paragraphs that Raku's paragraphs amount to.
    static func podParagraphs(_ paragraphs: [PODFormat.Paragraph]) -> [PODFormat.Paragraph] {
        // Where each block's last `=end` stands: a `=begin` with none after it is known at once, so a
        // file of unended blocks costs no more than one of ended ones.
        var lastEnd: [Substring: (paragraph: Int, line: Int)] = [:]
        for (p, paragraph) in paragraphs.enumerated() {
            for (k, line) in paragraph.lines.enumerated() where line.hasPrefix("=end") {
                if let name = blockName(line) { lastEnd[name] = (p, k) }
            }
        }
        var out: [PODFormat.Paragraph] = []
        // The delimited block being read: its name, kind, lines so far and first line.
        var open: (name: Substring, kind: Kind, lines: [Substring], line: Int)?
        func emit(_ kind: Kind, _ lines: [Substring], line: Int) {
            guard kind == .code else { return }
            var body = lines[...]
            while body.first?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { body = body.dropFirst() }
            while body.last?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { body = body.dropLast() }
            // Set in, the POD reader's sign of a verbatim paragraph.
            if !body.isEmpty { out.append(PODFormat.Paragraph(lines: body.map { "    " + $0 }, line: line)) }
        }
        for (p, paragraph) in paragraphs.enumerated() {
            let lines = paragraph.lines
            var k = 0
            while k < lines.count {
                if var block = open {
                    if let end = lines[k...].firstIndex(where: { $0.hasPrefix("=end") && blockName($0) == block.name }) {
                        block.lines += lines[k..<end]
                        emit(block.kind, block.lines, line: block.line)
                        open = nil
                        k = end + 1
                    } else {
                        block.lines += lines[k...]
                        block.lines.append("")
                        open = block
                        k = lines.count
                    }
                    continue
                }
                let line = lines[k]
                if line.hasPrefix("=begin"), let name = blockName(line) {
                    let kind = kind(of: name)
                    if let end = lastEnd[name], (end.paragraph, end.line) > (p, k) {
                        // A text block's markers are no text; its lines are read on.
                        if kind != .text { open = (name, kind, [], paragraph.line + k + 1) }
                    } else {
                        // Never ended: the block is the rest of its paragraph.
                        if kind == .text { k += 1; continue }
                        emit(kind, Array(lines[(k + 1)...]), line: paragraph.line + k + 1)
                        k = lines.count
                        continue
                    }
                    k += 1
                    continue
                }
                if line.hasPrefix("=end") {
                    k += 1
                    continue
                }
                // A paragraph block, abbreviated or not: up to the next directive line.
                var end = k + 1
                while end < lines.count, !isDirective(lines[end]) { end += 1 }
                if let converted = paragraphBlock(Array(lines[k..<end]), line: paragraph.line + k, emit: emit) { out.append(converted) }
                k = end
            }
        }
        if let block = open { emit(block.kind, block.lines, line: block.line) }
        return out
    }

    /// One paragraph block: `=for NAME` and `=NAME` abbreviated blocks by their kind, `=item` as a bullet, a
    /// text paragraph with Raku's codes written as POD's; nil when what it holds is emitted or left out.
    private static func paragraphBlock(_ lines: [Substring], line: Int, emit: (Kind, [Substring], Int) -> Void) -> PODFormat.Paragraph? {
        guard let first = lines.first else { return nil }
        let command = isDirective(first) ? first.dropFirst().prefix { !$0.isWhitespace } : ""
        let name = command == "for" ? blockName(first) ?? "" : command
        if !command.isEmpty, kind(of: name) != .text {
            emit(kind(of: name), Array(lines.dropFirst()), line + 1)
            return nil
        }
        if command == "for" { return PODFormat.Paragraph(lines: Array(lines.dropFirst()).map(shownText), line: line + 1) }
        if isItem(command) {
            let text = first.dropFirst(1 + command.count).drop { $0 == " " || $0 == "\t" }
            return PODFormat.Paragraph(lines: (["=item * " + text] + lines.dropFirst()).map(shownText), line: line)
        }
        // Set in: a verbatim paragraph, its characters as they are.
        if first.first == " " || first.first == "\t" { return PODFormat.Paragraph(lines: lines, line: line) }
        return PODFormat.Paragraph(lines: lines.map(shownText), line: line)
    }

    /// `=item`, `=item1` … `=item4`: Raku's list items, each a bullet of its own.
    static func isItem(_ command: Substring) -> Bool {
        command == "item" || command.count == 5 && command.hasPrefix("item") && command.last!.isNumber
    }

    /// A line of text with Raku's codes written as POD's.
    private static func shownText(_ line: Substring) -> Substring {
        Substring(indexEntriesShown(frenchQuotesAsBrackets(String(line))))
    }

    /// The text with Raku's French quotes around a code's content (`L«C<say> routine|/routine/say»`) written as
    /// POD's doubled brackets (`L<< C<say> routine|/routine/say >>`), which `PODInline` reads.
    static func frenchQuotesAsBrackets(_ text: String) -> String {
        guard text.contains("«") else { return text }
        var result = ""
        var open = 0
        var previous: Character = " "
        for c in text {
            if c == "«", previous.isASCII, previous.isUppercase {
                result += "<< "
                open += 1
            } else if c == "»", open > 0 {
                result += " >>"
                open -= 1
            } else {
                result.append(c)
            }
            previous = c
        }
        return result
    }

    /// The longest index entry read as one; a longer `X<` stays as it is.
    static let maximumEntryLength = 500

    /// The text with every `X<text|entry>` and `X<text>` as its text (and `X<|entry>` as nothing); the text
    /// may hold other codes (`X<C<Any>|Any type>`), left for `PODInline`. An `X<` never closed stays as it is.
    static func indexEntriesShown(_ text: String) -> String {
        guard text.contains("X<") else { return text }
        let characters = Array(text)
        var result = ""
        var i = 0
        while i < characters.count {
            guard characters[i] == "X", i + 1 < characters.count, characters[i + 1] == "<",
                  i == 0 || !characters[i - 1].isLetter else {
                result.append(characters[i])
                i += 1
                continue
            }
            // Its content: to the `>` that closes it, codes inside it counted (a `<` after a capital opens one),
            // within `maximumEntryLength` characters: an `X<` never closed must not read the rest of a long line.
            var depth = 1
            var k = i + 2
            var bar: Int?
            while k < min(characters.count, i + 2 + maximumEntryLength) {
                let c = characters[k]
                if c == "<", characters[k - 1].isUppercase { depth += 1 } else if c == ">" { depth -= 1 }
                if depth == 0 { break }
                if c == "|", depth == 1, bar == nil { bar = k }
                k += 1
            }
            guard k < characters.count, depth == 0 else {
                result.append(characters[i])
                i += 1
                continue
            }
            result += String(characters[(i + 2)..<(bar ?? k)])
            i = k + 1
        }
        return result
    }
}
