/// Bulleted questions set in from the margin over answers at the margin (pxljr's FAQ:
/// "    * What is this?" over its answer's paragraphs): an answer's own list sits deeper than its
/// text, so items over shallower text are the entries.
extension PlainTextPatterns {
    /// The indent (3 to 8 columns) of three or more list items, each alone between blank lines
    /// with the text after it set shallower, that most items at that indent share; nil if none.
    static func outdentedBulletIndent(_ lines: PlainTextLines) -> Int? {
        var over: [Int: Int] = [:], all: [Int: Int] = [:]
        for i in 0..<lines.count where (3...8).contains(lines[i].indent) && PlainTextAnswer.listMarker(lines[i].text) != nil
            && (i == 0 || lines[i - 1].isBlank) {
            all[lines[i].indent, default: 0] += 1
            var next = i + 1
            while next < lines.count, !lines[next].isBlank { next += 1 }
            while next < lines.count, lines[next].isBlank { next += 1 }
            if next < lines.count, lines[next].indent < lines[i].indent, PlainTextAnswer.listMarker(lines[next].text) == nil {
                over[lines[i].indent, default: 0] += 1
            }
        }
        return over.filter { $0.value >= 3 && $0.value * 3 >= all[$0.key, default: 0] * 2 }.max { $0.value < $1.value }?.key
    }
}
