/// The containers Docusaurus and VitePress add to Markdown (`:::info What's this?` … `:::`,
/// `:::warning`, `::: details`): their fences are no text. A container's own title becomes a
/// bold line over its text; the fences' lines stay, blank, so that line numbers hold.
enum MarkdownContainers {
    /// `lines` with each container's fences unwrapped; fenced code is left alone.
    static func unwrapping(_ lines: [String]) -> [String] {
        var result = lines
        var fence = MDXComponents.Fence()
        for (n, line) in lines.enumerated() {
            if fence.step(line) { continue }
            guard line.hasPrefix(":::") else { continue }
            let rest = String(line.drop { $0 == ":" }).trimmingCharacters(in: " \t")
            if rest.isEmpty { result[n] = ""; continue }
            // `:::info Title`, `::: warning Title`, `:::tip[Title]`: the kind, then a title if any.
            let kind = rest.prefix { $0.isLetter || $0 == "-" }
            guard !kind.isEmpty, kind.count <= 12 else { continue }
            let title = String(rest.dropFirst(kind.count)).trimmingCharacters(in: " \t[]{}")
            result[n] = title.isEmpty ? "" : "**" + title + "**"
        }
        return result
    }
}
