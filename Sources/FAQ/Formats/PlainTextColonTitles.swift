/// Group titles written as short names over a file's "Q:" entries, most of them ending in a colon, or one naming the FAQ.
extension PlainTextTitles {
    /// Short names, each alone between blank lines right over a "Q:" entry or over another such name
    /// (a page's list of groups, "graphics:" over its questions' "Q:"/"A:" tables, read as text; wcd's
    /// "bash:" and "Windows"), not led into by a line ending in ":": none unless two end in a colon;
    /// the others are of three words at most, start with a capital and end in no sentence's end.
    static func colonTitles(_ lines: PlainTextLines) -> Set<Int> {
        func blank(_ k: Int) -> Bool { k < 0 || k >= lines.count || lines[k].isBlank }
        func namesTheFAQ(_ k: Int) -> Bool { HeadingTree.namesAFAQPart(lines[k].text) }
        func isName(_ k: Int) -> Bool {
            let text = lines[k].text
            let colon = text.hasSuffix(":")
            guard let last = text.last, colon || last.isLetter || last.isNumber, let first = text.first, first.isLetter,
                  // A rule above is as good as a blank line: the name may open a part right under its underline
                  // (FreedroidRPG's "6. FAQs" over "====" over "Miscellaneous FAQ:").
                  blank(k - 1) || k > 0 && PlainTextLines.isRule(lines[k - 1].text),
                  // A name of the FAQ itself may stand right over its first entry (webalizer's "FAQ:" over " Q:").
                  blank(k + 1) || namesTheFAQ(k) && PlainTextPatterns.marker(lines[k + 1].text, letter: "Q") != nil,
                  text.split(separator: " ").count <= (colon ? 5 : 3),
                  PlainTextLines.letterCount(text) >= 3, PlainTextPatterns.marker(text, letter: "Q") == nil,
                  PlainTextPatterns.marker(text, letter: "A") == nil,
                  // What a paragraph leads into ("Please read first:" over "HACKING") is its answer's.
                  lines.lineOfTextAbove(k)?.text.hasSuffix(":") != true else { return false }
            // A name without its colon is written as a name: a capital first, no setting's underscore.
            return colon || first.isUppercase && !text.contains("_")
        }
        var found = Set<Int>()
        var k = lines.count - 1
        // The indentation of the entry the next text line opens, or of the name over one; nil when it opens none.
        var nextEntry: Int?
        // From the end, so each name knows whether the next text line opens an entry or is a name over one.
        while k >= 0 {
            if !lines[k].isBlank {
                // A name is set in no deeper than its entries: an example's line set in is an answer's.
                if isName(k), let indent = nextEntry, lines[k].indent <= indent {
                    found.insert(k)
                } else {
                    nextEntry = PlainTextPatterns.marker(lines[k].text, letter: "Q") != nil ? lines[k].indent : nil
                }
            }
            k -= 1
        }
        // Names without their colon count beside two with one: alone, a line over an entry is as often a title or a note.
        // A lone name of the FAQ itself ("FAQ:", "Frequently Asked Questions:") counts by itself.
        return found.filter { lines[$0].text.hasSuffix(":") }.count >= 2 || found.count == 1 && namesTheFAQ(found.first!) ? found : []
    }
}
