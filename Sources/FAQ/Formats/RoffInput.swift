/// The lines of a roff source as a man page reader needs them: continued lines joined,
/// comments and conditionals (`.if`, `.ie`/`.el`, `\{…\}`) resolved as nroff would, strings
/// (`.ds`) defined, and calls of the page's own macros (`.de`) replaced by the layout requests
/// their bodies make (`RS`, `nf`, `sp`…). What is left is text and requests.
struct RoffInput {
    enum Line {
        case text(String, line: Int)
        case request(String, arguments: [String], line: Int)
    }

    var text = RoffText()
    /// Requests a page's macro may stand for; other requests in a macro's body are left out.
    static let layoutRequests: Set<String> = ["RS", "RE", "nf", "fi", "EX", "EE", "sp", "br", "PP", "LP", "P", "ft"]

    private let source: [Substring]
    private var index = 0
    /// Names the reader itself knows: a page cannot redefine them.
    private let builtIn: Set<String>
    private var macros: [String: [(String, [String])]] = [:]
    private var ieResults: [Bool] = []
    private var queued: [Line] = []

    init(_ content: String, builtIn: Set<String>) {
        source = content.split(separator: "\n", omittingEmptySubsequences: false).map { $0.last == "\r" ? $0.dropLast() : $0 }
        self.builtIn = builtIn
    }

    mutating func next() -> Line? {
        while true {
            if !queued.isEmpty { return queued.removeFirst() }
            guard index < source.count else { return nil }
            let number = index + 1
            let line = logicalLine()
            process(line, number: number, depth: 0)
        }
    }

    /// One input line with its continuations (a line ending in an unescaped `\`) joined.
    private mutating func logicalLine() -> String {
        var line = String(source[index])
        index += 1
        while Self.endsWithContinuation(line), index < source.count {
            line.removeLast()
            line += source[index]
            index += 1
        }
        return line
    }

    private static func endsWithContinuation(_ line: String) -> Bool {
        var backslashes = 0
        for c in line.utf8.reversed() { if c == UInt8(ascii: "\\") { backslashes += 1 } else { break } }
        return backslashes % 2 == 1
    }

    private mutating func process(_ rawLine: String, number: Int, depth: Int) {
        let line = Self.removingBlockEnds(rawLine)
        guard let first = line.first, first == "." || first == "'" else {
            if line.hasPrefix("\\\"") || (line.hasPrefix("\\#")) { return }  // a comment line
            queued.append(.text(line, line: number))
            return
        }
        let (name, rest) = Self.requestName(line.dropFirst())
        switch name {
        case "":
            return  // `.\" comment`, or a lone `.`
        case "if", "ie", "while":
            let (holds, body) = condition(rest)
            if name == "ie" { ieResults.append(holds); if ieResults.count > 64 { ieResults.removeFirst() } }
            conditional(holds, body, number: number, depth: depth)
        case "el":
            conditional(!(ieResults.popLast() ?? true), rest, number: number, depth: depth)
        case "ds", "ds1", "as", "as1":
            let (string, value) = Self.requestName(rest)
            var v = value.drop { $0 == " " || $0 == "\t" }
            if v.first == "\"" { v = v.dropFirst() }
            text.define(string, String(v), appending: name.hasPrefix("as"))
        case "de", "de1", "am", "am1", "dei", "ami":
            let (macro, end) = Self.requestName(rest)
            let body = skipBlock(until: Self.arguments(end).first ?? ".")
            guard !builtIn.contains(macro) else { return }
            var requests = name.hasPrefix("am") ? macros[macro] ?? [] : []
            for line in body where requests.count < 16 {
                if let request = layoutRequest(line) { requests.append(request) }
            }
            macros[macro] = requests
        case "tr":
            text.translate(String(rest.drop { $0 == " " || $0 == "\t" }))
        case "ig":
            _ = skipBlock(until: Self.arguments(rest).first ?? ".")
        case "rm":
            for string in Self.arguments(rest) { text.remove(string); macros[string] = nil }
        default:
            if !builtIn.contains(name), let requests = macros[name] {
                for (request, arguments) in requests { queued.append(.request(request, arguments: arguments, line: number)) }
            } else {
                queued.append(.request(name, arguments: Self.arguments(rest), line: number))
            }
        }
    }

    private mutating func conditional(_ holds: Bool, _ body: Substring, number: Int, depth: Int) {
        var body = body.drop { $0 == " " || $0 == "\t" }
        let opensBlock = body.hasPrefix("\\{")
        if opensBlock { body = body.dropFirst(2) }
        if holds {
            if !body.isEmpty, depth < 8 { process(String(body), number: number, depth: depth + 1) }
        } else if opensBlock {
            // Skip to the `\}` that closes this block, counting the blocks opened inside it.
            var open = 1 + Self.count("\\{", in: body) - Self.count("\\}", in: body)
            while open > 0, index < source.count {
                let line = source[index]
                index += 1
                open += Self.count("\\{", in: line) - Self.count("\\}", in: line)
            }
        }
    }

    /// Whether a condition holds in nroff (`n`, `\n(.g` for groff: yes; `t`, registers,
    /// expressions: no), and the text after it.
    private func condition(_ text: Substring) -> (Bool, Substring) {
        var s = text.drop { $0 == " " || $0 == "\t" }
        var negate = false
        if s.first == "!" { negate = true; s = s.dropFirst() }
        guard let c = s.first else { return (false, s) }
        var holds = false
        if "ntoevh".contains(c), s.dropFirst().first.map({ $0 == " " || $0 == "\t" || $0 == "\\" }) ?? true {
            holds = c == "n" || c == "o"
            s = s.dropFirst()
        } else if "drcmFS".contains(c), s.dropFirst().first == " " {
            let (name, rest) = Self.requestName(s.dropFirst())
            holds = c == "d" && (self.text.isDefined(name) || macros[name] != nil)
            s = rest
        } else if c == "'" || c == "\"" || c == "|" || c == "/" {
            // 'a'b': the two strings are equal.
            let parts = s.dropFirst().split(separator: c, maxSplits: 2, omittingEmptySubsequences: false)
            holds = parts.count >= 2 && parts[0] == parts[1]
            s = parts.count == 3 ? parts[2] : ""
        } else {
            let expression = s.prefix { $0 != " " && $0 != "\t" }
            holds = expression == "\\n(.g" || expression == "\\n[.g]" || (Int(expression).map { $0 > 0 } ?? false)
            s = s.dropFirst(expression.count)
        }
        return (holds != negate, s)
    }

    /// The lines up to a line `..` (or `.END`), which is consumed.
    private mutating func skipBlock(until end: String) -> [Substring] {
        var body: [Substring] = []
        while index < source.count {
            let line = source[index]
            index += 1
            if line.first == "." || line.first == "'" {
                let (name, _) = Self.requestName(line.dropFirst())
                if end == "." ? name == "." || line.dropFirst().allSatisfy({ $0 == "." || $0 == " " }) : name == end { break }
            }
            body.append(line)
        }
        return body
    }

    /// What a line of a macro's body does to the layout, if anything (`.if n .sp` is `sp`).
    private func layoutRequest(_ line: Substring) -> (String, [String])? {
        guard line.first == "." || line.first == "'" else { return nil }
        var (name, rest) = Self.requestName(line.dropFirst())
        if name == "if" {
            let (holds, body) = condition(rest)
            let trimmed = body.drop { $0 == " " || $0 == "\t" }
            guard holds, trimmed.first == "." || trimmed.first == "'" else { return nil }
            (name, rest) = Self.requestName(trimmed.dropFirst())
        }
        guard Self.layoutRequests.contains(name) else { return nil }
        // A macro's arguments (`\\$1`) are not known here.
        return (name, Self.arguments(rest).filter { !$0.contains("\\") })
    }

    /// A request's name (after the control character and any spaces) and what follows it.
    static func requestName(_ s: Substring) -> (String, Substring) {
        let start = s.drop { $0 == " " || $0 == "\t" }
        let name = start.prefix { $0 != " " && $0 != "\t" && $0 != "\\" }
        return (String(name), start.dropFirst(name.count))
    }

    /// A request's arguments: words, or `"quoted words"` (`""` inside is a quote); a comment ends them.
    static func arguments(_ s: Substring) -> [String] {
        var arguments: [String] = []
        var current = ""
        var quoted = false, inArgument = false
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            let next = s.index(after: i)
            if c == "\\", next < s.endIndex {
                if s[next] == "\"" || s[next] == "#" { break }
                current.append(c)
                current.append(s[next])
                inArgument = true
                i = s.index(after: next)
                continue
            }
            if quoted {
                if c == "\"" {
                    if next < s.endIndex, s[next] == "\"" { current.append("\""); i = s.index(after: next); continue }
                    quoted = false
                } else {
                    current.append(c)
                }
            } else if c == " " || c == "\t" {
                if inArgument { arguments.append(current); current = ""; inArgument = false }
            } else if c == "\"" && !inArgument {
                quoted = true
                inArgument = true
            } else {
                current.append(c)
                inArgument = true
            }
            i = next
        }
        if inArgument { arguments.append(current) }
        return arguments
    }

    /// The line without `\}` (ends of conditional blocks that were read).
    private static func removingBlockEnds(_ line: String) -> String {
        guard line.contains("\\}") else { return line }
        var out = ""
        var i = line.startIndex
        while i < line.endIndex {
            let c = line[i]
            let next = line.index(after: i)
            if c == "\\", next < line.endIndex {
                if line[next] != "}" { out.append(c); out.append(line[next]) }
                i = line.index(after: next)
                continue
            }
            out.append(c)
            i = next
        }
        return out
    }

    private static func count(_ mark: String, in line: Substring) -> Int {
        var n = 0
        var i = line.startIndex
        while i < line.endIndex {
            let next = line.index(after: i)
            if line[i] == "\\", next < line.endIndex {
                if line[next] == mark.last! { n += 1 }
                i = line.index(after: next)
                continue
            }
            i = next
        }
        return n
    }
}
