internal import CLibXML2

/// Imports XML FAQs with libxml2: Maven FML (`<faqs>`, `<part>`, `<faq>`) and DocBook
/// `<qandaset>` (`<qandadiv>`, `<qandaentry>`). Answers go through the same HTML-to-Markdown
/// walk as web answers, which also knows DocBook's inline and block elements. Every
/// `<qandaset>` is read; `<qandadiv>`s nest as sections. An XHTML page (root `<html>` in the
/// XHTML namespace) goes to the HTML reader.
enum XMLFormats {
    /// `sgml`: DocBook SGML, whose empty elements have no end tag and whose attributes may be
    /// unquoted; it is made well-formed first (`SGMLToXML`) and read by the recovering parser.
    /// `fragment`: `text` is a fragment wrapped in a root of ours (`wrappedFragment`), read only for its `<qandaset>`.
    static func decode(_ text: String, file: String, sgml: Bool = false, fragment: Bool = false) throws(DocumentError) -> (FAQDocument, [DocumentProblem], String) {
        let options = Int32(XML_PARSE_RECOVER.rawValue | XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
                            | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOCDATA.rawValue)
        try HTMLText.requireLibXML2(for: file)
        let source = sgml ? SGMLToXML.convert(text) : text
        let bytes = Array(XMLUndeclaredEntities.spelledOut(replacingDocBookEntities(source)).utf8)
        try XMLEntityBudget.check(bytes, file: file)
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(1, buffer.count)) {
                faq_xml_read_memory($0, Int32(buffer.count), nil, "UTF-8", options)
            }
        }
        guard let doc = parsed, let root = faq_xml_doc_get_root_element(doc) else {
            if let parsed { faq_xml_free_doc(parsed) }
            throw DocumentError([DocumentProblem(file: file, message: TranslatableText("the {1} could not be read", sgml ? "SGML" : "XML"))])
        }
        defer { faq_xml_free_doc(doc) }
        var builder: ImportBuilder
        let importer: String
        if fragment, firstElement(named: "qandaset", in: root) == nil { throw refusal(file, sgml: sgml) }
        if HTMLText.elementName(root) == "faqs" {
            importer = "Maven FML"
            builder = ImportBuilder(file: file, title: HTMLText.attribute(root, "title").map(HTMLText.collapseWhitespace) ?? MarkdownFormat.defaultTitle(file))
            let parts = elements(root, "part")
            for part in parts {
                // A part without a title is named after the document (or “Questions”), never its
                // id; the one part of a file, untitled, is no group: the FAQ is flat.
                let title = child(part, "title").map(textOf).flatMap { $0.isEmpty ? nil : $0 }
                builder.addSection(title: title ?? (parts.count == 1 ? builder.title : "Questions"), id: HTMLText.attribute(part, "id"),
                                   implicit: title == nil && parts.count == 1)
                for faq in elements(part, "faq") {
                    // A <faq> may hold several question and answer pairs, each a question.
                    var pairs = elements(faq, "question").map { (question: $0, answers: [xmlNodePtr]()) }
                    var current = -1
                    var node = faq.pointee.children
                    while let n = node {
                        if n.pointee.type == XML_ELEMENT_NODE {
                            if HTMLText.elementName(n) == "question" { current += 1 }
                            else if HTMLText.elementName(n) == "answer", current >= 0 { pairs[current].answers.append(n) }
                        }
                        node = n.pointee.next
                    }
                    for (n, pair) in pairs.enumerated() {
                        let question = textOf(pair.question)
                        guard !question.isEmpty else { continue }
                        let answer = pair.answers.map(HTMLToMarkdown.convert(children:)).joined(separator: "\n\n")
                        builder.addQuestion(question, answer: answer, id: n == 0 ? HTMLText.attribute(faq, "id") : nil, position: line(pair.question))
                    }
                }
            }
        } else if HTMLText.elementName(root) == "html",
                  root.pointee.ns?.pointee.href.map({ String(cString: $0) }) == "http://www.w3.org/1999/xhtml" {
            // An XHTML page kept as `.xml` (libESMTP's faq.xml) is a web page.
            let (document, warnings) = try HTMLFAQFormat.decode(text, file: file)
            return (document, warnings, "HTML")
        } else if firstElement(named: "qandaset", in: root) != nil {
            importer = sgml ? "DocBook SGML" : "DocBook XML"
            let title = firstElement(named: "refentrytitle", in: root).map(textOf)
                ?? firstElement(named: "title", in: root).map(textOf) ?? MarkdownFormat.defaultTitle(file)
            builder = ImportBuilder(file: file, title: title)
            let sets = allElements(named: "qandaset", in: root)
            for set in sets {
                var depth = 0
                if sets.count > 1 {
                    // Several sets: each is a section, named by its title or the section it is in.
                    let name = child(set, "title").map(textOf) ?? enclosingTitle(set) ?? "Questions"
                    builder.addSection(title: name, id: HTMLText.attribute(set, "id"), depth: 0)
                    depth = 1
                }
                addDivision(set, depth: depth, isSet: true, &builder)
            }
        } else if DocBookSections.divisions.contains(HTMLText.elementName(root)) {
            importer = sgml ? "DocBook SGML" : "DocBook XML"
            builder = try sections(root, file: file)
        } else if !sgml, holdsHTMLHeadings(root) {
            // An unknown root holding HTML headings of its own (UMLGraph's `<notes>`, a site
            // generator's wrapper around a page's body) is a web page without its `<html>`.
            let (document, warnings) = try HTMLFAQFormat.decode(text, file: file)
            return (document, warnings, "HTML")
        } else if let page = XMLOwnVocabulary.page(root) {
            // A vocabulary of its own: its question and answer elements and titled sections.
            do {
                let (document, warnings) = try HTMLFAQFormat.decode(page, file: file)
                return (document, warnings, sgml ? "SGML" : "XML")
            } catch {
                throw refusal(file, sgml: sgml)
            }
        } else if !fragment, let wrapped = wrappedFragment(text) {
            do {
                return try decode(wrapped, file: file, sgml: sgml, fragment: true)
            } catch {
                throw refusal(file, sgml: sgml)
            }
        } else {
            throw refusal(file, sgml: sgml)
        }
        guard builder.hasQuestions else {
            throw DocumentError([DocumentProblem(file: file, message: TranslatableText("no questions found"))])
        }
        return (builder.build(), builder.warnings, importer)
    }

    /// A fragment that a book includes (S2's `faq.xml`: a `<title>` beside its `<qandaset>`, no
    /// root around them, so that the parser stops after the title) under one root of ours; nil
    /// for a document with a prolog, which has its root.
    private static func wrappedFragment(_ text: String) -> String? {
        let start = text.drop { $0.isWhitespace }
        guard start.first == "<", start.dropFirst().first?.isLetter == true else { return nil }
        return "<section>" + text + "</section>"
    }

    /// Whether two or more of the root's children are HTML headings (`<h2>`), with no namespace
    /// but XHTML's.
    private static func holdsHTMLHeadings(_ root: xmlNodePtr) -> Bool {
        let headings = HTMLText.elementChildren(of: root).filter { child in
            let name = HTMLText.elementName(child)
            let namespace = child.pointee.ns?.pointee.href.map { String(cString: $0) }
            return name.count == 2 && name.first == "h" && ("1"..."6").contains(name.last!) && (namespace == nil || namespace == "http://www.w3.org/1999/xhtml")
        }
        return headings.count >= 2
    }

    private static func refusal(_ file: String, sgml: Bool) -> DocumentError {
        DocumentError([DocumentProblem(
            file: file, message: TranslatableText("this {1} is neither a Maven FML file (<faqs>), a DocBook FAQ (a <qandaset>, or sections in a document called a FAQ), nor a FAQ of its own elements (<q> and <a>, <question> and <answer>, or titled sections holding them). {2}.",
                                                 arguments: [.verbatim(sgml ? "SGML" : "XML"), .translated(DocumentFormat.supportedFormats)]))])
    }

    /// DocBook without a `<qandaset>`: its sections, when the document is a FAQ (`DocBookSections`).
    private static func sections(_ root: xmlNodePtr, file: String) throws(DocumentError) -> ImportBuilder {
        var (tree, title) = DocBookSections.tree(root)
        guard DocBookSections.isFAQ(root, title: title, file: file) else {
            throw DocumentError([DocumentProblem(
                file: file, message: TranslatableText("this DocBook document has no <qandaset> and does not call itself a FAQ: its sections are not read as questions. {1}.",
                                                     arguments: [.translated(DocumentFormat.supportedFormats)]))])
        }
        // Entries written as a list's items, "Q: …" over "A: …" (live-manual's FAQ chapter).
        tree.listListQuestions { _, _ in true }
        // The book, its one article or chapter: the title, not sections.
        var lone: String?
        var taken = 0
        while let next = tree.takeLoneTitle() {
            lone = lone ?? next
            taken += 1
        }
        title = lone ?? title
        let listed = tree.nodes.contains { !$0.listedQuestions.isEmpty }
        // One division and no other (a LinuxDoc article, whose `<sect>`s DocBook does not know)
        // would be one question holding the whole text: refused instead.
        guard tree.nodes.count - 1 - taken >= 2 || listed else {
            throw DocumentError([DocumentProblem(file: file, message: TranslatableText("this DocBook document has no <qandaset> and no sections under its title. {1}.",
                                                                                      arguments: [.translated(DocumentFormat.supportedFormats)]))])
        }
        var builder = ImportBuilder(file: file, title: title ?? MarkdownFormat.defaultTitle(file))
        StructureRule.build(tree, into: &builder)
        return builder
    }

    /// A `<qandaset>` or `<qandadiv>`: its entries, then its divisions as sections one level down.
    private static func addDivision(_ division: xmlNodePtr, depth: Int, isSet: Bool, _ builder: inout ImportBuilder) {
        builder.closeSections(toDepth: depth)
        for entry in elements(division, "qandaentry") {
            guard let question = child(entry, "question").map(textOf), !question.isEmpty else { continue }
            var answers = elements(entry, "answer").map(HTMLToMarkdown.convert(children:))
            if answers.isEmpty {
                // An entry whose answer paragraphs were written without `<answer>` around them.
                answers = HTMLText.elementChildren(of: entry).filter { !["question", "label", "revhistory"].contains(HTMLText.elementName($0)) }
                    .map(HTMLToMarkdown.convert(node:))
            }
            builder.closeSections(toDepth: depth)
            builder.addQuestion(question, answer: answers.joined(separator: "\n\n"), id: HTMLText.attribute(entry, "id") ?? HTMLText.attribute(child(entry, "question")!, "id"), position: line(entry))
        }
        guard depth < FAQDocument.maximumSectionDepth - 1 else { return }
        for sub in elements(division, "qandadiv") {
            // A division with no title (Carrot2's one `qandadiv` in each titled `section`) groups
            // nothing the reader can name: its entries are the enclosing group's.
            guard let title = child(sub, "title").map(textOf), !title.isEmpty else {
                addDivision(sub, depth: depth, isSet: false, &builder)
                continue
            }
            builder.addSection(title: title, id: HTMLText.attribute(sub, "id"), depth: depth)
            addDivision(sub, depth: depth + 1, isSet: false, &builder)
        }
    }

    /// The title of the nearest enclosing element that has one.
    private static func enclosingTitle(_ node: xmlNodePtr) -> String? {
        var parent = node.pointee.parent
        while let p = parent, p.pointee.type == XML_ELEMENT_NODE {
            if let title = child(p, "title").map(textOf), !title.isEmpty { return title }
            parent = p.pointee.parent
        }
        return nil
    }

    static func firstElement(named name: String, in root: xmlNodePtr?) -> xmlNodePtr? {
        MarkdownFormat.firstElement(named: name, in: root)
    }

    /// Every element called `name`, in document order (not inside another such element).
    static func allElements(named name: String, in root: xmlNodePtr) -> [xmlNodePtr] {
        var found: [xmlNodePtr] = []
        var stack: [xmlNodePtr] = [root]
        while let node = stack.popLast() {
            if node.pointee.type == XML_ELEMENT_NODE, HTMLText.elementName(node) == name {
                found.append(node)
                continue
            }
            var child = node.pointee.last
            while let c = child {
                stack.append(c)
                child = c.pointee.prev
            }
        }
        return found
    }

    /// DocBook's character entities are declared in its external DTD, which is never fetched.
    static func replacingDocBookEntities(_ text: String) -> String {
        let entities = ["mdash": "—", "ndash": "–", "copy": "©", "percnt": "%", "hellip": "…", "nbsp": " ",
                        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "reg": "®", "trade": "™",
                        "ouml": "ö", "auml": "ä", "uuml": "ü", "eacute": "é", "egrave": "è", "aacute": "á",
                        "szlig": "ß", "times": "×", "deg": "°", "laquo": "«", "raquo": "»", "dollar": "$",
                        "num": "#", "lowbar": "_", "verbar": "|", "lsqb": "[", "rsqb": "]", "bsol": "\\"]
        var result = text
        for (name, value) in entities where result.mayContain(literal: "&\(name);") && result.contains("&\(name);") {
            result = result.replacingAll("&\(name);", with: value)
        }
        return result
    }

    static func elements(_ parent: xmlNodePtr, _ name: String) -> [xmlNodePtr] {
        var result: [xmlNodePtr] = []
        var node = parent.pointee.children
        while let n = node {
            if n.pointee.type == XML_ELEMENT_NODE, HTMLText.elementName(n) == name { result.append(n) }
            node = n.pointee.next
        }
        return result
    }

    static func child(_ parent: xmlNodePtr, _ name: String) -> xmlNodePtr? { elements(parent, name).first }

    static func textOf(_ node: xmlNodePtr) -> String { HTMLText.collapseWhitespace(HTMLText.textContent(node)) }

    static func line(_ node: xmlNodePtr) -> SourcePosition? {
        let line = Int(faq_xml_get_line_no(node))
        return line > 0 ? SourcePosition(line: line, column: 1) : nil
    }
}
