import CCmark

/// Questions written without headings, found in the text under one heading: `<details>`
/// blocks with a `<summary>`, definition lists whose terms ask (`MarkdownDefinitionLists`),
/// paragraphs that open with a bold question (`**Is it free?**`) or `Q:` or a section number
/// (`MarkdownNumberedParagraphs`), and bullet or numbered items that ask a question and answer it. One kind is taken, and
/// only when it occurs at least twice (once is enough in a file with no headings), so a single
/// bold line or collapsible block inside an answer stays part of that answer. Nothing is
/// dropped: text between and after the questions stays in the heading's own text.
enum MarkdownQuestionPatterns {
    struct Found {
        var questions: [HeadingTree.ListedQuestion] = []
        /// The text that is not part of a question, as Markdown.
        var remainder: String
    }

    enum Kind { case details, boldLine, bullet, definition, numbered, problem, quoted }

    /// A question that starts at a block: its question, the answer text inside that block, and
    /// the last block it spans by itself (a `<details>` element can span several).
    struct Opener {
        var kind: Kind
        var block: Int
        var lastBlock: Int
        var question: String
        var answer: String
        /// For `<details>`: the answer is complete; text after the element is not part of it.
        var closed: Bool
        /// A `Q:` paragraph whose answer starts `A:`, in its own paragraph or the next: a
        /// question however few there are under its heading.
        var labelledPair = false
        /// `<details>` titled by their kind ("Note") right after this one's, held in its answer.
        var heldParts = 0
    }

    /// `blocks` are the top-level blocks of lines `from`…`to`; `alone`: the file has no headings.
    /// `boldLinesOnly`: only paragraphs that open with a bold question count (for text converted
    /// from another markup, where the other patterns have markup of their own).
    /// `heading`: the title of the heading the blocks are under (numbered paragraphs extend its number).
    /// `boldStatements`: the document writes its questions as bold paragraphs (`BoldParagraphs`), so one
    /// that states a problem (`**Video recording does not work**`) over an answer is a question too,
    /// and so is one bold question alone under a heading.
    /// `bulletGroups`: whether under other headings the document asks its questions as bullets (two
    /// or more under one), so that one such bullet alone under a heading that asks nothing is a
    /// question too (asked only then: it reads every heading's lists).
    /// `foldGroups`: whether under another heading the document folds two or more questions (`<details>`), so that one
    /// fold alone under a heading that holds no answer is a question too (asked only then: it reads every heading's folds).
    /// `quotedQuestions`: the document sets off two or more questions as quotations, so one alone under a heading is one too.
    /// `problemsAreParts`: the document's headings name their problems (`MarkdownProblemEntries.headingsNameTheirProblems`).
    /// `leadStatements`: the page opens its entries' paragraphs with bold sentences (`BoldParagraphs.leadStatements`).
    /// `runIn`: with `boldLinesOnly`, a bold or emphasised question may run on into its answer (Markdown as written
    /// always allows it; a converted markup asks for it where its own bold runs are questions).
    static func find(in blocks: [MarkdownFormat.Block], from: Int, to: Int, source: MarkdownSource, heading: String = "", alone: Bool,
                     boldLinesOnly: Bool = false, boldStatements: Bool = false, bulletGroups: () -> Bool = { false },
                     foldGroups: () -> Bool = { false }, quotedQuestions: Bool = false, answersAtQuestionLevel: Bool = false,
                     problemsAreParts: Bool = false, runIn: Bool = false, leadStatements: Bool = false) -> Found {
        // A heading labelled a problem ("### Problem: CUDA not found") asks as one ending in "?" does.
        let headingAsks = StructureRule.asks(heading) || PlainTextProblemLabels.marker(heading) != nil
        let boldStatements = boldStatements && !headingAsks
        // A heading that stands where the document's headings ask holds an answer, as one that asks does.
        let headingHoldsAnAnswer = headingAsks || answersAtQuestionLevel
        // Under a heading that asks, questions run on into their answers (`*Why not pip?* Because …`) are its follow-ups.
        let runIn = runIn && !headingAsks
        let whole = Found(remainder: source.text(from: from, to: to))
        guard !blocks.isEmpty else { return whole }
        var chosen: [Opener] = []
        // Problems answered by solutions, and quotes that ask, where nothing else marks questions.
        func labelledOrQuoted() -> [Opener] {
            guard !headingAsks else { return [] }
            let problems = MarkdownProblemEntries.openers(blocks, source: source)
            // Where each heading holds one problem, the headings are the entries and the labels their parts.
            if problems.count == 1 && problemsAreParts { return [] }
            if !problems.isEmpty { return problems }
            let quoted = quotedOpeners(blocks, source: source)
            return quoted.count >= 2 || quoted.count == 1 && quotedQuestions ? quoted : []
        }
        // Bold lines mark this heading's questions: two or more, or one alone in a file with no headings (`lone`), one
        // labelled as a pair, or one question alone under a heading that asks nothing where the document marks its
        // questions so.
        func boldMarksQuestions(_ bold: [Opener], lone: Bool) -> Bool {
            bold.count >= 2 || bold.count == 1 && (lone || bold[0].labelledPair || boldStatements && StructureRule.asks(bold[0].question))
        }
        if boldLinesOnly {
            let bold = restatementsJoined(blocks.indices.compactMap { boldLineOpener(blocks, $0, source: source, statements: boldStatements, emphasis: true,
                                                                                     runIn: runIn) },
                                          source: source, blocks: blocks)
            if boldMarksQuestions(bold, lone: alone) && !(headingAsks && answersAtQuestionLevel) { chosen = bold }
        } else if let components = MDXComponents.questions(source: source, from: from, to: to, alone: alone, underATopic: !headingHoldsAnAnswer) {
            return components
        }
        let openers = boldLinesOnly ? [] : foldingOpeners(blocks, source: source)
        // Under a heading that asks, `<details>` whose summaries ask nothing ("Yes!", "Master
        // server: yes") are the parts of its answer.
        if !openers.isEmpty, headingAsks, !openers.contains(where: { StructureRule.asks($0.question) }) { return whole }
        if boldLinesOnly {
            // chosen above
        } else if openers.count >= 2 || openers.count == 1 && (alone || openers[0].heldParts > 0
                                                                || !headingHoldsAnAnswer && isLoneEntry(openers[0], in: blocks, source: source) && foldGroups()) {
            chosen = openers
        } else {
            let definitions = MarkdownDefinitionLists.openers(blocks, source: source)
            let asking = definitions.filter { StructureRule.asks($0.question) }.count
            let bold = restatementsJoined(blocks.indices.compactMap { boldLineOpener(blocks, $0, source: source, statements: boldStatements,
                                                                                     runIn: !headingAsks, leadStatements: leadStatements && !headingAsks) },
                                          source: source, blocks: blocks)
            let bullets = MarkdownQuestionBullets.openers(blocks, source: source)
            let bulletsAsk = bullets.contains { StructureRule.asks($0.question) }
            let numbered = MarkdownNumberedParagraphs.openers(blocks, source: source, under: heading)
            if !numbered.isEmpty { chosen = numbered }
            else if definitions.count >= 2 && asking * 2 > definitions.count || alone && definitions.count == 1 && asking == 1 { chosen = definitions }
            // Under a heading that asks where the document's headings ask, bold questions are its follow-ups
            // (JSON Resume's "### 136. Why JSON and not YAML or XML?" over "**Why not YAML?**").
            else if boldMarksQuestions(bold, lone: alone && bullets.isEmpty) && !(headingAsks && answersAtQuestionLevel) { chosen = bold }
            // Under a heading that asks, bullets that ask nothing (settings in code over what
            // happens to each) are the parts of its answer; under an error message that opens its
            // own answer before them, asking items are that answer's steps (docshub's
            // "InvalidStateError: …" over "1. 错误为何产生？").
            // Bullets that ask nothing right after a caption ("**Solutions**:", "Try the following:") are its steps.
            else if bullets.count >= 2 && (!headingHoldsAnAnswer || bulletsAsk)
                        && !(namesATrouble(heading) && blocks[..<bullets[0].block].contains { $0.type == CMARK_NODE_PARAGRAPH })
                        && !(introducedByACaption(bullets[0].block, in: blocks, source: source) && !bulletsAsk)
                || bullets.count == 1 && !headingAsks && bulletGroups() { chosen = bullets }
        }
        if chosen.isEmpty { chosen = labelledOrQuoted() }
        // Under a heading that asks, labels of a few words ("Linux?", "On Windows") are its answer's parts.
        guard !chosen.isEmpty, !(headingAsks && chosen.allSatisfy({ isShortLabel($0.question) })) else { return whole }
        return found(chosen, in: blocks, from: from, to: to, source: source)
    }

    /// Whether a lone fold can be an entry: its summary asks, or states something in three words or more ("It does
    /// not build"; not "foo.toml" or "Version 2.0"), and it folds no folds of its own (a category's, read whole).
    private static func isLoneEntry(_ fold: Opener, in blocks: [MarkdownFormat.Block], source: MarkdownSource) -> Bool {
        guard StructureRule.asks(fold.question) || fold.question.split(separator: " ").count >= 3 else { return false }
        return source.text(from: blocks[fold.block].startLine, to: blocks[fold.lastBlock].endLine).lowercased().occurrences(of: "<details") == 1
    }


    /// The questions `chosen` open among `blocks` (lines `from`…`to`), with their answers, and the text around them.
    static func found(_ chosen: [Opener], in blocks: [MarkdownFormat.Block], from: Int, to: Int, source: MarkdownSource) -> Found {
        var found = Found(remainder: "")
        var remainder: [String] = [source.text(from: from, to: blocks[chosen[0].block].startLine - 1)]
        for (n, opener) in chosen.enumerated() {
            let nextLine = n + 1 < chosen.count ? blocks[chosen[n + 1].block].startLine - 1 : to
            let afterOwn = opener.lastBlock + 1 < blocks.count ? blocks[opener.lastBlock + 1].startLine : to + 1
            let trailing = afterOwn <= nextLine ? source.text(from: afterOwn, to: nextLine) : ""
            var answer = opener.answer
            if opener.closed {
                remainder.append(trailing)
            } else {
                answer = [answer, trailing].filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: "\n\n")
            }
            found.questions.append(HeadingTree.ListedQuestion(question: opener.question, answer: answer.trimmingBlankLines(),
                                                              anchor: nil, line: blocks[opener.block].startLine))
        }
        found.remainder = remainder.map { $0.trimmingBlankLines() }.filter { !$0.isEmpty }.joined(separator: "\n\n")
        return found
    }

    // MARK: Bold lines and Q:

    /// The most words a bold statement over its answer's lines has: a user story's sentence
    /// ("I want all of this to survive cloning my repo to a new machine."), not a bold paragraph.
    static let maximumStatementWords = 25

    /// A paragraph whose first line is a bold question (`**How?**`) or starts with `Q:`.
    /// `statements`: a paragraph of bold text alone that asks nothing, above a block that is no such
    /// paragraph (its answer), is one too, and so is a bold line of a title's shape over its answer's lines
    /// in the same paragraph (not a caption, "**Note:**", nor an answer's part). `emphasis`: so is a paragraph that is only an
    /// emphasised question (`*What is it?*` over an indented answer, in reStructuredText).
    private static func boldLineOpener(_ blocks: [MarkdownFormat.Block], _ b: Int, source: MarkdownSource, statements: Bool = false,
                                       emphasis: Bool = false, runIn: Bool = false, leadStatements: Bool = false) -> Opener? {
        let block = blocks[b]
        guard block.type == CMARK_NODE_PARAGRAPH, let first = BoldParagraphs.firstShownChild(block.node) else { return nil }
        let afterFirst = BoldParagraphs.inline(after: first)
        let endsLine = afterFirst == nil || [CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK].contains(cmark_node_get_type(afterFirst!))
        var question: String?
        // With `runIn` (Markdown as written, and AsciiDoc), a bold or emphasised question that runs on into its answer
        // (`**What is TxLINE?** TxLINE is …`, `*What is JDO?* JDO is …`): the rest is the answer.
        var runOn: String?
        // `**Question**` alone over its question, `**Answer**` alone over its answer: the pair opens at the first label,
        // and the second is no question of its own.
        if let label = standingLabel(block) { return label == "q" ? labelParagraphPair(blocks, b) : nil }
        if cmark_node_get_type(first) == CMARK_NODE_STRONG, let pair = boldLabelPair(block, source: source) {
            // `**Q:** How …?` over `**A:** …` in one paragraph: only the labels are bold.
            var opener = Opener(kind: .boldLine, block: b, lastBlock: b, question: pair.question, answer: pair.answer, closed: false)
            opener.labelledPair = true
            return opener
        }
        if emphasis, cmark_node_get_type(first) == CMARK_NODE_EMPH, afterFirst == nil, StructureRule.asks(MarkdownFormat.plainText(first)) {
            question = MarkdownFormat.plainText(first)
        } else if [CMARK_NODE_STRONG].contains(cmark_node_get_type(first)), endsLine {
            let text = MarkdownFormat.plainText(first)
            if StructureRule.asks(text) || questionPrefix(text) != nil { question = questionPrefix(text) ?? text }
            else if statements, afterFirst == nil, b + 1 < blocks.count, !BoldParagraphs.isBoldAlone(blocks[b + 1].node),
                    !BoldParagraphs.linksIntoThePage(blocks[b + 1], source: source) { question = text }
            // Or over its answer's lines in the same paragraph (git-ents' "*I want an issue tracker.*" among its questions).
            else if statements, afterFirst != nil, block.endLine > block.startLine, !text.hasSuffix(":"),
                    text.split(separator: " ").count <= maximumStatementWords, !HeadingTree.namesAnAnswerPart(text) {
                question = text
            }
        } else if leadStatements, let lead = BoldParagraphs.leadStatement(block.node),
                  let rest = MarkdownRunInQuestions.answer(after: source.text(from: block.startLine, to: block.endLine)) {
            // Where the page opens its entries' paragraphs with bold sentences, each is one (`BoldParagraphs.leadStatements`).
            (question, runOn) = (lead, rest)
        } else if runIn, [CMARK_NODE_STRONG, CMARK_NODE_EMPH].contains(cmark_node_get_type(first)), let after = afterFirst,
                  cmark_node_get_type(after) == CMARK_NODE_TEXT,
                  StructureRule.asks(MarkdownFormat.plainText(first)),
                  let rest = MarkdownRunInQuestions.answer(after: source.text(from: block.startLine, to: block.endLine)) {
            (question, runOn) = (MarkdownFormat.plainText(first), rest)
        } else if cmark_node_get_type(first) == CMARK_NODE_TEXT || isBoldLabel(first) {
            // `Q: How …?`, or with its label alone in bold: `**Q:** How …?` (trackballs' FAQ). Bold
            // and emphasis marks tangled past pairing stay as text before the label (Fae's `**Q. ***How…?*`).
            let line = MarkdownFormat.plainText(block.node, firstLine: true)
            if let asked = questionPrefix(String(line.drop { $0 == "*" || $0 == "_" })) { question = asked }
        }
        guard var question, !question.isEmpty else { return nil }
        var answer = runOn ?? source.text(from: block.startLine + 1, to: block.endLine)
        var answered = false
        if let a = answerPrefix(answer) {
            (answer, answered) = (a, true)
        } else if let pair = inlineAnswer(source.text(from: block.startLine, to: block.endLine)) {
            (question, answer, answered) = (pair.question, pair.answer, true)
        }
        // A labelled question over several lines, answered by the next paragraph's `A:`, is the whole paragraph.
        if !answered, block.endLine > block.startLine, b + 1 < blocks.count, blocks[b + 1].type == CMARK_NODE_PARAGRAPH,
           answerPrefix(source.text(from: blocks[b + 1].startLine, to: blocks[b + 1].endLine)) != nil,
           let whole = questionPrefix(MarkdownFormat.plainText(block.node)) {
            question = whole
            answer = ""
        }
        var opener = Opener(kind: .boldLine, block: b, lastBlock: b, question: question, answer: answer, closed: false)
        // "Q: …" over an "A: …" paragraph: the next paragraph is where its answer starts.
        if !answered, answer.allSatisfy(\.isWhitespace), b + 1 < blocks.count, blocks[b + 1].type == CMARK_NODE_PARAGRAPH,
           let a = answerPrefix(source.text(from: blocks[b + 1].startLine, to: blocks[b + 1].endLine)) {
            opener.answer = a
            opener.lastBlock = b + 1
            answered = true
        }
        let firstLine = source.text(from: block.startLine, to: block.startLine).trimmingCharacters(in: " \t*")
        opener.labelledPair = answered && questionPrefix(firstLine) != nil
        return opener
    }

    /// A `Q:` with no answer right above a numbered `Q2:` asks the same question again in other words
    /// (PRAW's FAQ): one entry, the restatement the first part of its answer.
    static func restatementsJoined(_ openers: [Opener], source: MarkdownSource, blocks: [MarkdownFormat.Block]) -> [Opener] {
        var joined: [Opener] = []
        for opener in openers {
            if let last = joined.last, last.lastBlock + 1 == opener.block, !last.labelledPair,
               last.answer.allSatisfy(\.isWhitespace), isNumberedLabel(source.text(from: blocks[opener.block].startLine, to: blocks[opener.block].startLine)) {
                joined[joined.count - 1].answer = [opener.question, opener.answer].filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: "\n\n")
                joined[joined.count - 1].lastBlock = opener.lastBlock
                joined[joined.count - 1].labelledPair = opener.labelledPair
                continue
            }
            joined.append(opener)
        }
        return joined
    }

    /// The bold-line questions in a block of Markdown (converted from another markup), and the rest.
    static func boldLineQuestions(inMarkdown markdown: String, alone: Bool, heading: String = "", boldStatements: Bool = false,
                                  quotedQuestions: Bool = false, problemsAreParts: Bool = false, runIn: Bool = false,
                                  answersAtQuestionLevel: Bool = false) -> Found? {
        // Bold or emphasised lines, quotes, or `Q:` paragraphs (which the other markups write as plain text).
        guard markdown.contains("*") || markdown.contains(">")
                || markdown.split(separator: "\n").contains(where: { questionPrefix(String($0).trimmingCharacters(in: " \t")) != nil })
        else { return nil }
        return questions(inMarkdown: markdown, alone: alone, heading: heading, boldLinesOnly: true, boldStatements: boldStatements,
                         quotedQuestions: quotedQuestions, problemsAreParts: problemsAreParts, runIn: runIn,
                         answersAtQuestionLevel: answersAtQuestionLevel)
    }

    /// The questions in a block of Markdown (converted from another markup) by every pattern
    /// Markdown's own reader knows, or by its bold lines only, and the rest.
    static func questions(inMarkdown markdown: String, alone: Bool, heading: String = "", boldLinesOnly: Bool = false,
                          boldStatements: Bool = false, quotedQuestions: Bool = false, problemsAreParts: Bool = false,
                          runIn: Bool = false, answersAtQuestionLevel: Bool = false) -> Found? {
        guard let root = MarkdownFormat.parse(markdown) else { return nil }
        defer { cmark_node_free(root) }
        let source = MarkdownSource(markdown: markdown)
        let found = find(in: MarkdownFormat.topLevelBlocks(root), from: 1, to: source.lines.count, source: source, heading: heading,
                         alone: alone, boldLinesOnly: boldLinesOnly, boldStatements: boldStatements, quotedQuestions: quotedQuestions,
                         answersAtQuestionLevel: answersAtQuestionLevel, problemsAreParts: problemsAreParts, runIn: runIn)
        return found.questions.isEmpty ? nil : found
    }

    /// A cmark node's literal text ("" when it has none).
    static func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }
}

extension String {
    /// Where `target` first occurs in this string.
    func range(ofLiteralIn target: String) -> Range<Index>? { Substring(self).range(ofLiteral: target) }
}
