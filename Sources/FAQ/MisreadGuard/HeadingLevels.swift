/// A reading's titles placed among the source's headings (`SourceHeadings`), and the signs that
/// the reading dropped, mixed or invented a level, whatever the format and the structure:
/// questions of one section drawn from two levels, one level holding only a few of them; a group
/// titled like a question at the questions' level holding questions deeper down; questions
/// titled like answer labels; sections whose whole text is links into the same document.
enum HeadingLevels {
    /// Which sign it is, the entries behind it, and the line of the first.
    struct Sign: Equatable {
        enum Shape: Equatable {
            /// Questions at another level than their siblings (`count` of them).
            case otherLevel
            /// A question read as a group: its parts became questions (`count` of them, the question lost).
            case questionAsGroup
            /// Questions titled "Answer", "Answer 3", "A:".
            case answerTitles
            /// Sections that only link to places in the document (`count` of them).
            case contentsSections
            /// One numbered series of headings read some as groups, some as questions (`count`: the questions that
            /// would go if its groups were questions).
            case numberedSeries
        }

        var shape: Shape
        var count: Int
        var line: Int?
    }

    /// Among one section's questions at two levels, the other level holds at most this many…
    static let fewOthers = 2
    /// …and the siblings' level at least this many times as many.
    static let siblingsPerOther = 6
    /// A level titles the questions when it holds this many of them, and most.
    static let minimumAtLevel = 3
    /// A section whose text is this many links or more, and nothing else, is a table of contents.
    static let contentsLinks = 3

    static func find(_ reading: GuardReading) -> Sign? {
        let document = reading.document, questions = reading.questions, headings = reading.headings
        var located: [String: SourceHeading] = [:]
        for heading in headings where located[heading.key] == nil { located[heading.key] = heading }
        func place(_ title: String) -> SourceHeading? { located[reading.key(title)] }
        func asks(_ title: String) -> Bool { reading.title(title).asks }
        if let sign = answerTitles(questions, key: reading.key, place: place) { return sign }
        if let sign = contentsSections(document, headings: headings, source: reading.source, key: reading.key, place: place) { return sign }
        if let sign = questionAsGroup(document, questions: questions, place: place, asks: asks) { return sign }
        if let sign = mixedSeries(document, place: place) { return sign }
        return otherLevel(document, place: place, asks: asks) ?? deeperGroup(document, place: place, asks: asks)
    }

    // MARK: One numbered series read in two roles

    /// Words that may lead a heading's number in a series ("Section 3", "Part 2").
    static let seriesWords = ["section", "chapter", "part"]

    /// Each role of a mixed series holds at least this many of its headings.
    static let minimumInSeriesRole = 2

    /// Headings of one level numbered as one series ("1. …" to "6. …") read some as groups and some as questions: an
    /// author gives one series one role, so questions were read as groups and their parts as questions, or the other way.
    static func mixedSeries(_ document: FAQDocument, place: (String) -> SourceHeading?) -> Sign? {
        // "Section 3 Most frequently asked …" is numbered as "3. …" is (ElegantRL's FAQ).
        func number(_ title: String) -> Int? {
            var text = Substring(title)
            if let word = seriesWords.first(where: { text.lowercased().hasPrefix($0 + " ") }) { text = text.dropFirst(word.count + 1) }
            guard let (parts, _) = GroupCensus.leadingNumber(text), parts.count == 1 else { return nil }
            return parts[0]
        }
        func sign(groups: [FAQSection], questions: [FAQQuestion]) -> Sign? {
            let numberedGroups = groups.filter { number($0.title) != nil }
            let numberedQuestions = questions.filter { number($0.question) != nil }
            guard numberedGroups.count >= minimumInSeriesRole, numberedQuestions.count >= minimumInSeriesRole else { return nil }
            let numbers = (numberedGroups.map(\.title) + numberedQuestions.map(\.question)).compactMap(number).sorted()
            guard Set(numbers).count == numbers.count, numbers[numbers.count - 1] - numbers[0] == numbers.count - 1 else { return nil }
            let places = (numberedGroups.map(\.title) + numberedQuestions.map(\.question)).compactMap(place)
            guard places.count == numbers.count, Set(places.map(\.level)).count == 1 else { return nil }
            // Groups of one question each read nothing of theirs as more questions: no count to doubt.
            let inside = numberedGroups.reduce(0) { $0 + subtreeQuestions($1).count }
            guard inside > numberedGroups.count else { return nil }
            return Sign(shape: .numberedSeries, count: inside - numberedGroups.count, line: places.map(\.line).min())
        }
        // The top's questions stand in its implicit groups; so do a group's beside its sub-groups.
        func implicitQuestions(_ sections: [FAQSection]) -> [FAQQuestion] { sections.filter(\.isImplicit).flatMap(\.questions) }
        if let found = sign(groups: document.sections.filter { !$0.isImplicit }, questions: implicitQuestions(document.sections)) {
            return found
        }
        for (section, _) in document.allSections where !section.isImplicit {
            if let found = sign(groups: section.sections.filter { !$0.isImplicit }, questions: section.questions + implicitQuestions(section.sections)) {
                return found
            }
        }
        return nil
    }

    // MARK: Questions at another level than their siblings

    /// In one section, questions at two levels, one of them holding only a few that ask nothing:
    /// headings around the questions read as questions (POD's closing `=head1 AVAILABLE FROM` after
    /// `=item`s, a man page's `.SH IMPORTANT` before `.SS`s), or a question's part read as a question.
    static func otherLevel(_ document: FAQDocument, place: (String) -> SourceHeading?, asks: (String) -> Bool) -> Sign? {
        for (section, _) in document.allSections where section.questions.count > minimumAtLevel {
            var byLevel: [Int: [(heading: SourceHeading, asks: Bool)]] = [:]
            for question in section.questions {
                if let heading = place(question.question) { byLevel[heading.level, default: []].append((heading, asks(question.question))) }
            }
            guard byLevel.count >= 2, let siblings = byLevel.values.max(by: { $0.count < $1.count }) else { continue }
            let others = byLevel.values.filter { $0.first?.heading.level != siblings.first?.heading.level }.flatMap { $0 }
            // A question at another level that asks is the author's (a sub-question, "#### Is this cloud native?").
            if others.count <= fewOthers, siblings.count >= others.count * siblingsPerOther, !others.contains(where: \.asks) {
                return Sign(shape: .otherLevel, count: others.count, line: others.map(\.heading.line).min())
            }
        }
        return nil
    }

    /// A group holds at most this many questions one level deeper than all the others.
    static let fewInADeeperGroup = 3

    /// One group whose few questions, asking nothing and most answered by links alone, are headings deeper than
    /// every other question of the document, those all at one level: pointers read as questions (EuroTools'
    /// closing group, whose numbered `h4`s of links under an `h3` were read as questions beside the `h3`
    /// questions elsewhere; a sub-group of problems answered in words is the author's).
    static func deeperGroup(_ document: FAQDocument, place: (String) -> SourceHeading?, asks: (String) -> Bool) -> Sign? {
        var all: [Int: Int] = [:]
        for (section, _) in document.allSections {
            for question in section.questions { if let level = place(question.question)?.level { all[level, default: 0] += 1 } }
        }
        guard all.count == 2, let deeper = all.keys.max(), let shallower = all.keys.min(), let siblings = all[shallower] else { return nil }
        for (section, _) in document.allSections where !section.isImplicit && !section.questions.isEmpty {
            let placed = section.questions.compactMap { place($0.question) }
            guard placed.count == section.questions.count, placed.allSatisfy({ $0.level == deeper }),
                  placed.count == all[deeper], placed.count <= fewInADeeperGroup,
                  siblings >= placed.count * siblingsPerOther, !section.questions.contains(where: { asks($0.question) }),
                  section.questions.count { isOnlyLinkList($0.answer) } * 2 > section.questions.count else { continue }
            return Sign(shape: .otherLevel, count: placed.count, line: placed.map(\.line).min())
        }
        return nil
    }

    /// A line without its indentation and its bullet, if it has one.
    private static func itemText(_ line: Substring) -> Substring {
        let item = line.drop { $0 == " " || $0 == "\t" }
        return LineCensus.unbulleted(item) ?? item
    }

    /// Text whose every line is a link alone, a list item or not, perhaps after a bold label (`- **Mail**: [me](mailto:me)`).
    static func isOnlyLinkList(_ text: String) -> Bool {
        var links = 0
        for line in text.newlineSeparatedLines() where !line.allSatisfy({ $0 == " " || $0 == "\t" }) {
            var item = itemText(line)
            if item.hasPrefix("**"), let end = item.dropFirst(2).range(ofLiteral: "**") {
                item = item[end.upperBound...].drop { $0 == "\\" || $0 == ":" || $0 == " " }
            }
            guard item.first == "[", item.last == ")", String(item).occurrences(of: "](") == 1 else { return false }
            links += 1
        }
        return links > 0
    }

    // MARK: A question read as a group

    /// A section titled like a question, at the level most questions stand at, holding questions
    /// deeper down that ask nothing: a question whose parts the importer read as questions, losing
    /// the question (a `====` question's `=====` and `======` parts).
    static func questionAsGroup(_ document: FAQDocument, questions: [FAQQuestion], place: (String) -> SourceHeading?,
                                asks: (String) -> Bool) -> Sign? {
        var counts: [Int: Int] = [:]
        for question in questions { if let level = place(question.question)?.level { counts[level, default: 0] += 1 } }
        guard let (level, count) = counts.max(by: { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key }),
              count >= minimumAtLevel else { return nil }
        for (section, _) in document.allSections where !section.isImplicit {
            guard let heading = place(section.title), heading.level == level, asks(section.title) else { continue }
            // Parts that ask are the author's sub-questions (Net::LDAP's "How do I reset a user's password ..." over
            // "... in most LDAP servers?"); parts that ask nothing are the question's answer.
            let deeper = subtreeQuestions(section).filter { (place($0.question)?.level ?? 0) > level }
            if !deeper.isEmpty, !deeper.contains(where: { asks($0.question) }) {
                return Sign(shape: .questionAsGroup, count: deeper.count, line: heading.line)
            }
        }
        return nil
    }

    static func subtreeQuestions(_ section: FAQSection) -> [FAQQuestion] {
        section.questions + section.sections.flatMap(subtreeQuestions)
    }

    /// A title that asks, or is labelled or worded as a question whose "?" is left out ("How do I fix …", "Why am I seeing …").
    static func asks(_ title: String) -> Bool {
        asks(title, bare: QuestionShape.bareText(Substring(title)))
    }

    /// As `asks(_:)`, given the title's bare text.
    static func asks(_ title: String, bare: Substring) -> Bool {
        if QuestionShape.asks(bare) || AnswerQuestionLines.asksByWordOrder(bare) || QuestionShape.hasQuestionLabel(Substring(title)) { return true }
        let words = bare.split(separator: " ").prefix(3).map { $0.lowercased() }
        return words.count == 3 && ["how", "what", "why", "when", "where", "which", "who"].contains(words[0]) && words[1] == "am"
    }

    // MARK: Questions titled as answers

    /// Words that label an answer.
    static let answerWords: Set<String> = ["a", "answer", "antwort", "réponse", "reponse", "respuesta"]
    /// Their first letters: a title that starts with none is no answer's.
    static let answerInitials = Set(answerWords.compactMap(\.first))

    /// Questions titled "Answer", "Answer 3", "A:", "A." (a label alone, in any case); or "A: …" and
    /// "Answer: …" beside questions labelled `Q:`: a question's answer read as a question.
    static func answerTitles(_ questions: [FAQQuestion], key: (String) -> String, place: (String) -> SourceHeading?) -> Sign? {
        let labelledQuestions = questions.contains { QuestionShape.hasQuestionLabel(Substring($0.question)) }
        let answers = questions.filter { question in
            let folded = key(question.question)
            guard let initial = folded.first, answerInitials.contains(initial) else { return false }
            let words = folded.split(separator: " ")
            guard let first = words.first, answerWords.contains(String(first)) else { return false }
            return words.count == 1 || words.count == 2 && words[1].allSatisfy(\.isNumber)
                || labelledQuestions && AnswerQuestionLines.hasAnswerLabel(Substring(question.question).drop { $0 == " " })
        }
        guard let first = answers.first else { return nil }
        return Sign(shape: .answerTitles, count: answers.count, line: place(first.question)?.line)
    }

    // MARK: Contents read as sections

    /// Sections holding no question whose text is only links to anchors of the same document
    /// (`[Why …?](#why)`), or whose heading in the source has only such links under it (an importer
    /// that set the links aside left the group empty): a table of contents read as a group.
    static func contentsSections(_ document: FAQDocument, headings: [SourceHeading], source: String, key: (String) -> String,
                                 place: (String) -> SourceHeading?) -> Sign? {
        let bodies = HeadingBodies(headings: headings, source: source)
        // Each title's bodies are read once, however many sections bear it.
        var verdicts: [String: Bool] = [:]
        let contents = document.allSections.map(\.section).filter { section in
            guard !section.isImplicit, subtreeQuestions(section).isEmpty else { return false }
            guard let text = section.description, !text.allSatisfy(\.isWhitespace) else {
                let title = key(section.title)
                if let verdict = verdicts[title] { return verdict }
                let verdict = bodies.anyIsOnlyLocalLinks(title)
                verdicts[title] = verdict
                return verdict
            }
            return isOnlyLocalLinks(text)
        }
        guard let first = contents.first else { return nil }
        return Sign(shape: .contentsSections, count: contents.count, line: place(first.title)?.line)
    }

    /// Text whose every line is a link to an anchor (`#…`), a list item or not, at least `contentsLinks` of them.
    static func isOnlyLocalLinks(_ text: String) -> Bool {
        var links = 0
        for line in text.newlineSeparatedLines() where !line.isEmpty {
            var item = itemText(line)
            if item.isEmpty { continue }
            if let dot = item.prefix(4).firstIndex(of: "."), item[..<dot].allSatisfy(\.isNumber), !item[..<dot].isEmpty {
                item = item[item.index(after: dot)...].drop { $0 == " " }
            }
            // Trailing spaces or a backslash that break the line.
            while let last = item.last, last == " " || last == "\\" { item = item.dropLast() }
            guard item.first == "[", item.last == ")", let target = item.firstRange(of: "](#"),
                  !item[target.upperBound...].contains(" ") else { return false }
            links += 1
        }
        return links >= contentsLinks
    }

    static func key(_ text: String) -> String {
        QuestionShape.key(QuestionShape.bareText(Substring(text)))
    }
}
