import CCmark

/// The `Q:` and `A:` labels that mark questions and answers written without headings: `Q: text`,
/// `**Q:**`, `__Q__:`, `Q1.2.`, a `**Q:**`/`**A:**` pair in one paragraph, an answer opened
/// inside its question's paragraph (`? A:`), and the question they ask as the page shows it.
extension MarkdownQuestionPatterns {
    /// A line with the bold that opens it taken off, trimmed (`**Q:** How?` → `Q:** How?`):
    /// `questionPrefix` and `answerPrefix` trim what is left of it at the label.
    static func withoutOpeningBold(_ line: String) -> String {
        let text = line.trimmingCharacters(in: " \t")
        return text.hasPrefix("**") ? String(text.dropFirst(2)) : text
    }

    /// The question `Q:` lines ask, as the page shows it: the label's bold and any other inline
    /// markup taken off, as in headings' titles ("**Q:** Is `2**10` too big?" asks "Is 2**10
    /// too big?").
    static func labelledQuestion(_ markdown: String) -> String? {
        questionPrefix(MarkdownFormat.firstParagraphText(markdown) ?? withoutOpeningBold(markdown))
    }

    /// A `Q:` paragraph whose answer starts inside it, after the question's "?" (`Q1.1: How do I
    /// find …\nintrinsic? A: Search …`, highway's FAQ): the question, over lines if need be, and the
    /// answer (empty when "A:" ends the paragraph).
    static func inlineAnswer(_ paragraph: String) -> (question: String, answer: String)? {
        let text = paragraph.trimmingCharacters(in: " \t\n")
        // "? A:" may end the paragraph too, the answer in the blocks after it.
        guard let mark = text.range(ofLiteralIn: "? A: ") ?? text.range(ofLiteralIn: "? A:\n")
                ?? (text.hasSuffix("? A:") ? text.index(text.endIndex, offsetBy: -4)..<text.endIndex : nil),
              let question = labelledQuestion(String(text[..<text.index(after: mark.lowerBound)])) else { return nil }
        return (question, String(text[mark.upperBound...]).trimmingCharacters(in: " \t\n"))
    }

    /// Whether a bold node is only a question's label: `**Q:**`, `**Q1.**`, or `__Q__:` with its
    /// mark after the bold (AMICI's FAQ).
    static func isBoldLabel(_ node: OpaquePointer) -> Bool {
        guard cmark_node_get_type(node) == CMARK_NODE_STRONG else { return false }
        let text = MarkdownFormat.plainText(node).trimmingCharacters(in: " \t")
        guard text.hasPrefix("Q") else { return false }
        if text.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }), let next = cmark_node_next(node),
           cmark_node_get_type(next) == CMARK_NODE_TEXT, let mark = literal(next).first, ":.".contains(mark) {
            return true
        }
        return text.dropFirst().dropLast().allSatisfy { $0.isASCII && $0.isNumber } && text.count >= 2 && ":.)".contains(text.last!)
    }

    /// "q" or "a" for a paragraph that is only a bold label, `**Question**` or `**Answer:**`.
    static func standingLabel(_ block: MarkdownFormat.Block) -> String? {
        guard BoldParagraphs.isBoldAlone(block.node), let strong = BoldParagraphs.firstShownChild(block.node) else { return nil }
        return QuestionLabelLetters.standingLabel(MarkdownFormat.plainText(strong))
    }

    /// The most blocks a question under a `**Question**` label holds: its paragraph, or a list of its wordings.
    static let maximumLabelledQuestionBlocks = 3

    /// A `**Question**` paragraph over the question (a paragraph, or a list of its wordings) and an `**Answer**`
    /// paragraph (django-elasticsearch-dsl-drf's FAQ): the answer is what follows, up to the next question.
    static func labelParagraphPair(_ blocks: [MarkdownFormat.Block], _ b: Int) -> Opener? {
        var k = b + 1
        while k < blocks.count, k - b <= maximumLabelledQuestionBlocks, standingLabel(blocks[k]) == nil { k += 1 }
        guard k < blocks.count, k > b + 1, standingLabel(blocks[k]) == "a" else { return nil }
        // A list's wordings one after another, each its own sentence.
        func wordings(_ node: OpaquePointer) -> [String] {
            guard cmark_node_get_type(node) == CMARK_NODE_LIST else { return [MarkdownFormat.plainText(node)] }
            var items: [String] = []
            var item = cmark_node_first_child(node)
            while let current = item {
                items.append(MarkdownFormat.plainText(current))
                item = cmark_node_next(current)
            }
            return items
        }
        let question = StyledText.collapsed(blocks[(b + 1)..<k].flatMap { wordings($0.node) }.joined(separator: " "))
        var opener = Opener(kind: .boldLine, block: b, lastBlock: k, question: question, answer: "", closed: false)
        opener.labelledPair = true
        return opener
    }

    /// A paragraph whose lines open with a bold `**Q:**` label, then one with a bold `**A:**`: the
    /// question the first lines ask and the answer the rest give (leiningen's FAQ).
    static func boldLabelPair(_ block: MarkdownFormat.Block, source: MarkdownSource) -> (question: String, answer: String)? {
        let first = withoutOpeningBold(source.text(from: block.startLine, to: block.startLine))
        guard first.hasPrefix("Q"), questionPrefix(first) != nil, block.endLine > block.startLine,
              let answerLine = (block.startLine + 1...block.endLine).first(where: { answerPrefix(withoutOpeningBold(source.text(from: $0, to: $0))) != nil })
        else { return nil }
        let asked = (block.startLine..<answerLine).map { source.text(from: $0, to: $0).trimmingCharacters(in: " \t") }.joined(separator: " ")
        guard let question = labelledQuestion(asked) else { return nil }
        let answer = source.text(from: answerLine, to: block.endLine)
        return (question, answerPrefix(answer) ?? answer)
    }

    /// A line that opens with a numbered question label: `Q2:`, `**Q12.**`.
    static func isNumberedLabel(_ line: String) -> Bool {
        let text = line.drop { $0 == " " || $0 == "*" }
        guard text.first == "Q" else { return false }
        let digits = text.dropFirst().prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && text.dropFirst(1 + digits.count).first.map { ":.)".contains($0) } == true
    }

    /// `Q: text`, `Q. text`, `Q1: text` → `text`.
    static func questionPrefix(_ line: String) -> String? {
        var rest = Substring(line)
        guard let label = rest.first, QuestionLabelLetters.question.contains(label) else { return nil }
        rest = rest.dropFirst()
        let number = rest.prefix { $0.isNumber }
        rest = rest.dropFirst(number.count)
        // "Q1.2:" numbers the question in its group.
        var dotted = false, yearLike = false
        while rest.first == ".", rest.dropFirst().first?.isNumber == true {
            let part = rest.dropFirst().prefix { $0.isNumber }
            yearLike = yearLike || part.count > 2
            rest = rest.dropFirst(1 + part.count)
            dotted = true
        }
        // So does "Q1.1  What is …?" with no mark (Gnus's); "Q3 2024" and "Q1.2025 Ship it" name quarters.
        let spaced = dotted && !yearLike && !number.isEmpty && (rest.first == " " || rest.first == "\t")
        guard let mark = rest.first, mark == ":" || mark == "：" || mark == "." || mark == ")" || spaced else { return nil }
        let text = String(rest.dropFirst()).trimmingCharacters(in: " \t*")
        return text.isEmpty ? nil : text
    }

    /// Drops an `A:` or `A.` label that starts an answer, with the bold or emphasis around it
    /// (`**A:**`, `**A**:`, `__A__:`, `**A. **`).
    static func answerPrefix(_ text: String) -> String? {
        let trimmed = text.drop { $0.isWhitespace }
        let open = trimmed.prefix { $0 == "*" || $0 == "_" }
        var rest = trimmed.dropFirst(open.count)
        guard open.count <= 3, let label = rest.first, QuestionLabelLetters.answer.contains(label) else { return nil }
        rest = rest.dropFirst()
        var closed = open.isEmpty
        if !closed, rest.hasPrefix(open) { rest = rest.dropFirst(open.count); closed = true }
        // A converter's Markdown escapes the mark ("A\: …", DocBook's paragraphs).
        if rest.hasPrefix("\\:") || rest.hasPrefix("\\.") { rest = rest.dropFirst() }
        guard let mark = rest.first, mark == ":" || mark == "：" || mark == "." else { return nil }
        rest = rest.dropFirst()
        if !closed {
            let spaced = rest.drop { $0 == " " }
            guard spaced.hasPrefix(open) else { return nil }
            rest = spaced.dropFirst(open.count)
        }
        return String(rest).trimmingCharacters(in: " \t")
    }
}
