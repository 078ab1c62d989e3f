import Outline

/// How a search's matches spread over a document: the total, how many sections hold them, and
/// each section's count (its own questions and those of its subsections), for "N matches in
/// M sections" and the sections' badges. Costs O(matches + runs × depth), where a run is a
/// stretch of matches with one parent (matches in document order share their parent in runs).
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
        // Each run's count goes up its parent's chain once (100,000 matches: 1,000 runs).
        func count(_ run: Int, under first: Int32) {
            guard first >= 0 else { return }
            direct.insert(first)
            var parent = first
            while parent >= 0 {
                perSection[Int(parent), default: 0] += run
                parent = parents[Int(parent)]
            }
        }
        var runParent: Int32 = -1, run = 0
        for match in matches {
            let parent = parents[match]
            if parent != runParent {
                count(run, under: runParent)
                runParent = parent
                run = 0
            }
            run += 1
        }
        count(run, under: runParent)
        matchCount = matches.count
        sectionCount = direct.count
        self.perSection = perSection
    }

    /// Matches inside `section`.
    public func count(in section: OutlineNode) -> Int { perSection[section.rawValue] ?? 0 }
}
