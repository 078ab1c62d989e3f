/// Whether text is all ASCII, eight bytes at a time: the readers, limits and search take a
/// byte path for such text, and a byte-at-a-time check cost a fifth of reading 100,000 questions.
public enum ASCIIBytes {
    /// Whether every byte of `bytes` is below 0x80.
    public static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var i = 0
        var any: UInt64 = 0
        while i + 8 <= bytes.count {
            any |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            i += 8
        }
        while i < bytes.count {
            any |= UInt64(bytes[i])
            i += 1
        }
        return any & 0x8080_8080_8080_8080 == 0
    }

    /// Whether `text` is all ASCII (its UTF-8 bytes in place where it has them).
    public static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isASCII) ?? text.utf8.allSatisfy { $0 < 0x80 }
    }
}
