/// A "Q:" alone on its line over a quoted mail (`> I have one quick question…`): the question is
/// the mail's, titled by its first sentence that asks (or its opening words), and the mail stays at
/// the head of the entry's text, where its "A:" follows it.
enum PlainTextQuotedQuestion {
    /// A title is cut to this many characters.
    static let titleLength = 200

    /// The quote starting at `start` (lines opening with `>`), its title, and the line after it; nil when there is none.
    static func read(_ lines: PlainTextLines, from start: Int) -> (title: String, end: Int)? {
        var end = start
        var paragraphs: [String] = [""]
        while end < lines.count, !lines[end].isBlank, lines[end].text.hasPrefix(">") {
            let content = String(lines[end].text.drop { $0 == ">" || $0 == " " })
            if content.isEmpty { paragraphs.append("") } else { paragraphs[paragraphs.count - 1] += " " + content }
            end += 1
        }
        let texts = paragraphs.map { withoutEnumerator(PlainTextLines.collapsed($0)) }.filter { !$0.isEmpty }
        guard let first = texts.first else { return nil }
        // A tag question after a statement ("The new release crashes. Any ideas?") asks the statement.
        let asking = texts.lazy.compactMap(askingSentence).first.flatMap { $0.split(separator: " ").count > 3 ? $0 : nil }
        return (cut(asking ?? openingSentence(first)), end)
    }

    /// A paragraph's first sentence that asks.
    static func askingSentence(_ text: String) -> String? {
        var sentenceStart = text.startIndex
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            let next = text.index(after: i)
            if c == "?" { return String(text[sentenceStart...i]) }
            // A stop before a word in lower case ("(e.g. in different threads)?") ends no sentence.
            if ".!:;".contains(c), next == text.endIndex || text[next] == " " {
                let after = next < text.endIndex ? text.index(after: next) : next
                if c != "." || after == text.endIndex || !text[after].isLowercase { sentenceStart = after }
            }
            i = next
        }
        return nil
    }

    /// A quoted question's text without the number or letter it had in its mail's list ("1. when
    /// are …", "a) I noticed …").
    static func withoutEnumerator(_ text: String) -> String {
        let mark = text.prefix { $0.isASCII && ($0.isNumber || $0.isLowercase) }
        guard (1...2).contains(mark.count), mark.allSatisfy(\.isNumber) || mark.count == 1,
              let stop = text.dropFirst(mark.count).first, stop == "." || stop == ")",
              text.dropFirst(mark.count + 1).first == " " else { return text }
        return String(text.dropFirst(mark.count + 2))
    }

    /// A paragraph's first sentence.
    static func openingSentence(_ text: String) -> String {
        var i = text.startIndex
        while let end = text[i...].firstIndex(where: { ".!".contains($0) }) {
            let next = text.index(after: end)
            // "e.g." and "v1.2" go on, and so does a list's number ("1. when are…"); a mark
            // before a space or the end closes the sentence.
            if next == text.endIndex || text[next] == " " && PlainTextLines.letterCount(String(text[...end])) >= 2 {
                return String(text[...end])
            }
            i = next
        }
        return text
    }

    /// A title of at most `titleLength` characters.
    static func cut(_ sentence: String) -> String {
        let trimmed = sentence.trimmingCharacters(in: " ")
        return trimmed.count <= titleLength ? trimmed : String(trimmed.prefix(titleLength)) + "…"
    }
}
