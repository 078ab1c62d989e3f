internal import CLibXML2

/// Hand-written pages whose questions are bold lines named by an anchor that the page's own
/// contents link to: `<a name="A1"><b>Question?</b></a><br>` (dar), `<a name="ROTATE"></a><br>
/// <b><u>FAQ-COM120 : HOW TO ROTATE MY LOGS</u></b><br>` (AWStats), or `<strong>1.1. <a
/// name="q1.1">Question?</a></strong><br>` (ht://Dig). Being a target of the
/// contents makes such a line a question even when it states a problem or a topic; a run of
/// them is taken when most are, as a run of bold lines that ask is (`HTMLBoldQuestions`).
enum HTMLAnchoredQuestions {
    private static let strong: Set<String> = ["b", "strong"]

    /// Every `#fragment` that a link on the page points to, in one pass.
    static func linkTargets(_ root: xmlNodePtr) -> Set<String> {
        var targets: Set<String> = []
        var stack: [xmlNodePtr] = [root]
        while let node = stack.popLast() {
            guard node.pointee.type == XML_ELEMENT_NODE else { continue }
            if HTMLText.elementName(node) == "a", let href = HTMLText.attribute(node, "href"), HTMLTableOfContents.isAnchorLink(href),
               let hash = href.firstIndex(of: "#") {
                targets.insert(String(href[href.index(after: hash)...]))
            }
            stack.append(contentsOf: HTMLText.children(of: node))
        }
        return targets
    }

    /// The question and anchor of a bold line (`element` is the bold run, or an `<a name>`
    /// around one) that ends at a `<br>` and is named by an anchor the page links to; nil otherwise.
    static func lead(_ element: xmlNodePtr, targets: Set<String>) -> (question: String, anchor: String)? {
        guard !targets.isEmpty, endsLine(element) || isAllOfItsItem(element) else { return nil }
        let name = HTMLText.elementName(element)
        let bold: xmlNodePtr
        let anchor: String?
        if name == "a", HTMLText.attribute(element, "href") == nil, let inner = soleBold(element) {
            bold = inner
            anchor = HTMLText.attribute(element, "name") ?? HTMLText.attribute(element, "id")
        } else if strong.contains(name) {
            bold = element
            anchor = anchorsBefore(element).first { targets.contains($0) } ?? anchorInside(element)
        } else {
            return nil
        }
        guard let anchor, targets.contains(anchor) else { return nil }
        let text = HTMLText.collapseWhitespace(HTMLText.textContent(bold))
        guard !text.isEmpty else { return nil }
        return (MarkdownQuestionPatterns.questionPrefix(text) ?? text, anchor)
    }

    /// Paragraphs that are nothing but a named anchor's words, each named by an anchor a link
    /// on the page points to with the same words: Word's headings exported with their `_Toc`
    /// anchors (FlightGear's `<B><U><P><A NAME="_Toc493997499">Who am I &amp; what do I do?</A></P>`,
    /// its bold left outside, under a contents of links saying the same). Only on a page with no
    /// heading elements, three or more: elsewhere such paragraphs are footnotes, glossary terms or
    /// a "top" anchor.
    static func namedParagraphs(in body: xmlNodePtr) -> [xmlNodePtr: (question: String, anchor: String)] {
        guard HTMLText.firstElement(in: body, where: { HTMLText.headingLevel($0) != nil }) == nil else { return [:] }
        var linkWords: [String: Set<String>] = [:]
        var candidates: [(xmlNodePtr, String, String)] = []
        var stack: [xmlNodePtr] = [body]
        while let node = stack.popLast() {
            guard node.pointee.type == XML_ELEMENT_NODE else { continue }
            let name = HTMLText.elementName(node)
            if name == "a", let href = HTMLText.attribute(node, "href"), let hash = href.firstIndex(of: "#"), HTMLTableOfContents.isAnchorLink(href) {
                linkWords[String(href[href.index(after: hash)...]), default: []].insert(QuestionShape.key(Substring(HTMLText.textContent(node))))
            } else if name == "p", let (question, anchor) = namedParagraph(node) {
                candidates.append((node, question, anchor))
                continue
            }
            stack.append(contentsOf: HTMLText.elementChildren(of: node))
        }
        let named = candidates.filter { _, question, anchor in
            let key = QuestionShape.key(Substring(question))
            return !key.isEmpty && linkWords[anchor]?.contains { $0.hasPrefix(key) } == true
        }
        guard named.count >= 3 else { return [:] }
        return Dictionary(named.map { ($0.0, (question: $0.1, anchor: $0.2)) }, uniquingKeysWith: { first, _ in first })
    }

    /// A paragraph that is only a named anchor's words: its words and the anchor's name.
    private static func namedParagraph(_ element: xmlNodePtr) -> (question: String, anchor: String)? {
        let content = HTMLText.children(of: element).filter {
            $0.pointee.type == XML_ELEMENT_NODE || !HTMLText.textContent($0).allSatisfy(\.isWhitespace)
        }
        guard content.count == 1, let anchor = content.first, HTMLText.elementName(anchor) == "a", HTMLText.attribute(anchor, "href") == nil,
              let name = HTMLText.attribute(anchor, "name") ?? HTMLText.attribute(anchor, "id") else { return nil }
        let text = HTMLText.collapseWhitespace(HTMLText.textContent(anchor))
        guard !text.isEmpty, text.count <= HTMLBoldQuestions.classMarkedLength else { return nil }
        return (text, name)
    }

    /// Whether `element` is all that its list item holds, blank text aside, and the item is followed
    /// by its answer, no other item (LAMARC's `<LI><A NAME="Q1"><B>"…"</B></A></LI><P>…</P>`); a
    /// list of such items alone names groups or topics.
    static func isAllOfItsItem(_ element: xmlNodePtr) -> Bool {
        guard let item = element.pointee.parent, HTMLText.elementName(item) == "li",
              HTMLText.previousNonBlank(element) == nil, HTMLText.nextNonBlank(element) == nil,
              let after = HTMLText.nextNonBlank(item) else { return false }
        return after.pointee.type != XML_ELEMENT_NODE || HTMLText.elementName(after) != "li"
    }

    /// Whether the next thing after `element` (blank text aside) is a line break.
    static func endsLine(_ element: xmlNodePtr) -> Bool {
        var next = element.pointee.next
        // libxml2 merges adjacent text, so one blank text node at most lies between.
        if let n = next, n.pointee.type == XML_TEXT_NODE, HTMLText.textContent(n).allSatisfy(\.isWhitespace) { next = n.pointee.next }
        guard let br = next else { return false }
        return br.pointee.type == XML_ELEMENT_NODE && HTMLText.elementName(br) == "br"
    }

    /// The names of the empty `<a name>`s just before `element`, nearest first, with only line
    /// breaks and blank text between (AWStats writes `<a name="X"></a><br>` above the line,
    /// sometimes two anchors for one answer).
    static func anchorsBefore(_ element: xmlNodePtr) -> [String] {
        var previous = element.pointee.prev
        var found: [String] = []
        // A few nodes back at most: a page of line breaks must not make every bold run scan it.
        var steps = 0
        while let p = previous, found.count < 4, steps < 8 {
            previous = p.pointee.prev
            steps += 1
            if p.pointee.type == XML_TEXT_NODE, HTMLText.textContent(p).allSatisfy(\.isWhitespace) { continue }
            guard p.pointee.type == XML_ELEMENT_NODE else { break }
            let name = HTMLText.elementName(p)
            if name == "br" { continue }
            guard name == "a", HTMLText.attribute(p, "href") == nil, HTMLText.textContent(p).allSatisfy(\.isWhitespace),
                  let anchor = HTMLText.attribute(p, "name") ?? HTMLText.attribute(p, "id") else { break }
            found.append(anchor)
        }
        return found
    }

    /// The name of an `<a name>` among the bold run's children, after its number at most
    /// (ht://Dig: `<strong>1.1. <a name="q1.1">Can I search…?</a></strong><br>`).
    private static func anchorInside(_ bold: xmlNodePtr) -> String? {
        var child = bold.pointee.children
        var steps = 0
        while let c = child, steps < 3 {
            child = c.pointee.next
            steps += 1
            if c.pointee.type == XML_ELEMENT_NODE, HTMLText.elementName(c) == "a", HTMLText.attribute(c, "href") == nil {
                return HTMLText.attribute(c, "name") ?? HTMLText.attribute(c, "id")
            }
        }
        return nil
    }

    /// The one bold element that holds all of an anchor's text.
    private static func soleBold(_ anchor: xmlNodePtr) -> xmlNodePtr? {
        var found: xmlNodePtr?
        var child = anchor.pointee.children
        while let c = child {
            defer { child = c.pointee.next }
            if c.pointee.type == XML_TEXT_NODE, HTMLText.textContent(c).allSatisfy(\.isWhitespace) { continue }
            guard c.pointee.type == XML_ELEMENT_NODE, strong.contains(HTMLText.elementName(c)), found == nil else { return nil }
            found = c
        }
        return found
    }
}
