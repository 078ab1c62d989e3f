/// Sphinx's folding blocks whose argument is the question: sphinx-design's `.. dropdown::
/// Question?` and sphinx-toolbox's `.. collapse:: Question?`, a titled `.. admonition::
/// Question?` folded by `:class: dropdown` (matRad's), and a site's own directives named
/// for what they hold (Simu5G's `.. question:: Question?`, `.. faq::`); their options (`:animate: …`)
/// first and the answer indented under them, as MDX writes `<Accordion title="…">`. Only where
/// most of a file's folding blocks ask: a manual folds its examples ("Example configuration") so.
enum RestructuredTextDropdowns {
    static let directives = ["dropdown", "collapse", "admonition", "question", "faq"]

    /// Whether most of the folding blocks in `lines`, two or more, ask (or state a problem, "… fails").
    static func holdQuestions(_ lines: [String]) -> Bool {
        let titles = lines.indices.compactMap { item(lines, at: $0)?.question }
        return titles.count >= 2 && titles.filter(entitled).count * 5 >= titles.count * 4
    }

    /// Whether a folding block's title makes it an entry: it asks, or states a problem.
    static func entitled(_ title: String) -> Bool {
        StructureRule.asks(title) || PlainTextLines.statesAProblem(title)
    }

    /// The folding block opening at line `i` (at the margin, with a title): its question, its
    /// answer's lines dedented, and the line after it. The title goes on over the indented lines
    /// up to a blank line or the first option, as a directive's argument does.
    static func item(_ lines: [String], at i: Int) -> (question: String, body: [String], end: Int)? {
        let line = lines[i]
        guard line.hasPrefix(".. "),
              let name = directives.first(where: { line.dropFirst(3).hasPrefix($0 + "::") }) else { return nil }
        let end = RestructuredTextBlocks.indentedBlock(lines, from: i + 1, minimum: 1)
        var body = RestructuredTextBlocks.dedent(Array(lines[(i + 1)..<end]))
        var title = [String(line.dropFirst(3 + name.count + 2))]
        while let first = body.first, !RestructuredTextFormat.isBlank(first), !isOption(first) { title.append(body.removeFirst()) }
        let question = RestructuredTextPairs.plain(title.joined(separator: " "))
        guard !question.isEmpty else { return nil }
        // An admonition folds only when its class says so; open, it is a manual's aside ("Did you know?").
        var options: [String] = []
        while let first = body.first, isOption(first) { options.append(body.removeFirst()) }
        if name == "admonition", !options.contains(where: { $0.hasPrefix(":class:") && $0.range(ofLiteralIn: "dropdown") != nil }) {
            return nil
        }
        while let first = body.first, RestructuredTextFormat.isBlank(first) { body.removeFirst() }
        while let last = body.last, RestructuredTextFormat.isBlank(last) { body.removeLast() }
        return (question, body, end)
    }

    /// An option line: `:name:` and its value.
    private static func isOption(_ line: String) -> Bool {
        line.hasPrefix(":") && line.dropFirst().contains(":")
    }
}
