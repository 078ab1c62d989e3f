/// `<details>` folds written one right after another, a closing tag's line straight over the next
/// fold's opening one (Caracal's registry): CommonMark reads both into one HTML block, which would
/// hide the second fold's start. Inside the fold's HTML block the closing tag moves up onto the line
/// above, its own line left blank; under text or a code fence it follows an empty comment, which
/// ends its own block on that line. Either way the next fold opens a block of its own. So does the first fold right under the tag that opens
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
                if continuesAnHTMLBlock(result[k - 1]) {
                    // Inside the fold's own HTML block: the tag joins the line above, and its own line, blank, ends the block.
                    result[k - 1] += "</details>"
                    result[k] = ""
                } else {
                    // Under text, a closed code fence or a blank line: an empty comment opens a block that ends on this
                    // line (it may interrupt a paragraph), so the next fold opens its own.
                    result[k] = "<!-- --></details>"
                }
            } else if isBlank(result[k - 1]), opensAWrapper(lines[k]) {
                result[k - 1] = lines[k]
                result[k] = ""
            }
        }
        return result
    }

    private static func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" } }

    /// A line of markup (`<p>Answer.</p>`) inside an HTML block, not text, a code fence or a blank line.
    private static func continuesAnHTMLBlock(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        return trimmed.hasPrefix("<") && trimmed.hasSuffix(">")
    }

    /// A line that is one opening tag of a block that wraps others: `<div …>`, `<section …>`.
    private static func opensAWrapper(_ line: String) -> Bool {
        let tag = line.trimmingCharacters(in: " \t").lowercased()
        return ["<div", "<section"].contains { tag.hasPrefix($0 + " ") || tag.hasPrefix($0 + ">") } && tag.hasSuffix(">")
            && !tag.dropLast().contains(">")
    }
}
