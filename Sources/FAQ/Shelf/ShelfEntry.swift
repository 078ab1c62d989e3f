/// One FAQ on the shelf (or a candidate the readers refused, kept so it is not read again until
/// it changes): what the shelf lists, and what the cache keeps of it.
public struct ShelfEntry: Sendable, Equatable {
    public var path: String
    public var group: ShelfGroup
    /// The package (`/usr/share/doc/PACKAGE/…`) or the folder the file is in.
    public var source: String
    /// The file's size and modification time (ns) when it was read: it is read again when either changes.
    public var size: Int64
    public var modified: Int64
    /// False for a candidate the readers refused: it is not listed.
    public var isFAQ: Bool
    public var title: String
    /// Which importer read it ("Markdown", "FAQ JSON"…).
    public var importer: String
    public var questionCount: Int
    public var sectionCount: Int
    /// The misread guard's finding, when it has one about this file: kept as its kind and
    /// numbers, so that the shelf says it in the reader's language.
    public var misread: MisreadFinding?

    public init(path: String, group: ShelfGroup, source: String, size: Int64, modified: Int64, isFAQ: Bool,
                title: String = "", importer: String = "", questionCount: Int = 0, sectionCount: Int = 0, misread: MisreadFinding? = nil) {
        self.path = path
        self.group = group
        self.source = source
        self.size = size
        self.modified = modified
        self.isFAQ = isFAQ
        self.title = title
        self.importer = importer
        self.questionCount = questionCount
        self.sectionCount = sectionCount
        self.misread = misread
    }

    /// Whether `candidate` is this file as it was read (same size and modification time).
    func isCurrent(for candidate: ShelfCandidate) -> Bool {
        candidate.path == path && candidate.size == size && candidate.modified == modified
    }
}

/// What the shelf's search reads of one FAQ: its sections' titles and its questions' ids, titles
/// and answers (Markdown, as the in-document search reads them).
public struct ShelfRecord: Sendable, Equatable {
    /// A section: its title and the index of its enclosing section (-1 at the top); parents come first.
    public struct Section: Sendable, Equatable {
        public var title: String
        public var parent: Int32
    }

    /// A question: its id, its title, its nearest section (-1: none) and its answer.
    public struct Question: Sendable, Equatable {
        public var id: String
        public var title: String
        public var section: Int32
        public var answer: String
    }

    public var sections: [Section]
    public var questions: [Question]

    public init(sections: [Section] = [], questions: [Question] = []) {
        self.sections = sections
        self.questions = questions
    }

    /// The record of a document: sections depth-first (parents before children), questions in
    /// document order.
    public init(_ document: FAQDocument) {
        var sections: [Section] = []
        var questions: [Question] = []
        var stack: [(FAQSection, Int32)] = document.sections.reversed().map { ($0, -1) }
        while let (section, parent) = stack.popLast() {
            // An importer's implicit section has no title of its own to match.
            var own = parent
            if !section.isImplicit || !section.title.isEmpty {
                own = Int32(sections.count)
                sections.append(Section(title: section.title, parent: parent))
            }
            for question in section.questions {
                questions.append(Question(id: question.id, title: question.question, section: own, answer: question.answer))
            }
            stack.append(contentsOf: section.sections.reversed().map { ($0, own) })
        }
        self.init(sections: sections, questions: questions)
    }
}
