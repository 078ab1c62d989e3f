internal import CLibXML2

extension HTMLFAQFormat {
    /// One pass over a page before it is walked: which elements hold a structure below them,
    /// whether its `<dt>` terms ask, and which bold lines its own links point to.
    struct PageSurvey {
        /// Elements with a structure below them (walked into rather than converted whole).
        private(set) var structured: Set<xmlNodePtr> = []
        /// Whether most `<dt>` terms of the page ask: then a list with some asking terms is questions too.
        private(set) var termsMostlyAsk = false
        /// Whether the page calls itself a FAQ and writes every one of its two or more `<dt>`
        /// terms in bold, as titles (khal's Sphinx page of error messages): its terms are questions.
        private(set) var termsAreBoldTitles = false
        /// How many bold lines the page's contents link to: with two or more, one alone under
        /// its heading is a question too.
        private(set) var anchoredLines = 0
        /// How many of the page's lists of two items or more are its questions, each item led by an emphasised one
        /// (`HTMLBoldQuestions.listQuestions`): with two or more, a list of one such item is an entry too.
        private(set) var listsOfLeads = 0
        /// How many bold question lines and paragraphs the page holds (`HTMLBoldQuestions.lineLead`, `paragraphLead`)
        /// that ask: with four or more, one alone under a group's heading is an entry too.
        private(set) var askingLeads = 0
        /// Whether the page marks its questions by class (`div.faq-question`), three or more: then a bold
        /// paragraph that asks nothing is an answer's label (ember's "1. Observer Pattern (EventDispatcher):").
        private(set) var marksQuestionsByClass = false
        /// Whether most of the page's headings ask: then a heading that does not is an entry stated
        /// as a fact, and a list of asking leads under it its answer's checklist (`HTMLLeadItems`).
        private(set) var headingsMostlyAsk = false
        /// The `#fragments` the page links to.
        let targets: Set<String>
        /// Blocks an anchor left open may hold: then it is walked into, not read as a link's words.
        static let anchoredBlocks: Set<String> = ["p", "div", "pre", "ul", "ol", "dl", "table", "blockquote"]
        /// Paragraphs that ask over a `<blockquote>` answer, with their questions (`HTMLQuotedAnswers`).
        let quotedLeads: [xmlNodePtr: String]
        /// Bold paragraphs that ask nothing, dressed as the page's questions are, with their text (`HTMLDressedLeads`).
        let dressedLeads: [xmlNodePtr: String]
        /// Paragraphs styled as headings, with their levels (`HTMLClassHeadings`).
        let classHeadings: [xmlNodePtr: Int]
        /// Headings that open entries rules part, and those inside them (`HTMLRuledEntries`).
        let ruledEntries: HTMLRuledEntries.Roles

        /// Whether the page's title or first heading names a FAQ.
        let namesFAQ: Bool
        /// The site's header written as a `div` (`HTMLMainContent.pageHeader`), left out.
        let pageHeader: xmlNodePtr?
        /// Paragraphs that are only a named anchor the contents link to (`HTMLAnchoredQuestions.namedParagraphs`).
        let namedParagraphs: [xmlNodePtr: (question: String, anchor: String)]

        init(body: xmlNodePtr, namesFAQ: Bool) {
            self.namesFAQ = namesFAQ
            pageHeader = HTMLMainContent.pageHeader(in: body)
            targets = HTMLAnchoredQuestions.linkTargets(body)
            quotedLeads = HTMLQuotedAnswers.leads(in: body)
            dressedLeads = HTMLDressedLeads.find(in: body)
            classHeadings = HTMLClassHeadings.find(in: body)
            ruledEntries = HTMLRuledEntries.find(in: body)
            namedParagraphs = HTMLAnchoredQuestions.namedParagraphs(in: body)
            var terms = 0, asking = 0, bold = 0, headings = 0, askingHeadings = 0, classMarked = 0
            var stack: [xmlNodePtr] = [body]
            while let node = stack.popLast() {
                guard node.pointee.type == XML_ELEMENT_NODE, !HTMLMainContent.isFrame(node) else { continue }
                let name = HTMLText.elementName(node)
                if name == "dt" {
                    terms += 1
                    if HTMLBoldQuestions.asks(HTMLText.collapseWhitespace(HTMLText.textContent(node))) { asking += 1 }
                    if HTMLBoldQuestions.isAllBold(node) { bold += 1 }
                }
                if HTMLText.headingLevel(node) != nil {
                    headings += 1
                    if StructureRule.asks(HTMLText.collapseWhitespace(HTMLText.textContent(node))) { askingHeadings += 1 }
                }
                if ["a", "b", "strong"].contains(name), HTMLAnchoredQuestions.lead(node, targets: targets) != nil { anchoredLines += 1 }
                if HTMLLabelledQuestionLines.isLabel(node), HTMLLabelledQuestionLines.question(after: node) != nil { anchoredLines += 1 }
                if name == "table", HTMLTitleBars.title(node) != nil, HTMLTitleBars.anchor(node) != nil { anchoredLines += 1 }
                // A paragraph's bold lead, found once for the counts below.
                let paragraphLead = ["p", "div"].contains(name) ? HTMLBoldQuestions.paragraphLead(node) : nil
                if paragraphLead != nil, HTMLAnchoredQuestions.anchorsBefore(node).contains(where: targets.contains) { anchoredLines += 1 }
                if namedParagraphs[node] != nil { anchoredLines += 1 }
                if ["p", "div", "button"].contains(name), HTMLBoldQuestions.classMarkedQuestion(node) != nil { classMarked += 1 }
                if let lead = paragraphLead ?? (["b", "strong"].contains(name) ? HTMLBoldQuestions.lineLead(node) : nil),
                   HTMLBoldQuestions.asks(lead) { askingLeads += 1 }
                // (Two are enough to know: the others are not read.)
                if listsOfLeads < 2, name == "ol" || name == "ul" {
                    let items = HTMLText.elementChildren(of: node).filter { HTMLText.elementName($0) == "li" }
                    if items.count >= 2, HTMLBoldQuestions.startsWithEmphasis(items[0]),
                       HTMLBoldQuestions.listQuestions(node, opensHeading: true) != nil { listsOfLeads += 1 }
                }
                // An anchor left open around paragraphs (`<a name="q3">` over `<p>`, closed by the next anchor) holds
                // blocks, not a link's words: its paragraphs are read one by one (Zyzzyva's FAQ). One whose own words
                // come first (Splint's `<a name>question<br><blockquote>`) is a question line, read as before.
                func markStructured(from start: xmlNodePtr?) {
                    var parent = start
                    while let p = parent, p.pointee.type == XML_ELEMENT_NODE, !structured.contains(p) {
                        structured.insert(p)
                        parent = p.pointee.parent
                    }
                }
                if name == "a", HTMLText.attribute(node, "href") == nil,
                   let first = HTMLText.children(of: node).first(where: { child in
                       child.pointee.type == XML_ELEMENT_NODE || child.pointee.type == XML_TEXT_NODE && !HTMLText.textContent(child).allSatisfy(\.isWhitespace)
                   }), Self.anchoredBlocks.contains(HTMLText.elementName(first)) {
                    markStructured(from: node)
                }
                // A list of bold items is tried whole: marking starts above the list.
                if isStructure(node, name) { markStructured(from: name == "li" ? node.pointee.parent?.pointee.parent : node.pointee.parent) }
                stack.append(contentsOf: HTMLText.children(of: node))
            }
            termsMostlyAsk = asking * 2 > terms
            headingsMostlyAsk = askingHeadings * 2 > headings
            marksQuestionsByClass = classMarked >= 3
            termsAreBoldTitles = namesFAQ && terms >= 2 && bold == terms
        }

        /// Whether `node` (named `name`) holds a question structure of its own.
        func isStructure(_ node: xmlNodePtr, _ name: String) -> Bool {
            if HTMLDocBookEntries.isEntry(node) { return true }
            switch name {
            case "h1", "h2", "h3", "h4", "h5", "h6", "dl", "details": return true
            case "tr": return HTMLDocBookXSL.isQuestionRow(node)
            case "table": return HTMLTitleBars.title(node) != nil && HTMLTitleBars.anchor(node) != nil
            case "button": return HTMLBoldQuestions.paragraphLead(node) != nil
            case "p", "div": return HTMLBoldQuestions.paragraphLead(node) != nil || dressedLeads[node] != nil || quotedLeads[node] != nil
                || HTMLFoldingBlocks.title(node) != nil
                || namedParagraphs[node] != nil
                || HTMLMicrodata.isQuestion(node) || HTMLTableOfContents.isMarked(node) || classHeadings[node] != nil
            case "li": return HTMLBoldQuestions.startsWithEmphasis(node)
            case "b", "strong": return HTMLBoldQuestions.lineLead(node) != nil || HTMLAnchoredQuestions.lead(node, targets: targets) != nil
                || HTMLLabelledQuestionLines.isLabel(node) || HTMLBoldQuestions.isMarkedLine(node)
            case "a": return HTMLAnchoredQuestions.lead(node, targets: targets) != nil || HTMLLabelledQuestionLines.isLabel(node)
            default: return HTMLMicrodata.isQuestion(node) || HTMLTableOfContents.isMarked(node) || classHeadings[node] != nil
            }
        }
    }
}
