/// The letters that label a question and its answer in every line-based format: "Q:" and "A:", and
/// the Chinese and Japanese "问：" (問) and "答：", whose colon may be full-width or plain.
enum QuestionLabelLetters {
    static let question: Set<Character> = ["Q", "问", "問"]
    static let answer: Set<Character> = ["A", "答"]

    /// What a label standing alone names: "q" for a question's ("Question", "Q:", "问："), "a" for an answer's ("Answer:",
    /// "A", "答"), nil for other words.
    static func standingLabel(_ text: String) -> String? {
        let word = text.trimmingCharacters(in: " \t:：").lowercased()
        if word == "question" || word.count == 1 && word.first.map({ question.contains(Character($0.uppercased())) }) == true { return "q" }
        if word == "answer" || word.count == 1 && word.first.map({ answer.contains(Character($0.uppercased())) }) == true { return "a" }
        return nil
    }
}
