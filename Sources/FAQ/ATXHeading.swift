/// A Markdown ATX heading's opening (`## Basics`): one to six `#` at the line's start, then a space, a tab or
/// the line's end (`#hashtag` and `####### x` are text). The importers and the misread guard each trim the
/// title their own way; they share only this reading of the marks.
enum ATXHeading {
    /// The heading's level and the text after its marks (untrimmed), or nil when `line` opens no heading.
    static func opening(_ line: Substring) -> (level: Int, rest: Substring)? {
        let level = line.prefix { $0 == "#" }.count
        guard (1...6).contains(level) else { return nil }
        let rest = line.dropFirst(level)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        return (level, rest)
    }
}
