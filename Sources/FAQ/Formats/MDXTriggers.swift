/// The question of an MDX item written in a child component, as shadcn's and Radix's accordions
/// write it: `<AccordionTrigger>How do I …?</AccordionTrigger>` over `<AccordionContent>` and
/// the answer's Markdown (Promptz's FAQ). The child's name ends in Trigger, Title, Summary,
/// Header, Heading or Question; the answer's wrapper right after it (…Content, …Body, …Panel,
/// …Answer) is no text.
enum MDXTriggers {
    static let questionParts = ["Trigger", "Title", "Summary", "Header", "Heading", "Question"]
    static let answerParts = ["Content", "Body", "Panel", "Answer"]

    /// Whether a trigger child opens the item whose opening tag ends on line `tagLine` (1-based) with
    /// `after` after it: on that line or the next lines with text, three at most.
    static func follows(_ after: String, _ lines: [String], after tagLine: Int, to: Int) -> Bool {
        let candidates = [after] + lines[tagLine..<min(to, tagLine + 3)]
        guard let first = candidates.first(where: { !$0.allSatisfy(\.isWhitespace) }) else { return false }
        let opening = first.drop { $0 == " " || $0 == "\t" }
        return opening.hasPrefix("<") && questionParts.contains(where: MDXComponents.tagName(opening.dropFirst()).hasSuffix)
    }

    /// The question of the first child in `inner` (an item's lines), taken out with the answer
    /// wrapper's own tags; nil, and `inner` left as it is, when the item opens with no such child.
    static func take(from inner: inout [String]) -> String? {
        guard let first = inner.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }) else { return nil }
        let opening = inner[first].drop { $0 == " " || $0 == "\t" }
        guard opening.hasPrefix("<") else { return nil }
        let name = MDXComponents.tagName(opening.dropFirst())
        guard questionParts.contains(where: name.hasSuffix), let open = opening.firstIndex(of: ">") else { return nil }
        // Its text runs to its closing tag, on this line or within ten below (a question, not an answer, is so long).
        var text = String(opening[opening.index(after: open)...])
        var last = first
        let closingTag = "</" + name + ">"
        while text.range(ofLiteralIn: closingTag) == nil {
            last += 1
            guard last < inner.count, last <= first + 10 else { return nil }
            text += " " + inner[last]
        }
        let question = HTMLText.collapseWhitespace(HTMLText.plainText(of: String(text[..<text.range(ofLiteralIn: closingTag)!.lowerBound])))
        guard !question.isEmpty else { return nil }
        inner.removeSubrange(first...last)
        // The answer's wrapper: the next tag alone on its line, and the last line closing it.
        if let open = inner.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }), let tag = MDXComponents.loneTag(inner[open]),
           !tag.hasPrefix("</") {
            let wrapper = MDXComponents.tagName(Substring(tag.dropFirst()))
            if answerParts.contains(where: wrapper.hasSuffix),
               let close = inner.lastIndex(where: { MDXComponents.loneTag($0) == "</" + wrapper + ">" }), close > open {
                inner.remove(at: close)
                inner.remove(at: open)
            }
        }
        return question
    }
}
