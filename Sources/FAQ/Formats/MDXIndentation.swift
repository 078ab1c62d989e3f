/// MDX has no indented code (mdx-js turns CommonMark's off, and with it the limit of three spaces
/// before a heading, a quote or a list), so a block set in four spaces or more after a blank
/// line (Datagrove's nested `<details>` and the text in them, indented as HTML is) is what it
/// would be at the margin, not a code block, and so is a tag that follows a paragraph. Its line
/// is set there, unless it goes on a list item above it; fenced code is left alone, and line numbers hold.
enum MDXIndentation {
    /// `lines` with blocks and tags indented four spaces or more set at the margin.
    static func outdenting(_ lines: [String]) -> [String] {
        var result = lines
        var fence = MDXComponents.Fence()
        var afterBlank = true
        // The column a list item's text starts at, while one is open.
        var itemColumn: Int?
        for (n, line) in lines.enumerated() {
            if fence.step(line) { afterBlank = false; continue }
            let margin = line.prefix { $0 == " " || $0 == "\t" }
            let indent = margin.reduce(0) { $0 + ($1 == "\t" ? 4 - $0 % 4 : 1) }
            let text = line.dropFirst(margin.count)
            if text.isEmpty { afterBlank = true; continue }
            defer { afterBlank = false }
            if let marker = listMarkerWidth(text), indent < 4 {
                itemColumn = indent + marker
                continue
            }
            // A tag interrupts a paragraph, as one at the margin does (`</details>` under an answer's last line).
            guard afterBlank || opensTag(text) else { continue }
            if let column = itemColumn, indent >= column { continue }
            if afterBlank { itemColumn = nil }
            if indent >= 4 { result[n] = String(text) }
        }
        return result
    }

    /// Whether a line's text opens or closes a tag (`<details>`, `</blockquote>`).
    static func opensTag(_ text: Substring) -> Bool {
        guard text.first == "<", let second = text.dropFirst().first else { return false }
        return second.isLetter || second == "/"
    }

    /// The width of a list item's marker and the space after it ("- ", "12. "), or nil.
    static func listMarkerWidth(_ text: Substring) -> Int? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }.count
        let markerEnd: Int
        if digits > 0 && digits <= 9, let mark = text.dropFirst(digits).first, mark == "." || mark == ")" {
            markerEnd = digits + 1
        } else if let mark = text.first, "-*+".contains(mark) {
            markerEnd = 1
        } else {
            return nil
        }
        let rest = text.dropFirst(markerEnd)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        return markerEnd + (rest.isEmpty ? 1 : min(max(rest.prefix { $0 == " " }.count, 1), 4))
    }
}
