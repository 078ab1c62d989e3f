internal import CLibXML2

/// Lists whose items open with an emphasised question (`<li><b>Question?</b> answer…</li>`), or are a
/// script's switches answered by the blocks the page sets between them (Atomsk's FAQ).
extension HTMLBoldQuestions {
    /// A list's questions when most of its items open with an emphasised question; nil otherwise.
    /// A list that opens its heading's content needs no lead that asks when most of its items
    /// go on with an answer of their own (a block after the lead's line): texinfo's FAQ chapter
    /// (`<li><b>Win32 Pathnames</b> Why don't …<p>…`) and libxml2's groups state problems as
    /// often as they ask. Items with no text (texinfo's anchors) are not counted. Under a heading
    /// that names the FAQ (`underFAQTitle`), a list of one item that asks and goes on with an
    /// answer of its own is the FAQ's one question (mdtraj's "FAQs"); so it is on a page with other
    /// such lists (`besideListsOfLeads`), and so is one that reports a problem there (Castro's
    /// "Profiling" and "Runtime Errors", one entry each beside groups of three).
    static func listQuestions(_ list: xmlNodePtr, opensHeading: Bool = false, underFAQTitle: Bool = false,
                              besideListsOfLeads: Bool = false) -> [HeadingTree.ListedQuestion]? {
        guard ["ul", "ol"].contains(HTMLText.elementName(list)) else { return nil }
        let children = HTMLText.elementChildren(of: list).filter { !HTMLText.textContent($0).allSatisfy(\.isWhitespace) }
        let items = children.filter { HTMLText.elementName($0) == "li" }
        var questions: [HeadingTree.ListedQuestion] = []
        var leads = 0, answered = 0
        for (n, item) in children.enumerated() {
            // A block the page set between the items (a script's hidden `<div class="more">` after each
            // `<li><a href="#" onclick=…><strong>Question?</strong></a></li>`) answers the item before it.
            guard HTMLText.elementName(item) == "li" else {
                // (One before the first item is passed over, as it always was.)
                guard !questions.isEmpty else { continue }
                let before = questions[questions.count - 1].answer
                questions[questions.count - 1].answer = (before.isEmpty ? "" : before + "\n\n") + answer(of: [item])
                continue
            }
            let answeredAfter = n + 1 < children.count && betweenItemAnswers.contains(HTMLText.elementName(children[n + 1]))
            if let (asked, hasBlockAnswer) = itemQuestion(item, answeredAfter: answeredAfter) {
                questions += asked
                leads += 1
                if hasBlockAnswer || answeredAfter { answered += 1 }
            } else if !questions.isEmpty {
                // An item without a question belongs to the answer before it.
                let text = HTMLToMarkdown.convert(node: item)
                questions[questions.count - 1].answer += "\n\n" + text
            } else {
                return nil
            }
        }
        let lone = opensHeading && items.count == 1 && answered == 1 && questions.count == 1
            && (asks(questions[0].question) && (underFAQTitle || besideListsOfLeads)
                || besideListsOfLeads && TroubleChecklists.reportsAProblem(questions[0].question))
        guard leads * 2 > items.count, isRun(questions) || lone || opensHeading && leads >= 2 && answered * 2 > items.count else { return nil }
        return questions
    }

    /// An item whose first content is emphasis (or paragraphs of only emphasis, which ask one
    /// question in other words): that is the question, the rest of the item its answer. Marks
    /// that end the lead's line (`<em>Where can I get it</em> ?`) are the question's. Also
    /// whether a block (a paragraph, list, code) follows the lead: an answer of its own. An item
    /// led by a paragraph of bold text that holds another such paragraph asking, with text after
    /// it, holds two questions (NanoVDB's FAQ, where Doxygen joined two entries into one item).
    /// `answeredAfter`: a block follows the item inside the list, its answer; a script's switch may be the item alone.
    private static func itemQuestion(_ item: xmlNodePtr, answeredAfter: Bool) -> ([HeadingTree.ListedQuestion], Bool)? {
        var parts: [String] = []
        var rest: [xmlNodePtr] = []
        var inlineLead: xmlNodePtr?
        var trailing = ""
        for child in HTMLText.children(of: item) {
            if rest.isEmpty, inlineLead == nil {
                if child.pointee.type == XML_TEXT_NODE, HTMLText.textContent(child).allSatisfy(\.isWhitespace) { continue }
                if child.pointee.type == XML_ELEMENT_NODE, HTMLText.elementName(child) == "p", let lead = soleEmphasis(child, allowed: emphasis) {
                    parts.append(HTMLText.collapseWhitespace(HTMLText.textContent(lead)))
                    continue
                }
                if parts.isEmpty, child.pointee.type == XML_ELEMENT_NODE, HTMLText.elementName(child) == "p", let split = splitEmphasisText(child) {
                    parts.append(split)
                    continue
                }
                if parts.isEmpty, child.pointee.type == XML_ELEMENT_NODE,
                   emphasis.contains(HTMLText.elementName(child)) || anchorAround(child) != nil
                    || isTargetlessLink(child, scriptSwitch: answeredAfter) {
                    inlineLead = child
                    parts.append(HTMLText.collapseWhitespace(HTMLText.textContent(child)))
                    continue
                }
            }
            if rest.isEmpty, inlineLead != nil, trailing.isEmpty, child.pointee.type == XML_TEXT_NODE {
                let text = HTMLText.collapseWhitespace(HTMLText.textContent(child))
                if !text.isEmpty, text.count <= 3, text.allSatisfy({ "?!:.".contains($0) }) {
                    trailing = text
                    continue
                }
            }
            rest.append(child)
        }
        var question = parts.filter { !$0.isEmpty }.joined(separator: " ")
        // An item that is its lead alone is a question only as a script's switch over the block after it (an anchor's
        // bold label is one where the contents link to it: `HTMLAnchoredQuestions`).
        let isSwitch = inlineLead.map { HTMLText.attribute($0, "href") != nil } ?? false
        guard !question.isEmpty, !rest.isEmpty || inlineLead == nil || answeredAfter && isSwitch else { return nil }
        if trailing.contains("?"), !StructureRule.asks(question) { question += "?" }
        let hasBlock = rest.contains {
            $0.pointee.type == XML_ELEMENT_NODE && blocks.contains(HTMLText.elementName($0)) && !HTMLText.textContent($0).allSatisfy(\.isWhitespace)
        }
        var asked: [HeadingTree.ListedQuestion] = []
        var anchor = HTMLText.attribute(item, "id")
        var line = Int(faq_xml_get_line_no(item))
        // Later bold paragraphs that ask, with an answer after them, when a bold paragraph led the item.
        let nextLeads = inlineLead != nil ? [] : rest.indices.filter { i in
            i > 0 && i + 1 < rest.count && HTMLText.elementName(rest[i]) == "p" && soleEmphasis(rest[i], allowed: strong).map {
                asks(HTMLText.collapseWhitespace(HTMLText.textContent($0)))
            } == true && rest[(i + 1)...].contains { !HTMLText.textContent($0).allSatisfy(\.isWhitespace) }
        }
        for (n, start) in ([0] + nextLeads).enumerated() {
            let end = n < nextLeads.count ? nextLeads[n] : rest.count
            let body = rest[(n == 0 ? start : start + 1)..<end]
            if n > 0 {
                question = HTMLText.collapseWhitespace(HTMLText.textContent(rest[start]))
                anchor = nil
                line = Int(faq_xml_get_line_no(rest[start]))
            }
            asked.append(HeadingTree.ListedQuestion(question: MarkdownQuestionPatterns.questionPrefix(question) ?? question,
                                                    answer: answer(of: body), anchor: anchor, line: line))
        }
        return (asked, hasBlock)
    }

    /// An item's answer: its nodes converted as one run of inline text and blocks, a leading
    /// separator (":", "-", "—") left out.
    private static func answer(of nodes: ArraySlice<xmlNodePtr>) -> String {
        var answer = HTMLToMarkdown.tidy(nodes.map { HTMLToMarkdown.inline($0) }.joined())
        if answer.hasPrefix(":") || answer.hasPrefix("\\:") || answer.hasPrefix("\\-") || answer.hasPrefix("—") {
            answer = String(answer.drop { ":\\-— ".contains($0) })
        }
        return answer
    }

    private static let blocks: Set<String> = ["p", "div", "pre", "ul", "ol", "dl", "table", "blockquote"]
    /// `<a name="what"><strong>What is it?</strong></a>`: the emphasis an anchor wraps.
    private static func anchorAround(_ element: xmlNodePtr) -> xmlNodePtr? {
        guard HTMLText.elementName(element) == "a", HTMLText.attribute(element, "href") == nil else { return nil }
        return soleEmphasis(element, allowed: emphasis)
    }

    /// A link with no target around an item's plain words, which a script makes the question's switch
    /// (MilkyTracker's `<li><a>Where can I find …?</a><ul><li>answer…`); with `scriptSwitch` (the item is answered
    /// by a block after it), one to the page's top or to a script too (Atomsk's `<a href="#" onclick="showHide(…)">`;
    /// a menu's `<a href="#">Documentation</a>` over its sub-list is none).
    private static func isTargetlessLink(_ element: xmlNodePtr, scriptSwitch: Bool) -> Bool {
        guard HTMLText.elementName(element) == "a", !HTMLText.textContent(element).allSatisfy(\.isWhitespace) else { return false }
        guard let target = HTMLText.attribute(element, "href")?.trimmingCharacters(in: " \t\n") else { return true }
        return scriptSwitch && (target == "#" || target.lowercased().hasPrefix("javascript:"))
    }

    /// The blocks a page may set between a list's items as the answer to the item before (a stray nested list is none).
    private static let betweenItemAnswers: Set<String> = ["div", "p", "pre", "table", "blockquote", "dl"]
}
