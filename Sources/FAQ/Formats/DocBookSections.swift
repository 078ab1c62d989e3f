internal import CLibXML2

/// DocBook FAQs written with sections instead of a `<qandaset>` (`<sect1>` groups of `<sect2>`
/// questions, a `<chapter>` of `<simplesect>`s, `<section>`s nested to any depth): every titled
/// division is a heading, the blocks before its first sub-division are its text, and
/// `StructureRule` decides sections and questions as it does for headings. A wrapper that holds
/// all the rest (`<book>`, its one `<article>`) is the title. Only a document that says it is a
/// FAQ (its title, its file name or `class="faq"`), or whose divisions mostly ask, is read this
/// way: any other DocBook manual is refused, never shown as a FAQ.
enum DocBookSections {
    /// Divisions that may hold questions or be one.
    static let divisions: Set<String> = [
        "book", "part", "article", "chapter", "appendix", "preface", "reference", "sect1", "sect2", "sect3",
        "sect4", "sect5", "section", "simplesect", "refsect1", "refsect2", "refsect3", "refsection",
    ]
    /// Metadata and navigation: never text of a question.
    private static let skipped: Set<String> = [
        "title", "titleabbrev", "subtitle", "info", "bookinfo", "articleinfo", "chapterinfo", "appendixinfo",
        "prefaceinfo", "sect1info", "sect2info", "sect3info", "sect4info", "sect5info", "sectioninfo", "partinfo",
        "toc", "lot", "index", "setindex", "indexterm", "remark", "refentryinfo", "refmeta", "refnamediv",
    ]

    /// The heading tree of the divisions below `root`, and the title of the first titled one.
    static func tree(_ root: xmlNodePtr) -> (tree: HeadingTree, title: String?) {
        var tree = HeadingTree()
        var title: String?
        // Iterative, with each division's depth: deep markup cannot overflow the stack.
        var stack: [(node: xmlNodePtr, depth: Int)] = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            guard node.pointee.type == XML_ELEMENT_NODE else {
                if [XML_TEXT_NODE, XML_CDATA_SECTION_NODE, XML_ENTITY_REF_NODE].contains(node.pointee.type) {
                    tree.appendBody(HTMLToMarkdown.convert(node: node))
                }
                continue
            }
            let name = HTMLText.elementName(node)
            if skipped.contains(name) { continue }
            guard divisions.contains(name) else {
                tree.appendBody(HTMLToMarkdown.convert(node: node))
                continue
            }
            var childDepth = depth
            if let heading = titleOf(node) {
                title = title ?? heading
                childDepth = depth + 1
                tree.addHeading(level: childDepth, title: heading, anchor: HTMLText.attribute(node, "id"),
                                line: Int(faq_xml_get_line_no(node)))
            }
            // An untitled wrapper (xine's `<article class="faq">` in its `<book>`) adds no level.
            stack.append(contentsOf: HTMLText.children(of: node).reversed().map { ($0, childDepth) })
        }
        return (tree, title)
    }

    /// Whether the document says it is a FAQ, or most of its innermost divisions ask.
    static func isFAQ(_ root: xmlNodePtr, title: String?, file: String) -> Bool {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        if [title ?? "", name].contains(where: HeadingTree.namesFAQ) { return true }
        var leaves = 0, asking = 0
        var stack: [xmlNodePtr] = [root]
        while let node = stack.popLast() {
            let children = HTMLText.elementChildren(of: node)
            if (HTMLText.attribute(node, "class") ?? "").lowercased() == "faq" { return true }
            let inner = children.filter { divisions.contains(HTMLText.elementName($0)) }
            if divisions.contains(HTMLText.elementName(node)), inner.isEmpty, let heading = titleOf(node) {
                leaves += 1
                if StructureRule.asks(heading) { asking += 1 }
            }
            stack.append(contentsOf: children)
        }
        return leaves >= 2 && asking * 2 > leaves
    }

    /// A division's `<title>`, or its info block's.
    private static func titleOf(_ division: xmlNodePtr) -> String? {
        if let title = XMLFormats.child(division, "title").map(XMLFormats.textOf), !title.isEmpty { return title }
        for info in HTMLText.elementChildren(of: division) where HTMLText.elementName(info).hasSuffix("info") {
            if let title = XMLFormats.child(info, "title").map(XMLFormats.textOf), !title.isEmpty { return title }
        }
        return nil
    }
}
