/// A handle to one node of an `Outline`: dense, stable for the outline's life, in build (pre-)order.
///
/// Clients keep their payloads in arrays indexed by `rawValue`.
public struct OutlineNode: Hashable, Comparable, Sendable {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (a: OutlineNode, b: OutlineNode) -> Bool { a.rawValue < b.rawValue }
}

/// How a node behaves when it or its children are expanded.
public struct NodePolicy: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The node can be expanded even with no child rows (a question revealing its answer).
    public static let expandable = NodePolicy(rawValue: 1 << 0)
    /// Expanded when the document opens, unless saved state says otherwise.
    public static let expandedByDefault = NodePolicy(rawValue: 1 << 1)
    /// Single-open accordion: expanding one child collapses its open siblings.
    public static let exclusive = NodePolicy(rawValue: 1 << 2)
    /// The last open child cannot be collapsed by the user.
    public static let keepOneOpen = NodePolicy(rawValue: 1 << 3)
}
