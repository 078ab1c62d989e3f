/// Refuses XML whose internal entities would expand far past the file's own size ("billion
/// laughs", or one large entity repeated thousands of times in text or attributes), before
/// libxml2 or any walk of its tree sees them. Sizes are counted from the internal subset's
/// `<!ENTITY name "value">` declarations, each once (memoized, loops refused), and every
/// `&name;` after it, in content and attribute values alike.
enum XMLEntityBudget {
    /// The expansion allowed: this many times the file's size …
    static let maximumRatio = 4
    /// … but never less than this, so that small files may use entities freely.
    static let minimumAllowance = 1 << 20

    static func check(_ bytes: [UInt8], file: String) throws(DocumentError) {
        guard let expansion = expansion(bytes) else { return }
        let allowed = max(bytes.count * maximumRatio, minimumAllowance)
        guard expansion > allowed else { return }
        let message = expansion == Int.max
            ? TranslatableText("the XML's entities expand without end: it is refused (an entity-expansion attack?)")
            : TranslatableText("the XML's entities expand to {1} MB, more than {2} times the file's size: it is refused (an entity-expansion attack?)",
                               megabytes(expansion), String(maximumRatio))
        throw DocumentError([DocumentProblem(file: file, message: message)])
    }

    /// The bytes that the document's entity references expand to in all (`Int.max` for a loop
    /// or an overflow), or nil when it declares no entities.
    static func expansion(_ bytes: [UInt8]) -> Int? {
        guard let subset = internalSubset(bytes) else { return nil }
        var values: [String: ArraySlice<UInt8>] = [:]
        declarations(in: bytes[subset], into: &values)
        guard !values.isEmpty else { return nil }
        var sizes: [String: Int] = [:]
        var total = 0
        for name in references(in: bytes[subset.upperBound...]) {
            total = total.addingReportingOverflow(size(of: name, values, &sizes, visiting: [])).partialValue
            if total < 0 { return Int.max }
        }
        return total
    }

    private static func megabytes(_ bytes: Int) -> String {
        let tenths = bytes / (1 << 20 / 10)
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// The range between `<!DOCTYPE … [` and its `]`.
    private static func internalSubset(_ bytes: [UInt8]) -> Range<Int>? {
        guard let doctype = find(Array("<!DOCTYPE".utf8), in: bytes[...], from: 0) else { return nil }
        var i = doctype, quote: UInt8?
        var start: Int?
        while i < bytes.count {
            let byte = bytes[i]
            if let q = quote {
                if byte == q { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if start == nil, byte == UInt8(ascii: "[") {
                start = i + 1
            } else if start == nil, byte == UInt8(ascii: ">") {
                return nil
            } else if let start, byte == UInt8(ascii: "]") {
                return start..<i
            }
            i += 1
        }
        return start.map { $0..<bytes.count }
    }

    /// Every `<!ENTITY name "value">` (general entities; the first declaration wins), also those
    /// written inside a parameter entity's value.
    private static func declarations(in subset: ArraySlice<UInt8>, into values: inout [String: ArraySlice<UInt8>]) {
        let keyword = Array("<!ENTITY".utf8)
        var at = subset.startIndex
        while let found = find(keyword, in: subset, from: at) {
            var i = skipSpace(subset, found + keyword.count)
            var parameter = false
            if i < subset.endIndex, subset[i] == UInt8(ascii: "%") {
                parameter = true
                i = skipSpace(subset, i + 1)
            }
            let nameStart = i
            while i < subset.endIndex, !isSpace(subset[i]), subset[i] != UInt8(ascii: "\""), subset[i] != UInt8(ascii: "'") { i += 1 }
            let name = String(decoding: subset[nameStart..<i], as: UTF8.self)
            i = skipSpace(subset, i)
            guard i < subset.endIndex, subset[i] == UInt8(ascii: "\"") || subset[i] == UInt8(ascii: "'") else {
                at = max(i, found + 1)  // an external entity (SYSTEM or PUBLIC): never loaded
                continue
            }
            let quote = subset[i]
            let valueStart = i + 1
            var end = valueStart
            while end < subset.endIndex, subset[end] != quote { end += 1 }
            let value = subset[valueStart..<end]
            if parameter {
                declarations(in: value, into: &values)
            } else if values[name] == nil {
                values[name] = value
            }
            at = min(end + 1, subset.endIndex)
        }
    }

    /// The names of the general entity references (`&name;`, not `&#…;`) in `text`.
    private static func references(in text: ArraySlice<UInt8>) -> [String] {
        var names: [String] = []
        var i = text.startIndex
        while i < text.endIndex {
            if text[i] == UInt8(ascii: "&"), i + 1 < text.endIndex, text[i + 1] != UInt8(ascii: "#") {
                var end = i + 1
                while end < text.endIndex, end - i < 256, text[end] != UInt8(ascii: ";"), !isSpace(text[end]), text[end] != UInt8(ascii: "&") { end += 1 }
                if end < text.endIndex, text[end] == UInt8(ascii: ";") {
                    names.append(String(decoding: text[(i + 1)..<end], as: UTF8.self))
                    i = end + 1
                    continue
                }
            }
            i += 1
        }
        return names
    }

    /// What `&name;` expands to, in bytes; `Int.max` for a loop or an overflow.
    private static func size(of name: String, _ values: [String: ArraySlice<UInt8>], _ sizes: inout [String: Int], visiting: Set<String>) -> Int {
        if let known = sizes[name] { return known }
        guard let value = values[name] else { return 1 }  // predefined, character or unknown: about one character
        if visiting.contains(name) { return Int.max }
        var total = value.count
        for inner in references(in: value) {
            let (sum, overflow) = total.addingReportingOverflow(size(of: inner, values, &sizes, visiting: visiting.union([name])))
            if overflow || sum == Int.max { total = Int.max; break }
            total = sum
        }
        sizes[name] = total
        return total
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private static func skipSpace(_ text: ArraySlice<UInt8>, _ from: Int) -> Int {
        var i = from
        while i < text.endIndex, isSpace(text[i]) { i += 1 }
        return i
    }

    private static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>, from: Int) -> Int? {
        guard needle.count <= haystack.endIndex - from else { return nil }
        var i = max(from, haystack.startIndex)
        while i + needle.count <= haystack.endIndex {
            if haystack[i] == needle[0], haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
