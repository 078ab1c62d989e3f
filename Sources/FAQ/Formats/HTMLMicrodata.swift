internal import CLibXML2

/// schema.org FAQ microdata written into the page itself: an element with
/// `itemscope itemtype="https://schema.org/Question"` (usually `itemprop="mainEntity"` of a
/// `FAQPage`) is a question; its `itemprop="name"` is the question and the `itemprop="text"`
/// of its `acceptedAnswer` (or `suggestedAnswer`) the answer.
enum HTMLMicrodata {
    static func isQuestion(_ element: xmlNodePtr) -> Bool {
        guard HTMLText.attribute(element, "itemscope") != nil, let type = HTMLText.attribute(element, "itemtype") else { return false }
        return type.split(separator: " ").contains { $0.hasSuffix("schema.org/Question") }
    }

    /// The question an item holds; nil when it has no name.
    static func question(_ item: xmlNodePtr) -> HeadingTree.ListedQuestion? {
        guard let name = property("name", in: item) else { return nil }
        let question = HTMLText.collapseWhitespace(value(name))
        guard !question.isEmpty else { return nil }
        var answer = ""
        if let accepted = property("acceptedAnswer", in: item) ?? property("suggestedAnswer", in: item) {
            let text = property("text", in: accepted) ?? accepted
            answer = HTMLText.elementName(text) == "meta" ? HTMLToMarkdown.convert(value(text)) : HTMLToMarkdown.convert(children: text)
        }
        return HeadingTree.ListedQuestion(question: question, answer: answer, anchor: HTMLText.attribute(item, "id"),
                                          line: Int(faq_xml_get_line_no(item)))
    }

    /// The first element below `item` with `itemprop` naming `name`, not inside a nested item
    /// of another property (an Answer's own `name` is not the Question's).
    private static func property(_ name: String, in item: xmlNodePtr) -> xmlNodePtr? {
        var stack: [xmlNodePtr] = []
        var child = item.pointee.last
        while let c = child {
            stack.append(c)
            child = c.pointee.prev
        }
        while let node = stack.popLast() {
            guard node.pointee.type == XML_ELEMENT_NODE else { continue }
            let props = HTMLText.attribute(node, "itemprop")?.split(separator: " ") ?? []
            if props.contains(where: { $0 == name }) { return node }
            // Another item's properties are its own.
            if HTMLText.attribute(node, "itemscope") != nil { continue }
            var grandchild = node.pointee.last
            while let c = grandchild {
                stack.append(c)
                grandchild = c.pointee.prev
            }
        }
        return nil
    }

    /// A property's value: `content` for `<meta>`, else its text.
    private static func value(_ element: xmlNodePtr) -> String {
        HTMLText.attribute(element, "content") ?? HTMLText.textContent(element)
    }
}
