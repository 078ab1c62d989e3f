/// Headings of one level numbered as groups and their entries ("1. General Questions" and then
/// "1.1 What is Grace?", both `<h2>` in LinuxDoc's HTML output): the numbers nest what the
/// levels do not. A numbered heading whose number extends an earlier sibling's ("1.1" after
/// "1.") moves under that sibling, with the headings under it (TkDesk's "10.4", answered in
/// `<h3>` parts, stays among "10.3" and "10.5").
extension HeadingTree {
    mutating func nestNumberedSiblings() {
        for parent in nodes.indices {
            let children = nodes[parent].children
            guard children.count >= 2 else { continue }
            var kept: [Int] = []
            // Open numbered siblings, outermost first.
            var open: [(number: [Int], node: Int)] = []
            for child in children {
                guard let number = Self.sectionNumber(nodes[child].title) else {
                    open = []
                    kept.append(child)
                    continue
                }
                while let last = open.last, !(number.count > last.number.count && number.starts(with: last.number)) { open.removeLast() }
                if let last = open.last {
                    setChildren(nodes[last.node].children + [child], of: last.node)
                } else {
                    kept.append(child)
                }
                open.append((number, child))
            }
            if kept.count != children.count { setChildren(kept, of: parent) }
        }
    }

    /// The dotted number a title opens with ("1." → [1], "1.1 What…" → [1, 1]); nil without one.
    static func sectionNumber(_ title: String) -> [Int]? {
        let token = title.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard token.first?.isNumber == true, token.count < title.count, title.dropFirst(token.count).first == " " else { return nil }
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        let closed = parts.last == ""
        let numbers = (closed ? parts.dropLast() : parts[...]).compactMap { Int($0) }
        // A lone number needs its dot: "1984 was a year" is text.
        guard numbers.count == (closed ? parts.count - 1 : parts.count), numbers.count <= 6, closed || numbers.count >= 2 else { return nil }
        return numbers
    }
}
