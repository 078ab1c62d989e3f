import FAQ

/// Links to a place in a FAQ file as `file:///path/to/faq.json#id`: what the clipboard gets from
/// Copy Link, and what `faq-browser` and other programs accept.
enum FileLink {
    /// The URI of `id` in the file at `path` (absolute): the path and the ID percent-encoded.
    static func uri(path: String, id: String) -> String {
        "file://" + percentEncoded(FilePathBytes.bytes(path), keeping: pathCharacters) + "#" + percentEncoded(id)
    }

    /// What a path may hold as it is (RFC 3986: unreserved, sub-delims, ":@/").
    private static let pathCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/".utf8)
    /// What a fragment may hold as it is: a path's characters and "?".
    private static let fragmentCharacters = pathCharacters.union("?".utf8)

    /// `text` with every byte a fragment may not hold as `%XX` (its UTF-8 bytes for others).
    static func percentEncoded(_ text: String) -> String {
        percentEncoded(Array(text.utf8), keeping: fragmentCharacters)
    }

    /// `bytes` as text, every byte not in `kept` as `%XX`.
    private static func percentEncoded(_ bytes: [UInt8], keeping kept: Set<UInt8>) -> String {
        var out = ""
        for byte in bytes {
            if kept.contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    /// `text` with its `%XX` escapes decoded, or nil when they do not make UTF-8 text.
    static func percentDecoded(_ text: String) -> String? {
        percentDecodedBytes(Substring(text)).flatMap { String(validating: $0, as: UTF8.self) }
    }

    /// The bytes `text`'s `%XX` escapes stand for, or nil when an escape is malformed.
    private static func percentDecodedBytes(_ text: Substring) -> [UInt8]? {
        var bytes: [UInt8] = []
        var rest = text.utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard rest.count >= 2, let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
            rest = rest.dropFirst(2)
        }
        return bytes
    }

    /// The file and ID of a `file:` URI (`file:///path`, `file://localhost/path` or
    /// `file:/path`), or nil when `text` is not one. The path's escapes are bytes, which need not
    /// be UTF-8: file names are bytes.
    static func parse(_ text: String) -> (path: String, fragment: String?)? {
        guard text.utf8.count > 5, text.prefix(5).lowercased() == "file:" else { return nil }
        var rest = text.dropFirst(5)
        let fragment = rest.firstIndex(of: "#").map { hash in
            defer { rest = rest[..<hash] }
            return String(rest[rest.index(after: hash)...])
        }
        if let query = rest.firstIndex(of: "?") { rest = rest[..<query] }
        if rest.hasPrefix("//") {
            let authority = rest.dropFirst(2).prefix { $0 != "/" }
            // Another computer's file is not this one's.
            guard authority.isEmpty || authority.lowercased() == "localhost" else { return nil }
            rest = rest.dropFirst(2 + authority.count)
        }
        guard rest.hasPrefix("/"), let bytes = percentDecodedBytes(rest), !bytes.contains(0) else { return nil }
        let decodedFragment = fragment.map { percentDecoded($0) ?? $0 }
        return (FilePathBytes.path(bytes), decodedFragment?.isEmpty == false ? decodedFragment : nil)
    }
}
