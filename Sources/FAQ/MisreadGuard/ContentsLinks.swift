/// Links to places in the same document, in any format a FAQ is written in: Markdown's
/// `[t](#a)`, HTML's `<a href="#a">t</a>`, AsciiDoc's `<<a>>`, `<<a,t>>` and `xref:a[t]`,
/// reStructuredText's `` `t`_ `` and `:ref:`t <a>``, Doxygen's `<ref refid="a">t</ref>` and
/// DocBook's `<link linkend="a">t</link>`/`<xref linkend="a"/>`. A list item (or a line) made
/// only of them is a table of contents' line: it repeats an entry's title (in its own words,
/// or with the heading's own markup left out), it never adds one. Each scan is bounded per link.
enum ContentsLinks {
    /// How far a link's end is looked for after its start.
    static let window = 400

    /// Whether the line, past a bullet or a number, is one or more links into the document and nothing else.
    static func isOnlyLocalLinks(_ line: Substring) -> Bool {
        guard line.utf8.count < 4000 else { return false }
        var rest = line.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        if let first = rest.first, "-*+•".contains(first), rest.dropFirst().first == " " {
            rest = rest.dropFirst(2)
        } else {
            let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            if !number.isEmpty, number.first!.isNumber, rest.dropFirst(number.count).first.map({ $0 == " " || $0 == ")" }) == true {
                rest = rest.dropFirst(number.count + 1)
            }
        }
        var links = 0
        while true {
            rest = rest.drop { " \t\n\r,;|·-–—/\\".contains($0) }
            guard let first = rest.first else { break }
            if let after = link(rest) {
                links += 1
                rest = after
                continue
            }
            // A tag that shows no words (`<li>`, `</p>`, `<a name="x"></a>`) is passed; a link elsewhere is no contents line.
            if first == "<", let close = rest.prefix(window).firstIndex(of: ">") {
                let tag = rest[...close].lowercased()
                if tag.hasPrefix("<a ") && tag.contains("href") || tag.hasPrefix("<<") { return false }
                rest = rest[rest.index(after: close)...]
                continue
            }
            return false
        }
        return links >= 1
    }

    /// The text after a local link that starts `text`, or nil when none starts there.
    static func link(_ text: Substring) -> Substring? {
        guard let first = text.first else { return nil }
        switch first {
        case "[":
            // Markdown: `[text](#anchor)`, the text holding marks or brackets of its own (`[**Group**](#group)`).
            var depth = 0
            var i = text.startIndex
            var count = 0
            while i < text.endIndex, count < window {
                if text[i] == "[" { depth += 1 } else if text[i] == "]" {
                    depth -= 1
                    if depth == 0 { break }
                }
                i = text.index(after: i)
                count += 1
            }
            guard i < text.endIndex, text[i] == "]" else { return nil }
            let target = text[text.index(after: i)...]
            guard target.hasPrefix("(#"), let close = target.prefix(window).firstIndex(of: ")"),
                  !target[..<close].contains(" ") else { return nil }
            return target[target.index(after: close)...]
        case "<":
            if text.hasPrefix("<<") {
                // AsciiDoc's cross reference: `<<anchor>>`, `<<anchor,text>>`.
                guard let end = text.prefix(window).firstRange(of: ">>") else { return nil }
                return text[end.upperBound...]
            }
            // HTML's `<a href="#…">`, Doxygen's `<ref refid="…">`, DocBook's `<link linkend="…">` and empty `<xref linkend="…"/>`.
            guard let close = text.prefix(window).firstIndex(of: ">") else { return nil }
            let tag = text[...close].lowercased()
            let name = String(tag.dropFirst().prefix { $0.isLetter })
            // `href="#"` goes to no place: a script's switch (`<a href="#" onclick="showHide(…)">`), not a contents line.
            let toNoPlace = ["href=\"#\"", "href='#'", "href=#>", "href=# "].contains { tag.contains($0) }
            let local = name == "a" && (tag.contains("href=\"#") || tag.contains("href='#") || tag.contains("href=#")) && !toNoPlace
                || name == "ref" && tag.contains("refid=") || (name == "link" || name == "xref") && tag.contains("linkend=")
            guard local else { return nil }
            if tag.hasSuffix("/>") { return text[text.index(after: close)...] }
            let after = text[text.index(after: close)...]
            // Its end tag, in any case (`</A>`).
            let region = after.prefix(window)
            var from = region.startIndex
            while let end = region[from...].firstRange(of: "</") {
                let closing = region[end.upperBound...].prefix { $0 != ">" }
                if closing.lowercased() == name, closing.endIndex < region.endIndex {
                    return after[after.index(after: closing.endIndex)...]
                }
                from = end.upperBound
            }
            return nil
        case "x":
            // AsciiDoc's `xref:anchor[text]`.
            guard text.hasPrefix("xref:"), let open = text.prefix(window).firstIndex(of: "["),
                  !text[..<open].contains(" "), let close = text[open...].prefix(window).firstIndex(of: "]") else { return nil }
            return text[text.index(after: close)...]
        case "`":
            // reStructuredText: `` `text`_ ``, `` `text <#anchor>`_ `` (a link elsewhere has an address in `<…>`).
            let body = text.dropFirst()
            guard let end = body.prefix(window).firstRange(of: "`_") else { return nil }
            let inner = body[..<end.lowerBound]
            if let open = inner.lastIndex(of: "<"), inner.last == ">", inner[inner.index(after: open)...].first != "#" { return nil }
            return body[end.upperBound...].drop { $0 == "_" }
        case ":":
            // reStructuredText's `:ref:` role, to a label of this project's documents.
            guard text.hasPrefix(":ref:`"), let end = text.dropFirst(6).prefix(window).firstIndex(of: "`") else { return nil }
            return text[text.index(after: end)...]
        default:
            return nil
        }
    }
}
