internal import CLibXML2

/// Group names written as list items over a nested list of entries: "graphics:" in an `<li>` over the `<ol>` of its
/// questions' "Q:"/"A:" tables (Armagetron Advanced's FAQ, whose nested lists stand beside their item, not in it).
/// The nesting of the lists ranks the groups ("OS Specific Questions:" over "Linux:").
enum HTMLListGroupLabels {
    /// Words a group's name has, at most.
    static let maximumWords = 6
    private static let inline: Set<String> = ["a", "b", "strong", "em", "i", "span", "font", "code", "tt"]

    /// The group's name when `item` is an `li` holding only a short name ending in ":" and a list of entries (a
    /// table of question rows, structure by `isStructure`) is its own nested list or, right after it, the list beside it.
    static func title(_ item: xmlNodePtr, isStructure: (xmlNodePtr) -> Bool) -> String? {
        guard HTMLText.elementName(item) == "li" else { return nil }
        var text = ""
        var list: xmlNodePtr?
        for child in HTMLText.children(of: item) {
            if child.pointee.type == XML_TEXT_NODE {
                text += HTMLText.textContent(child)
                continue
            }
            guard child.pointee.type == XML_ELEMENT_NODE else { continue }
            let name = HTMLText.elementName(child)
            if name == "ol" || name == "ul", list == nil {
                list = child
            } else if inline.contains(name), list == nil {
                text += HTMLText.textContent(child)
            } else {
                return nil
            }
        }
        let name = HTMLText.collapseWhitespace(text)
        guard name.hasSuffix(":"), name.split(separator: " ").count <= maximumWords,
              name.filter(\.isLetter).count >= 2 else { return nil }
        if list == nil, let next = HTMLText.nextNonBlank(item), ["ol", "ul"].contains(HTMLText.elementName(next)) { list = next }
        guard let list, isStructure(list), holdsQuestionTable(list) else { return nil }
        return String(name.dropLast()).trimmingCharacters(in: " ")
    }

    /// Whether a table of question rows lies in `list` (not steps, nor bold items of an answer).
    private static func holdsQuestionTable(_ list: xmlNodePtr) -> Bool {
        HTMLText.firstElement(in: list, where: HTMLDocBookXSL.isQuestionTable) != nil
    }

    /// How many lists hold `item`: 1 for an item of a top-level list.
    static func depth(_ item: xmlNodePtr) -> Int {
        var depth = 0
        var node = item.pointee.parent
        while let parent = node, parent.pointee.type == XML_ELEMENT_NODE {
            if ["ol", "ul"].contains(HTMLText.elementName(parent)) { depth += 1 }
            node = parent.pointee.parent
        }
        return depth
    }
}
