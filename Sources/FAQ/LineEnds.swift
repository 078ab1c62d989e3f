import Glibc

/// Windows ("\r\n") and classic Mac ("\r") line ends made "\n", once, before a file's format is
/// told and read: Swift takes "\r\n" for one character, so a reader that splits its text at
/// "\n" would see a CRLF file as one line (a POD file read that way had no commands at all).
enum LineEnds {
    /// `bytes` with every "\r\n" as "\n", and in a file with no "\n" at all (a classic Mac
    /// one) every "\r"; a lone "\r" inside a line of another file (a terminal's "10%\r100%")
    /// stays, so the lines after it keep their numbers. The same array when it holds no "\r".
    /// UTF-16 text (a byte-order mark first) is left to `normalized(_:)` on its decoded text.
    static func normalized(_ bytes: [UInt8]) -> [UInt8] {
        guard !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]), contains(0x0D, in: bytes) else { return bytes }
        let macOnly = !contains(0x0A, in: bytes)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for (i, byte) in bytes.enumerated() {
            // The "\r" of a "\r\n" pair goes; its "\n" stays.
            if byte == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { continue }
            result.append(macOnly && byte == 0x0D ? 0x0A : byte)
        }
        return result
    }

    /// `text` with its line ends made "\n" (in UTF-8 a 0x0D byte is always a carriage return).
    static func normalized(_ text: String) -> String {
        var text = text
        guard text.withUTF8({ contains(0x0D, in: $0) }) else { return text }
        return String(decoding: normalized(Array(text.utf8)), as: UTF8.self)
    }

    private static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return memchr(base, Int32(byte), bytes.count) != nil
    }

    private static func contains(_ byte: UInt8, in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { contains(byte, in: $0) }
    }
}
