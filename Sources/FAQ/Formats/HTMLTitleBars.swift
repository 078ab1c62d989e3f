internal import CLibXML2

/// A title bar: a table of one row and one cell holding only a bold run (`<table bgcolor=…>
/// <tr><td><b>Strange compilation errors</b></td></tr></table>`), as hand-written and
/// template-built pages set their entries' titles, named by an anchor (`<a name="…">` just
/// before it, or around it). Such bars are the page's questions, asking or not, each answered
/// by the blocks up to the next; a bar with no anchor (a side menu's "Main Menu") stays text.
enum HTMLTitleBars {
    /// The bar's title when `table` is one; nil otherwise.
    static func title(_ table: xmlNodePtr) -> String? {
        guard HTMLText.elementName(table) == "table" else { return nil }
        var rows = HTMLText.elementChildren(of: table)
        if rows.count == 1, ["tbody", "thead"].contains(HTMLText.elementName(rows[0])) { rows = HTMLText.elementChildren(of: rows[0]) }
        guard rows.count == 1, HTMLText.elementName(rows[0]) == "tr" else { return nil }
        let cells = HTMLText.elementChildren(of: rows[0])
        guard cells.count == 1, ["td", "th"].contains(HTMLText.elementName(cells[0])), HTMLBoldQuestions.isAllBold(cells[0]) else { return nil }
        let text = HTMLText.collapseWhitespace(HTMLText.textContent(cells[0]))
        return text.isEmpty ? nil : text
    }

    /// The name of the anchor around the bar (HTML has no empty `<a name="…"/>`: the parser
    /// opens an anchor that holds the bar and its answer), when the bar is its first element.
    static func enclosingAnchor(_ table: xmlNodePtr) -> String? {
        guard let parent = table.pointee.parent, HTMLText.elementName(parent) == "a", HTMLText.attribute(parent, "href") == nil,
              HTMLText.elementChildren(of: parent).first == table else { return nil }
        return HTMLText.attribute(parent, "name") ?? HTMLText.attribute(parent, "id")
    }

    /// The bar's anchor: around it, an empty anchor just before it, or one opening its title
    /// (FOX's `<td id=HEADLINE><b><a NAME="SYSTEMS"></a>Which Systems …?`).
    static func anchor(_ table: xmlNodePtr) -> String? {
        enclosingAnchor(table) ?? HTMLAnchoredQuestions.anchorsBefore(table).first ?? openingAnchor(table)
    }

    /// An empty named anchor before any text of the bar's cell.
    private static func openingAnchor(_ table: xmlNodePtr) -> String? {
        var node = HTMLText.firstElement(in: table) { ["td", "th"].contains(HTMLText.elementName($0)) }
        while let current = node {
            let children = HTMLText.children(of: current).filter {
                $0.pointee.type == XML_ELEMENT_NODE || !HTMLText.textContent($0).allSatisfy(\.isWhitespace)
            }
            guard let first = children.first, first.pointee.type == XML_ELEMENT_NODE else { return nil }
            if HTMLText.elementName(first) == "a" {
                guard HTMLText.attribute(first, "href") == nil, HTMLText.textContent(first).allSatisfy(\.isWhitespace) else { return nil }
                return HTMLText.attribute(first, "name") ?? HTMLText.attribute(first, "id")
            }
            node = first
        }
        return nil
    }
}
