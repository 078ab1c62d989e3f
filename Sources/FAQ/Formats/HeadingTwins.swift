/// A heading over nothing, right above the same heading in another script at its level: one
/// question asked in two languages (leela-zero's "## 为什么网络不是每次都变强的" over "## Why
/// doesn't the network get stronger every time", one answer in both languages under them).
extension HeadingTree {
    /// Joins each such pair into one heading titled "first / second", with the second's text.
    mutating func joinTranslatedTwins() {
        var joined: Set<Int> = []
        for parent in nodes.indices {
            let children = nodes[parent].children
            for (first, second) in zip(children, children.dropFirst()) where !joined.contains(first) {
                let a = nodes[first], b = nodes[second]
                guard !a.hasBody, !a.hasStructure, a.level == b.level, b.line - a.line <= 2,
                      Self.isUnspaced(a.title) != Self.isUnspaced(b.title),
                      Self.hasNoUnspaced(a.title) || Self.hasNoUnspaced(b.title) else { continue }
                setTitle(a.title + " / " + b.title, of: second)
                joined.insert(first)
            }
            if children.contains(where: joined.contains) { setChildren(children.filter { !joined.contains($0) }, of: parent) }
        }
    }

    /// Whether most of a title's letters are of a script written without spaces (Chinese, Japanese).
    private static func isUnspaced(_ title: String) -> Bool {
        let letters = title.unicodeScalars.filter { $0.properties.isAlphabetic }
        return !letters.isEmpty && letters.filter(UnspacedScripts.contains).count * 2 > letters.count
    }

    private static func hasNoUnspaced(_ title: String) -> Bool {
        !title.unicodeScalars.contains(where: UnspacedScripts.contains)
    }
}
