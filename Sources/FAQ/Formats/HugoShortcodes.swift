/// Hugo's folding shortcodes, each alone on its line: `{{< accordion summary="Question?" id="1" >}}`
/// (or `{{% details title="…" %}}`, `{{< expand "…" >}}`) over the answer's Markdown and
/// `{{< /accordion >}}`, as Hugo themes write FAQ pages (Hello Cards'). They hold a question as MDX's
/// `<Details summary>` does, so each is read as one, keeping line numbers; other shortcodes (a
/// figure, a reference) stay as written.
enum HugoShortcodes {
    /// Shortcodes that fold an answer under its question.
    private static let folding: Set<String> = ["accordion", "details", "collapse", "expand", "toggle", "faq", "question", "spoiler"]
    /// The attributes that carry the question, in order of preference.
    private static let titles = ["summary", "title", "question", "header", "name"]

    /// `lines` with each folding shortcode's opening and closing line written as a `<Details>` component.
    static func translating(_ lines: [String]) -> [String] {
        // Told by bytes first: most files hold no shortcode.
        guard lines.contains(where: { $0.contains("{{") }) else { return lines }
        var result = lines
        var fence = MDXComponents.Fence()
        var open = 0
        for (n, line) in lines.enumerated() {
            if fence.step(line) { continue }
            guard let (name, arguments, closing) = shortcode(line), folding.contains(name.lowercased()) else { continue }
            if closing {
                guard open > 0 else { continue }
                open -= 1
                result[n] = "</Details>"
            } else if let question = title(arguments), let quote = ([Character]("\"'`")).first(where: { !question.contains($0) }).map(String.init) {
                open += 1
                result[n] = "<Details summary=" + quote + question + quote + ">"
            }
        }
        return result
    }

    /// A line that is one shortcode (`{{< name args >}}` or `{{% name args %}}`): its name, arguments and whether it closes.
    private static func shortcode(_ line: String) -> (name: String, arguments: Substring, closing: Bool)? {
        let text = line.trimmingCharacters(in: " \t")
        guard [("<", ">"), ("%", "%")].contains(where: { text.hasPrefix("{{" + $0.0) && text.hasSuffix($0.1 + "}}") }) else { return nil }
        var inner = Substring(text.dropFirst(3).dropLast(3)).drop { $0 == " " }
        let closing = inner.first == "/"
        if closing { inner = inner.dropFirst().drop { $0 == " " } }
        guard !inner.contains("{{") else { return nil }
        let name = MDXComponents.tagName(inner)
        guard !name.isEmpty else { return nil }
        return (name, inner.dropFirst(name.count), closing)
    }

    /// The question a shortcode's arguments carry: a named one (`summary="…"`), else the first quoted one (`"…"`).
    private static func title(_ arguments: Substring) -> String? {
        let tag = String(arguments)
        for name in titles {
            if let value = MDXComponents.attribute(name, in: tag), !value.allSatisfy(\.isWhitespace) { return value }
        }
        let trimmed = arguments.drop { $0 == " " }
        guard let quote = trimmed.first, quote == "\"" || quote == "'" else { return nil }
        let value = trimmed.dropFirst().prefix { $0 != quote }
        return value.allSatisfy(\.isWhitespace) ? nil : String(value)
    }
}
