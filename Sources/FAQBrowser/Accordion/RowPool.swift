import Outline

/// The accordion's row widgets: those bound to a node (on or near the screen) and the pool of
/// unbound ones waiting to be rebound. Its rules: a row is bound to one node or pooled, never
/// both and never twice; a bound row shows the node it is bound to. A row may also be neither
/// for a while (a closing section's ghost), until it is put back.
@MainActor
struct RowPool {
    private var bound: [OutlineNode: AccordionRow] = [:]
    private(set) var pooled: [AccordionRow] = []
    /// Row widgets made so far: a bulk change should rebind rows rather than make them.
    private(set) var made = 0

    /// The row bound to `node`, if it has one.
    func row(for node: OutlineNode) -> AccordionRow? { bound[node] }

    /// The bound rows and their nodes.
    var boundRows: [(node: OutlineNode, row: AccordionRow)] { bound.map { ($0.key, $0.value) } }
    var boundCount: Int { bound.count }
    /// Every row widget that exists, bound or pooled.
    var count: Int { bound.count + pooled.count }

    /// Counts a row just made (it is bound or pooled next).
    mutating func noteMade() { made += 1 }

    /// A pooled row that last showed a node of this kind and level (rebinding it restyles
    /// nothing), else any pooled row; nil when the pool is empty.
    mutating func take(section: Bool, level: Int) -> AccordionRow? {
        if let index = pooled.lastIndex(where: { $0.isSection == section && $0.level == level }) {
            return pooled.remove(at: index)
        }
        return pooled.popLast()
    }

    /// Records `row` (taken from the pool or new, and bound to `node` already) as `node`'s.
    mutating func bind(_ row: AccordionRow, to node: OutlineNode) { bound[node] = row }

    /// Takes `node`'s row off it, pooling nothing: the caller puts it back or keeps it a while.
    mutating func unbind(_ node: OutlineNode) -> AccordionRow? { bound.removeValue(forKey: node) }

    /// Puts an unbound row in the pool.
    mutating func putBack(_ row: AccordionRow) { pooled.append(row) }

    /// Takes the `count` rows pooled longest out of the pool (to be destroyed).
    mutating func removeOldest(_ count: Int) -> [AccordionRow] {
        let oldest = Array(pooled.prefix(count))
        pooled.removeFirst(oldest.count)
        return oldest
    }

    /// Forgets every row (the list is gone).
    mutating func removeAll() {
        bound.removeAll()
        pooled.removeAll()
    }

    /// What breaks the rules, one sentence each (none when it is sound).
    func violations() -> [String] {
        var problems: [String] = []
        var boundIDs = Set<ObjectIdentifier>()
        for (node, row) in bound {
            if !boundIDs.insert(ObjectIdentifier(row)).inserted { problems.append("a row is bound to two nodes (one is \(node.rawValue))") }
            if row.node != node { problems.append("the row bound to node \(node.rawValue) shows node \(row.node.rawValue)") }
        }
        var pooledIDs = Set<ObjectIdentifier>()
        for row in pooled {
            let id = ObjectIdentifier(row)
            if !pooledIDs.insert(id).inserted { problems.append("a row is pooled twice") }
            if boundIDs.contains(id) { problems.append("a row is both bound (to node \(row.node.rawValue)) and pooled") }
        }
        return problems
    }
}
