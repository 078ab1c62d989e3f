/// Makes readable, URL-safe IDs from titles ("How do I…?" → "how-do-i").
enum Slug {
    static func make(_ text: String, fallback: String) -> String {
        var text = text
        if let slug = text.withUTF8(asciiSlug) { return slug.isEmpty ? fallback : slug }
        var result = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
                if result.unicodeScalars.count >= 64 { break }
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? fallback : result
    }

    /// `make`'s slug of ASCII text, made from its bytes (nil for other text): for ASCII the
    /// letters are A–Z and a–z and lowering is by byte, and the scalars' properties and a
    /// lowered copy cost most of an import's ids (a twentieth of the shelf's cold scan).
    private static func asciiSlug(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
        var high: UInt8 = 0
        for byte in utf8 { high |= byte }
        guard high < 0x80 else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(min(utf8.count, 64))
        var pendingDash = false
        for byte in utf8 {
            let lower = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
            if lower &- UInt8(ascii: "a") < 26 || lower &- UInt8(ascii: "0") < 10 {
                if pendingDash, !result.isEmpty { result.append(UInt8(ascii: "-")) }
                pendingDash = false
                result.append(lower)
                if result.count >= 64 { break }
            } else {
                pendingDash = true
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}

/// Hands out unique IDs: explicit ones are reserved first, derived ones get `-2`, `-3`, ….
struct IDAllocator {
    private(set) var taken: Set<String> = []
    private var nextSuffix: [String: Int] = [:]

    /// Reserves an explicit ID; false if it was already taken.
    mutating func reserve(_ id: String) -> Bool { taken.insert(id).inserted }

    /// A unique ID derived from `base`.
    mutating func derive(from base: String) -> String {
        if taken.insert(base).inserted { return base }
        var n = nextSuffix[base, default: 2]
        while !taken.insert("\(base)-\(n)").inserted { n += 1 }
        nextSuffix[base] = n + 1
        return "\(base)-\(n)"
    }
}
