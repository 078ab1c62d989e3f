/// Two questions in a row over one answer ask one question: the first has nothing under it but
/// blank lines and rules before the second, and both end asking (Net-SNMP's "What's the difference
/// between SNMPv1, SNMPv2 and SNMPv3?" over "… SNMPv2 and SNMPv2c?"; base-files' two "Q." lines
/// over one "A."). The question reads "first / second", its text the second's.
extension PlainTextPatterns {
    static func joiningTwins(_ headings: [PlainTextCandidate.Heading], _ lines: PlainTextLines) -> [PlainTextCandidate.Heading] {
        var joined: [PlainTextCandidate.Heading] = []
        for heading in headings {
            if let last = joined.last, last.level == heading.level, heading.isEntry,
               !(last.bodyStart..<heading.line).contains(where: { !lines[$0].isBlank && !PlainTextLines.isRule(lines[$0].text) }),
               StructureRule.asks(last.title), StructureRule.asks(heading.title) {
                joined[joined.count - 1].title += " / " + heading.title
                joined[joined.count - 1].bodyStart = heading.bodyStart
                joined[joined.count - 1].isEntry = true
                continue
            }
            joined.append(heading)
        }
        return joined
    }

    /// Where entries are numbered by a number alone on a line above their first question ("1.3" over a blank line
    /// over "Q) What are threads?", KallistiOS's FAQ), the questions after it with no number of their own and
    /// nothing but blank lines between ask the same entry in other words, asking or not ("Q) I tried malloc_stats()
    /// and it claims I allocated like four billion bytes of RAM!"): one question, "first / second". Three numbered
    /// entries at least make the shape.
    static func joiningUnnumbered(_ headings: [PlainTextCandidate.Heading], _ lines: PlainTextLines) -> [PlainTextCandidate.Heading] {
        /// Whether the heading opens at a lone entry number, or one stands above it, a blank line or two between at most.
        func numbered(_ heading: PlainTextCandidate.Heading) -> Bool {
            if PlainTextLines.isLoneEntryNumber(lines[heading.line].text) { return true }
            var k = heading.line - 1
            while k >= 0, heading.line - k <= 3, lines[k].isBlank { k -= 1 }
            return k >= 0 && heading.line - k <= 3 && PlainTextLines.isLoneEntryNumber(lines[k].text)
        }
        let marks = headings.map(numbered)
        guard marks.count { $0 } >= 3 else { return headings }
        var joined: [PlainTextCandidate.Heading] = []
        var lastNumbered = false
        for (heading, isNumbered) in zip(headings, marks) {
            if let last = joined.last, lastNumbered, !isNumbered, last.level == heading.level, heading.isEntry,
               !(last.bodyStart..<heading.line).contains(where: { !lines[$0].isBlank }) {
                joined[joined.count - 1].title += " / " + heading.title
                joined[joined.count - 1].bodyStart = heading.bodyStart
                continue
            }
            joined.append(heading)
            lastNumbered = isNumbered
        }
        return joined
    }
}
