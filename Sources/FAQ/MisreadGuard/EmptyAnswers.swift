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
    /// that opens with a bold entry), each followed by a question that asks, in a document whose
    /// questions mostly ask: two or more are group titles an importer read as questions
    /// (SAOImage DS9's bold group lines between its bold questions).
    static func groupTitles(_ questions: [FAQQuestion]) -> [FAQQuestion] {
        let asking = questions.filter { StructureRule.asks($0.question) }.count
        guard asking * 2 > questions.count else { return [] }
        let titles = questions.indices.filter { k in
            let title = questions[k].question
            guard k + 1 < questions.count, StructureRule.asks(questions[k + 1].question), title.split(separator: " ").count <= 4,
                  !title.hasSuffix("."), !title.hasSuffix("!"), !PlainTextLines.asks(title), !PlainTextLines.statesAProblem(title)
            else { return false }
            return questions[k].answer.allSatisfy(\.isWhitespace) || opensWithABoldEntry(questions[k].answer)
        }
        return titles.count >= 2 ? titles.map { questions[$0] } : []
    }

    /// Whether an answer's first paragraph is bold and no verdict: the entry that followed a
    /// group title ("**I can't save the image.**", "**Saved images come out black**"), not an
    /// answer's bold "**Yes, since version 2.0.**" or "**Allowed.**".
    private static func opensWithABoldEntry(_ answer: String) -> Bool {
        let opening = answer.drop { $0.isWhitespace }
        guard let paragraph = opening.split(separator: "\n\n", maxSplits: 1).first else { return false }
        let trimmed = String(paragraph).trimmingCharacters(in: " \n\\")
        guard trimmed.count > 4, trimmed.hasPrefix("**"), trimmed.hasSuffix("**") else { return false }
        let words = trimmed.dropFirst(2).dropLast(2).lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "'" }
        guard let first = words.first else { return false }
        return words.count > 2 && !verdicts.contains(String(first))
    }

    /// Words that open an answer's verdict.
    private static let verdicts: Set<String> = ["yes", "no", "nope", "sure", "maybe", "partly", "allowed", "correct", "right", "true", "false"]
}
