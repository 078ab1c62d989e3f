internal import CLibXML2

/// Imports plain HTML FAQ pages (no JSON-LD), read with libxml2's HTML parser: the page's
/// `<h1>`…`<h6>` headings form the tree (`StructureRule` decides sections and questions; a
/// first heading above all others is the title, else `<title>`), the content between them
/// becomes Markdown, and `<dl>` lists whose terms mostly ask (`<dt>` question, `<dd>` answer;
/// also one list per question) and `<details>` blocks with a `<summary>` are questions.
/// Navigation (`<nav>`, or a `<div>` marked as one), scripts and forms are left out, and so is
/// the site's frame around the page's main content (`HTMLMainContent`).
enum HTMLFAQFormat {
    static let skipped: Set<String> = ["nav", "script", "style", "noscript", "form", "template", "head", "button", "svg", "iframe"]

    /// Whether an element named `name` is left out with its content: a `skipped` one, but for a button that holds a
    /// heading, an accordion's toggle whose heading is its entry's question (CommitZero's `<button><h3>…</h3>`), or one
    /// whose class names it the question (GoFully's `<button class="faq-question">` over its `div.faq-answer`).
    static func isSkipped(_ node: xmlNodePtr, name: String) -> Bool {
        guard skipped.contains(name) else { return false }
        return name != "button" || !holdsHeading(node) && HTMLBoldQuestions.classMarkedQuestion(node) == nil
    }

    /// Classes that make a `<div>` a menu.
    static let navigationClasses = ["nav", "navigation", "navbar", "sphinxsidebar"]

    /// Whether a heading lies among the first 64 elements below `node` (a toggle's few wrappers deep).
    private static func holdsHeading(_ node: xmlNodePtr) -> Bool {
        HTMLText.firstElement(in: node, limit: 65) { HTMLText.headingLevel($0) != nil } != nil
    }

    /// A menu written as a `<div>` (`role="navigation"`, `id="nav"`, `class="nav"` over a site's links as Honeyd's
    /// FAQ has them; older Sphinx themes' `div.sphinxsidebar`, and `div.related` bars right in the body, which carry
    /// no role), as older pages do, or a
    /// chapter's epigraph (DocBook XSL's `div.epigraph`, or a `div.blockquote` set directly in
    /// the chapter), a quotation that is no part of the FAQ; or a search box's message that no entry matched
    /// (`id="no-results"`, CommitZero's "Nenhum resultado encontrado" heading), shown only when a filter hides them all.
    static func isNavigation(_ element: xmlNodePtr) -> Bool {
        HTMLText.attribute(element, "role")?.lowercased() == "navigation"
            || ["nav", "navigation", "navbar", "no-results", "noresults", "no_results", "no-result"]
                .contains(HTMLText.attribute(element, "id")?.lowercased() ?? "")
            || HTMLText.elementName(element) == "div" && (navigationClasses.contains { HTMLText.hasClass(element, $0) }
                || HTMLText.hasClass(element, "related") && isInBody(element))
            || HTMLText.hasClass(element, "epigraph") || isLinkBar(element)
            || (HTMLText.hasClass(element, "blockquote") && element.pointee.parent.map { parent in
                ["chapter", "appendix", "preface", "article"].contains { HTMLText.hasClass(parent, $0) } } ?? false)
    }

    /// A site's menu written as a table of one row at the top of the page's body: three or more cells, each a link but
    /// one, the page's own name in bold, each a few words (Armagetron Advanced's "First Start | Installation | … | FAQ").
    /// A row of links inside an answer (downloads) stands deeper.
    private static func isLinkBar(_ element: xmlNodePtr) -> Bool {
        guard HTMLText.elementName(element) == "table", isInBody(element) || element.pointee.parent.map(isInBody) == true else { return false }
        var rows = HTMLText.elementChildren(of: element)
        if rows.count == 1, ["tbody", "thead"].contains(HTMLText.elementName(rows[0])) { rows = HTMLText.elementChildren(of: rows[0]) }
        guard rows.count == 1, HTMLText.elementName(rows[0]) == "tr" else { return false }
        let cells = HTMLText.elementChildren(of: rows[0]).filter { ["td", "th"].contains(HTMLText.elementName($0)) }
        guard cells.count >= 3 else { return false }
        var unlinked = 0
        for cell in cells {
            let text = HTMLText.collapseWhitespace(HTMLText.textContent(cell))
            guard text.split(separator: " ").count <= 4 else { return false }
            let children = HTMLText.elementChildren(of: cell)
            let links = children.filter { HTMLText.elementName($0) == "a" }
            if links.count == 1, HTMLText.collapseWhitespace(HTMLText.textContent(links[0])) == text { continue }
            guard children.count == 1, ["b", "strong"].contains(HTMLText.elementName(children[0])) else { return false }
            unlinked += 1
        }
        return unlinked <= 1
    }

    /// Sphinx's relation bars sit right in the body; a "related" block elsewhere may be an answer's.
    private static func isInBody(_ element: xmlNodePtr) -> Bool {
        element.pointee.parent.map { HTMLText.elementName($0) == "body" } ?? false
    }

    static func decode(_ html: String, file: String) throws(DocumentError) -> (FAQDocument, [DocumentProblem]) {
        try HTMLText.requireLibXML2(for: file)
        guard let doc = HTMLText.parse(html) else {
            throw DocumentError([DocumentProblem(file: file, message: TranslatableText("the page could not be read as HTML"))])
        }
        // Freed whatever follows: a page with no elements still has a document (it leaked).
        defer { faq_xml_free_doc(doc) }
        guard let root = faq_xml_doc_get_root_element(doc) else {
            throw DocumentError([DocumentProblem(file: file, message: TranslatableText("the page is empty"))])
        }
        HTMLText.closeNestedHeadings(below: root)
        let pageTitle = MarkdownFormat.firstElement(named: "title", in: root).map { HTMLText.collapseWhitespace(HTMLText.textContent($0)) }
        // Headings of the site's frame around the page's main content are none of the FAQ's.
        let body = HTMLMainContent.root(in: MarkdownFormat.firstElement(named: "body", in: root) ?? root)
        let firstHeading = (1...6).lazy.compactMap { MarkdownFormat.firstElement(named: "h\($0)", in: body) }.first
        let namesFAQ = [pageTitle ?? "", firstHeading.map { HTMLText.textContent($0) } ?? ""].contains(where: HeadingTree.namesFAQ)
        var walker = Walker(body: body, namesFAQ: namesFAQ)
        walker.walk(body)
        walker.flush()
        var tree = walker.tree
        // A heading over nothing but contents, or one naming the FAQ with nothing under it but links, is
        // no question (the first heading may still be the page's title, below); nor is a site
        // header's copy of the page's heading, nor a site's name over its menu, the page's first
        // heading, right above a heading as high that the page is titled by (fdutils' "Fdutils").
        HTMLTableOfContents.releaseEntries(from: &tree, contentsTitles: walker.contentsTitles)
        tree.foldPartsOfListedEntries(walker.contentsTargets)
        let sitesName = tree.nodes.count > 2 && tree.nodes[2].title == pageTitle && tree.nodes[1].level <= tree.nodes[2].level
        tree.dropEmptyHeadings(linksAreEmpty: true) { index, node in
            walker.contentsTitles.contains(index) || index > 1 && HeadingTree.namesTheWholeFAQ(node.title) || index == 1 && sitesName
        }
        tree.dropRepeatedFirstHeading()
        tree.nestNumberedSiblings()
        HTMLManualPages.settle(&tree)
        var title = pageTitle.flatMap { $0.isEmpty ? nil : $0 } ?? MarkdownFormat.defaultTitle(file)
        // A title from the headings is the page's; the <title> element may yield to an introducing heading.
        var titled = false
        if let lone = tree.takeLoneTitle() ?? tree.takeEmptyFirstHeading() ?? tree.takeNamedTitle() {
            title = lone
            titled = true
            // A heading that wraps all the rest below the title is not a section when it wraps
            // groups ("The Answers" over its parts) or names the FAQ; a lone group of questions
            // keeps its name (icecast's "General Questions" under the page's own title), unless
            // it goes on with the title ("about the SGI Standard Template Library").
            while let only = tree.nodes[0].children.first, tree.nodes[0].children.count == 1 {
                let wrapper = tree.nodes[only].title
                let continues = HeadingTree.continuesATitle(wrapper)
                guard continues || tree.nodes[only].children.contains(where: { tree.nodes[$0].hasStructure }) || HeadingTree.namesNoTopic(wrapper),
                      tree.takeLoneTitle() != nil else { break }
                if continues { title += " " + wrapper }
            }
        }
        if let lone = tree.takeIntroductionAndFooter(keepingTitle: titled) { title = lone }
        // The one group left, named as the FAQ, wraps it: the page has its own title.
        tree.takeLoneWrapper()
        var builder = ImportBuilder(file: file, title: title)
        StructureRule.build(tree, into: &builder)
        let refusal = DocumentError([DocumentProblem(file: file, message: TranslatableText("no questions found in this page: expected headings with text under them, a <dl> list, <details> blocks, bold questions, a DocBook Q and A table or schema.org FAQPage microdata or JSON-LD"))])
        guard builder.hasQuestions else { throw refusal }
        let document = builder.build()
        // One heading that holds the whole page is not a FAQ: it is refused, not shown as one question.
        let questions = document.allSections.flatMap(\.section.questions)
        if questions.count == 1, !StructureRule.asks(questions[0].question), !tree.nodes.contains(where: { !$0.listedQuestions.isEmpty }) {
            throw refusal
        }
        return (document, builder.warnings)
    }
}
