/// The question of an MDX item written in a child component, as shadcn's and Radix's accordions
/// write it: `<AccordionTrigger>How do I …?</AccordionTrigger>` over `<AccordionContent>` and
/// the answer's Markdown (Promptz's FAQ). The child's name ends in Trigger, Title, Summary,
/// Header or Question; the answer's wrapper (…Content, …Body, …Panel, …Answer) is no text.
enum MDXTriggers {
    static let questionParts = ["Trigger", "Title", "Summary", "Header", "Heading", "Question"]
    static let answerParts = ["Content", "Body", "Panel", "Answer"]

    /// The question of the first child in `inner` (an item's lines), taken out with the answer
    /// wrapper's own tags; nil, and `inner` left as it is, when the item opens with no such child.
    static func take(from inner: inout [String]) -> String? {
        guard let first = inner.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }) else { return nil }
        let opening = inner[first].drop { $0 == " " || $0 == "\t" }
        guard opening.hasPrefix("<") else { return nil }
        let name = MDXComponents.tagName(opening.dropFirst())
        guard questionParts.contains(where: name.hasSuffix), let open = opening.firstIndex(of: ">") else { return nil }
        // Its text runs to its closing tag, on this line or within a few below.
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
        inner.removeAll { line in
            let trimmed = line.trimmingCharacters(in: " \t")
            guard trimmed.hasPrefix("<"), trimmed.hasSuffix(">"), !trimmed.dropFirst().dropLast().contains(">") else { return false }
            let tag = MDXComponents.tagName(Substring(trimmed.drop { $0 == "<" || $0 == "/" }))
            return answerParts.contains(where: tag.hasSuffix)
        }
        return question
    }
}
