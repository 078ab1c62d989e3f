internal import CLibXML2

/// A page's table of contents is navigation, not questions: a "Contents" heading and what
/// follows it, blocks a generator marks as one (`class="toc"`, `id="toc"`), and lists whose
/// text is mostly links to `#anchors` on the page. The HTML walker leaves them out.
enum HTMLTableOfContents {
    private static let titles: Set<String> = [
        "contents", "table of contents", "toc", "outline", "detailed contents", "short contents", "detailed table of contents", "index", "questions", "the questions", "list of questions", "summary",
        "inhalt", "inhaltsverzeichnis", "table des matières", "sommaire", "índice", "indice", "contenido",
    ]

    /// Whether a heading's text names a table of contents ("Contents", "Table of Contents:").
    static func isTitle(_ text: String) -> Bool {
        titles.contains(text.lowercased().trimmingCharacters(in: " :.\u{A0}"))
    }

    /// A block a generator marks as a table of contents (DocBook XSL, AsciiDoc, Sphinx, pandoc).
    static func isMarked(_ element: xmlNodePtr) -> Bool {
        let id = HTMLText.attribute(element, "id")?.lowercased() ?? ""
        if ["toc", "toctitle", "table-of-contents", "contents"].contains(id) { return true }
        let classes = (HTMLText.attribute(element, "class") ?? "").lowercased().split(separator: " ")
        return classes.contains { $0 == "toc" || $0 == "contents" || $0 == "table-of-contents" || $0 == "toctree-wrapper" }
    }

    /// A heading that is only a link to an anchor elsewhere on the page (a contents entry
    /// written as a heading, as GNU nano's FAQ does below its "Table of Contents").
    static func isLinkHeading(_ heading: xmlNodePtr) -> Bool {
        let text = HTMLText.collapseWhitespace(HTMLText.textContent(heading))
        let (linked, links) = linkedText(heading)
        return links >= 1 && !text.isEmpty && linked.count == text.filter { !$0.isWhitespace }.count
    }

    /// A list, table or paragraph of two or more links to `#anchors` that make most of its text.
    static func isLinkList(_ element: xmlNodePtr) -> Bool {
        guard ["ul", "ol", "dl", "table", "p", "div", "menu", "blockquote", "center", "section"].contains(HTMLText.elementName(element)) else { return false }
        let (linked, links) = linkedText(element)
        guard links >= 2 else { return false }
        let total = HTMLText.textContent(element).filter { !$0.isWhitespace }.count
        return linked.count * 10 >= total * 6
    }

    /// `#answer`, or `faq.html#answer` (the page by its file name, as DocBook XSL writes them).
    static func isAnchorLink(_ href: String) -> Bool {
        guard let hash = href.firstIndex(of: "#"), href.index(after: hash) < href.endIndex else { return false }
        return !href[..<hash].contains(":") && !href[..<hash].contains("/")
    }

    /// The non-blank text inside `<a href="#…">` links below `element`, and how many there are.
    private static func linkedText(_ element: xmlNodePtr) -> (text: String, links: Int) {
        var text = ""
        var links = 0
        var stack: [xmlNodePtr] = [element]
        while let node = stack.popLast() {
            guard node.pointee.type == XML_ELEMENT_NODE else { continue }
            if HTMLText.elementName(node) == "a", let href = HTMLText.attribute(node, "href"), isAnchorLink(href) {
                links += 1
                text += HTMLText.textContent(node).filter { !$0.isWhitespace }
                continue
            }
            var child = node.pointee.children
            while let c = child {
                stack.append(c)
                child = c.pointee.next
            }
        }
        return (text, links)
    }
}
