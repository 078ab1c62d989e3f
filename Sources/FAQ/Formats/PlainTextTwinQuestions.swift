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
}
