/// A heading of the source as its format marks it: its level (1 is the highest; a larger number
/// is deeper, 0 a document title), its folded text (`QuestionShape.key`) and its line; and the
/// UTF-8 offsets where it starts and where what sits under it starts.
struct SourceHeading: Equatable {
    var level: Int
    var key: String
    var line: Int
    var start = 0
    var end = 0
}

/// The source's headings and what sits under them, listed in the simplest form-aware way and
/// apart from the importers, so that the guard can place each title of a reading at its level:
/// Markdown's ATX and setext headings, AsciiDoc's `=` and two-line titles, reST's titles ranked by
/// adornment in order of appearance, Org's `*`, POD's `=head1`–`=head4` and `=item`, man's `.SH`,
/// `.SS` and `.TP`/`.IP` tags, numbered `N`/`N.M` lines of plain text; markup in `MarkupHeadings`.
/// One pass over the lines, each looked at a bounded number of times.
enum SourceHeadings {
    /// A title longer than this is no heading (and costs nothing to fold).
    static let maximumTitleBytes = 1000

    static func list(_ text: String, format: DocumentFormat) -> [SourceHeading] {
        if format == .html || format == .xml || format == .sgml { return MarkupHeadings.list(text, format: format) }
        let lines = text.newlineSeparatedLines().map { $0.last == "\r" ? $0.dropLast() : $0 }
        var headings: [SourceHeading]
        switch format {
        case .markdown: headings = markdown(lines)
        case .asciiDoc: headings = asciiDoc(lines)
        case .restructuredText: headings = restructuredText(lines)
        case .org: headings = org(lines)
        case .pod: headings = pod(lines)
        case .manPage: headings = manPage(lines)
        case .texinfo: headings = texinfo(lines)
        default: headings = numbered(lines)
        }
        // A heading starts at its line and what sits under it at the next.
        var lineStarts = [0]
        var offset = 0
        for byte in text.utf8 {
            offset += 1
            if byte == 0x0A { lineStarts.append(offset) }
        }
        for i in headings.indices {
            let line = headings[i].line
            headings[i].start = lineStarts[min(line - 1, lineStarts.count - 1)]
            headings[i].end = line < lineStarts.count ? lineStarts[line] : offset
        }
        return headings
    }

    static func heading(_ level: Int, _ title: Substring, _ n: Int) -> SourceHeading? {
        guard title.utf8.count <= maximumTitleBytes else { return nil }
        let key = QuestionShape.key(QuestionShape.bareText(title))
        return key.isEmpty ? nil : SourceHeading(level: level, key: key, line: n + 1)
    }

    /// A title without the marks that may close it (`## Title ##`) and its trailing spaces.
    static func withoutClosingMarks(_ title: Substring, _ mark: Character) -> Substring {
        var end = title.endIndex
        while end > title.startIndex, title[title.index(before: end)] == mark || title[title.index(before: end)] == " " {
            end = title.index(before: end)
        }
        return title[..<end]
    }

    static func isBlank(_ line: Substring) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" } }

    /// A run of one character (`===`, `---`), at least `minimum` long, from `marks`.
    static func rule(_ line: Substring, of marks: String, minimum: Int = 2) -> Character? {
        guard let c = line.first, marks.contains(c), line.count >= minimum, line.allSatisfy({ $0 == c }) else { return nil }
        return c
    }

    // MARK: Markdown

    static func markdown(_ lines: [Substring]) -> [SourceHeading] {
        var headings: [SourceHeading] = []
        var fence: Substring?
        var steps = 0
        var n = 0
        // Front matter (`---` … `---`) holds no headings.
        if lines.first == "---", let end = lines.dropFirst().firstIndex(of: "---") { n = end + 1 }
        while n < lines.count {
            let line = lines[n]
            let trimmed = line.drop { $0 == " " }
            defer { n += 1 }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { fence = trimmed.prefix(3); continue }
            if LineCensus.indentation(line) >= 4 || trimmed.isEmpty { continue }
            // MDX's `<Steps>` titles the steps of one answer with headings (Nextra numbers them).
            if let change = stepsTag(trimmed) {
                steps = max(0, steps + change)
                continue
            }
            // The guard's own reading of the marks, apart from the importers' (`ATXHeading`).
            if trimmed.first == "#", steps == 0 {
                let marks = trimmed.prefix { $0 == "#" }.count
                let rest = trimmed.dropFirst(marks)
                if marks <= 6, rest.isEmpty || rest.first == " " || rest.first == "\t",
                   let found = heading(marks, withoutClosingMarks(rest, "#"), n) {
                    headings.append(found)
                }
                continue
            }
            // A setext title: one line of its own over `===` or `---` (a list item or quote is none).
            if n + 1 < lines.count, n == 0 || isBlank(lines[n - 1]), let c = rule(lines[n + 1].drop { $0 == " " }, of: "=-"),
               !"-*+>|<".contains(trimmed.first!), let found = heading(c == "=" ? 1 : 2, trimmed, n) {
                headings.append(found)
                n += 1
            }
        }
        return headings
    }

    /// A line that opens MDX's `<Steps>` (+1) or closes it (-1): the headings between title the steps of one answer.
    /// A self-closing `<Steps />` opens nothing, and neither does a tag that gives data in braces.
    static func stepsTag(_ trimmed: Substring) -> Int? {
        if trimmed == "</Steps>" { return -1 }
        guard trimmed.hasPrefix("<Steps"), trimmed.hasSuffix(">"), !trimmed.hasSuffix("/>"),
              let next = trimmed.dropFirst(6).first, next == ">" || next == " ", !(trimmed.contains("{") && trimmed.contains(":"))
        else { return nil }
        return 1
    }

    // MARK: AsciiDoc

    /// The level of a two-line title's underline character.
    static let asciiDocUnderlines: [Character: Int] = ["=": 0, "-": 1, "~": 2, "^": 3, "+": 4]

    static func asciiDoc(_ lines: [Substring]) -> [SourceHeading] {
        var headings: [SourceHeading] = []
        var delimiter: Substring?
        var n = 0
        while n < lines.count {
            let line = lines[n]
            defer { n += 1 }
            if let open = delimiter {
                if line == open { delimiter = nil }
                continue
            }
            guard let first = line.first, line.utf8.count <= maximumTitleBytes else { continue }
            if first == "=" || first == "#" {
                let marks = line.prefix { $0 == first }.count
                if marks <= 6, line.dropFirst(marks).first == " " {
                    // `== Title ==` closes with its marks.
                    if let found = heading(marks - 1, withoutClosingMarks(line.dropFirst(marks), first), n) { headings.append(found) }
                    continue
                }
            }
            if (first.isLetter || first.isNumber || first == "`" || first == "*" || first == "_"), n + 1 < lines.count,
               let c = rule(lines[n + 1], of: "=-~^+"), let level = asciiDocUnderlines[c], abs(lines[n + 1].count - line.count) <= 2 {
                if let found = heading(level, line, n) { headings.append(found) }
                n += 1
                continue
            }
            if QuestionLevelTitles.isBlockDelimiter(n, lines) { delimiter = line }
        }
        return headings
    }

    // MARK: reStructuredText

    /// Characters reST adorns titles with.
    static let adornments = "=-`:'\"~^_*+#<>.!$%&(),/;?@[\\]{|}"

    static func restructuredText(_ lines: [Substring]) -> [SourceHeading] {
        var headings: [SourceHeading] = []
        // Each style (character, overlined or not) ranked by its first title.
        var styles: [String] = []
        var n = 0
        while n + 1 < lines.count {
            let line = lines[n]
            defer { n += 1 }
            guard !isBlank(line), rule(line, of: adornments) == nil, let c = rule(lines[n + 1], of: adornments, minimum: 3),
                  lines[n + 1].count + 2 >= line.count else { continue }
            let overlined = n > 0 && lines[n - 1].first == c && rule(lines[n - 1], of: adornments) == c
            // A title of its own at the margin (an overlined one may be inset): a blank line or an overline above it.
            guard overlined || (n == 0 || isBlank(lines[n - 1])) && line.first != " " && line.first != "\t" else { continue }
            let style = overlined ? "\(c)\(c)" : "\(c)"
            if !styles.contains(style) { styles.append(style) }
            if let found = heading(styles.firstIndex(of: style)! + 1, line.drop { $0 == " " }, n) { headings.append(found) }
            n += 1
        }
        return headings
    }

    // MARK: Org

    static func org(_ lines: [Substring]) -> [SourceHeading] {
        var headings: [SourceHeading] = []
        var inBlock = false
        for (n, line) in lines.enumerated() {
            let lower = line.prefix(8).lowercased()
            if lower.hasPrefix("#+begin_") { inBlock = true; continue }
            if lower.hasPrefix("#+end_") { inBlock = false; continue }
            guard !inBlock, line.first == "*" else { continue }
            let marks = line.prefix { $0 == "*" }.count
            if line.dropFirst(marks).first == " ", let found = heading(marks, line.dropFirst(marks), n) { headings.append(found) }
        }
        return headings
    }

    // MARK: POD

    /// `=head1`–`=head4` at their number; `=item` a level below the enclosing head, deeper in nested `=over`s.
    static func pod(_ lines: [Substring]) -> [SourceHeading] {
        var headings: [SourceHeading] = []
        var head = 0
        var over = 0
        var inBegin = false
        for (n, line) in lines.enumerated() where line.first == "=" {
            if inBegin {
                if line.hasPrefix("=end") { inBegin = false }
                continue
            }
            if LineCensus.opensPODBlock(line) { inBegin = true; continue }
            if line.hasPrefix("=over") { over += 1; continue }
            if line.hasPrefix("=back") { over = max(0, over - 1); continue }
            if line.hasPrefix("=head"), let digit = line.dropFirst(5).first?.wholeNumberValue {
                head = digit
                over = 0
                if let found = heading(digit, line.dropFirst(6), n) { headings.append(found) }
            } else if line.hasPrefix("=item "), let found = heading(head + max(over, 1), line.dropFirst(6), n) {
                headings.append(found)
            }
        }
        return headings
    }

    // MARK: Texinfo

    /// Texinfo's sectioning commands by level: chapters 1 … subsubsections 4, numbered or not (a `@heading`
    /// opens no section).
    static let texinfoLevels: [Substring: Int] = [
        "chapter": 1, "unnumbered": 1, "appendix": 1,
        "section": 2, "unnumberedsec": 2, "appendixsec": 2, "appendixsection": 2,
        "subsection": 3, "unnumberedsubsec": 3, "appendixsubsec": 3,
        "subsubsection": 4, "unnumberedsubsubsec": 4, "appendixsubsubsec": 4,
    ]

    /// `@chapter`, `@section` and their kin, outside the blocks the census fences (`LineCensus.texinfoFences`).
    static func texinfo(_ lines: [Substring]) -> [SourceHeading] {
        var headings: [SourceHeading] = []
        var skipping: Substring?
        for (n, line) in lines.enumerated() where line.first == "@" {
            let command = line.dropFirst().prefix { $0.isLetter }
            if let block = skipping {
                if command == "end", line.dropFirst(5).prefix(while: { $0.isLetter }) == block { skipping = nil }
                continue
            }
            if LineCensus.texinfoFences.contains(command) { skipping = command; continue }
            if let level = texinfoLevels[command], let found = heading(level, line.dropFirst(1 + command.count), n) {
                headings.append(found)
            }
        }
        return headings
    }

    // MARK: man

    /// `.SH` 1, `.SS` 2, and a `.TP` or `.IP` tag a level below the last of them.
    static func manPage(_ lines: [Substring]) -> [SourceHeading] {
        var headings: [SourceHeading] = []
        var head = 0
        var inDefinition = false
        var tagNext = false
        for (n, raw) in lines.enumerated() {
            if inDefinition {
                if raw.hasPrefix("..") { inDefinition = false }
                continue
            }
            if raw.hasPrefix(".de ") || raw.hasPrefix(".de1 ") { inDefinition = true; continue }
            // pod2man's `.ie n .SS "…"` and its `.el` twin: the first is the title.
            var line = raw
            if line.hasPrefix(".el ") || line.hasPrefix("'") || line.hasPrefix(".\\\"") { continue }
            if line.hasPrefix(".ie ") { line = line.dropFirst(4).drop { $0 != " " }.drop { $0 == " " } }
            if tagNext {
                tagNext = false
                if line.first != "." || [".B ", ".I ", ".BR ", ".BI ", ".IR ", ".IB ", ".RB ", ".RI "].contains(where: { line.hasPrefix($0) }) {
                    if let found = heading(head + 1, line, n) { headings.append(found) }
                    continue
                }
            }
            guard line.first == ".", line.count >= 3 else { continue }
            let request = line.dropFirst().prefix { $0 != " " && $0 != "\t" }
            let argument = line.dropFirst(1 + request.count).drop { $0 == " " || $0 == "\t" }
            switch request {
            case "SH", "SS":
                head = request == "SH" ? 1 : 2
                // A title on the next line when the request has none.
                let title = argument.isEmpty && n + 1 < lines.count ? lines[n + 1] : argument
                if let found = heading(head, title, n) { headings.append(found) }
            case "TP":
                tagNext = true
            case "IP":
                // `.IP "tag" 4`: the tag in quotes; a bullet's `\(bu` folds to nothing.
                let tag = argument.first == "\"" ? argument.dropFirst().prefix { $0 != "\"" } : argument.prefix { $0 != " " }
                if let found = heading(head + 1, tag, n) { headings.append(found) }
            default:
                break
            }
        }
        return headings
    }

    // MARK: Plain text

    /// A number's level: its parts, less a 0 inside it ("17.0.5" is numbered under "17.0", which
    /// titles group 17 itself: an entry of that group, as "17.1" is).
    static func level(_ number: [Int]) -> Int {
        number.count - number.dropFirst().dropLast().filter { $0 == 0 }.count
    }

    /// Numbered lines at the margin opening a paragraph: `1 Getting started` at 1, `1.2) Why …?` at 2.
    static func numbered(_ lines: [Substring]) -> [SourceHeading] {
        var headings: [SourceHeading] = []
        for (n, line) in lines.enumerated() where LineCensus.indentation(line) <= 2 && (n == 0 || isBlank(lines[n - 1])) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard let (number, rest) = GroupCensus.leadingNumber(trimmed), rest.first?.isLetter == true || rest.first == "\"",
                  let found = heading(level(number), rest, n) else { continue }
            headings.append(found)
        }
        return headings
    }
}
