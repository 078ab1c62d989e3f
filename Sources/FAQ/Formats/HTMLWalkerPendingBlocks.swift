/// The content the page walker holds since the last heading, and how it becomes the heading's
/// questions and text: a run of `<details>` blocks, bold question paragraphs that split it, or
/// plain text.
extension HTMLFAQFormat.Walker {
    /// A block of content: its Markdown and what it may ask.
    struct Block {
        var text: String
        var details: HeadingTree.ListedQuestion?
        var lead: HeadingTree.ListedQuestion?
        /// The lead is a bold line the page's contents link to (`HTMLAnchoredQuestions`).
        var anchored = false
        /// The text of a bold run that ends its line, but is no question of its own.
        var boldLine: String?
        /// The list marker written before a bold line's run ("-"), if any, and the line's number in the source.
        var marker = ""
        var line = 0
        /// The lead was judged a question over the whole page (`HTMLQuotedAnswers`), not by its neighbours.
        var judged = false
        /// A folding block titled by its kind ("Note"): part of the answer of a folding question right before it.
        var partOfAnswer = false
        /// A folding question holding nothing but its summary: the blocks after it are its answer.
        var summaryOnly = false
        /// The text of a paragraph all in bold that is an entry among bold questions though it does not end asking
        /// (`HTMLBoldQuestions.entryAmongQuestions`: "Download failed!").
        var boldEntry: String?
    }

    /// Holds a block of content (`text`, its Markdown) with what it may ask, until `flush`.
    mutating func add(_ text: String, details: HeadingTree.ListedQuestion? = nil, lead: HeadingTree.ListedQuestion? = nil,
                      anchored: Bool = false, boldLine: String? = nil, marker: String = "", line: Int = 0, judged: Bool = false,
                      partOfAnswer: Bool = false, summaryOnly: Bool = false, boldEntry: String? = nil) {
        // A line break between blocks (after a bold question line) is no text.
        guard !text.isEmpty, text != "\\" else { return }
        resumeHeld()
        pending.append(Block(text: text, details: details, lead: lead, anchored: anchored, boldLine: boldLine, marker: marker, line: line,
                             judged: judged, partOfAnswer: partOfAnswer, summaryOnly: summaryOnly, boldEntry: boldEntry))
    }

    /// Leads that are all questions by the page's own judgement, one or more.
    private var isJudgedRun: Bool {
        pending.contains { $0.lead != nil } && pending.allSatisfy { $0.lead == nil || $0.judged }
    }

    /// Bold lines the contents link to (two or more on the page), most of the leads held: questions.
    private var isAnchoredRun: Bool {
        let anchored = pending.filter(\.anchored).count
        return anchored >= 1 && survey.anchoredLines >= 2 && anchored * 2 > pending.filter { $0.lead != nil }.count
    }

    /// Bold paragraphs opened by a bullet, every lead held, on a page that names a FAQ, a third of them at least
    /// asking or stating a problem, under a heading that asks nothing: its entries, stated or asked. (Under a
    /// question they list its answer's points; names in a "Credits" list ask nothing.)
    private var isBulletedRun: Bool {
        let leads = pending.compactMap { $0.marker == HTMLBoldQuestions.bulletMarker ? $0.lead?.question : nil }
        guard survey.namesFAQ, leads.count >= 2, leads.count == pending.filter({ $0.lead != nil }).count,
              !StructureRule.asks(tree.nodes[tree.current].title) else { return false }
        return 3 * leads.filter { StructureRule.asks($0) || PlainTextLines.statesAProblem($0) }.count >= leads.count
    }

    /// One asking lead alone right under a group's heading (one that asks nothing, with no text before the lead), on a
    /// page of four or more (FicHub's "Forum" group of one bold question among groups of several). A heading that
    /// states a problem, its text first, may ask "Why does this happen?" in bold inside its answer.
    private var isLoneLeadBesideRuns: Bool {
        let leads = pending.compactMap(\.lead)
        return leads.count == 1 && pending.first?.lead != nil && !tree.nodes[tree.current].hasBody
            && HTMLBoldQuestions.asks(leads[0].question) && survey.askingLeads >= 4 && tree.current != 0
            && !StructureRule.asks(tree.nodes[tree.current].title)
    }

    /// The length of the answer label a block opens with ("A:", "**A:**", "**A12:**", "Answer:", as the
    /// converter escapes them), or nil.
    static func answerLabel(_ text: Substring) -> Int? {
        if let label = ["A\\:", "**A\\:**", "A\\.", "*A\\:*", "**Answer\\:**", "Answer\\:"].first(where: text.hasPrefix) { return label.count }
        // CombBLAS's numbered ones: "**A12:**".
        guard text.hasPrefix("**A") else { return nil }
        let digits = text.dropFirst(3).prefix { $0.isASCII && $0.isNumber }
        guard (1...3).contains(digits.count), text.dropFirst(3 + digits.count).hasPrefix("\\:**") else { return nil }
        return 3 + digits.count + 4
    }

    /// Gives the held blocks to the current heading: as its questions where they ask as a run,
    /// the rest as its text.
    mutating func flush() {
        let asked = pending.compactMap(\.details)
        // A folding block titled by its kind ("Note") right after a folding question is that answer's part.
        let parts = Set(pending.indices.dropFirst().filter { pending[$0].partOfAnswer && pending[$0 - 1].details != nil })
        if asked.count >= 2 || asked.count == 1 && !parts.isEmpty {
            var questions: [HeadingTree.ListedQuestion] = []
            var rest: [Block] = []
            // A block that closes right after its summary (Docusaurus 1 wrapped `<details>` in a
            // `<p>`, which the parser ends at its `</p>`) is answered by the blocks after it.
            var summaryOnly = false
            for (n, block) in pending.enumerated() {
                if let question = block.details {
                    questions.append(question)
                    summaryOnly = block.summaryOnly
                } else if parts.contains(n) || summaryOnly && block.lead == nil {
                    let answer = questions[questions.count - 1].answer
                    questions[questions.count - 1].answer = answer.allSatisfy(\.isWhitespace) ? block.text : answer + "\n\n" + block.text
                } else {
                    rest.append(block)
                }
            }
            for question in questions { tree.addListedQuestion(question) }
            pending = rest
        } else if HTMLBoldQuestions.isRun(pending.compactMap(\.lead)) || isAnchoredRun || isJudgedRun || isBulletedRun || isLoneLeadBesideRuns {
            // Bold lines after the marker every question's line has ("- ") are questions, asking or not.
            let markers = Set(pending.filter { $0.lead != nil }.map(\.marker))
            if markers.count == 1, let marker = markers.first, !marker.isEmpty {
                for i in pending.indices where pending[i].lead == nil && pending[i].marker == marker {
                    pending[i].lead = pending[i].boldLine.map { HeadingTree.ListedQuestion(question: $0, answer: "", anchor: nil, line: pending[i].line) }
                }
            }
            // A problem exclaimed in a bold paragraph among bold questions ("Download failed!"), or a question followed by a
            // sentence, is an entry too.
            for i in pending.indices where pending[i].lead == nil {
                pending[i].lead = pending[i].boldEntry.map { HeadingTree.ListedQuestion(question: $0, answer: "", anchor: nil, line: pending[i].line) }
            }
            // Bold question paragraphs: each is answered by the blocks up to the next.
            var body: [String] = []
            var current: HeadingTree.ListedQuestion?
            var answer: [String] = []
            func finish(_ tree: inout HeadingTree) {
                guard var question = current else { return }
                question.answer = answer.joined(separator: "\n\n")
                tree.addListedQuestion(question)
            }
            var anchored = false
            for block in pending {
                if anchored, answer.isEmpty, current != nil, block.anchored || block.boldLine != nil {
                    // Two bold lines over one answer (AWStats' FAQ-SET150 and FAQ-SET200) ask one question.
                    current!.question += " / " + (block.lead?.question ?? block.boldLine ?? "")
                } else if let lead = block.lead {
                    anchored = block.anchored
                    finish(&tree)
                    current = lead
                    answer = []
                } else if current != nil, answer.isEmpty {
                    // "A:" opens the answer of a "Q:" question, in a list item of its own too (atlc's "- **Answer:**").
                    var text = Substring(block.text)
                    let item = text.hasPrefix("- ") ? text.dropFirst(2) : text
                    if let label = Self.answerLabel(item) { text = item.dropFirst(label).drop { $0 == " " } }
                    answer.append(String(text))
                } else if current != nil {
                    answer.append(block.text)
                } else {
                    body.append(block.text)
                }
            }
            finish(&tree)
            pending = body.map { Block(text: $0) }
        }
        tree.appendBody(pending.map(\.text).joined(separator: "\n\n"))
        pending = []
    }
}
