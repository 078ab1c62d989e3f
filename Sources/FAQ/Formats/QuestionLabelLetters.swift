/// The letters that label a question and its answer in every line-based format: "Q:" and "A:", and
/// the Chinese and Japanese "问：" (問) and "答：", whose colon may be full-width or plain.
enum QuestionLabelLetters {
    static let question: Set<Character> = ["Q", "问", "問"]
    static let answer: Set<Character> = ["A", "答"]

    /// What a label standing alone names: "q" for "Question", "Q:", "q" for an answer's ("Answer:", "A"), nil for other words.
    static func standingLabel(_ text: String) -> String? {
        switch text.trimmingCharacters(in: " \t:").lowercased() {
        case "q", "question": "q"
        case "a", "answer": "a"
        default: nil
        }
    }
}
