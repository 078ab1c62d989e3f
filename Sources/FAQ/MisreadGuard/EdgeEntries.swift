/// Entries an importer took for questions that ask nothing, in a document whose questions ask:
/// a table of contents (an answer that lists the other questions), text before the questions
/// whose title runs on into an address ("The latest version of this FAQ is available at" over
/// its URL), and closing titles of a word or two ("Acknowledgments"; "URLs." and "BOOKS").
/// And a last entry whose answer is only footnote definitions (Org's `* Footnotes` over `[fn:1]…`
/// paragraphs, Markdown's `[^1]: …`): the document's notes, whatever it is titled.
/// Shapes, not words: a reader that lets one through still leaves it doubted.
enum EdgeEntries {
    /// Which edge of the questions it is.
    enum Shape: Equatable {
        case contents, preamble, backMatter
    }

    /// The entries of one shape.
    struct Found: Equatable {
        var shape: Shape
        var entries: [FAQQuestion]
    }

    /// At least this many other questions, this share of them asking, make the document's questions ask.
    static let minimumOthers = 4
    static let askingShare = 0.8
    /// A closing title of at most this many words, at most this many of them in a row.
    static let backMatterWords = 2
    static let backMatterRun = 3
    /// An answer with this many lines that are other questions' titles, half its lines or more, lists them.
    static let contentsLines = 3

    static func find(_ reading: GuardReading) -> Found? {
        let questions = reading.questions, titles = reading.questionKeys
        if let contents = zip(questions, reading.questionTitles).first(where: { listsOtherQuestions($0, own: $1.key, titles: titles) }) {
            return Found(shape: .contents, entries: [contents.0])
        }
        if let last = questions.last, questions.count >= 2, isOnlyFootnotes(last.answer) {
            return Found(shape: .backMatter, entries: [last])
        }
        guard questions.count > minimumOthers else { return nil }
        let asking = zip(questions, reading.questionTitles).map { asks($0, bare: $1.bare) }
        func othersAsk(_ except: Range<Int>) -> Bool {
            let others = questions.indices.filter { !except.contains($0) }
            return others.count >= minimumOthers && Double(others.filter { asking[$0] }.count) >= Double(others.count) * askingShare
        }
        // The last entries: a word or two that ask nothing, a shape no entry between the first
        // and them has (Kill Bill's closing "Troubleshooting" is a topic like its "Licensing"; a
        // first "Introduction" may be a misread of its own).
        func isShortStatement(_ k: Int) -> Bool {
            !asking[k] && LineCensus.wordCount(questions[k].question) <= backMatterWords && !reportsAFailure(questions[k].question)
        }
        var start = questions.count
        while start > 0, questions.count - start < backMatterRun + 1, isShortStatement(start - 1) {
            start -= 1
        }
        let run = start..<questions.count
        if !run.isEmpty, run.count <= backMatterRun, othersAsk(run), !(1..<max(1, start)).contains(where: isShortStatement) {
            return Found(shape: .backMatter, entries: Array(questions[run]))
        }
        if let first = questions.first, !asking[0], runsOnIntoAddress(first), othersAsk(0..<1) {
            return Found(shape: .preamble, entries: [first])
        }
        return nil
    }

    /// A title of a word or two that reports something failing ("Transaction fails", "Build crashed"): a problem
    /// the FAQ answers, as its other entries are, not a closing part's name.
    static func reportsAFailure(_ title: String) -> Bool {
        let last = title.lowercased().split { !$0.isLetter }.last.map(String.init) ?? ""
        return failureVerbs.contains(last)
    }

    static let failureVerbs: Set<String> = ["fails", "failed", "failing", "crashes", "crashed", "crashing", "hangs", "freezes", "breaks", "broken"]

    /// A title that asks, or is labelled or worded as a question (`bare`: its bare text).
    static func asks(_ question: FAQQuestion, bare: Substring) -> Bool {
        let line = Substring(question.question)
        return QuestionShape.asks(bare) || QuestionShape.hasQuestionLabel(line) || AnswerQuestionLines.asksByWordOrder(bare)
    }

    /// Text whose every paragraph opens with a footnote definition: `[fn:2]`, `[^note]:`, escaped or not.
    static func isOnlyFootnotes(_ answer: String) -> Bool {
        var paragraphs = 0
        var opening = true
        for line in answer.newlineSeparatedLines() {
            let text = line.drop { $0 == " " || $0 == "\t" }
            if text.isEmpty {
                opening = true
                continue
            }
            if opening {
                let bare = text.filter { $0 != "\\" }.prefix(12)
                guard bare.hasPrefix("[fn:") || bare.hasPrefix("[^") && bare.contains("]:") else { return false }
                paragraphs += 1
            }
            opening = false
        }
        return paragraphs >= 1
    }

    /// An answer whose first line is an address alone: the title was the sentence that leads to it.
    static func runsOnIntoAddress(_ question: FAQQuestion) -> Bool {
        // Past a code fence the plain-text reader put around an indented line.
        guard let first = question.answer.newlineSeparatedLines().first(where: {
            !$0.allSatisfy(\.isWhitespace) && !$0.hasPrefix("```") && !$0.hasPrefix("~~~")
        }) else { return false }
        let words = first.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count == 1, let word = words.first?.drop(while: { "<[(".contains($0) }) else { return false }
        return ["http://", "https://", "ftp://", "www."].contains { word.hasPrefix($0) }
    }

    /// An answer most of whose lines are other questions' titles (list items, links), opening
    /// with one or half its text: a table of contents (`own`: its title's key). An answer's
    /// paragraphs are one line each, so a "See Also:" list under them may be most of its lines
    /// (pflogsumm's), not its text; a contents list's wrapped titles may be most of its text.
    static func listsOtherQuestions(_ question: FAQQuestion, own: String, titles: Set<String>) -> Bool {
        let lines = question.answer.newlineSeparatedLines().filter { !$0.allSatisfy(\.isWhitespace) }
        guard lines.count >= contentsLines else { return false }
        let needed = max(contentsLines, (lines.count + 1) / 2)
        var listed = 0, listedBytes = 0, opensListing = false
        for (n, line) in lines.enumerated() {
            // Stop once the lines left cannot make enough: most answers are prose, and each line costs a key.
            if listed + (lines.count - n) < needed { return false }
            guard line.utf8.count < 1000 else { continue }
            let listedKey = QuestionShape.key(QuestionShape.bareText(line))
            if !listedKey.isEmpty && listedKey != own && titles.contains(listedKey) {
                listed += 1
                listedBytes += line.utf8.count
                if n == 0 { opensListing = true }
            }
        }
        return listed >= needed && (opensListing || listedBytes * 2 >= lines.reduce(0) { $0 + $1.utf8.count })
    }
}
