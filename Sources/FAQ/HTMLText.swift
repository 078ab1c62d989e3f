internal import CLibXML2
import FoundationEssentials

/// Reads HTML with libxml2's forgiving HTML parser (never regular expressions).
enum HTMLText {
    /// Parses an HTML fragment or page; nil only when libxml2 gives up entirely.
    static func parse(_ html: String) -> htmlDocPtr? {
        let options = Int32(HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue)
        let bytes = Array(html.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(1, buffer.count)) {
                faq_html_read_memory($0, Int32(buffer.count), nil, "UTF-8", options)
            }
        }
    }

    /// Closes a heading where a browser does: a heading's start tag inside an open heading
    /// (collectl's stray `<h2>` before `<h2>Question?</h2>`) ends it, so the inner heading and
    /// everything after it become the outer one's next siblings. libxml2 nests them, and the
    /// empty heading then holds the rest of the page.
    static func closeNestedHeadings(below root: xmlNodePtr) {
        var stack = [root]
        while let node = stack.popLast() {
            var children = elementChildren(of: node)
            if isHeading(node), let inner = children.firstIndex(where: isHeading) {
                var anchor = node
                var moving: xmlNodePtr? = children[inner]
                while let current = moving {
                    moving = current.pointee.next
                    // Never `current`: a text node merged into a text anchor is freed.
                    guard let moved = faq_xml_move_after(anchor, current) else { break }
                    anchor = moved
                }
                // The moved nodes are the outer heading's siblings now, still to be looked at.
                stack.append(contentsOf: children[inner...].reversed())
                children.removeSubrange(inner...)
            }
            stack.append(contentsOf: children.reversed())
        }
    }

    private static func isHeading(_ node: xmlNodePtr) -> Bool { headingLevel(node) != nil }

    /// The level of an `h1`…`h6` element, read from its name's bytes (every element of a page is
    /// asked); nil for any other node.
    static func headingLevel(_ node: xmlNodePtr) -> Int? {
        guard node.pointee.type == XML_ELEMENT_NODE, let name = node.pointee.name, (name[0] | 0x20) == UInt8(ascii: "h"),
              (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(name[1]), name[2] == 0 else { return nil }
        return Int(name[1] - UInt8(ascii: "0"))
    }

    /// Whether an element lies inside a link to another page (`<a href="download/">`, not `href="#top"`).
    static func isInsideLink(_ node: xmlNodePtr) -> Bool {
        var parent = node.pointee.parent
        while let current = parent, current.pointee.type == XML_ELEMENT_NODE {
            if elementName(current) == "a", let href = attribute(current, "href") {
                return !href.isEmpty && !href.hasPrefix("#")
            }
            parent = current.pointee.parent
        }
        return false
    }

    /// The soname of the libxml2 opened: the one whose headers the program was built with.
    static var libraryName: String { String(cString: faq_xml_library()) }

    /// Whether libxml2 could be opened (the first call opens it, and says on stderr if it cannot).
    static var isAvailable: Bool { faq_xml_available() != 0 }

    /// Throws for `file` when libxml2, which the app opens only when a file needs it, is missing.
    static func requireLibXML2(for file: String) throws(DocumentError) {
        guard !isAvailable else { return }
        throw DocumentError([DocumentProblem(file: file, message: TranslatableText("libxml2 ({1}), which reads XML and HTML, could not be opened", libraryName))])
    }

    /// The text of an HTML fragment without its tags, white space collapsed; without libxml2,
    /// the fragment as written (never nothing: a summary or a question name stays readable).
    static func plainText(of html: String) -> String {
        guard let doc = parse(html) else { return collapseWhitespace(html) }
        defer { faq_xml_free_doc(doc) }
        return collapseWhitespace(textContent(faq_xml_doc_get_root_element(doc)))
    }

    /// The concatenated text below a node (comments and scripts excluded).
    static func textContent(_ node: xmlNodePtr?) -> String {
        var out = ""
        var stack: [xmlNodePtr] = node.map { [$0] } ?? []
        while let current = stack.popLast() {
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { out += String(cString: content) }
            case XML_ENTITY_REF_NODE:
                out += entityText(current) ?? ""
            case XML_ELEMENT_NODE:
                let name = elementName(current)
                if name == "script" || name == "style" || isPermalink(current) { continue }
                if name == "br" { out += "\n" }
                stack.append(contentsOf: children(of: current).reversed())
            default:
                continue
            }
        }
        return out
    }

    /// `node`'s children in order: text, elements and the rest (none for nil).
    static func children(of node: xmlNodePtr?) -> [xmlNodePtr] {
        var result: [xmlNodePtr] = []
        var child = node?.pointee.children
        while let c = child {
            result.append(c)
            child = c.pointee.next
        }
        return result
    }

    /// `node`'s element children in order.
    static func elementChildren(of node: xmlNodePtr) -> [xmlNodePtr] {
        children(of: node).filter { $0.pointee.type == XML_ELEMENT_NODE }
    }

    /// The first element in document order, `node` itself or one below it, that `matches`, among the first `limit`
    /// looked at; iterative, so that a hostile depth costs no stack.
    static func firstElement(in node: xmlNodePtr, limit: Int = .max, where matches: (xmlNodePtr) -> Bool) -> xmlNodePtr? {
        var stack = [node]
        var seen = 0
        while seen < limit, let next = stack.popLast() {
            seen += 1
            if matches(next) { return next }
            stack.append(contentsOf: elementChildren(of: next).reversed())
        }
        return nil
    }

    /// How many elements, `node` itself or below it, are headings.
    static func headingCount(in node: xmlNodePtr) -> Int {
        var count = 0
        // A search that matches nothing visits every element.
        _ = firstElement(in: node) { element in
            if headingLevel(element) != nil { count += 1 }
            return false
        }
        return count
    }

    /// A heading's permalink: a link into the page whose whole text is one mark (Sphinx's `¶`,
    /// `§`, `#`) or one icon font's glyph (a private-use character, as the Read the Docs theme's
    /// link icon U+F0C1), shown on hover by the page's style, no word of the heading. So is a heading's link back to
    /// the top of the page or its contents (Qvitter's "What is {instance-name}? <a href="#faq-table-of-contents">Top</a>").
    static func isPermalink(_ node: xmlNodePtr) -> Bool {
        guard elementName(node) == "a", attribute(node, "href")?.hasPrefix("#") == true else { return false }
        let text = textContent(node.pointee.children).filter { !$0.isWhitespace }
        let icon = text.unicodeScalars.count == 1 && text.unicodeScalars.first.map { (0xE000...0xF8FF).contains($0.value) } == true
        return ["¶", "§", "#", "🔗"].contains(text) || icon
            || backToTopLabels.contains(text.lowercased()) && node.pointee.parent.map { headingLevel($0) != nil } == true
                && node.pointee.prev.map { !textContent($0).allSatisfy(\.isWhitespace) } == true
    }

    /// The words of a link back to the top, spaces left out.
    static let backToTopLabels: Set<String> = ["top", "backtotop", "totop", "[top]", "(top)", "↑", "⬆", "▲", "^"]

    /// The text of a reference to an entity the document declares (`&date;` in a DocBook
    /// file's internal subset), which libxml2 keeps unexpanded: its value when that is plain
    /// text, nil for one holding markup. An entity nothing declares (a DocBook fragment's
    /// `&repmgrd;`, defined in the book that includes it) reads as its name, as the author
    /// wrote it, so that a title of only that entity keeps its words. `XMLEntityBudget` has
    /// bounded what these may add up to.
    static func entityText(_ node: xmlNodePtr) -> String? {
        guard node.pointee.type == XML_ENTITY_REF_NODE else { return nil }
        guard let content = node.pointee.content else { return node.pointee.name.map { String(cString: $0) } }
        let text = String(cString: content)
        return text.contains("<") || text.contains("&") ? nil : text
    }

    /// The node before `node`, past white space.
    static func previousNonBlank(_ node: xmlNodePtr) -> xmlNodePtr? {
        var previous = node.pointee.prev
        while let n = previous, n.pointee.type == XML_TEXT_NODE, textContent(n).allSatisfy(\.isWhitespace) { previous = n.pointee.prev }
        return previous
    }

    /// The first element after `node` among its siblings.
    static func nextElementSibling(_ node: xmlNodePtr) -> xmlNodePtr? {
        var next = node.pointee.next
        while let n = next, n.pointee.type != XML_ELEMENT_NODE { next = n.pointee.next }
        return next
    }

    /// The node after `node`, past white space.
    static func nextNonBlank(_ node: xmlNodePtr) -> xmlNodePtr? {
        var next = node.pointee.next
        while let n = next, n.pointee.type == XML_TEXT_NODE, textContent(n).allSatisfy(\.isWhitespace) { next = n.pointee.next }
        return next
    }

    /// Whether inline markup (`<b>`, `</span>`, `<a href=…>`, `<!-- … -->`) is a tag of an HTML
    /// element, not a word in angle brackets (`<something>`, `<insert name here>`).
    static func namesAnElement(_ markup: String) -> Bool {
        guard markup.hasPrefix("<") else { return false }
        if markup.hasPrefix("<!") || markup.hasPrefix("<?") { return true }
        let name = markup.dropFirst().drop { $0 == "/" }.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }.lowercased()
        return elementNames.contains(name)
    }

    /// HTML's element names, as a Markdown author may write them inline.
    static let elementNames: Set<String> = [
        "a", "abbr", "acronym", "address", "article", "aside", "audio", "b", "bdi", "bdo", "big", "blockquote", "body", "br",
        "button", "caption", "center", "cite", "code", "col", "colgroup", "data", "dd", "del", "details", "dfn", "div", "dl",
        "dt", "em", "embed", "figcaption", "figure", "font", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "head",
        "header", "hr", "html", "i", "iframe", "img", "input", "ins", "kbd", "label", "li", "link", "main", "mark", "meta",
        "nav", "object", "ol", "p", "picture", "pre", "q", "rp", "rt", "ruby", "s", "samp", "script", "section", "select",
        "small", "source", "span", "strike", "strong", "style", "sub", "summary", "sup", "svg", "table", "tbody", "td",
        "template", "textarea", "tfoot", "th", "thead", "time", "title", "tr", "tt", "u", "ul", "var", "video", "wbr",
    ]

    /// An element's name, lowercased; a `<span>` made bold by its `style` is a `b` (`HTMLStyledBold`).
    static func elementName(_ node: xmlNodePtr) -> String {
        let name = node.pointee.name.map { String(cString: $0).lowercased() } ?? ""
        if name == "span", node.pointee.type == XML_ELEMENT_NODE, let style = attribute(node, "style"), HTMLStyledBold.isBold(style: style) { return "b" }
        return name
    }

    /// An attribute's value, read in place (libxml2's `xmlFree` is a global Swift cannot call safely).
    static func attribute(_ node: xmlNodePtr, _ name: String) -> String? {
        var attribute = node.pointee.properties
        while let a = attribute {
            if let attributeName = a.pointee.name, String(cString: attributeName).lowercased() == name {
                var text = ""
                var child = a.pointee.children
                while let c = child {
                    if let content = c.pointee.content { text += String(cString: content) }
                    child = c.pointee.next
                }
                return text
            }
            attribute = a.pointee.next
        }
        return nil
    }

    /// An element's classes, lowercased: HTML's class names match in any case in old pages' quirks mode.
    static func classes(of element: xmlNodePtr) -> [Substring] {
        attribute(element, "class")?.lowercased().split(whereSeparator: \.isWhitespace) ?? []
    }

    /// Whether an element has class `name` (lowercase).
    static func hasClass(_ element: xmlNodePtr, _ name: String) -> Bool {
        classes(of: element).contains { $0 == name }
    }

    /// `text` with every run of white space (as `Character.isWhitespace` says) one space, and
    /// none at either end.
    static func collapseWhitespace(_ text: String) -> String {
        // ASCII text (most of it) by its bytes: the same bytes are white space to both.
        if let ascii = text.utf8.withContiguousStorageIfAvailable(collapsedASCII), let collapsed = ascii { return collapsed }
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The collapsed text of ASCII `bytes`; nil when they are not all ASCII.
    private static func collapsedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard ASCIIBytes.isASCII(bytes) else { return nil }
        // Space, and tab to carriage return (a "\r\n" pair is one Character, white space too).
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        return String(unsafeUninitializedCapacity: bytes.count) { out in
            var count = 0
            var pendingSpace = false
            for byte in bytes {
                if isSpace(byte) {
                    pendingSpace = count > 0
                    continue
                }
                if pendingSpace {
                    out[count] = 0x20
                    count += 1
                    pendingSpace = false
                }
                out[count] = byte
                count += 1
            }
            return count
        }
    }
}
