internal import CLibXML2

/// Headings written as paragraphs a style sheet makes look like headings: `<p class="title">`,
/// `<p class="section">Generic</p>` over the group's list (devede's FAQ), or a template's
/// `<font class=title size=-1>` (Apache::ASP's). The class (or the size) names the level, as a
/// heading's tag would. Only on a page with no `<h1>`…`<h6>` whose groups are such
/// paragraphs (`section`, `chapter`…, not a `title` alone): elsewhere a `p.title` titles a
/// figure or an example (DocBook's), as it does inside one anywhere. And only a paragraph of
/// inline text, 120 characters at most, that ends no sentence. Two or more paragraphs or divisions
/// classed as questions are headings too, on such a page, at the deepest level.
enum HTMLClassHeadings {
    /// The heading level each class stands for (only the order counts); 3 and deeper are groups.
    private static let levels: [String: Int] = [
        "title": 1, "subtitle": 2, "chapter": 3, "section": 4, "subsection": 5, "subsubsection": 6,
    ]

    /// The paragraphs below `body` that are headings, with their levels; none when the page has
    /// heading elements of its own.
    static func find(in body: xmlNodePtr) -> [xmlNodePtr: Int] {
        var found: [xmlNodePtr: Int] = [:]
        var classedAnswers = false
        var stack: [xmlNodePtr] = [body]
        while let node = stack.popLast() {
            guard node.pointee.type == XML_ELEMENT_NODE else { continue }
            let name = HTMLText.elementName(node)
            if HTMLText.headingLevel(node) != nil { return [:] }
            let classes = HTMLText.classes(of: node)
            classedAnswers = classedAnswers || classes.contains(where: namesAnAnswer)
            if let level = level(node, named: name, classes: classes) { found[node] = level }
            if name == "figure" || classes.contains(where: captioned.contains) { continue }
            stack.append(contentsOf: HTMLText.elementChildren(of: node))
        }
        // Questions whose answers are classed too are items, read as such (`HTMLClassedItems`, or the page's text).
        if classedAnswers { found = found.filter { $0.value != questionLevel } }
        // Groups make the structure: a title paragraph alone is a caption's or the page's; so do two questions.
        let questions = found.values.count { $0 == questionLevel }
        return found.values.contains(where: { $0 > 2 && $0 != questionLevel }) || questions >= 2 ? found : [:]
    }

    /// Whether `element` is a class heading's number set apart right before it, classed as one
    /// (pgBackRest's `div.section1-number` beside its `div.section1-title`): the heading's, no text of the answer above.
    static func isNumber(_ element: xmlNodePtr, of headings: [xmlNodePtr: Int]) -> Bool {
        guard !headings.isEmpty, let next = HTMLText.nextElementSibling(element), headings[next] != nil,
              HTMLText.classes(of: element).contains(where: { $0.hasSuffix("number") }) else { return false }
        let text = HTMLText.collapseWhitespace(HTMLText.textContent(element))
        return !text.isEmpty && text.count <= 8 && text.allSatisfy { $0.isNumber || $0 == "." }
    }

    /// Containers whose `p.title` is a caption.
    private static let captioned: Set<Substring> = ["figure", "example", "table", "informaltable", "informalexample", "equation", "procedure", "sidebar"]

    private static func level(_ element: xmlNodePtr, named name: String, classes: [Substring]) -> Int? {
        // Only these can be headings: the name is checked before any text is read.
        guard name == "p" || name == "font" || name == "div" else { return nil }
        // A question's class may stand beside others (`p.faq.question`).
        let question = name != "font" && classes.contains(where: namesAQuestion)
        guard classes.count == 1 || question else { return nil }
        // `<font class=title size=+0>`: a site template's title class (Apache::ASP's "FAQ" at +1,
        // its groups at +0, its questions at -1), sentence or not.
        let level: Int? = switch name {
        case _ where question: questionLevel
        case "font": fontLevel(element, class: classes[0])
        case "div": divisionTitleLevel(classes[0])
        default: levels[String(classes[0])]
        }
        guard let level, HTMLText.elementChildren(of: element).allSatisfy({ HTMLInlineRuns.inlineNames.contains(HTMLText.elementName($0)) })
        else { return nil }
        let text = HTMLText.collapseWhitespace(HTMLText.textContent(element))
        // A question's class says what it is, however long it runs and whatever ends it (libtut's "… ambiguous overload for operator <<.").
        if level == questionLevel { return !text.isEmpty && text.count <= 300 ? level : nil }
        guard !text.isEmpty, text.count <= 120, name == "font" || !text.hasSuffix(".") else { return nil }
        return level
    }

    /// The level of a paragraph or division classed as a question (9o3o's `div.question` over
    /// its answer's bare text, up to the next), on a page whose answers are classed nowhere: the deepest, below any group.
    /// (7: deeper than any class's group, `subsubsection`'s 6.)
    static let questionLevel = 7

    /// Whether a class names a question: `question`, `faq-question`, `faq_question`.
    private static func namesAQuestion(_ name: Substring) -> Bool {
        name == "question" || name.hasSuffix("-question") || name.hasSuffix("_question")
    }

    /// Whether a class names an answer: `answer`, `faq-answer`, `faq_answer`.
    private static func namesAnAnswer(_ name: Substring) -> Bool {
        name == "answer" || name.hasSuffix("-answer") || name.hasSuffix("_answer")
    }

    /// The level a numbered division's title class names (`div.section1-title`, pgBackRest's builder;
    /// `sect2_title`): a section's 4, each number one deeper. A bare `section-title` or `chapter-title`
    /// is a template's widget title as often ("Recent posts"), so a number must say it is a document's.
    private static func divisionTitleLevel(_ name: Substring) -> Int? {
        guard name.hasSuffix("-title") || name.hasSuffix("_title") else { return nil }
        let division = name.dropLast(6)
        guard let digit = division.last, let number = Int(String(digit)), (1...3).contains(number),
              ["section", "sect"].contains(division.dropLast()) else { return nil }
        return 3 + number
    }

    /// The level of a title class's relative font size (`size=+1` is 2, `-1` is 4); none for
    /// other classes, absolute sizes or sizes past HTML's seven.
    private static func fontLevel(_ element: xmlNodePtr, class name: Substring) -> Int? {
        guard name == "title", let size = HTMLText.attribute(element, "size"), size.hasPrefix("+") || size.hasPrefix("-"),
              let step = Int(size), (-7...7).contains(step) else { return nil }
        return min(6, max(1, 3 - step))
    }
}
