internal import CLibXML2

/// A list that opens its heading's content, each item a plain paragraph that asks over blocks
/// of its own: Sphinx's loose list of questions (`<li><p>Why do I get …?</p><p>Answer</p>…</li>`,
/// PDAL's FAQ), under a heading that names the whole FAQ or under none. Nearly every lead
/// must ask, so that a list of paragraphs stays text; under a heading that is itself an entry
/// ("Crash when opening a file"), such a list is its answer's checklist.
enum HTMLParagraphLeadItems {
    static func questions(_ list: xmlNodePtr) -> [HeadingTree.ListedQuestion]? {
        let children = HTMLText.elementChildren(of: list)
        let items = children.filter { HTMLText.elementName($0) == "li" }
        // Headings between the items (splint's `<ol><h4>…</h4><li>…`) group them: the walker reads them.
        guard items.count >= 3, !children.contains(where: { HTMLText.headingLevel($0) != nil }) else { return nil }
        var leads: [(item: xmlNodePtr, question: String, blocks: ArraySlice<xmlNodePtr>)] = []
        for item in items {
            let blocks = HTMLText.elementChildren(of: item)
            // Text beside the blocks would be the item's own: no paragraph leads it then.
            let looseText = HTMLText.children(of: item).contains {
                $0.pointee.type == XML_TEXT_NODE && !HTMLText.textContent($0).allSatisfy(\.isWhitespace)
            }
            guard !looseText, let lead = blocks.first, HTMLText.elementName(lead) == "p", blocks.count >= 2 else { return nil }
            let question = HTMLText.collapseWhitespace(HTMLText.textContent(lead))
            guard !question.isEmpty, question.count <= 300 else { return nil }
            leads.append((item, question, blocks.dropFirst()))
        }
        guard leads.filter({ StructureRule.asks($0.question) }).count * 5 >= leads.count * 4 else { return nil }
        var questions: [HeadingTree.ListedQuestion] = []
        for lead in leads {
            let answer = lead.blocks.map { HTMLToMarkdown.convert(node: $0) }.filter { !$0.isEmpty }.joined(separator: "\n\n")
            guard !answer.isEmpty else { return nil }
            questions.append(.init(question: lead.question, answer: answer, anchor: HTMLText.attribute(lead.item, "id"),
                                   line: Int(faq_xml_get_line_no(lead.item))))
        }
        return questions
    }
}
