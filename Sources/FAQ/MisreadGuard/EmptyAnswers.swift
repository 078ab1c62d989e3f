/// Questions with nothing under them. One is an author's (a title kept for a later answer);
/// several, or two in a row, are an importer's sign that it split titles from their answers: an
/// index of questions before the answers (leafnode's `Q:` lists), runs of titles sharing one
/// answer (guestfs's `.SS` runs), answers read as questions (qpsmtpd's `=head2 A:`).
enum EmptyAnswers {
    /// This many empty answers in one document are a misread's sign.
    static let several = 3
    /// This many in a row are.
    static let run = 2

    /// The empty-answered questions when they are such a sign (the first leads), else none.
    static func find(_ questions: [FAQQuestion]) -> [FAQQuestion] {
        var empty: [FAQQuestion] = []
        var longestRun = 0
        var currentRun = 0
        for question in questions {
            if question.answer.allSatisfy(\.isWhitespace) {
                empty.append(question)
                currentRun += 1
                longestRun = max(longestRun, currentRun)
            } else {
                currentRun = 0
            }
        }
        return empty.count >= several || longestRun >= run ? empty : []
    }

    /// Questions titled as topics ("MacOSX", "X11") with no answer of their own (none, or one
    /// that opens with a bold question or problem, the document's next entry), each followed by a
    /// question that asks, in a document whose questions mostly ask: two or more, one of them over
    /// such a bold entry, are group titles an importer read as questions (SAOImage DS9's bold group
    /// lines between its bold questions). Two topics left empty alone are an author's placeholders.
    static func groupTitles(_ questions: [FAQQuestion]) -> [FAQQuestion] {
        let asking = questions.filter { StructureRule.asks($0.question) }.count
        guard asking * 2 > questions.count else { return [] }
        var overAnEntry = false
        let titles = questions.indices.filter { k in
            let title = questions[k].question
            guard k + 1 < questions.count, StructureRule.asks(questions[k + 1].question), title.split(separator: " ").count <= 4,
                  !title.hasSuffix("."), !title.hasSuffix("!"), !PlainTextLines.asks(title), !PlainTextLines.statesAProblem(title)
            else { return false }
            if questions[k].answer.allSatisfy(\.isWhitespace) { return true }
            guard opensWithABoldEntry(questions[k].answer) else { return false }
            overAnEntry = true
            return true
        }
        return titles.count >= 2 && overAnEntry ? titles.map { questions[$0] } : []
    }

    /// Whether an answer's first paragraph is bold and asks or states a problem ("**I can't save
    /// the image.**"): the entry that followed a group title, not an answer's bold verdict
    /// ("**Yes, since version 2.0.**").
    private static func opensWithABoldEntry(_ answer: String) -> Bool {
        let opening = answer.drop { $0.isWhitespace }
        guard let paragraph = opening.split(separator: "\n\n", maxSplits: 1).first else { return false }
        let trimmed = String(paragraph).trimmingCharacters(in: " \n\\")
        guard trimmed.count > 4, trimmed.hasPrefix("**"), trimmed.hasSuffix("**") else { return false }
        // Markdown's escapes out, its line breaks as spaces.
        let text = String(trimmed.dropFirst(2).dropLast(2).filter { $0 != "\\" }.map { $0 == "\n" ? " " : $0 })
        return PlainTextLines.asks(text) || PlainTextLines.statesAProblem(text)
    }
}
