/// A census of entry marks: when the questions a reading found open marked lines of the source, a
/// line marked the same way, at the same indentation and opening a paragraph (or set out from the
/// line above it), that the reading left inside an answer is an entry it missed; a contents line
/// that lists it too counts once, where the entry stands. The marks are two-part numbers (xastir's `3.1a  Why
/// do I get strange warnings …`, a letter after the number; `3.2.`, a stop after it), one-part
/// numbers (`9. How …?`) and labels (`P:` for "pregunta", `Q:`, `Frage:`). A table of contents
/// repeats marks the questions bear and is no sign; deeper numbers (`4.2.1`) are an answer's steps.
/// One-part numbers mark steps as often as entries: a missed one must ask and fill a gap between
/// the numbers taken (mapivi's `10.Is it …?` between 9 and 11).
enum MarkedEntries {
    /// How an entry line is marked.
    enum Mark: Hashable {
        /// `3.1`, `3.1a`: the number as written.
        case twoPart(String)
        case onePart(Int)
        /// A word and a colon (`P:`, `Frage:`), or a letter and a stop (`Q.`): the word folded, any number after it dropped.
        case label(String)

        /// Marks of one kind are weighed together.
        enum Kind: CaseIterable { case twoPart, onePart, label }

        var kind: Kind {
            switch self {
            case .twoPart: .twoPart
            case .onePart: .onePart
            case .label: .label
            }
        }
    }

    /// A marked entry line: its indentation, its mark and the folded first words of its text.
    struct Entry: Equatable {
        var indentation: Int
        /// Whether a bullet stands before the mark: entries are weighed with those marked alike.
        var bulleted = false
        var mark: Mark
        var opening: String
        var line: Int
        /// The line's bare text after its mark.
        var text: String
    }

    /// The reading's questions must open at least this many marked lines of one indentation and kind.
    static let minimumLocated = 5
    /// Words of a title compared, at most.
    static let openingWords = 8
    /// Letters a label has, at most.
    static let maximumLabelLetters = 10

    /// The first marked entry line that the reading left in an answer or in the text before the questions (`preamble`),
    /// and how many there are.
    static func leftInAnswers(_ questions: [FAQQuestion], sectionTitles: [String], preamble: String? = nil,
                              source: String) -> (count: Int, line: Int)? {
        let lines = source.newlineSeparatedLines().map { $0.last == "\r" ? $0.dropLast() : $0 }
        var entries: [Entry] = []
        // A line opens a paragraph after a blank line or a line set in deeper (NetGuard's "(44)" right under a list).
        for (n, line) in lines.enumerated()
        where n == 0 || SourceHeadings.isBlank(lines[n - 1]) || LineCensus.indentation(lines[n - 1]) > LineCensus.indentation(line) {
            if let entry = entry(line, n) { entries.append(entry) }
        }
        guard entries.count >= minimumLocated else { return nil }
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
        let missed = Mark.Kind.allCases.flatMap { kind in
            missedEntries(entries.filter { $0.mark.kind == kind }, titles: kind == .twoPart ? titles : questionTitles)
        }
        guard !missed.isEmpty else { return nil }
        var inAnswers = Set<String>(), openingAnswers = Set<String>()
        /// The openings a text's lines may be, each line cut at every entry's length: its first line's, and the others'.
        func openings(_ text: String) -> (first: [String], rest: [String]) {
            var first: [String] = [], rest: [String] = [], opening = true
            for line in text.newlineSeparatedLines() where !line.isEmpty && line.utf8.count < SourceHeadings.maximumTitleBytes {
                // Answers converted to Markdown escape their punctuation (`3\\.1a`).
                let bare = AnswerQuestionLines.unescaped(line).drop { $0 == " " || $0 == "\t" }
                let found = prefixes(markedText(bare)?.text ?? bare)
                if opening { first = found } else { rest += found }
                opening = false
            }
            return (first, rest)
        }
        for question in questions {
            let found = openings(question.answer)
            openingAnswers.formUnion(found.first)
            inAnswers.formUnion(found.rest)
        }
        if let preamble {
            let found = openings(preamble)
            inAnswers.formUnion(found.first + found.rest)
        }
        // A labelled line opening an answer words its question again (PRAW's "Q: Help, …!" over "Q2: I keep on getting …").
        let left = missed.filter { inAnswers.contains($0.opening) || $0.mark.kind != .label && openingAnswers.contains($0.opening) }
        // A number's line listed in a table of contents and again where the entry stands counts once, where it stands.
        var lastByMark: [Mark: Entry] = [:]
        for entry in left where entry.mark.kind != .label { lastByMark[entry.mark] = entry }
        let counted = left.filter { $0.mark.kind == .label || lastByMark[$0.mark] == $0 }.sorted { $0.line < $1.line }
        guard let first = counted.first else { return nil }
        return (counted.count, first.line)
    }

    /// Entries of one kind of mark that no title opens with, at the indentation where most titles' entries are.
    private static func missedEntries(_ entries: [Entry], titles: Set<String>) -> [Entry] {
        let located = entries.filter { titles.contains($0.opening) }
        // Where most titles' entries are: an indentation, bulleted or not.
        struct Place: Hashable { var indentation: Int, bulleted: Bool }
        var byPlace: [Place: Int] = [:]
        for entry in located { byPlace[Place(indentation: entry.indentation, bulleted: entry.bulleted), default: 0] += 1 }
        // Ties go to the shallower place, then to the one without bullets: the same place on every run.
        func rank(_ place: (key: Place, value: Int)) -> (Int, Int, Int) { (place.value, -place.key.indentation, place.key.bulleted ? 0 : 1) }
        guard let (place, count) = byPlace.max(by: { rank($0) < rank($1) }),
              count >= minimumLocated else { return [] }
        let indentation = place.indentation
        let taken = Set(located.map(\.mark))
        var labelCounts: [Mark: Int] = [:]
        for entry in located where entry.indentation == indentation && entry.bulleted == place.bulleted && entry.mark.kind == .label {
            labelCounts[entry.mark, default: 0] += 1
        }
        return entries.filter { entry in
            guard entry.indentation == indentation, entry.bulleted == place.bulleted, !titles.contains(entry.opening) else { return false }
            switch entry.mark {
            case .twoPart: return !taken.contains(entry.mark)
            // One that asks: an answer's steps may fill a gap a withdrawn entry left.
            case .onePart(let n): return !taken.contains(entry.mark) && taken.contains(.onePart(n - 1)) && taken.contains(.onePart(n + 1))
                && QuestionShape.asks(Substring(entry.text))
            // Labels repeat: only the label the located entries bear.
            case .label: return labelCounts[entry.mark, default: 0] >= minimumLocated
            }
        }
    }

    /// A line opening with an entry mark and text.
    static func entry(_ line: Substring, _ n: Int) -> Entry? {
        guard line.utf8.count < SourceHeadings.maximumTitleBytes else { return nil }
        let text = line.drop { $0 == " " || $0 == "\t" }
        guard let (mark, rest) = markedText(text) else { return nil }
        let bare = QuestionShape.bareText(rest)
        let key = opening(bare)
        guard key.split(separator: " ").count >= 2 else { return nil }
        return Entry(indentation: LineCensus.indentation(line), bulleted: LineCensus.unbulleted(text) != nil, mark: mark, opening: key,
                     line: n + 1, text: String(bare))
    }

    /// The mark a text opens with and the text after it, which starts with a letter or a quote after spaces.
    static func markedText(_ text: Substring) -> (mark: Mark, text: Substring)? {
        // A bullet may stand before the mark (GetDP's `* 2.4 GetDP … complains`): one, a list item's (a second one
        // nests a list in it, whose items are no entries).
        if let rest = LineCensus.unbulleted(text) {
            return LineCensus.unbulleted(rest) == nil ? markedText(rest) : nil
        }
        guard let first = text.first else { return nil }
        // "(3)" is "3)" in brackets: NetGuard's "3) Kann ich …?" among its "(N)" entries.
        if first == "(" {
            let digits = text.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard (1...3).contains(digits.count), let number = Int(digits), text.dropFirst(1 + digits.count).first == ")" else { return nil }
            return after(.onePart(number), text.dropFirst(2 + digits.count))
        }
        let marked = first.isASCII && first.isNumber ? numbered(text) : labelled(text)
        guard let (mark, rest) = marked else { return nil }
        return after(mark, rest)
    }

    /// The text after a mark: spaces, then a letter or an opening quote (one-part numbers may run into a capital).
    private static func after(_ mark: Mark, _ text: Substring) -> (mark: Mark, text: Substring)? {
        var rest = text
        if case .onePart = mark, rest.first?.isUppercase == true { return (mark, rest) }
        guard rest.first == " " || rest.first == "\t" else { return nil }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard let letter = rest.first, letter.isLetter || letter == "\"" || letter == "¿" || letter == "¡" else { return nil }
        return (mark, rest)
    }

    /// `N.M`, a letter after it, a stop or parenthesis; or `N` and a stop or parenthesis (a capital may follow
    /// the stop at once: `10.Is`).
    private static func numbered(_ text: Substring) -> (Mark, Substring)? {
        let digits1 = text.prefix { $0.isASCII && $0.isNumber }
        guard (1...3).contains(digits1.count), let whole = Int(digits1) else { return nil }
        var rest = text.dropFirst(digits1.count)
        if rest.first == ")" { return (.onePart(whole), rest.dropFirst()) }
        // "8 - Tucan arranca pero …": a dash between spaces ends a number as the reader takes it.
        if rest.hasPrefix(" - ") { return (.onePart(whole), rest.dropFirst(2)) }
        guard rest.first == "." else { return nil }
        rest = rest.dropFirst()
        let digits2 = rest.prefix { $0.isASCII && $0.isNumber }
        // "7.)": a stop and a parenthesis close one number (MyWorldtrip's FAQ).
        guard !digits2.isEmpty else { return (.onePart(whole), rest.first == ")" ? rest.dropFirst() : rest) }
        guard digits2.count <= 3 else { return nil }
        rest = rest.dropFirst(digits2.count)
        var number = "\(digits1).\(digits2)"
        if let letter = rest.first, letter.isASCII, letter.isLowercase, rest.dropFirst().first == " " {
            number.append(letter)
            rest = rest.dropFirst()
        }
        if rest.first == "." || rest.first == ")" { rest = rest.dropFirst() }
        return (.twoPart(number), rest)
    }

    /// A word of letters, any number after it, and a colon (`P:`, `Frage 3:`); or a capital letter and a stop (`Q.`).
    private static func labelled(_ text: Substring) -> (Mark, Substring)? {
        let word = text.prefix { $0.isLetter }
        guard (1...maximumLabelLetters).contains(word.count) else { return nil }
        var rest = text.dropFirst(word.count)
        if word.count == 1, word.first?.isUppercase == true, rest.first == "." { return (.label(word.lowercased()), rest.dropFirst()) }
        rest = rest.drop { $0 == " " }.drop { $0.isASCII && $0.isNumber }.drop { $0 == " " }
        guard rest.first == ":" || rest.first == "：" else { return nil }
        return (.label(word.lowercased()), rest.dropFirst())
    }

    /// The first `openingWords` words of a text, folded.
    static func opening(_ bare: Substring) -> String {
        QuestionShape.key(bare).split(separator: " ").prefix(openingWords).joined(separator: " ")
    }
}
