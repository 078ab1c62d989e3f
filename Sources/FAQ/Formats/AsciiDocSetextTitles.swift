/// AsciiDoc's two-line section titles: a title line underlined with one character repeated,
/// as long as the title within two characters: `=` the document's title, `-` level 1, `~` 2,
/// `^` 3, `+` 4. Like one-line titles they start a block (after a blank line, an anchor, an
/// attribute line or a preprocessor line such as `ifndef::external_title[]`).
enum AsciiDocSetextTitles {
    static let underlines: [Character: Int] = ["=": 0, "-": 1, "~": 2, "^": 3, "+": 4]

    /// The title at line `i` (0-based) and its level, when line `i + 1` underlines it.
    static func title(_ lines: [String], at i: Int) -> (level: Int, text: String)? {
        guard i + 1 < lines.count else { return nil }
        let text = lines[i].trimmingCharacters(in: " ")
        let underline = lines[i + 1].trimmingCharacters(in: " ")
        guard let first = text.first, first.isLetter || first.isNumber || "\"'`".contains(first),
              lines[i].first != " ", let c = underline.first, let level = underlines[c],
              underline.count >= 2, underline.allSatisfy({ $0 == c }), abs(underline.count - text.count) <= 2,
              AsciiDocFormat.labeledItem(text) == nil else { return nil }
        if i > 0 {
            let above = lines[i - 1]
            // A page break (`<<<`) or thematic break (`'''`) is a block of its own, as a blank line ends one.
            guard RestructuredTextFormat.isBlank(above) || (above.hasPrefix("[") && above.hasSuffix("]")) || above.hasPrefix("//")
                    || above == "<<<" || above == "'''"
                    || AsciiDocBlocks.isDirective(above) else { return nil }
        }
        return (level, text)
    }
}
