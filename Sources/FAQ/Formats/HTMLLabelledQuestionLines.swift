internal import CLibXML2
import Glibc

/// A question line opened by a bold question label: `<b>Q12</b>. Where can I …?` up to the next
/// block or line break, the label alone in bold (or in an anchor around the bold run, as
/// graphviz's `<A name=Q12 HREF=#Q12><B>Q12</A>. Where …?</B>` parses: its `</A>` closes the
/// bold run early). The label ("Q12", "Q16b.", "Q.", "Q:") marks a question as `Q:` does in
/// plain text, so the line is one whether or not it asks.
enum HTMLLabelledQuestionLines {
    private static let blocks: Set<String> = ["p", "div", "pre", "ul", "ol", "dl", "table", "blockquote", "hr", "br",
                                              "h1", "h2", "h3", "h4", "h5", "h6", "center", "form"]

    /// Runs that set a label apart: bold, or emphasis (JCIFS's `<em>Q:</em>`).
    private static let labelRuns: Set<String> = ["b", "strong", "em", "i"]

    /// Whether `element` is a bold or emphasised run holding only a question label, or an anchor holding one.
    static func isLabel(_ element: xmlNodePtr) -> Bool {
        let name = HTMLText.elementName(element)
        guard name == "a" || labelRuns.contains(name), hasShortText(element) else { return false }
        let text = HTMLText.collapseWhitespace(HTMLText.textContent(element))
        guard isLabelText(text) else { return false }
        // The word written out labels a list item's question (atlc's); opening a paragraph under a
        // heading, it words that heading's question again (MICKA's "**Question:** …" under each topic).
        if text.dropFirst().first?.isLetter == true, !opensListItem(element) { return false }
        if name != "a" { return true }
        return HTMLText.elementChildren(of: element).contains { labelRuns.contains(HTMLText.elementName($0)) }
    }

    /// The question after a label element: the inline nodes that follow it up to a block or
    /// line break, as text (a leading "." or ":" dropped), and those nodes. Nil when they hold no words.
    static func question(after label: xmlNodePtr) -> (text: String, nodes: [xmlNodePtr])? {
        var nodes: [xmlNodePtr] = []
        var next = label.pointee.next
        var container = label.pointee.parent
        // A line is short: a few dozen nodes at most, so a page of inline text costs little.
        while nodes.count < 40 {
            // The line goes on past an inline element that holds the label (Word's `<span><b>Q10:</b> </span>Does …`).
            if next == nil, let inline = container, HTMLInlineRuns.inlineNames.contains(HTMLText.elementName(inline)) {
                next = inline.pointee.next
                container = inline.pointee.parent
                continue
            }
            guard let n = next else { break }
            if n.pointee.type == XML_ELEMENT_NODE, blocks.contains(HTMLText.elementName(n)) { break }
            nodes.append(n)
            next = n.pointee.next
        }
        let text = HTMLText.collapseWhitespace(nodes.map { HTMLText.textContent($0) }.joined())
            .drop { ".:)– -".contains($0) }
        guard text.contains(where: \.isLetter) else { return nil }
        return (String(text), nodes)
    }

    /// Whether `element` is the first content of a list item.
    private static func opensListItem(_ element: xmlNodePtr) -> Bool {
        guard let parent = element.pointee.parent, HTMLText.elementName(parent) == "li" else { return false }
        return HTMLText.children(of: parent).first {
            $0.pointee.type == XML_ELEMENT_NODE || !HTMLText.textContent($0).allSatisfy(\.isWhitespace)
        } == element
    }

    /// Whether the element's text is a few characters at most, read no further than that
    /// (an anchor left open may hold the rest of the page).
    private static func hasShortText(_ element: xmlNodePtr) -> Bool {
        var count = 0
        var stack = [element]
        while let node = stack.popLast() {
            if node.pointee.type == XML_TEXT_NODE, let content = node.pointee.content {
                count += strlen(content)
                if count > 40 { return false }
            }
            var child = node.pointee.last
            while let c = child {
                stack.append(c)
                child = c.pointee.prev
            }
            if stack.count > 40 { return false }
        }
        return true
    }

    /// "Q12", "Q16b.", "Q.", "Q:": a `Q`, a number with one letter at most, a mark at most; or the
    /// word written out, "Question:", "Question 3." (atlc's list items), with its mark.
    static func isLabelText(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.hasPrefix("Question") || rest.hasPrefix("QUESTION") {
            rest = rest.dropFirst(8).drop { $0 == " " }.drop { $0.isNumber }
            return rest == ":" || rest == "."
        }
        guard rest.first == "Q" else { return false }
        rest = rest.dropFirst()
        rest = rest.drop { $0.isNumber }
        if let letter = rest.first, letter.isLowercase, rest.count <= 2 { rest = rest.dropFirst() }
        if let mark = rest.first, ".:)".contains(mark) { rest = rest.dropFirst() }
        return rest.isEmpty && text.count > 1 || text == "Q"
    }
}
