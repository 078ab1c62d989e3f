import CCmark

/// Troubleshooting entries labelled as problems, in paragraphs or list items: "**Problem**: …"
/// (or "Symptom:") answered by "**Solution**: …" (or "Fix:", "Workaround:", "Cause:") in the same
/// item or the blocks after it. The problem is the question, everything up to the next problem its
/// answer. The labels make a pair as `Q:`/`A:` do, so one such entry under a heading is a question;
/// under a heading that asks they are its answer's parts.
enum MarkdownProblemEntries {
    typealias Opener = MarkdownQuestionPatterns.Opener

    /// The problem entries among `blocks`: none unless a solution label answers one of them.
    static func openers(_ blocks: [MarkdownFormat.Block], source: MarkdownSource) -> [Opener] {
        // Told by bytes first: every heading's text is asked.
        guard blocks.contains(where: { mentionsLabel(source, $0) }) else { return [] }
        var openers: [Opener] = []
        var answered = false
        for (b, block) in blocks.enumerated() {
            if block.type == CMARK_NODE_PARAGRAPH, let question = problem(block.node) {
                var opener = Opener(kind: .problem, block: b, lastBlock: b, question: question, answer: "", closed: false)
                // "**Problem**: …" and "**Solution**: …" as lines of one paragraph.
                let solution = block.endLine > block.startLine ? (block.startLine + 1...block.endLine).first {
                    PlainTextProblemLabels.answerMarker(bareLine(source.text(from: $0, to: $0))) != nil
                } : nil
                if let line = solution {
                    opener.question = problem(firstLines: source.text(from: block.startLine, to: line - 1)) ?? question
                    opener.answer = source.text(from: line, to: block.endLine)
                    answered = true
                }
                openers.append(opener)
            } else if block.type == CMARK_NODE_LIST, let first = cmark_node_first_child(block.node), problem(inItem: first) != nil {
                // Items that state no problem go on the answer before them (a one-line fix).
                var item: OpaquePointer? = first
                while let current = item {
                    item = cmark_node_next(current)
                    let itemStart = Int(cmark_node_get_start_line(current)), itemEnd = Int(cmark_node_get_end_line(current))
                    guard let question = problem(inItem: current), let paragraph = cmark_node_first_child(current) else {
                        openers[openers.count - 1].answer += "\n\n" + source.text(from: itemStart, to: itemEnd)
                        continue
                    }
                    let from = Int(cmark_node_get_end_line(paragraph)) + 1
                    let answer = from <= itemEnd ? MarkdownQuestionBullets.dedent(source.text(from: from, to: itemEnd)).trimmingBlankLines() : ""
                    answered = answered || hasSolution(after: paragraph)
                    openers.append(Opener(kind: .problem, block: b, lastBlock: b, question: question, answer: answer, closed: false))
                }
            } else if block.type == CMARK_NODE_PARAGRAPH, !openers.isEmpty, opensWithSolution(block.node) {
                answered = true
            }
        }
        return answered ? openers : []
    }

    /// What a heading's problem entries say of it.
    enum HeadingProblems {
        /// It holds none.
        case none
        /// One labelled a symptom ("*Symptom:* …"), or a problem ("**Problem**: …") under a heading that names a problem
        /// too: where other headings hold one, the heading names the problem and the label describes it.
        case one
        /// One labelled a problem under a heading that names a topic ("Windows"): the problem may be the entry.
        case oneUnderATopic
        /// Several.
        case several
    }

    /// What the problem entries among the `blocks` under `heading` say of it.
    static func kind(_ blocks: [MarkdownFormat.Block], source: MarkdownSource, heading: String) -> HeadingProblems {
        let found = openers(blocks, source: source)
        guard let first = found.first else { return .none }
        let label = source.text(from: blocks[first.block].startLine, to: blocks[first.block].startLine).lowercased()
        guard found.count == 1 else { return .several }
        return label.range(ofLiteralIn: "symptom") != nil || namesAProblem(heading) ? .one : .oneUnderATopic
    }

    /// A heading that names a problem, not a topic: in three words or more ("No Bursts Detected"), or with a word
    /// of trouble ("Import Errors", "Memory Issues"); "Windows" names where the problem is.
    static func namesAProblem(_ heading: String) -> Bool {
        let words = heading.lowercased().split { !$0.isLetter && !$0.isNumber }
        return words.count >= 3 || words.contains { troubleNouns.contains(String($0)) }
    }

    static let troubleNouns: Set<String> = ["error", "errors", "issue", "issues", "problem", "problems", "bug", "bugs",
                                            "failure", "failures", "crash", "crashes", "warning", "warnings"]

    /// What the problem entries in a heading's block of Markdown (converted from another markup) say of it.
    static func kind(inMarkdown markdown: String, heading: String) -> HeadingProblems {
        let lower = markdown.lowercased()
        guard PlainTextProblemLabels.questionWords.contains(where: { lower.range(ofLiteralIn: $0) != nil }),
              let root = MarkdownFormat.parse(markdown) else { return .none }
        defer { cmark_node_free(root) }
        let source = MarkdownSource(markdown: markdown)
        return kind(MarkdownFormat.topLevelBlocks(root), source: source, heading: heading)
    }

    /// Whether the headings name their problems: three or more each hold one (`HeadingProblems.one`), more than hold
    /// one under a topic, and none holds several
    /// (TMRX's "== Clock/Reset Not Recognized" over "*Symptom:* …" and "*Solution:* …"; MEA-Flow's
    /// "PySpike Compilation Errors" over "**Problem**: …" and "**Solutions**: …"). Then the headings are
    /// the entries, and the labels name their answers' parts. Two are enough where the headings that hold
    /// none are twice as many: read as questions, the labels would leave most headings groups of text alone
    /// (Koml's known issues, two of eleven describing their "**Symptom:**"). So is one where three or more hold none
    /// (BunnyDB's "8. LSN Not Advancing" over "**Symptom**: …" among eight errors over their "**Cause**:").
    static func headingsNameTheirProblems(_ kinds: [HeadingProblems]) -> Bool {
        let named = kinds.count { $0 == .one }, unlabelled = kinds.count { $0 == .none }
        let enough = named >= 3 || named == 2 && unlabelled >= 2 * named || named == 1 && unlabelled >= 3
        return enough && named > kinds.count { $0 == .oneUnderATopic } && !kinds.contains(.several)
    }

    private static func mentionsLabel(_ source: MarkdownSource, _ block: MarkdownFormat.Block) -> Bool {
        let first = source.text(from: block.startLine, to: block.startLine).lowercased()
        return PlainTextProblemLabels.questionWords.contains { first.contains($0) }
    }

    /// A line without the emphasis and escapes around its label (`**Solution**\\:`).
    private static func bareLine(_ line: String) -> String {
        String(line.filter { $0 != "*" && $0 != "_" && $0 != "\\" }).trimmingCharacters(in: " \t")
    }

    /// The problem stated by the first lines of a paragraph, read as Markdown.
    private static func problem(firstLines markdown: String) -> String? {
        guard let root = MarkdownFormat.parse(markdown) else { return nil }
        defer { cmark_node_free(root) }
        return cmark_node_first_child(root).flatMap { problem($0) }
    }

    /// The problem a list item's first paragraph states.
    private static func problem(inItem item: OpaquePointer) -> String? {
        guard let paragraph = cmark_node_first_child(item), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH else { return nil }
        return problem(paragraph)
    }

    /// The problem a paragraph states after its label, without the colon that leads into its details.
    private static func problem(_ paragraph: OpaquePointer) -> String? {
        let text = MarkdownFormat.plainText(paragraph)
        guard let width = PlainTextProblemLabels.marker(text) else { return nil }
        let stated = String(text.dropFirst(width)).trimmingCharacters(in: " :")
        return stated.isEmpty ? nil : stated
    }

    /// Whether a paragraph after `node` in its list item opens with a solution label.
    private static func hasSolution(after node: OpaquePointer) -> Bool {
        var current = cmark_node_next(node)
        while let block = current {
            if opensWithSolution(block) { return true }
            current = cmark_node_next(block)
        }
        return false
    }

    private static func opensWithSolution(_ block: OpaquePointer) -> Bool {
        cmark_node_get_type(block) == CMARK_NODE_PARAGRAPH && PlainTextProblemLabels.answerMarker(MarkdownFormat.plainText(block)) != nil
    }
}
