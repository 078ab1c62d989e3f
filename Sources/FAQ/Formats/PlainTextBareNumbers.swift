/// A number alone on its line ("8." over a quoted mail and its reply, as ACE's mailing-list
/// digest numbers most of its entries): the entry's question is in the text under it, as a
/// heading that is only a label and a number ("Question 3") is titled by the paragraph under it.
/// The title is the quoted mail's first question (`PlainTextQuotedQuestion`), and the mail stays
/// at the head of the entry's answer; or the paragraph under the number, when it is the question
/// (squidGuard's "1." over "Is there a mailing list for squidGuard?"), else its first sentence.
enum PlainTextBareNumbers {
    /// "8." or "12)" alone on its line, over a paragraph one blank line below at most.
    /// Unlike other numbers it needs no blank line above it where the line above leads into it
    /// ("Currently in semirandom order:").
    static func marker(_ lines: PlainTextLines, _ i: Int) -> PlainTextNumbered.Marker? {
        let line = lines[i]
        guard line.indent <= 4, line.width <= 4, PlainTextLines.isLoneNumber(line.text),
              let (title, answer) = title(lines, below: i) else { return nil }
        return PlainTextNumbered.Marker(line: i, numbers: [Int(line.text.dropLast())!], indent: line.indent,
                                        textColumn: line.indent + line.width, text: title, titledBelow: answer)
    }

    /// The question the text under line `i` asks: its quoted mail's, or its first paragraph's
    /// first sentence that asks, else its opening sentence; and the line its answer starts on
    /// (after the paragraph when that is all the title).
    private static func title(_ lines: PlainTextLines, below i: Int) -> (String, answer: Int)? {
        var start = i + 1
        if start < lines.count, lines[start].isBlank { start += 1 }
        guard start < lines.count, !lines[start].isBlank, PlainTextNumbered.marker(lines, start) == nil else { return nil }
        if lines[start].text.hasPrefix(">") { return PlainTextQuotedQuestion.read(lines, from: start).map { ($0.title, i + 1) } }
        var end = start
        var paragraph = ""
        // The question's lines, not the answer set in below them (squidGuard's FAQ).
        while end < lines.count, !lines[end].isBlank, lines[end].indent == lines[start].indent, end - start < 6 {
            paragraph += " " + lines[end].text
            end += 1
        }
        let text = PlainTextLines.collapsed(paragraph)
        guard PlainTextLines.letterCount(text) >= 2 else { return nil }
        let title = PlainTextQuotedQuestion.cut(PlainTextQuotedQuestion.askingSentence(text) ?? PlainTextQuotedQuestion.openingSentence(text))
        return (title, title == text ? end : i + 1)
    }
}
