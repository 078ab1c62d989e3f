/// Groups that hold only text between groups of questions: topics the author answered directly
/// under a group's heading, read as groups with their answers for descriptions (Hubs's `##`
/// "Kubernetes and kubectl versions" and "The Linux difference" among `##` groups of `###`
/// questions), or groups whose entries the reader did not take (`<Accordion title>` statements
/// left as text). One such group is the author's as often as not (scrcpy's "OTG issues on
/// Windows", a note among groups of issues, is counted so): two or more are a sign. Before the
/// first group or after the last, text is an introduction or a closing note; groups numbered as
/// their siblings are ("4 R Web Interfaces" among "3 R and S", "5 R Add-On Packages") are the
/// author's chapters; an empty group is shown empty, as written. Anywhere, two or more such
/// groups titled as problems ("Commands aren't being saved", "loxx: command not found" beside
/// loxx's "FAQ" group) are entries a reader took for the page's other text.
enum TextOnlyGroups {
    /// A description of this many words is an answer, not a note.
    static let minimumWords = 20
    /// The groups of questions around them.
    static let minimumGroupsOfQuestions = 3
    /// This many groups of only text in a document are a sign.
    static let minimumTextGroups = 2

    /// The groups of only text, each between groups of questions of the same parent, when there are enough to be a sign.
    static func find(_ document: FAQDocument) -> [FAQSection] {
        var found: [FAQSection] = []
        _ = holdsQuestions(document.sections, found: &found)
        if found.count >= minimumTextGroups { return found }
        let problems = document.allSections.map(\.section).filter {
            !$0.isImplicit && $0.questions.isEmpty && $0.sections.isEmpty && !($0.description ?? "").isEmpty && statesAProblem($0.title)
        }
        return problems.count >= minimumTextGroups && document.questionCount > 0 ? problems : []
    }

    /// A title of three words or more that reports something not working: a problem clause, a
    /// verb negated ("Search doesn't find new commands") or a thing not found.
    static func statesAProblem(_ title: String) -> Bool {
        if PlainTextLines.statesAProblem(title) { return true }
        let lower = " " + title.lowercased() + " "
        guard lower.split(separator: " ").count >= 3, !PlainTextLines.looksLikeCode(title) else { return false }
        return TroubleChecklists.negatesAVerb(title) || failurePhrases.contains { lower.range(ofLiteralIn: $0) != nil }
    }

    /// Phrases that report a thing missing or not working, whatever the verb.
    static let failurePhrases = [" not found ", " not being ", " no such ", " not working "]

    /// Whether each section holds a question (in it or deeper), each subtree looked at once; collects the text-only groups.
    private static func holdsQuestions(_ sections: [FAQSection], found: inout [FAQSection]) -> [Bool] {
        let holds = sections.map { !$0.questions.isEmpty || holdsQuestions($0.sections, found: &found).contains(true) }
        let numbered = sections.filter { GroupCensus.leadingNumber(Substring($0.title)) != nil }.count * 2 > sections.count
        guard !numbered, let firstHolding = holds.firstIndex(of: true), let lastHolding = holds.lastIndex(of: true) else { return holds }
        // One group alone that names a FAQ or known problems: a README's ("Known Problems and Workarounds").
        let readme = firstHolding == lastHolding && HeadingTree.namesAReadmesFAQ(sections[firstHolding].title)
        func isTextOnly(_ i: Int) -> Bool {
            let section = sections[i]
            // Past the last group an offer of help ("Need more help?") is the page's closing text, and so is a README's
            // own part ("Installation", "Contribute") after its FAQ.
            return !holds[i] && !section.isImplicit && section.sections.isEmpty && LineCensus.wordCount(section.description ?? "") >= minimumWords
                && !(i > lastHolding && (RhetoricalQuestion.offersHelp(title: section.title) || readme && HeadingTree.namesAReadmePart(section.title)))
        }
        // As many groups of only text as groups of questions, or more, after the first: by the structure rule a
        // heading with text is a question unless most of its siblings are groups (pocl's "CLPeak issues" and
        // "Luxmark issues" after its two groups). Before the first, text is an introduction.
        let textOnly = sections.indices.filter { $0 > firstHolding && isTextOnly($0) }
        let groups = sections.indices.filter { holds[$0] && !sections[$0].isImplicit }.count
        if groups >= 1, textOnly.count >= minimumTextGroups, textOnly.count >= groups {
            found += textOnly.map { sections[$0] }
            return holds
        }
        guard holds.filter({ $0 }).count >= minimumGroupsOfQuestions else { return holds }
        for i in firstHolding..<lastHolding where isTextOnly(i) { found.append(sections[i]) }
        return holds
    }
}
