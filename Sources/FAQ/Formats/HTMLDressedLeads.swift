internal import CLibXML2

/// Bold paragraphs that ask nothing but are dressed as the page's questions are: the same chain
/// of elements inside the bold run, more than bold alone (MPFIT's `<p><b><font size="+2"><a
/// name="help">Help! I can't get my fitting to work!</a></font></b></p>` among ten asking in
/// that dress). Three or more must ask, and they must be most of those dressed so; then the rest
/// are entries too. Plain bold paragraphs stay text unless they ask: a page bolds its warnings.
enum HTMLDressedLeads {
    /// The fewest asking paragraphs that make a dress the questions'.
    static let minimumAsking = 3

    /// The paragraphs in a question's dress that do not ask, with their text.
    static func find(in body: xmlNodePtr) -> [xmlNodePtr: String] {
        var byDress: [String: [(node: xmlNodePtr, text: String, asks: Bool)]] = [:]
        var stack: [xmlNodePtr] = [body]
        while let node = stack.popLast() {
            guard node.pointee.type == XML_ELEMENT_NODE else { continue }
            if ["p", "div"].contains(HTMLText.elementName(node)), let lead = HTMLBoldQuestions.soleEmphasis(node, allowed: HTMLBoldQuestions.strong),
               let dress = dress(of: lead) {
                let text = HTMLText.collapseWhitespace(HTMLText.textContent(lead))
                if !text.isEmpty, text.count <= HTMLBoldQuestions.classMarkedLength {
                    byDress[dress, default: []].append((node, text, HTMLBoldQuestions.paragraphLead(node) != nil))
                }
                continue
            }
            stack.append(contentsOf: HTMLText.elementChildren(of: node))
        }
        var found: [xmlNodePtr: String] = [:]
        for paragraphs in byDress.values {
            let asking = paragraphs.count { $0.asks }
            guard asking >= minimumAsking, asking * 3 >= paragraphs.count * 2 else { continue }
            for paragraph in paragraphs where !paragraph.asks { found[paragraph.node] = paragraph.text }
        }
        return found
    }

    /// The elements a bold run wraps its words in, one inside the other (`font size=+2 > a name`), as one
    /// string; nil when it wraps them in none, or in more than one beside each other.
    private static func dress(of bold: xmlNodePtr) -> String? {
        var parts: [String] = []
        var current = bold
        while true {
            let content = HTMLText.children(of: current).filter {
                $0.pointee.type == XML_ELEMENT_NODE || !HTMLText.textContent($0).allSatisfy(\.isWhitespace)
            }
            guard content.count == 1, let only = content.first, only.pointee.type == XML_ELEMENT_NODE else { break }
            let name = HTMLText.elementName(only)
            let detail = name == "font" ? HTMLText.attribute(only, "size") ?? HTMLText.attribute(only, "face") ?? ""
                : name == "a" ? (HTMLText.attribute(only, "href") == nil ? "name" : "link") : HTMLText.attribute(only, "class") ?? ""
            parts.append(name + "[" + detail + "]")
            current = only
        }
        return parts.isEmpty ? nil : parts.joined(separator: ">")
    }
}
