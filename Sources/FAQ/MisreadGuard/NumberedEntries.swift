/// A census of entry numbers: when the questions a reading found open numbered lines of the
/// source (`3.1  Why do I …?`), a line numbered the same way, at the same indentation and opening
/// a paragraph, that the reading left inside an answer is an entry it missed (xastir's `3.1a  Why
/// do I get strange warnings …`, a letter after the number; `3.2.`, a stop after it). A table of
/// contents repeats numbers the questions bear and is no sign; deeper numbers (`4.2.1`) are an
/// answer's steps.
enum NumberedEntries {
    /// A numbered entry line: its indentation, its number's parts and the folded first words of its text.
    struct Entry: Equatable {
        var indentation: Int
        var number: String
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
        let titles = Set((questions.map(\.question) + sectionTitles).flatMap { prefixes(Substring($0)) })
        let located = entries.filter { titles.contains($0.opening) }
        // The indentation most located entries have; their numbers are taken.
        var byIndentation: [Int: Int] = [:]
        for entry in located { byIndentation[entry.indentation, default: 0] += 1 }
        guard let (indentation, count) = byIndentation.max(by: { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key }),
              count >= minimumLocated else { return nil }
        let takenNumbers = Set(located.map(\.number))
        let missed = entries.filter {
            $0.indentation == indentation && !titles.contains($0.opening) && !takenNumbers.contains($0.number)
        }
        guard !missed.isEmpty else { return nil }
        var inAnswers = Set<String>()
        for question in questions {
            for line in question.answer.newlineSeparatedLines() where !line.isEmpty && line.utf8.count < SourceHeadings.maximumTitleBytes {
                // Answers converted to Markdown escape their punctuation (`3\\.1a`).
                let text = AnswerQuestionLines.unescaped(line).drop { $0 == " " || $0 == "\t" }
                inAnswers.formUnion(prefixes(entryText(text)?.text ?? text))
            }
        }
        let left = missed.filter { inAnswers.contains($0.opening) }
        guard let first = left.first else { return nil }
        return (left.count, first.line)
    }

    /// A line opening with a two-part entry number (`3.1`, `3.1a`, `3.2.`, `3.1)`) and text.
    static func entry(_ line: Substring, _ n: Int) -> Entry? {
        guard line.utf8.count < SourceHeadings.maximumTitleBytes else { return nil }
        let text = line.drop { $0 == " " || $0 == "\t" }
        guard let (number, rest) = entryText(text) else { return nil }
        let key = opening(QuestionShape.bareText(rest))
        guard key.split(separator: " ").count >= 2 else { return nil }
        return Entry(indentation: LineCensus.indentation(line), number: number, opening: key, line: n + 1)
    }

    /// The entry number and the text after it: `N.M`, a letter after it, a stop or parenthesis, then spaces and a letter.
    static func entryText(_ text: Substring) -> (number: String, text: Substring)? {
        let digits1 = text.prefix { $0.isASCII && $0.isNumber }
        guard (1...3).contains(digits1.count), text.dropFirst(digits1.count).first == "." else { return nil }
        var rest = text.dropFirst(digits1.count + 1)
        let digits2 = rest.prefix { $0.isASCII && $0.isNumber }
        guard (1...3).contains(digits2.count) else { return nil }
        rest = rest.dropFirst(digits2.count)
        var number = "\(digits1).\(digits2)"
        if let letter = rest.first, letter.isASCII, letter.isLowercase, rest.dropFirst().first == " " {
            number.append(letter)
            rest = rest.dropFirst()
        }
        if rest.first == "." || rest.first == ")" { rest = rest.dropFirst() }
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
