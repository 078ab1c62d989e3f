/// MkDocs Material's collapsible admonitions that hold a FAQ's entries: `??? question "…"` (or `???+`,
/// open at first) over its answer set in four spaces (OpenDTU's FAQ). Each is an entry, read as a
/// heading one level under the heading above it, its answer set at the margin. The kinds that name
/// entries ("question", "faq") always are; another kind is one when its title asks. Notes (`!!!`),
/// admonitions set in (inside a list), and those under a heading that asks (parts of its answer)
/// stay for the answer's renderer (`MarkdownExtensions`). Fenced code is left alone, and line numbers hold.
enum MkDocsAdmonitions {
    /// `lines` with each entry's opening line made a heading and its answer set at the margin, and the lines (counted
    /// from 1) of the headings made: each is an entry, whose text is its answer (steps in bold, "1. **Set frequency
    /// explicitly**:", are its parts, not questions).
    static func entries(_ lines: [String]) -> (lines: [String], headingLines: Set<Int>) {
        var headingLines = Set<Int>()
        var result = lines
        var fence = MDXComponents.Fence()
        // The level of the last heading above, 1 before any, and whether it asks.
        var level = 1
        var underAQuestion = false
        var n = 0
        while n < lines.count {
            defer { n += 1 }
            if fence.step(lines[n]) { continue }
            if let heading = heading(lines, n) {
                level = heading.level
                underAQuestion = StructureRule.asks(heading.title)
                continue
            }
            guard !underAQuestion, let title = entryTitle(lines[n]) else { continue }
            result[n] = String(repeating: "#", count: min(level + 1, 6)) + " " + title
            headingLines.insert(n + 1)
            // Its answer: the lines set in four spaces (or a tab) under it, blank lines between them.
            var k = n + 1
            var answerFence = MDXComponents.Fence()
            let entryLine = n
            while k < lines.count {
                let line = lines[k]
                if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                    result[k] = ""
                } else if line.hasPrefix("    ") || line.hasPrefix("\t") {
                    result[k] = String(line.dropFirst(line.hasPrefix("\t") ? 1 : 4))
                    // (A rule right under the entry's line underlines nothing.)
                    if !answerFence.step(result[k]), k > entryLine + 1 { setUnderEntry(&result, k, entryLevel: level + 1) }
                } else {
                    break
                }
                n = k
                k += 1
            }
        }
        return (result, headingLines)
    }

    /// A heading in an entry's answer, once set at the margin, is a part of that answer: it goes one level under
    /// the entry's (or stays deeper), never beside it or above. A setext one becomes an ATX heading, its line kept.
    private static func setUnderEntry(_ lines: inout [String], _ k: Int, entryLevel: Int) {
        guard let inner = heading(lines, k) else { return }
        let marks = String(repeating: "#", count: min(max(inner.level, entryLevel + 1), 6))
        if lines[k].hasPrefix("#") {
            lines[k] = marks + " " + inner.title
        } else {
            lines[k - 1] = marks + " " + inner.title
            lines[k] = ""
        }
    }

    /// The kinds that name an entry whatever its title.
    static let entryKinds: Set<String> = ["question", "questions", "faq", "help"]

    /// The title of a collapsible admonition at the margin that is an entry, unquoted and unescaped; nil otherwise.
    static func entryTitle(_ line: String) -> String? {
        guard let opening = MarkdownExtensions.mkDocsOpening(line), opening.collapsible else { return nil }
        let quoted = String(opening.title).trimmingCharacters(in: " \t")
        guard quoted.count >= 2, quoted.first == "\"", quoted.last == "\"" else { return nil }
        let title = String(quoted.dropFirst().dropLast()).replacingAll("\\\"", with: "\"").trimmingCharacters(in: " \t")
        guard !title.isEmpty, entryKinds.contains(opening.kind.lowercased()) || StructureRule.asks(title) else { return nil }
        return title
    }

    /// The level and title of the heading line `n` is, or ends: an ATX heading at the margin (`## Basics`), or a
    /// setext one's underline (`Basics` over `------`); nil for any other line.
    static func heading(_ lines: [String], _ n: Int) -> (level: Int, title: String)? {
        let line = lines[n]
        if let atx = ATXHeading.opening(Substring(line)) { return (atx.level, String(atx.rest).trimmingCharacters(in: " \t#")) }
        guard n > 0, let level = setextLevel(line) else { return nil }
        // A rule under an ATX heading (`#### Requirements` over `---`) underlines no title: it is a rule.
        let above = lines[n - 1]
        guard let first = above.first, first != " ", first != "\t", !"-*+>#".contains(first) else { return nil }
        return (level, above.trimmingCharacters(in: " \t"))
    }

    /// 1 for a line of `=`, 2 for a line of `-`, three or more; nil otherwise.
    static func setextLevel(_ line: String) -> Int? {
        let trimmed = line.trimmingCharacters(in: " \t")
        guard trimmed.count >= 3, let mark = trimmed.first, mark == "=" || mark == "-", trimmed.allSatisfy({ $0 == mark }) else { return nil }
        return mark == "=" ? 1 : 2
    }
}
