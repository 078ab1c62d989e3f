/// MkDocs Material's collapsible admonitions that hold a FAQ's entries: `??? question "…"` (or `???+`,
/// open at first) over its answer set in four spaces (OpenDTU's FAQ). Each is an entry, read as a
/// heading one level under the heading above it, its answer set at the margin. The kinds that name
/// entries ("question", "faq") always are; another kind is one when its title asks. Notes (`!!!`)
/// and admonitions set in (inside an answer or a list) stay for the answer's renderer
/// (`MarkdownExtensions`). Fenced code is left alone, and line numbers hold.
enum MkDocsAdmonitions {
    /// `lines` with each entry's opening line made a heading and its answer set at the margin.
    static func entriesAsHeadings(_ lines: [String]) -> [String] {
        var result = lines
        var fence = MDXComponents.Fence()
        // The level of the last heading above, 1 before any.
        var level = 1
        var n = 0
        while n < lines.count {
            defer { n += 1 }
            if fence.step(lines[n]) { continue }
            if let heading = atxLevel(lines[n]) { level = heading; continue }
            guard let title = entryTitle(lines[n]) else { continue }
            result[n] = String(repeating: "#", count: min(level + 1, 6)) + " " + title
            // Its answer: the lines set in four spaces (or a tab) under it, blank lines between them.
            var k = n + 1
            while k < lines.count {
                let line = lines[k]
                if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                    result[k] = ""
                } else if line.hasPrefix("    ") {
                    result[k] = String(line.dropFirst(4))
                } else if line.hasPrefix("\t") {
                    result[k] = String(line.dropFirst())
                } else {
                    break
                }
                n = k
                k += 1
            }
        }
        return result
    }

    /// The kinds that name an entry whatever its title.
    static let entryKinds: Set<String> = ["question", "questions", "faq", "help"]

    /// The title of a collapsible admonition at the margin that is an entry, unquoted and unescaped; nil otherwise.
    static func entryTitle(_ line: String) -> String? {
        guard line.hasPrefix("??? ") || line.hasPrefix("???+ ") else { return nil }
        let rest = line.drop { $0 == "?" || $0 == "+" }.drop { $0 == " " }
        let kind = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        let quoted = String(rest.dropFirst(kind.count)).trimmingCharacters(in: " \t")
        guard !kind.isEmpty, quoted.count >= 2, quoted.first == "\"", quoted.last == "\"" else { return nil }
        let title = String(quoted.dropFirst().dropLast()).replacingAll("\\\"", with: "\"").trimmingCharacters(in: " \t")
        guard !title.isEmpty, entryKinds.contains(kind.lowercased()) || StructureRule.asks(title) else { return nil }
        return title
    }

    /// The level of an ATX heading at the margin (`## Basics`), or nil.
    static func atxLevel(_ line: String) -> Int? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes) else { return nil }
        let after = line.dropFirst(hashes).first
        return after == nil || after == " " || after == "\t" ? hashes : nil
    }
}
