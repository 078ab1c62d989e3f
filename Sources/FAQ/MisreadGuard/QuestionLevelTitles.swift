/// Titles at the level the read questions stand at, found apart from the importers: headings of
/// one mark (`##`, a `---` underline, `== `, `=head2`, `.SS`). A title of that mark that is no
/// question, section or document title, but that an answer holds as a line of its own, is a
/// question whose mark the importer did not take, whether or not it asks (btrbk's setext
/// "I'm getting an error: Aborted: …" over `---`). So is one shown nowhere, its text with it.
enum QuestionLevelTitles {
    /// A marked title: its mark, folded text and line.
    struct Title {
        var mark: String
        var key: String
        var line: Int
    }

    /// A lost title needs this many words: a word or two ("License") may be a part's heading.
    static let minimumWords = 3
    /// The mark must title this many read questions, and half of them or more.
    static let minimumMatches = 3

    /// A title shown nowhere is doubted when its own text, up to the next title, has this many words.
    static let minimumBodyWords = 50

    /// The first title of the questions' own mark that an answer holds as a line, and how many there are; else the first
    /// that is shown nowhere though text of its own follows it (a reader set it aside as a closing heading).
    static func lostInAnswers(_ reading: GuardReading) -> (first: Title, count: Int, inAnswers: Bool)? {
        let document = reading.document, questions = reading.questions
        guard questions.count >= minimumMatches, let format = reading.format, format != .html, format != .xml, format != .sgml else { return nil }
        let questionKeys = reading.questionKeys
        let titles = reading.markedTitles
        var matches: [String: Int] = [:]
        for title in titles where questionKeys.contains(title.key) { matches[title.mark, default: 0] += 1 }
        guard let (mark, count) = matches.max(by: { $0.value < $1.value }), count >= minimumMatches,
              count * 2 >= questions.count else { return nil }
        let shownAsTitles = questionKeys.union(reading.sectionTitles.map(\.key)).union([reading.documentTitle.key])
        // A title whose first words a shown title has is shown, its markup read otherwise (Org's `[[ref:][#1307]]`).
        let shownOpenings = Set(shownAsTitles.map(opening))
        let lost = titles.filter {
            $0.mark == mark && !shownAsTitles.contains($0.key) && $0.key.split(separator: " ").count >= minimumWords
                && !shownOpenings.contains(opening($0.key))
        }
        guard !lost.isEmpty else { return nil }
        // Only the answers of questions of the same mark: a title of that mark under a question of a higher one
        // ("## How can I help?" over "### I would like to donate!") is a part of its answer.
        let sameMark = Set(titles.filter { $0.mark == mark }.map(\.key))
        var answerLines = Set<String>()
        for (question, title) in zip(questions, reading.questionTitles) where sameMark.contains(title.key) {
            for line in question.answer.newlineSeparatedLines() where !line.isEmpty && line.utf8.count < 1000 { answerLines.insert(key(line)) }
        }
        let inAnswers = lost.filter { answerLines.contains($0.key) }
        if let first = inAnswers.first { return (first, inAnswers.count, true) }
        // Set aside with a body of its own, as a footer is: shown nowhere, not even as text.
        var shownLines = Set<String>()
        let texts = questions.map(\.answer) + document.allSections.compactMap(\.section.description) + [document.description ?? ""]
        for text in texts {
            for line in text.newlineSeparatedLines() where !line.isEmpty && line.utf8.count < 1000 { shownLines.insert(key(line)) }
        }
        let sourceLines = reading.sourceLines
        let nextTitle = Dictionary(zip(titles.map(\.line), titles.dropFirst().map(\.line) + [sourceLines.count + 1]),
                                   uniquingKeysWith: { first, _ in first })
        let nowhere = lost.filter { title in
            guard !shownLines.contains(title.key), let end = nextTitle[title.line], end - 1 > title.line else { return false }
            // `title.line` counts from 1: the body is the lines after the title (its underline, if any, has no letters).
            let body = sourceLines[title.line..<(end - 1)]
            // A list of the questions shown ("Table of Contents:" over "* How do you …?") is shown, as they are.
            let listed = body.filter { !SourceHeadings.isBlank($0) && $0.contains(where: \.isLetter) }
            if listed.count >= minimumMatches, listed.filter({ questionKeys.contains(key($0)) }).count * 5 >= listed.count * 4 { return false }
            return body.reduce(0) { $0 + LineCensus.wordCount($1) } >= minimumBodyWords
        }
        return nowhere.first.map { ($0, nowhere.count, false) }
    }

    /// Every marked title outside code. Rule 9 reads a `~~~` line as a fence always (its bounds were set so); the
    /// sixth round's signs read one under a title as its underline.
    static func marked(_ lines: [Substring], format: DocumentFormat, tildeTitles: Bool = false) -> [Title] {
        var titles: [Title] = []
        var fenced = false
        var delimiter: Substring?
        var steps = 0
        for (n, line) in lines.enumerated() where line.utf8.count < 1000 {
            if format == .markdown, !fenced, let change = SourceHeadings.stepsTag(line.drop { $0 == " " }) {
                steps = max(0, steps + change)
                continue
            }
            if steps > 0, line.first == "#" { continue }
            if let open = delimiter {
                if line == open { delimiter = nil }
                continue
            }
            // A fence, or (when `tildeTitles`) a title's `~~~~` underline: reST's, AsciiDoc's; Markdown underlines with none.
            if line.hasPrefix("```") || line.hasPrefix("~~~") && !(tildeTitles && format != .markdown && n > 0 && !fenced
                                                                   && mark(n - 1, lines, format: format) == "underline ~") {
                fenced.toggle()
                continue
            }
            if fenced || line.first == " " || line.first == "\t" { continue }
            if format == .asciiDoc, isBlockDelimiter(n, lines) {
                delimiter = line
                continue
            }
            guard let mark = mark(n, lines, format: format) else { continue }
            let key = key(line)
            if !key.isEmpty { titles.append(Title(mark: mark, key: key, line: n + 1)) }
        }
        return titles
    }

    /// An AsciiDoc block's delimiter (`----`, `....`, `====`): four or more of one mark, under no title it underlines.
    static func isBlockDelimiter(_ n: Int, _ lines: [Substring]) -> Bool {
        let line = lines[n]
        guard let c = line.first, "-.=_+*/".contains(c), line.count >= 4, line.allSatisfy({ $0 == c }) else { return false }
        return n == 0 || mark(n - 1, lines, format: .asciiDoc).map { !$0.hasPrefix("underline") } ?? true
    }

    /// The mark of line `n` when it is a title: its heading marks, or the character that underlines it.
    static func mark(_ n: Int, _ lines: [Substring], format: DocumentFormat) -> String? {
        let line = lines[n]
        guard let first = line.first else { return nil }
        if n + 1 < lines.count, first.isLetter || first.isNumber || first == "*" || first == "`" {
            let rule = lines[n + 1]
            if let c = rule.first, "=-~^+#".contains(c), rule.count >= 3, rule.allSatisfy({ $0 == c }),
               abs(rule.count - line.count) <= 3 {
                return "underline \(c)"
            }
        }
        if format == .pod, line.hasPrefix("=head") { return String(line.prefix(6)) }
        if format == .manPage, line.hasPrefix(".SH") || line.hasPrefix(".SS") { return String(line.prefix(3)) }
        guard first == "#" || first == "=" || first == "*" && format == .org else { return nil }
        let marks = line.prefix { $0 == first }
        guard line.dropFirst(marks.count).first == " " else { return nil }
        return String(marks)
    }

    /// A key's first four words.
    private static func opening(_ key: String) -> String {
        key.split(separator: " ").prefix(4).joined(separator: " ")
    }

    private static func key<S: StringProtocol>(_ text: S) -> String {
        QuestionShape.key(QuestionShape.bareText(Substring(text)))
    }
}
