internal import CLibXML2

/// Pages that render Markdown in the browser: Strapdown.js's `<xmp>` (a course site's FAQ,
/// its Markdown indented under the tag), and `<script type="text/markdown">` as md-block and
/// zero-md read it. The Markdown is the page's content, read as Markdown is, when it holds most
/// of the page's text; a page that only quotes some Markdown keeps its own reading.
enum HTMLMarkdownPages {
    /// The Markdown a page renders, its shared indentation removed and set on the lines it has in
    /// the page (so that a line named is the page's); nil when there is none or it is not most of the page.
    static func markdown(in html: String) -> String? {
        // Told by bytes first: every page is asked.
        let bytes = Array(html.utf8)
        guard find("<xmp", in: bytes, from: 0) != nil || find("text/markdown", in: bytes, from: 0) != nil,
              let doc = HTMLText.parse(html) else { return nil }
        defer { faq_xml_free_doc(doc) }
        guard let root = faq_xml_doc_get_root_element(doc),
              let element = HTMLText.firstElement(in: root, where: isMarkdown) else { return nil }
        // Taken from the source between the tags: the parser reads tags inside (`<details>`, `a<b`) as elements.
        let tag = HTMLText.elementName(element)
        guard let (lineOffset, content) = source(of: tag, in: bytes) else { return nil }
        let markdown = MarkdownQuestionBullets.dedent(content)
        let body = MarkdownFormat.firstElement(named: "body", in: root) ?? root
        // The page's own text beside it (a "Back" button) is a few words; scripts and styles count for none.
        let pageWords = wordCount(HTMLText.textContent(body))
        let ownWords = wordCount(markdown)
        let besideWords = tag == "script" ? pageWords : max(0, pageWords - wordCount(HTMLText.textContent(element)))
        guard ownWords > 0, 4 * besideWords <= ownWords else { return nil }
        return String(repeating: "\n", count: lineOffset) + markdown
    }

    /// The text between the first `<tag …>` holding Markdown and its `</tag>` in the source, and how many lines come before it.
    private static func source(of tag: String, in bytes: [UInt8]) -> (Int, String)? {
        var i = 0
        while let open = find("<" + tag, in: bytes, from: i) {
            guard let close = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            let attributes = String(decoding: bytes[open..<close], as: UTF8.self).lowercased()
            i = close + 1
            guard tag == "xmp" || attributes.range(ofLiteralIn: "text/markdown") != nil else { continue }
            guard let end = find("</" + tag, in: bytes, from: i) else { return nil }
            return (bytes[..<i].count { $0 == UInt8(ascii: "\n") }, String(decoding: bytes[i..<end], as: UTF8.self))
        }
        return nil
    }

    /// Where `needle` (ASCII, in lower case) first stands in `bytes` from `start`, in any case.
    private static func find(_ needle: String, in bytes: [UInt8], from start: Int) -> Int? {
        MarkupBytes.find(Array(needle.utf8), in: bytes, from: start, caseInsensitive: true)
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
