/// Imports JSON that is neither FAQ JSON nor schema.org data but a site's own list of questions:
/// arrays of objects that each hold a question and its answer under a common name ("question" and
/// "answer", "q" and "a"), at the top or under any member ("items", "faqs"), grouped where an object
/// names itself ("title", "category") beside such a list. Answers are Markdown, or HTML where they
/// hold HTML's block tags and no Markdown blocks; an answer written as an array of strings is one
/// paragraph each. An item of a list that is neither a question nor a group is named in a warning.
enum JSONQuestionLists {
    static let questionKeys: Set<String> = ["question", "q", "questiontext", "question_text"]
    static let answerKeys: Set<String> = ["answer", "a", "answertext", "answer_text", "response", "reply"]
    static let groupTitleKeys: Set<String> = ["title", "name", "category", "section", "group", "topic", "heading", "label"]

    /// The nesting followed at most: deeper values are not searched (the parser allows 512).
    static let maximumNesting = 64

    /// The document, or nil when no array holds question objects.
    static func decode(_ root: JSONNode, file: String, bytes: [UInt8]) -> (FAQDocument, [DocumentProblem])? {
        var holding: Set<Int> = []
        guard holdsQuestions(root, depth: 0, into: &holding) else { return nil }
        var reader = Reader(holding: holding, builder: ImportBuilder(file: file, title: MarkdownFormat.defaultTitle(file)))
        if case .object = root.value, let title = groupTitle(root) { reader.builder.title = HTMLText.plainText(of: title) }
        reader.visit(root, sectionDepth: 0, nesting: 0)
        guard reader.builder.hasQuestions else { return nil }
        if let first = reader.leftOut.first {
            // Said once, where the first one stands: a list of thousands must not cost a message each.
            reader.builder.warn(TranslatableText.plural("an item of a list of questions holds no question and answer; it is left out",
                                                        "{1} items of lists of questions hold no question and answer; they are left out",
                                                        reader.leftOut.count, String(reader.leftOut.count)),
                                at: SourcePosition(offset: first, in: bytes))
        }
        return (reader.builder.build(), reader.builder.warnings)
    }

    /// A member's value by one of `names`, its key's case aside.
    private static func member(_ node: JSONNode, _ names: Set<String>) -> JSONNode? {
        guard case .object(let members) = node.value else { return nil }
        return members.first { names.contains($0.key.lowercased()) }?.value
    }

    /// Whether an object holds a question (a string) and an answer (a string or strings): keys and types only.
    static func isPair(_ node: JSONNode) -> Bool {
        guard JSONLDFormat.string(member(node, questionKeys)) != nil, let answer = member(node, answerKeys) else { return false }
        switch answer.value {
        case .string: return true
        case .array(let parts): return parts.allSatisfy { if case .string = $0.value { true } else { false } }
        default: return false
        }
    }

    /// The question and answer an object holds, or nil.
    static func pair(_ node: JSONNode) -> (question: String, answer: String)? {
        guard isPair(node), let question = JSONLDFormat.string(member(node, questionKeys)), let answer = member(node, answerKeys) else { return nil }
        let paragraphs: [String]
        switch answer.value {
        case .array(let parts): paragraphs = parts.compactMap(JSONLDFormat.string)
        default: paragraphs = JSONLDFormat.string(answer).map { [$0] } ?? []
        }
        let text = paragraphs.joined(separator: "\n\n")
        return (HTMLText.plainText(of: question), isHTML(text) ? HTMLToMarkdown.convert(text) : text)
    }

    /// HTML's block tags, which Markdown text seldom holds.
    private static let blockTags = ["<p>", "<p ", "<br", "<ul>", "<ol>", "<li>", "<div", "<table", "<pre>", "<blockquote", "<h1", "<h2",
                                    "<h3", "<h4", "<a href"]

    /// HTML's inline tags: HTML where the text has no Markdown of its own.
    private static let inlineTags = ["<em>", "<strong>", "<code>", "<b>", "<i>", "<kbd>", "<tt>"]

    /// Whether an answer is HTML: it holds a block tag or a link, or an inline tag and none of Markdown's
    /// inline marks (backticks, `**`), and no line opens a Markdown block (a list item, a heading, a fence).
    /// A `Vec<String>` in Markdown's code stays Markdown.
    static func isHTML(_ text: String) -> Bool {
        let lower = text.lowercased()
        let inline = inlineTags.contains { lower.range(ofLiteralIn: $0) != nil } && !text.contains("`") && !text.contains("**")
        guard inline || blockTags.contains(where: { lower.range(ofLiteralIn: $0) != nil }) else { return false }
        return !text.split(separator: "\n").contains { line in
            let trimmed = line.drop { $0 == " " }
            return trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") || trimmed.hasPrefix("# ") || trimmed.hasPrefix("```")
                || trimmed.prefix { $0.isNumber }.count > 0 && trimmed.drop { $0.isNumber }.hasPrefix(". ")
        }
    }

    /// An object's own name, when it has one as a string.
    private static func groupTitle(_ node: JSONNode) -> String? {
        guard case .object(let members) = node.value else { return nil }
        return members.lazy.filter { groupTitleKeys.contains($0.key.lowercased()) }.compactMap { JSONLDFormat.string($0.value) }.first
    }

    /// Whether an array anywhere in `node` is a list of questions (half its items or more question
    /// objects); the offsets of every value that holds one go into `holding`, so that each is found once.
    private static func holdsQuestions(_ node: JSONNode, depth: Int, into holding: inout Set<Int>) -> Bool {
        guard depth < maximumNesting else { return false }
        var holds = false
        switch node.value {
        case .array(let items):
            holds = isQuestionList(items)
            for item in items where holdsQuestions(item, depth: depth + 1, into: &holding) { holds = true }
        case .object(let members):
            for member in members where holdsQuestions(member.value, depth: depth + 1, into: &holding) { holds = true }
        default:
            return false
        }
        if holds { holding.insert(node.offset) }
        return holds
    }

    private static func isQuestionList(_ items: [JSONNode]) -> Bool {
        let pairs = items.lazy.filter(isPair).count
        return pairs > 0 && pairs * 2 >= items.count
    }

    private struct Reader {
        /// The offsets of the values that hold a list of questions.
        let holding: Set<Int>
        var builder: ImportBuilder
        /// The offsets of list items that are neither a question nor a group.
        var leftOut: [Int] = []

        mutating func visit(_ node: JSONNode, sectionDepth: Int, nesting: Int) {
            guard nesting < JSONQuestionLists.maximumNesting, holding.contains(node.offset) else { return }
            switch node.value {
            case .array(let items):
                let list = JSONQuestionLists.isQuestionList(items)
                for item in items {
                    if let (question, answer) = JSONQuestionLists.pair(item) {
                        builder.addQuestion(question, answer: answer)
                    } else if holding.contains(item.offset) {
                        visit(item, sectionDepth: sectionDepth, nesting: nesting + 1)
                    } else if list {
                        leftOut.append(item.offset)  // said, not dropped without a word
                    }
                }
            case .object(let members):
                // A group: an object that names itself beside a list of questions (the root's name is the document's).
                if nesting > 0, sectionDepth < FAQDocument.maximumSectionDepth, let title = JSONQuestionLists.groupTitle(node) {
                    builder.addSection(title: HTMLText.plainText(of: title), depth: sectionDepth)
                    for member in members { visit(member.value, sectionDepth: sectionDepth + 1, nesting: nesting + 1) }
                    builder.closeSections(toDepth: sectionDepth)
                } else {
                    for member in members { visit(member.value, sectionDepth: sectionDepth, nesting: nesting + 1) }
                }
            default:
                break
            }
        }
    }
}
