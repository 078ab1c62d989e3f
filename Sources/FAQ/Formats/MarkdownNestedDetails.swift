internal import CLibXML2

/// `<details>` that fold other `<details>` (Datagrove's categories: "About the CAT" over "What
/// is the CAT?" and "Why would I want to use the CAT?"): the outer summaries name topics, so
/// the innermost elements are the questions.
extension MarkdownQuestionPatterns {
    /// The innermost `<details>` of an element's `html`, each as its summary and the text after
    /// it, when the element's `summary` asks nothing and at least half of two or more innermost
    /// ones ask; nil otherwise (a question whose answer folds its cases, "On Linux", stays one).
    static func nestedQuestions(_ html: String, summary: String) -> [(question: String, answer: String)]? {
        guard !StructureRule.asks(summary), html.lowercased().occurrences(of: "<details") >= 3,
              let doc = HTMLText.parse(html) else { return nil }
        defer { faq_xml_free_doc(doc) }
        // Every `<details>` in document order, and those that hold another one.
        var all: [xmlNodePtr] = []
        var holders = Set<xmlNodePtr>()
        var stack: [(node: xmlNodePtr, holder: xmlNodePtr?)] = faq_xml_doc_get_root_element(doc).map { [($0, nil)] } ?? []
        while let (node, holder) = stack.popLast() {
            guard node.pointee.type == XML_ELEMENT_NODE else { continue }
            var inner = holder
            if HTMLText.elementName(node) == "details" {
                all.append(node)
                if let holder { holders.insert(holder) }
                inner = node
            }
            stack.append(contentsOf: HTMLText.children(of: node).reversed().map { ($0, inner) })
        }
        let leaves: [(question: String, answer: String)] = all.filter { !holders.contains($0) }.compactMap { details in
            let parts = HTMLText.children(of: details)
            guard let summary = parts.first(where: { $0.pointee.type == XML_ELEMENT_NODE && HTMLText.elementName($0) == "summary" }) else { return nil }
            let question = summaryText(HTMLText.textContent(summary))
            guard !question.isEmpty else { return nil }
            let answer = parts.filter { $0 != summary }.map(HTMLText.textContent).joined()
            return (question, answer.trimmingBlankLines().trimmingCharacters(in: " \t\n"))
        }
        guard leaves.count >= 2, 2 * leaves.filter({ StructureRule.asks($0.question) }).count >= leaves.count else { return nil }
        return leaves
    }

    /// A summary's text as the page shows it: white space collapsed and Markdown's bold or
    /// emphasis around all of it taken off (`<summary>**Pricing**</summary>`, as MDX renders it).
    static func summaryText(_ text: String) -> String {
        var question = HTMLText.collapseWhitespace(text)
        for mark in ["**", "__", "*", "_"] where question.count > 2 * mark.count && question.hasPrefix(mark) && question.hasSuffix(mark) {
            question = String(question.dropFirst(mark.count).dropLast(mark.count)).trimmingCharacters(in: " ")
            break
        }
        return question
    }
}
