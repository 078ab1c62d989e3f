/// Rewrites the Markdown extensions of other tools into GitHub-flavoured Markdown before cmark
/// reads an answer, so that they read well instead of showing raw:
/// - `:::note Title` … `:::` (Docusaurus, VuePress, markdown-it) and MkDocs `!!! note "Title"`
///   become a quote opening with GitHub's alert marker `[!NOTE] Title` on a line of its own
///   (GitHub's own `> [!NOTE]` alerts get that line too); `:::details` and MkDocs `???` become
///   `<details>`;
/// - Hugo shortcodes `{{< … >}}` / `{{% … %}}` are removed (`highlight` ones become code fences),
///   kramdown attribute lists `{: … }` and heading ids `{#id}` are removed;
/// - wiki links `[[Page]]` / `[[Text|page]]` become their text.
/// Code (fenced blocks and code spans) is left alone.
enum MarkdownExtensions {
    /// Admonitions and details nested deeper than this stay text (each level prefixes every line).
    static let maximumNesting = 8

    static func normalize(_ markdown: String) -> String {
        guard mayContainExtensions(markdown) else { return markdown }
        var rewriter = Rewriter()
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            rewriter.add(String(line))
        }
        rewriter.closeAll()
        return rewriter.lines.joined(separator: "\n")
    }

    /// A quick check that keeps ordinary answers (most of them) from being rewritten at all.
    static func mayContainExtensions(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            switch (previous, byte) {
            case (UInt8(ascii: ":"), UInt8(ascii: ":")), (UInt8(ascii: "{"), UInt8(ascii: "{")),
                 (UInt8(ascii: "{"), UInt8(ascii: ":")), (UInt8(ascii: "{"), UInt8(ascii: "#")),
                 (UInt8(ascii: "{"), UInt8(ascii: ".")), (UInt8(ascii: "["), UInt8(ascii: "[")),
                 (UInt8(ascii: "["), UInt8(ascii: "!")), (UInt8(ascii: "!"), UInt8(ascii: "!")),
                 (UInt8(ascii: "?"), UInt8(ascii: "?")):
                return true
            default:
                previous = byte
            }
        }
        return false
    }

    /// An open container: a colon fence (`:::`) or an indented MkDocs block, drawn as a quote or details.
    /// An MkDocs admonition's opening line: `!!! kind "Title"`, or `??? kind "Title"` / `???+` (`collapsible`); its
    /// title as written after the kind, quotes and all. Nil for any other line.
    static func mkDocsOpening(_ line: String) -> (collapsible: Bool, kind: String, title: Substring)? {
        let collapsible: Bool
        var rest: Substring
        if line.hasPrefix("!!! ") {
            collapsible = false
            rest = line.dropFirst(4)
        } else if line.hasPrefix("??? ") || line.hasPrefix("???+ ") {
            collapsible = true
            rest = line.drop { $0 == "?" || $0 == "+" }
        } else {
            return nil
        }
        rest = rest.drop { $0 == " " }
        let kind = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        return kind.isEmpty ? nil : (collapsible, kind, rest.dropFirst(kind.count))
    }

    private struct Container {
        enum Opening { case colons(Int), indented }
        var opening: Opening
        var isDetails: Bool
    }

    private enum Fence {
        case backticks(Character, Int)
        case hugoHighlight
    }

    private struct Rewriter {
        var lines: [String] = []
        private var containers: [Container] = []
        private var fence: Fence?

        /// What each line inside the open containers starts with: `> ` per quote.
        private var prefix: String {
            String(repeating: "> ", count: containers.filter { !$0.isDetails }.count)
        }

        private mutating func emit(_ content: String) {
            let line = prefix + content
            lines.append(line.hasSuffix(" ") && content.isEmpty ? String(line.dropLast()) : line)
        }

        mutating func add(_ line: String) {
            var content = line
            // MkDocs blocks hold the lines indented by four spaces (and blank lines).
            while let last = containers.last, case .indented = last.opening {
                let depth = containers.filter { if case .indented = $0.opening { return true } else { return false } }.count
                let indent = String(repeating: " ", count: 4 * depth)
                if content.allSatisfy(\.isWhitespace) || line.hasPrefix(indent) { break }
                close()
            }
            let indentedDepth = containers.filter { if case .indented = $0.opening { return true } else { return false } }.count
            if indentedDepth > 0 {
                content = String(line.dropFirst(min(4 * indentedDepth, line.prefix { $0 == " " }.count)))
            }

            let trimmed = trim(content, " \t\r")
            if case .hugoHighlight? = fence, trimmed.hasPrefix("{{"), trimmed.contains("/highlight") {
                fence = nil
                emit("```")
                return
            }
            if let open = fence {
                emit(content)
                if Self.closes(open, content) { fence = nil }
                return
            }
            if let opened = Self.fenceOpening(trimmed) {
                fence = opened
                emit(content)
                return
            }
            if let language = Self.hugoHighlightLanguage(trimmed) {
                fence = .hugoHighlight
                emit("```" + language)
                return
            }
            if colonFence(trimmed) || mkDocsOpening(trimmed) { return }
            let rewritten = Self.rewriteInline(content)
            emit(rewritten)
            if Self.alertSeparated(rewritten) != nil {
                // The alert's marker line is a paragraph of its own: a blank quote line follows.
                let quotePrefix = rewritten.prefix { $0 == ">" || $0 == " " }
                emit(trim(quotePrefix, " "))
            }
        }

        /// `:::kind Title` opens, `:::` closes the innermost colon container.
        private mutating func colonFence(_ trimmed: String) -> Bool {
            let colons = trimmed.prefix { $0 == ":" }.count
            guard colons >= 3 else { return false }
            let rest = trim(trimmed.dropFirst(colons), " \t")
            if !rest.isEmpty, containers.count >= MarkdownExtensions.maximumNesting { return false }
            if rest.isEmpty {
                guard let index = containers.lastIndex(where: {
                    if case .colons(let n) = $0.opening { return n <= colons } else { return false }
                }) else { return false }
                while containers.count > index { close() }
                return true
            }
            let kind = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
            guard !kind.isEmpty else { return false }
            var title = trim(rest.dropFirst(kind.count), " \t")
            if title.hasPrefix("["), title.hasSuffix("]") { title = String(title.dropFirst().dropLast()) }
            open(Container(opening: .colons(colons), isDetails: kind.lowercased() == "details"), kind: kind, title: title)
            return true
        }

        /// `!!! kind "Title"` (a note) or `??? kind "Title"` / `???+` (collapsible: details).
        private mutating func mkDocsOpening(_ trimmed: String) -> Bool {
            guard let opening = MarkdownExtensions.mkDocsOpening(trimmed), containers.count < MarkdownExtensions.maximumNesting else { return false }
            open(Container(opening: .indented, isDetails: opening.collapsible), kind: opening.kind, title: trim(opening.title, " \t\""))
            return true
        }

        private mutating func open(_ container: Container, kind: String, title: String) {
            if container.isDetails {
                let summary = title.isEmpty ? (kind.lowercased() == "details" ? "Details" : Self.capitalized(kind)) : title
                emit("")
                emit("<details><summary>" + Self.escapeHTML(summary) + "</summary>")
                emit("")
                containers.append(container)
            } else {
                emit("")
                containers.append(container)
                emit("[!" + kind.uppercased() + "]" + (title.isEmpty ? "" : " " + title))
                emit("")
            }
        }

        private mutating func close() {
            guard let container = containers.popLast() else { return }
            fence = nil  // a block that ends (by its indentation) ends the code inside it
            emit("")
            if container.isDetails {
                emit("</details>")
                emit("")
            }
        }

        mutating func closeAll() {
            while !containers.isEmpty { close() }
        }

        // MARK: Lines

        static func fenceOpening(_ trimmed: String) -> Fence? {
            guard let first = trimmed.first, first == "`" || first == "~" else { return nil }
            let count = trimmed.prefix { $0 == first }.count
            guard count >= 3 else { return nil }
            if first == "`", trimmed.dropFirst(count).contains("`") { return nil }
            return .backticks(first, count)
        }

        static func closes(_ fence: Fence, _ line: String) -> Bool {
            let trimmed = trim(line, " \t\r")
            switch fence {
            case .backticks(let mark, let count):
                return trimmed.count >= count && trimmed.allSatisfy { $0 == mark }
            case .hugoHighlight:
                return false
            }
        }

        /// `{{< highlight go >}}` opens a fence of that language.
        static func hugoHighlightLanguage(_ trimmed: String) -> String? {
            for open in ["{{< ", "{{% ", "{{<", "{{%"] where trimmed.hasPrefix(open) {
                let inside = trimmed.dropFirst(open.count).drop { $0 == " " }
                guard inside.hasPrefix("highlight") else { return nil }
                let words = inside.split(separator: " ")
                return words.count > 1 && !words[1].hasPrefix(">") && !words[1].hasPrefix("%") ? String(words[1]) : ""
            }
            return nil
        }

        /// The line, if it opens a GitHub alert (`> [!NOTE]`, at any quote depth).
        static func alertSeparated(_ line: String) -> String? {
            let quote = line.prefix { $0 == ">" || $0 == " " }
            guard quote.contains(">") else { return nil }
            let rest = line.dropFirst(quote.count)
            guard rest.hasPrefix("[!"), let close = rest.firstIndex(of: "]") else { return nil }
            let kind = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
            guard !kind.isEmpty, kind.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "_" }) else { return nil }
            return line
        }

        // MARK: Inline

        /// Shortcodes, attribute lists and heading ids removed, wiki links as text; code spans kept.
        static func rewriteInline(_ line: String) -> String {
            var text = line
            if text.contains("{{") || text.contains("{:") || text.contains("[[") {
                text = rewriteSpans(text)
            }
            return strippingHeadingAttributes(text)
        }

        private static func rewriteSpans(_ line: String) -> String {
            let chars = Array(line)
            var out = ""
            var i = 0
            // The last answer for each target: a later search from no further on gives the same
            // one (and one that found nothing finds nothing later), so a line is scanned once per target.
            var found: [String: (from: Int, at: Int?)] = [:]
            func find(_ target: String, from start: Int) -> Int? {
                if let last = found[target], last.from <= start, last.at.map({ $0 >= start }) ?? true { return last.at }
                let t = Array(target)
                var j = start
                var at: Int?
                while j + t.count <= chars.count {
                    if chars[j] == t[0], chars[j..<j + t.count].elementsEqual(t) {
                        at = j
                        break
                    }
                    j += 1
                }
                found[target] = (start, at)
                return at
            }
            /// Where to go on after a removed span: past a space that would double the one before it.
            func skippingDoubledSpace(after end: Int) -> Int {
                end < chars.count && chars[end] == " " && (out.isEmpty || out.last == " ") ? end + 1 : end
            }
            while i < chars.count {
                let c = chars[i]
                if c == "`" {
                    // A code span: copied as it is up to the closing run of as many backticks.
                    let run = chars[i...].prefix { $0 == "`" }.count
                    let ticks = String(repeating: "`", count: run)
                    if let end = find(ticks, from: i + run) {
                        out += String(chars[i..<end + run])
                        i = end + run
                    } else {
                        out += ticks
                        i += run
                    }
                    continue
                }
                let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
                let third: Character? = i + 2 < chars.count ? chars[i + 2] : nil
                if c == "{", next == "{", third == "<" || third == "%" {
                    if let end = find(third == "<" ? ">}}" : "%}}", from: i + 3) {
                        i = skippingDoubledSpace(after: end + 3)
                        continue
                    }
                }
                if c == "{", next == ":", let end = find("}", from: i + 2) {
                    i = skippingDoubledSpace(after: end + 1)
                    continue
                }
                if c == "[", next == "[", let end = find("]]", from: i + 2), end > i + 2,
                   end + 2 >= chars.count || chars[end + 2] != "(" {
                    out += wikiLinkText(String(chars[i + 2..<end]))
                    i = end + 2
                    continue
                }
                out.append(c)
                i += 1
            }
            return out
        }

        /// `[[Page]]` → Page; `[[A|B]]` → the side that reads as text rather than as a page name.
        static func wikiLinkText(_ inside: String) -> String {
            let parts = inside.split(separator: "|", maxSplits: 1).map { trim(String($0), " ") }
            guard parts.count == 2 else { return inside.replacingAll("[", with: "").replacingAll("]", with: "") }
            func looksLikePageName(_ s: String) -> Bool {
                !s.contains(" ") && s.contains { "-_/.#".contains($0) }
            }
            return looksLikePageName(parts[0]) && !looksLikePageName(parts[1]) ? parts[1] : parts[0]
        }

        /// `## Title {#id .class}` → `## Title`.
        static func strippingHeadingAttributes(_ line: String) -> String {
            let trimmed = trim(line, " \t\r")
            guard trimmed.hasPrefix("#"), trimmed.hasSuffix("}"), let open = trimmed.lastIndex(of: "{"),
                  open > trimmed.startIndex, trimmed[trimmed.index(before: open)] == " " else { return line }
            let first = trimmed[trimmed.index(after: open)]
            guard first == "#" || first == "." else { return line }
            return trim(String(trimmed[..<open]), " ")
        }

        static func escapeHTML(_ text: String) -> String {
            text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;")
        }

        static func capitalized(_ word: String) -> String {
            word.prefix(1).uppercased() + word.dropFirst().lowercased()
        }
    }
}

/// `text` without the characters of `set` at its start and end.
private func trim(_ text: some StringProtocol, _ set: String) -> String {
    var s = Substring(text)
    while let c = s.first, set.contains(c) { s.removeFirst() }
    while let c = s.last, set.contains(c) { s.removeLast() }
    return String(s)
}
