/// The places a document's own text links to (`[see](#building-on-freebsd)`,
/// `href="#faq-3"`): a heading they name stays, even over nothing, so that its links land.
/// Read only when the tree has a heading over nothing, the one case that asks.
struct LinkedFragments {
    /// Each fragment by its letters and digits alone: a site's anchor for "Foo 2.0 notes"
    /// ("foo-20-notes") and ours ("foo-2-0-notes") name it alike.
    private let fragments: [String: String]

    init(_ tree: HeadingTree) {
        guard tree.nodes.dropFirst().contains(where: { !$0.hasBody && !$0.hasStructure }) else {
            fragments = [:]
            return
        }
        var found: [String: String] = [:]
        for node in tree.nodes {
            Self.collect(node.body, into: &found)
            for listed in node.listedQuestions { Self.collect(listed.answer, into: &found) }
        }
        fragments = found
    }

    /// The fragment the text links to a heading titled `title` by, through its own anchor or
    /// the id its title makes; nil when nothing links to it.
    func fragment(linkingTo title: String, anchor: String?) -> String? {
        guard !fragments.isEmpty else { return nil }
        return fragments[Self.key(anchor ?? Slug.make(title, fallback: "section"))]
    }

    private static func key(_ fragment: some StringProtocol) -> String {
        String(fragment.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// Adds the fragments after each Markdown link's `](#` and each `href="#` in `text`.
    private static func collect(_ text: String, into found: inout [String: String]) {
        for opener in ["](#", "href=\"#"] {
            var rest = text[...]
            while let range = rest.range(ofLiteral: opener) {
                let tail = rest[range.upperBound...]
                let fragment = tail.prefix { !")\" \n".contains($0) }
                if !fragment.isEmpty, found[key(fragment)] == nil { found[key(fragment)] = String(fragment) }
                rest = tail.dropFirst(fragment.count)
            }
        }
    }
}
