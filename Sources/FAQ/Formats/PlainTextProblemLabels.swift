/// Troubleshooting FAQs label their entries as problems, not questions: "PROBLEM:" (or
/// "Symptom:") before the problem stated on its own line or after the label, answered by
/// "SOLUTION:" (or "Fix:", "Cause:") parts. Such labels mark entries as "Q:" does, but only in
/// a file that writes its entries so (the labels are its markers' dominant form,
/// `PlainTextMarkerForm`): a "Problem:" in a "Q:" file's answer is text.
enum PlainTextProblemLabels {
    static let questionWords = ["problem", "symptom"]
    /// In the singular or the plural ("Solutions:" over a list of them).
    static let answerWords = ["solution", "fix", "cause", "workaround", "solutions", "fixes", "causes", "workarounds"]

    /// The width of a problem label and the spaces after it ("PROBLEM:", "Symptom: …"); nil otherwise.
    static func marker(_ text: String) -> Int? { width(text, words: questionWords) }

    /// The width of an answer part's label ("SOLUTION:", "CAUSE:", and numbered among others: "Solution 2:"); nil otherwise.
    static func answerMarker(_ text: String) -> Int? {
        if let plain = width(text, words: answerWords) { return plain }
        // "Solution 1: Install the toolchain": a word, a number of one or two digits, the colon.
        let lower = text.lowercased()
        guard let word = answerWords.first(where: { lower.hasPrefix($0 + " ") }) else { return nil }
        let afterWord = text.dropFirst(word.count + 1)
        let digits = afterWord.drop { $0 == "#" }.prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(digits.count) else { return nil }
        let rest = afterWord.drop { $0 == "#" }.dropFirst(digits.count)
        guard rest.first == ":", rest.dropFirst().isEmpty || rest.dropFirst().first == " " else { return nil }
        return text.count - rest.dropFirst().drop { $0 == " " }.count
    }

    /// Whether a marker form's label is a problem label (`PlainTextMarkerForm.label`).
    static func isProblemLabel(_ label: String) -> Bool { questionWords.contains(label.lowercased()) }

    private static func width(_ text: String, words: [String]) -> Int? {
        let lower = text.lowercased()
        guard let word = words.first(where: { lower.hasPrefix($0 + ":") }) else { return nil }
        let rest = text.dropFirst(word.count + 1)
        guard rest.isEmpty || rest.first == " " else { return nil }
        return text.count - rest.drop { $0 == " " }.count
    }
}
