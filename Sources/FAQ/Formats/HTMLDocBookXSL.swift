internal import CLibXML2

/// DocBook XSL's HTML for a `<qandaset>`: a table of `tr.question` and `tr.answer` rows, each
/// with a label cell ("Q:", "A:", "1.2.") before its content, under `tr.qandadiv` rows that hold
/// the group's heading. Groups are headings of the page; each question row is a question and
/// the answer rows after it its answer. Hand-written tables of the same shape, rows of no class
/// whose first cell is a label alone ("Question:", "Answer:"), are read alike.
enum HTMLDocBookXSL {
    enum Row {
        case division(level: Int, title: String, anchor: String?, line: Int)
        case question(HeadingTree.ListedQuestion)
    }

    /// Whether `element` is such a table (one of its rows is a question).
    static func isQuestionTable(_ element: xmlNodePtr) -> Bool {
        HTMLText.elementName(element) == "table" && rows(of: element).contains(where: isQuestionRow)
    }

    /// Whether a table row is a question's: `tr.question`, or a row whose first cell is a question's label.
    static func isQuestionRow(_ row: xmlNodePtr) -> Bool { rowClass(row) == "question" }

    /// The table's groups and questions in order.
    static func read(_ table: xmlNodePtr) -> [Row] {
        var result: [Row] = []
        var current: HeadingTree.ListedQuestion?
        // A question's other wordings, joined once it is finished (joining at each row would copy the question each time).
        var wordings: [String] = []
        func finish() {
            if var question = current {
                if !wordings.isEmpty { question.question = ([question.question] + wordings).joined(separator: " / ") }
                if !question.question.isEmpty { result.append(.question(question)) }
            }
            current = nil
            wordings = []
        }
        for row in rows(of: table) {
            switch rowClass(row) {
            case "qandadiv":
                finish()
                guard let heading = firstHeading(row) else { continue }
                let title = HTMLText.collapseWhitespace(HTMLText.textContent(heading.node))
                guard !title.isEmpty else { continue }
                result.append(.division(level: heading.level, title: title, anchor: anchor(in: row),
                                        line: Int(faq_xml_get_line_no(row))))
            case "question":
                let cells = contentCells(row)
                var text = HTMLText.collapseWhitespace(cells.map { HTMLText.textContent($0) }.joined(separator: " "))
                if cellsOf(row).count < 2 { text = withoutLabel(text) }
                // Labelled question rows one under another over one answer ask one question in other words; DocBook's
                // classed rows are questions each, one of them perhaps unanswered.
                if let asked = current, asked.answer.isEmpty, !asked.question.isEmpty, !text.isEmpty,
                   HTMLText.attribute(row, "class") == nil {
                    wordings.append(text)
                    continue
                }
                finish()
                current = HeadingTree.ListedQuestion(question: text, answer: "", anchor: anchor(in: row),
                                                     line: Int(faq_xml_get_line_no(row)))
            case "answer":
                guard current != nil else { continue }
                // "Answer:" on a row of its own (`defaultlabel="number"`) is a label.
                if MarkdownFormat.firstElement(named: "span", in: row).flatMap({ HTMLText.attribute($0, "class") }) == "faq_a_leadin" { continue }
                let text = contentCells(row).map(HTMLToMarkdown.convert(children:)).joined(separator: "\n\n")
                current!.answer += current!.answer.isEmpty ? text : "\n\n" + text
            default:
                continue  // tables of contents, spacer rows
            }
        }
        finish()
        return result
    }

    /// A row's content: the cells after its label cell.
    private static func contentCells(_ row: xmlNodePtr) -> [xmlNodePtr] {
        let cells = cellsOf(row)
        return cells.count >= 2 ? Array(cells.dropFirst()) : cells
    }

    /// "Q: …", "1.2. …" at the start of a question without a label cell.
    static func withoutLabel(_ text: String) -> String {
        if let rest = MarkdownQuestionPatterns.questionPrefix(text) { return rest }
        let number = text.prefix { $0.isNumber || $0 == "." }
        if !number.isEmpty, number.last == ".", text.dropFirst(number.count).first == " " {
            return String(text.dropFirst(number.count + 1))
        }
        return text
    }

    /// A row's kind: its class, or for a row of no class whose first cell holds a label alone
    /// (ClanLib's `<td>Question:</td><td>…</td>`), that label's kind; a row a generator classed
    /// otherwise is not one (docutils' `tr.field` rows of a field list, ":Q:" in an example).
    private static func rowClass(_ row: xmlNodePtr) -> String {
        let named = (HTMLText.attribute(row, "class") ?? "").lowercased()
        guard named.isEmpty else { return named }
        return labelKind(row) ?? named
    }

    /// "question" or "answer" for a row whose first cell is a label alone with its colon or stop ("Q:",
    /// "Answer:"): a data table's first column of letters ("A | turn left", "Q | quit") has none.
    private static func labelKind(_ row: xmlNodePtr) -> String? {
        let cells = cellsOf(row)
        guard cells.count >= 2 else { return nil }
        var label = HTMLText.collapseWhitespace(HTMLText.textContent(cells[0])).lowercased()
        guard label.count <= 12, label.last == ":" || label.last == "." else { return nil }
        label.removeLast()
        if questionLabels.contains(label) { return "question" }
        if answerLabels.contains(label) { return "answer" }
        return nil
    }

    /// Label cells that mark a question row or an answer row, in lower case without their colon.
    private static let questionLabels: Set<String> = ["q", "question", "f", "frage", "p", "pregunta", "v", "vraag"]
    private static let answerLabels: Set<String> = ["a", "answer", "antwort", "r", "respuesta", "réponse", "antwoord"]

    private static func rows(of table: xmlNodePtr) -> [xmlNodePtr] {
        var rows: [xmlNodePtr] = []
        for child in HTMLText.elementChildren(of: table) {
            switch HTMLText.elementName(child) {
            case "tr": rows.append(child)
            case "tbody", "thead", "tfoot": rows += HTMLText.elementChildren(of: child).filter { HTMLText.elementName($0) == "tr" }
            default: break
            }
        }
        return rows
    }

    private static func cellsOf(_ row: xmlNodePtr) -> [xmlNodePtr] {
        HTMLText.elementChildren(of: row).filter { ["td", "th"].contains(HTMLText.elementName($0)) }
    }

    private static func firstHeading(_ node: xmlNodePtr) -> (node: xmlNodePtr, level: Int)? {
        for level in 1...6 {
            if let heading = MarkdownFormat.firstElement(named: "h\(level)", in: node) { return (heading, level) }
        }
        return nil
    }

    /// The first `<a name>`/`<a id>` or `id` in a row: the entry's id in the source.
    private static func anchor(in row: xmlNodePtr) -> String? {
        var stack = [row]
        while let node = stack.popLast() {
            if node != row, let id = HTMLText.attribute(node, "id") ?? (HTMLText.elementName(node) == "a" ? HTMLText.attribute(node, "name") : nil) {
                return id
            }
            stack += HTMLText.elementChildren(of: node).reversed()
        }
        return nil
    }
}
