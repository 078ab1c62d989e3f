import CCmark

/// Bullet or numbered lists whose items are questions: each item's first line is the question
/// and the rest of the item its answer. The lists under a heading are taken when every item has
/// an answer and either every first line is shaped as a question (“…?”, “How to …”) or labelled
/// (`- **Q**: …`, sopwith's FAQ, statements among them, where most labelled ones ask or are
/// answered by an `A:`), or most are
/// wholly bold or code (`` `fatal: not a git repository` ``, `**Q: …**`) with an answer of its own
/// paragraphs below (an error message and its fix). A list of links, or of bold names with a
/// line each, or with only a list of points below (an outline of tips: "**Routine care**" over
/// "- Update dependencies"), stays text.
enum MarkdownQuestionBullets {
    typealias Opener = MarkdownQuestionPatterns.Opener

    private struct Entry {
        var question: String
        var answer: String
        /// The first line is wholly bold, emphasised or code.
        var marked: Bool
        /// The answer has a block of its own (not just lines of the first paragraph).
        var ownBlocks: Bool
        /// The answer is in the blocks after the list (a list of one item).
        var answeredAfter = false
        /// The question has a `Q:` label (`- **Q**: …`, `* Q: …`): an entry, asking or stating,
        /// where the list's labelled items mostly ask or are answered by an `A:` label.
        var labelled = false
        var answerLabelled = false
        /// A bold or emphasised name of a few words, reporting no problem, over nothing but lists: a point of an outline.
        var namesPoints = false
        /// A bold label of a few words ending in a colon over only lists or code ("**Via UI:**" over its steps): a way of
        /// an answer; over a paragraph it is a tip answered ("**Protect API keys**:"), and a longer line so ended leads
        /// into its problem's message ("*I'm getting an error from the C compiler:*").
        var caption = false
        var answered: Bool { answeredAfter || !answer.allSatisfy(\.isWhitespace) }
    }

    /// The questions of the lists among `blocks`, or none: the items whose first line is marked
    /// and answered, when they are two or more and most marked items (not a list of bold names
    /// without answers); else the items of lists whose first lines all ask and are all answered.
    /// A list of one item may be answered by the blocks after it (numbered questions in lists of
    /// their own, their answers in the paragraphs between). `statements`: the document's lists
    /// of questions elsewhere make lists of the same kind entries whatever their first lines say:
    /// every item of lists whose items all go on with an answer of their own.
    static func openers(_ blocks: [MarkdownFormat.Block], source: MarkdownSource, statements: Bool = false) -> [Opener] {
        var stated: [(block: Int, entry: Entry)] = []
        var marked: [(block: Int, entry: Entry)] = []
        var markedItems = 0
        var asking: [(block: Int, entry: Entry)] = []
        for (b, block) in blocks.enumerated() where block.type == CMARK_NODE_LIST {
            var entries: [Entry] = []
            var item = cmark_node_first_child(block.node)
            while let current = item {
                item = cmark_node_next(current)
                guard let entry = entry(current, source: source) else { entries = []; break }
                entries.append(entry)
            }
            if entries.count == 1, b + 1 < blocks.count, !opensQuestion(blocks[b + 1]) {
                entries[0].ownBlocks = true  // its answer goes on after it, up to the next question
                entries[0].answeredAfter = true
            }
            if statements, !entries.isEmpty, entries.allSatisfy({ $0.answered && $0.ownBlocks }) { stated += entries.map { (b, $0) } }
            markedItems += entries.filter(\.marked).count
            let answered = entries.allSatisfy(\.answered)
            // A list whose marked items all name points over lists of them is an outline, text like a list of links; a
            // caption ("**Via UI:**") over its content is a way of an answer. Both still count among the marked items.
            let outline = entries.contains(where: \.marked) && entries.filter(\.marked).allSatisfy(\.namesPoints)
            marked += entries.filter { $0.marked && $0.ownBlocks && $0.answered && !outline && !$0.caption }.map { (b, $0) }
            // `Q1:` may also number a plan's quarters: labels count where they mostly ask or are answered.
            let labelledItems = entries.filter(\.labelled)
            let labelsMark = labelledItems.filter { $0.answerLabelled || questionShaped($0.question) }.count * 2 > labelledItems.count
            if answered || entries.count == 1, !entries.isEmpty, entries.allSatisfy({ $0.labelled && labelsMark || questionShaped($0.question) }) {
                asking += entries.map { (b, $0) }
            }
        }
        let chosen = statements ? stated : marked.count >= 2 && marked.count * 2 > markedItems ? marked : asking
        return chosen.map { Opener(kind: .bullet, block: $0.block, lastBlock: $0.block, question: $0.entry.question,
                                   answer: $0.entry.answer, closed: false) }
    }

    /// A list of one item whose first line is wholly marked: the next question of its kind.
    private static func opensQuestion(_ block: MarkdownFormat.Block) -> Bool {
        guard block.type == CMARK_NODE_LIST, let item = cmark_node_first_child(block.node), cmark_node_next(item) == nil,
              let paragraph = cmark_node_first_child(item), let first = cmark_node_first_child(paragraph) else { return false }
        return [CMARK_NODE_STRONG, CMARK_NODE_EMPH, CMARK_NODE_CODE].contains(cmark_node_get_type(first))
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
        // `**Question**?`: punctuation after the marked text still leaves the line wholly marked.
        var rest = afterFirst
        var punctuation = ""
        if let node = rest, cmark_node_get_type(node) == CMARK_NODE_TEXT {
            let text = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            if text.count <= 2, text.allSatisfy({ "?:.!".contains($0) }) {
                punctuation = text
                rest = cmark_node_next(node)
            }
        }
        let firstLineOnly = rest.map { [CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK].contains(cmark_node_get_type($0)) } ?? true
        var question: String
        var answerStart: Int
        if markedFirst && firstLineOnly {
            question = (MarkdownFormat.plainText(first) + punctuation.filter { $0 == "?" }).trimmingCharacters(in: " \t:")
            answerStart = paragraphStart + 1
        } else if let line = questionBrokenOff(paragraph) {
            // "- Is it free?\" over "  Yes.": a first line ended by a hard break asks, the rest answers.
            question = line
            answerStart = paragraphStart + 1
        } else {
            question = MarkdownFormat.plainText(paragraph)
            answerStart = paragraphEnd + 1
        }
        let labelled = MarkdownQuestionPatterns.questionPrefix(question)
        question = labelled ?? question
        guard !question.isEmpty else { return nil }
        var answer = dedent(source.text(from: answerStart, to: itemEnd)).trimmingBlankLines()
        let stripped = MarkdownQuestionPatterns.answerPrefix(answer)
        if let stripped { answer = stripped }
        var entry = Entry(question: question, answer: answer, marked: markedFirst && firstLineOnly,
                          ownBlocks: cmark_node_next(paragraph) != nil, labelled: labelled != nil, answerLabelled: stripped != nil)
        let words = question.split(separator: " ").count
        entry.caption = entry.marked && (MarkdownFormat.plainText(first).hasSuffix(":") || punctuation == ":")
            && words <= maximumPointNameWords + 1 && onlyBlocks(after: paragraph, of: [CMARK_NODE_LIST, CMARK_NODE_CODE_BLOCK])
        entry.namesPoints = entry.marked && cmark_node_get_type(first) != CMARK_NODE_CODE && paragraphStart == paragraphEnd
            && labelled == nil && !questionShaped(question) && words <= maximumPointNameWords
            && !TroubleChecklists.reportsAProblem(question) && !TroubleChecklists.negatesAVerb(question) && onlyBlocks(after: paragraph, of: [CMARK_NODE_LIST])
        return entry
    }

    /// The most words a point's name has ("Routine maintenance"); an error message or a problem stated runs longer.
    static let maximumPointNameWords = 3

    /// Whether there are blocks after `node` in its item, each of one of the `types` (lists; lists and code).
    private static func onlyBlocks(after node: OpaquePointer, of types: [cmark_node_type]) -> Bool {
        var next = cmark_node_next(node)
        guard next != nil else { return false }
        while let block = next {
            guard types.contains(cmark_node_get_type(block)) else { return false }
            next = cmark_node_next(block)
        }
        return true
    }

    /// The first line of a paragraph when a hard break ends it and it is shaped as a question.
    private static func questionBrokenOff(_ paragraph: OpaquePointer) -> String? {
        var child = cmark_node_first_child(paragraph)
        while let node = child, ![CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK].contains(cmark_node_get_type(node)) { child = cmark_node_next(node) }
        guard let node = child, cmark_node_get_type(node) == CMARK_NODE_LINEBREAK, cmark_node_next(node) != nil else { return nil }
        let line = MarkdownFormat.plainText(paragraph, firstLine: true)
        return questionShaped(line) ? line : nil
    }

    /// “…?”, or a line that opens as a question does (“How to build it”, “Why it fails”).
    static func questionShaped(_ text: String) -> Bool {
        if StructureRule.asks(text) { return true }
        let first = text.prefix { $0.isLetter || $0 == "'" }.lowercased()
        return ["how", "why", "what", "when", "where", "which", "who", "can", "could", "should", "is", "are", "does",
                "do", "will", "may"].contains(first) && text.contains(" ")
    }

    /// The text with the indentation its lines share removed (a list item's body).
    static func dedent(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }
        let cut = indents.min() ?? 0
        return lines.map { $0.count >= cut ? String($0.dropFirst(cut)) : String($0) }.joined(separator: "\n")
    }
}
