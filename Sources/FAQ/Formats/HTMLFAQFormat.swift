internal import CLibXML2

/// Imports plain HTML FAQ pages (no JSON-LD), read with libxml2's HTML parser: the page's
/// `<h1>`…`<h6>` headings form the tree (`StructureRule` decides sections and questions; a
/// first heading above all others is the title, else `<title>`), the content between them
/// becomes Markdown, and `<dl>` lists whose terms mostly ask (`<dt>` question, `<dd>` answer;
/// also one list per question) and `<details>` blocks with a `<summary>` are questions.
/// Navigation (`<nav>`, or a `<div>` marked as one), scripts and forms are left out.
enum HTMLFAQFormat {
    static let skipped: Set<String> = ["nav", "script", "style", "noscript", "form", "template", "head", "button", "svg", "iframe"]

    /// A menu written as a `<div>` (`role="navigation"`, `id="nav"`), as older pages do.
    static func isNavigation(_ element: xmlNodePtr) -> Bool {
        HTMLText.attribute(element, "role")?.lowercased() == "navigation"
            || ["nav", "navigation", "navbar"].contains(HTMLText.attribute(element, "id")?.lowercased() ?? "")
    }

    static func decode(_ html: String, file: String) throws(DocumentError) -> (FAQDocument, [DocumentProblem]) {
        try HTMLText.requireLibXML2(for: file)
        guard let doc = HTMLText.parse(html) else {
            throw DocumentError([DocumentProblem(file: file, message: "the page could not be read as HTML")])
        }
        // Freed whatever follows: a page with no elements still has a document (it leaked).
        defer { faq_xml_free_doc(doc) }
        guard let root = faq_xml_doc_get_root_element(doc) else {
            throw DocumentError([DocumentProblem(file: file, message: "the page is empty")])
        }
        let pageTitle = MarkdownFormat.firstElement(named: "title", in: root).map { HTMLText.collapseWhitespace(HTMLText.textContent($0)) }
        let body = MarkdownFormat.firstElement(named: "body", in: root) ?? root
        var walker = Walker()
        walker.walk(body)
        walker.flush()
        var tree = walker.tree
        var title = pageTitle.flatMap { $0.isEmpty ? nil : $0 } ?? MarkdownFormat.defaultTitle(file)
        if let lone = tree.takeLoneTitle() { title = lone }
        var builder = ImportBuilder(file: file, title: title)
        StructureRule.build(tree, into: &builder)
        guard builder.hasQuestions else {
            throw DocumentError([DocumentProblem(file: file, message: "no questions found in this page: expected headings with text under them, a <dl> list or <details> blocks (or schema.org FAQPage JSON-LD)")])
        }
        return (builder.build(), builder.warnings)
    }

    /// Walks the page in document order: headings open nodes, other content is converted.
    struct Walker {
        var tree = HeadingTree()
        /// Content since the last heading; a `<details>` block also keeps its question, which
        /// it becomes if the heading has two or more of them (one is part of the text).
        private var pending: [(text: String, details: HeadingTree.ListedQuestion?)] = []

        mutating func flush() {
            let asked = pending.compactMap(\.details)
            if asked.count >= 2 {
                for question in asked { tree.addListedQuestion(question) }
                pending.removeAll { $0.details != nil }
            }
            tree.appendBody(pending.map(\.text).joined(separator: "\n\n"))
            pending = []
        }

        mutating func walk(_ node: xmlNodePtr) {
            // Iterative, so that deep markup cannot overflow the stack.
            var stack: [xmlNodePtr] = children(node).reversed()
            // An empty `<a name>` with nothing after it but a heading is that heading's anchor.
            var anchorAhead: String?
            while let current = stack.popLast() {
                guard current.pointee.type == XML_ELEMENT_NODE else {
                    if current.pointee.type == XML_TEXT_NODE {
                        let text = HTMLToMarkdown.convert(node: current)
                        if !text.isEmpty {
                            pending.append((text, nil))
                            anchorAhead = nil
                        }
                    }
                    continue
                }
                let name = HTMLText.elementName(current)
                if HTMLFAQFormat.skipped.contains(name) || HTMLFAQFormat.isNavigation(current) { continue }
                if name.count == 2, name.first == "h", let level = name.last?.wholeNumberValue, (1...6).contains(level) {
                    let text = HTMLText.collapseWhitespace(HTMLText.textContent(current))
                    guard !text.isEmpty else { continue }
                    flush()
                    let anchor = HTMLText.attribute(current, "id") ?? firstAnchor(current) ?? anchorAhead
                    tree.addHeading(level: level, title: text, anchor: anchor, line: Int(faq_xml_get_line_no(current)))
                    anchorAhead = nil
                    continue
                }
                if name == "a", current.pointee.children == nil,
                   let anchor = HTMLText.attribute(current, "name") ?? HTMLText.attribute(current, "id") {
                    anchorAhead = anchor
                    continue
                }
                if name == "dl" || name == "details" {
                    if addQuestions(from: current) {
                        anchorAhead = nil
                        continue
                    }
                }
                if containsStructure(current) {
                    stack.append(contentsOf: children(current).reversed())
                } else {
                    let text = HTMLToMarkdown.convert(node: current)
                    if !text.isEmpty {
                        pending.append((text, nil))
                        anchorAhead = nil
                    }
                }
            }
        }

        /// `<dl>` entries, or a run of `<details>`: questions of the current heading. A `<dl>`
        /// of one asking term, like a `<details>`, is a question when its heading has two or more
        /// (a page of one list per question); alone it stays content, as a glossary does.
        private mutating func addQuestions(from element: xmlNodePtr) -> Bool {
            var questions: [HeadingTree.ListedQuestion] = []
            if HTMLText.elementName(element) == "dl" {
                let entries = definitions(in: element)
                // A glossary or an option list is content: most of its terms must ask.
                let asking = entries.filter(\.asks).count
                guard !entries.isEmpty, asking * 2 > entries.count else { return false }
                if entries.count == 1 {
                    var question = entries[0].question
                    question.anchor = question.anchor ?? HTMLText.attribute(element, "id")
                    pending.append((HTMLToMarkdown.convert(node: element), question))
                    return true
                }
                questions = entries.map(\.question)
            } else {
                guard let summary = MarkdownFormat.firstElement(named: "summary", in: element) else { return false }
                var parts: [String] = []
                for child in children(element) where child != summary {
                    let text = HTMLToMarkdown.convert(node: child)
                    if !text.isEmpty { parts.append(text) }
                }
                let question = HTMLText.collapseWhitespace(HTMLText.textContent(summary))
                guard !question.isEmpty else { return false }
                pending.append((HTMLToMarkdown.convert(node: element), HeadingTree.ListedQuestion(
                    question: question, answer: parts.joined(separator: "\n\n"), anchor: HTMLText.attribute(element, "id"),
                    line: Int(faq_xml_get_line_no(element)))))
                return true
            }
            flush()
            for question in questions where !question.question.isEmpty { tree.addListedQuestion(question) }
            return true
        }

        /// A `<dl>`'s questions: the `<dt>`s before a `<dd>` (and the lines of one) ask one
        /// question in other words (they are joined), a leading `Q:` is dropped from each, and
        /// the `<dd>`s after them are its answer.
        private func definitions(in list: xmlNodePtr) -> [(question: HeadingTree.ListedQuestion, asks: Bool)] {
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
            for child in children(list) where child.pointee.type == XML_ELEMENT_NODE {
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
            return entries
        }

        /// Whether an element holds headings, `<dl>` lists or `<details>` (then it is walked into).
        private func containsStructure(_ node: xmlNodePtr) -> Bool {
            var stack = children(node)
            while let current = stack.popLast() {
                guard current.pointee.type == XML_ELEMENT_NODE else { continue }
                let name = HTMLText.elementName(current)
                if name == "dl" || name == "details" || (name.count == 2 && name.first == "h" && name.last!.isNumber) { return true }
                stack.append(contentsOf: children(current))
            }
            return false
        }

        private func firstAnchor(_ node: xmlNodePtr) -> String? {
            guard let a = MarkdownFormat.firstElement(named: "a", in: node) else { return nil }
            return HTMLText.attribute(a, "id") ?? HTMLText.attribute(a, "name")
        }

        private func children(_ node: xmlNodePtr) -> [xmlNodePtr] {
            var result: [xmlNodePtr] = []
            var child = node.pointee.children
            while let c = child {
                result.append(c)
                child = c.pointee.next
            }
            return result
        }
    }
}
