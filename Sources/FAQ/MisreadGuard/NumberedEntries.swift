/// A census of entry numbers: when the questions a reading found open numbered lines of the
/// source (`3.1  Why do I …?`), a line numbered the same way, at the same indentation and opening
/// a paragraph, that the reading left inside an answer is an entry it missed (xastir's `3.1a  Why
/// do I get strange warnings …`, a letter after the number; `3.2.`, a stop after it). A table of
/// contents repeats numbers the questions bear and is no sign; deeper numbers (`4.2.1`) are an
/// answer's steps. Entries numbered with one number (`9. How …?`) are steps as often as entries:
/// a missed one must fill a gap between the numbers taken (mapivi's `10.Is it …?` between 9 and 11).
enum NumberedEntries {
    /// A numbered entry line: its indentation, its number's parts and the folded first words of its text.
    struct Entry: Equatable {
        var indentation: Int
        var number: String
        /// Whether the number has one part (`9.`), not two (`3.1`).
        var isSingle: Bool
        var opening: String
        var line: Int
    }

    /// The reading's questions must open at least this many numbered lines of one indentation.
    static let minimumLocated = 5
    /// Words of a title compared, at most.
    static let openingWords = 8

    /// The first numbered entry line that the reading left in an answer, and how many there are.
    static func leftInAnswers(_ questions: [FAQQuestion], sectionTitles: [String], source: String) -> (count: Int, line: Int)? {
        let lines = source.newlineSeparatedLines().map { $0.last == "\r" ? $0.dropLast() : $0 }
        var entries: [Entry] = []
        for (n, line) in lines.enumerated() where n == 0 || SourceHeadings.isBlank(lines[n - 1]) {
            if let entry = entry(line, n) { entries.append(entry) }
        }
        guard entries.count > minimumLocated else { return nil }
        // A line's words are a title's first words (a title may wrap onto the next line, an answer's reflowed
        // paragraph run on): each title and answer line is cut at every length an entry has.
        let lengths = Set(entries.map { $0.opening.split(separator: " ").count })
        func prefixes(_ text: Substring) -> [String] {
            let words = QuestionShape.key(QuestionShape.bareText(text)).split(separator: " ").prefix(openingWords)
            return lengths.filter { $0 <= words.count }.map { words.prefix($0).joined(separator: " ") }
        }
        let questionTitles = Set(questions.flatMap { prefixes(Substring($0.question)) })
        let titles = questionTitles.union(sectionTitles.flatMap { prefixes(Substring($0)) })
        // Groups numbered `1.`, `2.` over entries numbered `1.1` locate no entry of one number.
        let missed = missedEntries(entries.filter(\.isSingle), titles: questionTitles) + missedEntries(entries.filter { !$0.isSingle }, titles: titles)
        guard !missed.isEmpty else { return nil }
        var inAnswers = Set<String>()
        for question in questions {
            for line in question.answer.newlineSeparatedLines() where !line.isEmpty && line.utf8.count < SourceHeadings.maximumTitleBytes {
                // Answers converted to Markdown escape their punctuation (`3\\.1a`).
                let text = AnswerQuestionLines.unescaped(line).drop { $0 == " " || $0 == "\t" }
                inAnswers.formUnion(prefixes(entryText(text)?.text ?? text))
            }
        }
        let left = missed.filter { inAnswers.contains($0.opening) }.sorted { $0.line < $1.line }
        guard let first = left.first else { return nil }
        return (left.count, first.line)
    }

    /// Entries of one numbering that no title opens with, at the indentation where most titles' entries are.
    private static func missedEntries(_ entries: [Entry], titles: Set<String>) -> [Entry] {
        let located = entries.filter { titles.contains($0.opening) }
        var byIndentation: [Int: Int] = [:]
        for entry in located { byIndentation[entry.indentation, default: 0] += 1 }
        guard let (indentation, count) = byIndentation.max(by: { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key }),
              count >= minimumLocated else { return [] }
        let takenNumbers = Set(located.map(\.number))
        return entries.filter { entry in
            guard entry.indentation == indentation, !titles.contains(entry.opening), !takenNumbers.contains(entry.number) else { return false }
            guard entry.isSingle, let n = Int(entry.number) else { return true }
            return takenNumbers.contains(String(n - 1)) && takenNumbers.contains(String(n + 1))
        }
    }

    /// A line opening with an entry number (`3.1`, `3.1a`, `3.2.`, `3.1)`, `9.`, `9)`) and text.
    static func entry(_ line: Substring, _ n: Int) -> Entry? {
        guard line.utf8.count < SourceHeadings.maximumTitleBytes else { return nil }
        let text = line.drop { $0 == " " || $0 == "\t" }
        guard let (number, rest) = entryText(text) else { return nil }
        let key = opening(QuestionShape.bareText(rest))
        guard key.split(separator: " ").count >= 2 else { return nil }
        return Entry(indentation: LineCensus.indentation(line), number: number, isSingle: !number.contains("."), opening: key, line: n + 1)
    }

    /// The entry number and the text after it: `N.M`, a letter after it, a stop or parenthesis, then spaces and a
    /// letter; or `N` and a stop or parenthesis, then spaces and a letter, or a capital right after the stop (`10.Is`).
    static func entryText(_ text: Substring) -> (number: String, text: Substring)? {
        let digits1 = text.prefix { $0.isASCII && $0.isNumber }
        guard (1...3).contains(digits1.count) else { return nil }
        var rest = text.dropFirst(digits1.count)
        var number = String(digits1)
        if rest.first == ")" || rest.first == "." && !(rest.dropFirst().first?.isNumber ?? false) {
            rest = rest.dropFirst()
            if rest.first?.isUppercase == true, text[text.index(before: rest.startIndex)] == "." { return (number, rest) }
        } else {
            guard rest.first == "." else { return nil }
            rest = rest.dropFirst()
            let digits2 = rest.prefix { $0.isASCII && $0.isNumber }
            guard (1...3).contains(digits2.count) else { return nil }
            rest = rest.dropFirst(digits2.count)
            number += ".\(digits2)"
            if let letter = rest.first, letter.isASCII, letter.isLowercase, rest.dropFirst().first == " " {
                number.append(letter)
                rest = rest.dropFirst()
            }
            if rest.first == "." || rest.first == ")" { rest = rest.dropFirst() }
        }
        guard rest.first == " " || rest.first == "\t" else { return nil }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard let first = rest.first, first.isLetter || first == "\"" else { return nil }
        return (number, rest)
    }

    /// The first `openingWords` words of a text, folded.
    static func opening(_ bare: Substring) -> String {
        QuestionShape.key(bare).split(separator: " ").prefix(openingWords).joined(separator: " ")
    }
}
