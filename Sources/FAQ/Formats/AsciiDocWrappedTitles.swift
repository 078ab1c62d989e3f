/// Section titles that a converter broke over two lines: `== During testing, how can I keep my
/// DataSource`, then (after at most one blank line) a paragraph of one line that starts in lower
/// case and ends the question, `configuration?`. No author starts an answer that way, so the
/// line finishes the title.
enum AsciiDocWrappedTitles {
    /// The rest of the title at line `i` (0-based): its text and the index of the line after it.
    static func continuation(_ lines: [String], after i: Int, title: String) -> (text: String, next: Int)? {
        let trimmed = title.trimmingCharacters(in: " =")
        guard let last = trimmed.last, !".?!:;)".contains(last) else { return nil }
        var j = i + 1
        if j < lines.count, RestructuredTextFormat.isBlank(lines[j]) { j += 1 }
        guard j < lines.count else { return nil }
        let line = lines[j].trimmingCharacters(in: " \t")
        // One line: what follows it is blank or the end.
        guard j + 1 >= lines.count || RestructuredTextFormat.isBlank(lines[j + 1]) else { return nil }
        guard lines[j].first != " ", let first = line.first, first.isLetter, first.isLowercase,
              StructureRule.asks(line), line.split(separator: " ").count <= 12,
              AsciiDocFormat.labeledItem(line) == nil else { return nil }
        return (trimmed + " " + line, j + 1)
    }
}
