import Outline

/// A document laid out as an `Outline`: sections and questions are its nodes, and each
/// node's section or question is kept beside it, indexed by the node.
public final class FAQOutline {
    /// The kinds of node a FAQ has.
    public static let section: NodeKind = "section"
    public static let question: NodeKind = "question"

    /// What one node shows.
    public enum Entry: Sendable {
        case section(title: String, description: String?)
        case question(question: String, answer: String)
    }

    public let document: FAQDocument
    public let outline: Outline
    /// `entries[node.rawValue]` is what `node` shows.
    public let entries: [Entry]
    /// Section icons by node (few documents have any).
    private let icons: [Int: String]

    /// Builds the outline in O(n); section flags become node policies.
    public init(document: FAQDocument) {
        let count = document.questionCount + document.allSections.count
        var builder = OutlineBuilder(expectedCount: count)
        var entries: [Entry] = []
        var icons: [Int: String] = [:]
        entries.reserveCapacity(count)
        // IDs were made unique by the reader; a hand-built document with duplicates fails here.
        func add(_ section: FAQSection, under parent: OutlineNode?) {
            var policy: NodePolicy = []
            if section.isExpanded { policy.insert(.expandedByDefault) }
            if section.isExclusive { policy.insert(.exclusive) }
            // A section with only prose opens to show it; one with nothing at all cannot open.
            if let description = section.description, !description.isEmpty { policy.insert(.expandable) }
            let node = try! builder.add(id: section.id, title: section.title, kind: Self.section, policy: policy, under: parent)
            entries.append(.section(title: section.title, description: section.description))
            if let icon = section.icon, !icon.isEmpty { icons[node.rawValue] = icon }
            for q in section.questions {
                try! builder.add(id: q.id, title: q.question, kind: Self.question, policy: .expandable, under: node)
                entries.append(.question(question: q.question, answer: q.answer))
            }
            for child in section.sections { add(child, under: node) }
        }
        for section in document.sections { add(section, under: nil) }
        self.document = document
        self.outline = Outline(builder)
        self.entries = entries
        self.icons = icons
    }

    public func isSection(_ node: OutlineNode) -> Bool { outline.kind(of: node) == Self.section }

    /// The themed icon name of a section node, if it has one.
    public func icon(of node: OutlineNode) -> String? { icons[node.rawValue] }
    /// Whether any section has an icon.
    public var hasIcons: Bool { !icons.isEmpty }

    /// The description of a section node (nil for a question or a section without one).
    public func sectionDescription(of node: OutlineNode) -> String? {
        if case .section(_, let description) = entries[node.rawValue] { return description }
        return nil
    }

    /// The answer of a question node (nil for a section).
    public func answer(of node: OutlineNode) -> String? {
        if case .question(_, let answer) = entries[node.rawValue] { return answer }
        return nil
    }
}

extension FAQOutline {
    /// What a search index is built from: taken in O(1) (copies of immutable arrays), so that
    /// the index can be built on another thread.
    public struct SearchSource: Sendable {
        let entries: [Entry]
        let parents: [Int32]
    }

    public var searchSource: SearchSource { SearchSource(entries: entries, parents: outline.parentIndices) }
}

extension SearchIndex {
    /// Indexes the questions of a laid-out document: each question's text, its answer and the
    /// titles of its sections (so that "keyboard" finds the questions of "Keyboard"), and the
    /// sections that have a description, by their title and description.
    ///
    /// Two passes over the entries, the second lazy: the index is sized before it is filled, and
    /// no list of every question's texts is made beside it (on 100,000 questions that list and the
    /// growth of the index's own arrays were 10 MB more at the start's peak).
    public convenience init(_ source: FAQOutline.SearchSource) {
        var sectionOfNode = [Int32](repeating: -1, count: source.entries.count)
        var titles: [String] = []
        var sectionParents: [Int] = []
        var count = 0
        var bytes = 0
        for (node, entry) in source.entries.enumerated() {
            let parent = Int(source.parents[node])
            switch entry {
            case .section(let title, let description):
                // A section's own text is found like an answer: the match is the section itself.
                if let description, !description.isEmpty {
                    count += 1
                    bytes += title.utf8.count + description.utf8.count + 1
                }
                sectionOfNode[node] = Int32(titles.count)
                titles.append(title)
                sectionParents.append(parent >= 0 ? Int(sectionOfNode[parent]) : -1)
            case .question(let question, let answer):
                count += 1
                bytes += question.utf8.count + answer.utf8.count + 1
            }
        }
        let items = source.entries.indices.lazy.compactMap { node -> (node: Int, question: String, answer: String, section: Int)? in
            let parent = Int(source.parents[node])
            let enclosing = parent >= 0 ? Int(sectionOfNode[parent]) : -1
            switch source.entries[node] {
            case .section(let title, let description):
                guard let description, !description.isEmpty else { return nil }
                return (node, title, description, enclosing)
            case .question(let question, let answer):
                return (node, question, answer, enclosing)
            }
        }
        self.init(items, sectionTitles: titles, sectionParents: sectionParents, count: count, bytes: bytes + bytes / 16)
    }
}
