// What a match of the shelf's search shows: its file, id, title, sections and sentence, each made
// from the record's bytes when it is asked for.
extension ShelfSearch {
    /// The file of the matching FAQ.
    public func path(of match: Match) -> String { faqs[match.faq].path }

    /// The matching question with its texts.
    public func question(of match: Match) -> ShelfRecord.Question { texts[match.faq].question(match.question) }

    /// The matching question's id.
    public func id(of match: Match) -> String { texts[match.faq].string(texts[match.faq].questions[match.question].id) }

    /// The matching question's title.
    public func title(of match: Match) -> String { texts[match.faq].string(texts[match.faq].questions[match.question].title) }

    /// The titles of the match's sections, outermost first.
    public func sectionPath(of match: Match) -> [String] {
        let text = texts[match.faq]
        var titles: [String] = []
        var section = Int(text.questions[match.question].section)
        while section >= 0, titles.count <= text.sections.count {
            titles.append(text.string(text.sections[section].title))
            section = Int(text.sections[section].parent)
        }
        return titles.reversed()
    }

    /// The sentence of the answer where `query` matched, its matches highlighted (as the
    /// in-document search's rows show it), or nil when the answer does not hold a word of it.
    public func highlightedSnippet(of match: Match, query: String) -> InlineText? {
        SearchSnippet.highlighted(answer: answer(of: match), query: query)
    }

    /// The same sentence as plain text.
    public func snippet(of match: Match, query: String) -> String? {
        SearchSnippet.sentence(answer: answer(of: match), query: query)
    }

    private func answer(of match: Match) -> String { texts[match.faq].string(texts[match.faq].questions[match.question].answer) }
}
