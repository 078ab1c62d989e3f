@testable import Outline

/// The seed's multi-level menu: Account → Profile, Activate account, Change password; Group;
/// Events → Nearby, Global; Deals.
func makeMenuOutline(policy: (String) -> NodePolicy = { _ in [] }) -> Outline {
    var b = OutlineBuilder()
    func add(_ id: String, _ kind: NodeKind, under parent: OutlineNode? = nil) -> OutlineNode {
        try! b.add(id: id, title: id.capitalized, kind: kind, policy: policy(id), under: parent)
    }
    let account = add("account", "section")
    _ = add("profile", "item", under: account)
    _ = add("activate", "item", under: account)
    _ = add("password", "item", under: account)
    _ = add("group", "section")
    let events = add("events", "section")
    _ = add("nearby", "item", under: events)
    _ = add("global", "item", under: events)
    _ = add("deals", "section")
    return Outline(b)
}

/// Two levels of sections with questions: general (q1, q2, sub (q3)), more (q4).
func makeNestedOutline(policy: (String) -> NodePolicy = { _ in [] }) -> Outline {
    var b = OutlineBuilder()
    func add(_ id: String, _ kind: NodeKind, under parent: OutlineNode? = nil) -> OutlineNode {
        let base: NodePolicy = kind == "question" ? [.expandable] : []
        return try! b.add(id: id, title: id, kind: kind, policy: base.union(policy(id)), under: parent)
    }
    let general = add("general", "section")
    _ = add("q1", "question", under: general)
    _ = add("q2", "question", under: general)
    let sub = add("sub", "section", under: general)
    _ = add("q3", "question", under: sub)
    let more = add("more", "section")
    _ = add("q4", "question", under: more)
    return Outline(b)
}

extension Outline {
    func n(_ id: String) -> OutlineNode { node(id: id)! }
    var visibleIDs: [String] { rows.map(\.id) }
}
