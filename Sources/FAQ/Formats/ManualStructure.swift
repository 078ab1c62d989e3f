/// Turns a manual page's headings (man or POD) into a heading tree for `StructureRule`:
///
/// - questions spread over several headings or entries are made one first (`ManualPairs`);
/// - `NAME`'s first paragraph is the title;
/// - a top-level heading made only of boilerplate words (`SYNOPSIS`, `DESCRIPTION`, `SEE ALSO`,
///   `AUTHOR AND COPYRIGHT`, `QUESTIONS`, `FURTHER QUESTIONS?`…) is never a section: when a heading under it or an entry of it asks
///   a question, its headings move up in its place (perlfaq's `=head1 DESCRIPTION`); otherwise
///   it is left out, `DESCRIPTION`'s text becoming the document's description;
/// - a top-level heading with nothing under it that does not ask (`.SH GIT`, `=head1 PATCHING`)
///   is left out when other top-level headings hold questions;
/// - when a single top-level heading holds all the groups and questions (`=head1 QUESTIONS`,
///   `=head1 FAQs`), it is not a section either: its headings move up in its place;
/// - tables of contents (`Contents`) are left out;
/// - a heading with text and nothing under it, beside groups, is a question beside them;
/// - tagged entries (`.TP`, `.IP "tag"`, `.PP` with an indented body, `=item text`) directly under
///   a heading that does not ask are its questions when at least half of them ask, or at least
///   half of such entries in the whole page do (gitfaq's "I asked Git to ignore various files,
///   yet they are still tracked"), or the heading names the FAQ; elsewhere they stay lists in the text.
enum ManualStructure {
    static let boilerplateWords: Set<String> = [
        "NAME", "SYNOPSIS", "DESCRIPTION", "VERSION", "VERSIONS", "AUTHOR", "AUTHORS", "COPYRIGHT",
        "COPYRIGHTS", "LICENSE", "LICENCE", "LICENSING", "AND", "INFORMATION", "SEE", "ALSO", "BUGS",
        "REPORTING", "HISTORY", "MODIFICATION", "SUPPORT", "ACKNOWLEDGEMENTS", "ACKNOWLEDGMENTS",
        "CREDITS", "AVAILABILITY", "COLOPHON", "DISCLAIMER", "THANKS", "CONTRIBUTORS", "MAINTAINER",
        "MAINTAINERS", "OVERVIEW", "QUESTION", "QUESTIONS", "ANSWERS", "FREQUENTLY", "ASKED", "FAQ", "FAQS",
        "FURTHER", "MORE",
        // "BUG REPORTS" beside "REPORTING BUGS". (Sections such as ERRORS, NOTES or OPTIONS
        // are not listed: FAQ pages use them as groups of questions.)
        "BUG", "REPORT", "REPORTS",
    ]

    /// The same sections as Debian's Chinese manual pages (manpages-zh) name them, alone or after
    /// or before the English name ("DESCRIPTION 描述", "參見 SEE ALSO", "譯者", "跋").
    static let translatedBoilerplate: Set<String> = [
        "名称", "名稱", "描述", "总览", "總覽", "参见", "參見", "作者", "译者", "譯者", "跋", "版权", "版權",
        "报告错误", "報告錯誤", "中文版最新更新", "中文版维护人", "中文版維護人",
    ]

    static func isBoilerplate(_ title: String) -> Bool {
        let words = sectionWords(title)
        return !words.isEmpty && words.allSatisfy { boilerplateWords.contains($0) || translatedBoilerplate.contains($0) }
    }

    /// A heading's words, uppercased; of a name given in two languages, only the English one.
    static func sectionWords(_ title: String) -> [String] {
        let words = title.uppercased().split { !$0.isLetter }.map(String.init)
        let latin = words.filter { $0.unicodeScalars.contains { $0.isASCII } }
        return latin.isEmpty ? words : latin
    }

    /// Words that name a page's back matter: its links, its authors, its bugs' address, its licence.
    /// (`BUGS` alone may list known problems as entries: only `REPORTING BUGS` is an address.)
    static let backMatterWords: Set<String> = [
        "SEE", "AUTHOR", "AUTHORS", "REPORTING", "COPYRIGHT", "COPYRIGHTS", "LICENSE", "LICENCE",
        "LICENSING", "HISTORY", "CREDITS", "AVAILABILITY", "COLOPHON", "ACKNOWLEDGEMENTS", "ACKNOWLEDGMENTS", "THANKS",
        "CONTRIBUTORS", "MAINTAINER", "MAINTAINERS",
    ]

    /// Whether a heading of boilerplate words names back matter (`SEE ALSO`, `REPORTING BUGS`), not the questions' place.
    static func isBackMatter(_ title: String) -> Bool {
        isBoilerplate(title) && sectionWords(title).contains(where: backMatterWords.contains)
    }

    static func isContents(_ title: String) -> Bool {
        ["CONTENTS", "TABLE OF CONTENTS", "INDEX"].contains(StyledText.collapsed(title).uppercased())
    }

    /// `headings[0]` is the text before the first heading (level 0). `fallbackTitle` is used
    /// when there is no `NAME` (`.TH`'s title).
    static func build(_ headings: [ManualHeading], fallbackTitle: String?, file: String, kind: TranslatableText)
        throws(DocumentError) -> (FAQDocument, [DocumentProblem]) {
        var headings = ManualPairs.settle(LabelHeadings.merged(ManualLevels.liftingOutOfName(headings)))
        if headings.isEmpty { headings = [ManualHeading(level: 0, title: "", line: 0)] }
        let count = headings.count
        // Where each heading's subtree ends (the next heading at its level or above).
        var subtreeEnd = Array(repeating: count, count: count)
        var stack: [Int] = []
        for i in 1..<max(1, count) {
            while let top = stack.last, headings[top].level >= headings[i].level { subtreeEnd[top] = i; stack.removeLast() }
            stack.append(i)
        }
        var dropped = Array(repeating: false, count: count)
        var i = 1
        while i < count {
            if isContents(headings[i].title) { for j in i..<subtreeEnd[i] { dropped[j] = true }; i = subtreeEnd[i] } else { i += 1 }
        }
        let questionEntries = entriesThatAreQuestions(headings, dropped: dropped)
        let asking = (0..<count).map { !dropped[$0] && (!questionEntries[$0].isEmpty || StructureRule.asks(headings[$0].title)) }

        let topLevel = headings.dropFirst().map(\.level).min() ?? 1
        let tops = (1..<max(1, count)).filter { headings[$0].level == topLevel && !dropped[$0] }
        func hasStructure(_ i: Int) -> Bool {
            !questionEntries[i].isEmpty || ((i + 1)..<subtreeEnd[i]).contains { !dropped[$0] }
        }
        // Top-level headings that neither ask nor hold questions are front or back matter when
        // other headings hold the questions (`ManualLevels`).
        let anyStructure = tops.contains { hasStructure($0) && !isBoilerplate(headings[$0].title) }
            || ManualLevels.questionsSitDeeper(headings, topLevel: topLevel, asking: asking, entries: questionEntries)
        var matter: [String] = []

        var title: String?
        // The document's own text and the questions at its top, before any section.
        var intro: [ManualBlock] = []
        var topQuestions: [ManualItem] = []
        func takeText(of i: Int, blocks: ArraySlice<ManualBlock>? = nil, questions: Bool) {
            let entries = Set(questionEntries[i])
            for (n, block) in headings[i].blocks.enumerated() where blocks.map({ $0.indices.contains(n) }) ?? true {
                if entries.contains(n), case .item(let item) = block {
                    if questions { topQuestions.append(item) }
                } else {
                    intro.append(block)
                }
            }
        }
        takeText(of: 0, questions: true)
        let groups = tops.filter { top in
            hasStructure(top) && StyledText.collapsed(headings[top].title).uppercased() != "NAME"
                && (!isBoilerplate(headings[top].title) || ((top + 1)..<subtreeEnd[top]).contains { asking[$0] } || !questionEntries[top].isEmpty)
        }
        var levelShift = Array(repeating: 0, count: count)
        /// A heading that is not a section: its text and entries go to the top, its headings take its place.
        func lift(_ top: Int) {
            dropped[top] = true
            takeText(of: top, questions: true)
            let below = (top + 1)..<subtreeEnd[top]
            let shift = (below.filter { !dropped[$0] }.map { headings[$0].level }.min() ?? topLevel) - topLevel
            for j in below { levelShift[j] = shift }
        }
        for top in tops {
            let heading = headings[top]
            let upper = StyledText.collapsed(heading.title).uppercased()
            let below = (top + 1)..<subtreeEnd[top]
            if upper == "NAME" {
                var blocks = heading.blocks[...]
                if case .paragraph(let name)? = blocks.first {
                    title = name.singleLine
                    blocks = blocks.dropFirst()
                }
                takeText(of: top, blocks: blocks, questions: false)
                for j in top..<subtreeEnd[top] { dropped[j] = true }
            } else if isBoilerplate(heading.title) {
                if below.contains(where: { asking[$0] }) || !questionEntries[top].isEmpty {
                    lift(top)
                } else {
                    if ["DESCRIPTION", "OVERVIEW", "描述"].contains(sectionWords(heading.title).joined(separator: " ")) {
                        takeText(of: top, questions: false)
                    }
                    for j in top..<subtreeEnd[top] { dropped[j] = true }
                }
            } else if !hasStructure(top) && !StructureRule.asks(heading.title) && anyStructure {
                dropped[top] = true
                matter.append(ManualLevels.matter(heading))
            }
        }
        // The one group that holds every question (`QUESTIONS`, `FAQs`) is not a section either.
        if groups.count == 1, !dropped[groups[0]] { lift(groups[0]) }

        // The headings kept, their parents (0: the document) and which hold groups or questions.
        let kept = (1..<max(1, count)).filter { !dropped[$0] }
        var parent = Array(repeating: 0, count: count)
        var holds = Array(repeating: false, count: count)
        var open: [(level: Int, heading: Int)] = [(0, 0)]
        for j in kept {
            let level = headings[j].level - levelShift[j]
            while open.count > 1, open[open.count - 1].level >= level { open.removeLast() }
            parent[j] = open[open.count - 1].heading
            holds[parent[j]] = true
            open.append((level, j))
        }
        for j in kept where !questionEntries[j].isEmpty { holds[j] = true }
        var groupsUnder = Array(repeating: 0, count: count)
        for j in kept where holds[j] { groupsUnder[parent[j]] += 1 }

        var tree = HeadingTree()
        var node = Array(repeating: 0, count: count)
        tree.appendBody(ManualBlock.markdown(intro), to: 0)
        for text in matter { tree.appendBody(text, to: 0) }
        for item in topQuestions { tree.addListedQuestion(question(item), to: 0) }
        for j in kept {
            let title = StyledText.collapsed(headings[j].title)
            // A heading with text and nothing under it, beside groups, is a question beside them.
            if !holds[j], groupsUnder[parent[j]] > 0, !headings[j].blocks.isEmpty || StructureRule.asks(title) {
                let answer = ManualBlock.markdown(headings[j].blocks)
                tree.addListedQuestion(HeadingTree.ListedQuestion(question: title, answer: answer, anchor: nil, line: headings[j].line), to: node[parent[j]])
                continue
            }
            tree.addHeading(level: headings[j].level - levelShift[j], title: title, line: headings[j].line)
            node[j] = tree.current
            let entries = Set(questionEntries[j])
            var text: [ManualBlock] = []
            for (n, block) in headings[j].blocks.enumerated() {
                if entries.contains(n), case .item(let item) = block {
                    tree.addListedQuestion(question(item))
                } else {
                    text.append(block)
                }
            }
            tree.appendBody(ManualBlock.markdown(text))
        }
        var builder = ImportBuilder(file: file, title: title ?? fallbackTitle ?? MarkdownFormat.defaultTitle(file))
        StructureRule.build(tree, into: &builder)
        let document = builder.build()
        // One heading that asks nothing is a section of a tool's manual (`EXAMPLES`), not a FAQ of one question.
        let questions = document.allSections.flatMap(\.section.questions)
        guard builder.hasQuestions, questions.count > 1 || questions.contains(where: { StructureRule.asks($0.question) }) else {
            throw DocumentError([DocumentProblem(file: file, message: TranslatableText("no questions found in this {1}: expected headings that ask questions, or tagged entries that do, under section headings", arguments: [.translated(kind)]))])
        }
        return (document, builder.warnings)
    }

    /// For each heading, the indices of its blocks that are questions (tagged entries).
    static func entriesThatAreQuestions(_ headings: [ManualHeading], dropped: [Bool]) -> [[Int]] {
        var tagged: [[Int]] = []
        var asked = 0, total = 0
        let backMatter = headings.map { isBackMatter($0.title) }
        for (i, heading) in headings.enumerated() {
            var entries: [Int] = []
            if !dropped[i], !StructureRule.asks(heading.title) {
                for (n, block) in heading.blocks.enumerated() {
                    if case .item(let item) = block, item.marker == .tag, !item.tag.singleLine.isEmpty { entries.append(n) }
                }
            }
            tagged.append(entries)
            guard !backMatter[i] else { continue }
            total += entries.count
            asked += entries.filter { StructureRule.asks(plainTag(heading.blocks[$0])) }.count
        }
        let pageAsks = asked > 0 && asked * 2 >= total
        return tagged.enumerated().map { i, entries in
            let asks = entries.filter { StructureRule.asks(plainTag(headings[i].blocks[$0])) }.count
            // Back matter's entries (Taskwarrior's `SEE ALSO` links, "The official site at") ask for themselves or not at all.
            // Under a heading naming the FAQ (Net::OpenSSH's `=head1 FAQ` of `=item Connection fails`), each is an entry.
            let tags = pageAsks && !backMatter[i] || (asks > 0 && asks * 2 >= entries.count)
                || HeadingTree.namesAFAQPart(headings[i].title) ? entries : []
            // Bullets whose first paragraph asks over an answer are questions too (`ManualLevels`).
            let bullets = dropped[i] || StructureRule.asks(headings[i].title) ? [] : ManualLevels.bulletQuestions(headings[i].blocks)
            return bullets.isEmpty ? tags : (tags + bullets).sorted()
        }
    }

    private static func question(_ item: ManualItem) -> HeadingTree.ListedQuestion { ManualLevels.question(item) }

    private static func plainTag(_ block: ManualBlock) -> String {
        if case .item(let item) = block { return item.tag.singleLine }
        return ""
    }
}
