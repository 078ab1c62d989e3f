import CCmark
internal import CLibXML2

/// Questions folded in HTML inside Markdown: `<details>` under its `<summary>`, and `<div>`s whose
/// parts are classed as a question and its answer.
extension MarkdownQuestionPatterns {
    /// HTML elements that fold an answer under its question: `<details>` under its `<summary>`, and a
    /// `<div>` whose parts are classed as a question and its answer (`HTMLClassedItems`).
    /// `openFolds`: folds of categories are opened (`nestedQuestions`); not where one category under the heading
    /// introduces its questions with text of its own: then every one is read whole, alike.
    static func foldingOpeners(_ blocks: [MarkdownFormat.Block], source: MarkdownSource, openFolds: Bool = true) -> [Opener] {
        var openers: [Opener] = []
        var opened = false, introduced = false
        var b = 0
        while b < blocks.count {
            defer { b += 1 }
            guard blocks[b].type == CMARK_NODE_HTML_BLOCK else { continue }
            let html = literal(blocks[b].node)
            let start = html.drop(while: \.isWhitespace).lowercased()
            // An element classed as a question alone in its block asks; the Markdown after it answers.
            if start.contains("question"), !start.hasPrefix("<details"), let alone = HTMLClassedItems.questionAlone(html) {
                openers.append(Opener(kind: .details, block: b, lastBlock: b, question: alone.question, answer: alone.answer, closed: false))
                continue
            }
            let tag = start.hasPrefix("<details") ? "details" : start.hasPrefix("<div") && start.contains("question") ? "div" : nil
            guard let tag else { continue }
            // The last block of the element's opening: a blank line may set its summary in a block of its own
            // (`<details>`, a blank line, `<summary>…</summary>`, as Docusaurus pages write it).
            var head = b
            var opening = html
            if tag == "details", !start.contains("<summary"), b + 1 < blocks.count, blocks[b + 1].type == CMARK_NODE_HTML_BLOCK {
                let next = literal(blocks[b + 1].node)
                if next.drop(while: \.isWhitespace).lowercased().hasPrefix("<summary") {
                    head = b + 1
                    opening = html + next
                }
            }
            // Its question first: a block that has none is passed over before its end is looked for (a run of them stays linear).
            guard let summary = tag == "details" ? summaryAndInlineAnswer(opening) : HTMLClassedItems.questionAndAnswer(html) else { continue }
            // The element ends where as many closing tags as opening ones have been seen.
            var depth = 0, last = b
            for c in b..<blocks.count where blocks[c].type == CMARK_NODE_HTML_BLOCK || c == b {
                let lower = literal(blocks[c].node).lowercased()
                depth += lower.occurrences(of: "<" + tag) - lower.occurrences(of: "</\(tag)>")
                last = c
                if depth <= 0 { break }
            }
            if depth > 0 { last = blocks.count - 1 }
            if tag == "details", openFolds {
                switch nestedQuestions(source.text(from: blocks[b].startLine, to: blocks[last].endLine), summary: summary.question) {
                case .questions(let nested):
                    openers += nested.map { Opener(kind: .details, block: b, lastBlock: last, question: $0.question, answer: $0.answer, closed: true) }
                    opened = true
                    b = last
                    continue
                case .introduced: introduced = true
                case .none: break
                }
            }
            var answer = summary.answer ?? ""
            if last > head {
                // Markdown between the opening and the closing block, and HTML text before the closing tag.
                let inner = source.text(from: blocks[head].endLine + 1, to: blocks[last].startLine - 1)
                let closing = literal(blocks[last].node)
                let beforeClose = (closing.range(ofLiteralIn: "</\(tag)>") ?? closing.range(ofLiteralIn: "</\(tag.uppercased())>"))
                    .map { String(closing[..<$0.lowerBound]) } ?? closing
                answer = [answer, inner, HTMLText.plainText(of: beforeClose)].filter { !$0.allSatisfy(\.isWhitespace) }
                    .joined(separator: "\n\n")
            }
            // One titled by its kind ("Note") right after a question's is a part of that answer.
            if HeadingTree.namesABlockKind(summary.question) {
                if let previous = openers.last, previous.lastBlock == b - 1 {
                    let part = "**\(summary.question)**\n\n" + answer.trimmingBlankLines()
                    openers[openers.count - 1].answer = [previous.answer.trimmingBlankLines(), part].filter { !$0.isEmpty }.joined(separator: "\n\n")
                    openers[openers.count - 1].lastBlock = last
                    openers[openers.count - 1].heldParts += 1
                }
            } else {
                openers.append(Opener(kind: .details, block: b, lastBlock: last, question: summary.question,
                                      answer: answer, closed: true))
            }
            b = last
        }
        return opened && introduced ? foldingOpeners(blocks, source: source, openFolds: false) : openers
    }

    /// Whether `blocks` fold two questions or more.
    static func foldQuestions(_ blocks: [MarkdownFormat.Block], source: MarkdownSource) -> Bool {
        foldingOpeners(blocks, source: source).count >= 2
    }

    /// A `<details>` block's summary, and the text that follows the summary in the same block.
    private static func summaryAndInlineAnswer(_ html: String) -> (question: String, answer: String?)? {
        guard let doc = HTMLText.parse(html) else { return nil }
        defer { faq_xml_free_doc(doc) }
        guard let details = MarkdownFormat.firstElement(named: "details", in: faq_xml_doc_get_root_element(doc)),
              let summary = MarkdownFormat.firstElement(named: "summary", in: details) else { return nil }
        // A heading inside the summary is its question; labels and buttons beside it are the page's furniture
        // (Caracal's "FAQ-001", "Platform" and "Share" around its `<h3>`).
        let title = HTMLText.firstElement(in: summary, limit: 16, where: { HTMLText.headingLevel($0) != nil }) ?? summary
        let question = summaryText(HTMLText.textContent(title))
        guard !question.isEmpty else { return nil }
        let answer = HTMLText.children(of: details).filter { $0 != summary }.map(HTMLText.textContent).joined()
        let trimmed = answer.trimmingBlankLines().trimmingCharacters(in: " \t\n")
        return (question, trimmed.isEmpty ? nil : trimmed)
    }

    /// A summary's text as the page shows it: white space collapsed and Markdown's bold or
    /// emphasis in asterisks around all of it taken off (`<summary>**Pricing**</summary>`, as MDX renders it).
    static func summaryText(_ text: String) -> String {
        var question = HTMLText.collapseWhitespace(text)
        // Asterisks only: underscores wrap names as often (`__main__`); and one run around all of it (not "**A** and **B**").
        if let mark = ["**", "*"].first(where: { question.count > 2 * $0.count && question.hasPrefix($0) && question.hasSuffix($0) }) {
            let inner = question.dropFirst(mark.count).dropLast(mark.count)
            if !inner.contains("*") { question = String(inner).trimmingCharacters(in: " ") }
        }
        return question
    }
}
