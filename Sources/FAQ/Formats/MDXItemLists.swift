/// Questions an MDX component takes as data: an attribute holding an array of objects, each a
/// question and its answer under `JSONQuestionLists`' names (`<FaqAccordion items={[{ question: "…",
/// answer: '…' }, …]} />`, Albion Online Objectives' FAQ). The array is read as JavaScript literals:
/// strings in any quote (a template literal's `${…}` kept as written), numbers and names; anything
/// else (a function, JSX) ends the reading, and the component is left to the other rules.
enum MDXItemLists {
    /// The questions of the component whose opening tag starts on line `line` (1-based) with an
    /// attribute `={[` there, and `endLine`: the line its opening tag ends on; or, where it takes none, no
    /// questions and the line the reading stopped on (the lines before it were the array's: no tag there is
    /// read again, so a run of broken arrays costs linear time). Nil for a line with no such attribute.
    static func questions(_ lines: [String], line: Int, to: Int) -> (found: [(question: String, answer: String)], endLine: Int)? {
        let opening = lines[line - 1]
        guard let start = opening.range(ofLiteralIn: "={[") else { return nil }
        var reader = Reader(lines: lines, line: line, to: to)
        reader.column = opening.distance(from: opening.startIndex, to: start.lowerBound) + 2
        // The rest of the tag, to its `>`: other attributes in quotes or braces.
        guard case .array(let items)? = reader.value(depth: 0), reader.skipToTagEnd() else { return ([], reader.line) }
        let found = items.compactMap { item -> (question: String, answer: String)? in
            guard case .object(let members) = item,
                  let question = members.first(where: { JSONQuestionLists.questionKeys.contains($0.key.lowercased()) })?.value.string,
                  let answer = members.first(where: { JSONQuestionLists.answerKeys.contains($0.key.lowercased()) })?.value.string
            else { return nil }
            let plain = HTMLText.collapseWhitespace(HTMLText.plainText(of: question))
            return plain.isEmpty ? nil : (plain, JSONQuestionLists.isHTML(answer) ? HTMLToMarkdown.convert(answer) : answer)
        }
        return (found, reader.line)
    }

    /// A JavaScript literal value, as far as a list of questions needs one.
    indirect enum Value {
        case string(String), array([Value]), object([(key: String, value: Value)]), other

        var string: String? { if case .string(let text) = self { text } else { nil } }
    }

    /// Reads literals character by character over the lines, never past `to`.
    struct Reader {
        let lines: [String]
        var line: Int
        let to: Int
        var column = 0
        private var chars: [Character]

        /// Arrays and objects nest at most so deep.
        static let maximumNesting = 32

        init(lines: [String], line: Int, to: Int) {
            self.lines = lines
            self.line = line
            self.to = to
            chars = Array(lines[line - 1])
        }

        /// The character at the reading position, "\n" at a line's end; nil at the end of line `to`.
        private func peek() -> Character? {
            column < chars.count ? chars[column] : line < to ? "\n" : nil
        }

        private mutating func advance() {
            if column < chars.count {
                column += 1
            } else if line < to {
                line += 1
                chars = Array(lines[line - 1])
                column = 0
            }
        }

        /// Skips spaces, line ends and comments.
        private mutating func skipSpace() {
            while let c = peek() {
                if c.isWhitespace { advance(); continue }
                if c == "/", column + 1 < chars.count, chars[column + 1] == "/" { column = chars.count; continue }
                if c == "/", column + 1 < chars.count, chars[column + 1] == "*" {
                    column += 2
                    while let d = peek(), !(d == "*" && column + 1 < chars.count && chars[column + 1] == "/") { advance() }
                    guard peek() != nil else { return }
                    column += 2
                    continue
                }
                return
            }
        }

        mutating func value(depth: Int) -> Value? {
            skipSpace()
            guard let c = peek(), depth < Self.maximumNesting else { return nil }
            switch c {
            case "\"", "'", "`": return string(closedBy: c).map(Value.string)
            case "[":
                advance()
                var items: [Value] = []
                while true {
                    skipSpace()
                    if peek() == "]" { advance(); return .array(items) }
                    guard let item = value(depth: depth + 1) else { return nil }
                    items.append(item)
                    skipSpace()
                    if peek() == "," { advance() } else if peek() != "]" { return nil }
                }
            case "{":
                advance()
                var members: [(key: String, value: Value)] = []
                while true {
                    skipSpace()
                    if peek() == "}" { advance(); return .object(members) }
                    guard let key = self.key() else { return nil }
                    skipSpace()
                    guard peek() == ":" else { return nil }
                    advance()
                    guard let member = value(depth: depth + 1) else { return nil }
                    members.append((key, member))
                    skipSpace()
                    if peek() == "," { advance() } else if peek() != "}" { return nil }
                }
            default:
                return name() == nil ? nil : .other
            }
        }

        /// A member's name: a word, or a string.
        private mutating func key() -> String? {
            guard let c = peek() else { return nil }
            if c == "\"" || c == "'" { return string(closedBy: c) }
            return name()
        }

        /// A number, a name (`true`, `BOT.repo`), or nil when none stands here.
        private mutating func name() -> String? {
            var word = ""
            while let c = peek(), c.isLetter || c.isNumber || "_$.-".contains(c) { word.append(c); advance() }
            return word.isEmpty ? nil : word
        }

        /// A string's text, its escapes read; a template literal's `${…}` stays as written.
        private mutating func string(closedBy quote: Character) -> String? {
            advance()
            var text = ""
            while let c = peek() {
                advance()
                if c == quote { return text }
                if c == "\n" && quote != "`" { return nil }
                if c == "\\", let escaped = peek() {
                    advance()
                    if escaped == "u", let scalar = unicodeEscape() {
                        text.append(Character(scalar))
                    } else if escaped != "\n" {  // a line continuation adds nothing
                        text.append(escaped == "n" ? "\n" : escaped == "t" ? "\t" : escaped)
                    }
                } else {
                    text.append(c)
                }
            }
            return nil
        }

        /// The character of a `\\uXXXX` escape's four hexadecimal digits, read past; nil (nothing read) for others.
        private mutating func unicodeEscape() -> Unicode.Scalar? {
            guard column + 4 <= chars.count, let value = UInt32(String(chars[column..<column + 4]), radix: 16),
                  let scalar = Unicode.Scalar(value) else { return nil }
            column += 4
            return scalar
        }

        /// Past the rest of the opening tag: true at its `>` (braces and quotes skipped).
        mutating func skipToTagEnd() -> Bool {
            var end = MDXComponents.TagEnd(braces: 1)  // the attribute's own `}` is still to come
            while let c = peek() {
                advance()
                if end.closes(with: c) { return true }
            }
            return false
        }
    }
}
