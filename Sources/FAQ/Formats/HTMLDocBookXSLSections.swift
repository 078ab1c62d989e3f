internal import CLibXML2

/// DocBook XSL's HTML for a FAQ written as an article (or book, chapter) of sections: every
/// heading is `class="title"` inside nested `div.section`s, but two kinds of them are no part of
/// the tree. The title page of the whole document (`div.article > div.titlepage`) holds the
/// document's title, at the same level as its first sections' (`<h2>` for both in an article),
/// and its author and copyright lines as headings too; and admonitions (`div.note`,
/// `div.warning`…) title themselves "Note" or "Warning" with a heading of the next level, in the
/// middle of an answer. The walker asks this file what such a heading is.
enum HTMLDocBookXSLSections {
    enum Role {
        /// The document's title: a heading above every section.
        case documentTitle
        /// An author, a copyright or an admonition's title: text of the answer or introduction.
        case text
    }

    private static let admonitions: Set<Substring> = ["note", "warning", "important", "caution", "tip"]
    private static let documents: Set<Substring> = ["article", "book", "chapter", "appendix", "preface", "part", "set", "reference"]

    /// The role of a DocBook XSL heading that is not a section's or a question's; nil for any
    /// other. `firstHeadings` keeps each title page's first heading, found once.
    static func role(of heading: xmlNodePtr, firstHeadings: inout [xmlNodePtr: xmlNodePtr]) -> Role? {
        guard HTMLText.classes(of: heading).contains(where: { ["title", "author", "corpauthor", "editor", "othercredit", "subtitle"].contains($0) }) else { return nil }
        var node = heading.pointee.parent
        while let current = node, current.pointee.type == XML_ELEMENT_NODE {
            let names = HTMLText.classes(of: current)
            if HTMLText.elementName(current) == "div", names.contains(where: admonitions.contains) { return .text }
            if names.contains("titlepage") {
                guard let parent = current.pointee.parent, HTMLText.classes(of: parent).contains(where: documents.contains) else { return nil }
                if firstHeadings[current] == nil { firstHeadings[current] = firstHeading(in: current) }
                return firstHeadings[current] == heading && HTMLText.classes(of: heading).contains("title") ? .documentTitle : .text
            }
            if names.contains("section") || names.contains(where: { $0.hasPrefix("sect") }) { return nil }
            node = current.pointee.parent
        }
        return nil
    }

    /// The first heading below `container` (itself when there is none).
    private static func firstHeading(in container: xmlNodePtr) -> xmlNodePtr {
        var stack: [xmlNodePtr] = [container]
        while let node = stack.popLast() {
            guard node.pointee.type == XML_ELEMENT_NODE else { continue }
            let name = HTMLText.elementName(node)
            if name.count == 2, name.first == "h", name.last?.isNumber == true { return node }
            stack += HTMLText.elementChildren(of: node).reversed()
        }
        return container
    }
}
