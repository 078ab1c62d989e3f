/// A document read as its authors structured it: nested headings, each with the text under it
/// (as Markdown) up to its first sub-heading. Markdown, reStructuredText, AsciiDoc, Org and
/// HTML importers build one; `StructureRule` turns it into sections and questions.
struct HeadingTree {
    /// A question an importer found inside a heading's text by a pattern of its format
    /// (`<details>` blocks, `<dl>` entries, AsciiDoc `[qanda]`, bold-line questions).
    struct ListedQuestion {
        var question: String
        var answer: String
        var anchor: String?
        var line: Int
    }

    struct Node {
        var title: String
        var anchor: String?
        /// The heading's level in the source (1 for `#`); 0 for the root.
        var level: Int
        var line: Int
        /// The text under the heading before its first sub-heading, as Markdown.
        var body: String = ""
        var children: [Int] = []
        var listedQuestions: [ListedQuestion] = []

        var hasBody: Bool { !body.allSatisfy(\.isWhitespace) }
        var hasStructure: Bool { !children.isEmpty || !listedQuestions.isEmpty }
    }

    /// Headings deeper than this nest no further: their text joins the enclosing heading's.
    static let maximumDepth = FAQDocument.maximumSectionDepth - 2

    /// `nodes[0]` is the document itself; the others follow in document order.
    private(set) var nodes: [Node] = [Node(title: "", level: 0, line: 0)]
    /// The open headings: their levels and indices, the root first.
    private var open: [(level: Int, node: Int)] = [(0, 0)]

    /// The heading that text goes to now.
    var current: Int { open[open.count - 1].node }

    /// Opens a heading of `level` (any positive number; only the order of levels matters).
    mutating func addHeading(level: Int, title: String, anchor: String? = nil, line: Int) {
        while open.count > 1, open[open.count - 1].level >= level { open.removeLast() }
        guard open.count <= Self.maximumDepth else {
            appendBody(String(repeating: "#", count: min(6, max(1, level))) + " " + title, to: current)
            return
        }
        nodes.append(Node(title: title, anchor: anchor, level: level, line: line))
        nodes[current].children.append(nodes.count - 1)
        open.append((level, nodes.count - 1))
    }

    /// Adds a block of Markdown to the text of `node`, after a blank line.
    mutating func appendBody(_ markdown: String, to node: Int? = nil) {
        let node = node ?? current
        let text = markdown.trimmingBlankLines()
        guard !text.isEmpty else { return }
        nodes[node].body += nodes[node].body.isEmpty ? text : "\n\n" + text
    }

    mutating func setBody(_ markdown: String, of node: Int) { nodes[node].body = markdown.trimmingBlankLines() }

    mutating func addListedQuestion(_ question: ListedQuestion, to node: Int? = nil) {
        nodes[node ?? current].listedQuestions.append(question)
    }

    mutating func setTitle(_ title: String, of node: Int) { nodes[node].title = title }

    var rootHasHeadings: Bool { !nodes[0].children.isEmpty }

    /// A first heading with nothing under it, followed by headings of its own level, is the
    /// page's title (`# FAQ` above `# Part one`, `# Part two`): it is taken out and returned.
    mutating func takeEmptyFirstHeading() -> String? {
        guard let first = nodes[0].children.first, nodes[0].children.count > 1 else { return nil }
        let node = nodes[first]
        guard !node.hasBody, !node.hasStructure, nodes[nodes[0].children[1]].level == node.level else { return nil }
        nodes[0].children.removeFirst()
        return node.title
    }

    /// Takes the top-level headings without sub-headings or questions that `picked` chooses out
    /// of the structure, and returns them in order (a manual page's NAME, SYNOPSIS, SEE ALSO).
    mutating func takeTopLevelLeaves(where picked: (Node) -> Bool) -> [Node] {
        let taken = nodes[0].children.filter { !nodes[$0].hasStructure && picked(nodes[$0]) }
        nodes[0].children.removeAll { taken.contains($0) }
        return taken.map { nodes[$0] }
    }

    /// Headings with only text under them before the first and after the last of two or more
    /// group headings of their level are the page's introduction and footer (`<h1>FAQ</h1><p>…`
    /// above the `<h1>` parts; a manual page's NAME and SYNOPSIS): their text moves to the
    /// document, under their titles. Returns the title of a lone introducing heading.
    mutating func takeIntroductionAndFooter() -> String? {
        let top = nodes[0].children
        guard let level = top.first.map({ nodes[$0].level }), top.allSatisfy({ nodes[$0].level == level }),
              let first = top.firstIndex(where: { nodes[$0].hasStructure }), let last = top.lastIndex(where: { nodes[$0].hasStructure }),
              first < last else { return nil }
        guard first > 0 || last < top.count - 1 else { return nil }
        // A lone introducing heading is the title; the others keep theirs above their text.
        let introduction = first == 1 ? [nodes[top[0]].body] : top[..<first].map { "### \(nodes[$0].title)\n\n\(nodes[$0].body)" }
        let footer = top[(last + 1)...].map { "### \(nodes[$0].title)\n\n\(nodes[$0].body)" }
        // The introduction comes first: the document's description is its opening paragraph.
        let before = nodes[0].body
        setBody("", of: 0)
        for text in introduction + [before] + footer { appendBody(text, to: 0) }
        nodes[0].children = Array(top[first...last])
        return first == 1 ? nodes[top[0]].title : nil
    }

    /// A first heading that holds every other one is the page's title, not a section: it is
    /// taken out (its text and sub-headings move up to the document) and returned.
    mutating func takeLoneTitle() -> String? {
        guard nodes[0].children.count == 1, let only = nodes[0].children.first, nodes[0].listedQuestions.isEmpty else { return nil }
        let top = nodes[only]
        guard top.hasStructure else { return nil }
        appendBody(top.body, to: 0)
        nodes[0].listedQuestions = top.listedQuestions
        nodes[0].children = top.children
        nodes[only].children = []
        nodes[only].listedQuestions = []
        return top.title
    }
}
