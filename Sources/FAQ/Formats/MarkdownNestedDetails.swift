internal import CLibXML2

/// `<details>` that fold other `<details>` (Datagrove's categories: "About the CAT" over "What
/// is the CAT?" and "Why would I want to use the CAT?"): the outer summaries name topics, so
/// the folds they hold are the questions.
extension MarkdownQuestionPatterns {
    /// The questions of an element's `html` that folds others: each `<details>` whose summary
    /// asks, or that holds no other, as its summary and the text after it. Only when the
    /// element's `summary` and every summary over such questions ask nothing, those folds hold
    /// no text of their own beside the ones they hold, and at least half of two or more
    /// questions ask; `.introduced` when a category has text of its own (it keeps it, and is read
    /// whole), `.none` otherwise (a question whose answer folds its cases, "On Linux", stays one).
    static func nestedQuestions(_ html: String, summary: String) -> NestedFolds {
        guard !StructureRule.asks(summary), html.lowercased().occurrences(of: "<details") >= 3,
              let doc = HTMLText.parse(html) else { return .none }
        defer { faq_xml_free_doc(doc) }
        var questions: [(question: String, answer: String)] = []
        // Elements in document order; a fold that holds questions is opened, one that asks is a question whatever it holds.
        var stack: [xmlNodePtr] = faq_xml_doc_get_root_element(doc).map { [$0] } ?? []
        while let node = stack.popLast() {
            guard node.pointee.type == XML_ELEMENT_NODE else { continue }
            guard HTMLText.elementName(node) == "details" else {
                stack.append(contentsOf: HTMLText.children(of: node).reversed())
                continue
            }
            let parts = HTMLText.children(of: node)
            guard let summary = parts.first(where: { $0.pointee.type == XML_ELEMENT_NODE && HTMLText.elementName($0) == "summary" }) else { return .none }
            let title = summaryText(HTMLText.textContent(summary))
            let rest = parts.filter { $0 != summary }
            if !StructureRule.asks(title), holdsFolds(rest) {
                guard !holdsOwnText(rest) else { return .introduced }
                stack.append(contentsOf: rest.reversed())
                continue
            }
            guard !title.isEmpty else { return .none }
            questions.append((title, rest.map(HTMLText.textContent).joined().trimmingBlankLines().trimmingCharacters(in: " \t\n")))
        }
        guard questions.count >= 2, 2 * questions.filter({ StructureRule.asks($0.question) }).count >= questions.count else { return .none }
        return .questions(questions)
    }

    /// What a fold of folds holds.
    enum NestedFolds {
        /// Not a fold of questions.
        case none
        /// A category that introduces its questions with text of its own.
        case introduced
        /// The questions it holds, each its summary and the text after it.
        case questions([(question: String, answer: String)])
    }

    /// Whether nodes hold a `<details>`, at any depth.
    private static func holdsFolds(_ nodes: [xmlNodePtr]) -> Bool {
        nodes.contains { HTMLText.firstElement(in: $0, where: { HTMLText.elementName($0) == "details" }) != nil }
    }

    /// Whether nodes hold text outside the `<details>` in them (a category's introduction), not only wrappers and white space.
    private static func holdsOwnText(_ nodes: [xmlNodePtr]) -> Bool {
        var stack = nodes
        while let node = stack.popLast() {
            switch node.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = node.pointee.content, !String(cString: content).allSatisfy(\.isWhitespace) { return true }
            case XML_ELEMENT_NODE where HTMLText.elementName(node) != "details":
                stack.append(contentsOf: HTMLText.children(of: node))
            default:
                continue
            }
        }
        return false
    }
}
