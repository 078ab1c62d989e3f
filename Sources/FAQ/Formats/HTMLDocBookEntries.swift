internal import CLibXML2

/// A DocBook `<qandaentry>` rendered as marked blocks rather than table rows: the DSSSL
/// stylesheets (jade, `docbook-utils`) write `<DIV CLASS="QANDAENTRY"><DIV CLASS="QUESTION">…
/// <DIV CLASS="ANSWER">…`, and other XSL customisations `<dl class="qandaentry"><dt
/// class="question">…<dd class="answer">`. The entry is a question: its question block's text
/// (less a "1.2." or "Q:" label) asks, and its answer blocks answer. Classes are compared
/// without case, as DSSSL writes them in capitals.
enum HTMLDocBookEntries {
    /// Whether `element` is a `qandaentry` block holding a question block.
    static func isEntry(_ element: xmlNodePtr) -> Bool {
        HTMLText.elementName(element) != "tr" && HTMLText.hasClass(element, "qandaentry") && marked("question", in: element) != nil
    }

    /// The entry's question; nil when its question block has no words.
    static func question(_ entry: xmlNodePtr) -> HeadingTree.ListedQuestion? {
        guard let block = marked("question", in: entry) else { return nil }
        let text = HTMLDocBookXSL.withoutLabel(HTMLText.collapseWhitespace(HTMLText.textContent(block)))
        guard !text.isEmpty else { return nil }
        var answers: [String] = []
        for child in HTMLText.elementChildren(of: entry) where HTMLText.hasClass(child, "answer") {
            answers.append(withoutAnswerLabel(HTMLToMarkdown.convert(children: child)))
        }
        let anchor = HTMLText.attribute(entry, "id") ?? firstAnchor(in: block)
        return HeadingTree.ListedQuestion(question: text, answer: answers.filter { !$0.isEmpty }.joined(separator: "\n\n"),
                                          anchor: anchor, line: Int(faq_xml_get_line_no(block)))
    }

    /// The answer without the label DSSSL sets before it: an empty bold run, or "A:".
    private static func withoutAnswerLabel(_ markdown: String) -> String {
        var text = Substring(markdown)
        for label in ["** **", "****", "**A\\:**", "**A\\: **", "A\\:"] where text.hasPrefix(label) {
            text = text.dropFirst(label.count)
            break
        }
        return String(text.drop { $0 == " " })
    }

    /// The first child of `element` marked `name`.
    private static func marked(_ name: String, in element: xmlNodePtr) -> xmlNodePtr? {
        HTMLText.elementChildren(of: element).first { HTMLText.hasClass($0, name) }
    }

    private static func firstAnchor(in element: xmlNodePtr) -> String? {
        var stack = [element]
        while let node = stack.popLast() {
            if HTMLText.elementName(node) == "a", let name = HTMLText.attribute(node, "name") ?? HTMLText.attribute(node, "id") { return name }
            stack += HTMLText.elementChildren(of: node).reversed()
        }
        return nil
    }
}
