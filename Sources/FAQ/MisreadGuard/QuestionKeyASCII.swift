extension QuestionShape {
    /// `key` of ASCII text, by bytes (nil for other text): in ASCII the letters and digits are
    /// `A`–`Z`, `a`–`z` and `0`–`9`, and lower case is one bit. Most FAQs' questions are ASCII,
    /// and folding them by characters was a tenth of a cold shelf's CPU.
    static func asciiKey(_ bare: Substring) -> String? {
        let folded = bare.utf8.withContiguousStorageIfAvailable { bytes -> [UInt8]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            func isWordByte(_ byte: UInt8) -> Bool {
                (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
            }
            var key: [UInt8] = []
            key.reserveCapacity(bytes.count)
            var space = false
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                // An entity (`&lt;`): its name within ten characters of the `&`, then `;`.
                if byte == UInt8(ascii: "&"), let end = (i + 1..<min(i + 10, bytes.count)).first(where: { bytes[$0] == UInt8(ascii: ";") }),
                   (i + 1..<end).allSatisfy({ isWordByte(bytes[$0]) || bytes[$0] == UInt8(ascii: "#") }) {
                    let name = String(decoding: bytes[(i + 1)..<end], as: UTF8.self)
                    i = end + 1
                    if let word = EntityLetters.word(Substring(name)) {
                        if space && !key.isEmpty { key.append(UInt8(ascii: " ")) }
                        key += word.utf8
                        space = false
                    } else {
                        space = true
                    }
                    continue
                }
                i += 1
                if isWordByte(byte) {
                    if space && !key.isEmpty { key.append(UInt8(ascii: " ")) }
                    key.append(byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte)
                    space = false
                } else {
                    space = true
                }
            }
            return key
        }
        return folded.flatMap { $0.map { String(decoding: $0, as: UTF8.self) } }
    }
}
