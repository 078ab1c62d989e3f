/// Imports JSON that is neither FAQ JSON nor schema.org data but a site's own list of questions:
/// arrays of objects that each hold a question and its answer under a common name ("question" and
/// "answer", "q" and "a"), at the top or under any member ("items", "faqs"), grouped where an object
/// names itself ("title", "category") beside such a list. Answers are Markdown, or HTML where they
/// hold tags; an answer written as an array of strings is one paragraph each.
enum JSONQuestionLists {
    static let questionKeys: Set<String> = ["question", "q", "questiontext", "question_text"]
    static let answerKeys: Set<String> = ["answer", "a", "answertext", "answer_text", "response", "reply"]
    static let groupTitleKeys: Set<String> = ["title", "name", "category", "section", "group", "topic", "heading", "label"]

    /// The document, or nil when no array holds question objects.
    static func decode(_ root: JSONNode, file: String) -> (FAQDocument, [DocumentProblem])? {
        guard holdsQuestions(root, depth: 0) else { return nil }
        var builder = ImportBuilder(file: file, title: MarkdownFormat.defaultTitle(file))
        if case .object = root.value, let title = groupTitle(root) { builder.title = title }
        visit(root, sectionDepth: 0, nesting: 0, into: &builder)
        guard builder.hasQuestions else { return nil }
        return (builder.build(), builder.warnings)
    }

    /// A member's value by one of `names`, its key's case aside.
    private static func member(_ node: JSONNode, _ names: Set<String>) -> JSONNode? {
        guard case .object(let members) = node.value else { return nil }
        return members.first { names.contains($0.key.lowercased()) }?.value
    }

    /// The question and answer an object holds, or nil.
    static func pair(_ node: JSONNode) -> (question: String, answer: String)? {
        guard let question = JSONLDFormat.string(member(node, questionKeys)), let answer = member(node, answerKeys) else { return nil }
        let paragraphs: [String]
        switch answer.value {
        case .string: paragraphs = JSONLDFormat.string(answer).map { [$0] } ?? []
        case .array(let parts): paragraphs = parts.compactMap(JSONLDFormat.string)
        default: return nil
        }
        let text = paragraphs.joined(separator: "\n\n")
        return (HTMLText.plainText(of: question), holdsTags(text) ? HTMLToMarkdown.convert(text) : text)
    }

    /// Whether text holds an HTML tag (`<a href`, `<br>`, `</p>`).
    private static func holdsTags(_ text: String) -> Bool {
        var previous: Character = " "
        for c in text {
            if previous == "<", c.isASCII && c.isLetter || c == "/" { return true }
            previous = c
        }
        return false
    }

    /// An object's own name, when it has one as a string.
    private static func groupTitle(_ node: JSONNode) -> String? {
        guard case .object(let members) = node.value else { return nil }
        return members.lazy.filter { groupTitleKeys.contains($0.key.lowercased()) }.compactMap { JSONLDFormat.string($0.value) }.first
    }

    /// The nesting followed at most: deeper values are not searched (the parser allows 512).
    static let maximumNesting = 64

    /// Whether an array anywhere in `node` is a list of questions: half its items or more question objects.
    private static func holdsQuestions(_ node: JSONNode, depth: Int) -> Bool {
        guard depth < maximumNesting else { return false }
        switch node.value {
        case .array(let items):
            return isQuestionList(items) || items.contains { holdsQuestions($0, depth: depth + 1) }
        case .object(let members):
            return members.contains { holdsQuestions($0.value, depth: depth + 1) }
        default:
            return false
        }
    }

    private static func isQuestionList(_ items: [JSONNode]) -> Bool {
        let pairs = items.lazy.filter { pair($0) != nil }.count
        return pairs > 0 && pairs * 2 >= items.count
    }

    private static func visit(_ node: JSONNode, sectionDepth: Int, nesting: Int, into builder: inout ImportBuilder) {
        guard nesting < maximumNesting else { return }
        switch node.value {
        case .array(let items) where isQuestionList(items):
            for item in items {
                if let (question, answer) = pair(item) { builder.addQuestion(question, answer: answer) }
            }
        case .array(let items):
            for item in items { visit(item, sectionDepth: sectionDepth, nesting: nesting + 1, into: &builder) }
        case .object(let members):
            // A group: an object that names itself beside a list of questions (the root's name is the document's).
            if nesting > 0, sectionDepth < FAQDocument.maximumSectionDepth, let title = groupTitle(node), holdsQuestions(node, depth: 0) {
                builder.addSection(title: HTMLText.plainText(of: title), depth: sectionDepth)
                for member in members { visit(member.value, sectionDepth: sectionDepth + 1, nesting: nesting + 1, into: &builder) }
                builder.closeSections(toDepth: sectionDepth)
            } else {
                for member in members { visit(member.value, sectionDepth: sectionDepth, nesting: nesting + 1, into: &builder) }
            }
        default:
            break
        }
    }
}
