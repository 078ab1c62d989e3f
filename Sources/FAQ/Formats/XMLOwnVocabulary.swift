internal import CLibXML2

/// XML of a project's own vocabulary (NEdit's `<qna><q><a>`, AnkhSVN's `<section header>`,
/// VampyreDoc's `<chapter><title>`), read as the FAQ it marks up: sibling elements named like a
/// question and its answer (`q`/`a`, `question`/`answer`, `ques`/`ans`) are one question, an
/// element with a title (a `title`, `header` or `heading` attribute or child, or a child named after
/// it, `section_name`) is a heading nested as the elements nest, and everything else is the text under them, written out as a web page
/// that the HTML reader's rules then read (groups, lists of bold questions, a lone wrapper).
/// XML holding neither pairs nor two titled elements is no FAQ: nil.
enum XMLOwnVocabulary {
    /// The page the document makes, its elements on their source lines; nil when it holds no
    /// question and answer pair and fewer than two titled elements.
    static func page(_ root: xmlNodePtr) -> String? {
        var writer = Writer()
        writer.element(root, depth: 0, nesting: 0)
        guard writer.pairs > 0 || writer.titled >= 2 else { return nil }
        return "<html><body>" + writer.out + "</body></html>"
    }

    static let questionNames: Set<String> = ["q", "question", "ques"]
    static let answerNames: Set<String> = ["a", "answer", "ans"]
    static let titleNames = ["title", "header", "heading"]
    /// Elements that mark a place for the index (Doxygen's, DocBook's).
    static let indexTerms: Set<String> = ["indexentry", "indexterm"]

    /// Elements whose name is HTML's and means there what it means here: kept as they are.
    static let htmlNames: Set<String> = [
        "p", "ul", "ol", "li", "dl", "dt", "dd", "b", "strong", "i", "em", "code", "pre", "tt", "blockquote", "table",
        "thead", "tbody", "tr", "td", "th", "br", "hr", "sub", "sup", "kbd", "var", "u", "s", "h1", "h2", "h3", "h4", "h5", "h6",
    ]

    static func isQuestion(_ name: String) -> Bool { questionNames.contains(name) || name.hasSuffix("question") }
    static func isAnswer(_ name: String) -> Bool { answerNames.contains(name) || name.hasSuffix("answer") }

    /// The element's title: an attribute, or the text of its first child element named like one, or named
    /// after the element as its name or title (BioPerl's `<section><section_name>`) where question and answer
    /// pairs stand under it (a `<servlet><servlet-name>` of a data file titles nothing).
    static func title(of element: xmlNodePtr) -> (text: String, child: xmlNodePtr?)? {
        for name in titleNames {
            if let value = HTMLText.attribute(element, name).map(HTMLText.collapseWhitespace), !value.isEmpty { return (value, nil) }
        }
        let own = HTMLText.elementName(element)
        let ownNames = ["name", "title"].flatMap { [own + "_" + $0, own + "-" + $0, own + $0] }
        let children = HTMLText.elementChildren(of: element)
        let named = children.first { titleNames.contains(HTMLText.elementName($0)) }
            ?? children.first { ownNames.contains(HTMLText.elementName($0)) }.flatMap { holdsPairsBelow(element, depth: 3) ? $0 : nil }
        guard let child = named else { return nil }
        let text = XMLFormats.textOf(child)
        return text.isEmpty ? nil : (text, child)
    }

    /// Whether `element`'s children hold a question element followed by an answer element, with
    /// no text between them (HTML's inline `<q>` and `<a href>` in a paragraph are no pair).
    static func holdsPairs(_ element: xmlNodePtr) -> Bool {
        var question = false
        var node = element.pointee.children
        while let child = node {
            node = child.pointee.next
            if child.pointee.type == XML_TEXT_NODE, let content = child.pointee.content,
               !String(cString: content).allSatisfy(\.isWhitespace) { return false }
            guard child.pointee.type == XML_ELEMENT_NODE else { continue }
            let name = HTMLText.elementName(child)
            if isQuestion(name) { question = true } else if question, isAnswer(name), HTMLText.attribute(child, "href") == nil { return true }
        }
        return false
    }

    /// Whether question and answer pairs stand under `element`, `depth` levels down at most.
    static func holdsPairsBelow(_ element: xmlNodePtr, depth: Int) -> Bool {
        holdsPairs(element) || depth > 0 && HTMLText.elementChildren(of: element).contains { holdsPairsBelow($0, depth: depth - 1) }
    }

    /// Whether `element`'s children hold exactly one answer element: questions in a row over it ask one question.
    static func holdsOneAnswer(_ element: xmlNodePtr) -> Bool {
        HTMLText.elementChildren(of: element).filter { isAnswer(HTMLText.elementName($0)) }.count == 1
    }

    private struct Writer {
        var out = ""
        var line = 1
        var pairs = 0
        var titled = 0

        /// Deeper than this, elements are written as their text (libxml2 stops near 256 anyway).
        static let maximumNesting = 200

        /// Blank lines up to `node`'s source line, so that the page's lines are the file's.
        mutating func moveTo(_ node: xmlNodePtr) {
            let target = Int(faq_xml_get_line_no(node))
            while line < target { out += "\n"; line += 1 }
        }

        mutating func write(_ text: String) {
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "\n": out += "\n"; line += 1
                default: out.unicodeScalars.append(scalar)
                }
            }
        }

        mutating func heading(_ text: String, level: Int) {
            let tag = "h\(min(6, max(1, level)))"
            out += "<\(tag)>"
            write(text)
            out += "</\(tag)>"
        }

        mutating func children(of element: xmlNodePtr, depth: Int, nesting: Int, skipping: xmlNodePtr? = nil) {
            var node = element.pointee.children
            while let child = node {
                node = child.pointee.next
                if child == skipping { continue }
                switch child.pointee.type {
                case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                    if let content = child.pointee.content { write(String(cString: content)) }
                case XML_ENTITY_REF_NODE:
                    write(HTMLText.entityText(child) ?? "")
                case XML_ELEMENT_NODE:
                    self.element(child, depth: depth, nesting: nesting + 1)
                default:
                    continue
                }
            }
        }

        /// Writes `element` under a heading of `depth` (0: none).
        mutating func element(_ element: xmlNodePtr, depth: Int, nesting: Int) {
            moveTo(element)
            guard nesting < Self.maximumNesting else { write(HTMLText.textContent(element)); return }
            let name = HTMLText.elementName(element)
            // Index terms mark a place for an index; they are no text of it.
            if XMLOwnVocabulary.indexTerms.contains(name) { return }
            if let title = XMLOwnVocabulary.title(of: element) {
                titled += 1
                out += "<section>"
                heading(title.text, level: depth + 1)
                children(of: element, depth: depth + 1, nesting: nesting, skipping: title.child)
                out += "</section>"
                return
            }
            if XMLOwnVocabulary.holdsPairs(element) {
                out += "<div>"
                var asked = false
                // Questions in a row over the element's one answer ask one question in other words (mod-xslt's
                // entries): one title. Over answers of their own (each in turn, or all after all), each is one.
                let joined = XMLOwnVocabulary.holdsOneAnswer(element)
                var questions: [String] = []
                var node = element.pointee.children
                while let child = node {
                    node = child.pointee.next
                    guard child.pointee.type == XML_ELEMENT_NODE else { continue }
                    let childName = HTMLText.elementName(child)
                    if XMLOwnVocabulary.isQuestion(childName), joined {
                        if questions.isEmpty { moveTo(child) }
                        questions.append(XMLFormats.textOf(child))
                        continue
                    }
                    if !questions.isEmpty {
                        heading(questions.joined(separator: " / "), level: depth + 1)
                        questions = []
                        asked = true
                    }
                    moveTo(child)
                    if XMLOwnVocabulary.isQuestion(childName) {
                        heading(XMLFormats.textOf(child), level: depth + 1)
                        asked = true
                    } else if XMLOwnVocabulary.isAnswer(childName) {
                        if asked { pairs += 1 }
                        asked = false
                        out += "<div>"
                        children(of: child, depth: depth + 1, nesting: nesting + 1)
                        out += "</div>"
                    } else {
                        self.element(child, depth: depth, nesting: nesting + 1)
                    }
                }
                if !questions.isEmpty { heading(questions.joined(separator: " / "), level: depth + 1) }
                out += "</div>"
                return
            }
            let (open, close) = tags(element, name: name)
            out += open
            if open == "<pre>" {
                write(HTMLText.textContent(element))
            } else {
                children(of: element, depth: depth, nesting: nesting)
            }
            out += close
        }

        /// The HTML an element stands for: HTML's own names kept, links, code, lists, items and
        /// paragraphs by their names' look, and any other element a `<span>` inside text or a
        /// `<div>` among blocks.
        func tags(_ element: xmlNodePtr, name: String) -> (String, String) {
            if let url = HTMLText.attribute(element, "href") ?? HTMLText.attribute(element, "url") {
                return ("<a href=\"" + attributeValue(url) + "\">", "</a>")
            }
            // A cross-reference to another part (Doxygen's `<ref refid=…>`, DocBook's `<link linkend=…>`).
            if let id = HTMLText.attribute(element, "refid") ?? HTMLText.attribute(element, "linkend"), !id.isEmpty {
                return ("<a href=\"#" + attributeValue(id) + "\">", "</a>")
            }
            if name == "pre" || name.contains("listing") || ["screen", "verbatim", "literallayout", "code-block", "codeblock"].contains(name) {
                return ("<pre>", "</pre>")
            }
            if Self.isHTML(name) { return ("<\(name)>", "</\(name)>") }
            // An item before a list: "listitem" names both.
            if ["item", "listitem"].contains(name) { return ("<li>", "</li>") }
            if name.contains("list") {
                let ordered = name.hasPrefix("o") || name.contains("order") || name.contains("enum") || name.contains("number")
                return ordered ? ("<ol>", "</ol>") : ("<ul>", "</ul>")
            }
            if ["par", "para", "paragraph", "simpara"].contains(name) { return ("<p>", "</p>") }
            if ["emphasis", "bold"].contains(name) { return name == "bold" ? ("<b>", "</b>") : ("<em>", "</em>") }
            return Self.isInline(element) ? ("<span>", "</span>") : ("<div>", "</div>")
        }

        static func isHTML(_ name: String) -> Bool { XMLOwnVocabulary.htmlNames.contains(name) }

        /// An element beside text of its parent's (mixed content) is part of that text.
        static func isInline(_ element: xmlNodePtr) -> Bool {
            for sibling in [element.pointee.prev, element.pointee.next] {
                if let node = sibling, node.pointee.type == XML_TEXT_NODE,
                   let content = node.pointee.content, !String(cString: content).allSatisfy(\.isWhitespace) { return true }
            }
            return false
        }

        func attributeValue(_ text: String) -> String {
            var result = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": result += "&amp;"
                case "<": result += "&lt;"
                case "\"": result += "&quot;"
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result
        }
    }
}
