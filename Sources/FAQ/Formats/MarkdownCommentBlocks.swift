/// `#` lines that wrap one sentence over two lines ("# Copying and distribution of this file,
/// with or without modification, are" / "# permitted in any medium without royalty."), as a
/// shell script or configuration file comments, are a comment block, not Markdown headings: a
/// heading is a title, and no title goes on in lower case on the heading line below it. A file
/// that only its content called Markdown is doubted when it holds one (`SecondOpinion`). So is
/// a banner: `# ` lines framed by a rule of the comment character (`#=====…`, `#-----…`).
enum MarkdownCommentBlocks {
    /// Characters a comment's rule line repeats after its `#`, and how many it needs.
    static let ruleCharacters: Set<Character> = ["=", "-", "#", "*", "~"]
    static let ruleLength = 8

    /// Whether `text` has, outside fenced code, a `# ` line followed at once by another `# `
    /// line that starts in lower case, or next to a `#` rule line.
    static func contains(_ text: String) -> Bool {
        var fence: Substring?
        var previousWasComment = false
        var previousWasRule = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = line.last == "\r" ? line.dropLast() : line
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix(3)
                previousWasComment = false
                previousWasRule = false
                continue
            }
            if isRule(line) {
                if previousWasComment { return true }
                previousWasRule = true
                previousWasComment = false
                continue
            }
            // One `#` and a space at the margin: a top-level heading, or a comment.
            guard line.hasPrefix("# "), let first = line.dropFirst(2).first(where: { $0 != " " }) else {
                previousWasComment = false
                previousWasRule = false
                continue
            }
            if previousWasRule || previousWasComment && first.isLowercase { return true }
            previousWasComment = true
        }
        return false
    }

    /// `#` then `ruleLength` or more of one rule character, and nothing else.
    static func isRule(_ line: Substring) -> Bool {
        guard line.first == "#", let mark = line.dropFirst().first, ruleCharacters.contains(mark) else { return false }
        let rest = line.dropFirst()
        return rest.count >= ruleLength && rest.allSatisfy { $0 == mark }
    }
}
