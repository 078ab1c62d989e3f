/// Assembles a document from an importer's sections and questions: IDs are taken from the
/// source where it has them (anchors, `@id`s) and derived from titles otherwise, always unique.
struct ImportBuilder {
    let file: String
    var title: String
    var description: String?
    private var sections: [Pending] = []
    private(set) var warnings: [DocumentProblem] = []

    private struct Pending {
        var section: FAQSection
        var explicitID: String?
        var questionIDs: [String?] = []
        var questionPositions: [SourcePosition?] = []
    }

    init(file: String, title: String) {
        self.file = file
        self.title = title
    }

    var hasQuestions: Bool { sections.contains { !$0.section.questions.isEmpty } }

    /// Starts a section; later questions go into it.
    mutating func addSection(title: String, id: String? = nil, description: String? = nil, implicit: Bool = false) {
        var section = FAQSection(id: "", title: title, isExpanded: implicit)
        section.description = description
        section.isImplicit = implicit
        sections.append(Pending(section: section, explicitID: id))
    }

    /// Adds a question to the current section (an implicit one when there is none yet).
    mutating func addQuestion(_ question: String, answer: String, id: String? = nil, position: SourcePosition? = nil) {
        if sections.isEmpty { addSection(title: "Questions", implicit: true) }
        if answer.allSatisfy(\.isWhitespace) {
            warn("the answer to \(MessageText.quoted(question)) is empty", at: position)
        }
        sections[sections.count - 1].section.questions.append(FAQQuestion(id: "", question: question, answer: answer))
        sections[sections.count - 1].questionIDs.append(id)
        sections[sections.count - 1].questionPositions.append(position)
    }

    mutating func warn(_ message: String, at position: SourcePosition? = nil) {
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
        var result: [FAQSection] = []
        for (s, pending) in sections.enumerated() {
            var section = pending.section
            section.id = explicit[s][0] ?? derive(Slug.make(section.title, fallback: "section"), &ids, at: nil)
            for q in section.questions.indices {
                section.questions[q].id = explicit[s][q + 1]
                    ?? derive(Slug.make(section.questions[q].question, fallback: "question"), &ids, at: pending.questionPositions[q])
            }
            result.append(section)
        }
        return FAQDocument(title: title, description: description, sections: result)
    }

    /// An ID made from a title; a warning says when it had to be renamed.
    private mutating func derive(_ base: String, _ ids: inout IDAllocator, at position: SourcePosition?) -> String {
        let id = ids.derive(from: base)
        if id != base { warn("the id \(MessageText.quoted(base)) made from this title is taken; this one is \(MessageText.quoted(id))", at: position) }
        return id
    }

    private mutating func reserve(_ id: String?, _ ids: inout IDAllocator) -> String? {
        guard let id, !id.isEmpty else { return nil }
        if ids.reserve(id) { return id }
        warn("the id \(MessageText.quoted(id)) is used twice; the second one gets another")
        return nil
    }
}
