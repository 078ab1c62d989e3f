/// Titles the source marks as it marks a heading the reading made, that the reading did not make
/// one, in any line format (`QuestionLevelTitles.marked`: `##`, a `---` or `===` underline, `== `,
/// `=head1`, `.SH`, Org's `*`). A source marks titles of one level alike, so such a title is one of
/// the reading's kind that the reader passed over:
/// - left as a line of an answer: a group title underlined like the group (or the document's
///   title) the reading made, its entries left in the last answer as text (sup's "Common Problems"
///   over `-`, like "Sup FAQ", with its `P:`/`S:` entries);
/// - shown nowhere, its text with it: a title marked like the reading's groups or questions,
///   neither it nor the text under it in the document (pocl's "CLPeak issues" and "Luxmark
///   issues", `-` titles like the groups, dropped with their answers).
/// Rule 9 (`QuestionLevelTitles`) does this for the questions' mark alone; this one takes the
/// groups' and the document title's marks too, and asks that the text under a title be lost.
enum SectionMarkTitles {
    /// A group's title has at most this many words…
    static let titleWords = 10
    /// …and this many words under it at least, up to the next title.
    static let minimumGroupWords = 20
    /// Text under a title that is lost with it: this many words at least…
    static let minimumBodyWords = 50
    /// …looked for by the first words of this many of its lines…
    static let probeLines = 3
    /// …each this many words.
    static let probeWords = 6

    /// A title found and where: its mark, folded text and line.
    typealias Title = QuestionLevelTitles.Title

    /// The titles the source's lines mark, `~~~` underlines included; none for markup formats,
    /// whose headings are elements (these signs read line formats).
    private static func lineTitles(_ reading: GuardReading) -> [Title] {
        guard let format = reading.format, ![.html, .xml, .sgml].contains(format) else { return [] }
        return reading.markedTitlesWithTildes
    }

    /// The first title marked as a section or the document's title is that an answer holds as a line of its own, and how many.
    static func leftInAnswers(_ reading: GuardReading) -> (first: Title, count: Int)? {
        let questions = reading.questions
        let titles = lineTitles(reading)
        guard !questions.isEmpty, titles.count >= 2 else { return nil }
        let sectionKeys = Set(reading.explicitSectionKeys + [reading.documentTitle.key])
        // Marks of groups only: a title of the questions' mark in an answer is a part of it (curl's `### curl` after
        // `## What is curl?`), which rule 9 weighs.
        let questionKeys = reading.questionKeys
        let marks = Set(titles.filter { sectionKeys.contains($0.key) }.map(\.mark))
            .subtracting(titles.filter { questionKeys.contains($0.key) }.map(\.mark))
        guard !marks.isEmpty else { return nil }
        let shown = sectionKeys.union(questionKeys)
        // A group holds something: a title with next to nothing under it, or one named as back matter, closes the text.
        let lines = reading.sourceLines
        let lost = titles.indices.filter { i in
            let title = titles[i]
            guard marks.contains(title.mark), !shown.contains(title.key), !namesBackMatter(title.key) else { return false }
            let words = title.key.split(separator: " ").count
            guard words <= titleWords, !HeadingLevels.asks(title.key) else { return false }
            let end = i + 1 < titles.count ? titles[i + 1].line - 1 : lines.count
            return title.line < end && lines[title.line..<end].reduce(0) { $0 + LineCensus.wordCount($1) } >= minimumGroupWords
        }.map { titles[$0] }
        guard !lost.isEmpty else { return nil }
        // An answer holds it when its question bears no mark of its own (`Q:` lines, bold lines, terms): under a
        // question of a mark, a title is that answer's part, or a question lost at its level (rule 9).
        var questionMarks: [String: String] = [:]
        for title in titles where questionMarks[title.key] == nil { questionMarks[title.key] = title.mark }
        var held = Set<String>()
        for (question, title) in zip(questions, reading.questionTitles) where questionMarks[title.key] == nil {
            var fenced = false
            for line in question.answer.newlineSeparatedLines() {
                if line.hasPrefix("```") || line.hasPrefix("~~~") { fenced.toggle(); continue }
                guard !fenced, !line.isEmpty, line.utf8.count < 400 else { continue }
                held.insert(key(line))
            }
        }
        let left = lost.filter { held.contains($0.key) }
        return left.first.map { ($0, left.count) }
    }

    /// The first title marked as the reading's sections or questions are that is shown nowhere, nor any of the text
    /// under it (at least `minimumBodyWords` words), and how many.
    static func lostWithText(_ reading: GuardReading) -> (first: Title, count: Int)? {
        let document = reading.document, questions = reading.questions
        let titles = lineTitles(reading)
        guard !questions.isEmpty, titles.count >= 2 else { return nil }
        let readKeys = Set(reading.explicitSectionKeys).union(reading.questionKeys)
        let marks = Set(titles.filter { readKeys.contains($0.key) }.map(\.mark))
        let shown = readKeys.union([reading.documentTitle.key])
        // Before the first title read, an introduction's parts; after the last, back matter a reader sets aside.
        let readLines = titles.filter { readKeys.contains($0.key) }.map(\.line)
        guard let firstRead = readLines.min(), let lastRead = readLines.max() else { return nil }
        let candidates = titles.indices.filter {
            let title = titles[$0]
            return marks.contains(title.mark) && !shown.contains(title.key) && title.line > firstRead
                && (title.line < lastRead || !namesBackMatter(title.key))
        }
        guard !candidates.isEmpty else { return nil }
        let lines = reading.sourceLines
        // Every text of the document, folded into one buffer with its lines joined, searched as bytes.
        var text: [UInt8] = []
        let texts = questions.map(\.answer) + reading.sections.compactMap(\.section.description) + [document.description ?? ""]
            + questions.map(\.question) + reading.sections.map(\.section.title)
        for part in texts {
            for line in part.newlineSeparatedLines() where !line.isEmpty {
                text.append(0x20)
                text += key(line).utf8
            }
        }
        text.append(0x20)
        func shows(_ words: String) -> Bool {
            MisreadGuard.contains(text, Array(words.utf8))
        }
        let lost = candidates.prefix(200).filter { i in
            let title = titles[i]
            guard !shows(" \(title.key) ") else { return false }
            // The title's text: up to the next title, less its underline.
            let end = i + 1 < titles.count ? titles[i + 1].line - 1 : lines.count
            guard title.line < end else { return false }
            let body = lines[title.line..<end]
            guard body.reduce(0, { $0 + LineCensus.wordCount($1) }) >= minimumBodyWords else { return false }
            let probes = body.lazy.filter { !SourceHeadings.isBlank($0) && $0.first != " " && $0.first != "\t" }
                .map { key($0).split(separator: " ") }.filter { $0.count >= probeWords }.prefix(probeLines)
                .map { " " + $0.prefix(probeWords).joined(separator: " ") + " " }
            return !probes.isEmpty && !probes.contains(where: shows)
        }
        return lost.first.map { (titles[$0], lost.count) }
    }

    /// Words that name a part closing a document, in the titles of manuals and FAQs alike.
    static let backMatterWords: Set<String> = [
        "see", "also", "author", "authors", "copyright", "license", "licence", "licensing", "contributing", "contributors",
        "acknowledgments", "acknowledgements", "thanks", "credits", "bugs", "support", "history", "changelog", "footnotes",
        "notes", "references", "links", "resources", "books", "urls", "homepage", "source", "availability", "contents",
        "appendix", "appendices",
    ]

    /// A folded title that holds a back-matter word ("AUTHOR AND COPYRIGHT", "SEE ALSO", "BOOKS").
    static func namesBackMatter(_ key: String) -> Bool {
        key.split(separator: " ").contains { backMatterWords.contains(String($0)) }
    }

    private static func key<S: StringProtocol>(_ text: S) -> String {
        QuestionShape.key(QuestionShape.bareText(Substring(text)))
    }
}
