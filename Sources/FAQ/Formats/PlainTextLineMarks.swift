/// A FAQ that marks every line of a question with "? " and every line of an answer with "! "
/// (AFRd's `FAQ-en.txt`), as a mail quotes with "> ": the marks are rewritten as "Q:" and "A:"
/// pairs, the lines after each first one set in under it, so that the "Q:"/"A:" reader reads
/// it. Lines keep their places, so positions still name the file's own lines.
enum PlainTextLineMarks {
    private static let asking: Character = "?"
    private static let answering: Character = "!"

    /// `text` with its marks rewritten; nil when it is not marked so: two questions or more,
    /// most of them asking ("?" in their lines: a to-do list's "? maybe IPv6" asks nothing),
    /// nearly each answered, and three marked lines in four at least.
    static func unmarked(_ text: String) -> String? {
        // Most files have no line opening with "?": out at once.
        guard text.hasPrefix("?") || text.range(ofLiteralIn: "\n?") != nil else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var marked = 0, other = 0, questions = 0, asked = 0, answers = 0
        var last: Character?
        var asks = false
        for line in lines {
            let content = line.drop { $0 == " " || $0 == "\t" }
            guard !content.isEmpty else { continue }
            guard let mark = self.mark(content) else { other += 1; last = nil; continue }
            marked += 1
            if mark == asking {
                if last != asking { questions += 1; asks = false }
                if !asks, content.dropFirst().contains("?") { asks = true; asked += 1 }
            }
            if mark == answering, last == asking { answers += 1 }
            last = mark
        }
        guard questions >= 2, asked * 2 > questions, answers * 5 >= questions * 4, marked * 4 >= (marked + other) * 3 else { return nil }
        var result: [Substring] = []
        result.reserveCapacity(lines.count)
        last = nil
        var blankSince = false
        for line in lines {
            let content = line.drop { $0 == " " || $0 == "\t" }
            guard !content.isEmpty else { result.append(line); blankSince = true; continue }
            guard let mark = self.mark(content) else { result.append(line); last = nil; blankSince = false; continue }
            let rest = content.dropFirst().drop { $0 == " " || $0 == "\t" }
            let opens = mark == asking ? last != asking || blankSince : last == asking
            result.append((opens ? (mark == asking ? "Q: " : "A: ") : "   ") + rest)
            last = mark
            blankSince = false
        }
        return result.joined(separator: "\n")
    }

    /// The line's mark: "?" or "!" alone or before a space.
    private static func mark(_ content: Substring) -> Character? {
        guard let first = content.first, first == asking || first == answering else { return nil }
        let next = content.dropFirst().first
        return next == nil || next == " " || next == "\t" ? first : nil
    }
}
