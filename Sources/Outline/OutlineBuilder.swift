/// Collects nodes in pre-order (each parent before its children) to build an `Outline` in O(n).
public struct OutlineBuilder {
    /// Why a node could not be added.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case duplicateID(String)
        /// Nodes come in pre-order: a parent must be the last node added or one of its ancestors.
        case notInPreOrder(parent: OutlineNode)
        public var description: String {
            switch self {
            case .duplicateID(let id): return "duplicate id \"\(id)\""
            case .notInPreOrder(let node): return "node \(node.rawValue) cannot take children any more (nodes must come in pre-order)"
            }
        }
    }

    var ids: [String] = []
    var titles: [String] = []
    var kinds: [UInt8] = []
    var kindTable: [NodeKind] = []
    var parents: [Int32] = []
    var policies: [NodePolicy] = []
    var indexByID: [String: Int32] = [:]
    /// The last node added and its ancestors: the only nodes that may still take children.
    private var openPath: [Int32] = []

    public init(expectedCount: Int = 0) {
        ids.reserveCapacity(expectedCount)
        titles.reserveCapacity(expectedCount)
        kinds.reserveCapacity(expectedCount)
        parents.reserveCapacity(expectedCount)
        policies.reserveCapacity(expectedCount)
        indexByID.reserveCapacity(expectedCount)
    }

    /// The number of nodes added so far.
    public var count: Int { ids.count }

    /// Whether a node with this ID has been added.
    public func contains(id: String) -> Bool { indexByID[id] != nil }

    /// Adds a node under `parent` (nil: top level), in pre-order: a subtree is finished before its next sibling.
    @discardableResult
    public mutating func add(
        id: String, title: String, kind: NodeKind,
        policy: NodePolicy = [], under parent: OutlineNode? = nil
    ) throws(Failure) -> OutlineNode {
        // Every check comes before any change: a caught error leaves the builder as it was.
        let parentIndex = Int32(parent?.rawValue ?? -1)
        var depth: Int?
        if parentIndex >= 0 {
            guard let found = openPath.lastIndex(of: parentIndex) else { throw .notInPreOrder(parent: parent!) }
            depth = found
        }
        guard indexByID[id] == nil else { throw .duplicateID(id) }
        let index = Int32(ids.count)
        indexByID[id] = index
        if let depth {
            openPath.removeSubrange((depth + 1)...)
        } else {
            openPath.removeAll(keepingCapacity: true)
        }
        openPath.append(index)
        ids.append(id)
        titles.append(title)
        kinds.append(internKind(kind))
        parents.append(parentIndex)
        policies.append(policy)
        return OutlineNode(Int(index))
    }

    private mutating func internKind(_ kind: NodeKind) -> UInt8 {
        if let i = kindTable.firstIndex(of: kind) { return UInt8(i) }
        precondition(kindTable.count < 255, "an outline supports at most 255 kinds")
        kindTable.append(kind)
        return UInt8(kindTable.count - 1)
    }
}
