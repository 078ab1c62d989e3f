extension Substring {
    /// Whether the text begins with `prefix`, as the standard library's `hasPrefix` says, told by
    /// bytes where that gives the same answer. The standard one compares a `Substring` by
    /// `Character`s, making a string of each; the readers and the guard ask it of every line, and
    /// it was a tenth of a shelf's first scan.
    func hasPrefix(_ prefix: String) -> Bool {
        let bytes = utf8, prefixBytes = prefix.utf8
        // A prefix that is not ASCII may end inside a character or be written in another normal form.
        guard ASCIIBytes.isASCII(prefix) else { return starts(with: prefix) }
        guard prefixBytes.count <= bytes.count else { return false }
        var index = bytes.startIndex
        var last: UInt8 = 0
        for byte in prefixBytes {
            guard bytes[index] == byte else { return false }
            last = byte
            index = bytes.index(after: index)
        }
        // The bytes after the prefix may still join its last character into another: a combining
        // mark, or the "\n" of a "\r\n". An ASCII byte after any other ASCII byte starts a character.
        guard index != bytes.endIndex else { return true }
        let next = bytes[index]
        if next < 0x80, !(last == UInt8(ascii: "\r") && next == UInt8(ascii: "\n")) { return true }
        return starts(with: prefix)
    }
}
