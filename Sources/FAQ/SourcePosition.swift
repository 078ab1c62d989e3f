/// A place in a text file: 1-based line and column (columns count Unicode scalars).
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public var description: String { "\(line):\(column)" }
}

extension SourcePosition {
    /// The line and column of byte `offset` in UTF-8 `bytes`; O(offset), for error messages only.
    public init(offset: Int, in bytes: [UInt8]) {
        var line = 1, column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.init(line: line, column: column)
    }
}

/// How many bytes at the start of `bytes` are valid UTF-8 (all of them when it is valid).
func validUTF8Prefix<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var valid = 0
    while case .scalarValue(let scalar) = decoder.decode(&iterator) { valid += UTF8.width(scalar) }
    return valid
}
