internal import CLibXML2

/// A list that opens its heading's content, each item a plain paragraph that asks over blocks
/// of its own: Sphinx's loose list of questions (`<li><p>Why do I get …?</p><p>Answer</p>…</li>`,
/// PDAL's FAQ). Nearly every lead must ask, so that a list of paragraphs stays text.
enum HTMLParagraphLeadItems {
    static func questions(_ list: xmlNodePtr) -> [HeadingTree.ListedQuestion]? {
        guard ["ul", "ol"].contains(HTMLText.elementName(list)) else { return nil }
        let items = HTMLText.elementChildren(of: list).filter { HTMLText.elementName($0) == "li" }
        guard items.count >= 3 else { return nil }
        var questions: [HeadingTree.ListedQuestion] = []
        for item in items {
            let blocks = HTMLText.elementChildren(of: item)
            // Text beside the blocks would be the item's own: no paragraph leads it then.
            let looseText = HTMLText.children(of: item).contains {
                $0.pointee.type == XML_TEXT_NODE && !HTMLText.textContent($0).allSatisfy(\.isWhitespace)
            }
            guard !looseText, let lead = blocks.first, HTMLText.elementName(lead) == "p", blocks.count >= 2 else { return nil }
            let question = HTMLText.collapseWhitespace(HTMLText.textContent(lead))
            let answer = blocks.dropFirst().map { HTMLToMarkdown.convert(node: $0) }.filter { !$0.isEmpty }.joined(separator: "\n\n")
            guard !question.isEmpty, question.count <= 300, !answer.isEmpty else { return nil }
            questions.append(.init(question: question, answer: answer, anchor: HTMLText.attribute(item, "id"),
                                   line: Int(faq_xml_get_line_no(item))))
        }
        let asking = questions.filter { StructureRule.asks($0.question) }.count
        return asking * 5 >= questions.count * 4 ? questions : nil
    }
}
