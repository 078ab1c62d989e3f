/// `<details>` folds written one right after another, a closing tag's line straight over the next
/// fold's opening one (Caracal's registry): CommonMark reads both into one HTML block, which would
/// hide the second fold's start. The closing tag moves up a line, onto the line above it or, when
/// that is blank, after an empty comment that ends its own block there; its line is left blank,
/// so the next fold opens a block of its own. So does the first fold right under the tag that opens
/// their wrapper (`<div id="faq-registry">`): that tag moves up onto the blank line above it. Line
/// numbers hold.
enum MarkdownDetailsBoundaries {
    static func separating(_ lines: [String]) -> [String] {
        guard lines.count >= 3 else { return lines }
        var result = lines
        var fence = MDXComponents.Fence()
        for k in lines.indices {
            if fence.step(lines[k]) { continue }
            guard k >= 1, k + 1 < lines.count, lines[k + 1].drop(while: { $0 == " " || $0 == "\t" }).lowercased().hasPrefix("<details")
            else { continue }
            if lines[k].trimmingCharacters(in: " \t").lowercased() == "</details>" {
                result[k - 1] = isBlank(result[k - 1]) ? "<!-- --></details>" : result[k - 1] + "</details>"
                result[k] = ""
            } else if isBlank(result[k - 1]), opensAWrapper(lines[k]) {
                result[k - 1] = lines[k]
                result[k] = ""
            }
        }
        return result
    }

    private static func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" } }

    /// A line that is one opening tag of a block that wraps others: `<div …>`, `<section …>`.
    private static func opensAWrapper(_ line: String) -> Bool {
        let tag = line.trimmingCharacters(in: " \t").lowercased()
        return ["<div", "<section"].contains { tag.hasPrefix($0 + " ") || tag.hasPrefix($0 + ">") } && tag.hasSuffix(">")
            && !tag.dropLast().contains(">")
    }
}
