import Outline

/// How a search's matches spread over a document: the total, how many sections hold them, and
/// each section's count (its own questions and those of its subsections), for "N matches in
/// M sections" and the sections' badges. Costs O(matches × depth).
public struct SearchCounts: Equatable, Sendable {
    /// Matching questions.
    public let matchCount: Int
    /// Sections with a matching question directly inside them.
    public let sectionCount: Int
    /// Matches inside each section (by node index), at any depth; sections without any are absent.
    public let perSection: [Int: Int]

    /// `matches`: question node indices; `parents[node]`: its parent node index, or -1.
    public init(matches: [Int], parents: [Int32]) {
        var perSection: [Int: Int] = [:]
        var direct = Set<Int32>()
        for match in matches {
            var parent = parents[match]
            if parent >= 0 { direct.insert(parent) }
            while parent >= 0 {
                perSection[Int(parent), default: 0] += 1
                parent = parents[Int(parent)]
            }
        }
        matchCount = matches.count
        sectionCount = direct.count
        self.perSection = perSection
    }

    /// Matches inside `section`.
    public func count(in section: OutlineNode) -> Int { perSection[section.rawValue] ?? 0 }
}
