/// A count of the question signals in a source file, made in the simplest form-aware way and
/// apart from the importers: the misread guard compares it with what an importer produced.
struct QuestionCensus: Equatable {
    /// Distinct questions the source seems to hold (a table of contents repeats, not adds).
    var questions: Int
    /// The folded text of each question-shaped line, for finding them again in answers.
    var keys: Set<String>
    /// Words of running text in the source, markup left out.
    var words: Int
    /// The keys of lines marked as titles (headings, terms, `Q:` labels, bold lines): each
    /// must show somewhere in the document, as a title or in a text.
    var titleKeys: Set<String> = []
    /// Questions in elements made to hold one each (`<faq>`, `<qandaentry>`, microdata
    /// Questions, `tr.question`): an exact count where the format has them, else 0.
    var markedQuestions = 0
    /// Whether every such element holds a question of its own (as many `<question>`s as `<faq>`s or
    /// `<qandaentry>`s): then not one of them may go missing.
    var everyMarkAsks = false

    /// Counts a source: tags for HTML, XML and SGML; question-shaped lines for the rest.
    static func take(_ text: String, format: DocumentFormat) -> QuestionCensus {
        switch format {
        case .html, .xml, .sgml: return MarkupCensus.take(text)
        default: return LineCensus.take(text, format: format)
        }
    }
}

/// The census of line-based formats: lines that ask a question (or carry a `Q:` label), each
/// on its own (a heading, a list item, a paragraph of one line, a term), outside code.
enum LineCensus {
    /// A list item's text without its bullet (`- `, `* `, `+ ` and any spaces after it); nil for a line that has none.
    static func unbulleted(_ text: Substring) -> Substring? {
        guard let first = text.first, "-*+".contains(first), text.dropFirst().first == " " else { return nil }
        return text.dropFirst(2).drop { $0 == " " }
    }

    static func take(_ text: String, format: DocumentFormat) -> QuestionCensus {
        let lines = text.newlineSeparatedLines().map { $0.last == "\r" ? $0.dropLast() : $0 }
        var keys = Set<String>()
        var titleKeys = Set<String>()
        var words = 0
        var components = 0
        // Every line that asks or is labelled, in order: a block of them at the top may be a table of contents.
        var asked: [AskingLine] = []
        var fence: Substring?
        let codeIndent = format == .markdown ? 4 : 8
        for (n, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if let open = fence {
                if trimmed.hasPrefix(open) || closesFence(trimmed, format: format, open: open) { fence = nil }
                continue
            }
            if let open = opensFence(trimmed, format: format) {
                fence = open
                continue
            }
            // MDX components made to hold one entry each (`<Accordion title="…">`): counted exactly, whether they ask or not.
            if format == .markdown, isEntryComponent(trimmed) { components += 1 }
            // A question given to an MDX component as data (`question: "Is it free?",`), at any indent: a title to show.
            if format == .markdown, let question = dataMemberQuestion(trimmed) {
                let key = QuestionShape.key(Substring(question))
                if !key.isEmpty { keys.insert(key); titleKeys.insert(key) }
                continue
            }
            // A man page's requests and comments (pod2man's preamble of macro definitions) are no text a reader sees.
            if format != .manPage || !(trimmed.hasPrefix(".") || trimmed.hasPrefix("'")) { words += wordCount(line) }
            // Code, and lines no reader is shown: rST comments and targets, HTML comments, roff index entries
            // (`.IX Subsection "…?"`) and the `.el` branch that repeats an `.ie n` one, POD's `=for` paragraphs,
            // Texinfo's comments (integrit's entry left out as `@c Q: Why does the MD5 sum change …?`).
            if indentation(line) >= codeIndent || trimmed.hasPrefix(".. ") || trimmed.hasPrefix("<!--")
                || isUnshownDirective(trimmed) || format == .texinfo && isTexinfoComment(trimmed) { continue }
            // A heading worded as a question whose "?" is lost ("## Why shouldn't I install it as root") must show somewhere.
            if trimmed.first == "#" || trimmed.first == "=", !line.utf8.contains(UInt8(ascii: "?")),
               AnswerQuestionLines.asksByWordOrder(QuestionShape.bareText(line)) {
                let key = QuestionShape.key(QuestionShape.bareText(line))
                if !key.isEmpty { titleKeys.insert(key) }
                continue
            }
            // A paragraph opening with a bold question that runs on into its answer (`*What is JDO?* JDO is …`).
            if runInFormats.contains(format), n == 0 || lines[n - 1].allSatisfy({ $0 == " " || $0 == "\t" }),
               let question = runInQuestion(n, lines) {
                let bare = QuestionShape.bareText(question)
                if QuestionShape.asks(bare) { keys.insert(QuestionShape.key(bare)) }
            }
            let labelled = QuestionShape.hasQuestionLabel(line)
            // The bare text keeps some of the line's characters and adds none: a line without a
            // question mark cannot end with one (and stripping its markup is most of the cost).
            guard labelled || line.utf8.contains(UInt8(ascii: "?")) || (line.utf8.contains(0xBC) && line.contains("？")) else { continue }
            var bare = QuestionShape.bareText(line)
            // A topic number is no word of the question: "A2) What's the latest version?" is "What's the latest version?".
            if let label = bare.split(separator: " ", maxSplits: 1).first, AnswerQuestionLines.isTopicNumber(label) {
                bare = bare.dropFirst(label.count).drop { $0 == " " }
            }
            guard labelled || QuestionShape.asks(bare), standsAlone(n, lines) || labelled else { continue }
            let key = QuestionShape.key(bare)
            // A line made only of links into the document is a table of contents' (`- [What is X?](#x)`): it repeats an entry.
            guard !key.isEmpty, !ContentsLinks.isOnlyLocalLinks(trimmed) else { continue }
            let titled = isMarkedTitle(n, lines, format: format) && key.split(separator: " ").count >= 3
            let answered = n + 1 < lines.count && AnswerQuestionLines.hasAnswerLabel(lines[n + 1])
            // The lone-question test last, only when nothing else marks the line (it is the costly one). A label
            // opens a title only when the question ends the line: "Question: How do I deal with $Log? Answer1: You
            // can't …" is a paragraph that quotes a dialogue.
            let title = labelled && AnswerQuestionLines.isTitleShaped(line) || titled || answered
                || (!inListBlock(n, lines) && AnswerQuestionLines.isOneQuestion(bare))
            asked.append(AskingLine(line: n, key: key, isTitle: title))
        }
        let contents = ContentsBlocks.lines(asked)
        for (i, entry) in asked.enumerated() where !contents.contains(i) {
            keys.insert(entry.key)
            if entry.isTitle { titleKeys.insert(entry.key) }
        }
        return QuestionCensus(questions: keys.count, keys: keys, words: words, titleKeys: titleKeys, markedQuestions: components)
    }

    /// An MDX component that holds one entry, its title in an attribute: `<Accordion title=…>`,
    /// `<Collapse title=…>`, `<Details summary=…>` (a group's `<AccordionGroup>` is none).
    static func isEntryComponent(_ line: Substring) -> Bool {
        for (tag, attribute) in [("<Accordion ", "title="), ("<Collapse ", "title="), ("<Details ", "summary=")] where line.hasPrefix(tag) {
            return line.utf8.count < 2000 && line.contains(attribute)
        }
        return false
    }

    /// The question a line of data gives when it opens with a question member whose string asks and
    /// closes on the line (`question: "Is it free?",`, `{ "q": 'Why?', a: … }`). The guard's own reading,
    /// apart from the importer that reads such arrays whole.
    static func dataMemberQuestion(_ line: Substring) -> Substring? {
        let member = line.drop { $0 == "{" || $0 == " " || $0 == "\t" }
        // Asked of every line: the key's colon is looked for only where a question key's can stand.
        guard let colon = member.prefix(24).firstIndex(of: ":"),
              questionMemberKeys.contains(String(member[..<colon]).trimmingCharacters(in: "\"' ").lowercased()) else { return nil }
        let value = member[member.index(after: colon)...].drop { $0 == " " }
        guard let quote = value.first, "\"'`".contains(quote), let end = value.dropFirst().firstIndex(of: quote) else { return nil }
        let question = value[value.index(after: value.startIndex)..<end]
        return QuestionShape.asks(question) ? question : nil
    }

    /// The names data gives a question by (`question`, `q`, `questionText`).
    static let questionMemberKeys: Set<String> = ["question", "q", "questiontext", "question_text"]

    /// Formats whose bold or emphasised text opens paragraphs with `*` or `**`.
    static let runInFormats: Set<DocumentFormat> = [.markdown, .asciiDoc, .restructuredText]
    /// A run-in question may wrap onto this many lines.
    static let runInLines = 4

    /// The question a paragraph opens with in bold or emphasis and runs on from into its answer, on that line
    /// or the next (`*What is JDO?* JDO is …`, `**Why?** Because …`); it may wrap over a few lines.
    static func runInQuestion(_ n: Int, _ lines: [Substring]) -> Substring? {
        let first = lines[n].drop { $0 == " " || $0 == "\t" }
        let marks = first.prefix { $0 == "*" }
        guard (1...2).contains(marks.count), let opening = first.dropFirst(marks.count).first, opening != " " else { return nil }
        let closing = "?" + String(marks)
        var text = ""
        for k in n..<min(n + runInLines, lines.count) {
            let line = k == n ? first.dropFirst(marks.count) : lines[k].drop { $0 == " " || $0 == "\t" }
            if line.isEmpty || line.utf8.count > 2000 { return nil }
            guard let end = line.firstRange(of: closing) else {
                text += String(line) + " "
                continue
            }
            let after = line[end.upperBound...]
            let runsOn = after.first == " " && after.contains { $0.isLetter || $0.isNumber }
                || after.isEmpty && k + 1 < lines.count && lines[k + 1].contains { $0.isLetter || $0.isNumber }
            return runsOn ? Substring(text + String(line[..<end.lowerBound]) + "?") : nil
        }
        return nil
    }

    /// A roff index entry, the second branch of a condition, or a POD `=for` paragraph's first line.
    /// `@c …` or `@comment …`, or either alone.
    static func isTexinfoComment(_ line: Substring) -> Bool {
        ["@c", "@comment"].contains { line == $0 || line.hasPrefix($0 + " ") || line.hasPrefix($0 + "\t") }
    }

    static func isUnshownDirective(_ line: Substring) -> Bool {
        line.hasPrefix(".IX ") || line.hasPrefix(".el ") || line.hasPrefix("=for ")
    }

    /// A line among list items next to it (a table of contents: "2.2 Does curl work/build with
    /// other SSL libraries?" above "2.2 Does curl work with …", worded apart).
    static func inListBlock(_ n: Int, _ lines: [Substring]) -> Bool {
        func listItem(_ i: Int) -> Bool {
            guard lines.indices.contains(i) else { return false }
            let line = lines[i].drop { $0 == " " || $0 == "\t" }
            let numbered = line.split(separator: " ", maxSplits: 1).first.map(AnswerQuestionLines.isTopicNumber) ?? false
            return numbered || (line.first.map { $0.isNumber || "-*+•".contains($0) } ?? false)
        }
        return listItem(n) && (listItem(n - 1) || listItem(n + 1))
    }

    /// A line its format marks as a title: a heading, an underlined line, a roff or POD
    /// heading, a labelled list's term, a line in bold; never a list item, link or comment.
    static func isMarkedTitle(_ n: Int, _ lines: [Substring], format: DocumentFormat) -> Bool {
        let line = lines[n]
        if line.utf8.contains(where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") }) && (line.contains("](") || line.contains("[[")) || line.hasPrefix(".. ") { return false }
        if n + 1 < lines.count, let c = lines[n + 1].first, lines[n + 1].count >= 3, "=-~^+*#\"'`:.".contains(c),
           lines[n + 1].allSatisfy({ $0 == c }) { return true }
        if line.hasPrefix("#") || line.hasPrefix("=") || line.hasSuffix("::") { return true }
        if format == .org && line.hasPrefix("*") { return true }
        if format == .texinfo, line.first == "@", SourceHeadings.texinfoLevels[line.dropFirst().prefix { $0.isLetter }] != nil { return true }
        if line.hasPrefix(".S") || (n > 0 && (lines[n - 1].hasPrefix(".TP") || lines[n - 1].hasPrefix(".IP"))) { return true }
        return line.hasPrefix("**") && line.hasSuffix("**")
    }

    /// A line that is not a wrapped part of a paragraph: it starts one (after a blank line or
    /// a command line), or carries a mark, and the paragraph does not run on unmarked.
    static func standsAlone(_ n: Int, _ lines: [Substring]) -> Bool {
        let line = lines[n].drop { $0 == " " || $0 == "\t" }
        if let first = line.first, "#=*-+•.@".contains(first) || first.isNumber || line.hasPrefix("[") { return true }
        let previous = n > 0 ? lines[n - 1].drop { $0 == " " || $0 == "\t" } : ""
        // After a command line: roff's, POD's, Texinfo's (`@node`).
        let startsParagraph = previous.isEmpty || previous.first == "." || previous.first == "=" || previous.first == "@"
            || previous.allSatisfy { $0 == previous.first } || previous.hasSuffix("::")
        return startsParagraph
    }

    static func indentation(_ line: Substring) -> Int {
        var columns = 0
        for c in line {
            if c == " " { columns += 1 } else if c == "\t" { columns += 8 - columns % 8 } else { break }
        }
        return columns
    }

    static func wordCount<S: StringProtocol>(_ text: S) -> Int {
        var count = 0
        var inWord = false
        // ASCII text, most of it: letters and digits told by their bytes.
        if let ascii = text.utf8.withContiguousStorageIfAvailable({ bytes -> Int? in
            guard ASCIIBytes.isASCII(bytes) else { return nil }
            for byte in bytes {
                let letter = (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
                if letter && !inWord { count += 1 }
                inWord = letter
            }
            return count
        }), let ascii { return ascii }
        // Chinese and Japanese write no spaces: two of their letters weigh as a word, as in `QuestionShape.asks`.
        var unspaced = 0
        for scalar in text.unicodeScalars {
            let letter = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            if letter && UnspacedScripts.contains(scalar) {
                if unspaced % 2 == 0 { count += 1 }
                unspaced += 1
                inWord = false
                continue
            }
            unspaced = 0
            if letter && !inWord { count += 1 }
            inWord = letter
        }
        return count
    }

    /// Texinfo's blocks whose lines are no prose of the document: code, menus, ignored and TeX- or HTML-only text;
    /// and text shown only as a flag is set or not (`@ifset`, `@ifclear`), which the census does not weigh.
    static let texinfoFences: Set<Substring> = ["example", "smallexample", "lisp", "smalllisp", "verbatim", "display", "format",
                                                "menu", "detailmenu", "ignore", "tex", "iftex", "html", "ifhtml", "titlepage", "copying",
                                                "ifdocbook", "docbook", "ifxml", "xml", "iflatex", "latex", "direntry", "macro",
                                                "ifset", "ifclear"]

    /// A POD `=begin` block of another format, to its `=end` (not Raku's `=begin pod`, which wraps its whole document).
    static func opensPODBlock(_ line: Substring) -> Bool {
        line.hasPrefix("=begin") && !line.dropFirst(6).drop(while: { $0 == " " }).hasPrefix("pod")
    }

    private static func opensFence(_ line: Substring, format: DocumentFormat) -> Substring? {
        if line.hasPrefix("```") { return "```" }
        if line.hasPrefix("~~~") && format != .asciiDoc { return "~~~" }
        if format == .asciiDoc, line.count >= 4, line == "----" || line == "...." || line == "````" { return line }
        if format == .org, line.lowercased().hasPrefix("#+begin_") { return "#+" }
        // A script or style element in Markdown (an MDX page's JSON-LD) is shown to no reader; not a component
        // (`<Script src=… />`, `<StyledCallout />`), nor one that closes on its line.
        if format == .markdown, let element = ["script", "style"].first(where: { line.hasPrefix("<" + $0 + ">") || line.hasPrefix("<" + $0 + " ") }),
           !line.hasSuffix("/>"), line.range(ofLiteral: "</" + element) == nil { return "</" + element }
        // Roff's no-fill and example blocks, and POD's `=begin` blocks, in whatever format
        // carries them: a line starting so is never prose.
        if line.hasPrefix(".nf") || line.hasPrefix(".EX") { return "." }
        if opensPODBlock(line) { return "=end" }
        // Texinfo's blocks of code and those no reader sees, to their `@end`.
        if format == .texinfo, line.first == "@" {
            let name = line.dropFirst().prefix { $0.isLetter }
            if texinfoFences.contains(name) { return "@end " + name }
        }
        return nil
    }

    private static func closesFence(_ line: Substring, format: DocumentFormat, open: Substring) -> Bool {
        switch open {
        case "#+": return line.lowercased().hasPrefix("#+end_")
        case ".": return line.hasPrefix(".fi") || line.hasPrefix(".EE")
        case "</script", "</style": return line.range(ofLiteral: String(open)) != nil
        default: return false
        }
    }
}
