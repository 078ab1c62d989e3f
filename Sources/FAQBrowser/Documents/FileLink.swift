import FoundationEssentials

/// Links to a place in a FAQ file as `file:///path/to/faq.json#id`: what the clipboard gets from
/// Copy Link, and what `faq-browser` and other programs accept.
enum FileLink {
    /// The URI of `id` in the file at `path` (absolute): the path and the ID percent-encoded.
    static func uri(path: String, id: String) -> String {
        URL(fileURLWithPath: path).absoluteString + "#" + percentEncoded(id)
    }

    /// What a fragment may hold as it is (RFC 3986: unreserved, sub-delims, ":@/?").
    private static let fragmentCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/?".utf8)

    /// `text` with every byte a fragment may not hold as `%XX` (its UTF-8 bytes for others).
    static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            if fragmentCharacters.contains(byte) {
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
        var bytes: [UInt8] = []
        var rest = text.utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard rest.count >= 2, let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
            rest = rest.dropFirst(2)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The file and ID of a `file:` URI, or nil when `text` is not one.
    static func parse(_ text: String) -> (path: String, fragment: String?)? {
        guard text.lowercased().hasPrefix("file:"), let url = URL(string: text), url.isFileURL else { return nil }
        let path = url.path
        guard !path.isEmpty else { return nil }
        let fragment = url.fragment.map { percentDecoded($0) ?? $0 }
        return (path, fragment?.isEmpty == false ? fragment : nil)
    }
}
