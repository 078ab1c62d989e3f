/// A DocBook fragment (an `<appendix>` a book includes, with no `<!DOCTYPE>`) refers to entities
/// the book declares (`<title>&repmgrd;</title>`); libxml2 drops a reference it cannot resolve,
/// and with it a title made only of one. Each such reference is spelled as the entity's name
/// before parsing, as the author's words: XML's own five and character references stay.
enum XMLUndeclaredEntities {
    private static let predefined: Set<String> = ["amp", "lt", "gt", "quot", "apos"]

    /// `text` with undeclared references spelled out; unchanged when it has a `<!DOCTYPE>`
    /// (whose external DTD may declare them, and the parser keeps those references).
    static func spelledOut(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")), !text.contains("<!DOCTYPE") else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            // A name of up to 64 letters, digits, `.`, `-`, `_` and `:` then `;`.
            let name = after.prefix(65).prefix { $0.isLetter || $0.isNumber || "._-:".contains($0) }
            if let first = name.first, first.isLetter || first == "_", name.count <= 64,
               after.dropFirst(name.count).first == ";", !predefined.contains(String(name)) {
                result += name
                rest = after.dropFirst(name.count + 1)
            } else {
                result += "&"
                rest = after
            }
        }
        result += rest
        return result
    }
}
