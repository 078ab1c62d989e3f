@testable import Outline

/// A deliberately naive outline: the visible rows are recomputed by a full walk after every
/// operation. The real `Outline` must agree with it step by step.
struct ReferenceOutline {
    struct Node {
        var id: String
        var parent: Int?
        var children: [Int] = []
        var policy: NodePolicy
        var level: Int
    }

    struct Row: Equatable, CustomStringConvertible {
        var id: String
        var level: Int
        var isExpanded: Bool
        var separatorAfter: Bool
        var description: String { "\(id)@\(level)\(isExpanded ? "+" : "")\(separatorAfter ? "_" : "")" }
    }

    var nodes: [Node] = []
    var topLevel: [Int] = []
    var userExpanded: [Bool] = []
    var expanded: [Bool] = []
    var passes: [Bool] = []
    var searching = false
    var vetoExpand: Set<Int> = []
    var vetoCollapse: Set<Int> = []

    func isExpandable(_ v: Int) -> Bool { !nodes[v].children.isEmpty || nodes[v].policy.contains(.expandable) }
    func siblings(_ v: Int) -> [Int] { nodes[v].parent.map { nodes[$0].children } ?? topLevel }

    var visible: [Int] {
        var out: [Int] = []
        func walk(_ list: [Int]) {
            for v in list where passes[v] {
                out.append(v)
                if expanded[v] { walk(nodes[v].children) }
            }
        }
        walk(topLevel)
        return out
    }

    /// The rows `v` shows when its parent is open: its own (if it passes the search) and, when
    /// it is open, its children's.
    func shownRows(_ v: Int) -> Int {
        guard passes[v] else { return 0 }
        return 1 + (expanded[v] ? nodes[v].children.reduce(0) { $0 + shownRows($1) } : 0)
    }

    var rows: [Row] {
        let list = visible
        return list.enumerated().map { i, v in
            let next = i + 1 < list.count ? nodes[list[i + 1]].level : nil
            let separator = next.map { $0 == 0 || $0 < nodes[v].level } ?? false
            return Row(id: nodes[v].id, level: nodes[v].level, isExpanded: expanded[v], separatorAfter: separator)
        }
    }

    mutating func set(_ v: Int, _ value: Bool) {
        expanded[v] = value
        userExpanded[v] = value
    }

    mutating func expand(_ v: Int) {
        guard !expanded[v], isExpandable(v), !vetoExpand.contains(v) else { return }
        if let p = nodes[v].parent, nodes[p].policy.contains(.exclusive) {
            for s in nodes[p].children where s != v && expanded[s] && !vetoCollapse.contains(s) { set(s, false) }
        }
        set(v, true)
    }

    mutating func collapse(_ v: Int) {
        guard expanded[v], !vetoCollapse.contains(v) else { return }
        if let p = nodes[v].parent, nodes[p].policy.contains(.keepOneOpen),
           !nodes[p].children.contains(where: { $0 != v && expanded[$0] }) { return }
        set(v, false)
    }

    mutating func toggle(_ v: Int) { expanded[v] ? collapse(v) : expand(v) }

    mutating func reveal(_ v: Int) {
        var chain: [Int] = []
        var p = nodes[v].parent
        while let q = p { chain.append(q); p = nodes[q].parent }
        for a in chain.reversed() where !expanded[a] {
            expand(a)
            if !expanded[a] { break }
        }
    }

    /// Pre-order over `range` of node indices (the builder's order is pre-order).
    mutating func setAll(_ nodesInOrder: [Int], _ value: Bool) {
        for v in nodesInOrder where expanded[v] != value && isExpandable(v) {
            guard !(value ? vetoExpand : vetoCollapse).contains(v) else { continue }
            if let p = nodes[v].parent {
                let othersOpen = nodes[p].children.contains { $0 != v && expanded[$0] }
                if value && nodes[p].policy.contains(.exclusive) && othersOpen { continue }
                if !value && nodes[p].policy.contains(.keepOneOpen) && !othersOpen { continue }
            }
            set(v, value)
        }
    }

    func subtree(_ v: Int) -> [Int] {
        var out = [v]
        for c in nodes[v].children { out += subtree(c) }
        return out
    }

    mutating func search(_ matches: Set<Int>) {
        searching = true
        var forced = Set<Int>()
        passes = Array(repeating: false, count: nodes.count)
        for m in matches {
            passes[m] = true
            var p = nodes[m].parent
            while let q = p { forced.insert(q); passes[q] = true; p = nodes[q].parent }
        }
        for v in nodes.indices { expanded[v] = isExpandable(v) && (forced.contains(v) || userExpanded[v]) }
    }

    mutating func clearSearch() {
        guard searching else { return }
        searching = false
        passes = Array(repeating: true, count: nodes.count)
        for v in nodes.indices { expanded[v] = isExpandable(v) && userExpanded[v] }
    }

    mutating func restore(_ state: ExpansionState) {
        for v in nodes.indices where isExpandable(v) {
            if state.expanded.contains(nodes[v].id) { userExpanded[v] = true }
            else if state.collapsed.contains(nodes[v].id) { userExpanded[v] = false }
            else { userExpanded[v] = nodes[v].policy.contains(.expandedByDefault) }
        }
        if !searching { expanded = userExpanded }
    }
}
