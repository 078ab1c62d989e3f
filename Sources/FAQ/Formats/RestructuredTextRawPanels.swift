/// Questions that a Sphinx page writes in raw HTML: Bootstrap's collapsible panels, each `.. raw:: html`
/// block opening one with the question in a heading element (`<h5 class="panel-title"><a …>Question?</a></h5>`),
/// its answer the reStructuredText up to the next raw block, which closes the panel (Pingouin's FAQ). Each such
/// block becomes a folding block titled with its question (`RestructuredTextDropdowns`), its answer indented under
/// it; raw blocks with no heading (the closing `</div>`s) are left as they are. Two or more, four in five of them
/// asking or stating a problem, make the shape.
enum RestructuredTextRawPanels {
    static let minimumPanels = 2

    /// `lines` with each raw block that titles a panel turned into a `.. dropdown::` of its question over its answer.
    static func opened(_ lines: [String]) -> [String] {
        var titles: [Int: String] = [:]
        for i in lines.indices where isRaw(lines[i]) { titles[i] = title(lines, rawAt: i) }
        // Only where they hold questions, as folding blocks must (a landing page's banners stay raw).
        guard titles.count >= minimumPanels, titles.values.filter(RestructuredTextDropdowns.entitled).count * 5 >= titles.count * 4 else {
            return lines
        }
        var result: [String] = []
        result.reserveCapacity(lines.count + titles.count)
        var i = 0
        while i < lines.count {
            guard let question = titles[i] else {
                result.append(lines[i])
                i += 1
                continue
            }
            // The directive replaces the raw block (blank lines keep the others' numbers near their own).
            let blockEnd = RestructuredTextBlocks.indentedBlock(lines, from: i + 1, minimum: 1)
            result.append(".. dropdown:: " + question)
            result += Array(repeating: "", count: blockEnd - i - 1)
            // The answer: every line up to the next raw block or title at the margin, set in under the directive.
            var k = blockEnd
            while k < lines.count, !isRaw(lines[k]), !opensTitle(lines, k) {
                result.append(RestructuredTextFormat.isBlank(lines[k]) ? "" : "   " + lines[k])
                k += 1
            }
            i = k
        }
        return result
    }

    private static func isRaw(_ line: String) -> Bool { line.hasPrefix(".. raw:: html") }

    /// Whether a section title's text (a line underlined at the margin) starts at `k`.
    private static func opensTitle(_ lines: [String], _ k: Int) -> Bool {
        k + 1 < lines.count && !RestructuredTextFormat.isBlank(lines[k]) && lines[k].first != " "
            && RestructuredTextFormat.adornment(lines[k + 1]) != nil && RestructuredTextFormat.adornment(lines[k]) == nil
    }

    /// The text of the one heading element (`<h1>` to `<h6>`) the raw block at `i` holds, tags dropped; nil for none.
    static func title(_ lines: [String], rawAt i: Int) -> String? {
        let end = RestructuredTextBlocks.indentedBlock(lines, from: i + 1, minimum: 1)
        let html = lines[(i + 1)..<end].joined(separator: " ")
        // The first heading's opening tag (past `<hr>`, `<header>`).
        var from = html.startIndex
        var found: (open: Range<String.Index>, digit: Character)?
        while found == nil, let open = html[from...].range(ofLiteral: "<h") {
            if let digit = html[open.upperBound...].first, ("1"..."6").contains(digit) { found = (open, digit) }
            from = open.upperBound
        }
        guard let (open, digit) = found,
              let close = html.range(ofLiteralIn: "</h" + String(digit) + ">"), open.upperBound < close.lowerBound,
              html[close.upperBound...].range(ofLiteral: "<h" + String(digit)) == nil,
              let start = html[open.upperBound..<close.lowerBound].firstIndex(of: ">") else { return nil }
        let text = HTMLText.plainText(of: String(html[html.index(after: start)..<close.lowerBound]))
        return text.isEmpty ? nil : text
    }
}
