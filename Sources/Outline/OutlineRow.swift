/// One visible row of an `Outline`, as a list view draws it.
public struct OutlineRow: Hashable, Sendable {
    public let node: OutlineNode
    public let id: String
    public let title: String
    public let kind: NodeKind
    /// Depth from the top level (0).
    public let level: Int
    public let isExpandable: Bool
    public let isExpanded: Bool
    /// Whether a separator is drawn below this row (see `Outline`'s separator rule).
    public let hasSeparatorAfter: Bool

    init(outline: Outline, node: OutlineNode, separatorAfter: Bool) {
        self.node = node
        id = outline.id(of: node)
        title = outline.title(of: node)
        kind = outline.kind(of: node)
        level = outline.level(of: node)
        isExpandable = outline.isExpandable(node)
        isExpanded = outline.isExpanded(node)
        hasSeparatorAfter = separatorAfter
    }
}
