/// One check's reading and source, with what several of the guard's rules derive from them made
/// once: the questions and sections, their titles' bare texts and keys (`QuestionShape.bareText`,
/// `key`), and the source's lines, headings and marked titles, listed when a rule first reads them.
/// About ten rules compare the same titles: folding them once per rule was most of the guard's
/// cost on a shelf's scan.
final class GuardReading {
    /// A title without its marks, folded for comparison, and whether it asks (`HeadingLevels.asks`).
    struct Title {
        let bare: Substring
        let key: String
        let asks: Bool

        init(_ text: String) {
            bare = QuestionShape.bareText(Substring(text))
            key = QuestionShape.key(bare)
            asks = HeadingLevels.asks(text, bare: bare)
        }
    }

    let document: FAQDocument
    let source: String
    /// The source's format, when known (some tests check a reading against a census alone).
    let format: DocumentFormat?
    /// Every section and its depth, in `document.allSections`' order.
    let sections: [(section: FAQSection, depth: Int)]
    /// Every question, section by section in that order.
    let questions: [FAQQuestion]
    /// One title for each question, in `questions`' order.
    let questionTitles: [Title]
    /// The questions' keys.
    let questionKeys: Set<String>
    /// One title for each section, in `sections`' order.
    let sectionTitles: [Title]
    /// The document's own title.
    let documentTitle: Title
    /// The titles above by their text, for rules that walk the sections' tree.
    private let titlesByText: [String: Title]

    /// The source's headings (`SourceHeadings.list`); none without a format.
    private(set) lazy var headings: [SourceHeading] = format.map { SourceHeadings.list(source, format: $0) } ?? []
    /// The source's lines.
    private(set) lazy var sourceLines = source.newlineSeparatedLines()
    /// The titles the source's lines mark (`QuestionLevelTitles.marked`); none without a format.
    private(set) lazy var markedTitles: [QuestionLevelTitles.Title] =
        format.map { QuestionLevelTitles.marked(sourceLines, format: $0) } ?? []
    /// The same, a `~~~` line under a title read as its underline: they differ only in a source with such a line.
    private(set) lazy var markedTitlesWithTildes: [QuestionLevelTitles.Title] = {
        guard let format = self.format, self.sourceLines.contains(where: { $0.hasPrefix("~~~") }) else { return self.markedTitles }
        return QuestionLevelTitles.marked(self.sourceLines, format: format, tildeTitles: true)
    }()

    init(_ document: FAQDocument, source: String, format: DocumentFormat?) {
        self.document = document
        self.source = source
        self.format = format
        sections = document.allSections
        questions = sections.flatMap(\.section.questions)
        var byText: [String: Title] = [:]
        func title(_ text: String) -> Title {
            if let known = byText[text] { return known }
            let folded = Title(text)
            byText[text] = folded
            return folded
        }
        questionTitles = questions.map { title($0.question) }
        questionKeys = Set(questionTitles.map(\.key))
        sectionTitles = sections.map { title($0.section.title) }
        documentTitle = title(document.title)
        titlesByText = byText
    }

    /// The title of this text: a question's, a section's or the document's is known; any other is folded now.
    func title(_ text: String) -> Title {
        titlesByText[text] ?? Title(text)
    }

    /// The folded text of a title (`QuestionShape.key` of its bare text).
    func key(_ text: String) -> String {
        title(text).key
    }

    /// The keys of the sections' titles, less those of sections an importer made up.
    var explicitSectionKeys: [String] {
        zip(sections, sectionTitles).filter { !$0.0.section.isImplicit }.map(\.1.key)
    }
}
