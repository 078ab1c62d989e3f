/// AsciiDoc labelled lists (`Question?::` and its answer). Under `[qanda]` every item is a
/// question; without it, a list is a list of questions when it has two items or more and most
/// of its terms ask (or, where most of the file's terms ask, when its terms are sentences).
/// An item's answer runs through everything attached to it (its paragraph, `+`
/// continuations, delimited blocks such as `----` and `....`, indented lines) up to the next
/// term, so a listing block inside an answer never ends the list; a paragraph at the margin
/// after a blank line does (the text after the list).
enum AsciiDocLabelledLists {
    struct Item {
        var term: String
        /// The answer's lines as written (the principal paragraph dedented).
        var answer: [String]
        /// 0-based line of the term.
        var line: Int
        var anchor: String?
    }

    /// `term:: rest` with exactly two colons at the margin (`:::` and `;;` items nest inside an answer).
    static func item(_ line: String) -> (term: String, rest: String)? {
        guard let found = AsciiDocFormat.labeledItem(line), line.dropFirst(found.term.count).hasPrefix("::"),
              !line.dropFirst(found.term.count + 2).hasPrefix(":"), !line.dropFirst(found.term.count + 2).hasPrefix(";"),
              !found.term.hasSuffix(":") else { return nil }
        return found
    }

    /// `[[id]]` (or `[[id,label]]`) alone on a line: the id.
    static func anchor(_ line: String) -> String? {
        guard line.hasPrefix("[["), line.hasSuffix("]]"), line.count > 4 else { return nil }
        return String(line.dropFirst(2).dropLast(2).split(separator: ",").first ?? "")
    }

    /// The items of the list whose first term is at `start`, and the line after the list.
    /// `qanda`: the list runs to the next heading, whatever comes between its items.
    static func list(_ lines: [String], from start: Int, anchor firstAnchor: String?, qanda: Bool) -> (items: [Item], end: Int) {
        var items: [Item] = []
        var i = start
        var pending = firstAnchor
        var resume = start
        while i < lines.count, var entry = item(lines[i]) {
            // Terms one after another share the answer that follows the last of them.
            while entry.rest.isEmpty {
                var look = i + 1
                while look < lines.count, RestructuredTextFormat.isBlank(lines[look]) { look += 1 }
                guard look < lines.count, let more = item(lines[look]) else { break }
                entry = (entry.term + " " + more.term, more.rest)
                i = look
            }
            let end = answerEnd(lines, after: i, qanda: qanda)
            // Blank lines and `[[id]]` lines before the next term belong to it.
            var last = end
            var nextAnchor: String?
            while last > i + 1, RestructuredTextFormat.isBlank(lines[last - 1]) || anchor(lines[last - 1]) != nil {
                if let id = anchor(lines[last - 1]), nextAnchor == nil { nextAnchor = id }
                last -= 1
            }
            items.append(Item(term: entry.term, answer: answerLines(entry.rest, Array(lines[(i + 1)..<last])), line: i, anchor: pending))
            resume = last
            guard end < lines.count, item(lines[end]) != nil else { break }
            pending = nextAnchor
            i = end
        }
        return (items, max(resume, start + 1))
    }

    /// Whether a list without `[qanda]` is a list of questions: most of its terms ask (two or
    /// more), or, in a file where most terms of labelled lists ask (`mostlyAsking`), some do or
    /// all are sentences (problems stated: "Unable to view Flash content."; a glossary's terms
    /// are names, not sentences).
    static func asks(_ items: [Item], mostlyAsking: Bool) -> Bool {
        let terms = items.map { AsciiDocInline.convertPlain($0.term).trimmingCharacters(in: " ") }
        let asking = terms.filter(StructureRule.asks).count
        let sentences = items.count >= 2 && terms.allSatisfy { term in term.split(separator: " ").count >= 3 && ".!?".contains(term.last ?? " ") }
        return items.count >= 2 && asking * 2 > items.count || mostlyAsking && (asking > 0 || sentences)
    }

    /// Whether most terms of the file's labelled lists (outside delimited blocks) ask.
    static func mostlyAsking(_ lines: [String]) -> Bool {
        var terms = 0, asking = 0
        var i = 0
        while i < lines.count {
            if AsciiDocSetextTitles.title(lines, at: i) != nil {
                i += 2
                continue
            }
            if let delimiter = AsciiDocBlocks.delimiter(lines[i]) {
                i = (lines[(i + 1)...].firstIndex(of: delimiter) ?? lines.count) + 1
                continue
            }
            if let entry = item(lines[i]) {
                terms += 1
                if StructureRule.asks(AsciiDocInline.convertPlain(entry.term)) { asking += 1 }
            }
            i += 1
        }
        return terms >= 2 && asking * 2 > terms
    }

    /// The line after the answer of the term at `term`.
    private static func answerEnd(_ lines: [String], after term: Int, qanda: Bool) -> Int {
        var end = term + 1
        var afterBlank = false, attached = false
        while end < lines.count {
            let line = lines[end]
            if RestructuredTextFormat.isBlank(line) {
                afterBlank = true
                end += 1
                continue
            }
            if AsciiDocFormat.isHeading(line) || AsciiDocSetextTitles.title(lines, at: end) != nil || item(line) != nil { break }
            if let delimiter = AsciiDocBlocks.delimiter(line) {
                end = (lines[(end + 1)...].firstIndex(of: delimiter) ?? lines.count - 1) + 1
                afterBlank = false
                attached = false
                continue
            }
            if line == "+" {
                attached = true
                end += 1
                continue
            }
            let indented = line.first == " "
            let markup = anchor(line) != nil || (line.hasPrefix("[") && line.hasSuffix("]")) || line.hasPrefix("//")
            if afterBlank && !attached && !qanda && !indented && !markup { break }  // a paragraph after the list
            afterBlank = false
            attached = markup && attached
            end += 1
        }
        return min(end, lines.count)
    }

    /// The answer: the text after the term, its paragraph (at any indent: it is not a literal
    /// block), then the attached blocks as written, `+` lines made blank.
    private static func answerLines(_ rest: String, _ lines: [String]) -> [String] {
        var result = rest.isEmpty ? [] : [rest]
        var principal = true
        for line in lines {
            if RestructuredTextFormat.isBlank(line) || line == "+" || AsciiDocBlocks.delimiter(line) != nil { principal = false }
            if line == "+" {
                result.append("")
            } else {
                result.append(principal ? line.trimmingCharacters(in: " ") : line)
            }
        }
        return RestructuredTextBlocks.dedent(result)
    }
}
