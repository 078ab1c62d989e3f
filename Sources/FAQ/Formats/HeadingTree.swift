/// A document read as its authors structured it: nested headings, each with the text under it
/// (as Markdown) up to its first sub-heading. Markdown, reStructuredText, AsciiDoc, Org and
/// HTML importers build one; `StructureRule` turns it into sections and questions.
struct HeadingTree {
    /// A question an importer found inside a heading's text by a pattern of its format
    /// (`<details>` blocks, `<dl>` entries, AsciiDoc `[qanda]`, bold-line questions).
    struct ListedQuestion {
        var question: String
        var answer: String
        var anchor: String?
        var line: Int
    }

    struct Node {
        var title: String
        var anchor: String?
        /// The heading's level in the source (1 for `#`); 0 for the root.
        var level: Int
        var line: Int
        /// The text under the heading before its first sub-heading, as Markdown.
        var body: String = ""
        var children: [Int] = []
        var listedQuestions: [ListedQuestion] = []

        var hasBody: Bool { !body.allSatisfy(\.isWhitespace) }
        var hasStructure: Bool { !children.isEmpty || !listedQuestions.isEmpty }
    }

    /// Headings deeper than this nest no further: their text joins the enclosing heading's.
    static let maximumDepth = FAQDocument.maximumSectionDepth - 2

    /// A part of the document's own text set aside from its questions, under its heading (an
    /// introduction, acknowledgements, a closing "History" or licence): `StructureRule` shows it
    /// as a section of text, where its author put it.
    struct TextPart: Equatable {
        var title: String
        var anchor: String?
        /// Its text and sub-headings, as Markdown.
        var text: String
        var line: Int
    }

    /// The parts set aside before the questions (`takeBackMatter`, `takeIntroductionAndFooter`).
    private(set) var openingParts: [TextPart] = []
    /// The parts set aside after them.
    private(set) var closingParts: [TextPart] = []

    /// `nodes[0]` is the document itself; the others follow in document order.
    private(set) var nodes: [Node] = [Node(title: "", level: 0, line: 0)]
    /// The open headings: their levels and indices, the root first.
    private var open: [(level: Int, node: Int)] = [(0, 0)]

    /// The heading that text goes to now.
    var current: Int { open[open.count - 1].node }

    /// Opens a heading of `level` (any positive number; only the order of levels matters).
    mutating func addHeading(level: Int, title: String, anchor: String? = nil, line: Int) {
        while open.count > 1, open[open.count - 1].level >= level { open.removeLast() }
        guard open.count <= Self.maximumDepth else {
            appendBody(String(repeating: "#", count: min(6, max(1, level))) + " " + title, to: current)
            return
        }
        nodes.append(Node(title: Self.withoutWikiClosingMarks(title), anchor: anchor, level: level, line: line))
        nodes[current].children.append(nodes.count - 1)
        open.append((level, nodes.count - 1))
    }

    /// A question's title without the closing "=" marks of a wiki heading that a conversion left
    /// behind ("How do I forward …? =", libvirt's wiki exported to reStructuredText): after a "?"
    /// they say nothing.
    static func withoutWikiClosingMarks(_ title: String) -> String {
        guard title.hasSuffix("="), let end = title.lastIndex(where: { $0 != "=" }), title[end] == " " else { return title }
        let asked = String(title[..<end]).trimmingCharacters(in: " ")
        return asked.hasSuffix("?") || asked.hasSuffix("？") ? asked : title
    }

    /// Adds a block of Markdown to the text of `node`, after a blank line.
    mutating func appendBody(_ markdown: String, to node: Int? = nil) {
        let node = node ?? current
        let text = markdown.trimmingBlankLines()
        guard !text.isEmpty else { return }
        nodes[node].body += nodes[node].body.isEmpty ? text : "\n\n" + text
    }

    mutating func setBody(_ markdown: String, of node: Int) { nodes[node].body = markdown.trimmingBlankLines() }

    mutating func addListedQuestion(_ question: ListedQuestion, to node: Int? = nil) {
        nodes[node ?? current].listedQuestions.append(question)
    }

    mutating func setTitle(_ title: String, of node: Int) { nodes[node].title = title }

    mutating func setAnswer(_ answer: String, ofListedQuestion question: Int, in node: Int) {
        nodes[node].listedQuestions[question].answer = answer
    }

    mutating func setChildren(_ children: [Int], of node: Int) { nodes[node].children = children }

    var rootHasHeadings: Bool { !nodes[0].children.isEmpty }

    /// Takes out the headings `picked` chooses among those with nothing under them (no text,
    /// no sub-headings, no questions): a title that only headed a table of contents, or the
    /// page's own name repeated ("Frequently Asked Questions (FAQ)"), is no question.
    /// With `linksAreEmpty`, a heading over nothing but links (a page's "Main Page" menu under
    /// its "FAQ" subtitle) counts as empty; with `emptiedGroupsGo`, so does a group that held
    /// only dropped headings, and it goes with them.
    mutating func dropEmptyHeadings(linksAreEmpty: Bool = false, emptiedGroupsGo: Bool = false, where picked: (Int, Node) -> Bool) {
        func isEmpty(_ node: Node) -> Bool { !node.hasBody || linksAreEmpty && Self.isOnlyLinks(node.body) }
        let dropped = Set(nodes.indices.dropFirst().filter { isEmpty(nodes[$0]) && !nodes[$0].hasStructure && picked($0, nodes[$0]) })
        guard !dropped.isEmpty else { return }
        var emptied = Set<Int>()
        for index in nodes.indices where nodes[index].children.contains(where: dropped.contains) {
            nodes[index].children.removeAll(where: dropped.contains)
            if emptiedGroupsGo, index != 0, !nodes[index].hasStructure, !nodes[index].hasBody { emptied.insert(index) }
        }
        for index in nodes.indices where nodes[index].children.contains(where: emptied.contains) {
            nodes[index].children.removeAll(where: emptied.contains)
        }
    }

    /// Takes out entries marked as withdrawn over nothing ("1.13 (withdrawn)."), and a group
    /// that held only such entries with them.
    mutating func dropWithdrawnEntries() {
        dropEmptyHeadings(emptiedGroupsGo: true) { _, node in Self.marksAWithdrawnEntry(node.title) }
    }

    /// Takes out the first heading when it has only text under it, asks nothing, and a later
    /// heading repeats its title (a site header's copy of the page's heading over an "updated:"
    /// line): its text joins the document's, and the later heading stays where the author put
    /// it. Two questions of one title in two groups ("Q: Can't log in") both stay.
    mutating func dropRepeatedFirstHeading() {
        guard let first = nodes[0].children.first, !nodes[first].hasStructure, !StructureRule.asks(nodes[first].title) else { return }
        let title = nodes[first].title.lowercased()
        guard nodes[(first + 1)...].contains(where: { $0.title.lowercased() == title }) else { return }
        nodes[0].children.removeFirst()
        appendBody(nodes[first].body, to: 0)
    }

    /// A first heading with nothing under it, followed by headings of its own level, is the
    /// page's title (`# FAQ` above `# Part one`, `# Part two`): it is taken out and returned.
    mutating func takeEmptyFirstHeading() -> String? {
        guard let first = nodes[0].children.first, nodes[0].children.count > 1 else { return nil }
        let node = nodes[first]
        // One that asks is a question left unanswered, not a title; an empty "Table of Contents" names no document.
        guard !node.hasBody, !node.hasStructure, nodes[nodes[0].children[1]].level == node.level,
              !StructureRule.asks(node.title), !BackMatter.isContents(node.title) else { return nil }
        nodes[0].children.removeFirst()
        return node.title
    }

    /// Takes the top-level headings without sub-headings or questions that `picked` chooses out
    /// of the structure, and returns them in order (a manual page's NAME, SYNOPSIS, SEE ALSO).
    mutating func takeTopLevelLeaves(where picked: (Node) -> Bool) -> [Node] {
        let taken = nodes[0].children.filter { !nodes[$0].hasStructure && picked(nodes[$0]) }
        nodes[0].children.removeAll { taken.contains($0) }
        return taken.map { nodes[$0] }
    }

    /// Headings set aside before and after two or more group headings of their level that hold
    /// questions (or one, when every question there asks) are the page's introduction and footer (`<h1>FAQ</h1><p>…` above the `<h1>`
    /// parts; a manual page's NAME and SYNOPSIS; a closing "Contributors"): they become the
    /// document's opening and closing parts of text. A heading set aside does not ask, and has only text
    /// under it; or, when the document marks its questions (`questionsAreMarked`), its
    /// sub-headings name topics and none asks (an "Introduction" over "Sibling projects:", a
    /// closing "Privacy Policy" over "Website" and "Crash reports"). Returns the title of a lone
    /// introducing heading, which is the page's title unless `keepingTitle` (the document has
    /// one already: it stays a part of text under its title).
    /// `numberedParts`: the document numbers every part as it numbers its questions (Texinfo),
    /// so parts that name topics ("1.1 Legalese" in an "Introduction") are its entries too,
    /// and only headings with nothing below them are set aside.
    mutating func takeIntroductionAndFooter(keepingTitle: Bool = false, numberedParts: Bool = false) -> String? {
        mergeLabelHeadings()
        let top = nodes[0].children
        guard let level = top.first.map({ nodes[$0].level }), top.allSatisfy({ nodes[$0].level == level }) else { return nil }
        let marked = !numberedParts && questionsAreMarked(top)
        // Aside: no question itself, and nothing under it that may be one. Topics under a heading that names known
        // problems, one stating a problem at least ("Common Issues" over "Component Not Found"), are its entries,
        // marked questions elsewhere or not.
        func holdsKnownProblems(_ index: Int) -> Bool {
            PlainTextScore.namesKnownProblems(Self.titleWordList(nodes[index].title))
                && nodes[index].children.contains { TroubleChecklists.reportsAProblem(nodes[$0].title) }
        }
        let aside = top.map { !StructureRule.asks(nodes[$0].title) && (!nodes[$0].hasStructure || marked && namesTopicsBelow($0)
                                && !numbersEntriesBelow($0) && !holdsKnownProblems($0)) }
        // Questions listed above every heading (a `[qanda]` list under the title) are a group of
        // their own: what follows them may be a footer (even in a flat FAQ), nothing an introduction.
        let listedAbove = nodes[0].listedQuestions.count >= 2
        var first = listedAbove ? 0 : aside.firstIndex(of: false) ?? top.count, last = aside.lastIndex(of: false) ?? -1
        // Two or more headings that ask nothing over text alone among the groups are entries the author stated
        // (PlanetMapper's "Planets appear in the wrong position" between "SPICE Errors" and "SSH Errors"): so are the
        // headings of that shape right before and after the groups, up to one that names an opening or closing part.
        func isStated(_ index: Int) -> Bool {
            !nodes[index].hasStructure && nodes[index].hasBody && !StructureRule.asks(nodes[index].title)
        }
        func isNamedPart(_ index: Int) -> Bool { Self.namesAnOpeningPart(nodes[index].title) || BackMatter.names(nodes[index].title) }
        if first <= last, top[first...last].count(where: isStated) >= 2 {
            while first > 0, isStated(top[first - 1]), !isNamedPart(top[first - 1]) { first -= 1 }
            while last + 1 < top.count, isStated(top[last + 1]), !isNamedPart(top[last + 1]) { last += 1 }
        }
        // A heading that asks is a question, whatever is under it (its answer's parts), not a group.
        // So is one answered in named parts only ("#### Symptom", "#### Solution").
        let groups = (first <= last ? top[first...last].filter({ nodes[$0].hasStructure && !StructureRule.asks(nodes[$0].title)
                                                                    && (!marked || asksBelow($0)) && !isAnsweredInPartsOnly(nodes[$0]) }).count : 0)
            + (listedAbove ? 1 : 0)
        // One group is enough when it names the whole FAQ and its questions are marked ("Q: …?"
        // titles under "Frequently asked questions", a closing "History"): headings that ask
        // nothing beside it cannot be questions stated as facts.
        // So is it when every heading beside it is named as back matter ("Table of Contents", "Imprint").
        let beside = Array(top[..<first] + top[(last + 1)...])
        let besideAreBackMatter = first <= last && beside.allSatisfy { BackMatter.names(nodes[$0].title) }
        let wrapper = groups == 1 && (marked || besideAreBackMatter)
            && top[first...last].contains { nodes[$0].hasStructure && Self.namesTheWholeFAQ(nodes[$0].title) }
            || first == last && namesTheProblemsAlone(top[first], beside: beside)
        guard first > 0 || last < top.count - 1, groups >= 2 || listedAbove || wrapper else { return nil }
        // "Introduction" or "Overview" names a part of the text, never the document.
        let lone = first == 1 && !keepingTitle && !Self.namesAnOpeningPart(nodes[top[0]].title) && !BackMatter.names(nodes[top[0]].title)
        // A lone introducing heading is the title, its text the document's (the description is
        // its opening paragraph); the others are parts of text under their own titles.
        if lone {
            let before = nodes[0].body
            setBody(text(of: top[0], headingDepth: 2), of: 0)
            appendBody(before, to: 0)
        } else {
            setAsideOpening(top[..<first])
        }
        closingParts = top[(last + 1)...].map(textPart) + closingParts
        nodes[0].children = first <= last ? Array(top[first...last]) : []
        return lone ? nodes[top[0]].title : nil
    }

    /// The document's opening and closing parts that ask nothing are its text, not questions or
    /// groups: the longest runs of top-level headings at its start and end titled with a bare
    /// back-matter name (`BackMatter`: "Table of Contents", "Acknowledgments", "License"), or at
    /// its start a heading over nothing but links to its own anchors (a contents list) or one of
    /// a deeper level than the headings after it, with no question below them. They become the opening and closing parts of text; a contents list
    /// is dropped (it repeats the titles). Something other than them must stay.
    mutating func takeBackMatter() {
        let top = nodes[0].children
        func isBackMatter(_ index: Int, opening: Bool) -> Bool {
            // "About this FAQ" over parts of its own is a group of entries ("Where to find it").
            let named = BackMatter.names(nodes[index].title) && (nodes[index].children.isEmpty || !BackMatter.isAbout(nodes[index].title))
            // At the start, an "Introduction" over text alone opens the document, as a contents list does.
            let opens = opening && nodes[index].children.isEmpty
                && (BackMatter.isListOfAnchorLinks(nodes[index].body) || Self.namesAnOpeningPart(nodes[index].title))
            guard named || opens else { return false }
            return nodes[index].listedQuestions.isEmpty && !asksBelow(index) && !labelledBelow(index) && !numbersEntriesBelow(index)
        }
        // A heading with only text under it, ranked below the first entry (the first heading
        // that asks or holds structure), opens the document (an <h3> "Typographical
        // conventions" above the <h2> questions); one of the entries' rank is an entry.
        func isEntry(_ index: Int) -> Bool {
            nodes[index].hasStructure || StructureRule.asks(nodes[index].title) || labelledBelow(index)
        }
        // Where no heading is an entry by its looks, the entries are at the rank most headings share
        // (SQL-Ledger's 47 `h4` topics above one `h1`), the higher one of a tie.
        let shares = Dictionary(top.map { (nodes[$0].level, 1) }, uniquingKeysWith: +), firstEntry = top.first(where: isEntry)
        let entryLevel = firstEntry.map { nodes[$0].level } ?? shares.max { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key }?.key ?? 0
        // But several answered at the rank of the entries inside the groups, most named in three words or more
        // (tasks, not a document's "Audience" and "Conventions"), are entries of no group (Helix's fourteen `####`
        // topics above its `##` groups of `####` questions; not a title page's author and date either).
        let entryRanks = Set(top.filter { nodes[$0].level == entryLevel }.flatMap { nodes[$0].children.map { nodes[$0].level } })
        func atEntryRank(_ index: Int) -> Bool { entryRanks.contains(nodes[index].level) && nodes[index].hasBody }
        let atRank = top.prefix { nodes[$0].level > entryLevel && !isEntry($0) && atEntryRank($0) }
        let leadingEntries = atRank.count >= 2 && atRank.filter { nodes[$0].title.split(separator: " ").count >= 3 }.count * 2 > atRank.count
        let labelled = labelledProblemCount()
        let leading = top.prefix {
            isBackMatter($0, opening: true) || nodes[$0].level > entryLevel && !isEntry($0) && !(leadingEntries && atEntryRank($0))
                || isTextBesideLabelledProblems($0, labelled: labelled)
        }.count
        // After two groups or more, a heading of their rank over one link to another page alone is the page's closing
        // call, though it asks (BveEX's "さあ、あなたも始めてみませんか?" over a button to the download page); a list
        // of places to ask ("Where can I get help?" over three links) answers it.
        let groupLevels = top.filter { !nodes[$0].children.isEmpty }.map { nodes[$0].level }
        func callsToAct(_ index: Int) -> Bool {
            let body = nodes[index].body
            return groupLevels.count >= 2 && groupLevels.contains(nodes[index].level) && !nodes[index].hasStructure
                && Self.isOnlyLinks(body) && body.occurrences(of: "](") == 1 && !body.contains("](#")
        }
        // One with only text, ranked above the entries after them all, closes the document: any such where no heading
        // is an entry by its looks, else one naming a topic ("Contact", not "Builds fail …").
        func closes(_ index: Int) -> Bool {
            if callsToAct(index) || offersHelpOverPlacesToAsk(index) { return true }
            guard nodes[index].level < entryLevel, !isEntry(index) else { return false }
            return firstEntry == nil || nodes[index].title.split(separator: " ").count <= 3 && !PlainTextLines.statesAProblem(nodes[index].title)
        }
        let trailing = top.dropFirst(leading).reversed().prefix {
            isBackMatter($0, opening: false) || closes($0) || isTextBesideLabelledProblems($0, labelled: labelled)
        }.count
        guard leading + trailing > 0, leading + trailing < top.count || !nodes[0].listedQuestions.isEmpty else { return }
        setAsideTopLevel(keeping: leading..<(top.count - trailing))
    }

    /// Keeps the top-level headings at `kept` (positions among the root's children): those
    /// before them become the opening parts of text, those after them the closing ones.
    mutating func setAsideTopLevel(keeping kept: Range<Int>) {
        let top = nodes[0].children
        setAsideOpening(top[..<kept.lowerBound])
        closingParts = top[kept.upperBound...].map(textPart) + closingParts
        nodes[0].children = Array(top[kept])
    }

    /// The sub-headings of `node` set aside as the first parts of the closing text (a README's parts left under its
    /// FAQ's heading, after its questions).
    mutating func setAsideChildren(of node: Int) {
        closingParts = nodes[node].children.map(textPart) + closingParts
        nodes[node].children = []
    }

    /// Opening headings set aside: a manual page's NAME line is the document's description (its
    /// text comes first), a table of contents is dropped, the others are parts of text.
    private mutating func setAsideOpening(_ indices: ArraySlice<Int>) {
        for index in indices where !isContents(index) {
            if nodes[index].title == "NAME", !nodes[index].hasStructure {
                setBody(nodes[index].body + "\n\n" + nodes[0].body, of: 0)
            } else {
                openingParts.append(textPart(index))
            }
        }
    }

    /// A table of contents: titled so, or a list of links to the document's own anchors. It
    /// repeats the titles, so it is no part of the text shown.
    private func isContents(_ index: Int) -> Bool {
        BackMatter.isContents(nodes[index].title) || BackMatter.isListOfAnchorLinks(nodes[index].body)
    }

    /// The heading at `index` with its text and sub-headings, set aside as a part of text.
    private func textPart(_ index: Int) -> TextPart {
        TextPart(title: nodes[index].title, anchor: nodes[index].anchor, text: text(of: index, headingDepth: 3), line: nodes[index].line)
    }

    /// The text under the heading at `index` and the headings below it (of `headingDepth` `#`s,
    /// deeper ones below them), as Markdown, without its own title.
    private func text(of index: Int, headingDepth: Int) -> String {
        var parts: [String] = []
        var stack = [(index, 0)]
        while let (next, depth) = stack.popLast() {
            if next != index { parts.append(String(repeating: "#", count: min(6, headingDepth + depth)) + " " + nodes[next].title) }
            parts.append(nodes[next].body)
            stack.append(contentsOf: nodes[next].children.reversed().map { ($0, depth + 1) })
        }
        return parts.filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: "\n\n")
    }

    /// A first heading at the very top (no text above it) that names the FAQ ("Yudit Unicode
    /// Editor FAQ") and holds questions is the document's title, even where later headings
    /// share its level (an "Appendix", a "Common Problems" group): authors often mark the title
    /// as they mark their parts. It is taken out as `takeLoneTitle` does, its text and
    /// sub-headings moving up ahead of its siblings, and returned; siblings with only text under
    /// them (the appendix) become its closing parts of text. Not when another heading of its
    /// level names a FAQ too ("User FAQ" beside "Developer FAQ" are groups).
    mutating func takeNamedTitle() -> String? {
        let top = nodes[0].children
        guard top.count >= 2, let first = top.first, !nodes[0].hasBody, nodes[0].listedQuestions.isEmpty,
              nodes[first].hasStructure, !StructureRule.asks(nodes[first].title), Self.namesFAQ(nodes[first].title),
              !top.dropFirst().contains(where: { Self.namesFAQ(nodes[$0].title) }) else { return nil }
        let node = nodes[first]
        appendBody(node.body, to: 0)
        nodes[0].listedQuestions = node.listedQuestions
        let closing = top.dropFirst().filter { !nodes[$0].hasStructure && !StructureRule.asks(nodes[$0].title) }
        closingParts = closing.map(textPart) + closingParts
        nodes[0].children = node.children + top.dropFirst().filter { !closing.contains($0) }
        nodes[first].children = []
        nodes[first].listedQuestions = []
        return node.title
    }

    /// The one group left wrapping every question, when its title names the whole FAQ or its answers: taken
    /// out as `takeLoneTitle` does (its title is left out: the document has its own).
    mutating func takeLoneWrapper() {
        guard nodes[0].children.count == 1, Self.namesNoTopic(nodes[nodes[0].children[0]].title) else { return }
        _ = takeLoneTitle()
    }

    /// A first heading that holds every other one is the page's title, not a section: it is
    /// taken out (its text and sub-headings move up to the document) and returned. Called again
    /// once the introduction and footer are set aside, it takes the one group left wrapping
    /// every question ("Frequently asked questions", a manual page's "ENTRIES"), whose title a
    /// document that has one already leaves out.
    mutating func takeLoneTitle() -> String? {
        guard nodes[0].children.count == 1, let only = nodes[0].children.first, nodes[0].listedQuestions.isEmpty else { return nil }
        let top = nodes[only]
        guard top.hasStructure else { return nil }
        appendBody(top.body, to: 0)
        nodes[0].listedQuestions = top.listedQuestions
        nodes[0].children = top.children
        nodes[only].children = []
        nodes[only].listedQuestions = []
        return top.title
    }
}
