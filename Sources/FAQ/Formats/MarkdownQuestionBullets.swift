import CCmark

/// Bullet or numbered lists whose items are questions: each item's first line is the question
/// and the rest of the item its answer. A list is taken when every item has an answer and either
/// most first lines are shaped as questions (“…?”, “How to …”), or most are wholly bold or code
/// (`` `fatal: not a git repository` ``, `**Q: …**`) with an answer of its own paragraphs below
/// (an error message and its fix). A list of links, or of bold names with a line each, stays text.
enum MarkdownQuestionBullets {
    typealias Opener = MarkdownQuestionPatterns.Opener

    private struct Entry {
        var question: String
        var answer: String
        /// The first line is wholly bold, emphasised or code.
        var marked: Bool
        /// The answer has a block of its own (not just lines of the first paragraph).
        var ownBlocks: Bool
    }

    /// The questions of the list at `blocks[b]`, or none.
    static func openers(_ blocks: [MarkdownFormat.Block], _ b: Int, source: MarkdownSource) -> [Opener] {
        let block = blocks[b]
        guard block.type == CMARK_NODE_LIST else { return [] }
        var entries: [Entry] = []
        var item = cmark_node_first_child(block.node)
        while let current = item {
            item = cmark_node_next(current)
            guard let entry = entry(current, source: source) else { return [] }
            entries.append(entry)
        }
        let shaped = entries.filter { questionShaped($0.question) }.count
        let marked = entries.filter { $0.marked && $0.ownBlocks }.count
        if entries.count == 1 {
            // A list of one question: its answer may follow the list.
            guard StructureRule.asks(entries[0].question) else { return [] }
        } else {
            guard entries.allSatisfy({ !$0.answer.allSatisfy(\.isWhitespace) }),
                  shaped * 2 > entries.count || marked * 2 > entries.count else { return [] }
        }
        return entries.map { Opener(kind: .bullet, block: b, lastBlock: b, question: $0.question, answer: $0.answer, closed: false) }
    }

    /// An item's question (its first line when that line is wholly marked, else its first
    /// paragraph) and answer (the rest, without an `A:`).
    private static func entry(_ item: OpaquePointer, source: MarkdownSource) -> Entry? {
        guard let paragraph = cmark_node_first_child(item), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
              let first = cmark_node_first_child(paragraph) else { return nil }
        let itemEnd = Int(cmark_node_get_end_line(item))
        let paragraphStart = Int(cmark_node_get_start_line(paragraph)), paragraphEnd = Int(cmark_node_get_end_line(paragraph))
        let afterFirst = cmark_node_next(first)
        let markedFirst = [CMARK_NODE_STRONG, CMARK_NODE_EMPH, CMARK_NODE_CODE].contains(cmark_node_get_type(first))
        let firstLineOnly = afterFirst.map { [CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK].contains(cmark_node_get_type($0)) } ?? true
        var question: String
        var answerStart: Int
        if markedFirst && firstLineOnly {
            question = MarkdownFormat.plainText(first).trimmingCharacters(in: " \t:")
            answerStart = paragraphStart + 1
        } else {
            question = MarkdownFormat.plainText(paragraph)
            answerStart = paragraphEnd + 1
        }
        question = MarkdownQuestionPatterns.questionPrefix(question) ?? question
        guard !question.isEmpty else { return nil }
        var answer = dedent(source.text(from: answerStart, to: itemEnd)).trimmingBlankLines()
        if let stripped = MarkdownQuestionPatterns.answerPrefix(answer) { answer = stripped }
        return Entry(question: question, answer: answer, marked: markedFirst && firstLineOnly,
                     ownBlocks: cmark_node_next(paragraph) != nil)
    }

    /// “…?”, or a line that opens as a question does (“How to build it”, “Why it fails”).
    static func questionShaped(_ text: String) -> Bool {
        if StructureRule.asks(text) { return true }
        let first = text.prefix { $0.isLetter || $0 == "'" }.lowercased()
        return ["how", "why", "what", "when", "where", "which", "who", "can", "could", "should", "is", "are", "does",
                "do", "will", "may"].contains(first) && text.contains(" ")
    }

    private static func dedent(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }
        let cut = indents.min() ?? 0
        return lines.map { $0.count >= cut ? String($0.dropFirst(cut)) : String($0) }.joined(separator: "\n")
    }
}
