/// What sits under each of the source's headings, up to the next one, read as bytes: whether it
/// is only links to anchors of the same document (`<a href="#foss">…</a>`, `[Why …?](#why)`), as a
/// table of contents' group is. Each title's headings are looked at once.
struct HeadingBodies {
    let headings: [SourceHeading]
    let bytes: [UInt8]
    /// The headings of each title, by index.
    let byKey: [String: [Int]]
    /// A table of contents lists this many links or more.
    static let minimumLinks = 3
    /// How far a Markdown link's `](#…)` is looked for after its `[`.
    static let linkWindow = 300

    init(headings: [SourceHeading], source: String) {
        self.headings = headings
        bytes = Array(source.utf8)
        var byKey: [String: [Int]] = [:]
        for (i, heading) in headings.enumerated() { byKey[heading.key, default: []].append(i) }
        self.byKey = byKey
    }

    /// Whether a heading with this folded title has only links to anchors under it.
    func anyIsOnlyLocalLinks(_ key: String) -> Bool {
        (byKey[key] ?? []).contains { i in
            let from = min(headings[i].end, bytes.count)
            let to = i + 1 < headings.count ? max(from, min(headings[i + 1].start, bytes.count)) : bytes.count
            return Self.isOnlyLocalLinks(bytes[from..<to])
        }
    }

    /// Links to `#…` anchors, at least `minimumLinks`, and no other words (tags, bullets and numbers left out).
    static func isOnlyLocalLinks(_ body: ArraySlice<UInt8>) -> Bool {
        var links = 0
        var j = body.startIndex
        while j < body.endIndex {
            let byte = body[j]
            if byte == UInt8(ascii: "<") {
                guard let close = body[j...].firstIndex(of: UInt8(ascii: ">")) else { return false }
                let tag = body[j...close]
                if starts(tag, with: "<!--") {
                    guard let end = find("-->", in: body, from: j + 4, within: .max) else { return false }
                    j = end + 3
                    continue
                }
                if starts(tag, with: "<a "), contains(tag, "href=\"#") || contains(tag, "href='#") || contains(tag, "href=#") {
                    guard let end = find("</a", in: body, from: close, within: .max) else { return false }
                    links += 1
                    j = end + 3
                    continue
                }
                j = close + 1
                continue
            }
            if byte == UInt8(ascii: "["), let target = find("](#", in: body, from: j, within: linkWindow),
               let end = body[target...].prefix(linkWindow).firstIndex(of: UInt8(ascii: ")")) {
                links += 1
                j = end + 1
                continue
            }
            // A letter (or any character past ASCII) is a word that is no link.
            if (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte >= 0x80 {
                // An entity (`&nbsp;`) is no word.
                if j > body.startIndex, body[..<j].suffix(8).contains(UInt8(ascii: "&")),
                   let semicolon = body[j...].prefix(8).firstIndex(of: UInt8(ascii: ";")) {
                    j = semicolon + 1
                    continue
                }
                return false
            }
            j += 1
        }
        return links >= minimumLinks
    }

    private static func lower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }

    private static func starts(_ slice: ArraySlice<UInt8>, with prefix: String) -> Bool {
        slice.count >= prefix.utf8.count && zip(slice, prefix.utf8).allSatisfy { lower($0) == $1 }
    }

    private static func contains(_ slice: ArraySlice<UInt8>, _ needle: String) -> Bool {
        find(needle, in: slice, from: slice.startIndex, within: .max) != nil
    }

    /// Where `needle` (lower case) starts in `body` from `start`, within `within` bytes, any case.
    private static func find(_ needle: String, in body: ArraySlice<UInt8>, from start: Int, within: Int) -> Int? {
        let pin = Array(needle.utf8)
        let limit = within == .max ? body.endIndex : min(body.endIndex, start + within)
        var i = start
        while i + pin.count <= limit {
            if lower(body[i]) == pin[0], (1..<pin.count).allSatisfy({ lower(body[i + $0]) == pin[$0] }) { return i }
            i += 1
        }
        return nil
    }
}
