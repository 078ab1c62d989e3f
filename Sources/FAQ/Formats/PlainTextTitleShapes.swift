/// The shapes of one line a title may take, or that look like one and are none: a line framed by marks
/// ("**** General ****", "2 --- Memory Allocation ----"), a MediaWiki heading, a box's corners, a table's rows
/// and header; and a title without its decoration.
extension PlainTextTitles {
    /// Whether a line is a row of a table drawn with bars ("| parameter |  call by  | access right |"): no title,
    /// whatever rules frame it.
    static func isTableRow(_ text: String) -> Bool {
        text.hasPrefix("|") && text.hasSuffix("|") && text.utf8.count { $0 == UInt8(ascii: "|") } >= 3
    }

    /// Whether a line is a table's header row over its rule ("Feature | Pascal | Seed7" over "--------+--------+------"):
    /// cells between bars, the rule crossed where they meet. No title.
    static func isTableHeader(_ row: String, over rule: String) -> Bool {
        row.utf8.count { $0 == UInt8(ascii: "|") } >= 2 && rule.contains("+")
    }

    /// Framed by marks: "**** General ****", "--- Part 2 ---", "-=  On Security  =-" (two marks
    /// and their mirror image), or a rule with a title in capitals in it ("-GENERAL---------").
    static func isFramed(_ text: String) -> Bool {
        guard let mark = text.first, "*=-~#".contains(mark) else { return false }
        let trimmed = text.trimmingCharacters(in: " ")
        return text.hasPrefix(String(repeating: mark, count: 3)) && trimmed.hasSuffix(String(repeating: mark, count: 3))
            || trimmed.hasSuffix(String(repeating: mark, count: 10)) && isCapitals(decorated(text)) || isMirrorFramed(text)
    }

    /// The framed title after a group's number ("2 --- Memory Allocation -------": "--- Memory Allocation -------"),
    /// nil for any other line.
    static func numberedFrame(_ text: String) -> String? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(digits.count), text.dropFirst(digits.count).first == " " else { return nil }
        let rest = String(text.dropFirst(digits.count).drop { $0 == " " })
        return isFramed(rest) ? rest : nil
    }

    /// A line of a box's two corners and nothing between them but space: "/        \".
    static func isBoxCorners(_ text: String, _ left: Character, _ right: Character) -> Bool {
        text.count >= 3 && text.first == left && text.last == right && text.dropFirst().dropLast().allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// Framed by two or more different marks and their mirror image: "-=  On Security  =-".
    static func isMirrorFramed(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: " ")
        let opening = trimmed.prefix { "*=-~#".contains($0) }
        guard opening.count >= 2, Set(opening).count >= 2, trimmed.count > 2 * opening.count else { return false }
        return trimmed.hasSuffix(String(opening.reversed())) && trimmed.dropFirst(opening.count).first == " "
            && trimmed.dropLast(opening.count).last == " "
    }

    /// The depth of a MediaWiki heading kept in plain text, its number of "=" on each side:
    /// "==General==" is 2. Three or more are `isFramed`'s too; one is too little to tell.
    static func wikiHeadingDepth(_ text: String) -> Int? {
        let depth = text.prefix { $0 == "=" }.count
        guard (2...6).contains(depth), text.hasSuffix(String(repeating: "=", count: depth)),
              !text.dropLast(depth).hasSuffix("="), text.count > 2 * depth else { return nil }
        // Its words begin and end with a letter or digit: `tail`'s "==> /var/log/x.log <==" is output.
        let inner = String(text.dropFirst(depth).dropLast(depth)).trimmingCharacters(in: " ")
        guard let first = inner.first, let last = inner.last, first.isLetter || first.isNumber, last.isLetter || last.isNumber || ".?!)".contains(last)
        else { return nil }
        return PlainTextLines.letterCount(inner) < 2 ? nil : depth
    }

    /// A title without the decoration around it: "---- Frequently Asked Questions ----".
    static func decorated(_ text: String) -> String {
        PlainTextLines.collapsed(text.trimmingCharacters(in: " -=_*~#+^:|"))
    }
}
