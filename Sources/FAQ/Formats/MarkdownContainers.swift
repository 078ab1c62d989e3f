/// The containers Docusaurus and VitePress add to Markdown (`:::info What's this?` … `:::`,
/// `:::warning`, `::: details`): their fences are no text. A container's own title stays as a
/// line of its text after its kind ("Tip: Why not use the package manager?"), never a bold line
/// that could read as a question of its own; the fences' lines stay, blank, so that line numbers hold.
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
            // `:::info Title`, `::: warning Title`, `:::tip[Title]`: a kind, then a title if any.
            let kind = rest.prefix { $0.isLetter }.lowercased()
            guard kinds.contains(kind) else { continue }
            let title = String(rest.dropFirst(kind.count)).trimmingCharacters(in: " \t[]{}")
            result[n] = title.isEmpty ? "" : kind.prefix(1).uppercased() + kind.dropFirst() + ": " + title
        }
        return result
    }

    /// The kinds Docusaurus and VitePress know.
    static let kinds: Set<String> = ["note", "tip", "info", "warning", "danger", "caution", "important", "details", "success", "example"]
}
