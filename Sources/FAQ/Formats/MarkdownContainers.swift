/// The containers Docusaurus and VitePress add to Markdown (`:::info What's this?` … `:::`,
/// `:::warning`, `::: details`): their fences are no text. A container's own title stays as a
/// line of its text after its kind ("Tip: Why not use the package manager?"), never a bold line
/// that could read as a question of its own; the fences' lines stay, blank, so that line numbers hold.
/// A titled `::: details` folds its text under its title, as `<details>` does, and is written so.
/// Docsify's tip and warning marks (`?> **Can I add plugins?**`, `!> …`) show no text either.
enum MarkdownContainers {
    /// `lines` with each container's fences unwrapped; fenced code is left alone.
    static func unwrapping(_ lines: [String]) -> [String] {
        var result = lines
        var fence = MDXComponents.Fence()
        // The kinds of the containers open; a titled `details` fold is "details".
        var open: [String] = []
        for (n, line) in lines.enumerated() {
            if fence.step(line) { continue }
            if line.hasPrefix("?> ") || line.hasPrefix("!> ") {
                result[n] = String(line.dropFirst(3))
                continue
            }
            guard line.hasPrefix(":::") else { continue }
            let rest = String(line.drop { $0 == ":" }).trimmingCharacters(in: " \t")
            if rest.isEmpty {
                result[n] = open.popLast() == "details" ? "</details>" : ""
                continue
            }
            // `:::info Title`, `::: warning Title`, `:::tip[Title]`: a kind, then a title if any.
            let kind = rest.prefix { $0.isLetter }.lowercased()
            guard kinds.contains(kind) else {
                // A kind of another name (`::: code-group`, `:::{note}`) still opens a container its `:::` closes.
                if !rest.contains(" ") { open.append("other") }
                continue
            }
            let title = String(rest.dropFirst(kind.count)).trimmingCharacters(in: " \t[]{}")
            if kind == "details", !title.isEmpty {
                // A fold opened right inside one left unclosed (its `:::` spent on a tip inside it) follows it: TRF's wiki.
                // Its close goes on the blank line before the new fold where there is one, after an empty comment, which
                // ends its HTML block on that line: the new fold opens a block of its own.
                var closing = ""
                if open.last == "details" {
                    open.removeLast()
                    if n > 0, result[n - 1].allSatisfy(\.isWhitespace) { result[n - 1] = "<!-- --></details>" } else { closing = "</details>" }
                }
                open.append("details")
                result[n] = closing + "<details><summary>" + title.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;") + "</summary>"
                continue
            }
            open.append(kind == "details" ? "untitled" : kind)
            result[n] = title.isEmpty ? "" : kind.prefix(1).uppercased() + kind.dropFirst() + ": " + title
        }
        return result
    }

    /// The kinds Docusaurus and VitePress know.
    static let kinds: Set<String> = ["note", "tip", "info", "warning", "danger", "caution", "important", "details", "success", "example"]
}
