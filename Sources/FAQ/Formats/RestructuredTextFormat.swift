/// Imports reStructuredText FAQs (docutils, Sphinx). Section titles are told by their
/// adornment (an underline, or an over- and underline, of one punctuation character); each new
/// adornment style met is one level deeper, as docutils does. A first title whose style is
/// never used again is the document's title. Titles are only ever at the left margin, so
/// example titles inside indented literal blocks, comments and directives never count.
/// `.. _target:` lines name the title below them (its id). Bodies become Markdown
/// (`RestructuredTextBlocks`); paragraphs that open with a bold question (`**Q: How?**`) are
/// questions too, as in Markdown, and so are `Q`/`A` field or definition list pairs
/// (`RestructuredTextPairs`); `StructureRule` decides sections and questions.
enum RestructuredTextFormat {
    /// The characters docutils accepts for adornments (every printable ASCII punctuation).
    static let adornmentCharacters = Set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")

    struct Title {
        var text: String
        /// The adornment character, and whether the title has an overline too.
        var style: String
        /// The first and last line (0-based) of the title with its adornment.
        var first: Int
        var last: Int
    }

    /// The style of the titles that rubrics make.
    static let rubricStyle = ".. rubric::"

    /// The rubrics at the margin, where two or more each stand over text of their own: a page that titles its
    /// entries so, as Sphinx pages do to keep them out of the table of contents. One alone is a caption.
    static func rubricTitles(_ lines: [String]) -> [Title] {
        var found: [Title] = []
        for (n, line) in lines.enumerated() where line.hasPrefix(rubricStyle) {
            let text = String(line.dropFirst(rubricStyle.count)).trimmingCharacters(in: " ")
            // Its options (`:class:`) are set in under it; text follows at the margin.
            let end = RestructuredTextBlocks.indentedBlock(lines, from: n + 1, minimum: 1)
            guard !text.isEmpty, let next = lines[end...].firstIndex(where: { !isBlank($0) }), lines[next].first != " ",
                  !lines[next].hasPrefix(rubricStyle) else { continue }
            found.append(Title(text: RestructuredTextPairs.plain(text), style: rubricStyle, first: n, last: max(n, end - 1)))
        }
        return found.count >= 2 ? found : []
    }

    static func decode(_ text: String, file: String) throws(DocumentError) -> (FAQDocument, [DocumentProblem]) {
        let lines = RestructuredTextRawPanels.opened(RestructuredTextOnlyBlocks.opened(sourceLines(text)))
        var titles = findTitles(lines)
        var levels: [String: Int] = [:]
        for title in titles where levels[title.style] == nil { levels[title.style] = levels.count + 1 }
        // Rubrics used as titles kept out of the contents (sentinelsat's "I keep getting HTTP 401 …"): below every section title.
        let rubrics = rubricTitles(lines)
        if !rubrics.isEmpty {
            levels[rubricStyle] = levels.count + 1
            titles = (titles + rubrics).sorted { $0.first < $1.first }
        }

        var documentTitle = MarkdownFormat.defaultTitle(file)
        var skip: Range<Int>?
        if let first = titles.first, titles.dropFirst().allSatisfy({ $0.style != first.style }) {
            documentTitle = first.text
            skip = first.first..<(first.last + 1)
            titles.removeFirst()
        }

        var tree = HeadingTree()
        let firstTitleLine = titles.first?.first ?? lines.count
        var intro = Array(lines[0..<firstTitleLine])
        if let skip, skip.upperBound <= intro.count { intro.removeSubrange(skip) }
        // `:Q:`/`:A:` fields and `Q`/`A` definitions are questions where they stand.
        let dropdowns = RestructuredTextDropdowns.holdQuestions(lines)
        let introPairs = RestructuredTextPairs.split(intro, firstLine: skip.map { $0.lowerBound == 0 ? $0.upperBound : 0 } ?? 0, dropdowns: dropdowns)
        tree.appendBody(RestructuredTextBlocks.markdown(introPairs.rest), to: 0)
        for question in introPairs.questions { tree.addListedQuestion(question, to: 0) }
        for (n, title) in titles.enumerated() {
            // A title's inline markup (``/boot``, :program:`zfs`) says how to show its words: they are shown plain.
            let words = title.text.contains("`") ? RestructuredTextPairs.plain(title.text) : title.text
            tree.addHeading(level: levels[title.style]!, title: words, anchor: target(above: title.first, in: lines), line: title.first + 1)
            let end = n + 1 < titles.count ? titles[n + 1].first : lines.count
            let start = min(title.last + 1, end)
            let pairs = RestructuredTextPairs.split(Array(lines[start..<end]), firstLine: start,
                                                    dropdowns: dropdowns && !StructureRule.asks(title.text))
            tree.appendBody(RestructuredTextBlocks.markdown(pairs.rest))
            for question in pairs.questions { tree.addListedQuestion(question) }
        }
        // Questions written as bold paragraphs (`**Q: How?**`, `**Is it free?**`) above their answers;
        // where that is how the document marks them, statements among them.
        let boldStatements = BoldParagraphs.markQuestions(inMarkdown: tree.nodes.map(\.body))
            || BoldParagraphs.titleEntries(inMarkdown: tree.nodes.dropFirst().filter { $0.children.isEmpty && $0.hasBody }.map { ($0.title, $0.body) })
        // Or set off as block quotes (error messages indented over their answers).
        let quotedQuestions = MarkdownQuestionPatterns.quotesQuestions(inMarkdown: tree.nodes.map(\.body))
        tree.listBoldLineQuestions(alone: !tree.rootHasHeadings, boldStatements: boldStatements, quotedQuestions: quotedQuestions) { _ in true }
        // Bullet lists of questions over indented answers, and then their sibling groups' lists
        // of entries that state problems (`ConvertedListQuestions`).
        tree.listListQuestions { _, _ in true }
        // Titles that ask nothing before the first and after the last group (a closing
        // "History") are the document's text; a group left alone wraps the questions.
        var hasTitle = skip != nil
        tree.takeReadmeFAQPart(fileIsReadme: HeadingTree.namesAReadme(file))
        if !hasTitle, let named = tree.takeNamedTitle() { documentTitle = named; hasTitle = true }
        if let lone = tree.takeIntroductionAndFooter(keepingTitle: hasTitle) { documentTitle = lone; hasTitle = true }
        if !hasTitle, let lone = tree.takeLoneTitle() { documentTitle = lone } else { tree.takeLoneWrapper() }
        var builder = ImportBuilder(file: file, title: documentTitle)
        StructureRule.build(tree, into: &builder)
        guard builder.hasQuestions else {
            throw DocumentError([DocumentProblem(file: file, message: TranslatableText("no questions found in this reStructuredText: expected section titles with text under them, or “**Q: Question?**” paragraphs"))])
        }
        return (builder.build(), builder.warnings)
    }

    /// The lines of a light-markup file, tabs expanded to 8-column stops (as docutils does) and
    /// the white space that ends a line left out: it means nothing in these markups, and an
    /// underline or a block's delimiter with a space after it is still one. Line ends are
    /// `LineEnds`' (a reader gets text already made so; a direct caller may not have).
    static func sourceLines(_ text: String) -> [String] {
        LineEnds.normalized(text).split(separator: "\n", omittingEmptySubsequences: false).map { whole in
            let line = whole.withoutTrailingWhitespace
            guard line.contains("\t") else { return String(line) }
            var out = ""
            for c in line {
                if c == "\t" { out += String(repeating: " ", count: 8 - out.count % 8) } else { out.append(c) }
            }
            return out
        }
    }

    static func isBlank(_ line: String) -> Bool { line.allSatisfy(\.isWhitespace) }

    /// A line of one punctuation character repeated (trailing spaces allowed).
    static func adornment(_ line: String) -> Character? {
        let trimmed = line.trimmingCharacters(in: " ")
        guard trimmed.count >= 2, trimmed.count == line.count - line.reversed().prefix(while: { $0 == " " }).count,
              let c = trimmed.first, adornmentCharacters.contains(c), trimmed.allSatisfy({ $0 == c }) else { return nil }
        return c
    }

    static func findTitles(_ lines: [String]) -> [Title] {
        var titles: [Title] = []
        var i = 0
        // An overline right under a line of text, the same rule under the line below it, starts a title all the same
        // (Faucet's answer "No." over its next question's overline, no blank line between).
        var overlineAt = -1
        while i < lines.count {
            let afterBlank = i == 0 || isBlank(lines[i - 1]) || titles.last?.last == i - 1 || i == overlineAt
            guard afterBlank, !isBlank(lines[i]) else { i += 1; continue }
            // Over- and underlined: adornment, text, the same adornment.
            if let c = adornment(lines[i]), i + 2 < lines.count, !isBlank(lines[i + 1]), adornment(lines[i + 1]) == nil,
               adornment(lines[i + 2]) == c {
                let text = lines[i + 1].trimmingCharacters(in: " ")
                if lines[i].trimmingCharacters(in: " ").count >= text.count {
                    titles.append(Title(text: text, style: "over" + String(c), first: i, last: i + 2))
                    i += 3
                    continue
                }
            }
            // Underlined: text at the left margin, then an adornment at least as long (or of 4+). A body may follow
            // with no blank line, as a literal block's "::" alone (ksrates' "How do I update …?" over `nextflow pull`).
            if adornment(lines[i]) == nil, lines[i].first != " ", i + 1 < lines.count, let c = adornment(lines[i + 1]),
               i + 2 >= lines.count || isBlank(lines[i + 2]) || adornment(lines[i + 2]) == nil || lines[i + 2].trimmingCharacters(in: " ") == "::" {
                if isOverline(lines, at: i + 1) {
                    overlineAt = i + 1
                    i += 1
                    continue
                }
                let text = lines[i].trimmingCharacters(in: " ")
                let length = lines[i + 1].trimmingCharacters(in: " ").count
                if (length >= text.count || length >= 4) && !isExplicitMarkup(lines[i]) {
                    titles.append(Title(text: text, style: String(c), first: i, last: i + 1))
                    i += 2
                    continue
                }
            }
            i += 1
        }
        return titles
    }

    /// Whether the adornment at `k` is an overline: a line of text under it, and the same rule, as long, under that.
    private static func isOverline(_ lines: [String], at k: Int) -> Bool {
        guard k + 2 < lines.count, !isBlank(lines[k + 1]), adornment(lines[k + 1]) == nil else { return false }
        let rule = lines[k].trimmingCharacters(in: " ")
        return lines[k + 2].trimmingCharacters(in: " ") == rule && rule.count >= lines[k + 1].trimmingCharacters(in: " ").count
    }

    static func isExplicitMarkup(_ line: String) -> Bool { line == ".." || line.hasPrefix(".. ") }

    /// The name of a `.. _name:` target right above a title (blank lines between allowed).
    static func target(above line: Int, in lines: [String]) -> String? {
        var i = line - 1
        while i >= 0, isBlank(lines[i]) { i -= 1 }
        guard i >= 0, lines[i].hasPrefix(".. _"), lines[i].hasSuffix(":") else { return nil }
        let name = String(lines[i].dropFirst(4).dropLast())
        // Only id-like names: a phrase (`.. _Can lists be indented?:`) is another name for the title, not an id.
        guard !name.isEmpty, !name.contains(":"), !name.contains(" "), !name.hasPrefix("`") else { return nil }
        return Slug.make(name, fallback: name)
    }
}
