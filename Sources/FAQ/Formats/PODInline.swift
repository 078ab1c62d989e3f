/// POD's formatting codes as styled text: `B<bold>`, `I<italic>`, `F<file>`, `C<code>`,
/// `L<text|target>`, `E<entity>`, `S<text>`, with `X<>` and `Z<>` dropped and the
/// `C<< a > b >>` form, whose content may hold `>`.
enum PODInline {
    /// Codes nested deeper than this are read as text.
    static let maximumDepth = 16

    private enum Piece {
        case text(String, StyledText.Style)
        case link(label: String, url: String)
    }

    private struct Open {
        var letter: Unicode.Scalar
        /// How many `>` close it: 1, or the number of `<` of a `C<< … >>` code.
        var closer: Int
        var opener: String
        var pieces: [Piece] = []
    }

    static func convert(_ text: String) -> StyledText {
        let s = Array(text.unicodeScalars)
        var stack = [Open(letter: " ", closer: 0, opener: "")]
        var run = String.UnicodeScalarView()
        func flush() {
            if !run.isEmpty { stack[stack.count - 1].pieces.append(.text(String(run), .plain)); run = String.UnicodeScalarView() }
        }
        var i = 0
        while i < s.count {
            let c = s[i]
            if ("A"..."Z").contains(c), i + 1 < s.count, s[i + 1] == "<", stack.count <= maximumDepth {
                var j = i + 1
                while j < s.count, s[j] == "<" { j += 1 }
                let brackets = j - i - 1
                flush()
                if brackets >= 2, j < s.count, s[j] == " " || s[j] == "\t" || s[j] == "\n" {
                    var k = j
                    while k < s.count, s[k] == " " || s[k] == "\t" || s[k] == "\n" { k += 1 }
                    stack.append(Open(letter: c, closer: brackets, opener: String(String.UnicodeScalarView(s[i..<k]))))
                    i = k
                } else {
                    stack.append(Open(letter: c, closer: 1, opener: String(c) + "<"))
                    i += 2
                }
                continue
            }
            let top = stack[stack.count - 1]
            if c == ">", top.closer == 1, stack.count > 1 {
                flush()
                close(&stack)
                i += 1
                continue
            }
            if top.closer > 1, c == " " || c == "\t" || c == "\n" {
                var k = i
                while k < s.count, s[k] == " " || s[k] == "\t" || s[k] == "\n" { k += 1 }
                var closing = 0
                while k + closing < s.count, s[k + closing] == ">", closing < top.closer { closing += 1 }
                if closing == top.closer {
                    flush()
                    close(&stack)
                    i = k + closing
                    continue
                }
                // Not a closing: the spaces are text (and are not looked at again).
                for space in s[i..<k] { run.append(space) }
                i = k
                continue
            }
            run.append(c)
            i += 1
        }
        flush()
        // Codes never closed are text as written.
        while stack.count > 1 {
            let open = stack.removeLast()
            stack[stack.count - 1].pieces.append(.text(open.opener, .plain))
            stack[stack.count - 1].pieces += open.pieces
        }
        var out = StyledText()
        for piece in stack[0].pieces {
            switch piece {
            case .text(let text, let style): out.append(text, style)
            case .link(let label, let url): out.appendLink(label, url: url)
            }
        }
        return out
    }

    private static func plain(_ pieces: [Piece]) -> String {
        pieces.map { if case .text(let text, _) = $0 { text } else if case .link(let label, _) = $0 { label } else { "" } }.joined()
    }

    private static func close(_ stack: inout [Open]) {
        let open = stack.removeLast()
        var result: [Piece]
        switch open.letter {
        case "B": result = open.pieces.map { restyle($0, bold: true) }
        case "I", "F": result = open.pieces.map { restyle($0, bold: false) }
        case "C": result = [.text(plain(open.pieces), .code)]
        case "X", "Z": result = []
        case "E": result = [.text(entity(plain(open.pieces)), .plain)]
        case "L": result = [link(plain(open.pieces))]
        default: result = open.pieces
        }
        stack[stack.count - 1].pieces += result
    }

    private static func restyle(_ piece: Piece, bold: Bool) -> Piece {
        guard case .text(let text, let style) = piece else { return piece }
        switch (style, bold) {
        case (.code, _): return piece
        case (.plain, true): return .text(text, .bold)
        case (.plain, false): return .text(text, .italic)
        case (.italic, true), (.bold, false), (.boldItalic, _): return .text(text, .boldItalic)
        case (.bold, true), (.italic, false): return piece
        }
    }

    /// `L<text|target>`: a link for a URL; for a page or section (`perlfunc/open`), its name
    /// as perldoc says it ("open" in perlfunc).
    private static func link(_ inside: String) -> Piece {
        let parts = inside.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        let label = parts.count == 2 ? String(parts[0]) : nil
        let target = String(parts.count == 2 ? parts[1] : parts[0]).trimmingCharacters(in: " ")
        let lower = target.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("mailto:") || lower.hasPrefix("ftp://") {
            return .link(label: label ?? target, url: target)
        }
        if let label { return .text(label, .plain) }
        let unquoted = { (s: Substring) in String(s).trimmingCharacters(in: "\"") }
        if let slash = target.firstIndex(of: "/") {
            let page = target[..<slash], section = unquoted(target[target.index(after: slash)...])
            return .text(page.isEmpty ? "\u{201C}\(section)\u{201D}" : "\u{201C}\(section)\u{201D} in \(page)", .plain)
        }
        if target.hasPrefix("\"") { return .text("\u{201C}\(unquoted(Substring(target)))\u{201D}", .plain) }
        return .text(target, .plain)
    }

    /// `E<lt>`, `E<gt>`, `E<verbar>`, `E<sol>`, HTML's Latin-1 names, `E<0x263A>`, `E<233>`.
    static func entity(_ name: String) -> String {
        if let known = entities[name] { return known }
        if let letter = Latin1Entities.characters[name] { return String(letter) }
        let code: UInt32? = name.hasPrefix("0x") || name.hasPrefix("0X") ? UInt32(name.dropFirst(2), radix: 16)
            : name.hasPrefix("0") && name.count > 1 ? UInt32(name.dropFirst(), radix: 8) : UInt32(name)
        if let code, code > 0, let scalar = Unicode.Scalar(code) { return String(scalar) }
        return ""
    }

    private static let entities: [String: String] = [
        "lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'", "verbar": "|", "sol": "/",
        "mdash": "\u{2014}", "ndash": "\u{2013}", "hellip": "\u{2026}", "lsquo": "\u{2018}", "rsquo": "\u{2019}",
        "ldquo": "\u{201C}", "rdquo": "\u{201D}", "bull": "\u{2022}", "euro": "\u{20AC}", "trade": "\u{2122}",
    ]
}
