internal import CLibXML2

/// docutils' page of a reStructuredText FAQ whose questions are paragraphs over indented
/// answers (lmod's Sphinx FAQ): a paragraph followed by a `<blockquote>` holding its answer.
/// Such pairs side by side are questions when two or more of them ask and most do; then the
/// others are questions too, written without their "?" ("…, why do I get a message like: …").
/// A paragraph opening with an ellipsis asks too: it completes its heading's stem (PySDL2's
/// "On importing…" over "… my script fails and complains …!"). Pairs are weighed together
/// across the page's nested sections (and a list's items), one heading's few at a time being
/// too few to tell.
/// The answer is the quotation's content, not a quotation.
enum HTMLQuotedAnswers {
    /// Longer than this, a paragraph is text, not a question.
    static let longestQuestion = 300

    /// The question paragraphs of the page below `body`, with their questions: one pass.
    static func leads(in body: xmlNodePtr) -> [xmlNodePtr: String] {
        var byParent: [xmlNodePtr: [(paragraph: xmlNodePtr, text: String)]] = [:]
        var listed: Set<xmlNodePtr> = []
        var stack: [xmlNodePtr] = [body]
        while let node = stack.popLast() {
            guard node.pointee.type == XML_ELEMENT_NODE else { continue }
            if HTMLText.elementName(node) == "blockquote", let previous = HTMLText.previousNonBlank(node),
               HTMLText.elementName(previous) == "p", let parent = node.pointee.parent {
                let text = HTMLText.collapseWhitespace(HTMLText.textContent(previous))
                // Pairs each in an item of one list (splint's `<li><p>…?</p><blockquote>`) are weighed together.
                var group = parent
                if HTMLText.elementName(parent) == "li", let list = parent.pointee.parent {
                    group = list
                    listed.insert(list)
                }
                if !text.isEmpty, text.count <= longestQuestion { byParent[outermostSection(group), default: []].append((previous, text)) }
            }
            stack.append(contentsOf: HTMLText.children(of: node))
        }
        var leads: [xmlNodePtr: String] = [:]
        for (group, pairs) in byParent {
            let asking = pairs.filter { StructureRule.asks($0.text) || completesAStem($0.text) }.count
            guard asking >= 2, asking * 2 > pairs.count else { continue }
            // A list's items are questions only where nearly all ask and the list is in no answer:
            // under a heading that asks, such items are its checklist.
            if listed.contains(group) {
                guard asking * 5 >= pairs.count * 4, !(headingAbove(group).map { StructureRule.asks(HTMLText.collapseWhitespace(HTMLText.textContent($0))) } ?? false)
                else { continue }
            }
            for pair in pairs { leads[pair.paragraph] = pair.text }
        }
        return leads
    }

    /// The nearest heading before `node` in the page: among its earlier siblings, then its parents'.
    private static func headingAbove(_ node: xmlNodePtr) -> xmlNodePtr? {
        var current: xmlNodePtr? = node
        while let at = current {
            var sibling = at.pointee.prev
            while let s = sibling {
                if s.pointee.type == XML_ELEMENT_NODE, HTMLText.headingLevel(s) != nil { return s }
                sibling = s.pointee.prev
            }
            current = at.pointee.parent
        }
        return nil
    }

    /// The outermost of the `<section>`s (or docutils' `<div class="section">`) that hold
    /// `node` one inside another, or `node` itself when it is none.
    static func outermostSection(_ node: xmlNodePtr) -> xmlNodePtr {
        var outermost = node
        while isSection(outermost), let parent = outermost.pointee.parent, isSection(parent) { outermost = parent }
        return outermost
    }

    private static func isSection(_ node: xmlNodePtr) -> Bool {
        guard node.pointee.type == XML_ELEMENT_NODE else { return false }
        let name = HTMLText.elementName(node)
        return name == "section" || name == "div" && (HTMLText.attribute(node, "class") ?? "").split(separator: " ").contains("section")
    }

    /// Whether a paragraph opens with an ellipsis, going on from the heading above it.
    static func completesAStem(_ text: String) -> Bool {
        text.hasPrefix("…") || text.hasPrefix("...")
    }

    /// The answer's Markdown: the quotation's blocks (docutils wraps them in one `<div>`).
    static func answer(_ blockquote: xmlNodePtr) -> String {
        let elements = HTMLText.elementChildren(of: blockquote)
        let wrapped = elements.count == 1 && HTMLText.elementName(elements[0]) == "div"
            && !HTMLText.children(of: blockquote).contains { $0.pointee.type == XML_TEXT_NODE && !HTMLText.textContent($0).allSatisfy(\.isWhitespace) }
        return HTMLToMarkdown.convert(children: wrapped ? elements[0] : blockquote)
    }
}
