/// Structures of manual pages (man and POD) in which one question is spread over several
/// headings or entries, settled before `ManualStructure` reads the page:
///
/// - a heading labelled `Q:` with no text, then one labelled `A:` at its level, is one question
///   (`=head2 Q: …` then `=head2 A: No.`);
/// - entries tagged `Q` and `A` in turn are one question whose text is the `Q` entry's (rst2man's
///   field lists and definition lists: `.TP` `Q` then `.TP` `A`), also when each pair is a bullet;
/// - a run of headings at one level with no text, the last of them with text, share that text:
///   one question (guestfs-faq's "How can I get help?" over "What mailing lists …?");
/// - a heading whose entries have no text and come again later with text is an index of the
///   questions, not questions (wml_faq's `DESCRIPTION` lists `G01: …` before answering it).
enum ManualPairs {
    static func settle(_ headings: [ManualHeading]) -> [ManualHeading] {
        guard headings.count > 1 else { return headings.map(pairingEntries) }
        var result = withoutIndexes(headings).map(pairingEntries)
        result = pairingLabelledHeadings(result)
        return sharingAnswers(result)
    }

    /// The text after a `Q:` (`letter` "Q") or `A:` label, or a label standing alone ("Q",
    /// "Answer"); nil without one.
    static func labelled(_ text: String, letter: Character) -> String? {
        let trimmed = StyledText.collapsed(text)
        let word = letter == "Q" ? "question" : "answer"
        if trimmed == String(letter) || trimmed.lowercased() == word { return "" }
        guard let width = PlainTextPatterns.marker(trimmed, letter: letter) else { return nil }
        return String(trimmed.dropFirst(width))
    }

    private static func pairingLabelledHeadings(_ headings: [ManualHeading]) -> [ManualHeading] {
        var result: [ManualHeading] = []
        var i = 0
        while i < headings.count {
            var heading = headings[i]
            if i + 1 < headings.count, heading.blocks.isEmpty, headings[i + 1].level == heading.level,
               let question = labelled(heading.title, letter: "Q"), !question.isEmpty,
               let answer = labelled(headings[i + 1].title, letter: "A") {
                heading.title = question
                var first = StyledText()
                first.append(answer, .plain)
                heading.blocks = (answer.isEmpty ? [] : [.paragraph(first)]) + headings[i + 1].blocks
                result.append(heading)
                i += 2
                continue
            }
            result.append(heading)
            i += 1
        }
        return result
    }

    private static func pairingEntries(_ heading: ManualHeading) -> ManualHeading {
        var heading = heading
        heading.blocks = pairing(heading.blocks)
        return heading
    }

    /// `Q` and `A` entries in turn made one entry; a bullet holding only one of them (or a pair)
    /// gives way to it.
    static func pairing(_ blocks: [ManualBlock]) -> [ManualBlock] {
        let lifted = blocks.map { block -> ManualBlock in
            guard case .item(var item) = block else { return block }
            let hadLabel = item.blocks.contains(where: isLabelledEntry)
            item.blocks = pairing(item.blocks)
            if hadLabel, item.marker != .tag, item.blocks.count == 1, case .item(let inner) = item.blocks[0], inner.marker == .tag {
                return .item(inner)
            }
            return .item(item)
        }
        var result: [ManualBlock] = []
        var n = 0
        while n < lifted.count {
            if case .item(let item) = lifted[n], item.marker == .tag, labelled(item.tag.plainText, letter: "Q") == "",
               n + 1 < lifted.count, case .item(let answer) = lifted[n + 1], answer.marker == .tag,
               labelled(answer.tag.plainText, letter: "A") == "", case .paragraph(let question)? = item.blocks.first {
                result.append(.item(ManualItem(marker: .tag, tag: question, line: item.line,
                                               blocks: Array(item.blocks.dropFirst()) + answer.blocks)))
                n += 2
                continue
            }
            result.append(lifted[n])
            n += 1
        }
        return result
    }

    private static func isLabelledEntry(_ block: ManualBlock) -> Bool {
        guard case .item(let item) = block, item.marker == .tag else { return false }
        return labelled(item.tag.plainText, letter: "Q") == "" || labelled(item.tag.plainText, letter: "A") == ""
    }

    /// Headings at one level with no text, each followed by the next, and the last with text:
    /// one question under the titles joined. Not at the page's top level, whose empty headings
    /// are left out (`.SH GIT`), nor for headings with headings under them.
    private static func sharingAnswers(_ headings: [ManualHeading]) -> [ManualHeading] {
        let top = headings.dropFirst().map(\.level).min() ?? 1
        var result: [ManualHeading] = []
        var i = 0
        while i < headings.count {
            var j = i
            while j + 1 < headings.count, headings[j].level > top, headings[j].blocks.isEmpty,
                  headings[j + 1].level == headings[j].level, !ManualStructure.isBoilerplate(headings[j].title) {
                j += 1
            }
            guard j > i, !headings[j].blocks.isEmpty else { result.append(headings[i]); i += 1; continue }
            var merged = headings[j]
            merged.line = headings[i].line
            // Sentences joined by a space, other titles (error messages) by a slash.
            var parts: [String] = []
            for title in headings[i...j].map({ StyledText.collapsed($0.title) }) {
                if let last = parts.last?.last { parts.append(".?!".contains(last) ? " " : " / ") }
                parts.append(title)
            }
            merged.title = parts.joined()
            result.append(merged)
            i = j + 1
        }
        return result
    }

    /// Headings whose blocks are two or more tagged entries with no text, most of whose tags come
    /// again further on (as tags or titles): an index, left out.
    private static func withoutIndexes(_ headings: [ManualHeading]) -> [ManualHeading] {
        func key(_ text: String) -> String {
            // "\fBG01:\fR What is WML?" and "G01: What is WML?" alike: letters and digits, lower-case.
            String(text.lowercased().filter { $0.isLetter || $0.isNumber })
        }
        // The last heading where each title or answered tag is found.
        var lastSeen: [String: Int] = [:]
        for (i, heading) in headings.enumerated() {
            lastSeen[key(heading.title)] = i
            for case .item(let item) in heading.blocks where !item.blocks.isEmpty { lastSeen[key(item.tag.plainText)] = i }
        }
        return headings.enumerated().filter { i, heading in
            let tags = heading.blocks.compactMap { block -> String? in
                guard case .item(let item) = block, item.marker == .tag, item.blocks.isEmpty else { return nil }
                return key(item.tag.plainText)
            }
            guard i > 0, tags.count >= 2, tags.count == heading.blocks.count else { return true }
            let again = tags.filter { (lastSeen[$0] ?? 0) > i }.count
            return again * 2 < tags.count
        }.map(\.element)
    }
}
