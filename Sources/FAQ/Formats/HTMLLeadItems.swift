internal import CLibXML2

/// A list that opens its heading's content, each item a plain lead that asks over an answer of
/// its own. The lead is the item's first paragraph (Sphinx's loose list of questions,
/// `<li><p>Why do I get …?</p><p>Answer</p>…</li>`, PDAL's FAQ; Doxygen's `p.startli`,
/// RapidJSON's), or the item's own text up to its first block or line break (`<li>What is the
/// license?<p>Redland is …</p>`, Redland's; `<LI>Is my dongle supported?<BR><BR>No, …`, LIRC's).
/// Nearly every lead must ask, so that a list of paragraphs or of steps stays text; under a
/// heading that is itself an entry ("Crash when opening a file"), such a list is its answer's
/// checklist: the walker decides where a list may hold questions.
enum HTMLLeadItems {
    /// Elements that end an item's own lead: the answer starts there.
    private static let blockNames: Set<String> = [
        "p", "div", "ul", "ol", "dl", "pre", "blockquote", "table", "hr", "center", "h1", "h2", "h3", "h4", "h5", "h6",
    ]

    /// The list's questions; nil unless every item has a lead and an answer, and nearly every lead asks.
    /// `continuing`: the list goes on from one read so just before it (a Markdown list restarted by
    /// Doxygen), so one item is enough. `afterOthers`: the page has such lists before this one (LIRC's
    /// groups), so most leads asking is enough: the rest state their problems. `onFAQPage`: the page
    /// names a FAQ, where a problem stated as a clause is a question too (not in release notes' "Known issues").
    static func questions(_ list: xmlNodePtr, continuing: Bool = false, afterOthers: Bool = false, onFAQPage: Bool = true) -> [HeadingTree.ListedQuestion]? {
        let children = HTMLText.elementChildren(of: list)
        let items = children.filter { HTMLText.elementName($0) == "li" }
        // Headings between the items (splint's `<ol><h4>…</h4><li>…`) group them: the walker reads them.
        guard !items.isEmpty, !children.contains(where: { HTMLText.headingLevel($0) != nil }) else { return nil }
        var questions: [HeadingTree.ListedQuestion] = []
        for item in items {
            guard let (question, answer) = paragraphLead(item) ?? ownLead(item),
                  !question.isEmpty, question.count <= 300, !answer.isEmpty else { return nil }
            questions.append(.init(question: question, answer: answer, anchor: HTMLText.attribute(item, "id"),
                                   line: Int(faq_xml_get_line_no(item))))
        }
        // A problem stated as a clause ("When I run it I get this error message:") is a question too.
        let asking = questions.filter { StructureRule.asks($0.question) || onFAQPage && PlainTextLines.statesAProblem($0.question) }.count
        // Two that both ask are a list of questions too (RapidJSON's "JSON", written as two lists of two).
        let enough = continuing || items.count >= 3 || items.count == 2 && asking == 2
        guard enough, afterOthers ? asking * 2 > questions.count : asking * 5 >= questions.count * 4 else { return nil }
        return questions
    }

    /// An item that is a paragraph over blocks of its own, and nothing beside them.
    private static func paragraphLead(_ item: xmlNodePtr) -> (String, String)? {
        let blocks = HTMLText.elementChildren(of: item)
        let looseText = HTMLText.children(of: item).contains {
            $0.pointee.type == XML_TEXT_NODE && !HTMLText.textContent($0).allSatisfy(\.isWhitespace)
        }
        guard !looseText, let lead = blocks.first, HTMLText.elementName(lead) == "p", blocks.count >= 2 else { return nil }
        let answer = blocks.dropFirst().map { HTMLToMarkdown.convert(node: $0) }.filter { !$0.isEmpty }.joined(separator: "\n\n")
        return (HTMLText.collapseWhitespace(HTMLText.textContent(lead)), answer)
    }

    /// An item whose own text opens it, up to its first block or line break, with more after that.
    private static func ownLead(_ item: xmlNodePtr) -> (String, String)? {
        let nodes = HTMLText.children(of: item)
        guard let end = nodes.firstIndex(where: {
            $0.pointee.type == XML_ELEMENT_NODE && (blockNames.contains(HTMLText.elementName($0)) || HTMLText.elementName($0) == "br")
        }), end > 0 else { return nil }
        let lead = nodes[..<end]
        // Text and inline markup only: a comment or an unknown element leaves the item to the page's text.
        guard lead.allSatisfy({ $0.pointee.type == XML_TEXT_NODE || $0.pointee.type == XML_ENTITY_REF_NODE
                                 || $0.pointee.type == XML_ELEMENT_NODE && HTMLInlineRuns.inlineNames.contains(HTMLText.elementName($0)) })
        else { return nil }
        // Line breaks around the answer only space it from the lead and the next item.
        func isSpacing(_ node: xmlNodePtr) -> Bool {
            HTMLText.elementName(node) == "br" || node.pointee.type == XML_TEXT_NODE && HTMLText.textContent(node).allSatisfy(\.isWhitespace)
        }
        var rest = nodes[end...].drop(while: isSpacing)
        while let last = rest.last, isSpacing(last) { rest = rest.dropLast() }
        let question = HTMLText.collapseWhitespace(lead.map { HTMLText.textContent($0) }.joined())
        return (question, HTMLToMarkdown.tidy(rest.map(HTMLToMarkdown.inline).joined()))
    }
}
