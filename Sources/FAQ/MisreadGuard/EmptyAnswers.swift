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
}
