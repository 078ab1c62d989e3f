internal import CLibXML2

/// `<dl>` lists and `<details>` blocks (and the dropdowns `HTMLFoldingBlocks` finds) of a page as
/// questions of the heading they are under; a block titled only by its kind ("Note") is content.
extension HTMLFAQFormat.Walker {
    /// `<dl>` entries, or a `<details>` block or dropdown admonition: questions of the current heading. A `<dl>`
    /// of one asking term, like a `<details>`, is a question when its heading has two or more
    /// (a page of one list per question); alone it stays content, as a glossary does.
    mutating func addQuestions(from element: xmlNodePtr) -> Bool {
        var questions: [HeadingTree.ListedQuestion] = []
        if HTMLText.elementName(element) == "dl" {
            let (entries, labelled) = definitions(in: element)
            // Labelled pairs inside a list item or a quotation are an example in an answer
            // (docutils' FAQ showing how to mark up a FAQ), not the page's questions.
            if labelled, Self.isNestedInListOrQuote(element) { return false }
            // A glossary or an option list is content: most of its terms must ask.
            let asking = entries.filter(\.asks).count
            // Under a heading that asks, terms that ask nothing ("First", "Second") are its answer's parts.
            guard asking > 0 || !StructureRule.asks(tree.nodes[tree.current].title) else { return false }
            guard !entries.isEmpty, asking * 2 > entries.count || termsAreBoldTitles
                    || (termsMostlyAsk && (asking > 0 || entries.count == 1)) else { return false }
            if entries.count == 1 {
                var question = entries[0].question
                question.anchor = question.anchor ?? HTMLText.attribute(element, "id")
                // On a page whose terms mostly ask, a list of one term is a question (some state a problem).
                if termsMostlyAsk || termsAreBoldTitles {
                    resumeHeld()
                    flush()
                    tree.addListedQuestion(question)
                    return true
                }
                add(HTMLToMarkdown.convert(node: element), details: question)
                return true
            }
            questions = entries.map(\.question)
        } else {
            let summary = HTMLText.elementName(element) == "details"
                ? MarkdownFormat.firstElement(named: "summary", in: element) : HTMLFoldingBlocks.title(element)
            guard let summary else { return false }
            var parts: [String] = []
            for child in HTMLText.children(of: element) where child != summary {
                let text = HTMLToMarkdown.convert(node: child)
                if !text.isEmpty { parts.append(text) }
            }
            let question = HTMLText.collapseWhitespace(HTMLText.textContent(summary))
            guard !question.isEmpty else { return false }
            // A block titled by its kind ("Note", "Example") is a part of an answer, as an admonition is.
            if HeadingTree.namesABlockKind(question) {
                add(HTMLToMarkdown.convert(node: element), partOfAnswer: true)
                return true
            }
            // Nothing but its summary inside (Docusaurus 1 wrapped it in a `<p>` that the parser
            // ended): the blocks after it are its answer (`flush`).
            let summaryOnly = HTMLText.children(of: element).allSatisfy {
                $0 == summary || $0.pointee.type == XML_TEXT_NODE && HTMLText.textContent($0).allSatisfy(\.isWhitespace)
            }
            add(HTMLToMarkdown.convert(node: element), details: HeadingTree.ListedQuestion(
                question: question, answer: parts.joined(separator: "\n\n"), anchor: HTMLText.attribute(element, "id"),
                line: Int(faq_xml_get_line_no(element))), summaryOnly: summaryOnly)
            return true
        }
        resumeHeld()
        flush()
        for question in questions where !question.question.isEmpty { tree.addListedQuestion(question) }
        return true
    }

    /// A `<dl>`'s questions: the `<dt>`s before a `<dd>` (and the lines of one) ask one
    /// question in other words (they are joined), a leading `Q:` is dropped from each, and
    /// the `<dd>`s after them are its answer.
    /// `labelled`: the terms are only "Q"/"A" labels.
    private func definitions(in list: xmlNodePtr) -> (entries: [(question: HeadingTree.ListedQuestion, asks: Bool)], labelled: Bool) {
        var entries: [(question: HeadingTree.ListedQuestion, asks: Bool)] = []
        var terms: [String] = []
        var answer: [String] = []
        var anchor: String?
        var line = 0
        func finish() {
            if !terms.isEmpty {
                let asks = terms.contains { StructureRule.asks($0) || MarkdownQuestionPatterns.questionPrefix($0) != nil }
                let question = terms.map { MarkdownQuestionPatterns.questionPrefix($0) ?? $0 }.joined(separator: " ")
                entries.append((HeadingTree.ListedQuestion(question: question, answer: answer.joined(separator: "\n\n"),
                                                           anchor: anchor, line: line), asks))
            }
            terms = []
            answer = []
            anchor = nil
        }
        let children = HTMLText.children(of: list).filter { $0.pointee.type == XML_ELEMENT_NODE }
        // Terms that are only labels, "Q 1:" and "A 1:" (Ygl's FAQ): the question is the text under
        // a Q label, the answer what is under the A label after it.
        var labels: [xmlNodePtr: Character] = [:]
        for child in children where HTMLText.elementName(child) == "dt" {
            labels[child] = Self.pairLabel(HTMLText.collapseWhitespace(HTMLText.textContent(child))) ?? "?"
        }
        if labels.values.contains("Q"), labels.values.contains("A"), !labels.values.contains("?") {
            var label: Character = "A"
            for child in children {
                switch HTMLText.elementName(child) {
                case "dt":
                    label = labels[child] ?? label
                    if label == "Q" {
                        finish()
                        anchor = HTMLText.attribute(child, "id") ?? firstAnchor(child)
                        line = Int(faq_xml_get_line_no(child))
                    }
                case "dd" where label == "Q":
                    let text = HTMLText.collapseWhitespace(HTMLText.textContent(child))
                    if !text.isEmpty { terms.append(text) }
                case "dd": answer.append(HTMLToMarkdown.convert(children: child))
                default: break
                }
            }
            finish()
            return (entries.map { ($0.question, true) }, true)
        }
        for child in children {
            switch HTMLText.elementName(child) {
            case "dt":
                if !answer.isEmpty { finish() }
                // Its lines (`<br>`) may ask again in other words, each after a `Q:`.
                let lines = HTMLText.textContent(child).split(separator: "\n")
                    .map { HTMLText.collapseWhitespace(String($0)) }.filter { !$0.isEmpty }
                guard !lines.isEmpty else { continue }
                if terms.isEmpty {
                    anchor = HTMLText.attribute(child, "id") ?? firstAnchor(child)
                    line = Int(faq_xml_get_line_no(child))
                }
                terms += lines
            case "dd": answer.append(HTMLToMarkdown.convert(children: child))
            default: break
            }
        }
        finish()
        return (entries, false)
    }

    private static func isNestedInListOrQuote(_ element: xmlNodePtr) -> Bool {
        var node = element.pointee.parent
        while let current = node, current.pointee.type == XML_ELEMENT_NODE {
            if ["li", "blockquote", "dd"].contains(HTMLText.elementName(current)) { return true }
            node = current.pointee.parent
        }
        return false
    }

    /// "Q" or "A" for a term that is only a question's or an answer's label ("Q 1:", "A.",
    /// "Answer 12"); nil for any other.
    static func pairLabel(_ term: String) -> Character? {
        var rest = Substring(term)
        let word = rest.prefix { $0.isLetter }
        guard let letter = ["q": Character("Q"), "question": "Q", "a": "A", "answer": "A"][word.lowercased()] else { return nil }
        rest = rest.dropFirst(word.count).drop { $0 == " " }.drop { $0.isASCII && $0.isNumber }.drop { $0 == " " }
        return rest.isEmpty || rest.count == 1 && ":.)".contains(rest.first!) ? letter : nil
    }
}
