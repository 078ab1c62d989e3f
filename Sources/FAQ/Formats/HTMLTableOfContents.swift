internal import CLibXML2

/// A page's table of contents is navigation, not questions: a "Contents" heading and what
/// follows it, blocks a generator marks as one (`class="toc"`, `id="toc"`), lists whose
/// text is mostly links to `#anchors` on the page, and lists of questions without answers. The HTML walker leaves them out.
enum HTMLTableOfContents {
    private static let titles: Set<String> = ([
        "contents", "table of contents", "toc", "outline", "detailed contents", "short contents", "detailed table of contents", "index", "questions", "the questions", "list of questions", "summary",
        "inhalt", "table des matières", "índice", "indice", "contenido",
    ] as Set<String>).union(BackMatter.contentsNames)

    /// Whether a heading's text names a table of contents ("Contents", "Table of Contents:").
    static func isTitle(_ text: String) -> Bool {
        titles.contains(text.lowercased().trimmingCharacters(in: " :.\u{A0}"))
    }

    /// A block a generator marks as a table of contents (DocBook XSL, AsciiDoc, Sphinx, pandoc).
    /// A block named only "contents" is one when links make most of its text (`links`, when
    /// measured): Doxygen's `div.contents` holds the whole page, docutils' holds links.
    static func isMarked(_ element: xmlNodePtr, links: Links? = nil) -> Bool {
        let id = HTMLText.attribute(element, "id")?.lowercased() ?? ""
        if ["toc", "toctitle", "table-of-contents"].contains(id) { return true }
        let classes = (HTMLText.attribute(element, "class") ?? "").lowercased().split(separator: " ")
        if classes.contains(where: { $0 == "toc" || $0 == "table-of-contents" || $0 == "toctree-wrapper" }) { return true }
        guard id == "contents" || classes.contains("contents") else { return false }
        guard let links else { return true }
        return links.count >= 2 && links.linked * 10 >= links.total * 6
    }

    /// How much of an element's text is in links to anchors on the page.
    struct Links {
        var linked = 0, total = 0, count = 0
    }

    /// The link measure of every element below `root`, in one pass (and one for the anchors the page names).
    static func measure(_ root: xmlNodePtr) -> [xmlNodePtr: Links] {
        var order: [xmlNodePtr] = []
        var stack: [xmlNodePtr] = [root]
        var anchors: Set<String> = []
        while let node = stack.popLast() {
            order.append(node)
            if node.pointee.type == XML_ELEMENT_NODE, let id = HTMLText.attribute(node, "id") ?? HTMLText.attribute(node, "name"), !id.isEmpty {
                anchors.insert(id)
            }
            var child = node.pointee.children
            while let c = child {
                if c.pointee.type == XML_ELEMENT_NODE || c.pointee.type == XML_TEXT_NODE { stack.append(c) }
                child = c.pointee.next
            }
        }
        var measures: [xmlNodePtr: Links] = [:]
        // Children come after their parents in `order`: add them up from the end.
        for node in order.reversed() {
            var links = measures[node] ?? Links()
            if node.pointee.type == XML_TEXT_NODE {
                links.total = node.pointee.content.map { String(cString: $0).unicodeScalars.filter { !$0.properties.isWhitespace }.count } ?? 0
            } else if HTMLText.elementName(node) == "a", let href = HTMLText.attribute(node, "href"),
                      isAnchorLink(href) || pointsIntoThePage(href, anchors: anchors) {
                links.linked = links.total
                links.count += 1
            }
            measures[node] = links
            if node != root, let parent = node.pointee.parent {
                var sum = measures[parent] ?? Links()
                sum.linked += links.linked
                sum.total += links.total
                sum.count += links.count
                measures[parent] = sum
            }
        }
        return measures
    }

    /// A heading that is only a link to an anchor elsewhere on the page (a contents entry
    /// written as a heading, as GNU nano's FAQ does below its "Table of Contents").
    static func isLinkHeading(_ links: Links) -> Bool {
        links.count >= 1 && links.total > 0 && links.linked == links.total
    }

    /// A list, table or paragraph of two or more links to `#anchors` that make most of its text.
    static func isLinkList(_ element: xmlNodePtr, _ links: Links) -> Bool {
        guard ["ul", "ol", "dl", "table", "p", "div", "menu", "blockquote", "center", "section"].contains(HTMLText.elementName(element)) else { return false }
        return links.count >= 2 && links.linked * 10 >= links.total * 6
    }

    /// A paragraph or heading that is only a link to an anchor on the page, beside another such of its kind
    /// (DOSMA's contents: one `<p>` per question's link; Jikes's: one `<h3>` per question's link, before the questions'
    /// own `<h3>`s). A heading that links to itself (a permalink around its title) is no contents entry.
    static func isLinkBlockInRun(_ element: xmlNodePtr, _ links: [xmlNodePtr: Links]) -> Bool {
        let name = HTMLText.elementName(element)
        func soleLink(_ node: xmlNodePtr?) -> Bool {
            node.map { HTMLText.elementName($0) == name && isLinkHeading(links[$0] ?? .init()) && !linksToItself($0) } ?? false
        }
        func sibling(_ step: (xmlNodePtr) -> xmlNodePtr?) -> xmlNodePtr? {
            var node = step(element)
            while let current = node, current.pointee.type != XML_ELEMENT_NODE { node = step(current) }
            return node
        }
        return soleLink(element) && (soleLink(sibling { $0.pointee.next }) || soleLink(sibling { $0.pointee.prev }))
    }

    /// Whether an element's link points at an anchor the element itself names (`<h2 id="x"><a href="#x">`).
    private static func linksToItself(_ element: xmlNodePtr) -> Bool {
        var own = Set([HTMLText.attribute(element, "id")].compactMap { $0 })
        var targets: [String] = []
        var stack = HTMLText.elementChildren(of: element)
        while let node = stack.popLast() {
            if HTMLText.elementName(node) == "a" {
                if let href = HTMLText.attribute(node, "href"), let hash = href.firstIndex(of: "#") { targets.append(String(href[href.index(after: hash)...])) }
                if let name = HTMLText.attribute(node, "name") { own.insert(name) }
            }
            if let id = HTMLText.attribute(node, "id") { own.insert(id) }
            stack += HTMLText.elementChildren(of: node)
        }
        return targets.contains(where: own.contains)
    }

    /// The questions of a list of bold questions none of which has an answer: an index of the
    /// page's questions written without links (w3m's "Index" nests one under each group's link).
    static func isQuestionIndex(_ questions: [HeadingTree.ListedQuestion]) -> Bool {
        questions.allSatisfy { $0.answer.allSatisfy(\.isWhitespace) }
    }

    /// "1.1.", "12)", "(3)": the number of a contents entry written before its link.
    static func isEntryNumber(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: " \t\n\r\u{A0}")
        guard !trimmed.isEmpty, trimmed.count <= 12, trimmed.contains(where: \.isNumber) else { return false }
        return trimmed.allSatisfy { $0.isNumber || ".)(".contains($0) }
    }

    /// The anchors the links below `element` point to on the page ("faq-3" for `href="#faq-3"`, and for
    /// `faq.html#faq-3`, as DocBook XSL writes them).
    static func anchorTargets(in element: xmlNodePtr) -> [String] {
        var targets: [String] = []
        var stack = [element]
        while let node = stack.popLast() {
            if HTMLText.elementName(node) == "a", let href = HTMLText.attribute(node, "href"), isAnchorLink(href),
               let hash = href.firstIndex(of: "#") {
                targets.append(String(href[href.index(after: hash)...]))
            }
            stack.append(contentsOf: HTMLText.elementChildren(of: node).reversed())
        }
        return targets
    }

    /// `#answer`, or `faq.html#answer` (the page by its file name, as DocBook XSL writes them).
    static func isAnchorLink(_ href: String) -> Bool {
        guard let hash = href.firstIndex(of: "#"), href.index(after: hash) < href.endIndex else { return false }
        return !href[..<hash].contains(":") && !href[..<hash].contains("/")
    }

    /// A relative link, through a folder, to an anchor this page names (`support/faq/#install` under
    /// `<base href>` on BveEX's `support/faq/` page): the page's own address written out, as site
    /// builders do. A link elsewhere rarely names an anchor that this page has too.
    static func pointsIntoThePage(_ href: String, anchors: Set<String>) -> Bool {
        guard let hash = href.firstIndex(of: "#"), !href[..<hash].contains(":") else { return false }
        let fragment = href[href.index(after: hash)...]
        return !fragment.isEmpty && anchors.contains(String(fragment))
    }

    /// In a run of headings over contents (EFO's three `h3`s, each over links to some of the questions), the last one does
    /// not hold the headings that follow it: they are the questions all the run lists. They move up beside it, where it
    /// stands; it keeps its links, and goes as contents. Where another heading over contents has sub-headings of its own,
    /// each is a group over its own list (an overview of the groups before them), and keeps them.
    static func releaseEntries(from tree: inout HeadingTree, contentsTitles: Set<Int>) {
        for parent in tree.nodes.indices {
            let children = tree.nodes[parent].children
            // Only the one contents heading with sub-headings among its siblings, right after another over contents only.
            let structured = children.filter { contentsTitles.contains($0) && tree.nodes[$0].hasStructure }
            guard structured.count == 1, let child = structured.first, let k = children.firstIndex(of: child), k > 0,
                  contentsTitles.contains(children[k - 1]), !tree.nodes[children[k - 1]].hasStructure,
                  !tree.nodes[child].children.isEmpty, tree.nodes[child].listedQuestions.isEmpty else { continue }
            var moved = children
            moved.insert(contentsOf: tree.nodes[child].children, at: k + 1)
            tree.setChildren(moved, of: parent)
            tree.setChildren([], of: child)
        }
    }
}
