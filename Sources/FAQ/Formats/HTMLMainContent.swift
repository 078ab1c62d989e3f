internal import CLibXML2

/// A page's own content, apart from its site's frame: a page that marks its main content
/// (`<main>`, `role="main"`, or its one top-level `<article>`) is read from there only, so a
/// theme's banner ("Clang 14 documentation" over the page's name), menus and sidebars around
/// it hold no headings of the FAQ; and the landmarks that by ARIA's definition are not the
/// page's content (`role="banner"`, `"contentinfo"`, `"complementary"`, `"search"`, an
/// `<aside>`, and a `<header>` or `<footer>` of the page, not of an article or section, or a
/// `div` footer right in the body) are left out wherever they are. A page that marks none may
/// point to it from a "Skip to content" link.
enum HTMLMainContent {
    /// The element that holds the page's main content, if the page marks one that holds text;
    /// else `body`.
    static func root(in body: xmlNodePtr) -> xmlNodePtr {
        var marked: xmlNodePtr?
        var articles: [xmlNodePtr] = []
        // In document order: the first marked element is the outermost.
        var stack: [xmlNodePtr] = [body]
        while let node = stack.popLast() {
            guard node.pointee.type == XML_ELEMENT_NODE else { continue }
            let name = HTMLText.elementName(node)
            if name == "main" || HTMLText.attribute(node, "role")?.lowercased() == "main" {
                if hasText(node) {
                    marked = node
                    break
                }
                continue
            }
            if name == "article" {
                // Articles inside an article (comments) are the outer one's parts.
                articles.append(node)
                continue
            }
            stack.append(contentsOf: HTMLText.children(of: node).reversed())
        }
        if let marked { return marked }
        if articles.count == 1, hasText(articles[0]) { return articles[0] }
        return skipLinkTarget(in: body) ?? body
    }

    /// Elements a page's skip link is looked for among, from its top.
    static let skipLinkSearch = 200

    /// The element a "Skip to content" link at the top of the page points to (`<a href="#content">` and a
    /// `<div id="content">`, anyRemote's pages): the page's own content, past its logo and menus.
    private static func skipLinkTarget(in body: xmlNodePtr) -> xmlNodePtr? {
        var target: String?
        var stack: [xmlNodePtr] = [body]
        var seen = 0
        while target == nil, let node = stack.popLast(), seen < skipLinkSearch {
            guard node.pointee.type == XML_ELEMENT_NODE else { continue }
            seen += 1
            if HTMLText.elementName(node) == "a", let href = HTMLText.attribute(node, "href"), href.count > 1, href.hasPrefix("#") {
                // "Skip to content", "Skip to main content"; not "Skip to main navigation".
                let words = HTMLText.collapseWhitespace(HTMLText.textContent(node)).lowercased().split(separator: " ")
                if words.count <= 5, words.contains(where: { $0 == "skip" || $0 == "jump" }), words.contains(where: { $0.hasPrefix("content") }),
                   !words.contains(where: { $0.hasPrefix("nav") || $0.hasPrefix("menu") }) { target = String(href.dropFirst()) }
                continue
            }
            stack.append(contentsOf: HTMLText.elementChildren(of: node).reversed())
        }
        guard let target else { return nil }
        // The element with that id, not a named anchor: the anchor marks a place, the element holds the content. It must
        // hold most of the page's headings: a link to the page's `<h1>` alone, or to an introduction, is no root.
        guard let found = HTMLText.firstElement(in: body, where: { HTMLText.elementName($0) != "a" && HTMLText.attribute($0, "id") == target }),
              HTMLText.headingLevel(found) == nil, hasText(found) else { return nil }
        return HTMLText.headingCount(in: found) * 2 > HTMLText.headingCount(in: body) ? found : nil
    }

    /// Whether `element` is a landmark of the page's frame, not of its content.
    static func isFrame(_ element: xmlNodePtr) -> Bool {
        if let role = HTMLText.attribute(element, "role")?.lowercased(),
           ["banner", "contentinfo", "complementary", "search"].contains(role) { return true }
        switch HTMLText.elementName(element) {
        case "aside": return true
        case "header", "footer": return !isInsideSectioningContent(element)
        // Older pages write theirs as a `<div>` right in the body (Sphinx's `div.footer`: "© Copyright …").
        case "div": return isPageFooterDiv(element)
        default: return false
        }
    }

    private static func isPageFooterDiv(_ element: xmlNodePtr) -> Bool {
        guard let parent = element.pointee.parent, HTMLText.elementName(parent) == "body" else { return false }
        return HTMLText.attribute(element, "id")?.lowercased() == "footer"
            || HTMLText.attribute(element, "class")?.lowercased().split(separator: " ").contains("footer") == true
    }

    /// A site's header written as a `div` (`div.header`, `div#header`) in the page's wrappers only,
    /// a site's name and tagline as headings over its menu (eXpress' pages): the one such `div`
    /// that holds a heading, with no heading above it, unless a heading in it names the FAQ (the
    /// page's title set in its header). An accordion's `div.header` around each question is one of
    /// many. Found in one pass over the page, before it is walked.
    static func pageHeader(in body: xmlNodePtr) -> xmlNodePtr? {
        var found: xmlNodePtr?
        var headingAbove = false
        // In document order: (node, whether only `div`s lie between it and the body).
        var stack: [(xmlNodePtr, Bool)] = [(body, true)]
        while let (node, inWrappers) = stack.popLast() {
            if HTMLText.headingLevel(node) != nil {
                if found == nil { headingAbove = true }
                continue
            }
            if isHeaderDiv(node), HTMLText.headingCount(in: node) > 0 {
                guard found == nil, !headingAbove, inWrappers else { return nil }
                found = node
                continue
            }
            let wrapper = inWrappers && (node == body || HTMLText.elementName(node) == "div")
            stack.append(contentsOf: HTMLText.elementChildren(of: node).reversed().map { ($0, wrapper) })
        }
        guard let found, HTMLText.firstElement(in: found, where: {
            HTMLText.headingLevel($0) != nil && HeadingTree.namesFAQ(HTMLText.textContent($0))
        }) == nil else { return nil }
        return found
    }

    private static func isHeaderDiv(_ element: xmlNodePtr) -> Bool {
        HTMLText.elementName(element) == "div" && (HTMLText.attribute(element, "id")?.lowercased() == "header"
            || HTMLText.attribute(element, "class")?.lowercased().split(separator: " ").contains("header") == true)
    }

    /// ARIA: a `<header>` or `<footer>` inside an article, aside, main, nav or section is that part's, not the page's.
    private static func isInsideSectioningContent(_ element: xmlNodePtr) -> Bool {
        var parent = element.pointee.parent
        while let p = parent, p.pointee.type == XML_ELEMENT_NODE {
            if ["article", "aside", "main", "nav", "section"].contains(HTMLText.elementName(p))
                || HTMLText.attribute(p, "role")?.lowercased() == "main" { return true }
            parent = p.pointee.parent
        }
        return false
    }

    private static func hasText(_ node: xmlNodePtr) -> Bool {
        !HTMLText.textContent(node).allSatisfy(\.isWhitespace)
    }
}
