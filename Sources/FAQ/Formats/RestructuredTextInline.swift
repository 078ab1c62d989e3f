/// reStructuredText inline markup as Markdown: ``literals`` and code-like roles
/// (`:code:`, `:file:`, `:func:`…) as code spans, other roles (`:ref:`, `:pep:`…) and
/// references as their text, `` `text <https://…>`_ `` as links, `*emphasis*` and
/// `**strong**` as they are; anything else Markdown could read as markup is escaped.
enum RestructuredTextInline {
    static let codeRoles: Set<String> = ["code", "literal", "file", "command", "program", "option", "envvar", "samp", "kbd",
                                         "class", "func", "meth", "mod", "attr", "data", "exc", "obj", "const", "var",
                                         "c:func", "c:type", "c:macro", "c:data", "c:member", "py:func", "py:class",
                                         "py:meth", "py:mod", "py:attr", "py:exc", "py:data", "py:obj", "makevar",
                                         "regexp", "mimetype", "keyword", "math", "token", "source", "menuselection", "guilabel"]

    static func convert(_ text: String, startOfBlock: Bool = false) -> String {
        let chars = Array(text)
        var out = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            // ``literal``
            if c == "`", i + 1 < chars.count, chars[i + 1] == "`", let close = find(["`", "`"], in: chars, from: i + 2) {
                out += codeSpan(String(chars[(i + 2)..<close]))
                i = close + 2
                continue
            }
            // :role:`text`
            if c == ":", i == 0 || !chars[i - 1].isLetter, let roleEnd = roleEnd(chars, from: i) {
                let role = String(chars[(i + 1)..<roleEnd]).lowercased()
                if let close = find(["`"], in: chars, from: roleEnd + 2) {
                    var inner = String(chars[(roleEnd + 2)..<close])
                    // A raw role (`.. role:: raw-html(raw)`) holds markup: its text shows, not its tags
                    // (ElegantRL's questions in `<font color="#A52A2A">…</font>`).
                    if role.hasPrefix("raw") {
                        out += escape(withoutTags(inner).trimmingCharacters(in: " "))
                        i = close + 1
                        continue
                    }
                    if let open = inner.lastIndex(of: "<"), inner.hasSuffix(">") {
                        inner = String(inner[..<open]).trimmingCharacters(in: " ")  // `title <target>`
                        if inner.isEmpty { inner = String(chars[(roleEnd + 2)..<close]).trimmingCharacters(in: "<>") }
                    }
                    if inner.hasPrefix("~") || inner.hasPrefix("!") { inner.removeFirst() }
                    switch role {
                    case _ where codeRoles.contains(role): out += codeSpan(inner)
                    case "pep": out += "PEP " + escape(inner)
                    case "rfc": out += "RFC " + escape(inner)
                    case "emphasis", "dfn", "title-reference", "t": out += "*" + escape(inner) + "*"
                    case "strong": out += "**" + escape(inner) + "**"
                    default: out += escape(inner)
                    }
                    i = close + 1
                    continue
                }
            }
            // `interpreted`, `reference`_, `text <url>`_
            if c == "`", let close = find(["`"], in: chars, from: i + 1), close > i + 1 {
                let inner = String(chars[(i + 1)..<close])
                var after = close + 1
                let isReference = after < chars.count && chars[after] == "_"
                if isReference { after += 1; if after < chars.count && chars[after] == "_" { after += 1 } }
                if after < chars.count, chars[after] == ":", let roleEnd = roleEnd(chars, from: after) { after = roleEnd + 1 }
                if isReference, let open = inner.lastIndex(of: "<"), inner.hasSuffix(">") {
                    let label = String(inner[..<open]).trimmingCharacters(in: " ")
                    let url = String(inner[inner.index(after: open)...].dropLast())
                    out += link(label.isEmpty ? url : label, url)
                } else {
                    out += isReference ? escape(inner) : "*" + escape(inner) + "*"
                }
                i = after
                continue
            }
            // [#]_ footnote references: dropped.
            if c == "[", let close = find(["]"], in: chars, from: i), close + 1 < chars.count, chars[close + 1] == "_",
               chars[(i + 1)..<close].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "#" || $0 == "*" || $0 == "-" }) {
                i = close + 2
                continue
            }
            // word_ and word__ references: the word.
            if c == "_", i > 0, chars[i - 1].isLetter || chars[i - 1].isNumber {
                var next = i + 1
                if next < chars.count, chars[next] == "_" { next += 1 }
                if next >= chars.count || chars[next] == " " || ".,;:!?)".contains(chars[next]) {
                    i = next
                    continue
                }
            }
            // |substitution| references: their name.
            if c == "|", let close = find(["|"], in: chars, from: i + 1), close > i + 1, chars[i + 1] != " ", chars[close - 1] != " " {
                out += escape(String(chars[(i + 1)..<close]))
                i = close + 1
                if i < chars.count, chars[i] == "_" { i += 1 }
                continue
            }
            if c == "\\", i + 1 < chars.count {
                // rST escapes: `\ ` joins, `\x` is x.
                if chars[i + 1] != " " { out += escape(String(chars[i + 1])) }
                i += 2
                continue
            }
            if c == "*" || c == "_" {
                out.append(c)  // emphasis is written alike in both
            } else {
                out += escape(String(c), atLineStart: startOfBlock && out.isEmpty)
            }
            i += 1
        }
        return out
    }

    /// Markup's text: every `<…>` tag left out.
    static func withoutTags(_ markup: String) -> String {
        var text = ""
        var inTag = false
        for c in markup {
            if c == "<" { inTag = true } else if c == ">" && inTag { inTag = false } else if !inTag { text.append(c) }
        }
        return text
    }

    /// The index of the closing `:` of a `:role:` followed by a backtick.
    private static func roleEnd(_ chars: [Character], from start: Int) -> Int? {
        var j = start + 1
        while j < chars.count, chars[j].isLetter || chars[j].isNumber || "-_+.:".contains(chars[j]) {
            if chars[j] == ":", j + 1 < chars.count, chars[j + 1] == "`" { return j > start + 1 ? j : nil }
            j += 1
        }
        return nil
    }

    private static func find(_ target: [Character], in chars: [Character], from: Int) -> Int? {
        InlineSearch.find(target, in: chars, from: from)
    }

    static func codeSpan(_ code: String) -> String {
        let flat = code.replacingAll("\n", with: " ")
        guard !flat.isEmpty else { return "" }
        var longest = 0, run = 0
        for c in flat { run = c == "`" ? run + 1 : 0; longest = max(longest, run) }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = flat.hasPrefix("`") || flat.hasSuffix("`") ? " " : ""
        return fence + pad + flat + pad + fence
    }

    static func link(_ label: String, _ url: String) -> String {
        let lower = url.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("mailto:"),
              !url.contains(where: { $0 == "<" || $0 == ">" || $0 == " " }) else { return escape(label) }
        return "[" + escape(label) + "](<" + url + ">)"
    }

    /// Escapes what Markdown would read as markup in plain text: tags, links, code, and block
    /// markers at the start of a block.
    static func escape(_ text: String, atLineStart: Bool = false) -> String {
        var out = ""
        for (n, c) in text.enumerated() {
            if "<>[]`\\".contains(c) || (n == 0 && atLineStart && "#>+-=|".contains(c)) { out.append("\\") }
            out.append(c)
        }
        return out
    }
}
