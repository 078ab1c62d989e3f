/// Sphinx's `.. only:: tag` blocks that hold section titles: the entries a build for that tag
/// shows (ESP-AT's questions for one chip among those for all). Their titles are set in under the
/// directive, so the reader, which takes titles at the margin only, would fold them into the
/// answer above; each such block is opened instead, its lines moved out to the margin in place.
enum RestructuredTextOnlyBlocks {
    /// `lines` with every top-level `only` block that holds a title opened: its directive line
    /// blanked and its body moved left by the body's indentation (line numbers are kept).
    static func opened(_ lines: [String]) -> [String] {
        var result = lines
        var opened = Set<String>()
        var i = 0
        while i < lines.count {
            guard lines[i].hasPrefix(".. only::") else { i += 1; continue }
            var end = i + 1
            while end < lines.count, lines[end].first == " " || RestructuredTextFormat.isBlank(lines[end]) { end += 1 }
            let body = (i + 1)..<end
            let indent = body.filter { !RestructuredTextFormat.isBlank(lines[$0]) }.map { indentation(lines[$0]) }.min() ?? 0
            let titles = indent > 0 ? self.titles(lines, body, indent: indent) : []
            // One builder's copy of entries another block already holds ("html" beside "latex") stays closed.
            if !titles.isEmpty, !titles.allSatisfy(opened.contains) {
                opened.formUnion(titles)
                result[i] = ""
                for k in body { result[k] = RestructuredTextFormat.isBlank(lines[k]) ? "" : String(lines[k].dropFirst(indent)) }
            }
            i = max(end, i + 1)
        }
        return result
    }

    /// The lines of the body at its indentation that are underlined as titles.
    private static func titles(_ lines: [String], _ body: Range<Int>, indent: Int) -> [String] {
        body.dropLast().filter { k in
            indentation(lines[k]) == indent && !RestructuredTextFormat.isBlank(lines[k]) && indentation(lines[k + 1]) == indent
                && RestructuredTextFormat.adornment(String(lines[k + 1].dropFirst(indent))) != nil
                && RestructuredTextFormat.adornment(String(lines[k].dropFirst(indent))) == nil
        }.map { String(lines[$0].dropFirst(indent)) }
    }

    private static func indentation(_ line: String) -> Int { line.prefix { $0 == " " }.count }
}
