internal import CLibXML2

/// The inline nodes of a paragraph the page walker walks into (one that holds a bold question
/// line) make one paragraph of the answer, as the page shows them: "a group (", a link and
/// ") that…" are one sentence, not three paragraphs. A bold run that ends its line stays apart
/// (the walker weighs it as a question line), and so does the list marker written before one
/// (lp_solve's `<p>- <b>Question</b><br>`), which is no text of the answer.
enum HTMLInlineRuns {
    /// Elements that sit inside a line of text.
    static let inlineNames: Set<String> = [
        "a", "b", "strong", "i", "em", "u", "code", "tt", "kbd", "var", "samp", "span", "font", "big", "small",
        "sub", "sup", "cite", "abbr", "acronym", "q", "s", "strike", "del", "ins", "mark", "img", "br",
    ]

    /// Whether `node` joins the inline nodes beside it: text, or an inline element that is no
    /// navigation, no empty anchor (the walker keeps its name for the line below), no bold
    /// line of its own and no question's label.
    static func joins(_ node: xmlNodePtr) -> Bool {
        switch node.pointee.type {
        case XML_TEXT_NODE, XML_ENTITY_REF_NODE: return true
        case XML_ELEMENT_NODE:
            let name = HTMLText.elementName(node)
            // A navigation link or a skipped element stays apart, for the walker to leave out.
            guard inlineNames.contains(name), !HTMLFAQFormat.isNavigation(node) else { return false }
            if name == "a", node.pointee.children == nil { return false }
            // A question's label (`<em>Q:</em>`) opens a line of its own.
            return !endsBoldLine(node) && !HTMLLabelledQuestionLines.isLabel(node)
        default: return false
        }
    }

    /// Whether `node` is a bold run that ends its line, or ends its paragraph having opened its
    /// line (a bold run closing a sentence, "… read <b>the manual</b>.", is part of it).
    private static func endsBoldLine(_ node: xmlNodePtr) -> Bool {
        HTMLBoldQuestions.isBold(node) && !HTMLBoldQuestions.restatesAfterOr(node) && (HTMLAnchoredQuestions.endsLine(node)
            || HTMLText.nextNonBlank(node) == nil && HTMLBoldQuestions.lineMarker(node) != nil)
    }

    /// Whether `node` is the list marker written before a bold line ("- " before `<b>…</b><br>`).
    static func isMarker(_ node: xmlNodePtr) -> Bool {
        guard node.pointee.type == XML_TEXT_NODE, let next = HTMLText.nextNonBlank(node), endsBoldLine(next),
              let marker = HTMLBoldQuestions.lineMarker(next), !marker.isEmpty else { return false }
        return HTMLText.collapseWhitespace(HTMLText.textContent(node)).trimmingCharacters(in: " ") == marker
    }

    /// `current`'s Markdown with the inline siblings after it that join it, taken off `stack`
    /// (where the walk keeps them next); `stops` says which node must stay apart (one the walker
    /// weighs as structure). A line break or blank text that ends the run is dropped.
    static func take(from current: xmlNodePtr, _ stack: inout [xmlNodePtr], stops: (xmlNodePtr) -> Bool) -> String {
        var run = [current]
        while HTMLText.elementName(current) != "br", joins(current), let next = stack.last,
              next.pointee.parent == current.pointee.parent, joins(next), !isMarker(next), !stops(next) {
            run.append(stack.removeLast())
        }
        while run.count > 1, let last = run.last, last.pointee.type == XML_ELEMENT_NODE && HTMLText.elementName(last) == "br"
                || last.pointee.type == XML_TEXT_NODE && HTMLText.textContent(last).allSatisfy(\.isWhitespace) { run.removeLast() }
        return HTMLToMarkdown.tidy(run.map(HTMLToMarkdown.inline).joined())
    }
}
