internal import CLibXML2

extension HTMLFAQFormat {
    /// Walks the page in document order: headings open nodes, other content is converted.
    struct Walker {
        var tree = HeadingTree()
        /// Content since the last heading. A `<details>` block keeps its question, which it
        /// becomes if the heading has two or more of them (one is part of the text); a bold
        /// question paragraph keeps its question, and a run of them splits the content.
        var pending: [Block] = []
        /// What the page holds, found before the walk.
        let survey: PageSurvey
        var termsMostlyAsk: Bool { survey.termsMostlyAsk }
        var termsAreBoldTitles: Bool { survey.termsAreBoldTitles }
        private var structured: Set<xmlNodePtr> { survey.structured }
        private var targets: Set<String> { survey.targets }
        private var quotedLeads: [xmlNodePtr: String] { survey.quotedLeads }
        /// A "Contents" heading and the group headings below it, held back until what follows
        /// shows whether they head a table of contents (only links) or real content.
        private var held: [(level: Int, title: String, anchor: String?, line: Int)] = []
        /// Links were left out under the held headings: they were contents, and only headings
        /// held after that may still head real content.
        private var heldSpent = false
        /// The last list read as lead items: a list right after it goes on with its questions.
        private var lastLeadList: xmlNodePtr?
        /// The level of the page's last heading: groups named by list items rank below it.
        private var headingLevel = 1

        /// How much of each element's text links to anchors on the page (tables of contents).
        private let links: [xmlNodePtr: HTMLTableOfContents.Links]
        /// Headings whose first content was a table of contents ("General Questions" over
        /// links to its questions): if nothing else comes under them, they title no question.
        private(set) var contentsTitles: Set<Int> = []
        /// The anchors the page's lists of contents link to, in their order.
        private(set) var contentsTargets: [String] = []
        /// Each DocBook XSL title page's first heading (`HTMLDocBookXSLSections`).
        private var titlePageHeadings: [xmlNodePtr: xmlNodePtr] = [:]

        init(body: xmlNodePtr, namesFAQ: Bool = false) {
            links = HTMLTableOfContents.measure(body)
            survey = PageSurvey(body: body, namesFAQ: namesFAQ)
        }

        /// Content follows a held "Contents" heading: it was a heading after all.
        mutating func resumeHeld() {
            for heading in held.dropFirst(heldSpent ? 1 : 0) {
                tree.addHeading(level: heading.level, title: heading.title, anchor: heading.anchor, line: heading.line)
            }
            held = []
            heldSpent = false
        }

        /// Contents under the held headings were left out.
        private mutating func spendHeld() {
            guard let contents = held.first else { return }
            held = [contents]
            heldSpent = true
        }

        mutating func walk(_ node: xmlNodePtr) {
            // Iterative, so that deep markup cannot overflow the stack.
            var stack: [xmlNodePtr] = HTMLText.children(of: node).reversed()
            // An empty `<a name>` with nothing after it but a heading is that heading's anchor.
            var anchorAhead: String?
            while let current = stack.popLast() {
                guard current.pointee.type == XML_ELEMENT_NODE else {
                    if current.pointee.type == XML_TEXT_NODE, !HTMLInlineRuns.isMarker(current) {
                        // Under a held "Contents" heading, an entry's number before its link ("1.1. ") is the entry's.
                        if !held.isEmpty, HTMLTableOfContents.isEntryNumber(HTMLText.textContent(current)) { continue }
                        let text = inlineRun(from: current, &stack)
                        if !text.isEmpty {
                            add(text)
                            anchorAhead = nil
                        }
                    }
                    continue
                }
                let name = HTMLText.elementName(current)
                if HTMLFAQFormat.isSkipped(current, name: name) || HTMLFAQFormat.isNavigation(current) || HTMLMainContent.isFrame(current)
                    || current == survey.pageHeader
                    || HTMLTableOfContents.isMarked(current, links: links[current] ?? .init())
                    || HTMLClassHeadings.isNumber(current, of: survey.classHeadings) { continue }
                let line = Int(faq_xml_get_line_no(current))
                if let level = survey.ruledEntries.entries[current] ?? HTMLText.headingLevel(current) ?? survey.classHeadings[current] {
                    let text = HTMLText.collapseWhitespace(HTMLText.textContent(current))
                    guard !text.isEmpty else { continue }
                    // A heading inside an entry that rules part is a part of its answer; so is one
                    // right after a folding block closed after its summary (4D for iOS's "Version
                    // comparison table" inside its broken `<details>`).
                    if survey.ruledEntries.parts.contains(current) || pending.last?.summaryOnly == true {
                        add("#### " + HTMLToMarkdown.convert(children: current))
                        continue
                    }
                    // A copyright line or a date set as a heading is the page's byline: its text. So is a
                    // heading that leads into what follows (":"), deeper than the heading over
                    // the question lines it follows (JCIFS's "Diagnosis:" after a `Q:` line
                    // under the page's `<h1>`): a part of the last one's answer.
                    // A heading inside a link to another page is a card's title (BveEX's `<a class="card" href="download/">`
                    // over `<h3>` and `<p>`): the link's text, a part of the answer too.
                    if HeadingTree.isCopyrightNotice(text) || HeadingTree.isDate(text) || HTMLText.isInsideLink(current)
                        || text.hasSuffix(":") && tree.current != 0
                        && level > tree.nodes[tree.current].level && pending.contains(where: { $0.lead != nil }) {
                        add("**" + HTMLToMarkdown.convert(children: current) + "**")
                        continue
                    }
                    switch HTMLDocBookXSLSections.role(of: current, firstHeadings: &titlePageHeadings) {
                    case .documentTitle?:
                        // Above every section, whatever its level.
                        resumeHeld()
                        flush()
                        tree.addHeading(level: 1, title: text, anchor: HTMLText.attribute(current, "id") ?? firstAnchor(current), line: line)
                        continue
                    case .text?:
                        add("**" + HTMLToMarkdown.convert(children: current) + "**")
                        continue
                    case nil:
                        break
                    }
                    // Headings that are only links into the page, two or more in a row, are a contents written as headings.
                    if held.isEmpty, HTMLTableOfContents.isLinkBlockInRun(current, links) { continue }
                    let anchor = HTMLText.attribute(current, "id") ?? firstAnchor(current) ?? anchorAhead
                    anchorAhead = nil
                    if let contents = held.first {
                        // Entries of the contents written as headings are skipped, and group
                        // names below it wait with it; a heading at its level ends it.
                        if HTMLTableOfContents.isLinkHeading(links[current] ?? .init()) {
                            spendHeld()
                            continue
                        }
                        if level > contents.level {
                            held.append((level, text, anchor, line))
                            continue
                        }
                        held = []
                        heldSpent = false
                    }
                    flush()
                    if HTMLTableOfContents.isTitle(text) {
                        held = [(level, text, anchor, line)]
                        heldSpent = false
                        continue
                    }
                    tree.addHeading(level: level, title: text, anchor: anchor, line: line)
                    headingLevel = level
                    continue
                }
                if let title = HTMLListGroupLabels.title(current, isStructure: { structured.contains($0) }) {
                    // Ranked below the page's last heading by the lists that hold it; its own nested list is walked.
                    flush()
                    tree.addHeading(level: min(6, headingLevel + HTMLListGroupLabels.depth(current)), title: title, anchor: nil, line: line)
                    stack.append(contentsOf: HTMLText.elementChildren(of: current).filter { ["ol", "ul"].contains(HTMLText.elementName($0)) })
                    continue
                }
                if name == "a", current.pointee.children == nil,
                   let anchor = HTMLText.attribute(current, "name") ?? HTMLText.attribute(current, "id") {
                    anchorAhead = anchor
                    continue
                }
                // A list of links is contents; one that holds structure only under a "Contents" heading.
                if !structured.contains(current) || !held.isEmpty || ["ul", "ol", "dl"].contains(name),
                   HTMLTableOfContents.isLinkList(current, links[current] ?? .init())
                    // Paragraphs of one link each are contents right under a heading, before its text.
                    || pending.isEmpty && !tree.nodes[tree.current].hasBody && HTMLTableOfContents.isLinkBlockInRun(current, links) {
                    // (One that asks is a question answered by links: "Which questions are about X?")
                    if held.isEmpty, pending.isEmpty, tree.current != 0, !tree.nodes[tree.current].hasBody, !tree.nodes[tree.current].hasStructure,
                       !StructureRule.asks(tree.nodes[tree.current].title) {
                        contentsTitles.insert(tree.current)
                    }
                    contentsTargets += HTMLTableOfContents.anchorTargets(in: current)
                    spendHeld()
                    continue
                }
                // Under a held "Contents" heading, bare links to anchors and line breaks are its
                // entries, and so is a block of nothing but such links ("Back to top").
                if !held.isEmpty, name == "br" || (name == "a" && HTMLTableOfContents.isAnchorLink(HTMLText.attribute(current, "href") ?? ""))
                    || HTMLTableOfContents.isLinkHeading(links[current] ?? .init()) {
                    if name != "br" { spendHeld() }
                    continue
                }
                if name == "table", HTMLDocBookXSL.isQuestionTable(current) {
                    resumeHeld()
                    flush()
                    for row in HTMLDocBookXSL.read(current) {
                        switch row {
                        case let .division(level, title, anchor, line):
                            flush()
                            tree.addHeading(level: level, title: title, anchor: anchor, line: line)
                        case let .question(question):
                            tree.addListedQuestion(question)
                        }
                    }
                    anchorAhead = nil
                    continue
                }
                if HTMLDocBookEntries.isEntry(current), let question = HTMLDocBookEntries.question(current) {
                    resumeHeld()
                    flush()
                    tree.addListedQuestion(question)
                    anchorAhead = nil
                    continue
                }
                if HTMLMicrodata.isQuestion(current), let question = HTMLMicrodata.question(current) {
                    resumeHeld()
                    flush()
                    tree.addListedQuestion(question)
                    anchorAhead = nil
                    continue
                }
                if name == "dl" || name == "details" || HTMLFoldingBlocks.title(current) != nil {
                    if addQuestions(from: current) {
                        anchorAhead = nil
                        continue
                    }
                }
                // Problems answered by solutions are questions, unless the heading asks (then they are its answer's parts).
                if name == "ul" || name == "ol", !StructureRule.asks(tree.nodes[tree.current].title),
                   let questions = HTMLProblemItems.questions(current, line: line) {
                    resumeHeld()
                    flush()
                    for question in questions { tree.addListedQuestion(question) }
                    anchorAhead = nil
                    continue
                }
                if name == "ul" || name == "ol", let questions = HTMLBoldQuestions.listQuestions(
                    current, opensHeading: opensHeading, underFAQTitle: HeadingTree.namesTheWholeFAQ(tree.nodes[tree.current].title),
                    besideListsOfLeads: survey.listsOfLeads >= 2)
                    ?? leadItems(current) {
                    if HTMLTableOfContents.isQuestionIndex(questions) {
                        spendHeld()
                        continue
                    }
                    resumeHeld()
                    flush()
                    for question in questions { tree.addListedQuestion(question) }
                    anchorAhead = nil
                    continue
                }
                if name == "table", let title = HTMLTitleBars.title(current), let anchor = HTMLTitleBars.anchor(current) ?? anchorAhead {
                    add("**" + HTMLToMarkdown.escape(title) + "**", lead: HeadingTree.ListedQuestion(question: title, answer: "", anchor: anchor, line: line),
                        anchored: true)
                    anchorAhead = nil
                    continue
                }
                if HTMLLabelledQuestionLines.isLabel(current), let (question, nodes) = HTMLLabelledQuestionLines.question(after: current) {
                    // The line's nodes are the next siblings on the stack: taken here, not walked again.
                    for node in nodes where stack.last == node { stack.removeLast() }
                    let anchor = HTMLText.attribute(current, "name") ?? HTMLText.attribute(current, "id") ?? anchorAhead ?? firstAnchor(current)
                    let text = ([current] + nodes).map { HTMLToMarkdown.inline($0) }.joined()
                    add(HTMLToMarkdown.tidy(text), lead: HeadingTree.ListedQuestion(question: question, answer: "", anchor: anchor, line: line), anchored: true)
                    anchorAhead = nil
                    continue
                }
                if let (question, anchor) = HTMLAnchoredQuestions.lead(current, targets: targets) ?? survey.namedParagraphs[current] {
                    add(HTMLToMarkdown.convert(node: current), lead: HeadingTree.ListedQuestion(question: question, answer: "", anchor: anchor, line: line), anchored: true)
                    anchorAhead = nil
                    continue
                }
                if let lead = HTMLBoldQuestions.lineLead(current) {
                    let anchor = anchorAhead ?? firstAnchor(current) ?? current.pointee.parent.flatMap { HTMLText.attribute($0, "name") }
                    // A "Q." label marks a question as an anchor the contents link to does, asking or not.
                    let labelled = MarkdownQuestionPatterns.questionPrefix(HTMLText.collapseWhitespace(HTMLText.textContent(current))) != nil
                    add(HTMLToMarkdown.convert(node: current), lead: HeadingTree.ListedQuestion(question: lead, answer: "", anchor: anchor, line: line),
                        anchored: labelled, marker: HTMLBoldQuestions.lineMarker(current) ?? "")
                    anchorAhead = nil
                    continue
                }
                if let question = quotedLeads[current] {
                    add(HTMLToMarkdown.convert(node: current),
                        lead: HeadingTree.ListedQuestion(question: question, answer: "", anchor: HTMLText.attribute(current, "id") ?? anchorAhead, line: line),
                        judged: true)
                    anchorAhead = nil
                    continue
                }
                if name == "blockquote", let previous = HTMLText.previousNonBlank(current), quotedLeads[previous] != nil {
                    add(HTMLQuotedAnswers.answer(current))
                    continue
                }
                if let lead = boldParagraphLead(current) ?? survey.dressedLeads[current] {
                    let anchor = HTMLText.attribute(current, "id") ?? anchorAhead ?? firstAnchor(current)
                    let bulleted = HTMLBoldQuestions.bulleted(HTMLText.collapseWhitespace(HTMLText.textContent(current))) != nil
                    // Named by an anchor the page's contents link to (ExifTool's `<a name="Q1"></a><p>1. <b>…</b>`).
                    add(HTMLToMarkdown.convert(node: current), lead: HeadingTree.ListedQuestion(question: lead, answer: "", anchor: anchor, line: line),
                        anchored: anchor.map(targets.contains) ?? false, marker: bulleted ? HTMLBoldQuestions.bulletMarker : "")
                    anchorAhead = nil
                    continue
                }
                if structured.contains(current) {
                    stack.append(contentsOf: HTMLText.children(of: current).reversed())
                } else {
                    let text = inlineRun(from: current, &stack)
                    // A line break keeps an anchor above it for the line below (`<a name></a><br>`).
                    if !text.isEmpty, text != "\\" {
                        let endsBoldLine = HTMLBoldQuestions.isBoldLine(current)
                        add(text, boldLine: endsBoldLine ? HTMLText.collapseWhitespace(HTMLText.textContent(current)) : nil,
                            marker: endsBoldLine ? HTMLBoldQuestions.lineMarker(current) ?? "" : "", line: line,
                            boldEntry: HTMLBoldQuestions.entryAmongQuestions(current))
                        anchorAhead = nil
                    }
                }
            }
        }

        /// A bold paragraph's question (`HTMLBoldQuestions.paragraphLead`), unless the page marks its questions by
        /// class and this one is not so marked and asks nothing.
        private func boldParagraphLead(_ paragraph: xmlNodePtr) -> String? {
            guard let lead = HTMLBoldQuestions.paragraphLead(paragraph) else { return nil }
            guard survey.marksQuestionsByClass, HTMLBoldQuestions.classMarkedQuestion(paragraph) == nil else { return lead }
            return HTMLBoldQuestions.asks(lead) ? lead : nil
        }

        /// `current`'s Markdown, with the inline siblings after it that make one paragraph with it
        /// (`HTMLInlineRuns`). Under a held "Contents" heading each node is weighed alone (a link there is an entry).
        private func inlineRun(from current: xmlNodePtr, _ stack: inout [xmlNodePtr]) -> String {
            guard held.isEmpty else { return HTMLToMarkdown.convert(node: current) }
            return HTMLInlineRuns.take(from: current, &stack) { structured.contains($0) || survey.isStructure($0, HTMLText.elementName($0)) }
        }

        /// A list of asking leads (`HTMLLeadItems`) where it may hold questions: opening the page, a
        /// heading that names the FAQ, or a group's heading (where the page's headings mostly do
        /// not ask, so that one that does not is no entry); or going on right after such a list.
        private mutating func leadItems(_ list: xmlNodePtr) -> [HeadingTree.ListedQuestion]? {
            let title = tree.nodes[tree.current].title
            let continuing = lastLeadList != nil && pending.isEmpty && HTMLText.previousNonBlank(list) == lastLeadList
            // A heading that states a problem ("Build fails on Windows") is an entry: its list is a checklist.
            let groupTitle = !survey.headingsMostlyAsk && !PlainTextLines.statesAProblem(title) && !StructureRule.statesASentence(title)
            guard continuing || opensHeading && (tree.current == 0 || HeadingTree.namesTheWholeFAQ(title) || groupTitle),
                  let questions = HTMLLeadItems.questions(list, continuing: continuing, afterOthers: lastLeadList != nil, onFAQPage: survey.namesFAQ)
            else { return nil }
            lastLeadList = list
            return questions
        }

        /// Whether nothing has come since the last heading (one that does not ask) but one
        /// paragraph that leads into what follows (ending in ":"), so that a list here is what
        /// the heading holds, not a part of an answer.
        private var opensHeading: Bool {
            let node = tree.nodes[tree.current]
            guard held.isEmpty, node.listedQuestions.isEmpty, !StructureRule.asks(node.title) else { return false }
            let text = (node.hasBody ? [node.body] : []) + pending.map(\.text)
            guard let only = text.first else { return true }
            return text.count == 1 && pending.allSatisfy { $0.lead == nil && $0.details == nil }
                && !only.contains("\n\n") && only.trimmingCharacters(in: " \n").hasSuffix(":")
        }

        func firstAnchor(_ node: xmlNodePtr) -> String? {
            guard let a = MarkdownFormat.firstElement(named: "a", in: node) else { return nil }
            return HTMLText.attribute(a, "id") ?? HTMLText.attribute(a, "name")
        }
    }
}
