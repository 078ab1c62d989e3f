/// Headings that name the parts of an answer ("Symptom", "Solution", "Resolutions") under the heading they answer.
extension HeadingTree {
    /// Whether a sub-heading names a part of the heading's answer ("==== Resolutions" over the causes it
    /// asks about, onyx's), and no other sub-heading asks: the heading is a question and the rest its
    /// answer, not a group. Where another sub-heading asks, it is a group, the part one of its entries.
    func isAnsweredInNamedParts(_ node: Node) -> Bool {
        guard node.listedQuestions.isEmpty else { return false }
        let parts = Set(node.children.filter { Self.namesAnAnswerPart(nodes[$0].title) })
        return !parts.isEmpty && !node.children.contains {
            !parts.contains($0) && (StructureRule.asks(nodes[$0].title) || !nodes[$0].listedQuestions.isEmpty)
        }
    }

    /// Whether every sub-heading names a part of the heading's answer and holds no more ("#### Symptom",
    /// "#### Solution"): an entry answered in parts, which is never a group.
    func isAnsweredInPartsOnly(_ node: Node) -> Bool {
        node.listedQuestions.isEmpty && !node.children.isEmpty
            && node.children.allSatisfy { !nodes[$0].hasStructure && Self.namesAnAnswerPart(nodes[$0].title) }
    }

    /// A heading naming an answer's solution ("### Solution") right after an entry answered in parts that
    /// lacks one ("#### Symptom" alone), among such entries, was set a level too high (Podman's
    /// troubleshooting page): it is that entry's part, not an entry, and not a part of their group.
    mutating func adoptStrayAnswerParts() {
        for parent in nodes.indices where nodes[parent].children.count >= 3 {
            let children = nodes[parent].children
            guard children.filter({ isAnsweredInPartsOnly(nodes[$0]) }).count >= 2 else { continue }
            var kept: [Int] = []
            for child in children {
                if let entry = kept.last, !nodes[child].hasStructure, Self.namesASolution(nodes[child].title),
                   isAnsweredInPartsOnly(nodes[entry]), !nodes[entry].children.contains(where: { Self.namesASolution(nodes[$0].title) }) {
                    setChildren(nodes[entry].children + [child], of: entry)
                } else {
                    kept.append(child)
                }
            }
            if kept.count < children.count { setChildren(kept, of: parent) }
        }
    }

    /// Sub-headings right under a listed question left without an answer, that ask nothing and hold only text
    /// (Anchore's bold "How can I deploy an interactive Swagger UI?" over "#### Docker-Compose" and "#### Kubernetes
    /// via Helm"), are that question's answer, in parts: not entries of its group.
    mutating func adoptAnswerHeadings() {
        for node in nodes.indices where !nodes[node].children.isEmpty {
            guard let last = nodes[node].listedQuestions.indices.last,
                  nodes[node].listedQuestions[last].answer.allSatisfy(\.isWhitespace),
                  nodes[node].children.allSatisfy({ !nodes[$0].hasStructure && nodes[$0].hasBody && !StructureRule.asks(nodes[$0].title) })
            else { continue }
            setAnswer(nodes[node].children.map(answerPart).joined(separator: "\n\n"), ofListedQuestion: last, in: node)
            setChildren([], of: node)
        }
    }

    /// A heading with only text, as a part of an answer: its title a Markdown heading (`###` at least), then its text.
    func answerPart(_ node: Int) -> String {
        String(repeating: "#", count: min(6, max(3, nodes[node].level))) + " " + nodes[node].title + "\n\n" + nodes[node].body
    }
}
