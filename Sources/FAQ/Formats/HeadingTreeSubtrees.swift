/// What lies below a heading of a `HeadingTree`: questions asked or listed, topics named, entries
/// numbered or labelled. The tree's rules for its opening and closing parts ask these.
extension HeadingTree {
    /// Whether the questions below `top` are marked as questions, so that a heading whose
    /// titles do not ask holds none: every heading that would be a question (a heading with
    /// text and nothing below it) asks, but one in ten at most, in the headings that hold any
    /// question at all (listed ones, or titles that ask). Statements as questions ("Unable to view Flash content.")
    /// make this false, unless they are listed ones.
    func questionsAreMarked(_ top: [Int]) -> Bool {
        var stack = top.filter { asksBelow($0) }
        var any = false
        // One in ten may be the author's odd one out (a "?" forgotten).
        var asking = 0, other = 0
        while let next = stack.popLast() {
            let node = nodes[next]
            if !node.hasStructure, node.hasBody {
                if StructureRule.asks(node.title) { asking += 1 } else { other += 1 }
            }
            any = any || !node.listedQuestions.isEmpty || !node.hasStructure && node.hasBody
            // Below a heading that asks are its answer's parts or its follow-up questions.
            if !StructureRule.asks(node.title) { stack.append(contentsOf: node.children) }
        }
        return any && other * 10 <= asking
    }

    /// The heading level at which the document asks its questions: four or more headings there
    /// with nothing below them ask, and they are most of that level's headings; nil where none does.
    func questionLevel() -> Int? {
        var asking: [Int: Int] = [:], all: [Int: Int] = [:]
        for node in nodes.dropFirst() {
            all[node.level, default: 0] += 1
            if node.children.isEmpty && StructureRule.asks(node.title) { asking[node.level, default: 0] += 1 }
        }
        // On a tie the higher level (the smaller number): the same answer on every run.
        return asking.filter { $0.value >= 4 && $0.value * 2 > all[$0.key, default: 0] }
            .max { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key }?.key
    }

    /// The heading level of most of the document's entries: the level of more than half of its
    /// headings with text and nothing below them, four at least; nil where none is.
    func entryLevel() -> Int? {
        var answered: [Int: Int] = [:]
        for node in nodes.dropFirst() where node.children.isEmpty && node.hasBody { answered[node.level, default: 0] += 1 }
        let total = answered.values.reduce(0, +)
        return answered.first { $0.value >= 4 && $0.value * 2 > total }?.key
    }

    /// Whether nothing below `index` may be a question: no listed questions, and headings that
    /// name topics ("Website", "Crash reports", "Sibling projects:"), not a problem stated as a
    /// sentence ("The window stays blank.", "Completions are not loaded after an update").
    func namesTopicsBelow(_ index: Int) -> Bool {
        !asksBelow(index) && !anyBelow(index) { node in
            let title = node.title.trimmingCharacters(in: " ")
            return title.split(separator: " ").count > 4 || ".!".contains(title.last ?? ".")
        }
    }

    /// Whether the heading at `index` is numbered ("3. Other resources") and so is one below
    /// it, within its number ("3.1 Translations"): a group of entries numbered as the FAQ's
    /// others are, whatever its name.
    func numbersEntriesBelow(_ index: Int) -> Bool {
        guard let number = Self.sectionNumber(nodes[index].title) else { return false }
        return nodes[index].children.contains { child in
            Self.sectionNumber(nodes[child].title).map { $0.count > number.count && $0.starts(with: number) } ?? false
        }
    }

    /// Whether a heading below `index` is labelled as a question (`Q: 1.1 Where to find it`).
    func labelledBelow(_ index: Int) -> Bool {
        anyBelow(index) { MarkdownQuestionPatterns.questionPrefix($0.title) != nil }
    }

    /// Whether `index` or a heading below it has listed questions or a title that asks.
    func asksBelow(_ index: Int) -> Bool {
        anyBelow(index, orItself: true) { !$0.listedQuestions.isEmpty || StructureRule.asks($0.title) }
    }

    /// Whether a heading below `index` (or, `orItself`, the heading at `index`) is one `matches` accepts.
    func anyBelow(_ index: Int, orItself: Bool = false, where matches: (Node) -> Bool) -> Bool {
        var stack = orItself ? [index] : nodes[index].children
        while let next = stack.popLast() {
            if matches(nodes[next]) { return true }
            stack.append(contentsOf: nodes[next].children)
        }
        return false
    }
}
