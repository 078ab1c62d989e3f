import CCmark
internal import CLibXML2

/// A list of troubleshooting entries in a page (`<li><p><b>Problem</b>: …</p> … <p><b>Solution</b>: …</p></li>`):
/// read as the same list in Markdown is (`MarkdownProblemEntries`), each problem a question.
enum HTMLProblemItems {
    /// The list's problems with their answers; nil when its first item states none or no solution answers them.
    static func questions(_ list: xmlNodePtr, line: Int) -> [HeadingTree.ListedQuestion]? {
        guard ["ul", "ol"].contains(HTMLText.elementName(list)),
              let first = HTMLText.elementChildren(of: list).first(where: { HTMLText.elementName($0) == "li" }),
              PlainTextProblemLabels.marker(HTMLText.collapseWhitespace(HTMLText.textContent(first))) != nil else { return nil }
        let markdown = HTMLToMarkdown.convert(node: list)
        guard let root = MarkdownFormat.parse(markdown) else { return nil }
        defer { cmark_node_free(root) }
        let source = MarkdownSource(markdown: markdown)
        let openers = MarkdownProblemEntries.openers(MarkdownFormat.topLevelBlocks(root), source: source)
        guard !openers.isEmpty else { return nil }
        return openers.map { HeadingTree.ListedQuestion(question: $0.question, answer: $0.answer, anchor: nil, line: line) }
    }
}
