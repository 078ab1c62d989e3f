internal import CLibXML2
import Glibc

/// Turns answer HTML (the tags search engines allow in FAQ answers: p, br, ul, ol, li, a, b,
/// strong, i, em, h1–h6, div, plus code and pre) into CommonMark, parsed by libxml2. Text is
/// backslash-escaped, so the result formats exactly what the tags said and nothing more.
enum HTMLToMarkdown {
    static func convert(_ html: String) -> String {
        guard let doc = HTMLText.parse(html) else { return escape(html) }
        defer { faq_xml_free_doc(doc) }
        guard let root = faq_xml_doc_get_root_element(doc) else { return "" }
        return convert(children: root)
    }

    /// Converts the children of an XML element (an FML or DocBook answer).
    static func convert(children node: xmlNodePtr) -> String { tidy(blocks(HTMLText.children(of: node), depth: 0)) }

    /// One node's Markdown as it joins its siblings' (inline text keeps its spaces); `tidy` the joined text.
    static func inline(_ node: xmlNodePtr) -> String { blocks([node], depth: 0) }

    /// Without lines of only spaces, runs of blank lines, or blank lines at either end, and without
    /// a line break closing a paragraph (`<p>text<br></p>`), which CommonMark would show as a backslash.
    static func tidy(_ markdown: String) -> String {
        var lines: [Substring] = []
        // A code block's lines keep their backslashes ("make \\" over a blank line): the fence open, if any.
        var fence: Substring?
        func closeParagraph() {
            guard fence == nil, var last = lines.last, last.reversed().prefix(while: { $0 == "\\" }).count % 2 == 1 else { return }
            last = last.dropLast()
            while last.last == " " { last = last.dropLast() }
            lines[lines.count - 1] = last
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let blank = line.allSatisfy { $0 == " " }
            if blank { closeParagraph() }
            // Nor a line break opening one (`<pre>…</pre><br><br>text`): it breaks no line.
            if fence == nil, lines.last?.isEmpty ?? true, line.drop(while: { $0 == " " }) == "\\" { continue }
            if blank, lines.last?.isEmpty ?? true { continue }
            lines.append(blank ? "" : line)
            let marks = line.drop { $0 == " " }.prefix { $0 == "`" }
            if let open = fence {
                if marks.count >= open.count { fence = nil }
            } else if marks.count >= 3 {
                fence = marks
            }
        }
        closeParagraph()
        return lines.joined(separator: "\n").trimmingBlankLines().trimmingCharacters(in: " \n")
    }

    /// Converts one element (or text node) and what it holds.
    static func convert(node: xmlNodePtr) -> String { tidy(blocks([node], depth: 0)) }

    /// Converts a run of sibling nodes, their inline text joined as one element's children are.
    static func convert(nodes: [xmlNodePtr]) -> String { tidy(blocks(nodes, depth: 0)) }

    /// Deeper markup than this is read as plain text (libxml2 caps nesting lower anyway).
    static let maximumDepth = 100

    private static func blocks(_ nodes: [xmlNodePtr], depth: Int) -> String {
        nodes.map { markdown($0, depth: depth) }.joined()
    }

    private static func markdown(_ node: xmlNodePtr, depth: Int) -> String {
        switch node.pointee.type {
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE, XML_ENTITY_REF_NODE:
            let raw = node.pointee.type == XML_ENTITY_REF_NODE ? HTMLText.entityText(node) ?? "" : node.pointee.content.map { String(cString: $0) } ?? ""
            // HTML white space: any run is one space.
            var collapsed = ""
            var lastWasSpace = false
            for c in raw {
                if c.isWhitespace {
                    if !lastWasSpace { collapsed.append(" ") }
                    lastWasSpace = true
                } else {
                    collapsed.append(c)
                    lastWasSpace = false
                }
            }
            return escape(collapsed)
        case XML_ELEMENT_NODE:
            break
        default:
            return ""
        }
        if depth > maximumDepth { return escape(HTMLText.collapseWhitespace(HTMLText.textContent(node))) }
        let inner = { blocks(HTMLText.children(of: node), depth: depth + 1) }
        switch HTMLText.elementName(node) {
        case "p", "div", "section", "article", "body", "html", "para", "simpara", "note", "tip", "warning":
            return "\n\n" + inner().trimmingCharacters(in: " ") + "\n\n"
        case "br":
            return "\\\n"
        case "h1", "h2", "h3", "h4", "h5", "h6":
            return "\n\n### " + inner().replacingAll("\n", with: " ").trimmingCharacters(in: " ") + "\n\n"
        case "b", "strong":
            return wrap(inner(), "**")
        case "i", "em", "emphasis", "citetitle":
            return wrap(inner(), "*")
        case "code", "tt", "kbd", "literal", "function", "type", "classname", "filename", "command", "envar",
             "parameter", "structname", "varname", "constant", "symbol", "option", "userinput":
            return codeSpan(HTMLText.textContent(node))
        case "pre", "programlisting", "screen", "source", "informalexample":
            let code = HTMLText.textContent(node)
            let fence = String(repeating: "`", count: max(3, longestRun(of: "`", in: code) + 1))
            return "\n\n" + fence + "\n" + code.trimmingBlankLines() + "\n" + fence + "\n\n"
        case "a", "ulink":
            let text = inner()
            guard let href = HTMLText.attribute(node, "href") ?? HTMLText.attribute(node, "url"), !href.isEmpty,
                  !href.contains(where: { $0 == "<" || $0 == ">" || $0.isNewline || $0 == " " }) else { return text }
            let trimmed = text.trimmingCharacters(in: " ")
            // A page's link that shows no text (an icon's, "Edit this page" as MkDocs draws it) shows nothing;
            // DocBook's empty `<ulink>` shows its address.
            if trimmed.isEmpty && HTMLText.elementName(node) == "a" { return text }
            let lead = text.hasPrefix(" ") ? " " : "", trail = text.hasSuffix(" ") && !trimmed.isEmpty ? " " : ""
            return lead + "[" + (trimmed.isEmpty ? escape(href) : trimmed) + "](<" + href + ">)" + trail
        case "ul", "ol", "itemizedlist", "orderedlist", "simplelist":
            let ordered = ["ol", "orderedlist"].contains(HTMLText.elementName(node))
            return "\n\n" + list(node, ordered: ordered, depth: depth) + "\n\n"
        case "dl", "variablelist":
            return "\n\n" + definitionList(node, depth: depth) + "\n\n"
        case "footnote":
            return " (" + inner().trimmingBlankLines().trimmingCharacters(in: " \n") + ")"
        case "li", "listitem", "member":
            return "\n\n- " + inner().trimmingCharacters(in: " \n") + "\n\n"
        case "dt", "term":
            return "\n\n" + wrap(inner().replacingAll("\n", with: " "), "**") + "\n\n"
        case "script", "style", "head", "title":
            return ""
        default:
            return inner()
        }
    }

    /// A list's items; text written in the list outside any item (older pages indent a paragraph
    /// with a bare `<ul>`, FOX's FAQ its every answer) is kept as paragraphs where it stands.
    private static func list(_ node: xmlNodePtr, ordered: Bool, depth: Int) -> String {
        var result = ""
        var number = 1
        var loose: [xmlNodePtr] = []
        var lastWasItem = false
        func append(_ text: String, item: Bool) {
            guard !text.isEmpty else { return }
            if !result.isEmpty { result += item && lastWasItem ? "\n" : "\n\n" }
            result += text
            lastWasItem = item
        }
        func flushLoose() {
            let text = blocks(loose, depth: depth).trimmingBlankLines().trimmingCharacters(in: " \n")
            // A line break between items (`<li>-v</li><br><li>-q</li>`) parts nothing.
            if !text.allSatisfy({ $0 == "\\" || $0 == " " || $0 == "\n" }) { append(text, item: false) }
            loose = []
        }
        for child in HTMLText.children(of: node) {
            guard child.pointee.type == XML_ELEMENT_NODE, ["li", "listitem", "member"].contains(HTMLText.elementName(child)) else {
                loose.append(child)
                continue
            }
            flushLoose()
            let marker = ordered ? "\(number). " : "- "
            number += 1
            let body = blocks(HTMLText.children(of: child), depth: depth + 2).trimmingBlankLines().trimmingCharacters(in: " \n")
            append(indented(body, marker: marker), item: true)
        }
        flushLoose()
        return result
    }

    /// `<dl>` (and DocBook's `<variablelist>`): each term in bold as an item, its definition under it.
    private static func definitionList(_ node: xmlNodePtr, depth: Int) -> String {
        var items: [String] = []
        var elements = HTMLText.children(of: node).filter { $0.pointee.type == XML_ELEMENT_NODE }
        // DocBook wraps each term and its definition in a <varlistentry>.
        elements = elements.flatMap { HTMLText.elementName($0) == "varlistentry" ? HTMLText.children(of: $0).filter { $0.pointee.type == XML_ELEMENT_NODE } : [$0] }
        for element in elements {
            let body = blocks(HTMLText.children(of: element), depth: depth + 2).trimmingBlankLines().trimmingCharacters(in: " \n")
            guard !body.isEmpty else { continue }
            switch HTMLText.elementName(element) {
            case "dt", "term": items.append(indented(wrap(body.replacingAll("\n", with: " "), "**"), marker: "- "))
            case "dd", "listitem":
                let definition = indented(body, marker: "  ")
                if items.isEmpty { items.append("- " + definition.dropFirst(2)) } else { items[items.count - 1] += "\n\n" + definition }
            default: items.append(indented(body, marker: "- "))
            }
        }
        return items.joined(separator: "\n")
    }

    /// `body` after `marker`, its continuation lines lined up under the first.
    private static func indented(_ body: String, marker: String) -> String {
        let indent = String(repeating: " ", count: marker.count)
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        return marker + lines.enumerated().map { i, line in i == 0 || line.isEmpty ? String(line) : indent + line }.joined(separator: "\n")
    }

    /// Emphasis around `text`. Line breaks closing it (`<b>Title<br><img></b>`, FOX's title bars) go
    /// after the closing marker: CommonMark closes no emphasis after white space.
    private static func wrap(_ text: String, _ marker: String) -> String {
        var trimmed = Substring(text)
        var breaks = false
        while true {
            while let last = trimmed.last, last == " " || last == "\n" { trimmed = trimmed.dropLast() }
            // A hard break's backslash, not an escaped one: an odd run of them.
            guard trimmed.reversed().prefix(while: { $0 == "\\" }).count % 2 == 1 else { break }
            trimmed = trimmed.dropLast()
            breaks = true
        }
        trimmed = trimmed.drop { $0 == " " }
        // Emphasis around blocks (Word's `<B><P>…</P></B>`) marks no run CommonMark can close: the blocks alone.
        guard !trimmed.isEmpty, !trimmed.contains("\n\n") else { return text }
        let lead = text.hasPrefix(" ") ? " " : "", trail = breaks ? "\\\n" : text.hasSuffix(" ") ? " " : ""
        return lead + marker + trimmed + marker + trail
    }

    private static func codeSpan(_ code: String) -> String {
        let flat = code.replacingAll("\n", with: " ")
        guard !flat.isEmpty else { return "" }
        let fence = String(repeating: "`", count: longestRun(of: "`", in: flat) + 1)
        let pad = flat.hasPrefix("`") || flat.hasSuffix("`") ? " " : ""
        return fence + pad + flat + pad + fence
    }

    private static func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0, current = 0
        for c in text {
            current = c == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    /// Backslash-escapes every ASCII punctuation character CommonMark could read as syntax.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            if let ascii = c.asciiValue, ascii.isASCIIPunctuation { out.append("\\") }
            out.append(c)
        }
        return out
    }
}

extension UInt8 {
    var isASCIIPunctuation: Bool {
        (0x21...0x2F).contains(self) || (0x3A...0x40).contains(self) || (0x5B...0x60).contains(self) || (0x7B...0x7E).contains(self)
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        return parts(separatedBy: target).joined(separator: replacement)
    }

    /// Splits on every occurrence of `separator` (Foundation-free).
    func parts(separatedBy separator: String) -> [String] {
        // Most calls find nothing (a file without `\r`): the search by characters is skipped then.
        if !mayContain(literal: separator) { return [self] }
        var parts: [String] = []
        var rest = Substring(self)
        while let range = rest.range(ofLiteral: separator) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }
}

extension String {
    /// False only when no occurrence of `target` as characters can be in the text: its bytes are
    /// nowhere in the UTF-8. That holds for ASCII targets: the only characters canonically
    /// equivalent to an ASCII one are U+212A (`K`), U+037E (`;`) and U+1FEF (`` ` ``), so a
    /// target with one of those three is looked for by bytes only in a text without them.
    func mayContain(literal target: String) -> Bool {
        let needle = Array(target.utf8)
        guard !needle.isEmpty, needle.allSatisfy({ $0 < 0x80 }) else { return true }
        if needle.contains(where: { $0 == UInt8(ascii: "K") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "`") }),
           Self.holds(self, [0xE2, 0x84, 0xAA]) || Self.holds(self, [0xCD, 0xBE]) || Self.holds(self, [0xE1, 0xBF, 0xAF]) {
            return true
        }
        return Self.holds(self, needle)
    }

    /// Whether `needle`'s bytes are in `text`'s UTF-8: memchr to the first byte, memcmp for the rest.
    private static func holds(_ text: String, _ needle: [UInt8]) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            return needle.withUnsafeBytes { pin in
                var offset = 0
                let last = bytes.count - pin.count
                while offset <= last, let hit = memchr(base + offset, Int32(needle[0]), last - offset + 1) {
                    if memcmp(hit, pin.baseAddress!, pin.count) == 0 { return true }
                    offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base) + 1
                }
                return false
            }
        }
    }
}

extension Substring {
    func range(ofLiteral target: String) -> Range<Index>? {
        guard !target.isEmpty else { return nil }
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(target) { return i..<index(i, offsetBy: target.count) }
            i = index(after: i)
        }
        return nil
    }
}
