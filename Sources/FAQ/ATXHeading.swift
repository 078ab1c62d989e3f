/// A Markdown ATX heading's opening (`## Basics`): one to six `#` at the line's start, then a space, a tab or
/// the line's end (`#hashtag` and `####### x` are text). The importers and format detection share it, each
/// trimming the title its own way; the misread guard keeps a reading of its own (`SourceHeadings`).
enum ATXHeading {
    /// The heading's level and the text after its marks (untrimmed), or nil when `line` opens no heading.
    static func opening(_ line: Substring) -> (level: Int, rest: Substring)? {
        let level = line.prefix { $0 == "#" }.count
        guard (1...6).contains(level) else { return nil }
        let rest = line.dropFirst(level)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        return (level, rest)
    }

    /// The title in the text after the marks: trimmed, without a closing run of "#" after a space ("C#" keeps its mark).
    static func title(_ rest: Substring) -> String {
        let title = String(rest).trimmingCharacters(in: " \t")
        guard title.hasSuffix("#"), let end = title.lastIndex(where: { $0 != "#" }), title[end] == " " else {
            return title.allSatisfy { $0 == "#" } ? "" : title
        }
        return String(title[..<end]).trimmingCharacters(in: " \t")
    }
}
