/// Makes DocBook SGML well-formed enough for libxml2's recovering XML parser: element and
/// attribute names lower-cased, unquoted attribute values quoted, and the elements DocBook
/// declares EMPTY (`<xref>`, `<anchor>`…), which SGML writes without an end tag, closed.
/// Comments, processing instructions, declarations and CDATA pass through untouched.
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
        while i < chars.count {
            let c = chars[i]
            guard c == "<", i + 1 < chars.count else {
                out.append(c)
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
                out.append(contentsOf: chars[i...end])
                i = end + 1
                continue
            }
            let closing = next == "/"
            var j = i + (closing ? 2 : 1)
            let nameStart = j
            while j < chars.count, isNameCharacter(chars[j]) { j += 1 }
            guard j > nameStart else {
                // `</>` (SGML's short end tag) or a stray `<`: leave it to the parser.
                out.append(c)
                i += 1
                continue
            }
            let name = String(String.UnicodeScalarView(chars[nameStart..<j])).lowercased()
            if closing {
                while j < chars.count, chars[j] != ">" { j += 1 }
                append("</" + name + ">")
                i = j + 1
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
                    attributes += " \(attrName)=\"\(attrName)\""
                    continue
                }
                k += 1
                while k < chars.count, chars[k].properties.isWhitespace { k += 1 }
                var value = ""
                if k < chars.count, chars[k] == "\"" || chars[k] == "'" {
                    let quote = chars[k]
                    var m = k + 1
                    while m < chars.count, chars[m] != quote { m += 1 }
                    value = String(String.UnicodeScalarView(chars[(k + 1)..<min(m, chars.count)]))
                    j = min(m + 1, chars.count)
                } else {
                    var m = k
                    while m < chars.count, !chars[m].properties.isWhitespace, chars[m] != ">" { m += 1 }
                    value = String(String.UnicodeScalarView(chars[k..<m]))
                    j = m
                }
                if !attributes.contains(" \(attrName)=") {
                    attributes += " \(attrName)=\"" + value.replacingAll("&", with: "&amp;").replacingAll("\"", with: "&quot;").replacingAll("<", with: "&lt;") + "\""
                }
            }
            append("<" + name + attributes + (selfClosed || emptyElements.contains(name) ? "/>" : ">"))
            i = j + 1
        }
        return String(out)
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
