internal import CLibXML2

/// Questions written in bold instead of headings: a paragraph that is all bold and asks
/// (`<p><b>(3) How do I…?</b></p>`, its answer the blocks after it), and list items that open
/// with a bold or emphasised question (`<li><b>Question?</b> answer…</li>`, AsciiDoc's
/// `<li><p><em>Question?</em></p><p>answer</p></li>`). A run is taken only when it has two or
/// more and most of them ask, so that a bold warning or a list of bold terms stays text.
enum HTMLBoldQuestions {
    static let strong: Set<String> = ["b", "strong"]
    static let emphasis: Set<String> = ["b", "strong", "em", "i"]

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
        guard !text.isEmpty, !quotesAMail(text), asks(text) || numbered(text) else { return nil }
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

    /// The text of a paragraph all in bold that exclaims a problem ("Download failed!"): an entry among bold
    /// questions (`HTMLFAQFormat.Walker.flush`). A bold warning ("This deletes your settings!") names none.
    static func exclaimedProblem(_ paragraph: xmlNodePtr) -> String? {
        guard let text = allBoldText(paragraph), text.hasSuffix("!"), text.count <= exclaimedLength, TroubleChecklists.reportsAProblem(text) else { return nil }
        return text
    }

    /// An exclaimed problem is a title's length at most.
    static let exclaimedLength = 120

    /// The text of a paragraph all in bold that is an entry among bold questions though it does not end asking: an
    /// exclaimed problem, or a question followed by one short sentence ("Are you sure the probability calculation is
    /// accurate? It seems unintuitive to me.", Zyzzyva's FAQ).
    static func entryAmongQuestions(_ paragraph: xmlNodePtr) -> String? {
        if let exclaimed = exclaimedProblem(paragraph) { return exclaimed }
        guard let text = allBoldText(paragraph), text.count <= 2 * exclaimedLength, let mark = text.range(ofLiteralIn: "? ") else { return nil }
        let asked = text[..<mark.lowerBound], said = text[mark.upperBound...]
        // One sentence after the question, ending as a sentence does, and no second question.
        guard asked.split(separator: " ").count >= 3, !said.contains("?"), said.split(separator: " ").count <= askedAfterWords,
              let last = said.last, ".!".contains(last), !said.dropLast().contains(where: { ".!".contains($0) }) else { return nil }
        return text
    }

    /// The text of a `<p>` all in bold.
    private static func allBoldText(_ paragraph: xmlNodePtr) -> String? {
        guard HTMLText.elementName(paragraph) == "p", isAllBold(paragraph) else { return nil }
        return HTMLText.collapseWhitespace(HTMLText.textContent(paragraph))
    }

    /// The sentence after a question in a bold paragraph has at most this many words.
    static let askedAfterWords = 12

    /// Whether a bold run's text quotes a mail ("> Do you think …?"): the asker's words under the question, no
    /// question of their own.
    static func quotesAMail(_ text: String) -> Bool { text.hasPrefix(">") }

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
        // A run opening its paragraph whose line ends right after it (mdBook's `<p><strong>Is it free?</strong>`, a line
        // end, `Yes! …</p>`: Markdown's `**Is it free?**` over its answer's first line). A generator that wraps its lines
        // may end one after a bold run by chance: such a run must still ask, and be one of a run of leads (`flush`).
        let endsSourceLine = next.map(opensWithLineEnd) == true && HTMLText.previousNonBlank(element) == nil
            && element.pointee.parent.map { HTMLText.elementName($0) == "p" } == true
        guard endsMarkedParagraph || answeredInLine || endsSourceLine
                || next.map({ $0.pointee.type == XML_ELEMENT_NODE && lineEnds.contains(HTMLText.elementName($0)) }) == true
        else { return nil }
        guard asks(text), !quotesAMail(text) else { return nil }
        return MarkdownQuestionPatterns.questionPrefix(text) ?? text
    }

    /// A text node whose first line is empty: the source's line ends there.
    private static func opensWithLineEnd(_ node: xmlNodePtr) -> Bool {
        guard node.pointee.type == XML_TEXT_NODE else { return false }
        return HTMLText.textContent(node).drop { $0 == " " || $0 == "\t" }.first?.isNewline == true
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
    static func soleEmphasis(_ element: xmlNodePtr, allowed: Set<String>) -> xmlNodePtr? {
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
