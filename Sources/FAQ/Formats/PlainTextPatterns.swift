/// The plain-text FAQ shapes besides numbered entries (`PlainTextNumbered`): "Q:"/"A:" pairs here;
/// bulleted questions (`PlainTextBulletedQuestions.swift`), questions followed by indented answers (`PlainTextIndentedEntries.swift`),
/// titled entries, underlined or in capitals (`PlainTextTitledEntries.swift`), and mail digests
/// with a `Subject:` per entry (`PlainTextDigest.swift`). Each returns a candidate reading for `PlainTextScore`.
enum PlainTextPatterns {
    /// The width of a "Q:", "Q.", "Q1)", "Question:", "[Q] -" marker (`letter` "Q"), or "A:"…
    /// (`letter` "A"), and of the spaces after it; nil when the text does not start with one. A bullet may
    /// come first ("* Q: …" over "* A: …").
    static func marker(_ text: String, letter: Character) -> Int? {
        var chars = Substring(text)
        if let bullet = chars.first, bullet == "*" || bullet == "-", chars.dropFirst().first == " " {
            chars = chars.dropFirst(2).drop { $0 == " " }
        }
        // Quote marks may lead it in, as a wiki's export writes the pairs (pam_usb's "> Q: …" over ">> A: …").
        let quotes = chars.prefix { $0 == ">" }.count
        if (1...2).contains(quotes), chars.dropFirst(quotes).first == " " { chars = chars.dropFirst(quotes).drop { $0 == " " } }
        // A run of underscores may lead it in, as a rule drawn up to it (w3cam's "___A: …").
        let lead = chars.prefix { $0 == "_" }.count
        if lead >= 2, chars.dropFirst(lead).first?.isLetter == true { chars = chars.dropFirst(lead) }
        let word = letter == "Q" ? "question" : "answer"
        // "[Q] - …" over "[A] - …": the letter in brackets, then a dash or a colon; "[Q1] …" over
        // "[A1] …" (src2tex): a number with it, then a space is mark enough; a brace mistyped for
        // its bracket closes it too ("[A6}").
        let number = chars.dropFirst(2).prefix { $0.isASCII && $0.isNumber || $0 == "." }
        if chars.first == "[", chars.dropFirst().first == letter, number.count <= 4,
           let close = chars.dropFirst(2 + number.count).first, close == "]" || close == "}" && !number.isEmpty {
            let after = chars.dropFirst(3 + number.count)
            var rest = after.drop { $0 == " " }
            if let mark = rest.first, mark == "-" || mark == ":" {
                rest = rest.dropFirst()
            } else if !number.isEmpty, after.first == " " {
                return text.count - rest.count
            }
            guard rest.isEmpty || rest.first == " " else { return nil }
            return text.count - rest.drop { $0 == " " }.count
        }
        if chars.lowercased().hasPrefix(word) {
            chars = chars.dropFirst(word.count)
            // "Question (Esperanto):": a word label may name its language or kind in brackets.
            if chars.hasPrefix(" ("), let close = chars.firstIndex(of: ")"), chars.distance(from: chars.startIndex, to: close) <= 20,
               chars[chars.index(after: close)...].first == ":" {
                chars = chars[chars.index(after: close)...]
            }
        } else if let first = chars.first, (letter == "Q" ? QuestionLabelLetters.question : QuestionLabelLetters.answer).contains(first) {
            chars = chars.dropFirst()
        } else {
            return nil
        }
        chars = chars.drop { $0 == " " }
        // "Q12:", "Q1.2)": a number after the letter; "Q 1.3 How…": a space is mark enough after a number.
        // A plain number right after the letter, then two spaces or more (a tab, expanded), labels whatever
        // follows: OCFS2's "Q07<tab>Do I need…?" over "A07<tab># cat …".
        var numbered = false
        // "Q#1:" over "A#1:" (Libidn), "Q.1." over "A.1." (CM-Super): a number sign or a stop before the number.
        if chars.first == "#" || chars.first == ".", let d = chars.dropFirst().first, d.isASCII, d.isNumber { chars = chars.dropFirst() }
        if let d = chars.first, d.isASCII, d.isNumber {
            let attached = chars.startIndex > text.startIndex && text[text.index(before: chars.startIndex)] == letter
            chars = chars.drop { $0.isASCII && $0.isNumber }
            if attached, chars.hasPrefix("  "), let rest = Optional(chars.drop { $0 == " " }), !rest.isEmpty {
                return text.count - rest.count
            }
            while chars.first == ".", let e = chars.dropFirst().first, e.isASCII, e.isNumber {
                chars = chars.dropFirst().drop { $0.isASCII && $0.isNumber }
            }
            numbered = true
        }
        if numbered, chars.first == " ", chars.dropFirst().first?.isLetter == true { return text.count - chars.dropFirst().count }
        guard let c = chars.first, c == ":" || c == "：" || c == "." || c == ")" || c == "-" else { return nil }
        chars = chars.dropFirst()
        // "Q). " over "A). " (tac_plus): a stop after the bracket.
        if c == ")", let stop = chars.first, stop == "." || stop == ":" { chars = chars.dropFirst() }
        // "Q:How can i …?" over "A:This can be …": a colon binds the label to its text with no space (jcrontab's); so
        // does a stop before a capital that no stop follows (XKeymacs's "Q.Why does …?", not "Q.E.D.").
        let opening = chars.prefix(2)
        let stopBound = c == "." && opening.first?.isUppercase == true && opening.dropFirst().first != "."
        guard chars.isEmpty || chars.first == " " || c == ":" && chars.first?.isLetter == true || c == "：" || stopBound else { return nil }
        chars = chars.drop { $0 == " " }
        return text.count - chars.count
    }

    /// "Q:" lines start entries; the question runs to the blank line or the "A:" line, and the
    /// answer to the next entry. Strength 1 when nearly every question has its "A:".
    static func questionAnswer(_ lines: PlainTextLines, titles: [PlainTextTitles.Title]) -> PlainTextCandidate? {
        var candidate = PlainTextCandidate(shape: .questionAnswer, strength: 0.8)
        let indexes = questionIndexes(lines)
        candidate.skipped = indexes.map(\.lines)
        var answered = 0
        var i = 0
        var index = 0
        // "Q:" markers count only in the form the file keeps (`PlainTextMarkerForm`); problem
        // labels only where they are that form (`PlainTextProblemLabels`).
        // Letter pairs ("P:" over "S:") mark entries as "Q:" does (`PlainTextLetterPairs`).
        let pairs = PlainTextLetterPairs.find(lines)
        // And so do "Q " and "A " with no mark, where the file keeps them (`PlainTextBareLabels`).
        let bare = PlainTextBareLabels.kept(lines)
        func paired(_ k: Int, asking: Bool) -> Int? {
            if bare { return PlainTextBareLabels.entryMarker(lines, k, letter: asking ? "Q" : "A") }
            guard let (letter, width) = PlainTextLetterPairs.marker(lines[k].text) else { return nil }
            return (asking ? pairs[letter] != nil : pairs.values.contains(letter)) ? width : nil
        }
        func written(_ k: Int) -> Int? {
            marker(lines[k].text, letter: "Q") ?? PlainTextProblemLabels.marker(lines[k].text) ?? paired(k, asking: true)
        }
        let (counted, dominant) = PlainTextMarkerForm.counted((0..<lines.count).compactMap { k in
            lines[k].indent <= 8 ? written(k).map { (line: k, width: $0) } : nil
        }, in: lines)
        let problems = dominant.map { PlainTextProblemLabels.isProblemLabel($0.form.label) } ?? false
        func questionMarker(_ k: Int) -> Int? {
            (problems ? written(k) : marker(lines[k].text, letter: "Q") ?? paired(k, asking: true)).flatMap { counted.contains(k) ? $0 : nil }
        }
        func answerMarker(_ k: Int) -> Int? {
            marker(lines[k].text, letter: "A") ?? paired(k, asking: false) ?? (problems ? PlainTextProblemLabels.answerMarker(lines[k].text) : nil)
        }
        /// Whether an answer's label opens a line of the paragraph from `k` on, or the first line after it, within
        /// `labelledAnswerReach` lines (a question's lines are few; a long paragraph is read once, not once a line).
        func answerLabelled(after k: Int) -> Bool {
            let reach = min(lines.count, k + labelledAnswerReach)
            var n = k
            while n < reach, !lines[n].isBlank {
                if answerMarker(n) != nil { return true }
                n += 1
            }
            while n < reach, lines[n].isBlank { n += 1 }
            return n < reach && answerMarker(n) != nil
        }
        // Entries whose "A:" did not follow at once: (heading, the line after the question).
        var waiting: [(heading: Int, end: Int)] = []
        // Lines of an entry that are no section title, though they may look like one: its "A:"
        // line (a rule right under GLOBAL's "A8. No problem." underlines nothing), and up to
        // three lines between a question and its "A:" ("Q: How can I…?", a capital "THIS
        // ANSWER IS WRONG", then "A: …").
        var inside: [Range<Int>] = []
        while i < lines.count {
            if index < indexes.count, indexes[index].lines.contains(i) { i = indexes[index].lines.upperBound; index += 1; continue }
            guard lines[i].indent <= 8,
                  let width = questionMarker(i) ?? PlainTextNumberedPairs.marker(lines[i].text) ?? PlainTextMarkerForm.mistyped(lines, i, dominant: dominant)
            else { i += 1; continue }
            var title = String(lines[i].text.dropFirst(width))
            var end = i + 1
            var bodyStart: Int?
            var answer: Int?
            if title.allSatisfy(\.isWhitespace), let quoted = PlainTextQuotedQuestion.read(lines, from: i + 1) {
                (title, end, bodyStart) = (quoted.title, quoted.end, i + 1)
            } else if title.allSatisfy(\.isWhitespace),
                      let paragraph = labelledParagraph(lines, after: i, answerMarker: answerMarker, questionMarker: questionMarker) {
                // "Question:" alone on its line over its question's paragraphs, then "Answer:".
                (title, end, answer) = (paragraph.title, paragraph.end, paragraph.answer)
            }
            while bodyStart == nil, answer == nil, end < lines.count, end - i < 6, !lines[end].isBlank, answerMarker(end) == nil {
                // A question ended, a sentence opening under it at the label's margin, and no "A." to come: the answer, its
                // label left out (XKeymacs's "Q. What is Program Manager (Progman.exe)?" over "Program Manager is the
                // desktop interface."). A line set in under the question, or one an "A:" follows, still asks (xz's "Why is
                // liblzma named …?" over "    Shouldn't it be e.g. libxz?"), and so does another "Q:" over the "A:" of
                // both (davfs2's).
                if title.hasSuffix("?"), lines[end].text.first?.isUppercase == true, lines[end].indent <= lines[i].indent,
                   !answerLabelled(after: end) { break }
                title += " " + lines[end].text
                end += 1
            }
            var next = end
            while next < lines.count, lines[next].isBlank { next += 1 }
            // The question's other paragraphs (its example, its error) open its answer, before the "A:".
            if let answer, answer > next { inside.append(next..<answer) }
            if let answer = answer ?? (next < lines.count ? next : nil), let a = answerMarker(answer) {
                // A troubleshooting entry's "SOLUTION:" and "CAUSE:" stay: they name its parts.
                if marker(lines[answer].text, letter: "A") ?? paired(answer, asking: false) != nil { candidate.markers[answer] = a }
                inside.append(answer..<answer + 1)
                answered += 1
            } else {
                waiting.append((candidate.headings.count, end))
            }
            // Its number alone on the line above ("1.1" over "Q: …", bootcd's; or a blank line above, KallistiOS's), a
            // blank line over it, opens the entry; a number that ends the answer above ("A: Anything newer than" over
            // "3.8") is its text.
            let numberLine = i > 1 && lines[i - 1].isBlank ? i - 2 : i - 1
            let numbered = numberLine >= 0 && !lines[numberLine].isBlank && PlainTextLines.isLoneEntryNumber(lines[numberLine].text)
                && (numberLine == 0 || lines[numberLine - 1].isBlank) && candidate.headings.last.map { $0.bodyStart < numberLine } ?? true
            candidate.headings.append(.init(line: numbered ? numberLine : i, bodyStart: bodyStart ?? end, level: 2,
                                            title: PlainTextLines.collapsed(title), isEntry: true))
            i = end
        }
        guard !candidate.headings.isEmpty else { return nil }
        for (heading, end) in waiting {
            let next = min(heading + 1 < candidate.headings.count ? candidate.headings[heading + 1].line : lines.count, end + 12)
            guard let a = (end..<next).first(where: { !lines[$0].isBlank && answerMarker($0) != nil }),
                  (end..<a).filter({ !lines[$0].isBlank }).count <= 3 else { continue }
            if marker(lines[a].text, letter: "A") ?? paired(a, asking: false) != nil { candidate.markers[a] = answerMarker(a) }
            inside.append(end..<a + 1)
            answered += 1
        }
        candidate.headings = joiningTwins(joiningUnnumbered(candidate.headings, lines), lines)
        // Nearly every question answered by its "A:": four in five, or three of four (MyBestBB's,
        // the first answered without its label).
        let count = candidate.headings.count
        if Double(answered) >= 0.8 * Double(count) || count == 4 && answered == 3 { candidate.strength = 1 }
        let groups = indexes.compactMap(\.title).filter { group in !titles.contains { $0.line == group.line } }
        let sectionTitles = (titles + groups).filter { title in !inside.contains { $0.contains(title.line) } }
        candidate.headings = withSections(candidate.headings, titles: sectionTitles.sorted { $0.line < $1.line }, lines: lines)
        return candidate
    }

    /// The question under a label alone on its line ("Question:" or "Q1:" over a blank line and
    /// its paragraphs), when an answer's label follows them within `labelledQuestionLines` and no
    /// other question's label comes first: its first paragraph (with the next after an
    /// attribution, "[from Tate Wilson]") is its title, the line after it its `end`, and
    /// `answer` the answer label's line. The paragraphs between stay as text above the answer.
    static func labelledParagraph(_ lines: PlainTextLines, after label: Int, answerMarker: (Int) -> Int?,
                                  questionMarker: (Int) -> Int?) -> (title: String, end: Int, answer: Int)? {
        var start = label + 1
        while start < lines.count, lines[start].isBlank { start += 1 }
        func paragraphEnd(_ from: Int) -> Int {
            var end = from
            while end < lines.count, !lines[end].isBlank, end - from < 6, answerMarker(end) == nil { end += 1 }
            return end
        }
        let end = paragraphEnd(start)
        guard end > start, end - start < 6 else { return nil }
        var answer = end
        while answer < lines.count, answer - label <= labelledQuestionLines, answerMarker(answer) == nil {
            if !lines[answer].isBlank, lines[answer].indent <= 8, questionMarker(answer) != nil { return nil }
            answer += 1
        }
        guard answer < lines.count, answerMarker(answer) != nil else { return nil }
        let first = (start..<end).map { lines[$0].text }.joined(separator: " ")
        // An attribution alone is no question: the paragraph after it is.
        if first.hasPrefix("["), first.hasSuffix("]") {
            var next = end
            while next < answer, lines[next].isBlank { next += 1 }
            let after = paragraphEnd(next)
            if next < answer, after > next, after - next < 6 {
                return (first + " " + (next..<after).map { lines[$0].text }.joined(separator: " "), after, answer)
            }
        }
        return (first, end, answer)
    }

    /// How far below its label a question's answer label may be.
    static let labelledQuestionLines = 60
    /// How far below a question's line its "A:" is looked for, to tell whether the line under the question still asks.
    static let labelledAnswerReach = 12
}
