import Glibc

extension String {
    /// The same lines as `split(separator: "\n", omittingEmptySubsequences: false)`, found with
    /// memchr instead of by characters: a `\n` byte is a character of its own unless a `\r` is
    /// just before it ("\r\n" is one character, which the split by characters does not cut either).
    func newlineSeparatedLines() -> [Substring] {
        var text = self
        var ends: [Int] = []
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count, let hit = memchr(base + offset, 0x0A, bytes.count - offset) {
                let at = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                if at == 0 || bytes[at - 1] != 0x0D { ends.append(at) }
                offset = at + 1
            }
        }
        var lines: [Substring] = []
        lines.reserveCapacity(ends.count + 1)
        let utf8 = text.utf8
        var start = utf8.startIndex
        for end in ends {
            let stop = utf8.index(utf8.startIndex, offsetBy: end)
            lines.append(text[start..<stop])
            start = utf8.index(after: stop)
        }
        lines.append(text[start...])
        return lines
    }
}

extension Substring {
    /// The line without the spaces, tabs and carriage return that end it.
    var withoutTrailingWhitespace: Substring {
        var end = endIndex
        while end > startIndex, [" ", "\t", "\r"].contains(self[index(before: end)]) { end = index(before: end) }
        return self[startIndex..<end]
    }
}
