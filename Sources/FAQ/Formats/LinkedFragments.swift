/// The places a document's own text links to (`[see](#building-on-freebsd)`,
/// `href="#faq-3"`): a heading they name stays, even over nothing, so that its links land.
/// Read only when the tree has a heading over nothing, the one case that asks.
struct LinkedFragments {
    private let fragments: Set<Substring>

    init(_ tree: HeadingTree) {
        guard tree.nodes.dropFirst().contains(where: { !$0.hasBody && !$0.hasStructure }) else {
            fragments = []
            return
        }
        var found: Set<Substring> = []
        for node in tree.nodes {
            Self.collect(node.body, into: &found)
            for listed in node.listedQuestions { Self.collect(listed.answer, into: &found) }
        }
        fragments = found
    }

    /// Whether the text links to `node`, by its own anchor or by the id its title makes.
    func contains(_ node: HeadingTree.Node) -> Bool {
        guard !fragments.isEmpty else { return false }
        return fragments.contains(Substring(node.anchor ?? Slug.make(node.title, fallback: "section")))
    }

    /// Adds the fragments after each Markdown link's `](#` and each `href="#` in `text`.
    private static func collect(_ text: String, into found: inout Set<Substring>) {
        for opener in ["](#", "href=\"#"] {
            var rest = text[...]
            while let range = rest.range(ofLiteral: opener) {
                let tail = rest[range.upperBound...]
                let fragment = tail.prefix { !")\" \n".contains($0) }
                if !fragment.isEmpty { found.insert(fragment) }
                rest = tail.dropFirst(fragment.count)
            }
        }
    }
}
