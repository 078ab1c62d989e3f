/// Text a terminal formatter wrote (groff's or nroff's output saved to a file, as some packages
/// ship their FAQs): escape sequences (`ESC[1m`, `ESC(B`, an `ESC]8;;…` link) and overstrikes
/// (`b BS b` for bold, `_ BS x` for underline) that a terminal shows as bold or underlined, and a
/// reader as stray bytes around the words. They are taken out, leaving the words (and every line
/// where it was).
enum TerminalText {
    private static let escape: UInt8 = 0x1B
    private static let backspace: UInt8 = 0x08
    private static let bell: UInt8 = 0x07

    /// `text` without its terminal sequences; `text` itself when it has none.
    static func plain(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == escape || $0 == backspace }) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var bytes = text.utf8.makeIterator()
        var pending = bytes.next()
        while let byte = pending {
            pending = bytes.next()
            switch byte {
            case escape:
                pending = skipSequence(after: pending, &bytes)
            case backspace:
                // The character struck over goes; the one after the backspace stays.
                removeLastCharacter(&out)
            default:
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Skips the rest of an escape sequence whose first byte after ESC is `first`; returns the
    /// byte after it. CSI (`[`): parameters and intermediates, then a final byte. OSC (`]`): up to
    /// BEL or ESC `\`. Any other: intermediates (0x20–0x2F), then a final byte (`ESC ( B`). A lone
    /// ESC before a line's end or a control character takes nothing with it.
    private static func skipSequence(after first: UInt8?, _ bytes: inout String.UTF8View.Iterator) -> UInt8? {
        guard var next = first else { return nil }
        switch next {
        case UInt8(ascii: "["):
            var byte = bytes.next()
            while let b = byte, (0x20...0x3F).contains(b) { byte = bytes.next() }
            if let final = byte, (0x40...0x7E).contains(final) { byte = bytes.next() }
            return byte
        case UInt8(ascii: "]"):
            var previous: UInt8 = 0
            while let b = bytes.next() {
                if b == bell || previous == escape && b == UInt8(ascii: "\\") || b == UInt8(ascii: "\n") {
                    return b == UInt8(ascii: "\n") ? b : bytes.next()
                }
                previous = b
            }
            return nil
        default:
            while (0x20...0x2F).contains(next) {
                guard let b = bytes.next() else { return nil }
                next = b
            }
            return (0x30...0x7E).contains(next) ? bytes.next() : next
        }
    }

    /// Takes the last character off `out`: its scalars back to a base that no mark or joiner
    /// extends (`e` and U+0301 go together), never a line's end.
    private static func removeLastCharacter(_ out: inout [UInt8]) {
        while let scalar = lastScalar(out), scalar != "\n" {
            out.removeLast(min(out.count, String(scalar).utf8.count))
            // A mark, a variation selector or a joiner belongs to what is before it.
            if scalar.properties.isGraphemeExtend || scalar.value == 0x200D { continue }
            // So does a character a joiner ties to the one before it.
            if lastScalar(out)?.value == 0x200D { continue }
            return
        }
    }

    private static func lastScalar(_ bytes: [UInt8]) -> Unicode.Scalar? {
        var start = bytes.count - 1
        while start > 0, bytes[start] & 0xC0 == 0x80, bytes.count - start < 4 { start -= 1 }
        guard start >= 0 else { return nil }
        return String(decoding: bytes[start...], as: UTF8.self).unicodeScalars.first
    }
}
