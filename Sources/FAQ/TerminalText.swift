/// Text a terminal formatter wrote (groff's or nroff's output saved to a file, as some packages
/// ship their FAQs): ANSI SGR sequences (`ESC[1m`) and overstrikes (`b BS b` for bold, `_ BS x`
/// for underline) that a terminal shows as bold or underlined, and a reader as stray bytes
/// around the words. They are taken out, leaving the words (and every line where it was).
enum TerminalText {
    private static let escape: UInt8 = 0x1B
    private static let backspace: UInt8 = 0x08

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
            case escape where pending == UInt8(ascii: "["):
                // CSI: parameters and intermediates (0x20–0x3F), then one final byte (0x40–0x7E).
                pending = bytes.next()
                while let next = pending, (0x20...0x3F).contains(next) { pending = bytes.next() }
                if let final = pending, (0x40...0x7E).contains(final) { pending = bytes.next() }
            case backspace:
                // The character struck over goes; the one after the backspace stays.
                while let last = out.last, last & 0xC0 == 0x80 { out.removeLast() }
                if let last = out.last, last != UInt8(ascii: "\n") { out.removeLast() }
            default:
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
