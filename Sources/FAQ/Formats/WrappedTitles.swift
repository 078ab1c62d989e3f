/// Section titles that a converter broke over two lines: `== During testing, how can I keep my
/// DataSource`, then (after at most one blank line) a paragraph of one line that starts in lower
/// case and ends the question, `configuration?`. No author starts an answer that way, so the
/// line finishes the title (AsciiDoc and Markdown).
enum WrappedTitles {
    /// Whether `line`, a paragraph of one line right after the title `title`, finishes it.
    static func finishes(_ title: String, with line: String) -> Bool {
        let title = title.trimmingCharacters(in: " \t="), line = line.trimmingCharacters(in: " \t")
        guard let last = title.last, !".?!:;)".contains(last), let first = line.first, first.isLetter, first.isLowercase else { return false }
        return StructureRule.asks(line) && line.split(separator: " ").count <= 12
    }

    /// The rest of the AsciiDoc title at line `i` (0-based): its text and the index of the line after it.
    static func continuation(_ lines: [String], after i: Int, title: String) -> (text: String, next: Int)? {
        var j = i + 1
        if j < lines.count, RestructuredTextFormat.isBlank(lines[j]) { j += 1 }
        guard j < lines.count, lines[j].first != " ", finishes(title, with: lines[j]) else { return nil }
        // One line: what follows it is blank or the end.
        guard j + 1 >= lines.count || RestructuredTextFormat.isBlank(lines[j + 1]), AsciiDocFormat.labeledItem(lines[j]) == nil else { return nil }
        return (title.trimmingCharacters(in: " =") + " " + lines[j].trimmingCharacters(in: " \t"), j + 1)
    }
}
