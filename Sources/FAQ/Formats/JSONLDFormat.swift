internal import CLibXML2

/// Imports schema.org `FAQPage` JSON-LD: a JSON file, or the `<script type="application/ld+json">`
/// blocks of a saved web page. Each page's `mainEntity` (or `hasPart`) Questions become questions
/// (`name`, `acceptedAnswer.text`); answer HTML becomes Markdown through libxml2.
enum JSONLDFormat {
    static func looksLikeJSONLD(_ root: JSONNode) -> Bool {
        switch root.value {
        case .object: return root["@context"] != nil || root["@type"] != nil || root["@graph"] != nil
        case .array(let items): return items.contains(where: looksLikeJSONLD)
        default: return false
        }
    }

    static func decode(_ roots: [JSONNode], file: String, pageTitle: String? = nil) throws(DocumentError) -> (FAQDocument, [DocumentProblem]) {
        let pages = roots.flatMap(faqPages)
        guard !pages.isEmpty else {
            throw DocumentError([DocumentProblem(file: file, message: TranslatableText("no schema.org FAQPage found (expected \"@type\": \"FAQPage\")"))])
        }
        let firstName = pages.first.flatMap { string($0["name"]) ?? string($0["headline"]) }
        var builder = ImportBuilder(file: file, title: pages.count == 1 ? firstName ?? pageTitle ?? MarkdownFormat.defaultTitle(file)
                                                                         : pageTitle ?? firstName ?? MarkdownFormat.defaultTitle(file))
        let nodes = nodesByID(roots)
        /// An `{"@id": …}` reference is the node the graph gives that id.
        func resolve(_ node: JSONNode) -> JSONNode {
            guard node["@type"] == nil, let id = string(node["@id"]), let target = nodes[id] else { return node }
            return target
        }
        for (n, page) in pages.enumerated() {
            if pages.count > 1 {
                builder.addSection(title: string(page["name"]) ?? string(page["headline"]) ?? "Questions \(n + 1)")
            }
            let entities = (items(page["mainEntity"]) + items(page["hasPart"])).map(resolve)
            for entity in entities where isType(entity, "Question") {
                guard let name = string(entity["name"]) ?? string(entity["text"]) else {
                    builder.warn(TranslatableText("a Question without a \"name\" is skipped"))
                    continue
                }
                let answer = (items(entity["acceptedAnswer"]).first ?? items(entity["suggestedAnswer"]).first).map(resolve)
                let html = answer.flatMap { string($0["text"]) } ?? ""
                builder.addQuestion(HTMLText.plainText(of: name), answer: HTMLToMarkdown.convert(html), id: fragmentID(entity["@id"]))
            }
        }
        guard builder.hasQuestions else {
            throw DocumentError([DocumentProblem(file: file, message: TranslatableText("the FAQPage has no Questions in \"mainEntity\""))])
        }
        return (builder.build(), builder.warnings)
    }

    /// Every object with an `@id` and more than that id, anywhere in the trees, by id.
    static func nodesByID(_ roots: [JSONNode]) -> [String: JSONNode] {
        var nodes: [String: JSONNode] = [:]
        var stack = roots
        while let node = stack.popLast() {
            switch node.value {
            case .object(let members):
                if members.count > 1, let id = string(node["@id"]), nodes[id] == nil { nodes[id] = node }
                stack.append(contentsOf: members.map(\.value))
            case .array(let values):
                stack.append(contentsOf: values)
            default:
                break
            }
        }
        return nodes
    }

    /// A saved web page: every JSON-LD script is read; a broken one is skipped with a warning.
    /// Nil when the page has no FAQPage (it may still be an HTML FAQ).
    static func decodeHTMLPage(_ html: String, file: String) throws(DocumentError) -> (FAQDocument, [DocumentProblem])? {
        try HTMLText.requireLibXML2(for: file)
        guard let doc = HTMLText.parse(html) else {
            throw DocumentError([DocumentProblem(file: file, message: TranslatableText("the page could not be read as HTML"))])
        }
        defer { faq_xml_free_doc(doc) }
        var roots: [JSONNode] = []
        var warnings: [DocumentProblem] = []
        var pageTitle: String?
        var stack: [xmlNodePtr] = faq_xml_doc_get_root_element(doc).map { [$0] } ?? []
        while let node = stack.popLast() {
            if node.pointee.type == XML_ELEMENT_NODE {
                let name = HTMLText.elementName(node)
                if name == "title", pageTitle == nil {
                    pageTitle = HTMLText.collapseWhitespace(HTMLText.textContent(node))
                } else if name == "script", HTMLText.attribute(node, "type")?.lowercased() == "application/ld+json" {
                    let text = HTMLText.children(of: node).compactMap { $0.pointee.content.map { String(cString: $0) } }.joined()
                    do {
                        roots.append(try JSONParser.parse(Array(text.utf8)))
                    } catch {
                        let line = Int(faq_xml_get_line_no(node))
                        warnings.append(DocumentProblem(file: file, position: line > 0 ? SourcePosition(line: line, column: 1) : nil,
                                                        severity: .warning, message: TranslatableText("a JSON-LD script is skipped: {1}", arguments: [.translated(error.text)])))
                    }
                    continue
                }
            }
            var child = node.pointee.last
            while let c = child {
                stack.append(c)
                child = c.pointee.prev
            }
        }
        guard roots.contains(where: { !faqPages($0).isEmpty }) else { return nil }
        do {
            let (document, more) = try decode(roots, file: file, pageTitle: pageTitle?.isEmpty == false ? pageTitle : nil)
            return (document, warnings + more)
        } catch {
            throw DocumentError(warnings + error.problems)
        }
    }

    // MARK: JSON-LD reading

    /// FAQPage objects anywhere in the tree (top level, `@graph`, nested), in document order.
    static func faqPages(_ root: JSONNode) -> [JSONNode] {
        var pages: [JSONNode] = []
        var stack = [root]
        while let node = stack.popLast() {
            switch node.value {
            case .object(let members):
                if isType(node, "FAQPage") {
                    pages.append(node)
                } else {
                    stack.append(contentsOf: members.map(\.value).reversed())
                }
            case .array(let values):
                stack.append(contentsOf: values.reversed())
            default:
                break
            }
        }
        return pages
    }

    static func isType(_ node: JSONNode, _ type: String) -> Bool {
        guard let value = node["@type"] else { return false }
        let matches = { (name: String) in name == type || name.hasSuffix("/" + type) || name.hasSuffix(":" + type) }
        switch value.value {
        case .string(let name): return matches(name)
        case .array(let names): return names.contains { if case .string(let n) = $0.value { return matches(n) }; return false }
        default: return false
        }
    }

    /// A value that may be one object or an array of them.
    static func items(_ node: JSONNode?) -> [JSONNode] {
        guard let node else { return [] }
        if case .array(let values) = node.value { return values }
        if case .object = node.value { return [node] }
        return []
    }

    static func string(_ node: JSONNode?) -> String? {
        guard let node, case .string(let text) = node.value else { return nil }
        let trimmed = text.trimmingCharacters(in: " \n\t\r")
        return trimmed.isEmpty ? nil : trimmed.replacingNUL()
    }

    /// `https://example.org/faq#reset` → `reset`.
    static func fragmentID(_ node: JSONNode?) -> String? {
        guard let id = string(node) else { return nil }
        guard let hash = id.lastIndex(of: "#") else { return nil }
        let fragment = String(id[id.index(after: hash)...])
        return fragment.isEmpty ? nil : fragment
    }
}
