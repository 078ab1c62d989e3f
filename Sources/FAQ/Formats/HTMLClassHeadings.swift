internal import CLibXML2

/// Headings written as paragraphs a style sheet makes look like headings: `<p class="title">`,
/// `<p class="section">Generic</p>` over the group's list (devede's FAQ). The class names the
/// level, as a heading's tag would. Only on a page with no `<h1>`…`<h6>`: where a page has real
/// headings, such paragraphs title its examples and figures (DocBook's `p.title`). And only a
/// paragraph of one short line of inline text.
enum HTMLClassHeadings {
    /// The heading level each class stands for.
    private static let levels: [String: Int] = [
        "title": 1, "subtitle": 2, "chapter": 2, "section": 3, "subsection": 4, "subsubsection": 5,
    ]

    /// The paragraphs below `body` that are headings, with their levels; none when the page has
    /// heading elements of its own.
    static func find(in body: xmlNodePtr) -> [xmlNodePtr: Int] {
        var found: [xmlNodePtr: Int] = [:]
        var stack: [xmlNodePtr] = [body]
        while let node = stack.popLast() {
            guard node.pointee.type == XML_ELEMENT_NODE else { continue }
            let name = HTMLText.elementName(node)
            if name.count == 2, name.first == "h", let digit = name.last?.wholeNumberValue, (1...6).contains(digit) { return [:] }
            if let level = level(node, named: name) { found[node] = level }
            stack.append(contentsOf: HTMLText.elementChildren(of: node))
        }
        return found
    }

    private static func level(_ element: xmlNodePtr, named name: String) -> Int? {
        guard name == "p", let classes = HTMLText.attribute(element, "class")?.lowercased().split(separator: " "),
              classes.count == 1, let level = levels[String(classes[0])] else { return nil }
        guard HTMLText.elementChildren(of: element).allSatisfy({ HTMLInlineRuns.inlineNames.contains(HTMLText.elementName($0)) }) else { return nil }
        let text = HTMLText.collapseWhitespace(HTMLText.textContent(element))
        guard !text.isEmpty, text.count <= 120, !text.hasSuffix(".") else { return nil }
        return level
    }
}
