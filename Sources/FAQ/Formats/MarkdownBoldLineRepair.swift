/// A bold line whose closing `**` has a space before it ("**How do I price my data? **") is no
/// bold text to CommonMark, which shows its stars; in a file whose other bold lines are its
/// questions, the author meant one more (Ocean Protocol's FAQ): it is read closed.
enum MarkdownBoldLineRepair {
    /// `lines` with such bold lines closed, outside fenced code; as they are where the file has
    /// fewer than two well-formed bold lines.
    static func repaired(_ lines: [String]) -> [String] {
        guard lines.contains(where: { $0.hasPrefix("**") && $0.hasSuffix(" **") }) else { return lines }
        var fence = MDXComponents.Fence()
        var whole = 0
        var broken: [Int] = []
        for (n, line) in lines.enumerated() {
            if fence.step(line) { continue }
            guard line.hasPrefix("**"), line.hasSuffix("**"), line.count > 4 else { continue }
            let inner = line.dropFirst(2).dropLast(2)
            guard !inner.contains("**"), let first = inner.first, !first.isWhitespace else { continue }
            if inner.last!.isWhitespace { broken.append(n) } else { whole += 1 }
        }
        guard whole >= 2, !broken.isEmpty else { return lines }
        var result = lines
        for n in broken {
            let inner = lines[n].dropFirst(2).dropLast(2)
            result[n] = "**" + String(inner).trimmingCharacters(in: " \t") + "**"
        }
        return result
    }
}
