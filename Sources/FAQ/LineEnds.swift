import Glibc

/// Windows ("\r\n") and classic Mac ("\r") line ends made "\n", once, before a file's format is
/// told and read: Swift takes "\r\n" for one character, so a reader that splits its text at
/// "\n" would see a CRLF file as one line (a POD file read that way had no commands at all).
enum LineEnds {
    /// `bytes` with every "\r\n" and lone "\r" as "\n"; the same array when it holds no "\r".
    /// UTF-16 text (a byte-order mark first) is left to `normalized(_:)` on its decoded text.
    static func normalized(_ bytes: [UInt8]) -> [UInt8] {
        guard !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]), containsReturn(bytes) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0D {
                result.append(0x0A)
                if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
            } else {
                result.append(bytes[i])
            }
            i += 1
        }
        return result
    }

    /// `text` with its line ends made "\n" (in UTF-8 a 0x0D byte is always a carriage return).
    static func normalized(_ text: String) -> String {
        var text = text
        guard text.withUTF8({ containsReturn($0) }) else { return text }
        return String(decoding: normalized(Array(text.utf8)), as: UTF8.self)
    }

    private static func containsReturn(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return memchr(base, 0x0D, bytes.count) != nil
    }

    private static func containsReturn(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { containsReturn($0) }
    }
}
