/// Questions marked `Q` and answers marked `A` in reStructuredText's own lists: a field list
/// (`:Q: Why …?` then `:A: Because …`, comments `..` between pairs allowed), a definition list
/// whose terms are `Q` and `A` (a line `Q` over the indented question, a line `A` over the
/// indented answer), or a bullet list whose items are labelled so in turn (`* Q: …`, `* A: …`). Each pair at the margin of a title's text is one question, and so is each
/// folding block titled by its question (`RestructuredTextDropdowns`).
enum RestructuredTextPairs {
    /// The lines of a title's text without its pairs, and the pairs as questions (`firstLine`:
    /// the 0-based line of `lines[0]` in the file).
    /// `dropdowns`: folding blocks are questions here (most of the file's ask, and no title above asks).
    static func split(_ lines: [String], firstLine: Int, dropdowns: Bool = false) -> (rest: [String], questions: [HeadingTree.ListedQuestion]) {
        var rest: [String] = []
        var questions: [HeadingTree.ListedQuestion] = []
        // Bullet items labelled in turn are pairs where most of their questions ask (not a formula's "- Q: the mean
        // queue length", nor a sample ticket's "* Q: The app crashes on start.").
        let bulletQuestions = lines.compactMap { bulletLabelled($0, label: "q") }
        let bullets = !bulletQuestions.isEmpty && bulletQuestions.filter { StructureRule.asks($0) }.count * 2 > bulletQuestions.count
        var i = 0
        while i < lines.count {
            // Beside folding blocks that ask, one stating a problem ("… in a CI job fails") is a question too.
            if dropdowns, let dropdown = RestructuredTextDropdowns.item(lines, at: i), RestructuredTextDropdowns.entitled(dropdown.question) {
                questions.append(.init(question: dropdown.question, answer: RestructuredTextBlocks.markdown(dropdown.body), anchor: nil,
                                       line: firstLine + i + 1))
                i = dropdown.end
                continue
            }
            if let pair = boldLabelledPair(lines, at: i) {
                questions.append(.init(question: pair.question, answer: RestructuredTextBlocks.markdown(pair.answer), anchor: nil,
                                       line: firstLine + i + 1))
                i = pair.end
                continue
            }
            guard let question = item(lines, at: i, label: "q", bullets: bullets) else { rest.append(lines[i]); i += 1; continue }
            var a = question.end
            while a < lines.count, RestructuredTextFormat.isBlank(lines[a]) || lines[a] == ".." { a += 1 }
            guard a < lines.count, let answer = item(lines, at: a, label: "a", bullets: bullets) else { rest.append(lines[i]); i += 1; continue }
            let title = plain(question.body.joined(separator: " "))
            questions.append(.init(question: title, answer: RestructuredTextBlocks.markdown(answer.body), anchor: nil, line: firstLine + i + 1))
            i = answer.end
        }
        return (rest, questions)
    }

    /// A field (`:Q: text` and its indented lines) or a definition (a line `Q` and the indented
    /// lines below it) at the margin whose name is `label` ("q" or "a", "question" or "answer"),
    /// with its body dedented and the line after it.
    /// `bullets`: bullet items labelled so count (Neat's `* Q: What's all this then?` over `* A: …`).
    static func item(_ lines: [String], at i: Int, label: String, bullets: Bool = false) -> (body: [String], end: Int)? {
        let line = lines[i]
        guard line.first != " " else { return nil }
        let word = label == "q" ? "question" : "answer"
        var first: String?
        var minimum = 1
        if let bullet = line.first, "*-+".contains(bullet), line.dropFirst().first == " " {
            guard bullets, let text = bulletLabelled(line, label: label) else { return nil }
            first = text
            minimum = 2
        } else if line.first == ":", let close = line.dropFirst().firstIndex(of: ":") {
            let name = line[line.index(after: line.startIndex)..<close].lowercased()
            guard name == label || name == word else { return nil }
            first = String(line[line.index(after: close)...]).trimmingCharacters(in: " ")
        } else {
            let name = line.trimmingCharacters(in: " ").lowercased()
            guard name == label || name == word || name == label + ":", i + 1 < lines.count, lines[i + 1].first == " " else { return nil }
        }
        let end = RestructuredTextBlocks.indentedBlock(lines, from: i + 1, minimum: minimum)
        var body = RestructuredTextBlocks.dedent(Array(lines[(i + 1)..<end]))
        if let first, !first.isEmpty { body.insert(first, at: 0) }
        while let last = body.last, RestructuredTextFormat.isBlank(last) { body.removeLast() }
        guard !body.isEmpty else { return nil }
        return (body, end)
    }

    /// The most lines a question under a bold `Question` label holds before its `Answer` label.
    static let maximumLabelledQuestionLines = 12

    /// A question and its answer under bold label paragraphs (django-elasticsearch-dsl-drf's FAQ): `**Question**`
    /// alone, the question's paragraph or a bullet list of its wordings, `**Answer**` alone, the answer up to the
    /// next `**Question**`; with the line after it.
    static func boldLabelledPair(_ lines: [String], at i: Int) -> (question: String, answer: [String], end: Int)? {
        func opensParagraph(_ k: Int) -> Bool { k == 0 || RestructuredTextFormat.isBlank(lines[k - 1]) }
        guard boldLabel(lines[i]) == "q", opensParagraph(i) else { return nil }
        var k = i + 1
        while k < lines.count, boldLabel(lines[k]) != "a" || !opensParagraph(k) {
            guard k - i <= maximumLabelledQuestionLines, boldLabel(lines[k]) != "q" else { return nil }
            k += 1
        }
        let wordings = lines[(i + 1)..<min(k, lines.count)].filter { !RestructuredTextFormat.isBlank($0) }.map { line in
            line.first.map { "*-+".contains($0) } == true && line.dropFirst().first == " " ? String(line.dropFirst(2)) : line
        }
        guard k < lines.count, !wordings.isEmpty else { return nil }
        var end = k + 1
        while end < lines.count, boldLabel(lines[end]) != "q" || !opensParagraph(end) { end += 1 }
        var answer = Array(lines[(k + 1)..<end])
        while let first = answer.first, RestructuredTextFormat.isBlank(first) { answer.removeFirst() }
        while let last = answer.last, RestructuredTextFormat.isBlank(last) { answer.removeLast() }
        return (plain(wordings.joined(separator: " ")), answer, end)
    }

    /// "q" for a paragraph that is only a bold question label (`**Question**`, `**Q:**`), "a" for an answer's.
    static func boldLabel(_ line: String) -> String? {
        let text = line.trimmingCharacters(in: " \t")
        guard text.count > 4, text.hasPrefix("**"), text.hasSuffix("**") else { return nil }
        return QuestionLabelLetters.standingLabel(String(text.dropFirst(2).dropLast(2)))
    }

    /// The text of a bullet item labelled `label` ("q" or "a", or the word: `* Q: …`, `- Answer: …`), or nil.
    static func bulletLabelled(_ line: String, label: String) -> String? {
        guard let bullet = line.first, "*-+".contains(bullet), line.dropFirst().first == " " else { return nil }
        let text = line.dropFirst(2).drop { $0 == " " }
        guard let colon = text.firstIndex(of: ":"), [label, label == "q" ? "question" : "answer"].contains(text[..<colon].lowercased()) else { return nil }
        return String(text[text.index(after: colon)...]).trimmingCharacters(in: " ")
    }

    /// A question's words without inline markup: `:program:`supervisord`` is "supervisord", and
    /// `|project|` is "project".
    static func plain(_ text: String) -> String {
        var out = ""
        var chars = Substring(text)
        while let c = chars.first {
            // A role (`:name:` right before a backquote) says how to show the text, not what it says.
            if c == ":", let close = chars.dropFirst().firstIndex(of: ":"), chars[chars.index(after: close)...].first == "`",
               chars[chars.index(after: chars.startIndex)..<close].allSatisfy({ $0.isLetter || $0 == "-" }) {
                chars = chars[chars.index(after: close)...]
                continue
            }
            // A |substitution| reference reads as its name, as it does in the answers.
            if c == "|", let close = chars.dropFirst().firstIndex(of: "|"), close > chars.index(after: chars.startIndex),
               chars[chars.index(after: chars.startIndex)] != " ", chars[chars.index(before: close)] != " " {
                out += chars[chars.index(after: chars.startIndex)..<close]
                chars = chars[chars.index(after: close)...]
                continue
            }
            if c != "`" && c != "*" { out.append(c) }
            chars = chars.dropFirst()
        }
        return StyledText.collapsed(out)
    }
}
