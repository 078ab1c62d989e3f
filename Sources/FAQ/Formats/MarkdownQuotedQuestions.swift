import CCmark

/// Questions set off as quotations over their answers (AsciiDoc's `[quote]` blocks, MySQLdb's quoted
/// error messages), as the Markdown reader and the readers that convert to Markdown find them.
extension MarkdownQuestionPatterns {
    /// Quotes that are only a question, each over its answer (AsciiDoc's `[quote]` blocks over `[TIP]` blocks); with
    /// `source`, quotes labelled `Q:` over quotes labelled `A:` too, whatever the question's words (lrzip's README).
    static func quotedOpeners(_ blocks: [MarkdownFormat.Block], source: MarkdownSource? = nil) -> [Opener] {
        blocks.indices.compactMap { b in
            if let source, let pair = quotedLabelPair(blocks, b, source: source) { return pair }
            guard b + 1 < blocks.count, let question = quotedQuestion(blocks[b]) else { return nil }
            return Opener(kind: .quoted, block: b, lastBlock: b, question: question, answer: "", closed: false)
        }
    }

    /// `> Q: …` over `> A: …`: the question without its label, its answer the next quote's text without its label.
    static func quotedLabelPair(_ blocks: [MarkdownFormat.Block], _ b: Int, source: MarkdownSource) -> Opener? {
        guard b + 1 < blocks.count, blocks[b].type == CMARK_NODE_BLOCK_QUOTE, blocks[b + 1].type == CMARK_NODE_BLOCK_QUOTE,
              let paragraph = cmark_node_first_child(blocks[b].node), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
              cmark_node_next(paragraph) == nil,
              let question = questionPrefix(StyledText.collapsed(MarkdownFormat.plainText(paragraph))) else { return nil }
        let quoted = source.text(from: blocks[b + 1].startLine, to: blocks[b + 1].endLine).split(separator: "\n", omittingEmptySubsequences: false)
            .map { line -> Substring in
                // A lazy continuation line has no ">" of its own.
                let indented = line.drop { $0 == " " }
                guard indented.first == ">" else { return indented }
                let unquoted = indented.dropFirst()
                return unquoted.first == " " ? unquoted.dropFirst() : unquoted
            }.joined(separator: "\n")
        guard let answer = answerPrefix(quoted) else { return nil }
        var opener = Opener(kind: .quoted, block: b, lastBlock: b + 1, question: question, answer: answer, closed: false)
        opener.labelledPair = true
        return opener
    }

    /// The question a quote holds when it is one short paragraph that asks, or that quotes an
    /// error message (MySQLdb's reStructuredText FAQ: "ImportError: No module named _mysql",
    /// "mysql.h: No such file or directory" set off over their answers).
    static func quotedQuestion(_ block: MarkdownFormat.Block) -> String? {
        guard block.type == CMARK_NODE_BLOCK_QUOTE, let paragraph = cmark_node_first_child(block.node),
              cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH, cmark_node_next(paragraph) == nil else { return nil }
        let text = MarkdownFormat.plainText(paragraph)
        return text.count <= quotedQuestionLength && (StructureRule.asks(text) || quotesAnError(text)) ? text : nil
    }

    /// Whether a quoted line is an error message: an error's name ("ImportError: …"), or a
    /// file's name before a failure ("mysql.h: No such file or directory"); not a label ("Note:
    /// …"), a version's notes ("v1.9: …") or a log's line ("config.status: creating Makefile").
    static func quotesAnError(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), text[colon...].dropFirst().first == " " else { return false }
        if namesATrouble(text) { return true }
        let name = text[..<colon], message = text[colon...].lowercased()
        let fileName = name.split(separator: ".").count >= 2 && !name.contains(" ") && name.last?.isLetter == true
        return fileName && failures.contains { message.range(ofLiteralIn: $0) != nil }
    }

    /// What an error message says went wrong.
    private static let failures = ["no such file", "not found", "cannot ", "can't ", "undefined", "fatal", "failed", "permission denied"]

    /// A quoted question is at most this long (a quoted mail is longer, and says more than it asks).
    static let quotedQuestionLength = 300

    /// Whether Markdown pieces (a converted document's headings' text) set off two or more questions as quotations.
    static func quotesQuestions(inMarkdown pieces: [String]) -> Bool {
        var count = 0
        for piece in pieces where piece.contains(">") {
            guard let root = MarkdownFormat.parse(piece) else { continue }
            defer { cmark_node_free(root) }
            count += quotedOpeners(MarkdownFormat.topLevelBlocks(root)).count
            if count >= 2 { return true }
        }
        return false
    }
}
