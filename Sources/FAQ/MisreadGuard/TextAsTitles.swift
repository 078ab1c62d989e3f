/// Signs that a reading took text for titles, whatever the format: a question with nothing
/// under it whose title reads as prose (sentences that ask nothing: a wrapped answer line such as
/// dietlibc's "question.  This is a very questionable GNU extension. …" taken for a `Q:` marker) or
/// names the document itself (a site banner's "Frequently Asked Questions (FAQ)" over the page);
/// and sections whose titles are the lines of one wrapped sentence (a `#` comment block read as
/// Markdown headings: "Copying and distribution of this file, …, are" over "permitted in any …").
/// Also the one group of every question named as the document ("FREQUENTLY ASKED QUESTIONS").
/// One empty answer alone stays the author's (libxml2's "Do Not Use libxml1"): a short title.
enum TextAsTitles {
    /// A title this long that ends a sentence and asks nothing is prose.
    static let proseWords = 12
    /// Names a document bears for itself, folded.
    static let documentNames: Set<String> = ["faq", "faqs", "frequently asked questions", "frequently asked questions faq",
                                             "questions", "questions and answers", "q a"]

    /// The first empty-answered question titled like prose or like the document itself.
    static func emptyTextQuestion(_ document: FAQDocument, questions: [FAQQuestion]) -> FAQQuestion? {
        let titleParts = documentTitleParts(document.title)
        return questions.first { question in
            guard question.answer.allSatisfy(\.isWhitespace) else { return false }
            if isProse(question.question) { return true }
            let bare = QuestionShape.bareText(Substring(question.question))
            let key = QuestionShape.key(bare)
            return !key.isEmpty && (documentNames.contains(key) || titleParts.contains(key))
        }
    }

    /// The one group, holding every question, named as the document itself ("FREQUENTLY ASKED QUESTIONS" over
    /// every `Q:`): the document's heading read as a group.
    static func documentNamedGroup(_ document: FAQDocument, questions: [FAQQuestion]) -> FAQSection? {
        let groups = document.allSections.filter { !$0.section.isImplicit }.map(\.section)
        // The only group, or one of several that all bear its title (a theme's banner repeating the page's heading
        // before it: keystone's `h2`, then its `h1` over every question).
        guard !questions.isEmpty, let group = groups.first(where: { HeadingLevels.subtreeQuestions($0).count == questions.count }),
              groups.allSatisfy({ $0.title == group.title }) else { return nil }
        let key = QuestionShape.key(QuestionShape.bareText(Substring(group.title)))
        return documentNames.contains(key) || documentTitleParts(document.title).contains(key) || endsInFAQName(key) ? group : nil
    }

    /// Names that end a FAQ's own title ("Sup FAQ", "Yudit Unicode Editor FAQ", "Fernet - Frequently Asked Questions").
    static let faqNames = ["faq", "faqs", "frequently asked questions"]

    /// A folded title that ends by naming a FAQ: the README's structure rule makes no group of one so named that
    /// wraps every question.
    static func endsInFAQName(_ key: String) -> Bool {
        faqNames.contains { key.hasSuffix(" " + $0) }
    }

    /// Sentences that ask nothing: two or more, or one of `proseWords` words or more ending with a full stop.
    static func isProse(_ title: String) -> Bool {
        // The bare text loses the closing stop: the title's own end is read.
        let end = title.trimmingTrailingSpaces
        let bare = QuestionShape.bareText(Substring(title))
        guard !QuestionShape.asks(bare), !AnswerQuestionLines.asksByWordOrder(bare), !QuestionShape.hasQuestionLabel(Substring(title)),
              end.last == "." || end.last == "!" else { return false }
        let words = end.split(whereSeparator: { $0 == " " || $0 == "\t" })
        // A full stop inside: a sentence ends and another starts with a capital ("… extension.  The C Standard …").
        let sentences = zip(words, words.dropFirst()).filter { word, next in
            word.count > 2 && (word.last == "." || word.last == "!") && next.first?.isUppercase == true
        }.count + 1
        return sentences >= 2 || words.count >= proseWords
    }

    /// The document's title and its parts around a dash or colon ("Frequently Asked Questions (FAQ) — Clang 14 documentation").
    static func documentTitleParts(_ title: String) -> Set<String> {
        var parts: Set<String> = [QuestionShape.key(Substring(title))]
        for separator in [" — ", " – ", " - ", " | ", ": "] {
            // One part is the whole title (no separator): counting the title for each part was quadratic.
            let split = title.split(separator: separator)
            guard split.count > 1 else { continue }
            for part in split { parts.insert(QuestionShape.key(Substring(part))) }
        }
        parts.remove("")
        return parts
    }

    /// The first of two sections in a row, siblings, the first holding nothing, whose titles read as one
    /// wrapped sentence: the first ends without a stop, the second opens with a lower-case word.
    static func wrappedSectionTitles(_ document: FAQDocument) -> FAQSection? {
        func scan(_ sections: [FAQSection]) -> FAQSection? {
            for (first, second) in zip(sections, sections.dropFirst()) {
                if !first.isImplicit, !second.isImplicit, first.questions.isEmpty, first.sections.isEmpty,
                   (first.description ?? "").allSatisfy(\.isWhitespace), continues(first.title, into: second.title) {
                    return first
                }
            }
            return sections.lazy.compactMap { scan($0.sections) }.first
        }
        return scan(document.sections)
    }

    /// Whether `next` carries on the sentence `title` leaves open.
    static func continues(_ title: String, into next: String) -> Bool {
        let end = title.trimmingTrailingSpaces
        guard let last = end.last, last.isLetter || last == ",",
              LineCensus.wordCount(end) >= 3, let first = next.first, first.isLowercase, first.isLetter else { return false }
        // A second line of a few words at least, not a name set in lower case ("libcurl", "npm").
        return LineCensus.wordCount(next) >= 3
    }
}

private extension String {
    var trimmingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[..<end]
    }
}
