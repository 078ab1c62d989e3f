/// A strict JSON parser (RFC 8259) with positions. It is iterative, and nesting is capped,
/// because even freeing a deeply nested tree recurses: no input can overflow the stack.
public struct JSONParser {
    /// Deeper nesting is an error: no FAQ needs it, and it keeps every later walk shallow.
    public static let maximumDepth = 512

    /// A syntax error and where it is.
    public struct SyntaxError: Error, Equatable, Sendable {
        /// What is wrong, in words the app can translate.
        public var text: TranslatableText
        public var position: SourcePosition
        /// What is wrong, in English.
        public var message: String { text.description }
    }

    /// The file, read through a pointer: no reference counting per byte.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Parses one JSON document; trailing content other than white space is an error.
    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONNode {
        try bytes.withUnsafeBufferPointer { buffer throws(SyntaxError) in
            var parser = JSONParser(bytes: buffer)
            return try parser.parseDocument()
        }
    }

    /// An open container. Its items wait on the parser's shared stacks (`items`, `members`,
    /// `keySets`) from `first` on, so that adding one never copies the ones before it.
    private enum Frame {
        case array(start: Int, first: Int)
        case object(start: Int, first: Int, key: String)
    }

    private mutating func parseDocument() throws(SyntaxError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }  // UTF-8 byte order mark
        var stack: [Frame] = []
        var items: [JSONNode] = []
        var members: [(key: String, value: JSONNode)] = []
        var keySets: [Set<String>] = []  // one per open object, the innermost last
        var result: JSONNode?
        while result == nil {
            skipWhitespace()
            if stack.count >= Self.maximumDepth { throw error(TranslatableText("values are nested more than {1} levels deep", String(Self.maximumDepth))) }
            // Read one value, or open a container.
            let start = offset
            guard let byte = peek() else { throw error(stack.isEmpty ? TranslatableText("the file is empty") : TranslatableText("unexpected end of file")) }
            var value: JSONNode
            switch byte {
            case UInt8(ascii: "{"):
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "}") {
                    offset += 1
                    value = JSONNode(value: .object([]), offset: start)
                } else {
                    let key = try parseKey(isDuplicate: { _ in false })
                    keySets.append([key])
                    stack.append(.object(start: start, first: members.count, key: key))
                    continue
                }
            case UInt8(ascii: "["):
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "]") {
                    offset += 1
                    value = JSONNode(value: .array([]), offset: start)
                } else {
                    stack.append(.array(start: start, first: items.count))
                    continue
                }
            default:
                value = try parseScalar()
            }
            // Hand the value to its container; close every container that ends here.
            while true {
                guard let frame = stack.last else {
                    result = value
                    break
                }
                skipWhitespace()
                switch frame {
                case .array(let position, let first):
                    items.append(value)
                    if consume(",") { break }
                    guard consume("]") else {
                        throw error(peek() == nil ? TranslatableText("unexpected end of file: an array is not closed") : TranslatableText("expected ',' or ']' in an array"))
                    }
                    stack.removeLast()
                    value = JSONNode(value: .array(Array(items[first...])), offset: position)
                    items.removeSubrange(first...)
                    continue
                case .object(let position, let first, let key):
                    members.append((key, value))
                    if consume(",") {
                        skipWhitespace()
                        let keys = keySets.count - 1
                        let next = try parseKey(isDuplicate: { keySets[keys].contains($0) })
                        keySets[keys].insert(next)
                        stack[stack.count - 1] = .object(start: position, first: first, key: next)
                        break
                    }
                    guard consume("}") else {
                        throw error(peek() == nil ? TranslatableText("unexpected end of file: an object is not closed") : TranslatableText("expected ',' or '}' in an object"))
                    }
                    stack.removeLast()
                    keySets.removeLast()
                    value = JSONNode(value: .object(Array(members[first...])), offset: position)
                    members.removeSubrange(first...)
                    continue
                }
                break
            }
        }
        skipWhitespace()
        if peek() != nil { throw error(TranslatableText("unexpected content after the JSON value")) }
        return result!
    }

    /// Reads `"key" :`.
    private mutating func parseKey(isDuplicate: (String) -> Bool) throws(SyntaxError) -> String {
        let start = offset
        guard peek() == UInt8(ascii: "\"") else {
            throw error(peek() == nil ? TranslatableText("unexpected end of file: an object is not closed") : TranslatableText("expected a quoted member name"))
        }
        let key = try parseString()
        if isDuplicate(key) { throw error(TranslatableText("duplicate member \"{1}\"", key), at: start) }
        skipWhitespace()
        guard consume(":") else { throw error(TranslatableText("expected ':' after a member name")) }
        return key
    }

    private mutating func parseScalar() throws(SyntaxError) -> JSONNode {
        let start = offset
        let byte = peek()!
        switch byte {
        case UInt8(ascii: "\""):
            return JSONNode(value: .string(try parseString()), offset: start)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return JSONNode(value: .bool(true), offset: start)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return JSONNode(value: .bool(false), offset: start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return JSONNode(value: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), offset: start)
        default:
            throw error(TranslatableText("expected a value (a string, number, object, array, true, false or null)"))
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(SyntaxError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - offset >= expected.count,
              bytes[offset..<offset + expected.count].elementsEqual(expected) else {
            throw error(TranslatableText("expected a value (a string, number, object, array, true, false or null)"))
        }
        offset += expected.count
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = offset
        func digits() -> Int {
            let from = offset
            while let b = peek(), b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { offset += 1 }
            return offset - from
        }
        _ = consume("-")
        if consume("0") {
            if let b = peek(), b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { throw error(TranslatableText("a number cannot have a leading zero")) }
        } else if digits() == 0 {
            throw error(TranslatableText("expected digits in a number"))
        }
        if consume("."), digits() == 0 { throw error(TranslatableText("expected digits after the decimal point")) }
        if consume("e") || consume("E") {
            _ = consume("+") || consume("-")
            if digits() == 0 { throw error(TranslatableText("expected digits in the exponent")) }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(text) else { throw error(TranslatableText("a number out of range")) }
        return value
    }

    /// Reads a quoted string: escapes decoded, UTF-8 validated (once, at the end), raw control
    /// characters refused.
    private mutating func parseString() throws(SyntaxError) -> String {
        offset += 1  // opening quote
        let start = offset
        var decoded: [UInt8]?  // only once an escape is met; plain strings are sliced as they are
        var plainStart = offset
        while true {
            guard let byte = peek() else { throw error(TranslatableText("unexpected end of file: a string is not closed")) }
            switch byte {
            case UInt8(ascii: "\""):
                let end = offset
                offset += 1
                if var bytes = decoded {
                    bytes.append(contentsOf: self.bytes[plainStart..<end])
                    return try validated(bytes, from: start)
                }
                return try validated(self.bytes[start..<end], from: start)
            case UInt8(ascii: "\\"):
                if decoded == nil { decoded = [] }
                decoded!.append(contentsOf: bytes[plainStart..<offset])
                offset += 1
                let scalar = try parseEscape()
                decoded!.append(contentsOf: Array(String(Character(scalar)).utf8))
                plainStart = offset
            case 0..<0x20:
                throw error(byte == 0x0A ? TranslatableText("a string is not closed before the end of the line") : TranslatableText("a control character must be escaped in a string"))
            default:
                offset += 1
            }
        }
    }

    private func validated(_ slice: some Collection<UInt8>, from start: Int) throws(SyntaxError) -> String {
        if let text = String(validating: slice, as: UTF8.self) { return text }
        throw error(TranslatableText("invalid UTF-8 in a string"), at: start + validUTF8Prefix(slice))
    }

    private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
        guard let byte = peek() else { throw error(TranslatableText("unexpected end of file in an escape")) }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard consume("\\"), consume("u") else { throw error(TranslatableText("a lone surrogate in a \\u escape")) }
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error(TranslatableText("a lone surrogate in a \\u escape")) }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error(TranslatableText("a lone surrogate in a \\u escape")) }
            return scalar
        default:
            offset -= 1
            throw error(TranslatableText("unknown escape in a string"))
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexValue(byte) else { throw error(TranslatableText("expected four hex digits after \\u")) }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    // MARK: Reading

    private func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func consume(_ ascii: Unicode.Scalar) -> Bool {
        guard peek() == UInt8(ascii: ascii) else { return false }
        offset += 1
        return true
    }

    private mutating func skipWhitespace() {
        while let b = peek() {
            switch b {
            case 0x20, 0x09, 0x0D, 0x0A: offset += 1
            default: return
            }
        }
    }

    private func error(_ message: TranslatableText, at index: Int? = nil) -> SyntaxError {
        SyntaxError(text: message, position: SourcePosition(offset: index ?? offset, in: Array(bytes)))
    }
}
