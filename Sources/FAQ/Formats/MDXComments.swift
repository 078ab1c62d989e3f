/// MDX's comments, `{/* … */}`, show nothing: a page's commented-out template
/// (Datagrove's `<details>` over "**QUESTION**") is no question. Each comment becomes blank,
/// lines and all, keeping line numbers; comments inside fenced code or a code span stay, and so does one never closed.
enum MDXComments {
    /// `lines` with each comment's text removed.
    static func blanking(_ lines: [String]) -> [String] {
        var result = lines
        var fence = MDXComponents.Fence()
        var n = 0
        while n < lines.count {
            defer { n += 1 }
            if fence.step(lines[n]) { continue }
            var line = Substring(lines[n])
            var kept = ""
            // One inside a code span (`` `{/* hidden */}` ``) is shown as written.
            while let open = line.range(ofLiteral: "{/*"), !Self.inCodeSpan(line[..<open.lowerBound], kept: kept) {
                // None closes after this one either: the rest stays as it is (and each line is looked through once).
                guard let (endLine, after) = close(lines, from: n, in: line[open.upperBound...]) else {
                    result[n] = kept + line
                    return result
                }
                kept += line[..<open.lowerBound]
                if endLine == n {
                    line = after
                    continue
                }
                result[n] = kept
                for k in (n + 1)..<endLine { result[k] = "" }
                n = endLine
                kept = ""
                line = after
            }
            result[n] = kept + line
        }
        return result
    }

    /// Whether text before a mark leaves a code span open: an odd number of backquotes on its line.
    private static func inCodeSpan(_ before: Substring, kept: String) -> Bool {
        (kept.count { $0 == "`" } + before.count { $0 == "`" }) % 2 == 1
    }

    /// Where a comment opened on line `n` closes: the line of its `*/}` and the text after it.
    private static func close(_ lines: [String], from n: Int, in rest: Substring) -> (Int, Substring)? {
        var text = rest
        var k = n
        while true {
            if let end = text.range(ofLiteral: "*/}") { return (k, lines[k][end.upperBound...]) }
            k += 1
            guard k < lines.count else { return nil }
            text = Substring(lines[k])
        }
    }
}
