internal import CLibXML2

/// Entries a page parts with rules: each `<hr>` followed by a heading that opens an entry, the
/// headings below it up to the next rule its answer's parts (ACgifts' FAQ: `<h2>` entries and
/// one `<h3>`, each after an `<hr>`, with `<h3>` and `<h5>` sub-headings in their answers). Only
/// where three rules or more open a heading, some block holds a heading of its own, none of
/// those asks, and at most half of those holding one open straight with it: rules between groups of questions,
/// or before every heading (xboard's FAQ), leave the headings to the heading rule.
enum HTMLRuledEntries {
    /// What a heading is on such a page.
    struct Roles {
        /// The headings that open an entry, each given the level most of them have.
        var entries: [xmlNodePtr: Int] = [:]
        /// The headings inside an entry's block: parts of its answer.
        var parts: Set<xmlNodePtr> = []
    }

    static let minimumEntries = 3

    /// The roles of the headings below `body`; none when no container parts its entries so.
    /// Linear: one pass marks what each element holds, and a container that qualifies is not
    /// looked into again.
    static func find(in body: xmlNodePtr) -> Roles {
        let marks = Marks(body)
        var roles = Roles()
        var stack: [xmlNodePtr] = [body]
        while let node = stack.popLast() {
            let children = HTMLText.elementChildren(of: node)
            if children.contains(where: { HTMLText.elementName($0) == "hr" }), let found = blocks(children, marks) {
                // The entries' level is the one most heads have; a shallower head (a "Table of
                // Contents" over the first rule's block) keeps its own.
                var counts: [Int: Int] = [:]
                for block in found { counts[HTMLText.headingLevel(block.head)!, default: 0] += 1 }
                let level = counts.max { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key }!.key
                for block in found where HTMLText.headingLevel(block.head)! >= level {
                    roles.entries[block.head] = level
                    for child in block.children { roles.parts.formUnion(headings(in: child, marks)) }
                }
                continue
            }
            stack.append(contentsOf: children)
        }
        return roles
    }

    /// Elements holding, at or below them, a heading that asks, or a heading that is no link alone.
    private struct Marks {
        var asking: Set<xmlNodePtr> = []
        var headed: Set<xmlNodePtr> = []

        init(_ body: xmlNodePtr) {
            // Post-order, iteratively: an element is marked after its children.
            var stack: [(node: xmlNodePtr, visited: Bool)] = [(body, false)]
            while let (node, visited) = stack.popLast() {
                let children = HTMLText.elementChildren(of: node)
                guard visited else {
                    stack.append((node, true))
                    stack.append(contentsOf: children.map { ($0, false) })
                    continue
                }
                if HTMLText.headingLevel(node) != nil {
                    if StructureRule.asks(HTMLText.collapseWhitespace(HTMLText.textContent(node))) { asking.insert(node) }
                    // A heading that is a link alone ("Back to Top") is navigation, no part.
                    if !isOnlyALink(node) { headed.insert(node) }
                }
                if children.contains(where: asking.contains) { asking.insert(node) }
                if children.contains(where: headed.contains) { headed.insert(node) }
            }
        }
    }

    /// The blocks that rules open among `children`, each with its heading and the elements after
    /// it; nil unless enough of them open with a heading, some holds a heading and none asks.
    private static func blocks(_ children: [xmlNodePtr], _ marks: Marks) -> [(head: xmlNodePtr, children: [xmlNodePtr])]? {
        var found: [(head: xmlNodePtr, children: [xmlNodePtr])] = []
        var open = false
        var holdsHeadings = false
        for (n, child) in children.enumerated() {
            if HTMLText.elementName(child) == "hr" {
                open = n + 1 < children.count && HTMLText.headingLevel(children[n + 1]) != nil
                if open { found.append((children[n + 1], [])) }
                continue
            }
            guard open, child != found.last?.head else { continue }
            guard !marks.asking.contains(child) else { return nil }
            holdsHeadings = holdsHeadings || marks.headed.contains(child)
            found[found.count - 1].children.append(child)
        }
        // Where most blocks that hold sub-headings open straight with one, no text of their own first, they are groups
        // of entries (voice2machine's and lolstonks' `<h2>` topics over their `<h3>` problems): the headings decide.
        let headed = found.filter { $0.children.contains(where: marks.headed.contains) }
        let straight = headed.filter { $0.children.first.map { HTMLText.headingLevel($0) != nil } ?? false }
        guard straight.count * 2 <= headed.count else { return nil }
        return found.count >= minimumEntries && holdsHeadings ? found : nil
    }

    /// The headings at or below `node` that are no link alone.
    private static func headings(in node: xmlNodePtr, _ marks: Marks) -> [xmlNodePtr] {
        var result: [xmlNodePtr] = []
        var stack = marks.headed.contains(node) ? [node] : []
        while let next = stack.popLast() {
            if HTMLText.headingLevel(next) != nil { result.append(next); continue }
            stack.append(contentsOf: HTMLText.elementChildren(of: next).filter(marks.headed.contains))
        }
        return result
    }

    /// A heading whose only content is one link to elsewhere.
    private static func isOnlyALink(_ heading: xmlNodePtr) -> Bool {
        let children = HTMLText.elementChildren(of: heading)
        guard children.count == 1, HTMLText.elementName(children[0]) == "a", HTMLText.attribute(children[0], "href") != nil else { return false }
        return HTMLText.collapseWhitespace(HTMLText.textContent(children[0])) == HTMLText.collapseWhitespace(HTMLText.textContent(heading))
    }
}
