/// Entries marked by a pair of letters other than "Q:" and "A:": "P:" (problem) answered by "S:"
/// (solution) beside a file's "Q:" entries, a French "Q:"/"R:", a German "F:"/"A:", a Russian
/// "В - "/"О - ". A pair counts
/// when two entries or more open with its first letter and reach a line opening with its second
/// before the next marker line, so a stray "B: …" line is text.
enum PlainTextLetterPairs {
    /// Entries a pair must mark before it counts.
    static let minimumEntries = 2

    /// The letter and width (with the spaces after it) of a one-letter marker ("P: ") at the
    /// start of `text` (or all of it); in any script, and with a dash ("В - ", a Russian "Вопрос" answered by "О - ").
    static func marker(_ text: String) -> (letter: Character, width: Int)? {
        guard let letter = text.first, letter.isUppercase, letter.isLetter else { return nil }
        var rest = text.dropFirst()
        // An entry's number may follow the letter, then a colon or a bracket: CoqIDE's "Q1) …" over "R1: …"
        // (and "R5)-First solution", its first line a dashed item).
        let number = rest.prefix { $0.isASCII && $0.isNumber }.count
        if number > 0, number <= 3, let mark = rest.dropFirst(number).first, mark == ":" || mark == ")",
           let after = rest.dropFirst(number + 1).first, after == " " || after == "-" {
            rest = rest.dropFirst(number + 1)
            return (letter, 2 + number + rest.prefix { $0 == " " }.count)
        }
        if rest.first == ":", rest.dropFirst().first == " " {
            return (letter, 2 + rest.dropFirst().prefix { $0 == " " }.count)
        }
        // Alone on its line, over the text it marks (YajHFC's Spanish "R:" over its answer).
        if rest == ":" { return (letter, 2) }
        guard isDashed(text) else { return nil }
        return (letter, 3 + rest.dropFirst(2).prefix { $0 == " " }.count)
    }

    /// Whether a marker's letter is followed by a dash between spaces ("В - ") rather than a colon.
    private static func isDashed(_ text: String) -> Bool {
        let rest = text.dropFirst()
        guard rest.first == " ", let dash = rest.dropFirst().first, "-–—".contains(dash) else { return false }
        return rest.dropFirst(2).first == " "
    }

    /// The pairs the file keeps: each question letter and the letter that answers it. "Q:" over
    /// "A:" is `PlainTextPatterns.marker`'s, never a pair; "A" never asks.
    static func find(_ lines: PlainTextLines) -> [Character: Character] {
        var counts: [Character: [Character: Int]] = [:]
        var previous: Character?
        for k in 0..<lines.count where lines[k].indent <= 8 {
            guard let letter = marker(lines[k].text)?.letter else { continue }
            if let question = previous, question != letter { counts[question, default: [:]][letter, default: 0] += 1 }
            // A dashed letter opens an entry only where its line asks: "N - next image" over
            // "P - previous image" is a legend of keys.
            previous = isDashed(lines[k].text) && !PlainTextLines.asks(lines[k].text) ? nil : letter
        }
        var pairs: [Character: Character] = [:]
        for (question, answers) in counts where question != "A" {
            guard let (answer, count) = answers.max(by: { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key }),
                  count >= minimumEntries, question != "Q" || answer != "A" else { continue }
            pairs[question] = answer
        }
        // A letter that answers one pair does not ask in another ("P:"/"S:" read the other way round).
        for (question, answer) in pairs where pairs[answer] == question && (counts[answer]?[question] ?? 0) < (counts[question]?[answer] ?? 0) {
            pairs[answer] = nil
        }
        return pairs
    }
}
