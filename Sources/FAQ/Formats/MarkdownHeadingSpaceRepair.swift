/// A heading written with no space after its marks ("##If my organization wanted …?") is text
/// to CommonMark, and GitHub shows its marks; the first Markdown (Markdown.pl) read it as a
/// heading, and in a file whose other headings at that level have the space, the author meant
/// one (VeggieBook's FAQ): it is read with the space.
enum MarkdownHeadingSpaceRepair {
    /// `lines` with such headings given their space, outside fenced code; as they are where the
    /// file has fewer than two well-formed headings at the level. Only levels 2 to 6: a lone
    /// `#` before a word is a hashtag or a shebang as often as a title.
    static func repaired(_ lines: [String]) -> [String] {
        var fence = MDXComponents.Fence()
        var wellFormed = [Int](repeating: 0, count: 7)
        var broken: [(line: Int, level: Int)] = []
        var previousBlank = true
        for (n, line) in lines.enumerated() {
            defer { previousBlank = line.allSatisfy(\.isWhitespace) }
            if fence.step(line) { continue }
            let level = line.prefix { $0 == "#" }.count
            guard (2...6).contains(level), let next = line.dropFirst(level).first else { continue }
            // Another mark after it is a line of hashtags ("##python ##rust"), not a title.
            if next == " " || next == "\t" { wellFormed[level] += 1 }
            else if next.isLetter, previousBlank, !line.dropFirst(level).contains("#") { broken.append((n, level)) }
        }
        var result = lines
        for (n, level) in broken where wellFormed[level] >= 2 {
            result[n] = String(lines[n].prefix(level)) + " " + lines[n].dropFirst(level)
        }
        return result
    }
}
