internal import CLibXML2

/// docutils' page of a reStructuredText FAQ whose questions are paragraphs over indented
/// answers (lmod's Sphinx FAQ): a paragraph followed by a `<blockquote>` holding its answer.
/// Such pairs side by side are questions when two or more of them ask and most do; then the
/// others are questions too, written without their "?" ("…, why do I get a message like: …").
/// The answer is the quotation's content, not a quotation.
enum HTMLQuotedAnswers {
    /// Longer than this, a paragraph is text, not a question.
    static let longestQuestion = 300

    /// The question paragraphs of the page below `body`, with their questions: one pass.
    static func leads(in body: xmlNodePtr) -> [xmlNodePtr: String] {
        var byParent: [xmlNodePtr: [(paragraph: xmlNodePtr, text: String)]] = [:]
        var stack: [xmlNodePtr] = [body]
        while let node = stack.popLast() {
            guard node.pointee.type == XML_ELEMENT_NODE else { continue }
            if HTMLText.elementName(node) == "blockquote", let previous = HTMLText.previousNonBlank(node),
               HTMLText.elementName(previous) == "p", let parent = node.pointee.parent {
                let text = HTMLText.collapseWhitespace(HTMLText.textContent(previous))
                if !text.isEmpty, text.count <= longestQuestion { byParent[parent, default: []].append((previous, text)) }
            }
            stack.append(contentsOf: HTMLText.children(of: node))
        }
        var leads: [xmlNodePtr: String] = [:]
        for pairs in byParent.values {
            let asking = pairs.filter { StructureRule.asks($0.text) }.count
            guard asking >= 2, asking * 2 > pairs.count else { continue }
            for pair in pairs { leads[pair.paragraph] = pair.text }
        }
        return leads
    }

    /// The answer's Markdown: the quotation's blocks (docutils wraps them in one `<div>`).
    static func answer(_ blockquote: xmlNodePtr) -> String {
        let elements = HTMLText.elementChildren(of: blockquote)
        let wrapped = elements.count == 1 && HTMLText.elementName(elements[0]) == "div"
            && !HTMLText.children(of: blockquote).contains { $0.pointee.type == XML_TEXT_NODE && !HTMLText.textContent($0).allSatisfy(\.isWhitespace) }
        return HTMLToMarkdown.convert(children: wrapped ? elements[0] : blockquote)
    }
}
