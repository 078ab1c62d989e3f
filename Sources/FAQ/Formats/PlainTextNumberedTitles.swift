/// A numbered entry's title, which may wrap onto the lines below its number.
extension PlainTextNumbered {
    /// The title of the entry at `m`, and the line its answer starts on.
    static func wrappedTitle(of m: Marker, _ lines: PlainTextLines) -> (text: String, bodyStart: Int) {
        var title = m.text
        var end = m.titledBelow ?? m.line + 1
        // A long title wraps onto lines aligned with its text, or with its number when the
        // title is a paragraph of its own (linuxdoc's text output); a word broken at the
        // line's end ("regular expres-" "sions?") is joined again.
        // A short line wraps too where the lines at its text's column end the question before a
        // blank line (lsof's "1.2.4<tab>Why can't I get the sum(1) result reported in" over "<tab>README…?").
        let endsQuestion = endsQuestionBeforeBlank(lines, from: end, column: m.textColumn, limit: m.line + 4)
        while m.titledBelow == nil, end < lines.count, end - m.line < 4, !title.hasSuffix("?"), lines[end - 1].displayEnd >= 60 || endsQuestion,
              !lines[end].isBlank, marker(lines, end) == nil,
              abs(lines[end].indent - m.textColumn) <= 1
                || lines[end].indent == m.indent && !".:".contains(title.last ?? ".") && (end + 1 == lines.count || lines[end + 1].isBlank) {
            title = PlainTextLines.joiningWrapped(title, lines[end].text)
            end += 1
        }
        // Or back at the number's column ("3.1.2. Will there be … in different\ndistributions?"),
        // when those lines end the question ("…? I'd like to know…!") and a blank line follows.
        if m.titledBelow == nil, !title.hasSuffix("?"), lines[end - 1].displayEnd >= 60 {
            var wrapped = title
            var k = end
            while k < lines.count, k - m.line < 4, !lines[k].isBlank, lines[k].indent == m.indent, marker(lines, k) == nil {
                wrapped += " " + lines[k].text
                k += 1
            }
            if k > end, wrapped.hasSuffix("?") || wrapped.hasSuffix("!") && wrapped.contains("?"), k == lines.count || lines[k].isBlank {
                title = wrapped
                end = k
            }
        }
        // Or one line there that ends the question with its answer right under it, no blank line between
        // (Oolite's "1.4. My keyboard doesn't have a particular key used by Oolite, what can" over "I do to change
        // the keys?"): the title broke off mid-sentence.
        if m.titledBelow == nil, end == m.line + 1, end < lines.count, lines[m.line].displayEnd >= 60,
           title.last.map({ $0.isLetter || $0 == "," }) == true, !lines[end].isBlank, lines[end].indent == m.indent,
           marker(lines, end) == nil {
            let next = lines[end].text
            if next.hasSuffix("?") || next.hasSuffix("!") && title.contains("?") {
                title = PlainTextLines.joiningWrapped(title, next)
                end += 1
            }
        }
        return (title, end)
    }

    /// Whether lines from `from` (before `limit`), at `column`, end with one asking "?" with a blank line after it.
    static func endsQuestionBeforeBlank(_ lines: PlainTextLines, from: Int, column: Int, limit: Int) -> Bool {
        var k = from
        while k < min(limit, lines.count), !lines[k].isBlank, abs(lines[k].indent - column) <= 1, marker(lines, k) == nil {
            if lines[k].text.hasSuffix("?") { return k + 1 == lines.count || lines[k + 1].isBlank }
            k += 1
        }
        return false
    }
}
