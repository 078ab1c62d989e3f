/// Roff text as styled text: escapes (`\fB`, `\(em`, `\*(lq`, `\e`, `\-`, `\[u00E9]`…) decoded to
/// Unicode, font changes applied, and what prints nothing here (sizes, colours, motions,
/// registers, comments) dropped.
struct RoffText {
    /// Strings defined by `.ds`, already expanded; man(7) predefines a few.
    private var strings: [String: [Unicode.Scalar]] = [
        "lq": ["\u{201C}"], "rq": ["\u{201D}"], "R": ["\u{00AE}"], "Tm": ["\u{2122}"], "S": [],
    ]
    var font: StyledText.Style = .plain
    private var previousFont: StyledText.Style = .plain
    /// What `\*` may still add in all (strings may name strings): a bound on the work a page makes.
    private var expansionBudget = 1 << 20
    /// Characters `.tr` prints as others (pod2man's `.tr \(*W-`: its dash string is an Ω so spelled).
    private var translations: [Unicode.Scalar: Unicode.Scalar] = [:]

    /// `.tr abcd`: a prints as b and c as d; the pairs may be escapes.
    mutating func translate(_ pairs: String) {
        let scalars = Array(plain(pairs).unicodeScalars)
        for pair in stride(from: 0, to: scalars.count - 1, by: 2) where translations.count < 256 {
            translations[scalars[pair]] = scalars[pair + 1]
        }
    }

    mutating func setFont(_ style: StyledText.Style) {
        previousFont = font
        font = style
    }

    mutating func restorePreviousFont() { setFont(previousFont) }

    /// Back to the roman font, as man's paragraph and heading macros do.
    mutating func resetFont() {
        font = .plain
        previousFont = .plain
    }

    /// Defines (or, `appending`, extends) a string, expanding the strings it names now. The value is read in copy
    /// mode, as troff reads it: `\\` is one backslash (s-nail's `.ds UA \\%S-nail` holds `\%S-nail`, shown "S-nail").
    mutating func define(_ name: String, _ value: String, appending: Bool = false) {
        let scalars = Array(value.unicodeScalars)
        var expanded: [Unicode.Scalar] = appending ? strings[name] ?? [] : []
        var i = 0
        while i < scalars.count {
            if scalars[i] == "\\", i + 1 < scalars.count {
                if scalars[i + 1] == "*" {
                    var j = i + 2
                    let value = strings[Self.escapeName(scalars, &j)] ?? []
                    if value.count <= expansionBudget {
                        expansionBudget -= value.count
                        expanded += value
                    }
                    i = j
                    continue
                }
                if scalars[i + 1] == "\\" {
                    expanded.append("\\")
                    i += 2
                    continue
                }
                expanded.append(scalars[i])
                expanded.append(scalars[i + 1])
                i += 2
                continue
            }
            expanded.append(scalars[i])
            i += 1
        }
        // pod2man's `\*(C\`` and `\*(C'` quote code for terminals; a code span shows it already.
        strings[name] = name == "C`" || name == "C'" ? [] : expanded
    }

    mutating func remove(_ name: String) { strings[name] = nil }

    func isDefined(_ name: String) -> Bool { strings[name] != nil }

    /// Appends a line of text to `out` in the current font. Returns true when the line ends
    /// with `\c` or `\#`: the next line goes on without a space.
    @discardableResult
    mutating func append(_ line: String, to out: inout StyledText) -> Bool {
        append(Array(line.unicodeScalars), to: &out, expandingStrings: true)
    }

    /// The text of `line` without styles.
    mutating func plain(_ line: String) -> String {
        let saved = (font, previousFont)
        var text = StyledText()
        append(line, to: &text)
        (font, previousFont) = saved
        return text.plainText
    }

    private mutating func append(_ s: [Unicode.Scalar], to out: inout StyledText, expandingStrings: Bool) -> Bool {
        var run = String.UnicodeScalarView()
        func flush(_ out: inout StyledText, _ font: StyledText.Style) {
            guard !run.isEmpty else { return }
            if !translations.isEmpty { run = String.UnicodeScalarView(run.map { translations[$0] ?? $0 }) }
            out.append(String(run), font)
            run = String.UnicodeScalarView()
        }
        var i = 0
        while i < s.count {
            let c = s[i]
            guard c == "\\", i + 1 < s.count else {
                run.append(c)
                i += 1
                continue
            }
            let e = s[i + 1]
            i += 2
            switch e {
            case "\\", "e", "E": run.append("\\")
            case "-": run.append("-")
            case "'": run.append("'")
            case "`": run.append("`")
            case ".": run.append(".")
            case " ", "~", "0": run.append(" ")
            case "t": run.append("\t")
            case "&", ")", "%", ":", "|", "^", ",", "/", "d", "u", "r", "a", "p", "{", "}", "!", "?", "z":
                break
            case "c":
                flush(&out, font)
                return true
            case "\"":
                flush(&out, font)
                return false
            case "#":
                flush(&out, font)
                return true
            case "f":
                let name = Self.escapeName(s, &i)
                flush(&out, font)
                switch name {
                case "P", "": restorePreviousFont()
                default: setFont(Self.style(ofFont: name))
                }
            case "(", "[":
                i -= 1
                let name = Self.escapeName(s, &i)
                for scalar in Self.special(name).unicodeScalars { run.append(scalar) }
            case "*":
                let name = Self.escapeName(s, &i)
                if expandingStrings, let value = strings[name], value.count <= expansionBudget {
                    expansionBudget -= value.count
                    flush(&out, font)
                    _ = append(value, to: &out, expandingStrings: false)
                }
            case "n":
                if i < s.count, s[i] == "+" || s[i] == "-" { i += 1 }
                _ = Self.escapeName(s, &i)
            case "s":
                if i < s.count, s[i] == "+" || s[i] == "-" { i += 1 }
                if i < s.count, s[i] == "(" || s[i] == "[" {
                    _ = Self.escapeName(s, &i)
                } else if i < s.count, s[i] == "'" {
                    _ = Self.delimited(s, &i)
                } else if i < s.count, s[i].properties.numericType != nil {
                    let first = s[i]
                    i += 1
                    if ("1"..."3").contains(first), i < s.count, ("0"..."9").contains(s[i]) { i += 1 }
                }
            case "m", "M", "F", "g", "k", "V", "Y", "O", "$":
                _ = Self.escapeName(s, &i)
            case "N":
                if let code = UInt32(Self.delimited(s, &i)), code > 0, let scalar = Unicode.Scalar(code) { run.append(scalar) }
            case "C":
                for scalar in Self.special(Self.delimited(s, &i)).unicodeScalars { run.append(scalar) }
            case "h":
                // A move forward is a space (DocBook's `\h'-04'\(bu\h'+03'` bullets); back, nothing.
                let distance = Self.delimited(s, &i)
                if let first = distance.first, first != "-", first != "0" { run.append(" ") }
            case "v", "w", "l", "L", "D", "X", "b", "x", "S", "H", "R", "o", "Z", "A", "B", "T", "U":
                _ = Self.delimited(s, &i)
            default:
                run.append(e)
            }
        }
        flush(&out, font)
        return false
    }

    /// The name after an escape: one character, two after `(`, or up to `]` after `[`.
    static func escapeName(_ s: [Unicode.Scalar], _ i: inout Int) -> String {
        guard i < s.count else { return "" }
        switch s[i] {
        case "(":
            let end = min(s.count, i + 3)
            defer { i = end }
            return String(String.UnicodeScalarView(s[(i + 1)..<end]))
        case "[":
            var j = i + 1
            while j < s.count, s[j] != "]" { j += 1 }
            defer { i = min(s.count, j + 1) }
            // `\*[name arguments]`: the name is the first word.
            let inside = String(String.UnicodeScalarView(s[(i + 1)..<j]))
            return String(inside.prefix { $0 != " " })
        default:
            defer { i += 1 }
            return String(s[i])
        }
    }

    /// The argument between a delimiter and its next occurrence (`\h'1n'`, `\N'233'`).
    static func delimited(_ s: [Unicode.Scalar], _ i: inout Int) -> String {
        guard i < s.count else { return "" }
        let delimiter = s[i]
        var j = i + 1
        while j < s.count, s[j] != delimiter { j += 1 }
        defer { i = min(s.count, j + 1) }
        return String(String.UnicodeScalarView(s[(i + 1)..<j]))
    }

    static func style(ofFont name: String) -> StyledText.Style {
        switch name {
        case "B", "3", "CB", "TB", "HB": .bold
        case "I", "2", "CI", "TI", "HI": .italic
        case "BI", "4": .boldItalic
        case "C", "CW", "CR", "CO", "V": .code
        default: .plain
        }
    }

    /// A special character by its name (`em`, `lq`, `u00E9`, `char233`, `'e`, `*a`); unknown
    /// names print nothing.
    static func special(_ name: String) -> String {
        if let known = specials[name] { return known }
        if name.hasPrefix("u"), name.count >= 5 {
            let scalars = name.dropFirst().split(separator: "_").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            return String(String.UnicodeScalarView(scalars))
        }
        if name.hasPrefix("char"), let code = UInt32(name.dropFirst(4)), let scalar = Unicode.Scalar(code) { return String(scalar) }
        if name.count == 2, let accent = accents[name.first!], let base = name.last, base.isLetter {
            return String(base) + String(accent)
        }
        if name.count == 2, name.first == "*", let letter = name.last, letter.isASCII,
           let index = greekLetters.firstIndex(of: Character(letter.lowercased())) {
            let offset = greekLetters.distance(from: greekLetters.startIndex, to: index)
            let lower = Unicode.Scalar(0x03B1 + UInt32(offset))!
            return letter.isUppercase ? String(lower).uppercased() : String(lower)
        }
        return ""
    }

    /// Roff's Greek names (`*a` α … `*w` ω), in the order of the Greek alphabet.
    private static let greekLetters = "abgdezyhiklmncoprvstufxqw"

    private static let accents: [Character: Character] = [
        "'": "\u{0301}", "`": "\u{0300}", ":": "\u{0308}", "^": "\u{0302}", "~": "\u{0303}", ",": "\u{0327}",
        "o": "\u{030A}", "v": "\u{030C}",
    ]

    private static let specials: [String: String] = [
        "em": "\u{2014}", "en": "\u{2013}", "hy": "-", "mi": "-", "lq": "\u{201C}", "rq": "\u{201D}",
        "oq": "\u{2018}", "cq": "\u{2019}", "aq": "'", "dq": "\"", "bu": "\u{2022}", "co": "\u{00A9}",
        "rg": "\u{00AE}", "tm": "\u{2122}", "de": "\u{00B0}", "ga": "`", "ha": "^", "ti": "~", "ul": "_",
        "rs": "\\", "sl": "/", "pl": "+", "eq": "=", "mu": "\u{00D7}", "di": "\u{00F7}", "+-": "\u{00B1}",
        "<=": "\u{2264}", ">=": "\u{2265}", "!=": "\u{2260}", "->": "\u{2192}", "<-": "\u{2190}",
        "<>": "\u{2194}", "ua": "\u{2191}", "da": "\u{2193}", "rA": "\u{21D2}", "lA": "\u{21D0}",
        "sc": "\u{00A7}", "ps": "\u{00B6}", "dg": "\u{2020}", "dd": "\u{2021}", "ct": "\u{00A2}",
        "Po": "\u{00A3}", "Ye": "\u{00A5}", "Eu": "\u{20AC}", "eu": "\u{20AC}", "fm": "\u{2032}",
        "sd": "\u{2033}", "ba": "|", "br": "\u{2502}", "or": "|", "ss": "\u{00DF}", "ae": "\u{00E6}",
        "AE": "\u{00C6}", "o/": "\u{00F8}", "O/": "\u{00D8}", "ff": "ff", "fi": "fi", "fl": "fl",
        "Fi": "ffi", "Fl": "ffl", "lh": "\u{261C}", "rh": "\u{261E}", "OK": "\u{2713}", "tno": "~",
        "Bq": "\u{201E}", "bq": "\u{201A}", "Fo": "\u{00AB}", "Fc": "\u{00BB}", "fo": "\u{2039}",
        "fc": "\u{203A}", "r!": "\u{00A1}", "r?": "\u{00BF}", "12": "\u{00BD}", "14": "\u{00BC}",
        "34": "\u{00BE}", "if": "\u{221E}", "pc": "\u{00B7}", "at": "@", "sh": "#", "lB": "[", "rB": "]",
        "lC": "{", "rC": "}", "la": "\u{27E8}", "ra": "\u{27E9}", "an": "\u{23AF}", "sq": "\u{25A1}",
        "ci": "\u{25CB}", "es": "\u{2205}", "mc": "\u{00B5}", "-D": "\u{00D0}", "Sd": "\u{00F0}",
        "TP": "\u{00DE}", "Tp": "\u{00FE}", "-h": "\u{210F}", "ap": "~", "~~": "\u{2248}", "==": "\u{2261}",
        "is": "\u{222B}", "sr": "\u{221A}", "pd": "\u{2202}", "gr": "\u{2207}", "no": "\u{00AC}",
        "AN": "\u{2227}", "OR": "\u{2228}", "fa": "\u{2200}", "te": "\u{2203}", "mo": "\u{2208}",
        "nm": "\u{2209}", "sb": "\u{2282}", "sp": "\u{2283}", "ca": "\u{2229}", "cu": "\u{222A}",
        "'": "\u{00B4}", "`": "`", "vs": "\u{2423}",
    ]
}
