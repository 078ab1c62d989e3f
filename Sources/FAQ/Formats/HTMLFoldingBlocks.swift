internal import CLibXML2

/// Folding blocks that Sphinx themes write as titled `div`s, not `<details>`: the dropdown
/// admonitions of sphinx-togglebutton and Jupyter Book
/// (`<div class="note dropdown admonition"><p class="admonition-title">Question?</p>…</div>`).
/// Their title is what a `<details>` block's `<summary>` is: the question.
enum HTMLFoldingBlocks {
    /// The title element of a dropdown admonition; nil for any other element.
    static func title(_ element: xmlNodePtr) -> xmlNodePtr? {
        guard HTMLText.elementName(element) == "div", HTMLText.hasClass(element, "dropdown"),
              let first = HTMLText.elementChildren(of: element).first, HTMLText.hasClass(first, "admonition-title") else { return nil }
        return first
    }
}
