internal import CLibXML2

/// A question a generator split into bold runs around what it could not set in bold (Sphinx's
/// `**How can I perform standard plotting of** `SHAP`_ **values?**`): one question, the paragraph's text.
extension HTMLBoldQuestions {
    /// The text of a paragraph in bold runs, two or more, that open and close it (an empty anchor may come
    /// first), with only a short link, code or emphasis between them; nil otherwise.
    static func splitEmphasisText(_ paragraph: xmlNodePtr) -> String? {
        var runs = 0
        var last: String?
        for child in HTMLText.children(of: paragraph) {
            switch child.pointee.type {
            case XML_TEXT_NODE:
                if !HTMLText.textContent(child).allSatisfy(\.isWhitespace) { return nil }
            case XML_ELEMENT_NODE:
                let name = HTMLText.elementName(child)
                if strong.contains(name) {
                    runs += 1
                } else if runs == 0, name == "a", HTMLText.textContent(child).allSatisfy(\.isWhitespace) {
                    continue
                } else {
                    guard runs > 0, betweenRuns.contains(name), HTMLText.textContent(child).count <= maximumBetweenRuns else { return nil }
                }
                last = name
            default:
                continue
            }
        }
        guard runs >= 2, let last, strong.contains(last) else { return nil }
        return HTMLText.collapseWhitespace(HTMLText.textContent(paragraph))
    }

    /// What may stand between the bold runs of one question, and how long it may be.
    private static let betweenRuns: Set<String> = ["a", "em", "i", "code", "tt", "span", "kbd"]
    private static let maximumBetweenRuns = 40
}
