internal import CLibXML2

/// An HTML item whose parts are named by their classes: an element classed as a question
/// (`faq-question`, `question`) and one after it classed as its answer (`faq-answer`), as a
/// page's own accordion writes them inside Markdown (kokoIRC's `div.faq-item`s).
enum HTMLClassedItems {
    /// The question and answer text of the item in `html`, or nil when it has no such parts.
    static func questionAndAnswer(_ html: String) -> (question: String, answer: String?)? {
        guard let doc = HTMLText.parse(html) else { return nil }
        defer { faq_xml_free_doc(doc) }
        guard let root = faq_xml_doc_get_root_element(doc),
              let question = HTMLText.firstElement(in: root, limit: 64, where: { classed($0, "question") }),
              let answer = HTMLText.firstElement(in: root, limit: 256, where: { classed($0, "answer") }),
              precedes(question, answer, in: root) else { return nil }
        let text = withoutLeadingSymbols(HTMLText.collapseWhitespace(HTMLText.textContent(question)))
        guard !text.isEmpty else { return nil }
        // Its code, bold and links kept, as a page's answers keep them.
        let answerText = HTMLToMarkdown.convert(children: answer).trimmingBlankLines().trimmingCharacters(in: " \t\n")
        return (text, answerText.isEmpty ? nil : answerText)
    }

    /// The question of a block that opens with an element classed as a question, with no element classed as its
    /// answer (Edlib's `<p class="edlib-question">2. Who is Edlib for?</p>` over `<br />`s), and the text the block
    /// goes on with, if any: the start of its answer, which the Markdown after the block goes on with.
    static func questionAlone(_ html: String) -> (question: String, answer: String)? {
        guard let doc = HTMLText.parse(html) else { return nil }
        defer { faq_xml_free_doc(doc) }
        guard let root = faq_xml_doc_get_root_element(doc),
              let question = HTMLText.firstElement(in: root, limit: 8, where: { classed($0, "question") }),
              HTMLText.firstElement(in: root, limit: 64, where: { classed($0, "answer") }) == nil,
              question.pointee.parent.map({ HTMLText.elementName($0) == "body" || $0 == root }) == true else { return nil }
        let text = withoutLeadingSymbols(HTMLText.collapseWhitespace(HTMLText.textContent(question)))
        guard !text.isEmpty else { return nil }
        var after: [xmlNodePtr] = []
        var node = question.pointee.next
        while let current = node { after.append(current); node = current.pointee.next }
        let answer = HTMLToMarkdown.convert(nodes: after).trimmingBlankLines().trimmingCharacters(in: " \t\n")
        return (text, answer)
    }

    /// Whether one of an element's classes ends in `name` (`faq-question`, `faq__question`, `question`).
    private static func classed(_ element: xmlNodePtr, _ name: String) -> Bool {
        HTMLText.classes(of: element).contains { $0 == name || $0.hasSuffix("-" + name) || $0.hasSuffix("_" + name) }
    }

    /// Whether `a` comes before `b` under `root`, and does not hold it.
    private static func precedes(_ a: xmlNodePtr, _ b: xmlNodePtr, in root: xmlNodePtr) -> Bool {
        var seenA = false, aBeforeB = false
        _ = HTMLText.firstElement(in: root) { element in
            if element == a { seenA = true }
            if element == b { aBeforeB = seenA }
            return element == b
        }
        var node = b.pointee.parent
        while let current = node, current != root {
            if current == a { return false }
            node = current.pointee.parent
        }
        return aBeforeB
    }

    /// The text without the arrows and marks an accordion shows before it ("▶ What is it?").
    static func withoutLeadingSymbols(_ text: String) -> String {
        let kept = text.drop { c in
            c.isWhitespace || c.unicodeScalars.allSatisfy { [.otherSymbol, .mathSymbol].contains($0.properties.generalCategory) }
        }
        return String(kept)
    }
}
