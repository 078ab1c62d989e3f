/// Sphinx's folding blocks whose argument is the question: sphinx-design's `.. dropdown::
/// Question?` and sphinx-toolbox's `.. collapse:: Question?`, their options (`:animate: …`)
/// first and the answer indented under them, as MDX writes `<Accordion title="…">`.
enum RestructuredTextDropdowns {
    static let directives = ["dropdown", "collapse"]

    /// The folding block opening at line `i` (at the margin, with a title): its question, its
    /// answer's lines dedented, and the line after it.
    static func item(_ lines: [String], at i: Int) -> (question: String, body: [String], end: Int)? {
        let line = lines[i]
        guard line.hasPrefix(".. "),
              let name = directives.first(where: { line.dropFirst(3).hasPrefix($0 + "::") }) else { return nil }
        let question = String(line.dropFirst(3 + name.count + 2)).trimmingCharacters(in: " ")
        guard !question.isEmpty else { return nil }
        let end = RestructuredTextBlocks.indentedBlock(lines, from: i + 1, minimum: 1)
        var body = RestructuredTextBlocks.dedent(Array(lines[(i + 1)..<end]))
        // Options come first, one to a line: `:name:` and their values.
        while let first = body.first, first.hasPrefix(":"), first.dropFirst().contains(":") { body.removeFirst() }
        while let first = body.first, RestructuredTextFormat.isBlank(first) { body.removeFirst() }
        while let last = body.last, RestructuredTextFormat.isBlank(last) { body.removeLast() }
        return (RestructuredTextPairs.plain(question), body, end)
    }
}
