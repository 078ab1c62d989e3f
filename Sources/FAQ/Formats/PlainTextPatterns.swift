/// The plain-text FAQ shapes besides numbered entries (`PlainTextNumbered`): "Q:"/"A:" pairs and
/// bulleted questions here; questions followed by indented answers (`PlainTextIndentedEntries.swift`),
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

    /// "* Question?" lines between blank lines (a long one wrapped under its text), each
    /// followed by its answer's paragraphs: a list item with a blank line before and after it.
    /// `indent`: the items stand there, set in over answers at the margin
    /// (`outdentedBulletIndent`); nil, at the margin.
    static func bulleted(_ lines: PlainTextLines, titles: [PlainTextTitles.Title], indent: Int? = nil) -> PlainTextCandidate? {
        var candidate = PlainTextCandidate(shape: .bulleted, strength: 0.8)
        var longItems: [PlainTextCandidate.Heading] = []
        // Arrows lead entries where most of them ask (cadaver's "-> Why this horrible name?"; not
        // "-> Edit -> Preferences" menu paths) and no bulleted topic stands at the margin.
        var arrows = 0, askingArrows = 0, bulletedTopics = false
        for k in 0..<lines.count where lines[k].indent <= 2 && (k == 0 || lines[k - 1].isBlank) {
            if isArrow(lines[k].text) {
                arrows += 1
                if PlainTextLines.asks(String(lines[k].text.dropFirst(3))) { askingArrows += 1 }
            } else if let (marker, _) = PlainTextAnswer.listMarker(lines[k].text), marker == "- " {
                bulletedTopics = true
            }
        }
        let arrowsLead = !bulletedTopics && askingArrows * 2 > arrows
        // The column of the last entry's text, where it asks: an item there that does not ask is
        // its answer's list (KISS's "* What coreutils …?" over "  * One exception is made …").
        var answerColumn: Int?
        var i = 0
        while i < lines.count {
            let line = lines[i]
            guard indent.map({ line.indent == $0 }) ?? (line.indent <= 2), i == 0 || lines[i - 1].isBlank, let width = PlainTextAnswer.listMarker(line.text)?.1 ?? boxMarker(line.text),
                  !(line.text.first?.isNumber ?? true) else { i += 1; continue }
            if line.indent > 0, line.indent == answerColumn, !PlainTextLines.asks(String(line.text.dropFirst(width))) {
                i += 1
                continue
            }
            // Beside bulleted topics an arrow asks a topic's question in full ("* Log files" over
            // "-> Where does logging info go ?"): that entry's text, not one of its own.
            if isArrow(line.text), !arrowsLead {
                i += 1
                continue
            }
            var end = i + 1
            while end < lines.count, end - i < 3, !lines[end].isBlank, lines[end].indent == line.indent + width { end += 1 }
            // A line leading into what it quotes, set in deeper on the next line ("* When I start SRB2 with -server it
            // say :" over its error message): the quote is part of the question.
            if end == i + 1, line.text.hasSuffix(":"), end + 1 < lines.count, !lines[end].isBlank,
               lines[end].indent > line.indent + width, lines[end + 1].isBlank {
                end += 1
            }
            // A short line (broken by its author, not wrapped at the margin) may go on at the bullet's column, a
            // blank after it ("* Files getting renamed automatically" over "(submitted by C. Jon Larsen)"); so may
            // a question the next line or the one after ends ("How do I make sure it will" over "get incorporated in
            // WMBiff?"; imapproxy's "I set the cache expiration time …" over two lines, the second "Is this a bug?").
            func goesOn(_ k: Int) -> Bool {
                k + 1 < lines.count && !lines[k].isBlank && lines[k].indent == line.indent && lines[k].width <= 70
                    && PlainTextAnswer.listMarker(lines[k].text) == nil
            }
            if end == i + 1, goesOn(end) {
                let asks = { (k: Int) in lines[k].text.hasSuffix("?") }
                // A line ending ":" or ";" leads into what it quotes ("… entries like this one in my from_awl;"
                // over the table's row at the margin): the quote is part of the question.
                let leadsIn = line.text.hasSuffix(":") || line.text.hasSuffix(";")
                if lines[end + 1].isBlank, line.end < 60 || asks(end) && !asks(i) || leadsIn {
                    end += 1
                } else if goesOn(end + 1), end + 2 < lines.count, lines[end + 2].isBlank, asks(end + 1), !asks(i), !asks(end) {
                    end += 2
                }
            }
            // Asking items one under another over one answer ("* Why isn't there a KEY …?" over "* Why
            // isn't there an INDEX …?") ask one question; under a paragraph that leads into them
            // ("answer these in your message:") they are a checklist in an answer.
            var run = end
            if end == i + 1, line.text.hasSuffix("?"), lines.lineOfTextAbove(i)?.text.hasSuffix(":") != true {
                while run < lines.count, run - i < 4, lines[run].indent == line.indent,
                      PlainTextAnswer.listMarker(lines[run].text)?.1 == width, lines[run].text.hasSuffix("?") { run += 1 }
            }
            if run > end, run < lines.count, lines[run].isBlank {
                let title = (i..<run).map { String(lines[$0].text.dropFirst(width)) }.joined(separator: " ")
                candidate.headings.append(.init(line: i, bodyStart: run, level: 2, title: PlainTextLines.collapsed(title), isEntry: true))
                answerColumn = line.indent + width
                i = run
                continue
            }
            guard end < lines.count, lines[end].isBlank else {
                if let long = longItem(lines, i, width: width) { longItems.append(long) }
                i = end
                continue
            }
            let entry = itemEntry(lines, i..<end, width: width)
            candidate.headings.append(entry)
            answerColumn = PlainTextLines.asks(entry.title) ? line.indent + width : nil
            i = end
        }
        guard !candidate.headings.isEmpty else { return nil }
        candidate.headings = (candidate.headings + hashBulletedEntries(lines, beside: candidate.headings)).sorted { $0.line < $1.line }
        // A long item is an entry too where every entry stands at its indent with its marker
        // (z8530drv's five-line "*  Maxkeyup behaves funny, …" among its one-line statements):
        // no list of the answers' own shares the entries' place.
        let places = Set(candidate.headings.map { lines[$0.line].indent })
        if candidate.headings.count >= 3, places.count == 1 {
            let taken = longItems.filter { places.contains(lines[$0.line].indent) }
            candidate.headings = (candidate.headings + taken).sorted { $0.line < $1.line }
        }
        candidate.headings = withSections(candidate.headings, titles: titles, lines: lines)
        return candidate
    }

    /// Items bulleted "# " among entries bulleted otherwise, shaped as they are: at their indent, a blank line before,
    /// the question on up to three lines at the text's column, a blank line, then the answer at that column (Doom
    /// Legacy's FAQ as SRB2 keeps it marks its Linux entries so: "# Linux: I cannot have any fullscreen modes at
    /// all!"). Three entries at least, four in five of them at one indent and four in five of those answered at their
    /// text's column, set the shape; a "#" line of any other shape (a comment in code set in deeper, a Markdown
    /// title) is none.
    static func hashBulletedEntries(_ lines: PlainTextLines, beside entries: [PlainTextCandidate.Heading]) -> [PlainTextCandidate.Heading] {
        var byIndent: [Int: Int] = [:]
        for entry in entries { byIndent[lines[entry.line].indent, default: 0] += 1 }
        guard let (indent, count) = byIndent.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) }),
              count >= 3, count * 5 >= entries.count * 4 else { return [] }
        func answerColumn(after end: Int) -> Int? {
            var k = end
            while k < lines.count, lines[k].isBlank { k += 1 }
            return k > end && k < lines.count ? lines[k].indent : nil
        }
        let column = indent + 2
        let shaped = entries.filter { lines[$0.line].indent == indent && answerColumn(after: $0.bodyStart) == column }.count
        guard shaped * 5 >= count * 4 else { return [] }
        var found: [PlainTextCandidate.Heading] = []
        for i in 1..<max(1, lines.count) where lines[i - 1].isBlank && lines[i].indent == indent && lines[i].text.hasPrefix("# ") {
            var end = i + 1
            while end < lines.count, end - i < 3, !lines[end].isBlank, lines[end].indent == column { end += 1 }
            guard end < lines.count, lines[end].isBlank, answerColumn(after: end) == column else { continue }
            found.append(itemEntry(lines, i..<end, width: 2))
        }
        return found
    }

    /// An item of four to six lines at its text's column, alone between blank lines, over a
    /// paragraph at that column that is no item: a long question or statement over its answer. The
    /// code it quotes may come between them, set in deeper (Hatari's report over its `move.w` lines).
    static func longItem(_ lines: PlainTextLines, _ i: Int, width: Int) -> PlainTextCandidate.Heading? {
        let column = lines[i].indent + width
        var end = i + 1
        while end < lines.count, end - i < longestItemLines, !lines[end].isBlank, lines[end].indent == column { end += 1 }
        guard end - i > 3, end < lines.count, lines[end].isBlank || lines[end].indent > column else { return nil }
        var next = end
        while next < lines.count, lines[next].isBlank || lines[next].indent > column { next += 1 }
        guard next < lines.count, lines[next].indent == column, PlainTextAnswer.listMarker(lines[next].text) == nil else { return nil }
        return itemEntry(lines, i..<end, width: width)
    }

    /// The entry of a bulleted item over `lines`, its marker `width` wide.
    static func itemEntry(_ lines: PlainTextLines, _ range: Range<Int>, width: Int) -> PlainTextCandidate.Heading {
        let title = String(lines[range.lowerBound].text.dropFirst(width)) + range.dropFirst().map { " " + lines[$0].text }.joined()
        return .init(line: range.lowerBound, bodyStart: range.upperBound, level: 2, title: PlainTextLines.collapsed(title), isEntry: true)
    }

    /// The most lines a long item's question may take (`longItem`).
    static let longestItemLines = 6

    /// Whether a line opens with an arrow and a space: "-> ", "=> ".
    static func isArrow(_ text: String) -> Bool { text.hasPrefix("-> ") || text.hasPrefix("=> ") }

    /// The width of an empty box or an arrow opening a line, "[]" or "->" and the spaces after
    /// it (slib's "[]\tWhat is SLIB?", cadaver's "-> Why this horrible name?"), as a bullet's;
    /// nil for any other line.
    static func boxMarker(_ text: String) -> Int? {
        guard text.hasPrefix("[] ") || isArrow(text) else { return nil }
        let spaces = text.dropFirst(2).prefix { $0 == " " }.count
        return text.count > 2 + spaces ? 2 + spaces : nil
    }
}
