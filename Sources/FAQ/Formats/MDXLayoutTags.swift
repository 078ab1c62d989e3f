/// The tags of MDX's layout components, alone on their lines (`<Tab value="General">`, `</Tab>`,
/// `<Steps>`, `<Callout type="info">`), show no text of their own, and mdx-js reads the Markdown
/// right under one as a block of its own. CommonMark would make the line under an opening tag part
/// of an HTML block (Role Reactor's first `**Q: …**` in each tab), so each such line is blanked,
/// keeping line numbers. The components the MDX readers know (questions, their groups and parts),
/// tags that give keyed data in braces and HTML's own lower-case elements stay as written.
/// Inside `<Steps>`, headings title the steps of one answer (Nextra numbers them): each becomes a
/// bold line of that answer, not a heading of the document.
enum MDXLayoutTags {
    static func blanking(_ lines: [String]) -> [String] {
        var result = lines
        var fence = MDXComponents.Fence()
        var steps = 0
        for (n, line) in lines.enumerated() {
            if fence.step(line) { continue }
            // Up to three spaces before a heading's marks, as CommonMark allows.
            if steps > 0, line.prefix(while: { $0 == " " }).count < 4, let heading = ATXHeading.opening(line.drop { $0 == " " }) {
                let title = ATXHeading.title(heading.rest)
                // A line break keeps it on its own line above text right under it, as the heading stood.
                let textFollows = n + 1 < lines.count && !lines[n + 1].allSatisfy { $0 == " " || $0 == "\t" }
                if !title.isEmpty { result[n] = "**" + title + "**" + (textFollows ? "\\" : "") }
                continue
            }
            // Data with keys in braces (`items={[{ question: … }]}`) is read by `MDXItemLists`; a list of labels is not.
            // (A self-closing one is blanked with its lines where it shows nothing, and kept where it is data's: `MDXComponents`.)
            guard let tag = MDXComponents.loneTag(line), !tag.hasSuffix("/>"), !(tag.contains("{") && tag.contains(":")) else { continue }
            let closing = tag.hasPrefix("</")
            let name = MDXComponents.tagName(tag.drop { $0 == "<" || $0 == "/" })
            if name == "Steps" { steps = max(0, steps + (closing ? -1 : 1)) }
            if let first = name.first, first.isUppercase, !isKnown(name) { result[n] = "" }
        }
        return result
    }

    /// Whether a component is one the MDX readers read: it holds a question, groups them, or is a part of one.
    private static func isKnown(_ name: String) -> Bool {
        MDXComponents.questionAttributes[name] != nil || MDXComponents.groups.contains(name)
            || (MDXTriggers.questionParts + MDXTriggers.answerParts).contains(where: name.hasSuffix)
    }
}
