import CCmark

/// Lists of questions in a markup converted to Markdown: reStructuredText's bullets
/// (`- Is it threaded?` over an indented answer) and AsciiDoc's items answered through
/// continuations (`. How can I …?`, `+`, the answer). The same rule as Markdown's
/// (`MarkdownQuestionBullets`: lists whose items all have an answer and whose first lines ask),
/// applied to a title's text once it is Markdown, under a title that does not ask (a question's
/// own answer keeps its lists). Beside groups whose lists are questions, a sibling group's lists
/// whose items each go on with an answer of their own are entries too, though they state
/// problems or error messages (sfepy's `#.` lists, evil-emacs-2020's "My Emacs is too slow").
enum ConvertedListQuestions {
    /// The bullet questions in a block of Markdown converted from another markup, and the rest;
    /// `least`: how many there must be (one where the document's other lists are of questions).
    static func questions(inMarkdown markdown: String, heading: String, least: Int = 2) -> MarkdownQuestionPatterns.Found? {
        let markdown = unquoted(markdown)
        guard !StructureRule.asks(heading), markdown.contains("?"), let root = MarkdownFormat.parse(markdown) else { return nil }
        defer { cmark_node_free(root) }
        let source = MarkdownSource(markdown: markdown)
        let blocks = MarkdownFormat.topLevelBlocks(root)
        guard blocks.contains(where: { $0.type == CMARK_NODE_LIST }) else { return nil }
        let bullets = MarkdownQuestionBullets.openers(blocks, source: source)
        guard bullets.count >= least else { return nil }
        // Markdown's other shapes (bold lines, definitions) are reStructuredText's own elsewhere: only the bullets.
        let found = MarkdownQuestionPatterns.find(in: blocks, from: 1, to: source.lines.count, source: source, heading: heading, alone: false,
                                                  bulletGroups: { least < 2 })
        return found.questions.map(\.question) == bullets.map(\.question) ? found : nil
    }

    /// The entries of a group's lists of statements (`statements: true` in
    /// `MarkdownQuestionBullets`), when they are all its text but an opening paragraph: one is
    /// enough, its siblings' questions being the evidence (sfepy's "Regions").
    static func statements(inMarkdown markdown: String, heading: String) -> MarkdownQuestionPatterns.Found? {
        let markdown = unquoted(markdown)
        guard !StructureRule.asks(heading), let root = MarkdownFormat.parse(markdown) else { return nil }
        defer { cmark_node_free(root) }
        let source = MarkdownSource(markdown: markdown)
        let blocks = MarkdownFormat.topLevelBlocks(root)
        let lists = blocks.indices.filter { blocks[$0].type == CMARK_NODE_LIST }
        guard let first = lists.first, first <= 1, lists.count == blocks.count - first else { return nil }
        let entries = MarkdownQuestionBullets.openers(blocks, source: source, statements: true)
        // Names over their addresses alone (ElegantRL's "OpenAI Gym" over "https://gym.openai.com/") are a list of links.
        guard !entries.isEmpty, Set(entries.map(\.block)) == Set(lists), !entries.allSatisfy({ isAddressOnly($0.answer) }) else { return nil }
        return MarkdownQuestionPatterns.found(entries, in: blocks, from: 1, to: source.lines.count, source: source)
    }

    /// Whether an answer is only a web address (or a link to one).
    static func isAddressOnly(_ answer: String) -> Bool {
        let words = answer.split { $0.isWhitespace }
        return words.count == 1 && PlainTextPatterns.isAddress(String(words[0].drop { $0 == "<" }))
    }

    /// A title's whole text indented as one block quote (MESmerize's tab-indented `#.` lists under each
    /// title) without its quote marks: the indent set the list off, it quotes nothing.
    static func unquoted(_ markdown: String) -> String {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.contains(where: { !$0.isEmpty }),
              lines.allSatisfy({ $0.allSatisfy(\.isWhitespace) || $0.hasPrefix(">") }) else { return markdown }
        return lines.map { line in line.hasPrefix("> ") ? line.dropFirst(2) : line.hasPrefix(">") ? line.dropFirst() : line }
            .joined(separator: "\n")
    }
}

extension HeadingTree {
    /// Lists the questions of the lists in the text of the headings `picked` chooses
    /// (`ConvertedListQuestions`), and then their sibling groups' lists of entries that state
    /// problems; with `statementsAmongQuestions`, only lists in which an entry asks too (an
    /// AsciiDoc procedure's steps, "Download the archive.", answered by code, are no entries).
    mutating func listListQuestions(statementsAmongQuestions: Bool = false, least: Int = 2, where picked: (Int, Node) -> Bool) {
        var bulleted: Set<Int> = []
        var lists: [Int: MarkdownQuestionPatterns.Found] = [:]
        // Lists of problems under titles that name them are entries too, but are no evidence for their siblings' lists.
        var problemLists: [Int: MarkdownQuestionPatterns.Found] = [:]
        for node in nodes.indices where nodes[node].hasBody && nodes[node].listedQuestions.isEmpty && picked(node, nodes[node]) {
            lists[node] = ConvertedListQuestions.questions(inMarkdown: nodes[node].body, heading: nodes[node].title, least: least)
            if lists[node] == nil { problemLists[node] = problemList(node) }
        }
        // Checklists under headings that report problems stay in their answers (`TroubleChecklists`).
        for parent in nodes.indices {
            let children = nodes[parent].children
            let listing = children.filter { lists[$0] != nil }
            let textOnly = children.filter { lists[$0] == nil && nodes[$0].children.isEmpty && nodes[$0].hasBody && nodes[$0].listedQuestions.isEmpty }
            if TroubleChecklists.checklists(listing.map { nodes[$0].title }, textOnly: textOnly.map { nodes[$0].title }) {
                for node in listing { lists[node] = nil }
            }
        }
        for node in lists.keys.sorted() {
            guard let found = lists[node] else { continue }
            setBody(found.remainder, of: node)
            for question in found.questions { addListedQuestion(question, to: node) }
            bulleted.insert(node)
        }
        for (node, found) in problemLists.sorted(by: { $0.key < $1.key }) {
            setBody(found.remainder, of: node)
            for question in found.questions { addListedQuestion(question, to: node) }
        }
        for parent in nodes.indices where nodes[parent].children.contains(where: bulleted.contains) {
            for node in nodes[parent].children where !bulleted.contains(node) && nodes[node].children.isEmpty
                && nodes[node].hasBody && nodes[node].listedQuestions.isEmpty && picked(node, nodes[node]) {
                guard let found = ConvertedListQuestions.statements(inMarkdown: nodes[node].body, heading: nodes[node].title),
                      !statementsAmongQuestions || found.questions.contains(where: { StructureRule.asks($0.question) }) else { continue }
                setBody(found.remainder, of: node)
                for question in found.questions { addListedQuestion(question, to: node) }
            }
        }
    }

    /// Under a title of known problems ("Common Issues and Solutions") with no heading below it, a list of two or more
    /// items that each go on with an answer of their own holds its entries, though none asks (Orchestratex's
    /// "1. Agent Not Responding" over its symptoms and solution steps).
    private func problemList(_ node: Int) -> MarkdownQuestionPatterns.Found? {
        guard nodes[node].children.isEmpty,
              PlainTextScore.namesKnownProblems(Self.titleWordList(nodes[node].title)),
              let found = ConvertedListQuestions.statements(inMarkdown: nodes[node].body, heading: nodes[node].title),
              found.questions.count >= 2 else { return nil }
        return found
    }
}
