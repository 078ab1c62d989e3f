import Glibc

/// Source questions the document shows nowhere, found fast in long files.
extension MisreadGuard {
    /// A question-shaped line of the source that is in no title and no text of the document:
    /// the importer dropped it (a question under a heading it took for the title, say).
    /// A title that holds a question's title and more (Org's `TODO`, a second wording) shows it.
    static func questionsShownNowhere(_ keys: Set<String>, texts: [String], titleKeys: Set<String>) -> String? {
        guard !keys.isEmpty else { return nil }
        // Every line's key in one buffer, searched with memmem: a key per line of text times the
        // lines would make a long FAQ cost seconds.
        var shown: [UInt8] = []
        for text in texts {
            for line in text.newlineSeparatedLines() where !line.isEmpty {
                shown += QuestionShape.key(QuestionShape.bareText(AnswerQuestionLines.unescaped(line))).utf8
                shown.append(0x0A)
            }
        }
        let longTitles = titleKeys.filter { $0.utf8.count >= 12 }
        var nearChecks = 0
        // Sorted, so the same file gives the same answer; bounded, so a hostile file costs little.
        for key in keys.sorted().prefix(200)
        where !contains(shown, Array(key.utf8)) && !longTitles.contains(where: { key.contains($0) }) {
            nearChecks += 1
            if nearChecks <= maximumNearChecks, isNearlyShown(key, in: shown) { continue }
            return key
        }
        return nil
    }

    /// How many keys a file may have checked word by word: each check reads every shown line.
    static let maximumNearChecks = 8

    /// Whether one shown line holds nearly every word of `key`, in its order: the source's markup
    /// the census cannot read (`B<Q:>` before a question, `<code>` written in a manual's title)
    /// changes a word or two of a question the reader shows. A dropped question leaves its words
    /// apart, or in another question's order ("Which web framework should I use?").
    static func isNearlyShown(_ key: String, in shown: [UInt8]) -> Bool {
        let words = key.split(separator: " ").filter { $0.utf8.count >= 3 }
        guard words.count >= 5 else { return false }
        let needed = (words.count * 85 + 99) / 100
        let known = Set(words)
        // A line of about the question's length: a long paragraph holds most words of many a question.
        let longest = key.utf8.count * 2 + 16
        for line in shown.split(separator: 0x0A) where line.count <= longest {
            var next = 0
            var present = 0
            for word in String(decoding: line, as: UTF8.self).split(separator: " ") where known.contains(word) {
                guard let at = words[next...].firstIndex(of: word) else { continue }
                present += 1
                next = at + 1
                if next == words.count { break }
            }
            if present >= needed { return true }
        }
        return false
    }

    /// Whether `needle` occurs in `haystack`: memchr to its first byte, memcmp for the rest.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        return haystack.withUnsafeBytes { hay in needle.withUnsafeBytes { LiteralSearch.firstMatch($0, in: hay) != nil } }
    }
}
