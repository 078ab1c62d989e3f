internal import CLibXML2

/// Questions written in bold instead of headings: a paragraph that is all bold and asks
/// (`<p><b>(3) How do I…?</b></p>`, its answer the blocks after it), and list items that open
/// with a bold or emphasised question (`<li><b>Question?</b> answer…</li>`, AsciiDoc's
/// `<li><p><em>Question?</em></p><p>answer</p></li>`). A run is taken only when it has two or
/// more and most of them ask, so that a bold warning or a list of bold terms stays text.
enum HTMLBoldQuestions {
    static let strong: Set<String> = ["b", "strong"]
    private static let emphasis: Set<String> = ["b", "strong", "em", "i"]

    /// Whether leads found in one place make a run of questions.
    static func isRun(_ leads: [HeadingTree.ListedQuestion]) -> Bool {
        leads.count >= 2 && leads.filter { asks($0.question) }.count * 2 > leads.count
    }

    /// A question asks ("?"), or is written "Q: …".
    static func asks(_ text: String) -> Bool {
        StructureRule.asks(text) || MarkdownQuestionPatterns.questionPrefix(text) != nil
    }

    /// The question of a paragraph that is nothing but one bold run; nil for any other.
    static func paragraphLead(_ paragraph: xmlNodePtr) -> String? {
        let name = HTMLText.elementName(paragraph)
        guard ["p", "div", "button"].contains(name) else { return nil }
        if let marked = classMarkedQuestion(paragraph) { return marked }
        guard name != "button" else { return nil }
        let text: String
        if let lead = soleEmphasis(paragraph, allowed: strong) {
            text = HTMLText.collapseWhitespace(HTMLText.textContent(lead))
        } else if let split = splitEmphasisText(paragraph) {
            text = split
        } else {
            return labelledLead(paragraph)
        }
        if let entry = bulleted(text) { return entry }
        // A mail's lines quoted ("> Do you think …?") are the asker's words under the question, no question of their own.
        guard !text.isEmpty, !text.hasPrefix(">"), asks(text) || numbered(text) else { return nil }
        return MarkdownQuestionPatterns.questionPrefix(text) ?? text
    }

    /// Bullets a bold run may open with (Texinfo's `@itemize @bullet` of `@item`s in bold, Blitz++'s FAQ).
    private static let bullets: Set<Character> = ["•", "◦", "▪", "‣"]

    /// The marker the walker gives a bold paragraph opened by a bullet.
    static let bulletMarker = "•"

    /// A bold run opened by a bullet ("• The linker complains …"): the entry's words without it,
    /// asking or not (the walker takes a run of them only on a page that names a FAQ); nil otherwise.
    static func bulleted(_ text: String) -> String? {
        guard let first = text.first, bullets.contains(first) else { return nil }
        let rest = text.dropFirst()
        guard rest.first == " " || rest.first == "\u{A0}" else { return nil }
        let words = rest.drop { $0 == " " || $0 == "\u{A0}" }
        return words.isEmpty ? nil : String(words)
    }

    /// A short paragraph whose class names it a question (`<p class="question">`, `faq-question`), bold
    /// or not in its page's style sheet (TUT's FAQ), or a title over a block whose class names it an
    /// answer (SQLite/Ruby's `div.faq-title` over `div.faq-answer`): its text, statements too.
    static func classMarkedQuestion(_ paragraph: xmlNodePtr) -> String? {
        func classes(_ element: xmlNodePtr) -> [Substring] {
            HTMLText.attribute(element, "class")?.lowercased().split(whereSeparator: \.isWhitespace) ?? []
        }
        let own = classes(paragraph)
        let titlesAnAnswer = own.contains { $0.hasSuffix("title") }
            && HTMLText.nextElementSibling(paragraph).map { classes($0).contains { $0.hasSuffix("answer") } } == true
        guard own.contains(where: { $0.hasSuffix("question") }) || titlesAnAnswer else { return nil }
        let text = HTMLText.collapseWhitespace(HTMLText.textContent(paragraph))
        // Numbered ones ("1.1 How do I zoom in?") carry groups in their numbers: the page's text, read as plain text, has them.
        guard !text.isEmpty, text.count <= classMarkedLength, HeadingTree.sectionNumber(text) == nil else { return nil }
        return MarkdownQuestionPatterns.questionPrefix(text) ?? text
    }

    /// A paragraph marked as a question holds at most this much text (a `div.question` may hold its answer too).
    static let classMarkedLength = 300

    /// A paragraph of a number and bold runs only (`<p>1. <b>"Is there a forum?"</b></p>`, or
    /// ExifTool's `3a. <b>…</b>, <br>3b. <b>…</b>, or <br>3c. <b>…</b>`: one question in other
    /// words): the runs, without the quotation marks around each, joined by " / ".
    private static func labelledLead(_ paragraph: xmlNodePtr) -> String? {
        var runs: [String] = []
        var labelled = false
        for child in HTMLText.children(of: paragraph) {
            switch child.pointee.type {
            case XML_TEXT_NODE:
                let words = HTMLText.collapseWhitespace(HTMLText.textContent(child)).split(separator: " ")
                for word in words {
                    let bare = String(word).trimmingCharacters(in: ",.:;)(")
                    if bare.isEmpty || bare == "or" { continue }
                    // "1.", "3a.", "(12)": a number, perhaps with one letter, before the run.
                    guard bare.first?.isNumber == true, bare.dropFirst().drop(while: { $0.isNumber }).count <= 1, bare.count <= 5 else { return nil }
                    labelled = true
                }
            case XML_ELEMENT_NODE:
                let name = HTMLText.elementName(child)
                if name == "br" || (name == "a" && HTMLText.textContent(child).allSatisfy(\.isWhitespace)) { continue }
                guard strong.contains(name) else { return nil }
                let text = HTMLText.collapseWhitespace(HTMLText.textContent(child)).trimmingCharacters(in: "\"“”")
                if !text.isEmpty { runs.append(text) }
            default:
                continue
            }
        }
        guard labelled, !runs.isEmpty else { return nil }
        return runs.joined(separator: " / ")
    }

    /// A list's questions when most of its items open with an emphasised question; nil otherwise.
    /// A list that opens its heading's content needs no lead that asks when most of its items
    /// go on with an answer of their own (a block after the lead's line): texinfo's FAQ chapter
    /// (`<li><b>Win32 Pathnames</b> Why don't …<p>…`) and libxml2's groups state problems as
    /// often as they ask. Items with no text (texinfo's anchors) are not counted. Under a heading
    /// that names the FAQ (`underFAQTitle`), a list of one item that asks and goes on with an
    /// answer of its own is the FAQ's one question (mdtraj's "FAQs").
    static func listQuestions(_ list: xmlNodePtr, opensHeading: Bool = false, underFAQTitle: Bool = false) -> [HeadingTree.ListedQuestion]? {
        guard ["ul", "ol"].contains(HTMLText.elementName(list)) else { return nil }
        let children = HTMLText.elementChildren(of: list).filter { !HTMLText.textContent($0).allSatisfy(\.isWhitespace) }
        let items = children.filter { HTMLText.elementName($0) == "li" }
        var questions: [HeadingTree.ListedQuestion] = []
        var leads = 0, answered = 0
        for (n, item) in children.enumerated() {
            // A block the page set between the items (a script's hidden `<div class="more">` after each
            // `<li><a href="#" onclick=…><strong>Question?</strong></a></li>`) answers the item before it.
            guard HTMLText.elementName(item) == "li" else {
                guard !questions.isEmpty else { return nil }
                let before = questions[questions.count - 1].answer
                questions[questions.count - 1].answer = (before.isEmpty ? "" : before + "\n\n") + answer(of: [item])
                continue
            }
            let answeredAfter = n + 1 < children.count && HTMLText.elementName(children[n + 1]) != "li"
            if let (asked, hasBlockAnswer) = itemQuestion(item, answeredAfter: answeredAfter) {
                questions += asked
                leads += 1
                if hasBlockAnswer || answeredAfter { answered += 1 }
            } else if !questions.isEmpty {
                // An item without a question belongs to the answer before it.
                let text = HTMLToMarkdown.convert(node: item)
                questions[questions.count - 1].answer += "\n\n" + text
            } else {
                return nil
            }
        }
        let lone = opensHeading && underFAQTitle && items.count == 1 && answered == 1 && questions.count == 1 && asks(questions[0].question)
        guard leads * 2 > items.count, isRun(questions) || lone || opensHeading && leads >= 2 && answered * 2 > items.count else { return nil }
        return questions
    }

    /// An item whose first content is emphasis (or paragraphs of only emphasis, which ask one
    /// question in other words): that is the question, the rest of the item its answer. Marks
    /// that end the lead's line (`<em>Where can I get it</em> ?`) are the question's. Also
    /// whether a block (a paragraph, list, code) follows the lead: an answer of its own. An item
    /// led by a paragraph of bold text that holds another such paragraph asking, with text after
    /// it, holds two questions (NanoVDB's FAQ, where Doxygen joined two entries into one item).
    /// `answeredAfter`: a block follows the item inside the list, its answer; the item may hold its lead alone.
    private static func itemQuestion(_ item: xmlNodePtr, answeredAfter: Bool) -> ([HeadingTree.ListedQuestion], Bool)? {
        var parts: [String] = []
        var rest: [xmlNodePtr] = []
        var inlineLead: xmlNodePtr?
        var trailing = ""
        for child in HTMLText.children(of: item) {
            if rest.isEmpty, inlineLead == nil {
                if child.pointee.type == XML_TEXT_NODE, HTMLText.textContent(child).allSatisfy(\.isWhitespace) { continue }
                if child.pointee.type == XML_ELEMENT_NODE, HTMLText.elementName(child) == "p", let lead = soleEmphasis(child, allowed: emphasis) {
                    parts.append(HTMLText.collapseWhitespace(HTMLText.textContent(lead)))
                    continue
                }
                if parts.isEmpty, child.pointee.type == XML_ELEMENT_NODE, HTMLText.elementName(child) == "p", let split = splitEmphasisText(child) {
                    parts.append(split)
                    continue
                }
                if parts.isEmpty, child.pointee.type == XML_ELEMENT_NODE,
                   emphasis.contains(HTMLText.elementName(child)) || anchorAround(child) != nil || isTargetlessLink(child) {
                    inlineLead = child
                    parts.append(HTMLText.collapseWhitespace(HTMLText.textContent(child)))
                    continue
                }
            }
            if rest.isEmpty, inlineLead != nil, trailing.isEmpty, child.pointee.type == XML_TEXT_NODE {
                let text = HTMLText.collapseWhitespace(HTMLText.textContent(child))
                if !text.isEmpty, text.count <= 3, text.allSatisfy({ "?!:.".contains($0) }) {
                    trailing = text
                    continue
                }
            }
            rest.append(child)
        }
        var question = parts.filter { !$0.isEmpty }.joined(separator: " ")
        guard !question.isEmpty, !rest.isEmpty || inlineLead == nil || answeredAfter else { return nil }
        if trailing.contains("?"), !StructureRule.asks(question) { question += "?" }
        let hasBlock = rest.contains {
            $0.pointee.type == XML_ELEMENT_NODE && blocks.contains(HTMLText.elementName($0)) && !HTMLText.textContent($0).allSatisfy(\.isWhitespace)
        }
        var asked: [HeadingTree.ListedQuestion] = []
        var anchor = HTMLText.attribute(item, "id")
        var line = Int(faq_xml_get_line_no(item))
        // Later bold paragraphs that ask, with an answer after them, when a bold paragraph led the item.
        let nextLeads = inlineLead != nil ? [] : rest.indices.filter { i in
            i > 0 && i + 1 < rest.count && HTMLText.elementName(rest[i]) == "p" && soleEmphasis(rest[i], allowed: strong).map {
                asks(HTMLText.collapseWhitespace(HTMLText.textContent($0)))
            } == true && rest[(i + 1)...].contains { !HTMLText.textContent($0).allSatisfy(\.isWhitespace) }
        }
        for (n, start) in ([0] + nextLeads).enumerated() {
            let end = n < nextLeads.count ? nextLeads[n] : rest.count
            let body = rest[(n == 0 ? start : start + 1)..<end]
            if n > 0 {
                question = HTMLText.collapseWhitespace(HTMLText.textContent(rest[start]))
                anchor = nil
                line = Int(faq_xml_get_line_no(rest[start]))
            }
            asked.append(HeadingTree.ListedQuestion(question: MarkdownQuestionPatterns.questionPrefix(question) ?? question,
                                                    answer: answer(of: body), anchor: anchor, line: line))
        }
        return (asked, hasBlock)
    }

    /// An item's answer: its nodes converted as one run of inline text and blocks, a leading
    /// separator (":", "-", "—") left out.
    private static func answer(of nodes: ArraySlice<xmlNodePtr>) -> String {
        var answer = HTMLToMarkdown.tidy(nodes.map { HTMLToMarkdown.inline($0) }.joined())
        if answer.hasPrefix(":") || answer.hasPrefix("\\:") || answer.hasPrefix("\\-") || answer.hasPrefix("—") {
            answer = String(answer.drop { ":\\-— ".contains($0) })
        }
        return answer
    }

    private static let blocks: Set<String> = ["p", "div", "pre", "ul", "ol", "dl", "table", "blockquote"]
    private static let lineEnds: Set<String> = ["br", "p", "div", "pre", "ul", "ol", "dl", "table", "blockquote"]

    /// A bold run that asks and ends its line (`<b>Q: Does it work?</b><br>A: Yes.`): the
    /// question, the text after the break its answer. A line break or a block after it ends
    /// the line, also after the anchor it ends (`<a name=Q5a><b>Q. How …?</b></a><p>`); a run
    /// labelled "Q." that ends its anchor is a line whatever follows (graphviz's `</A>` closes
    /// its bold run early, and the rest of the question follows as text).
    static func lineLead(_ element: xmlNodePtr) -> String? {
        guard strong.contains(HTMLText.elementName(element)), !restatesAfterOr(element) else { return nil }
        // Where the line ends first, the text only then: nested bold runs must not each read the page.
        var next = HTMLText.nextNonBlank(element)
        if next == nil, let parent = element.pointee.parent, HTMLText.elementName(parent) == "a" {
            let text = HTMLText.collapseWhitespace(HTMLText.textContent(element))
            if let question = MarkdownQuestionPatterns.questionPrefix(text) { return question }
            next = HTMLText.nextNonBlank(parent)
        }
        // A run alone in a wrapper that only sets its size or font (`<big><b>Q: …</b></big><br>`,
        // as Composer writes) ends its line where the wrapper does.
        var inner = element
        while next == nil, HTMLText.previousNonBlank(inner) == nil, let parent = inner.pointee.parent,
              sizeWrappers.contains(HTMLText.elementName(parent)) {
            inner = parent
            next = HTMLText.nextNonBlank(parent)
        }
        // A line break, or a block (`<b>Q. How …?</b><p>…`): the run is a line of its own; so is
        // a run after a list marker that ends its paragraph (lp_solve's `<p>- <b>How …?</b></p>`).
        let endsMarkedParagraph = next == nil && element.pointee.parent.map { ["p", "div"].contains(HTMLText.elementName($0)) } == true
            && lineMarker(element).map { !$0.isEmpty } == true
        let text = HTMLText.collapseWhitespace(HTMLText.textContent(element))
        // A labelled run answered on its own line with no break between (Docusaurus's `<p><strong>Q: …?</strong>`, a
        // line end, `A: …</p>`): the answer's label ends the question as a break would.
        let answeredInLine = next.map(opensWithAnswerLabel) == true && MarkdownQuestionPatterns.questionPrefix(text) != nil
        guard endsMarkedParagraph || answeredInLine
                || next.map({ $0.pointee.type == XML_ELEMENT_NODE && lineEnds.contains(HTMLText.elementName($0)) }) == true
        else { return nil }
        guard asks(text) else { return nil }
        return MarkdownQuestionPatterns.questionPrefix(text) ?? text
    }

    /// A text node that opens with an answer's label: "A:", "A." or "Answer:", then a space.
    private static func opensWithAnswerLabel(_ node: xmlNodePtr) -> Bool {
        guard node.pointee.type == XML_TEXT_NODE else { return false }
        let text = HTMLText.textContent(node).drop { $0.isWhitespace }
        return ["A:", "A.", "Answer:"].contains { text.hasPrefix($0) && text.dropFirst($0.count).first?.isWhitespace == true }
    }

    /// What stands before a bold run on its line when the run opens it: "" for nothing, or a
    /// list marker written as text ("-", "*", "•": lp_solve's `<p>- <b>Question</b><br>`, or
    /// the same after a `</p>`); nil when words or other elements come first (a bold run
    /// inside a sentence). A line starts at its paragraph, a line break or a block before it.
    static func lineMarker(_ element: xmlNodePtr) -> String? {
        var marker = ""
        var previous = element.pointee.prev
        var steps = 0
        walk: while let node = previous {
            // A marker is a few characters after a few empty anchors: a longer walk finds none (and would be quadratic).
            steps += 1
            guard steps <= 8, marker.count <= 40 else { return nil }
            switch node.pointee.type {
            case XML_TEXT_NODE: marker = HTMLText.textContent(node) + marker
            case XML_ELEMENT_NODE:
                let name = HTMLText.elementName(node)
                if name == "br" || !HTMLInlineRuns.inlineNames.contains(name) { break walk }
                // Empty anchors (`<a name="q3"></a>`) show nothing.
                guard name == "a", HTMLText.textContent(node).allSatisfy(\.isWhitespace) else { return nil }
            default: break
            }
            previous = node.pointee.prev
        }
        let trimmed = HTMLText.collapseWhitespace(marker).trimmingCharacters(in: " ")
        return trimmed.isEmpty || trimmed.count <= 2 && trimmed.allSatisfy({ "-*•–—·+>".contains($0) }) ? trimmed : nil
    }

    /// Whether `element` is a bold run (`<b>`, `<strong>`).
    static func isBold(_ element: xmlNodePtr) -> Bool {
        element.pointee.type == XML_ELEMENT_NODE && strong.contains(HTMLText.elementName(element))
    }

    /// Whether a bold run follows an "or" that opens the line right under the bold line opening
    /// its block (analog's `<li><b>…</b><br><i>or</i> <b>What does "time without date" mean?</b>`):
    /// the question above in other words, which stays in its answer's text.
    static func restatesAfterOr(_ element: xmlNodePtr) -> Bool {
        guard let or = HTMLText.previousNonBlank(element),
              HTMLText.collapseWhitespace(HTMLText.textContent(or)).trimmingCharacters(in: " ").lowercased() == "or",
              let lineBreak = HTMLText.previousNonBlank(or), HTMLText.elementName(lineBreak) == "br",
              let above = HTMLText.previousNonBlank(lineBreak) else { return false }
        return isBold(above) && HTMLText.previousNonBlank(above) == nil
    }

    /// Whether a bold run ends its line and is a line of its own, no restatement after "or".
    static func isBoldLine(_ element: xmlNodePtr) -> Bool {
        isBold(element) && HTMLAnchoredQuestions.endsLine(element) && !restatesAfterOr(element)
    }

    /// Whether a bold run is a line of its own after a list marker (`- <b>…</b><br>`): a question
    /// when the page's question lines are written so, asking or not.
    static func isMarkedLine(_ element: xmlNodePtr) -> Bool {
        isBold(element) && HTMLAnchoredQuestions.endsLine(element)
            && lineMarker(element).map { !$0.isEmpty } == true
    }

    /// Inline elements that change only how their text looks, not what it is.
    private static let sizeWrappers: Set<String> = ["big", "small", "font", "span", "u"]

    /// Whether all of an element's text is one bold run (`<dt><strong>Error: …</strong></dt>`).
    static func isAllBold(_ element: xmlNodePtr) -> Bool {
        soleEmphasis(element, allowed: strong) != nil
    }

    /// Whether an item opens with emphasis, perhaps inside a paragraph or an `<a name>`.
    static func startsWithEmphasis(_ item: xmlNodePtr) -> Bool {
        var node: xmlNodePtr? = item
        for _ in 0..<3 {
            guard let parent = node else { return false }
            node = HTMLText.children(of: parent).first { $0.pointee.type == XML_ELEMENT_NODE || !HTMLText.textContent($0).allSatisfy(\.isWhitespace) }
            guard let first = node, first.pointee.type == XML_ELEMENT_NODE else { return false }
            let name = HTMLText.elementName(first)
            if emphasis.contains(name) { return true }
            if name != "p" && !(name == "a" && HTMLText.attribute(first, "href") == nil) { return false }
        }
        return false
    }

    /// `<a name="what"><strong>What is it?</strong></a>`: the emphasis an anchor wraps.
    private static func anchorAround(_ element: xmlNodePtr) -> xmlNodePtr? {
        guard HTMLText.elementName(element) == "a", HTMLText.attribute(element, "href") == nil else { return nil }
        return soleEmphasis(element, allowed: emphasis)
    }

    /// A link with no target (or one to the page's top, `href="#"`, or to a script) around an item's plain words,
    /// which a script makes the question's switch (MilkyTracker's `<li><a>Where can I find …?</a><ul><li>answer…`,
    /// Atomsk's `<a href="#" onclick="showHide(…)">`).
    private static func isTargetlessLink(_ element: xmlNodePtr) -> Bool {
        let target = HTMLText.attribute(element, "href")?.trimmingCharacters(in: " \t\n")
        return HTMLText.elementName(element) == "a" && (target == nil || target == "#" || target!.lowercased().hasPrefix("javascript:"))
            && !HTMLText.textContent(element).allSatisfy(\.isWhitespace)
    }

    /// "(3) …", "3. …", "3) …", "1.2 …": a numbered lead, a question even when it states a problem.
    private static func numbered(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "(" { rest = rest.dropFirst() }
        let digits = rest.prefix { $0.isNumber || $0 == "." }
        guard digits.first?.isNumber == true else { return false }
        rest = rest.dropFirst(digits.count)
        if rest.first == ")" { rest = rest.dropFirst() }
        return rest.first == " " && (digits.last == "." || text.first == "(" || text.dropFirst(digits.count).first == ")")
    }

    /// The one emphasis element that holds all of `element`'s text (empty anchors and line
    /// breaks aside), or nil.
    private static func soleEmphasis(_ element: xmlNodePtr, allowed: Set<String>) -> xmlNodePtr? {
        var found: xmlNodePtr?
        for child in HTMLText.children(of: element) {
            switch child.pointee.type {
            case XML_TEXT_NODE:
                if !HTMLText.textContent(child).allSatisfy(\.isWhitespace) { return nil }
            case XML_ELEMENT_NODE:
                let name = HTMLText.elementName(child)
                if name == "br" || (name == "a" && HTMLText.textContent(child).allSatisfy(\.isWhitespace)) { continue }
                // `<b><a name="q3">Question?</a></b>` or `<a name><b>…</b></a>`.
                if name == "a", HTMLText.attribute(child, "href") == nil, let inner = soleEmphasis(child, allowed: allowed) {
                    guard found == nil else { return nil }
                    found = inner
                    continue
                }
                guard allowed.contains(name), found == nil else { return nil }
                found = child
            default:
                continue
            }
        }
        return found
    }
}
