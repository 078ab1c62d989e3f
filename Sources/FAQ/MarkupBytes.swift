/// The byte tests and searches plain tag scans of markup share (the guard's `MarkupCensus` and
/// `MarkupHeadings`, `HTMLMarkdownPages`): no parser, ASCII case folding only.
enum MarkupBytes {
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// `byte` in lower case when `fold` is set and it is an ASCII capital.
    static func lower(_ byte: UInt8, _ fold: Bool = true) -> UInt8 {
        fold && byte >= 65 && byte <= 90 ? byte + 32 : byte
    }

    /// Where `needle` (lower case when `caseInsensitive`) starts in `bytes` after `start` (and
    /// before `start + within`).
    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int, within: Int = .max,
                     caseInsensitive: Bool = false) -> Int? {
        let limit = within == .max ? bytes.count : min(bytes.count, start + within)
        guard let first = needle.first, start < limit else { return nil }
        var i = start
        while i + needle.count <= limit {
            guard let next = bytes[i..<limit].firstIndex(where: { lower($0, caseInsensitive) == first }) else { return nil }
            if next + needle.count > limit { return nil }
            if (0..<needle.count).allSatisfy({ lower(bytes[next + $0], caseInsensitive) == needle[$0] }) { return next }
            i = next + 1
        }
        return nil
    }
}
