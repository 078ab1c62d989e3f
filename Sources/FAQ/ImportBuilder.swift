/// Assembles a document from an importer's sections and questions: IDs are taken from the
/// source where it has them (anchors, `@id`s) and derived from titles otherwise, always unique.
/// Sections nest: `addSection(depth:)` opens a section inside the open section one level up.
struct ImportBuilder {
    let file: String
    var title: String
    var description: String?
    /// Every section in document order; `parent` indexes this array.
    private var sections: [Pending] = []
    /// The open sections, outermost first (indices into `sections`).
    private var open: [Int] = []
    private(set) var warnings: [DocumentProblem] = []

    private struct Pending {
        var section: FAQSection
        var parent: Int?
        var explicitID: String?
        var questionIDs: [String?] = []
    }

    init(file: String, title: String) {
        self.file = file
        self.title = title
    }

    var hasQuestions: Bool { sections.contains { !$0.section.questions.isEmpty } }

    /// Starts a section at `depth` (0: top level) inside the open section one level up; later
    /// questions go into it.
    mutating func addSection(title: String, id: String? = nil, description: String? = nil, implicit: Bool = false, depth: Int = 0) {
        var section = FAQSection(id: "", title: title, isExpanded: implicit)
        section.description = description
        section.isImplicit = implicit
        open.removeLast(max(0, open.count - depth))
        sections.append(Pending(section: section, parent: open.last, explicitID: id))
        open.append(sections.count - 1)
    }

    /// Adds a part of the document's text at the top level: a section holding only `text`, which counts as no
    /// group; later questions go into an implicit section.
    mutating func addTextPart(title: String, id: String? = nil, text: String) {
        addSection(title: title, id: id, description: text, depth: 0)
        closeSections(toDepth: 0)
    }

    /// Closes the open sections deeper than `depth`: later questions at that depth go into an
    /// implicit section (at the top level) or the enclosing one.
    mutating func closeSections(toDepth depth: Int) {
        open.removeLast(max(0, open.count - depth))
    }

    /// Adds a question to the current section (an implicit one when there is none open).
    /// A title with no letter over no answer ("1.12.", an entry its author numbered and never wrote) is no question.
    mutating func addQuestion(_ question: String, answer: String, id: String? = nil, position: SourcePosition? = nil) {
        let answer = Self.withoutEdgeRules(answer)
        if answer.allSatisfy(\.isWhitespace), !question.contains(where: \.isLetter) { return }
        if open.isEmpty {
            // Top-level questions share one implicit section.
            if let implicit = sections.lastIndex(where: { $0.parent == nil && $0.section.isImplicit }) {
                open = [implicit]
            } else {
                addSection(title: "Questions", implicit: true)
            }
        }
        if answer.allSatisfy(\.isWhitespace) {
            warn(TranslatableText("the answer to {1} is empty", MessageText.quoted(question)), at: position)
        }
        let current = open[open.count - 1]
        sections[current].section.questions.append(FAQQuestion(id: "", question: question, answer: answer))
        sections[current].questionIDs.append(id)
    }

    /// Gives the section questions now go into (an implicit one when none is open) a description.
    mutating func describeCurrentSection(_ description: String) {
        if open.isEmpty, let implicit = sections.lastIndex(where: { $0.parent == nil && $0.section.isImplicit }) { open = [implicit] }
        guard let current = open.last else { return }
        sections[current].section.description = description
    }

    mutating func warn(_ message: TranslatableText, at position: SourcePosition? = nil) {
        warnings.append(DocumentProblem(file: file, position: position, severity: .warning, message: message))
    }

    /// The document, with every ID set.
    mutating func build() -> FAQDocument {
        var ids = IDAllocator()
        // Explicit IDs first, so that a derived one never takes an ID written further down.
        var explicit: [[String?]] = []
        for pending in sections {
            var row: [String?] = [reserve(pending.explicitID, &ids)]
            for id in pending.questionIDs { row.append(reserve(id, &ids)) }
            explicit.append(row)
        }
        var built: [FAQSection] = []
        var children: [[Int]] = Array(repeating: [], count: sections.count)
        var roots: [Int] = []
        for (s, pending) in sections.enumerated() {
            var section = pending.section
            // IDs made from titles: one taken already gets a number, and nothing is said. The author
            // wrote no IDs, and a title asked twice ("It still does not compile.") is no fault to mend.
            section.id = explicit[s][0] ?? ids.derive(from: Slug.make(section.title, fallback: "section"))
            for q in section.questions.indices {
                section.questions[q].id = explicit[s][q + 1] ?? ids.derive(from: Slug.make(section.questions[q].question, fallback: "question"))
            }
            built.append(section)
            if let parent = pending.parent { children[parent].append(s) } else { roots.append(s) }
        }
        // Children come after their parents: attach them from the last section back.
        for s in built.indices.reversed() {
            built[s].sections = children[s].map { built[$0] }
        }
        return FAQDocument(title: title, description: description, sections: roots.map { built[$0] })
    }

    private mutating func reserve(_ id: String?, _ ids: inout IDAllocator) -> String? {
        guard let id, !id.isEmpty else { return nil }
        if ids.reserve(id) { return id }
        warn(TranslatableText("the id {1} is used twice; the second one gets another", MessageText.quoted(id)))
        return nil
    }

    /// An answer without the thematic breaks at its start and end: the file's lines between
    /// entries (`---` after each `A:` paragraph), none of the answer's. A rule right under a line
    /// of text underlines a heading, and stays.
    static func withoutEdgeRules(_ answer: String) -> String {
        // Most answers open and end with words: not split into lines at all.
        guard [answer.first(where: { !$0.isWhitespace }), answer.last(where: { !$0.isWhitespace })].contains(where: { $0.map("-*_".contains) ?? false })
        else { return answer }
        var lines = answer.split(separator: "\n", omittingEmptySubsequences: false)[...]
        func isBlank(_ line: Substring) -> Bool { line.allSatisfy(\.isWhitespace) }
        func isRule(_ line: Substring) -> Bool {
            let marks = line.filter { $0 != " " && $0 != "\t" }
            guard line.prefix(while: { $0 == " " }).count <= 3, marks.count >= 3, let mark = marks.first, "-*_".contains(mark) else { return false }
            return marks.allSatisfy { $0 == mark }
        }
        var changed = false
        while true {
            while let last = lines.last, isBlank(last) { lines.removeLast() }
            guard let last = lines.last, isRule(last), lines.count == 1 || isBlank(lines[lines.index(before: lines.endIndex) - 1]) else { break }
            lines.removeLast()
            changed = true
        }
        while true {
            while let first = lines.first, isBlank(first) { lines.removeFirst() }
            guard let first = lines.first, isRule(first) else { break }
            lines.removeFirst()
            changed = true
        }
        return changed ? lines.joined(separator: "\n") : answer
    }
}
