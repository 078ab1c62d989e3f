/// Checks an import against a census of its source, never trusting the importer: it only
/// warns, and never changes the document. Run after every import of a format with a guessed
/// structure (not the native format, whose structure is explicit).
public enum MisreadGuard {
    /// Fewer than this share of the census's questions, and at least `minimumShortfall` fewer, is "far fewer".
    static let fewerQuestionsRatio = 0.5
    static let minimumShortfall = 3
    /// Below this share of the source's words in the document, text ended up nowhere.
    static let shownTextRatio = 0.5
    /// One answer with more than this share of the document's words holds most of it.
    static let oneAnswerRatio = 0.6
    /// Marked groups in text (not markup, whose groups are counted exactly) are doubted from this many on.
    static let minimumGroups = 3

    public static func check(_ document: FAQDocument, source: String, format: DocumentFormat) -> MisreadFinding? {
        // Plain text has no marks to lose: its reader already weighed every line that asks, so a
        // lone question in an answer (a quoted mail's "What am I doing wrong?") is the author's.
        check(document, census: QuestionCensus.take(source, format: format), source: source,
              loneQuestionsCount: format != .plainText, groups: GroupCensus.take(source, format: format),
              groupsCountedExactly: [.html, .xml, .sgml].contains(format), format: format)
    }

    static func check(_ document: FAQDocument, census: QuestionCensus, source: String, loneQuestionsCount: Bool = true,
                      groups: [GroupCensus.Group] = [], groupsCountedExactly: Bool = false, format: DocumentFormat? = nil) -> MisreadFinding? {
        // What several rules below compare, folded once.
        let reading = GuardReading(document, source: source, format: format)
        let questions = reading.questions
        let found = questions.count
        // Answers, and the descriptions a section's first question falls into when its mark is lost.
        let descriptions = [document.description ?? ""] + reading.sections.map { $0.section.description ?? "" }
        let texts = questions.map(\.answer) + descriptions
        // An answer may open by asking its question again in full, in its first paragraph (runit: "How do I create a
        // service directory for the use with runit?"); a description may not.
        let inAnswers = questions.flatMap {
            AnswerQuestionLines.find(in: $0.answer, afterOpeningLine: true, loneQuestions: loneQuestionsCount, question: $0.question)
        }
            + descriptions.flatMap { AnswerQuestionLines.find(in: $0, loneQuestions: loneQuestionsCount, isDescription: true) }
        if !inAnswers.isEmpty {
            return MisreadFinding(kind: .questionsInAnswers, found: found, expected: max(census.questions, found + inAnswers.count),
                                  line: sourceLine(of: inAnswers[0], in: source))
        }
        // A question read as a group: a section titled with a question, holding no question of
        // its own, its answer for a description (an rST title's underline changed its level).
        if let group = reading.sections.map(\.section).first(where: isQuestionReadAsGroup) {
            return MisreadFinding(kind: .questionsInAnswers, found: found, expected: max(census.questions, found + 1),
                                  line: sourceLine(of: reading.key(group.title), in: source))
        }
        if Double(found) < Double(census.questions) * fewerQuestionsRatio, census.questions - found >= minimumShortfall {
            return MisreadFinding(kind: .fewerQuestions, found: found, expected: census.questions, line: nil)
        }
        // Elements that each hold one question (`<faq>`, `<qandaentry>`) are counted exactly: a
        // shortfall of more than one (an entry may hold no question) is a misread, of one when every entry asks.
        if census.markedQuestions - found > (census.everyMarkAsks ? 0 : 1) {
            return MisreadFinding(kind: .fewerQuestions, found: found, expected: census.markedQuestions, line: nil)
        }
        let titleKeys = reading.questionKeys
        // The document's title is shown too (Reactor's `= FAQ, Best Practices, and "How do I...?"`).
        let titles = questions.map(\.question) + reading.sections.map(\.section.title) + [document.title]
        if let lost = questionsShownNowhere(census.titleKeys.subtracting(titleKeys), texts: texts + titles, titleKeys: titleKeys) {
            return MisreadFinding(kind: .textNowhere, found: found, expected: max(census.questions, found + 1),
                                  line: sourceLine(of: lost, in: source))
        }
        // The larger of the two: a question may be both repeated and titled as a section.
        let repeated = max(found - titleKeys.count > 0 ? repeatedTitles(reading) : 0, questionsTitledAsSections(reading))
        if repeated >= 3 {
            return MisreadFinding(kind: .repeatedQuestions, found: found, expected: found - repeated, line: nil)
        }
        // One question asked twice, once with no answer at all: a contents line left beside its entry (TORCS's).
        let emptyTwins = emptyTwinQuestions(reading)
        if let first = emptyTwins.first {
            return MisreadFinding(kind: .repeatedQuestions, found: found, expected: found - emptyTwins.count,
                                  line: titleLine(first, in: source))
        }
        let answerWords = questions.map { LineCensus.wordCount($0.answer) }
        let shownWords = answerWords.reduce(0, +) + documentTextWords(document)
        if let largest = answerWords.max(), found >= 1, shownWords > 500, Double(largest) > Double(shownWords) * oneAnswerRatio,
           census.questions > found {
            return MisreadFinding(kind: .oneAnswerHoldsMostText, found: found, expected: census.questions, line: nil)
        }
        if census.words > 300, Double(shownWords) < Double(census.words) * shownTextRatio {
            return MisreadFinding(kind: .textNowhere, found: found, expected: max(found, census.questions), line: nil)
        }
        return structureFinding(reading, groups: groups, groupsCountedExactly: groupsCountedExactly)
    }

    /// An answer of at least this many words is an answer of its own.
    static let ownAnswerWords = 8

    /// Questions whose title an earlier one has, less those the author asked again elsewhere: a
    /// title asked each time with an answer of its own, none the same (lsof's FAQ asks "Why
    /// doesn't lsof report on open kernfs files?" of FreeBSD and of NetBSD). A table of contents
    /// read as questions repeats titles with no answers, or the same one.
    static func repeatedTitles(_ reading: GuardReading) -> Int {
        answersByTitle(reading).values.reduce(0) { total, given in
            guard given.count > 1 else { return total }
            let own = given.allSatisfy { LineCensus.wordCount($0) >= ownAnswerWords } && Set(given).count == given.count
            return own ? total : total + given.count - 1
        }
    }

    /// The keys of questions with no answer at all whose title another question has with an answer.
    static func emptyTwinQuestions(_ reading: GuardReading) -> [String] {
        func isEmpty(_ answer: String) -> Bool { answer.allSatisfy(\.isWhitespace) }
        let answered = Set(answersByTitle(reading).filter { $0.value.contains { !isEmpty($0) } }.keys)
        return zip(reading.questions, reading.questionTitles).compactMap { question, title in
            !title.key.isEmpty && isEmpty(question.answer) && answered.contains(title.key) ? title.key : nil
        }
    }

    /// Each question title's answers, in the order asked.
    private static func answersByTitle(_ reading: GuardReading) -> [String: [String]] {
        var answers: [String: [String]] = [:]
        for (question, title) in zip(reading.questions, reading.questionTitles) { answers[title.key, default: []].append(question.answer) }
        return answers
    }

    /// Questions titled as sections are, with no answer of their own: a table of contents read as
    /// entries, its lines for the groups become questions ("Section 1 - What does cxref do" over
    /// the contents' questions) beside the groups themselves.
    static func questionsTitledAsSections(_ reading: GuardReading) -> Int {
        let sectionKeys = Set(reading.sectionTitles.map(\.key).filter { !$0.isEmpty })
        // An overview named as its section, with an answer of its own, is the author's entry;
        // a contents line's "answer" is short or the questions it lists.
        return zip(reading.questions, reading.questionTitles).count { question, title in
            sectionKeys.contains(title.key) && (LineCensus.wordCount(question.answer) < ownAnswerWords
                || question.answer.utf8.count { $0 == UInt8(ascii: "?") } >= 2)
        }
    }

    /// What the counts of questions cannot show: empty answers, entries at the edges that ask nothing, lost groups.
    static func structureFinding(_ reading: GuardReading, groups: [GroupCensus.Group], groupsCountedExactly: Bool) -> MisreadFinding? {
        let document = reading.document, questions = reading.questions, source = reading.source, format = reading.format
        let found = questions.count
        func line(of question: FAQQuestion) -> Int? { titleLine(reading.key(question.question), in: source) }
        let empty = EmptyAnswers.find(questions)
        if let first = empty.first {
            return MisreadFinding(kind: .emptyAnswers, found: found, expected: found - empty.count, line: line(of: first))
        }
        let titles = EmptyAnswers.groupTitles(questions)
        if let first = titles.first {
            return MisreadFinding(kind: .groupTitlesAsQuestions, found: found, expected: found - titles.count, line: line(of: first))
        }
        // A closing entry numbered as the others are ("7.1. History") is one the author made an entry.
        if let edge = EdgeEntries.find(reading), let first = edge.entries.first,
           edge.shape != .backMatter || !edge.entries.contains(where: { isNumberedInSource($0, source) }) {
            let kind: MisreadFinding.Kind = switch edge.shape {
            case .contents: .contentsAsQuestion
            case .preamble: .preambleAsQuestion
            case .backMatter: .backMatterAsQuestions
            }
            return MisreadFinding(kind: kind, found: found, expected: found - edge.entries.count, line: line(of: first))
        }
        if let lost = QuestionLevelTitles.lostInAnswers(reading) {
            return MisreadFinding(kind: lost.inAnswers ? .questionsInAnswers : .textNowhere, found: found, expected: found + lost.count,
                                  line: lost.first.line)
        }
        let sections = document.sectionCount
        let fewer = groupsCountedExactly ? groups.count >= 2 && sections < groups.count
            : groups.count >= minimumGroups && sections * 2 < groups.count
        if fewer {
            let titles = Set(reading.sectionTitles.map(\.key))
            let lost = groups.first { !titles.contains($0.key) } ?? groups[0]
            return MisreadFinding(kind: .fewerSections, found: sections, expected: groups.count, line: lost.line)
        }
        if format != nil, let sign = HeadingLevels.find(reading) {
            switch sign.shape {
            case .otherLevel:
                return MisreadFinding(kind: .questionsAtOtherLevel, found: found, expected: found - sign.count, line: sign.line)
            case .questionAsGroup:
                return MisreadFinding(kind: .questionReadAsGroup, found: found, expected: found - sign.count + 1, line: sign.line)
            case .answerTitles:
                return MisreadFinding(kind: .answersAsQuestions, found: found, expected: found - sign.count, line: sign.line)
            case .numberedSeries:
                return MisreadFinding(kind: .numberedSeriesInTwoRoles, found: found, expected: found - sign.count, line: sign.line)
            case .contentsSections:
                let shown = reading.sections.filter { !$0.section.isImplicit }.count
                return MisreadFinding(kind: .contentsAsSections, found: shown, expected: shown - sign.count, line: sign.line)
            }
        }
        return textFinding(reading)
    }

    /// Text read as structure, or structure left in text (issue 21's fifth guard round): checked last.
    static func textFinding(_ reading: GuardReading) -> MisreadFinding? {
        let document = reading.document, questions = reading.questions, source = reading.source, format = reading.format
        let found = questions.count
        if let question = TextAsTitles.emptyTextQuestion(document, questions: questions) {
            return MisreadFinding(kind: .textAsQuestion, found: found, expected: found - 1,
                                  line: titleLine(reading.key(question.question), in: source))
        }
        if let first = TextAsTitles.wrappedSectionTitles(document) {
            let key = reading.key(first.title)
            return MisreadFinding(kind: .textAsSections, found: reading.sections.filter { !$0.section.isImplicit }.count,
                                  expected: document.sectionCount, line: sourceLine(of: key, in: source))
        }
        if let format, ![.html, .xml, .sgml].contains(format),
           let left = MarkedEntries.leftInAnswers(questions, sectionTitles: reading.sections.map(\.section.title),
                                                  preamble: document.description,
                                                  source: source) {
            return MisreadFinding(kind: .questionsInAnswers, found: found, expected: found + left.count, line: left.line)
        }
        if let group = TextAsTitles.documentNamedGroup(document, questions: questions) {
            let key = reading.key(group.title)
            return MisreadFinding(kind: .titleAsSection, found: 1, expected: 0, line: sourceLine(of: key, in: source))
        }
        if let format, format == .xml || format == .sgml, let lost = GroupTitleElements.lost(document, questions: questions, source: source) {
            let sections = document.sectionCount
            return MisreadFinding(kind: .fewerSections, found: sections, expected: sections + lost.count, line: lost.line)
        }
        let code = CodeAsTitles.find(questions)
        if let first = code.first {
            return MisreadFinding(kind: .codeAsQuestions, found: found, expected: found - code.count,
                                  line: titleLine(reading.key(first.question), in: source))
        }
        let textGroups = TextOnlyGroups.find(document)
        if let first = textGroups.first {
            let key = reading.key(first.title)
            return MisreadFinding(kind: .questionsAsTextGroups, found: found, expected: found + textGroups.count, line: sourceLine(of: key, in: source))
        }
        return sourceTextFinding(reading)
    }

    /// What the source's own marks and links show the reading lost (issue 21's sixth guard round): checked last.
    static func sourceTextFinding(_ reading: GuardReading) -> MisreadFinding? {
        guard reading.format != nil else { return nil }
        let questions = reading.questions
        let found = questions.count
        if let contents = ContentsEntries.find(reading) {
            return MisreadFinding(kind: .contentsAsQuestion, found: found, expected: found - 1, line: contents.line)
        }
        if let left = SectionMarkTitles.leftInAnswers(reading) {
            let sections = reading.sections.filter { !$0.section.isImplicit }.count
            return MisreadFinding(kind: .fewerSections, found: sections, expected: sections + left.count, line: left.first.line)
        }
        if let lost = SectionMarkTitles.lostWithText(reading) {
            return MisreadFinding(kind: .textNowhere, found: found, expected: found + lost.count, line: lost.first.line)
        }
        return nil
    }

    /// A section titled with a question (its "?" may be lost: "Why shouldn't I install it as root"), holding no
    /// question of its own, its answer for a description.
    static func isQuestionReadAsGroup(_ section: FAQSection) -> Bool {
        guard !section.isImplicit, section.questions.isEmpty,
              let description = section.description, LineCensus.wordCount(description) >= 3 else { return false }
        let bare = QuestionShape.bareText(Substring(section.title))
        // A closing offer of help ("STILL NEED HELP?" over where to ask) is the author's part of text.
        guard !RhetoricalQuestion.isRhetorical(bare.split(separator: " ")) else { return false }
        return QuestionShape.asks(bare) || AnswerQuestionLines.asksByWordOrder(bare)
    }

    /// The source line of a title's key; a title joined from several lines ("… undeclared'! Q: I
    /// cannot compile …") is found by its first words.
    private static func titleLine(_ key: String, in source: String) -> Int? {
        sourceLine(of: key, in: source) ?? sourceLine(startingWith: key.split(separator: " ").prefix(6).joined(separator: " "), in: source)
    }

    /// Words in titles, descriptions and questions (answers are counted apart).
    private static func documentTextWords(_ document: FAQDocument) -> Int {
        var words = LineCensus.wordCount(document.title) + LineCensus.wordCount(document.description ?? "")
        for (section, _) in document.allSections {
            words += LineCensus.wordCount(section.title) + LineCensus.wordCount(section.description ?? "")
            for question in section.questions { words += LineCensus.wordCount(question.question) }
        }
        return words
    }

    /// Whether the source line of a question's title starts with a topic number (`7.1.  History`).
    private static func isNumberedInSource(_ question: FAQQuestion, _ source: String) -> Bool {
        let key = QuestionShape.key(QuestionShape.bareText(Substring(question.question)))
        guard let number = sourceLine(of: key, in: source) else { return false }
        let lines = source.split(separator: "\n", maxSplits: number, omittingEmptySubsequences: false)
        guard number - 1 < lines.count else { return false }
        let text = lines[number - 1].drop { " \t#=*-".contains($0) }
        return GroupCensus.leadingNumber(text) != nil
    }

    /// The first source line whose folded text starts with `prefix` (at least three words of it).
    private static func sourceLine(startingWith prefix: String, in source: String) -> Int? {
        guard prefix.split(separator: " ").count >= 3 else { return nil }
        var number = 0
        for line in source.newlineSeparatedLines() {
            number += 1
            if line.utf8.count < 1000, QuestionShape.key(QuestionShape.bareText(line)).hasPrefix(prefix) { return number }
        }
        return nil
    }

    /// The first source line whose question has this folded text.
    private static func sourceLine(of key: String, in source: String) -> Int? {
        var number = 0
        for line in source.newlineSeparatedLines() {
            number += 1
            if line.utf8.count < 1000, QuestionShape.key(QuestionShape.bareText(HTMLBoldLines.boldText(line) ?? line)).hasSuffix(key) { return number }
        }
        return nil
    }
}
