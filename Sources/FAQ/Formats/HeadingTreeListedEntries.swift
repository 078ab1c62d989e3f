/// Headings a page's contents list one by one, all at one level, are its entries: a sub-heading the
/// contents leave out is a part of its entry's answer. Qvitter's FAQ lists "Groups" beside its
/// questions, over "Public Groups" and "Private Groups": one entry, not a group of two.
extension HeadingTree {
    /// The contents must list this many headings at least.
    static let minimumListedEntries = 3

    /// Folds into their entries' answers the sub-headings of headings the contents list (`targets`, their anchors),
    /// where every heading listed stands at one level, the contents list nothing else on the page, and the
    /// sub-headings ask nothing and hold only text.
    mutating func foldPartsOfListedEntries(_ targets: [String]) {
        let listed = Set(targets)
        guard listed.count >= Self.minimumListedEntries else { return }
        let entries = nodes.indices.dropFirst().filter { nodes[$0].anchor.map(listed.contains) == true }
        // Every target is a heading, and the headings share one level.
        guard entries.count == listed.count, Set(entries.map { nodes[$0].level }).count == 1 else { return }
        for entry in entries where !nodes[entry].children.isEmpty {
            let children = nodes[entry].children
            // A sub-heading that asks is an entry of a group the contents name (a section's "How do I install?").
            guard children.allSatisfy({ nodes[$0].children.isEmpty && nodes[$0].listedQuestions.isEmpty && !StructureRule.asks(nodes[$0].title) })
            else { continue }
            setBody(([nodes[entry].body] + children.map(answerPart)).joined(separator: "\n\n"), of: entry)
            setChildren([], of: entry)
        }
    }
}
