/// A manual page converted to HTML (pod2html, man2html, AsciiDoc's manpage doctype): a heading
/// `NAME` among the page's first two. The manual readers' rule (`ManualStructure`,
/// `ManualLevels`) holds for it too: the headings beside `NAME` made only of a manual's
/// boilerplate words ("Description", "See Also", "Maintainers", "AUTHORS") that hold no
/// headings or questions are the page's text, never questions. A page with nothing else, whose
/// questions are on other pages, is refused.
enum HTMLManualPages {
    /// Moves the boilerplate headings beside `NAME` into their parent's text.
    static func settle(_ tree: inout HeadingTree) {
        let firstTwo = tree.nodes.indices.dropFirst().prefix(2)
        guard let name = firstTwo.first(where: { tree.nodes[$0].title.trimmingCharacters(in: " :").uppercased() == "NAME" }),
              let parent = tree.nodes.indices.first(where: { tree.nodes[$0].children.contains(name) }) else { return }
        var kept: [Int] = []
        for child in tree.nodes[parent].children {
            let node = tree.nodes[child]
            if ManualStructure.isBoilerplate(node.title), !node.hasStructure {
                // NAME's and DESCRIPTION's text opens the document, as the manual readers take it.
                let plain = ["NAME", "DESCRIPTION"].contains(node.title.trimmingCharacters(in: " :").uppercased())
                tree.appendBody((plain ? "" : "### " + node.title + "\n\n") + node.body, to: parent)
            } else {
                kept.append(child)
            }
        }
        tree.setChildren(kept, of: parent)
    }
}
