/// Text in runs of one style (roman, bold, italic, code), as man pages' fonts and POD's
/// formatting codes give it, written out as Markdown: emphasis only where CommonMark reads it
/// as emphasis, everything else escaped.
struct StyledText {
    enum Style { case plain, bold, italic, boldItalic, code }

    private enum Run {
        case text(Style, String)
        /// Markdown written by the reader itself (a link), with its plain text.
        case markdown(String, plain: String)
        case lineBreak
    }

    private var runs: [Run] = []

    var isEmpty: Bool { runs.isEmpty }

    mutating func append(_ text: String, _ style: Style) {
        guard !text.isEmpty else { return }
        if case .text(let last, var joined)? = runs.last, last == style {
            runs.removeLast()
            joined += text
            runs.append(.text(style, joined))
        } else {
            runs.append(.text(style, text))
        }
    }

    mutating func append(contentsOf other: StyledText) {
        for run in other.runs {
            if case .text(let style, let text) = run { append(text, style) } else { runs.append(run) }
        }
    }

    /// Markdown the reader made itself (an HTML block converted), with its plain text.
    mutating func appendMarkdown(_ markdown: String, plain: String) {
        runs.append(.markdown(markdown, plain: plain))
    }

    /// A link: Markdown when its target is one a window opens, its label as text otherwise.
    mutating func appendLink(_ label: String, url: String) {
        let text = label.isEmpty ? url : label
        runs.append(.markdown(RestructuredTextInline.link(text, url), plain: text))
    }

    mutating func appendLineBreak() {
        if !runs.isEmpty { runs.append(.lineBreak) }
    }

    /// Whether all of the text (but its spaces) is in `style`.
    func isAll(_ style: Style) -> Bool {
        runs.allSatisfy { run in
            if case .text(let s, let text) = run { return s == style || text.allSatisfy(\.isWhitespace) }
            return false
        }
    }

    /// The text without styles, its line breaks as spaces.
    var plainText: String {
        var out = ""
        for run in runs {
            switch run {
            case .text(_, let text): out += text
            case .markdown(_, let plain): out += plain
            case .lineBreak: out += " "
            }
        }
        return out
    }

    /// The text on one line with runs of white space as one space: a heading, a question.
    var singleLine: String { Self.collapsed(plainText) }

    static func collapsed(_ text: String) -> String {
        HTMLText.collapseWhitespace(text)
    }

    /// The text as Markdown inline content (one paragraph; line breaks are hard breaks).
    func markdown() -> String {
        var out = ""
        var atLineStart = true
        for (n, run) in runs.enumerated() {
            switch run {
            case .lineBreak:
                while out.last == " " { out.removeLast() }
                if !out.isEmpty, !out.hasSuffix("\n") { out += "\\\n" }
                atLineStart = true
            case .markdown(let markdown, _):
                out += markdown
                atLineStart = false
            case .text(let style, var text):
                if atLineStart { text = String(text.drop { $0 == " " || $0 == "\t" }) }
                guard !text.isEmpty else { continue }
                if style == .plain {
                    out += Self.escape(text, atLineStart: atLineStart)
                } else {
                    out += styled(text, style, after: out.last, next: firstCharacter(after: n))
                }
                atLineStart = false
            }
        }
        while let last = out.last, last.isWhitespace || last == "\\" { out.removeLast() }
        return out
    }

    /// A styled run: its outer spaces outside the marks, and no marks where CommonMark would
    /// not read them (`**(x)**` right after a letter), so no stray asterisk is ever shown.
    private func styled(_ text: String, _ style: Style, after previous: Character?, next: Character?) -> String {
        let leading = String(text.prefix { $0.isWhitespace })
        let rest = text.dropFirst(leading.count)
        let trailing = String(rest.reversed().prefix { $0.isWhitespace }.reversed())
        let inner = String(rest.dropLast(trailing.count))
        guard !inner.isEmpty else { return text }
        if style == .code { return leading + RestructuredTextInline.codeSpan(inner) + trailing }
        let escaped = Self.escape(inner, atLineStart: false)
        let before = leading.isEmpty ? previous : " "
        let after = trailing.isEmpty ? next : " "
        let marks = style == .bold ? "**" : style == .italic ? "*" : "***"
        guard before != "*", Self.canOpen(escaped.first!, after: before), Self.canClose(escaped.last!, before: after) else {
            return leading + escaped + trailing
        }
        return leading + marks + escaped + marks + trailing
    }

    private func firstCharacter(after index: Int) -> Character? {
        guard index + 1 < runs.count else { return nil }
        switch runs[index + 1] {
        case .text(let style, let text): return style == .code ? "`" : style == .plain ? text.first : "*"
        case .markdown(let markdown, _): return markdown.first
        case .lineBreak: return " "
        }
    }

    private static func isPunctuation(_ c: Character) -> Bool { c.isPunctuation || c.isSymbol }

    /// CommonMark's left-flanking rule for `*` marks before `first`, after `before`.
    private static func canOpen(_ first: Character, after before: Character?) -> Bool {
        if first.isWhitespace { return false }
        guard isPunctuation(first) else { return true }
        return before.map { $0.isWhitespace || isPunctuation($0) } ?? true
    }

    private static func canClose(_ last: Character, before next: Character?) -> Bool {
        if last.isWhitespace { return false }
        guard isPunctuation(last) else { return true }
        return next.map { $0.isWhitespace || isPunctuation($0) } ?? true
    }

    /// Plain text as Markdown: every mark CommonMark or its extensions would read is escaped,
    /// and block markers at the start of a line.
    static func escape(_ text: String, atLineStart: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var lineStart = atLineStart
        var digits = 0
        for c in text {
            guard let ascii = c.asciiValue else {
                out.append(c)
                lineStart = false
                digits = 0
                continue
            }
            switch ascii {
            case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "~"), UInt8(ascii: "|"):
                out.append("\\")
            case UInt8(ascii: "#"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "="):
                if lineStart { out.append("\\") }
            case UInt8(ascii: "."), UInt8(ascii: ")"):
                if digits > 0 { out.append("\\") }
            default:
                break
            }
            digits = (lineStart || digits > 0) && (48...57).contains(ascii) ? digits + 1 : 0
            out.append(c)
            lineStart = ascii == 10
        }
        return out
    }
}
