internal import CLibXML2

/// Pages that render Markdown in the browser: Strapdown.js's `<xmp>` (a course site's FAQ,
/// its Markdown indented under the tag), and `<script type="text/markdown">` as md-block and
/// zero-md read it. The Markdown is the page's content, read as Markdown is, when it holds most
/// of the page's text; a page that only quotes some Markdown keeps its own reading.
enum HTMLMarkdownPages {
    /// The Markdown a page renders, its shared indentation removed; nil when there is none or it is not most of the page.
    static func markdown(in html: String) -> String? {
        // Told by bytes first: every page is asked.
        let lower = html.lowercased()
        guard lower.range(ofLiteralIn: "<xmp") != nil || lower.range(ofLiteralIn: "text/markdown") != nil,
              let doc = HTMLText.parse(html) else { return nil }
        defer { faq_xml_free_doc(doc) }
        guard let root = faq_xml_doc_get_root_element(doc),
              let element = HTMLText.firstElement(in: root, where: isMarkdown) else { return nil }
        let markdown = MarkdownQuestionBullets.dedent(rawText(element))
        let body = MarkdownFormat.firstElement(named: "body", in: root) ?? root
        // The page's own text beside it (a "Back" button) is a few words; scripts and styles count for none.
        let pageWords = wordCount(HTMLText.textContent(body))
        let ownWords = wordCount(markdown)
        let besideWords = HTMLText.elementName(element) == "script" ? pageWords : max(0, pageWords - ownWords)
        guard ownWords > 0, 4 * besideWords <= ownWords else { return nil }
        return markdown
    }

    /// The text below an element as written, a script's too.
    private static func rawText(_ element: xmlNodePtr) -> String {
        var text = ""
        var stack = HTMLText.children(of: element).reversed() as [xmlNodePtr]
        while let node = stack.popLast() {
            if node.pointee.type == XML_TEXT_NODE || node.pointee.type == XML_CDATA_SECTION_NODE, let content = node.pointee.content {
                text += String(cString: content)
            }
            stack.append(contentsOf: HTMLText.children(of: node).reversed())
        }
        return text
    }

    /// Words as spaces part them (a line of Chinese counts as one or a few: the ratio is what counts).
    private static func wordCount(_ text: String) -> Int {
        text.split(whereSeparator: \.isWhitespace).count
    }

    /// Whether an element holds Markdown to render: an `<xmp>`, or a script of type `text/markdown`.
    private static func isMarkdown(_ node: xmlNodePtr) -> Bool {
        switch HTMLText.elementName(node) {
        case "xmp": true
        case "script": HTMLText.attribute(node, "type")?.lowercased() == "text/markdown"
        default: false
        }
    }
}
