/// A FAQ as the app shows it: a title and nested sections of questions with Markdown answers.
public struct FAQDocument: Sendable, Equatable {
    public var title: String
    public var description: String?
    public var sections: [FAQSection]

    public init(title: String, description: String? = nil, sections: [FAQSection]) {
        self.title = title
        self.description = description
        self.sections = sections
    }

    /// How deep sections may nest; deeper files are refused with a clear error.
    public static let maximumSectionDepth = 32
}

/// A titled group of questions and subsections.
public struct FAQSection: Sendable, Equatable {
    public var id: String
    public var title: String
    /// Open when the document is first shown.
    public var isExpanded: Bool
    /// Opening one question closes the others.
    public var isExclusive: Bool
    /// Text shown at the top of the open section (Markdown), if any.
    public var description: String?
    /// A themed icon name shown before the title (native format only; unknown names show nothing).
    public var icon: String?
    /// Made by an importer to hold the questions of a FAQ that has no sections of its own.
    public var isImplicit = false
    public var questions: [FAQQuestion]
    public var sections: [FAQSection]

    /// A part of the document's text under its heading (an introduction, a closing "History"),
    /// not a group: no questions, no sections, only its description.
    public var holdsOnlyText: Bool {
        questions.isEmpty && sections.isEmpty && !(description ?? "").allSatisfy(\.isWhitespace)
    }

    public init(id: String, title: String, isExpanded: Bool = false, isExclusive: Bool = false,
                questions: [FAQQuestion] = [], sections: [FAQSection] = []) {
        self.id = id
        self.title = title
        self.isExpanded = isExpanded
        self.isExclusive = isExclusive
        self.questions = questions
        self.sections = sections
    }
}

/// One question and its answer (Markdown).
public struct FAQQuestion: Sendable, Equatable {
    public var id: String
    public var question: String
    public var answer: String

    public init(id: String, question: String, answer: String) {
        self.id = id
        self.question = question
        self.answer = answer
    }
}

extension FAQDocument {
    /// Every section, depth-first, with its depth.
    public var allSections: [(section: FAQSection, depth: Int)] {
        var result: [(FAQSection, Int)] = []
        var stack = sections.reversed().map { ($0, 0) }
        while let (section, depth) = stack.popLast() {
            result.append((section, depth))
            stack.append(contentsOf: section.sections.reversed().map { ($0, depth + 1) })
        }
        return result
    }

    public var questionCount: Int { allSections.reduce(0) { $0 + $1.section.questions.count } }

    /// The groups of questions the source file has: sections that hold a question, directly or
    /// in a section inside them, and empty ones a file declares (a native file's placeholder).
    /// Implicit ones made by an importer do not count, nor does a heading that holds only text
    /// (a chapter "R Web Interfaces" among chapters of questions), which the structure rule
    /// shows as a section with its description.
    public var sectionCount: Int { sections.reduce(0) { $0 + Self.groups(in: $1).count } }

    /// How many sections in `section` (itself included) hold questions, and whether it does.
    private static func groups(in section: FAQSection) -> (count: Int, holds: Bool) {
        var count = 0
        var holds = !section.questions.isEmpty
        for inner in section.sections {
            let found = groups(in: inner)
            count += found.count
            holds = holds || found.holds
        }
        let declaredEmpty = !holds && section.sections.isEmpty && (section.description ?? "").allSatisfy(\.isWhitespace)
        return (count + ((holds || declaredEmpty) && !section.isImplicit ? 1 : 0), holds)
    }
}
