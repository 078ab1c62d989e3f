/// MDX components that carry a question in an attribute, as documentation sites write FAQs:
/// `<Accordion title="…">`, `<AccordionItem title=…>`, `<Collapse title=…>`,
/// `<Details summary=…>`, `<Collapsible summary=…>`, `<FAQ question=…>` (a string, or a string in braces:
/// `title={"…"}`) or in a trigger child (`MDXTriggers`), the Markdown between the opening and the closing tag being the answer.
/// Read line by line, since MDX does not let indentation make code blocks: fenced code is
/// skipped, and group wrappers (`<AccordionGroup>`) and `import`/`export` lines are no text.
enum MDXComponents {
    /// The components that hold a question, and the attributes that carry it, in order of preference.
    static let questionAttributes: [String: [String]] = [
        "Accordion": ["title"], "AccordionItem": ["title"], "Collapse": ["title"], "Details": ["summary", "title"],
        "FAQ": ["question", "title"], "Faq": ["question", "title"], "FAQItem": ["question", "title"],
        "FaqItem": ["question", "title"], "Question": ["question", "title"], "Collapsible": ["summary", "title"],
    ]
    /// Components whose name says they hold a question and its answer.
    static let faqNamed: Set<String> = ["FAQ", "Faq", "FAQItem", "FaqItem", "Question"]
    /// Wrappers around a run of them: no text of their own.
    static let groups: Set<String> = ["AccordionGroup", "Accordions", "CollapseGroup", "Collapse.Group", "FAQGroup", "FaqGroup",
                                      "FAQList", "FaqList", "Questions"]

    struct Component {
        var name: String
        var question: String
        var answer: String
        /// 1-based lines of the opening and the closing tag.
        var first: Int
        var last: Int
        /// Whether its closing tag was found (else it runs to the end of the text looked at).
        var closed = true
    }

    /// The questions in lines `from`…`to` when they are written as components: one in a file with
    /// no headings (`alone`), else two or more, most of them asking or stating a sentence (or all
    /// named for it), or any two in a file whose components mostly ask (`MarkdownSource.componentsAsk`):
    /// the file writes its entries so, and a run of problems stated as facts ("The bot isn't
    /// responding") is its entries too. Two or three words ("Manual setup") name a topic.
    /// `underATopic`: the heading over the lines asks nothing, so one component alone that asks, where the file's
    /// components mostly ask, is a question of its own (CodinIT's "Model Comparisons" over one `<Accordion>`).
    static func questions(source: MarkdownSource, from: Int, to: Int, alone: Bool, underATopic: Bool = false) -> MarkdownQuestionPatterns.Found? {
        let found = components(source.lines, from: max(1, from), to: min(to, source.lines.count))
        let entries = found.filter { StructureRule.asks($0.question) || $0.question.split(separator: " ").count >= 4 }.count
        let named = found.allSatisfy { faqNamed.contains($0.name) }
        let loneAsks = found.count == 1 && (alone || underATopic && source.componentsAsk && StructureRule.asks(found[0].question))
        guard found.count >= 2 && (entries * 2 > found.count || named || source.componentsAsk) || loneAsks else { return nil }
        var result = MarkdownQuestionPatterns.Found(remainder: "")
        var remainder: [String] = []
        var line = max(1, from)
        for component in found {
            remainder.append(text(source, from: line, to: component.first - 1))
            result.questions.append(HeadingTree.ListedQuestion(question: component.question, answer: component.answer,
                                                               anchor: nil, line: component.first))
            line = component.last + 1
        }
        remainder.append(text(source, from: line, to: to))
        result.remainder = remainder.map { $0.trimmingBlankLines() }.filter { !$0.isEmpty }.joined(separator: "\n\n")
        return result
    }

    /// Lines `from`…`to` without group wrapper tags.
    private static func text(_ source: MarkdownSource, from: Int, to: Int) -> String {
        guard from <= to else { return "" }
        return source.text(from: from, to: to).split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            guard let tag = loneTag(String(line)) else { return true }
            let name = tagName(Substring(tag.drop { $0 == "<" || $0 == "/" }))
            // Outside the components that hold questions, one of their kind wraps them (shadcn's `<Accordion type="single">`).
            return !groups.contains(name) && questionAttributes[name] == nil
        }.joined(separator: "\n")
    }

    /// The components that hold a question in lines `from`…`to` (1-based), outside fenced code.
    static func components(_ lines: [String], from: Int, to: Int) -> [Component] {
        var found: [Component] = []
        var fence = Fence()
        var i = from
        while i <= to {
            let line = lines[i - 1]
            if fence.step(line) { i += 1; continue }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("<") else { i += 1; continue }
            let name = tagName(trimmed.dropFirst())
            // Questions given as data (`items={[{ question: …, answer: … }]}`), a component each.
            if name.first?.isUppercase == true, let list = MDXItemLists.questions(lines, line: i, to: to) {
                for item in list.found {
                    found.append(Component(name: name, question: item.question, answer: item.answer, first: i, last: list.endLine))
                }
                i = list.found.isEmpty ? max(i + 1, list.endLine) : list.endLine + 1
                continue
            }
            // A component of the page's own that names its attribute a question (`<QuickAnswer question="…">`) holds one too.
            let known = questionAttributes[name]
            let own = known == nil && name.first?.isUppercase == true && trimmed.contains(" question=")
            guard let attributes = known ?? (own ? ["question"] : nil), let tag = openingTag(lines, line: i, to: to) else { i += 1; continue }
            // The question in an attribute, or in a trigger child (`<AccordionTrigger>How …?</AccordionTrigger>`);
            // one with neither wraps others, looked at in turn (its end is not looked for: a run of such tags stays linear).
            let attributed = attributes.lazy.compactMap({ attribute($0, in: tag.text) }).first
            guard !tag.selfClosing, attributed != nil || !own && MDXTriggers.follows(tag.after, lines, after: tag.lastLine, to: to) else {
                i = tag.lastLine + 1
                continue
            }
            let close = closing(name, lines, after: tag, to: to)
            var inner = close.inner
            guard let question = attributed ?? MDXTriggers.take(from: &inner) else { i = tag.lastLine + 1; continue }
            let plain = MarkdownFormat.firstParagraphText(question) ?? question
            guard !plain.isEmpty else { i = close.line + 1; continue }
            found.append(Component(name: name, question: plain,
                                   answer: RestructuredTextBlocks.dedent(inner).joined(separator: "\n").trimmingBlankLines(),
                                   first: i, last: close.line, closed: close.closed))
            i = close.line + 1
        }
        return found
    }

    /// Whether most of a file's components ask (two or more of them): the file's way of writing its questions.
    static func mostlyAsk(_ found: [Component]) -> Bool {
        found.count >= 2 && found.filter { StructureRule.asks($0.question) }.count * 2 > found.count
    }

    /// A tag's name: letters, digits, `.` and `_` (`Collapse.Group`).
    static func tagName(_ text: Substring) -> String {
        String(text.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
    }

    /// The tag that is all of `line` but its indent (`<Accordion type="single">`, `</AccordionContent>`), or nil.
    static func loneTag(_ line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: " \t")
        guard trimmed.hasPrefix("<"), trimmed.hasSuffix(">"), !trimmed.dropFirst().dropLast().contains(">") else { return nil }
        return trimmed
    }

    /// Where an opening tag ends: its `>` outside quotes and braces, read a character at a time.
    struct TagEnd {
        /// Braces open at the reading position (an attribute's `{` already read counts).
        var braces: Int
        private var quote: Character?

        init(braces: Int = 0) { self.braces = braces }

        /// Whether `c`, the next character, is the tag's closing `>`.
        mutating func closes(with c: Character) -> Bool {
            if let q = quote {
                if c == q { quote = nil }
                return false
            }
            switch c {
            case "\"", "'", "`": quote = c
            case "{": braces += 1
            case "}": braces = max(0, braces - 1)
            case ">": return braces == 0
            default: break
            }
            return false
        }
    }

    /// The opening tag that starts on `line`: its text up to the `>` that ends it (quotes and
    /// braces skipped), the line it ends on, what follows it there, and whether it closes itself.
    private static func openingTag(_ lines: [String], line: Int, to: Int) -> (text: String, lastLine: Int, after: String, selfClosing: Bool)? {
        var text = ""
        var end = TagEnd()
        var j = line
        while j <= min(to, line + 30) {
            let chars = Array(lines[j - 1])
            for (k, c) in chars.enumerated() {
                if end.closes(with: c) {
                    let selfClosing = text.last == "/"
                    return (text, j, String(chars[(k + 1)...]), selfClosing)
                }
                text.append(c)
            }
            text.append(" ")
            j += 1
        }
        return nil
    }

    /// The value of `name="…"`, `name='…'` or `name={"…"}` in an opening tag's text.
    static func attribute(_ name: String, in tag: String) -> String? {
        let chars = Array(tag)
        var i = 0
        while let found = InlineSearch.find(Array(name + "="), in: chars, from: i) {
            i = found + name.count + 1
            guard found > 0, chars[found - 1].isWhitespace, i < chars.count else { continue }
            var open = chars[i]
            var start = i + 1
            if open == "{" {
                var k = i + 1
                while k < chars.count, chars[k].isWhitespace { k += 1 }
                guard k < chars.count, "\"'`".contains(chars[k]) else { return nil }  // an expression, not a string
                open = chars[k]
                start = k + 1
            }
            guard "\"'`".contains(open), let end = chars[start...].firstIndex(of: open) else { return nil }
            return HTMLText.collapseWhitespace(String(chars[start..<end]))
        }
        return nil
    }

    /// The line of the tag that closes the component `name` opened by `tag`, and the lines inside it.
    private static func closing(_ name: String, _ lines: [String], after tag: (text: String, lastLine: Int, after: String, selfClosing: Bool),
                                to: Int) -> (line: Int, inner: [String], closed: Bool) {
        var inner: [String] = []
        var depth = 1
        var fence = Fence()
        var j = tag.lastLine
        var line = tag.after
        while true {
            let inFence = j > tag.lastLine && fence.step(line)
            if !inFence {
                depth += occurrences(of: "<" + name, in: line) - line.occurrences(of: "</" + name + ">")
                if depth <= 0, let end = line.range(ofLiteralIn: "</" + name + ">") {
                    inner.append(String(line[..<end.lowerBound]))
                    return (j, inner, true)
                }
            }
            inner.append(line)
            j += 1
            guard j <= to else { return (to, inner, false) }
            line = lines[j - 1]
        }
    }

    /// `<Name` followed by a space, `>` or `/`, or at the end of the line (not `<NameGroup`).
    private static func occurrences(of open: String, in line: String) -> Int {
        let parts = line.parts(separatedBy: open)
        return parts.dropFirst().filter { $0.isEmpty || $0.first == " " || $0.first == ">" || $0.first == "/" || $0.first == "\t" }.count
    }

    /// A Markdown code fence (three or more backticks or tildes) opened and closed line by line.
    struct Fence {
        private var open: (mark: Character, count: Int)?

        /// Whether `line` is part of a fence (its opening, its content or its closing).
        mutating func step(_ line: String) -> Bool {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let mark = trimmed.first
            let run = mark.map { m in trimmed.prefix { $0 == m }.count } ?? 0
            if let current = open {
                if mark == current.mark && run >= current.count && trimmed.dropFirst(run).allSatisfy(\.isWhitespace) { open = nil }
                return true
            }
            if let mark, mark == "`" || mark == "~", run >= 3 {
                open = (mark, run)
                return true
            }
            return false
        }
    }

    /// MDX's `import` and `export` statements (up to the next blank line), and in an `.mdx` file
    /// (`isMDX`) a self-closing component that holds no question alone on its lines (docshub's
    /// `<DocsHeader title="FAQ" … />`, a page header the site draws), become blank lines,
    /// keeping line numbers; those inside fenced code stay.
    static func blankingModuleLines(_ lines: [String], isMDX: Bool = false) -> [String] {
        var result = lines
        var fence = Fence()
        var inStatement = false
        var blankThrough = -1
        // Components given questions as data stay for the reader (`MDXItemLists`), all their lines; lines read as
        // a broken list's are not read again but for the one the reading stopped on, as the reader does.
        var itemsReadThrough = -1
        var keptThrough = -1
        for (n, line) in lines.enumerated() {
            if n <= blankThrough { result[n] = ""; continue }
            if n <= keptThrough { continue }
            if !inStatement && fence.step(line) { continue }
            if !inStatement, isMDX, n > itemsReadThrough, line.drop(while: { $0 == " " || $0 == "\t" }).first == "<",
               let list = MDXItemLists.questions(lines, line: n + 1, to: lines.count) {
                if !list.found.isEmpty {
                    keptThrough = list.endLine - 1
                    itemsReadThrough = keptThrough
                    continue
                }
                itemsReadThrough = max(n, list.endLine - 2)
            }
            if !inStatement, isMDX, let end = selfClosingComponentEnd(lines, from: n) {
                result[n] = ""
                blankThrough = end
                continue
            }
            if inStatement {
                if line.allSatisfy(\.isWhitespace) { inStatement = false } else { result[n] = "" }
                continue
            }
            if isModuleStatement(line) {
                result[n] = ""
                inStatement = true
            }
        }
        return result
    }

    /// The line that closes a self-closing component opened at line `start` (`<DocsHeader`, its
    /// attributes over up to 30 lines, `/>`), when the component holds no question and its lines
    /// hold nothing else (no text, no other tag); nil otherwise.
    static func selfClosingComponentEnd(_ lines: [String], from start: Int) -> Int? {
        let line = lines[start]
        guard line.first == "<", let initial = line.dropFirst().first, initial.isUppercase, initial.isASCII else { return nil }
        let name = String(line.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "." })
        guard questionAttributes[name] == nil, !groups.contains(name) else { return nil }
        for k in start..<min(lines.count, start + 30) {
            let trimmed = lines[k].trimmingCharacters(in: " \t")
            // A blank line, or another tag opening, ends the lines one tag may take.
            if trimmed.isEmpty || k > start && trimmed.hasPrefix("<") { return nil }
            guard trimmed.hasSuffix("/>") else { continue }
            // One tag: no ">" before its own "/>" but an arrow's in an attribute (`=>`).
            let tag = String(lines[start...k].joined(separator: "\n").trimmingCharacters(in: " \t").dropLast(2))
            return tag.replacingAll("=>", with: "").contains(">") ? nil : k
        }
        return nil
    }

    /// `import X from "…"`, `import "…"`, `export const …`, `export default …`.
    static func isModuleStatement(_ line: String) -> Bool {
        if line.hasPrefix("import ") {
            return line.contains(" from \"") || line.contains(" from '") || line.hasPrefix("import \"") || line.hasPrefix("import '")
                || line.hasPrefix("import {")
        }
        guard line.hasPrefix("export ") else { return false }
        let rest = line.dropFirst("export ".count)
        return ["const ", "let ", "var ", "default ", "function ", "async ", "{", "class "].contains { rest.hasPrefix($0) }
    }
}
