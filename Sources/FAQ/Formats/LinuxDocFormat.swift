/// Imports LinuxDoc SGML (`<!doctype linuxdoc system>`: the HOWTO and FAQ format of the Linux
/// Documentation Project, which Debian still ships), whose structure is its sectioning:
/// `<sect>`…`<sect4>` are headings whose title runs up to the next `<p>` (end tags are left
/// out), `<title>` the document's; the text under them (`<p>`, `<itemize>`/`<enum>`/`<descrip>`
/// lists, `<verb>` code, `<bf>`/`<em>`/`<tt>`, `<url>` links, short tags `<tt/text/`) is written
/// out as a web page, on its source lines, that the HTML reader's rules read, as sgml2html
/// would have.
enum LinuxDocFormat {
    /// Whether the text declares the LinuxDoc document type.
    static func declares(_ text: String) -> Bool {
        let head = String(text.unicodeScalars.prefix(4096)).lowercased()
        guard let start = head.range(ofLiteralIn: "<!doctype") else { return false }
        let declaration = head[start.upperBound...].prefix { $0 != ">" }
        return declaration.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).first == "linuxdoc"
    }

    static func decode(_ text: String, file: String) throws(DocumentError) -> (FAQDocument, [DocumentProblem]) {
        try HTMLFAQFormat.decode(page(text), file: file)
    }

    /// Tags that stay inside a heading's title; any other tag ends it.
    static let inline: Set<String> = ["bf", "em", "it", "sl", "tt", "sf", "url", "htmlurl", "ref", "label", "newline", "idx", "cparam"]

    /// The HTML a start tag stands for; nil: left out (its content kept).
    static func start(_ name: String) -> String? {
        switch name {
        case "p": "<p>"
        case "itemize": "<ul>"
        case "enum": "<ol>"
        case "item": "<li>"
        case "descrip": "<dl>"
        case "tag": "<dt>"
        case "bf": "<b>"
        case "em", "it", "sl": "<em>"
        case "tt": "<code>"
        case "quote": "<blockquote>"
        case "tscreen", "abstract", "figure", "table": "<div>"
        case "author", "date": "<p>"
        case "and": ", "
        case "newline": "<br>"
        default: nil
        }
    }

    /// The HTML an end tag stands for.
    static func end(_ name: String) -> String? {
        switch name {
        case "itemize": "</ul>"
        case "enum": "</ol>"
        case "item": "</li>"
        case "descrip": "</dl>"
        case "tag": "</dt><dd>"
        case "bf": "</b>"
        case "em", "it", "sl": "</em>"
        case "tt": "</code>"
        case "quote": "</blockquote>"
        case "tscreen", "abstract", "figure", "table": "</div>"
        default: nil
        }
    }

    /// The page: one pass over the text, each tag replaced where it stands.
    static func page(_ text: String) -> String {
        let s = Array(text.unicodeScalars)
        var out = "<html><body>"
        var heading: String?
        /// After `<appendix>`: its sections are the document's closing parts, not groups.
        var inAppendix = false
        /// In `<verb>` or `<code>`: text as it is, up to its end tag.
        var verbatim: String?
        var i = 0
        func emit(_ scalar: Unicode.Scalar) {
            switch scalar {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        func closeHeading() {
            if let tag = heading { out += "</\(tag)>"; heading = nil }
        }
        func isNameStart(_ k: Int) -> Bool { k < s.count && s[k].properties.isAlphabetic && s[k].isASCII }
        while i < s.count {
            let c = s[i]
            if let name = verbatim {
                let close = Array("</\(name)>".unicodeScalars)
                if c == "<", i + close.count <= s.count, s[i..<(i + close.count)].map({ Character($0).lowercased() }).joined() == "</\(name)>" {
                    out += "</pre>"
                    verbatim = nil
                    i += close.count
                } else {
                    emit(c)
                    i += 1
                }
                continue
            }
            guard c == "<" else { emit(c); i += 1; continue }
            // Declarations and comments: left out, their line breaks kept.
            if i + 1 < s.count, s[i + 1] == "!" {
                let comment = i + 3 < s.count && s[i + 2] == "-" && s[i + 3] == "-"
                var k = i + 2
                while k < s.count, !(s[k] == ">" && (!comment || k >= i + 6 && s[k - 1] == "-" && s[k - 2] == "-")) {
                    if s[k] == "\n" { out += "\n" }
                    k += 1
                }
                i = k + 1
                continue
            }
            let closing = i + 1 < s.count && s[i + 1] == "/"
            let nameStart = closing ? i + 2 : i + 1
            guard isNameStart(nameStart) else {
                // `</>` closes the last element: nothing to write. A lone `<` is text.
                if closing, nameStart < s.count, s[nameStart] == ">" { i = nameStart + 1 } else { emit(c); i += 1 }
                continue
            }
            var k = nameStart
            while k < s.count, s[k].isASCII, s[k].properties.isAlphabetic || ("0"..."9").contains(s[k]) { k += 1 }
            let name = String(String.UnicodeScalarView(s[nameStart..<k])).lowercased()
            // Short tag: `<tt/text/`.
            if !closing, k < s.count, s[k] == "/" {
                var e = k + 1
                while e < s.count, s[e] != "/", s[e] != "\n" { e += 1 }
                if heading != nil, !inline.contains(name) { closeHeading() }
                out += start(name) ?? ""
                for scalar in s[(k + 1)..<min(e, s.count)] { emit(scalar) }
                out += end(name) ?? ""
                i = min(e + 1, s.count)
                continue
            }
            // The tag's attributes, to its `>` (quoted values may hold one).
            var attributes: [String: String] = [:]
            var quote: Unicode.Scalar?
            var raw = ""
            while k < s.count, quote != nil || s[k] != ">" {
                if s[k] == "\n" { out += "\n" }
                if let q = quote { if s[k] == q { quote = nil } } else if s[k] == "\"" || s[k] == "'" { quote = s[k] }
                raw.unicodeScalars.append(s[k])
                k += 1
            }
            i = k + 1
            if !closing { attributes = parseAttributes(raw) }
            if closing {
                if heading != nil, !inline.contains(name) { closeHeading() }
                out += end(name) ?? ""
                continue
            }
            if heading != nil, !inline.contains(name) { closeHeading() }
            switch name {
            case "title":
                out += "<h1>"
                heading = "h1"
            case "appendix":
                // One closing heading holds the appendices (the team, a licence), their titles bold
                // lines of its text, as the back matter of a page with questions is.
                out += "<h3>Appendix</h3>"
                inAppendix = true
            case "sect", "sect1", "sect2", "sect3", "sect4", "chapt":
                if inAppendix {
                    out += "<p><b>"
                    heading = "b"
                    break
                }
                // Below the title: chapters, then sections, `<sect1>` and deeper.
                let level = name == "chapt" ? 2 : name == "sect" ? 3 : min(6, 3 + Int(String(name.last!))!)
                out += "<h\(level)>"
                heading = "h\(level)"
            case "verb", "code":
                out += "<pre>"
                verbatim = name
            case "url", "htmlurl":
                let url = attributes["url"] ?? ""
                let label = attributes["name"] ?? url
                out += "<a href=\"" + escapedAttribute(url) + "\">"
                for scalar in label.unicodeScalars { emit(scalar) }
                out += "</a>"
            case "ref":
                for scalar in (attributes["name"] ?? "").unicodeScalars { emit(scalar) }
            default:
                out += start(name) ?? ""
            }
        }
        closeHeading()
        if verbatim != nil { out += "</pre>" }
        return replacingEntities(out) + "</body></html>"
    }

    /// `name="value"`, `name = 'value'` and `name=value` pairs.
    static func parseAttributes(_ raw: String) -> [String: String] {
        var result: [String: String] = [:]
        let s = Array(raw.unicodeScalars)
        var i = 0
        func skipSpace() { while i < s.count, s[i].properties.isWhitespace { i += 1 } }
        while i < s.count {
            skipSpace()
            let nameStart = i
            while i < s.count, !s[i].properties.isWhitespace, s[i] != "=" { i += 1 }
            let name = String(String.UnicodeScalarView(s[nameStart..<i])).lowercased()
            skipSpace()
            guard i < s.count, s[i] == "=" else { if name.isEmpty { i += 1 }; continue }
            i += 1
            skipSpace()
            var value = ""
            if i < s.count, s[i] == "\"" || s[i] == "'" {
                let q = s[i]
                i += 1
                while i < s.count, s[i] != q { value.unicodeScalars.append(s[i]); i += 1 }
                i += 1
            } else {
                while i < s.count, !s[i].properties.isWhitespace { value.unicodeScalars.append(s[i]); i += 1 }
            }
            if !name.isEmpty { result[name] = value }
        }
        return result
    }

    static func escapedAttribute(_ text: String) -> String {
        text.replacingAll("&", with: "&amp;").replacingAll("\"", with: "&quot;").replacingAll("<", with: "&lt;")
    }

    /// LinuxDoc's own character entities, which HTML does not know.
    static func replacingEntities(_ html: String) -> String {
        var result = XMLFormats.replacingDocBookEntities(html)
        for (name, value) in ["etago": "&lt;/", "ero": "&amp;", "dquot": "&quot;", "tilde": "~", "shy": ""]
        where result.mayContain(literal: "&\(name);") && result.contains("&\(name);") {
            result = result.replacingAll("&\(name);", with: value)
        }
        return result
    }
}
