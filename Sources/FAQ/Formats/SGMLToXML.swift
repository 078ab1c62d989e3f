/// Makes DocBook SGML well-formed enough for libxml2's recovering XML parser: element and
/// attribute names lower-cased, unquoted attribute values quoted, and the elements DocBook
/// declares EMPTY (`<xref>`, `<anchor>`…), which SGML writes without an end tag, closed.
/// Every element is balanced on a stack: end tags left out (`SGMLOmittedTags`) are written where
/// the next element begins, `</>` closes the open element, stray end tags are dropped, and the
/// first element stays open to the end (a fragment of several chapters is one tree). Latin-1
/// entities (`&eacute;`) become their characters. Comments, processing instructions,
/// declarations and CDATA pass through untouched.
enum SGMLToXML {
    static let emptyElements: Set<String> = [
        "xref", "anchor", "co", "footnoteref", "colspec", "spanspec", "area", "void", "varargs", "sbr",
        "graphic", "inlinegraphic", "imagedata", "audiodata", "videodata", "textdata", "beginpage", "indexterm-empty",
    ]

    static func convert(_ text: String) -> String {
        let chars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        out.reserveCapacity(chars.count + chars.count / 16)
        var i = 0
        func append(_ s: String) { out.append(contentsOf: s.unicodeScalars) }
        var open: [String] = []
        /// How many of each element are open: an end tag with none open is dropped at once.
        var openCount: [String: Int] = [:]
        func close(downTo index: Int) {
            while open.count > index {
                let name = open.removeLast()
                openCount[name, default: 1] -= 1
                append("</" + name + ">")
            }
        }
        while i < chars.count {
            let c = chars[i]
            if c == "&" {
                let (text, length) = entity(chars, i)
                append(text)
                i += length
                continue
            }
            guard c == "<", i + 1 < chars.count else {
                if c == "<" { append("&#60;") } else { out.append(c) }
                i += 1
                continue
            }
            let next = chars[i + 1]
            if next == "!" || next == "?" {
                // Copy a comment, declaration or processing instruction through its end.
                let terminator: [Unicode.Scalar] = hasPrefix(chars, i, "<!--") ? ["-", "-", ">"] : hasPrefix(chars, i, "<![CDATA[") ? ["]", "]", ">"] : [">"]
                var j = i + 2
                var bracketDepth = 0
                while j < chars.count {
                    if terminator == [">"] {
                        if chars[j] == "[" { bracketDepth += 1 } else if chars[j] == "]" { bracketDepth -= 1 }
                        if chars[j] == ">" && bracketDepth <= 0 { break }
                    } else if hasPrefix(chars, j, String(String.UnicodeScalarView(terminator))) {
                        j += terminator.count - 1
                        break
                    }
                    j += 1
                }
                let end = min(j, chars.count - 1)
                if hasPrefix(chars, i, "<!DOCTYPE") || hasPrefix(chars, i, "<!doctype") {
                    append(doctype(String(String.UnicodeScalarView(chars[i...end]))))
                } else {
                    out.append(contentsOf: chars[i...end])
                }
                i = end + 1
                continue
            }
            let closing = next == "/"
            var j = i + (closing ? 2 : 1)
            let nameStart = j
            // A name starts with a letter: `SA<17..19>` is text.
            if j < chars.count, chars[j].properties.isAlphabetic {
                while j < chars.count, isNameCharacter(chars[j]) { j += 1 }
            }
            guard j > nameStart else {
                if closing, j < chars.count, chars[j] == ">" {
                    // `</>`, SGML's short end tag, closes the open element.
                    close(downTo: max(1, open.count - 1))
                    i = j + 1
                } else {
                    append("&#60;")
                    i += 1
                }
                continue
            }
            let name = String(String.UnicodeScalarView(chars[nameStart..<j])).lowercased()
            if closing {
                while j < chars.count, chars[j] != ">" { j += 1 }
                // Closes it and what its end tags left open; the first element stays open.
                if openCount[name, default: 0] > 0, let index = open.lastIndex(of: name) { close(downTo: max(1, index)) }
                i = j + 1
                continue
            }
            if j + 1 < chars.count, chars[j] == "/", chars[j + 1] != ">",
               let end = chars[(j + 1)...].prefix(1000).firstIndex(of: "/") {
                // A NET-enabling tag, `<filename/ls/`: the element and its text up to the next `/`.
                while let top = open.last, open.count > 1, SGMLOmittedTags.closes(top, at: name) { close(downTo: open.count - 1) }
                var text = ""
                for scalar in chars[(j + 1)..<end] { text += scalar == "<" ? "&#60;" : scalar == "&" ? "&#38;" : String(scalar) }
                append("<" + name + ">" + text + "</" + name + ">")
                i = end + 1
                continue
            }
            // Attributes up to the tag's `>`.
            var attributes = ""
            var selfClosed = false
            while j < chars.count, chars[j] != ">" {
                if chars[j] == "/" && j + 1 < chars.count && chars[j + 1] == ">" { selfClosed = true; j += 1; break }
                if chars[j].properties.isWhitespace { j += 1; continue }
                let attrStart = j
                while j < chars.count, isNameCharacter(chars[j]) { j += 1 }
                if j == attrStart { j += 1; continue }  // a character that cannot start a name
                let attrName = String(String.UnicodeScalarView(chars[attrStart..<j])).lowercased()
                var k = j
                while k < chars.count, chars[k].properties.isWhitespace { k += 1 }
                guard k < chars.count, chars[k] == "=" else {
                    // A bare value (`<itemizedlist mark=bullet compact>`): SGML means an attribute set to it.
                    if !attributes.contains(" \(attrName)=") { attributes += " \(attrName)=\"\(attrName)\"" }
                    continue
                }
                k += 1
                while k < chars.count, chars[k].properties.isWhitespace { k += 1 }
                var value = ""
                if k < chars.count, chars[k] == "\"" || chars[k] == "'" {
                    let quote = chars[k]
                    var m = k + 1
                    // An unclosed quote ends at the tag's `>` before the next tag (`url="http://…]]. text</para>`).
                    var lastClose: Int?
                    while m < chars.count, chars[m] != quote, chars[m] != "<" {
                        if chars[m] == ">" { lastClose = lastClose ?? m }
                        m += 1
                    }
                    if m < chars.count, chars[m] == "<", let close = lastClose {
                        value = String(String.UnicodeScalarView(chars[(k + 1)..<close]))
                        j = close
                    } else {
                        value = String(String.UnicodeScalarView(chars[(k + 1)..<min(m, chars.count)]))
                        j = min(m + 1, chars.count)
                    }
                } else {
                    var m = k
                    while m < chars.count, !chars[m].properties.isWhitespace, chars[m] != ">" { m += 1 }
                    value = String(String.UnicodeScalarView(chars[k..<m]))
                    j = m
                }
                if !attributes.contains(" \(attrName)=") {
                    attributes += " \(attrName)=\"" + value.replacingAll("&", with: "&#38;").replacingAll("\"", with: "&#34;").replacingAll("<", with: "&#60;") + "\""
                }
            }
            while let top = open.last, open.count > 1, SGMLOmittedTags.closes(top, at: name) { close(downTo: open.count - 1) }
            let empty = selfClosed || emptyElements.contains(name)
            append("<" + name + attributes + (empty ? "/>" : ">"))
            if !empty {
                open.append(name)
                openCount[name, default: 0] += 1
            }
            i = j + 1
        }
        close(downTo: 0)
        return String(out)
    }

    /// The text for an `&` at `at` and how many characters it spans: a Latin-1 entity's
    /// character, another entity or character reference as it is, or a lone `&` escaped.
    private static func entity(_ chars: [Unicode.Scalar], _ at: Int) -> (String, Int) {
        var j = at + 1
        if j < chars.count, chars[j] == "#" { j += 1 }
        let nameStart = j
        while j < chars.count, j - nameStart < 32, isNameCharacter(chars[j]) { j += 1 }
        guard j > nameStart, j < chars.count, chars[j] == ";" else { return ("&#38;", 1) }
        let name = String(String.UnicodeScalarView(chars[nameStart..<j]))
        if chars[at + 1] != "#", let character = Latin1Entities.characters[name] { return (String(character), j + 1 - at) }
        return (String(String.UnicodeScalarView(chars[at...j])), j + 1 - at)
    }

    /// SGML's `<!DOCTYPE article PUBLIC "…">` has no system identifier, which XML requires (and
    /// libxml2 then stops expanding even `&#38;`): only the name and the internal subset are kept.
    private static func doctype(_ declaration: String) -> String {
        let body = declaration.dropFirst("<!DOCTYPE".count).drop { $0.isWhitespace }
        let name = body.prefix { !$0.isWhitespace && $0 != "[" && $0 != ">" }.lowercased()
        guard let subset = body.firstIndex(of: "[") else { return "<!DOCTYPE \(name)>" }
        return "<!DOCTYPE \(name) " + body[subset...]
    }

    private static func isNameCharacter(_ c: Unicode.Scalar) -> Bool {
        c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "_" || c == "." || c == ":"
    }

    private static func hasPrefix(_ chars: [Unicode.Scalar], _ at: Int, _ prefix: String) -> Bool {
        var k = at
        for p in prefix.unicodeScalars {
            guard k < chars.count, chars[k] == p else { return false }
            k += 1
        }
        return true
    }
}
