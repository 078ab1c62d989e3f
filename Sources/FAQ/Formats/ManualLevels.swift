/// Where a manual page's (man or POD) questions live: at one level, below the page's top-level
/// headings when any sit deeper. A top-level heading (`.SH`, `=head1`) that neither asks nor
/// holds questions, on a page whose questions sit deeper (`.SS`, `=head2`, `=head3`, `=item`,
/// `.TP`/`.IP` entries), is the page's front or back matter ("IMPORTANT", "AVAILABLE FROM",
/// "Document Info", "HOMEPAGE"), never a question: whatever its title says.
///
/// - `NAME` is the page's header, never a container: headings an author nested under it
///   (`=head1 NAME`, then `=head2` groups of `=head3` questions) are the page's own headings;
/// - a bullet entry (`.IP "\(bu"`, `=item *`) whose first paragraph asks and that has an answer
///   after it is a question entry, as a tagged entry that asks is, where at least half of the
///   answered bullets under its heading ask.
enum ManualLevels {
    /// Headings under a top-level `NAME` moved up, so that the shallowest of them is at the top
    /// level (their nesting among themselves kept).
    static func liftingOutOfName(_ headings: [ManualHeading]) -> [ManualHeading] {
        guard let top = headings.dropFirst().map(\.level).min(),
              let name = headings.indices.dropFirst().first(where: {
                  headings[$0].level == top && StyledText.collapsed(headings[$0].title).uppercased() == "NAME" }) else { return headings }
        var end = name + 1
        while end < headings.count, headings[end].level > top { end += 1 }
        guard end > name + 1, let shallowest = headings[(name + 1)..<end].map(\.level).min() else { return headings }
        var result = headings
        for i in (name + 1)..<end { result[i].level -= shallowest - top }
        return result
    }

    /// Whether the page's questions sit below its top level: a heading deeper than `topLevel`
    /// that asks (`asking`, entries included), or question entries under any heading.
    static func questionsSitDeeper(_ headings: [ManualHeading], topLevel: Int, asking: [Bool], entries: [[Int]]) -> Bool {
        headings.indices.dropFirst().contains { headings[$0].level > topLevel && asking[$0] } || entries.contains { !$0.isEmpty }
    }

    /// A top-level heading set aside as front or back matter: its text under its title, as Markdown.
    static func matter(_ heading: ManualHeading) -> String {
        let body = ManualBlock.markdown(heading.blocks)
        return "### " + StyledText.collapsed(heading.title) + (body.isEmpty ? "" : "\n\n" + body)
    }

    /// The indices of a heading's bullet entries that are questions: those whose first
    /// paragraph asks and that have more after it, when at least half of its bullets with more
    /// after their first paragraph ask.
    static func bulletQuestions(_ blocks: [ManualBlock]) -> [Int] {
        var answered: [Int] = [], asking: [Int] = []
        for (n, block) in blocks.enumerated() {
            guard case .item(let item) = block, item.marker != .tag, item.blocks.count >= 2,
                  case .paragraph(let first) = item.blocks[0] else { continue }
            answered.append(n)
            if StructureRule.asks(first.singleLine) { asking.append(n) }
        }
        return !asking.isEmpty && asking.count * 2 >= answered.count ? asking : []
    }

    /// A question entry's question and answer: a tagged entry's tag and text, or a bullet's
    /// first paragraph and the rest.
    static func question(_ item: ManualItem) -> HeadingTree.ListedQuestion {
        if item.marker != .tag, case .paragraph(let first)? = item.blocks.first {
            return HeadingTree.ListedQuestion(question: first.singleLine, answer: ManualBlock.markdown(Array(item.blocks.dropFirst())),
                                              anchor: nil, line: item.line)
        }
        return HeadingTree.ListedQuestion(question: item.tag.singleLine, answer: ManualBlock.markdown(item.blocks), anchor: nil, line: item.line)
    }
}
