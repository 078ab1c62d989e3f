/// Texinfo's inline commands as Markdown: `@code{…}` and its kin as code, `@emph{…}` as emphasis,
/// `@strong{…}` as bold, `@uref{url, text}` as a link, `@xref{Node}` as "See Node", `@dots{}` and the
/// like as their characters, `@@`, `@{`, `@}` as themselves, TeX's ``quotes'' and dashes (`--`,
/// `---`) as typeset; index entries, `@anchor{}` and `@c` comments show nothing, and any other
/// command shows its argument. Text is escaped for Markdown.
enum TexinfoInline {
    /// Commands whose argument is code.
    static let code: Set<String> = ["code", "samp", "kbd", "key", "command", "env", "file", "option", "verb", "t", "indicateurl"]
    static let emphasis: Set<String> = ["emph", "i", "dfn", "cite", "var", "slanted"]
    static let bold: Set<String> = ["strong", "b"]
    /// Commands whose argument is an address or a name, read as plain text.
    static let literal: Set<String> = ["uref", "url", "email", "value"]
    /// Commands that show nothing.
    static let hidden: Set<String> = ["anchor", "cindex", "findex", "vindex", "kindex", "pindex", "tindex", "index", "refill", "noindent"]
    /// Commands with no argument and the text they stand for.
    static let symbols: [String: String] = [
        "dots": "…", "enddots": "…", "TeX": "TeX", "LaTeX": "LaTeX", "copyright": "©", "registeredsymbol": "®", "bullet": "•",
        "minus": "-", "result": "⇒", "expansion": "↦", "equiv": "≡", "error": "error→", "point": "∗", "today": "", "tie": " ",
        "exclamdown": "¡", "questiondown": "¿", "euro": "€", "pounds": "£", "ss": "ß", "aa": "å", "AA": "Å", "ae": "æ",
        "AE": "Æ", "o": "ø", "O": "Ø", "l": "ł", "L": "Ł", "oe": "œ", "OE": "Œ", "geq": "≥", "leq": "≤", "arrow": "→",
    ]
    /// The deepest nesting of braces read: deeper ones are shown as text.
    static let maximumDepth = 32

    /// The Markdown of a line (or paragraph) of Texinfo text; `values` are the document's `@set` flags.
    static func convert(_ text: String, values: [String: String] = [:]) -> String {
        var reader = Reader(characters: Array(text), values: values)
        return reader.read(depth: 0, until: nil)
    }

    /// The text of a line with every command read and no Markdown: for titles.
    static func plain(_ text: String, values: [String: String] = [:]) -> String {
        var reader = Reader(characters: Array(text), values: values, plain: true)
        return reader.read(depth: 0, until: nil).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The text of a line with every command read, its spaces kept: for code.
    static func text(_ line: String, values: [String: String] = [:]) -> String {
        var reader = Reader(characters: Array(line), values: values, plain: true)
        reader.verbatim = true
        return reader.read(depth: 0, until: nil)
    }

    private struct Reader {
        let characters: [Character]
        let values: [String: String]
        var plain = false
        /// Inside code or an address: TeX's quotes and dashes are the characters written.
        var verbatim = false
        var i = 0

        init(characters: [Character], values: [String: String], plain: Bool = false) {
            self.characters = characters
            self.values = values
            self.plain = plain
        }

        func escaped(_ text: String) -> String { plain ? text : HTMLToMarkdown.escape(text) }

        /// Reads up to the closing brace (when `until` is "}") or the end, and returns its Markdown.
        mutating func read(depth: Int, until close: Character?) -> String {
            var out = ""
            while i < characters.count {
                let c = characters[i]
                if c == close { i += 1; return out }
                // TeX's quotes and dashes: ``…'' as “…”, --- and -- as — and –.
                if !verbatim, let (ligature, length) = ligature(at: i) {
                    out += ligature
                    i += length
                    continue
                }
                guard c == "@", i + 1 < characters.count else {
                    out += escaped(String(c))
                    i += 1
                    continue
                }
                let next = characters[i + 1]
                if !next.isLetter {
                    // `@@`, `@{`, `@}`, `@.`, `@*` (a line break), `@-` (a hyphenation point), `@:` (spacing only).
                    i += 2
                    if next == "*" {
                        out += plain ? " " : "\\\n"
                        // The line's own end after the break is no second one.
                        if i < characters.count, characters[i] == "\n" { i += 1 }
                    } else if !"-/:\n".contains(next) {
                        out += escaped(String(next))
                    }
                    continue
                }
                var end = i + 1
                while end < characters.count, characters[end].isLetter { end += 1 }
                let name = String(characters[(i + 1)..<end])
                // A comment runs to the line's end.
                if name == "c" || name == "comment", end == characters.count || characters[end] == " " || characters[end] == "\t" {
                    while end < characters.count, characters[end] != "\n" { end += 1 }
                    i = end
                    continue
                }
                i = end
                guard i < characters.count, characters[i] == "{" else {
                    out += escaped(symbols[name] ?? "")
                    continue
                }
                i += 1
                // Code and addresses show their characters as they are: what they hold is read as plain text.
                let (wasPlain, wasVerbatim) = (plain, verbatim)
                if TexinfoInline.code.contains(name) || TexinfoInline.literal.contains(name) { (plain, verbatim) = (true, true) }
                let argument: String
                if depth >= TexinfoInline.maximumDepth {
                    argument = escaped(flattened())
                } else {
                    argument = read(depth: depth + 1, until: "}")
                }
                (plain, verbatim) = (wasPlain, wasVerbatim)
                out += command(name, argument)
            }
            return out
        }

        /// TeX's ligature at `k` and its length: ``, '', --- or --.
        func ligature(at k: Int) -> (String, Int)? {
            let c = characters[k]
            guard c == "`" || c == "'" || c == "-", k + 1 < characters.count, characters[k + 1] == c else { return nil }
            switch c {
            case "`": return ("“", 2)
            case "'": return ("”", 2)
            default: return k + 2 < characters.count && characters[k + 2] == "-" ? ("—", 3) : ("–", 2)
            }
        }

        /// The text up to the brace that closes the one just opened, deeper commands' names and braces left out.
        mutating func flattened() -> String {
            var out = ""
            var level = 1
            while i < characters.count {
                let c = characters[i]
                i += 1
                if c == "}" {
                    level -= 1
                    if level == 0 { break }
                } else if c == "@", i < characters.count, characters[i].isLetter {
                    while i < characters.count, characters[i].isLetter { i += 1 }
                    if i < characters.count, characters[i] == "{" { level += 1; i += 1 }
                } else if c != "{" {
                    out.append(c)
                }
            }
            return out
        }

        func command(_ name: String, _ argument: String) -> String {
            if let symbol = symbols[name] { return escaped(symbol) }
            if TexinfoInline.hidden.contains(name) { return "" }
            let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: " ") }
            if plain {
                switch name {
                case "uref", "url", "email": return parts.count > 1 && !parts[1].isEmpty ? parts[1] : parts[0]
                case "xref": return "See " + parts[0]
                case "pxref": return "see " + parts[0]
                case "ref", "inforef": return parts[0]
                case "value": return values[argument] ?? argument
                case "footnote": return ""
                default: return argument
                }
            }
            switch name {
            case _ where TexinfoInline.code.contains(name):
                return argument.isEmpty ? "" : "`" + argument.replacingAll("`", with: "'") + "`"
            case _ where TexinfoInline.emphasis.contains(name): return argument.isEmpty ? "" : "*" + argument + "*"
            case _ where TexinfoInline.bold.contains(name): return argument.isEmpty ? "" : "**" + argument + "**"
            case "uref", "url":
                let label = parts.count > 1 && !parts[1].isEmpty ? parts[1] : parts.count > 2 && !parts[2].isEmpty ? parts[2] : ""
                return label.isEmpty ? "<" + parts[0] + ">" : "[" + HTMLToMarkdown.escape(label) + "](<" + parts[0] + ">)"
            case "email": return HTMLToMarkdown.escape(parts.count > 1 && !parts[1].isEmpty ? parts[1] : parts[0])
            case "xref": return "See " + parts[0]
            case "pxref": return "see " + parts[0]
            case "ref", "inforef": return parts[0]
            case "value": return HTMLToMarkdown.escape(values[argument] ?? argument)
            case "footnote": return " (" + argument + ")"
            default: return argument
            }
        }
    }
}
