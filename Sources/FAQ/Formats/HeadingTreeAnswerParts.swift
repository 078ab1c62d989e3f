/// Headings that name the parts of an answer ("Symptom", "Solution", "Resolutions") under the heading they answer.
extension HeadingTree {
    /// Whether a sub-heading names a part of the heading's answer ("==== Resolutions" over the causes it
    /// asks about, onyx's; "#### Symptom" and "#### Solution"), and no other sub-heading asks: the heading
    /// is a question and the rest its answer, not a group. Where another sub-heading asks, it is a group,
    /// the part one of its entries.
    func isAnsweredInNamedParts(_ node: Node) -> Bool {
        guard node.listedQuestions.isEmpty else { return false }
        let parts = node.children.filter { Self.namesAnAnswerPart(nodes[$0].title) }
        return !parts.isEmpty && !node.children.contains {
            !parts.contains($0) && (StructureRule.asks(nodes[$0].title) || !nodes[$0].listedQuestions.isEmpty)
        }
    }

    /// A heading naming an answer's part ("### Solution") among entries whose parts sit a level
    /// below them ("#### Symptom", "#### Solution"), set a level too high (Podman's troubleshooting
    /// page): it is a part of the entry before it, not an entry, and not a part of their group.
    mutating func adoptStrayAnswerParts() {
        for parent in nodes.indices {
            let children = nodes[parent].children
            let entriesWithParts = children.filter { entry in
                nodes[entry].children.contains { Self.namesAnAnswerPart(nodes[$0].title) }
            }
            guard entriesWithParts.count >= 2 else { continue }
            var kept: [Int] = []
            for child in children {
                let node = nodes[child]
                if let entry = kept.last, !nodes[entry].children.isEmpty, !node.hasStructure, Self.namesAnAnswerPart(node.title) {
                    setChildren(nodes[entry].children + [child], of: entry)
                } else {
                    kept.append(child)
                }
            }
            if kept.count < children.count { setChildren(kept, of: parent) }
        }
    }
}
