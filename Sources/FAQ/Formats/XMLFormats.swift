import CLibXML2

/// Imports XML FAQs with libxml2: Maven FML (`<faqs>`, `<part>`, `<faq>`) and DocBook
/// `<qandaset>` (`<qandadiv>`, `<qandaentry>`). Answers go through the same HTML-to-Markdown
/// walk as web answers, which also knows DocBook's inline and block elements.
enum XMLFormats {
    static func decode(_ text: String, file: String) throws(DocumentError) -> (FAQDocument, [DocumentProblem]) {
        let options = Int32(XML_PARSE_RECOVER.rawValue | XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
                            | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOCDATA.rawValue)
        let bytes = Array(replacingDocBookEntities(text).utf8)
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(1, buffer.count)) {
                xmlReadMemory($0, Int32(buffer.count), nil, "UTF-8", options)
            }
        }
        guard let doc = parsed, let root = xmlDocGetRootElement(doc) else {
            if let parsed { xmlFreeDoc(parsed) }
            throw DocumentError([DocumentProblem(file: file, message: "the XML could not be read")])
        }
        defer { xmlFreeDoc(doc) }
        var builder: ImportBuilder
        if HTMLText.elementName(root) == "faqs" {
            builder = ImportBuilder(file: file, title: HTMLText.attribute(root, "title") ?? MarkdownFormat.defaultTitle(file))
            for part in elements(root, "part") {
                let title = child(part, "title").map(textOf) ?? HTMLText.attribute(part, "id") ?? "Questions"
                builder.addSection(title: title, id: HTMLText.attribute(part, "id"))
                for faq in elements(part, "faq") {
                    guard let question = child(faq, "question").map(textOf), !question.isEmpty else { continue }
                    let answer = child(faq, "answer").map(HTMLToMarkdown.convert(children:)) ?? ""
                    builder.addQuestion(question, answer: answer, id: HTMLText.attribute(faq, "id"), position: line(faq))
                }
            }
        } else if let set = MarkdownFormat.firstElement(named: "qandaset", in: root) {
            let title = MarkdownFormat.firstElement(named: "refentrytitle", in: root).map(textOf)
                ?? MarkdownFormat.firstElement(named: "title", in: root).map(textOf) ?? MarkdownFormat.defaultTitle(file)
            builder = ImportBuilder(file: file, title: title)
            let divisions = elements(set, "qandadiv")
            for division in divisions.isEmpty ? [set] : divisions {
                if division != set {
                    builder.addSection(title: child(division, "title").map(textOf) ?? "Questions", id: HTMLText.attribute(division, "id"))
                }
                for entry in elements(division, "qandaentry") {
                    guard let question = child(entry, "question").map(textOf), !question.isEmpty else { continue }
                    let answer = child(entry, "answer").map(HTMLToMarkdown.convert(children:)) ?? ""
                    builder.addQuestion(question, answer: answer, id: HTMLText.attribute(entry, "id"), position: line(entry))
                }
            }
        } else {
            throw DocumentError([DocumentProblem(
                file: file, message: "this XML is neither a Maven FML file (<faqs>) nor DocBook with a <qandaset>")])
        }
        guard builder.hasQuestions else {
            throw DocumentError([DocumentProblem(file: file, message: "no questions found")])
        }
        return (builder.build(), builder.warnings)
    }

    /// DocBook's character entities are declared in its external DTD, which is never fetched.
    static func replacingDocBookEntities(_ text: String) -> String {
        let entities = ["mdash": "—", "ndash": "–", "copy": "©", "percnt": "%", "hellip": "…", "nbsp": " ",
                        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "reg": "®", "trade": "™"]
        var result = text
        for (name, value) in entities where result.contains("&\(name);") {
            result = result.replacingAll("&\(name);", with: value)
        }
        return result
    }

    private static func elements(_ parent: xmlNodePtr, _ name: String) -> [xmlNodePtr] {
        var result: [xmlNodePtr] = []
        var node = parent.pointee.children
        while let n = node {
            if n.pointee.type == XML_ELEMENT_NODE, HTMLText.elementName(n) == name { result.append(n) }
            node = n.pointee.next
        }
        return result
    }

    private static func child(_ parent: xmlNodePtr, _ name: String) -> xmlNodePtr? { elements(parent, name).first }

    private static func textOf(_ node: xmlNodePtr) -> String { HTMLText.collapseWhitespace(HTMLText.textContent(node)) }

    private static func line(_ node: xmlNodePtr) -> SourcePosition? {
        let line = Int(xmlGetLineNo(node))
        return line > 0 ? SourcePosition(line: line, column: 1) : nil
    }
}
