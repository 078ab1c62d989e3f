/// Groups that hold only text between groups of questions: a topic the author answered directly
/// under a group's heading, read as a group with its answer for a description (Castor's `h2`
/// "Tuning for LOBs" among `h2` groups of `h3` questions), or a group whose entries the reader
/// did not take (`<Accordion title>` statements left as text). Before the first group or after
/// the last, text is an introduction or a closing note; a group numbered as its siblings are
/// ("4 R Web Interfaces" among "3 R and S", "5 R Add-On Packages") is the author's chapter; an
/// empty group is shown empty, as written.
enum TextOnlyGroups {
    /// A description of this many words is an answer, not a note.
    static let minimumWords = 20
    /// The groups of questions around them.
    static let minimumGroupsOfQuestions = 3

    /// The groups of only text, each between groups of questions of the same parent.
    static func find(_ document: FAQDocument) -> [FAQSection] {
        var found: [FAQSection] = []
        _ = holdsQuestions(document.sections, found: &found)
        return found
    }

    /// Whether each section holds a question (in it or deeper), each subtree looked at once; collects the text-only groups.
    private static func holdsQuestions(_ sections: [FAQSection], found: inout [FAQSection]) -> [Bool] {
        let holds = sections.map { !$0.questions.isEmpty || holdsQuestions($0.sections, found: &found).contains(true) }
        guard holds.filter({ $0 }).count >= minimumGroupsOfQuestions,
              let firstHolding = holds.firstIndex(of: true), let lastHolding = holds.lastIndex(of: true) else { return holds }
        let numbered = sections.filter { GroupCensus.leadingNumber(Substring($0.title)) != nil }.count * 2 > sections.count
        guard !numbered else { return holds }
        for i in firstHolding..<lastHolding where !holds[i] {
            let section = sections[i]
            if !section.isImplicit, section.sections.isEmpty, LineCensus.wordCount(section.description ?? "") >= minimumWords {
                found.append(section)
            }
        }
        return holds
    }
}
