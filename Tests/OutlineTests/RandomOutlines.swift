@testable import Outline

/// A small, seeded, reproducible generator (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Builds the same random tree as an `Outline` and as a `ReferenceOutline`.
func makeRandomOutline(using rng: inout SeededGenerator, maxNodes: Int = 60) -> (Outline, ReferenceOutline) {
    var builder = OutlineBuilder()
    var reference = ReferenceOutline()
    let target = Int.random(in: 1...maxNodes, using: &rng)
    // Parents are the last node or one of its ancestors, so nodes come in pre-order.
    var path: [Int] = []
    while builder.count < target {
        let depth = path.isEmpty ? 0 : Int.random(in: 0...min(path.count, 4), using: &rng)
        path.removeSubrange(depth...)
        let parent = path.last
        var policy: NodePolicy = []
        if Bool.random(using: &rng) { policy.insert(.expandable) }
        if Int.random(in: 0..<3, using: &rng) == 0 { policy.insert(.expandedByDefault) }
        if Int.random(in: 0..<5, using: &rng) == 0 { policy.insert(.exclusive) }
        if Int.random(in: 0..<7, using: &rng) == 0 { policy.insert(.keepOneOpen) }
        let v = builder.count
        let kind: NodeKind = policy.contains(.expandable) ? "question" : "section"
        try! builder.add(id: "n\(v)", title: "Node \(v)", kind: kind, policy: policy, under: parent.map(OutlineNode.init))
        reference.nodes.append(.init(id: "n\(v)", parent: parent, policy: policy, level: path.count))
        if let parent { reference.nodes[parent].children.append(v) } else { reference.topLevel.append(v) }
        path.append(v)
    }
    reference.userExpanded = reference.nodes.indices.map {
        reference.nodes[$0].policy.contains(.expandedByDefault) && reference.isExpandable($0)
    }
    reference.expanded = reference.userExpanded
    reference.passes = Array(repeating: true, count: reference.nodes.count)
    return (Outline(builder), reference)
}

extension Outline {
    var referenceRows: [ReferenceOutline.Row] {
        rows.map { .init(id: $0.id, level: $0.level, isExpanded: $0.isExpanded, separatorAfter: $0.hasSeparatorAfter) }
    }
}
