/// The mdoc(7) macros, BSD's way of writing man pages (`.Sh`, `.Ss`, `.Pp`, `.Bl`/`.It`/`.El`,
/// and inline macros that mark up the words of a line: `.Cm`, `.Fl`, `.Pa`, `.Xr`, `.Dq`…),
/// each told as what the man(7) reader already does with its own macros: a heading, a
/// paragraph, a list entry, code, or styled words (`ManPageFormat`).
enum MdocMacros {
    /// What a line of mdoc means to the man(7) reader.
    enum Meaning: Equatable {
        /// A man(7) request that does the same (`.Sh` is `.SH`).
        case request(String, [String])
        /// Words that join the running text.
        case words([Word])
        /// Words that are a paragraph of their own (`.D1`, `.Dl`).
        case paragraph([Word])
        /// `.It`: a list entry, tagged by its words (none: a bullet).
        case item([Word])
        /// `.Bl` and `.El`: a list's indent opens and closes.
        case listStart, listEnd
        case ignored
    }

    /// A word as written (roff escapes left for the reader), its style, and whether a space
    /// comes before it; a link's target when it is one.
    struct Word: Equatable {
        var text: String
        var style: StyledText.Style = .plain
        var spaceBefore = true
        var link: String?
    }

    /// Macros that stand for a request of man(7) or shape the page.
    private static let structural: Set<String> = [
        "Dd", "Dt", "Os", "Sh", "Ss", "Pp", "Lp", "Bl", "El", "It", "Bd", "Ed", "D1", "Dl", "Nd",
        "Bk", "Ek", "Bf", "Ef", "Rs", "Re", "Ex", "Rv", "Db", "Sm", "Ta",
    ]
    /// Inline macros, which may also be called from within a line (`.Fl v Ar file`).
    private static let inline: Set<String> = [
        "Ad", "An", "Ap", "Ar", "Cd", "Cm", "Dv", "Em", "Er", "Ev", "Fa", "Fl", "Fn", "Ft", "Ic", "In", "Li",
        "Lk", "Ms", "Mt", "Nm", "No", "Ns", "Pa", "Pf", "Sx", "Sy", "Tn", "Ux", "Va", "Vt", "Xr",
        "Aq", "Bq", "Brq", "Dq", "Op", "Pq", "Ql", "Qq", "Sq", "At", "Bx", "Bsx", "Fx", "Nx", "Ox", "Dx",
    ]
    /// Every macro name this reader gives a meaning to.
    static let names = structural.union(inline)

    /// What `.name arguments` means, or nil for a name that is no mdoc macro; `pageName` is what
    /// `.Nm` alone stands for (the name its first use gave).
    static func meaning(_ name: String, _ arguments: [String], pageName: String? = nil) -> Meaning? {
        switch name {
        case "Dt": return .request("TH", Array(arguments.prefix(2)))
        case "Sh": return .request("SH", [words(arguments, macro: nil, pageName: pageName).map(\.text).joined(separator: " ")])
        case "Ss": return .request("SS", [words(arguments, macro: nil, pageName: pageName).map(\.text).joined(separator: " ")])
        case "Pp", "Lp": return .request("PP", [])
        case "Bl": return .listStart
        case "El": return .listEnd
        case "It": return .item(words(arguments, macro: nil, pageName: pageName))
        case "Bd": return arguments.contains("-literal") || arguments.contains("-unfilled") ? .request("nf", []) : .ignored
        case "Ed": return .request("fi", [])
        case "D1": return .paragraph(words(arguments, macro: nil, pageName: pageName))
        case "Dl": return .paragraph(words(arguments, macro: "Li", pageName: pageName))
        case "Nd": return .words([Word(text: "—")] + words(arguments, macro: nil, pageName: pageName))
        case "Ta": return .words([Word(text: "")])
        case _ where structural.contains(name): return .ignored
        case _ where inline.contains(name): return .words(words(arguments, macro: name, pageName: pageName))
        default: return nil
        }
    }

    /// The words of an inline macro's arguments, where any argument may call another macro.
    static func words(_ arguments: [String], macro first: String?, pageName: String? = nil) -> [Word] {
        var result: [Word] = []
        var closes: [String] = []
        var style = StyledText.Style.plain
        var flags = false
        var joinNext = false
        var pending = arguments[...]
        func call(_ macro: String) {
            flags = macro == "Fl"
            style = self.style(of: macro)
            if let (open, close) = quotes[macro] {
                result.append(Word(text: open, spaceBefore: !result.isEmpty && !joinNext))
                closes.append(close)
                joinNext = true
            }
            if macro == "Nm", let pageName, pending.first.map({ isPunctuation($0) || inline.contains($0) }) ?? true {
                result.append(Word(text: pageName, style: .bold, spaceBefore: !result.isEmpty && !joinNext))
                joinNext = false
            }
            if macro == "Ns" || macro == "Pf" || macro == "Ap" { joinNext = true }
            if macro == "Ap" { result.append(Word(text: "'", spaceBefore: false)) }
            if macro == "Fl", pending.first.map({ isPunctuation($0) || inline.contains($0) }) ?? true {
                result.append(Word(text: "-", style: .bold, spaceBefore: !result.isEmpty && !joinNext))
                joinNext = false
            }
            if macro == "Xr", let name = pending.first {
                pending = pending.dropFirst()
                let section = pending.first.flatMap { Int($0) != nil || $0.count == 1 ? $0 : nil }
                if section != nil { pending = pending.dropFirst() }
                result.append(Word(text: name + (section.map { "(" + $0 + ")" } ?? ""), style: .bold, spaceBefore: !result.isEmpty && !joinNext))
                joinNext = false
            }
            if macro == "Lk" || macro == "Mt", let target = pending.first {
                pending = pending.dropFirst()
                let labelWords = Array(pending.prefix { !isPunctuation($0) && !inline.contains($0) })
                pending = pending.dropFirst(labelWords.count)
                let label = labelWords.joined(separator: " ")
                let url = macro == "Mt" ? "mailto:" + target : target
                result.append(Word(text: label.isEmpty ? target : label, spaceBefore: !result.isEmpty && !joinNext, link: url))
                joinNext = false
            }
        }
        if let first { call(first) }
        while let argument = pending.first {
            pending = pending.dropFirst()
            if inline.contains(argument) {
                call(argument)
                continue
            }
            if isPunctuation(argument), argument != "(", argument != "[" {
                // Closing punctuation ends any quote first and sticks to the word before it.
                for close in closes.reversed() { result.append(Word(text: close, spaceBefore: false)) }
                closes = []
                result.append(Word(text: argument, spaceBefore: false))
                continue
            }
            let opening = argument == "(" || argument == "["
            result.append(Word(text: (flags ? "-" : "") + argument, style: opening ? .plain : style,
                               spaceBefore: !result.isEmpty && !joinNext))
            joinNext = opening
        }
        for close in closes.reversed() { result.append(Word(text: close, spaceBefore: false)) }
        return result
    }

    private static let quotes: [String: (String, String)] = [
        "Dq": ("“", "”"), "Sq": ("‘", "’"), "Qq": ("\"", "\""), "Pq": ("(", ")"), "Aq": ("⟨", "⟩"),
        "Bq": ("[", "]"), "Brq": ("{", "}"), "Op": ("[", "]"), "Ql": ("‘", "’"),
    ]

    private static func style(of macro: String) -> StyledText.Style {
        switch macro {
        case "Nm", "Cm", "Fl", "Sy", "Ic", "Fn", "Xr", "Cd": return .bold
        case "Ar", "Em", "Pa", "Va", "Fa", "Ft", "Vt", "Ad", "Er": return .italic
        case "Li", "Ql", "Dv", "Ev": return .code
        default: return .plain
        }
    }

    /// A delimiter mdoc puts next to a word without a space (`.Pa file ,`).
    private static func isPunctuation(_ argument: String) -> Bool {
        argument.count == 1 && ".,;:?!)](".contains(argument.first!) || argument == "["
    }
}
