import Glibc

extension Substring {
    /// Whether `other` occurs in the text, as the standard library's `contains` says, told by bytes
    /// where that gives the same answer. The standard one searches by `Character`s through a generic
    /// searcher; the readers ask it of every line ("{{" for Hugo's shortcodes, "problem" for labelled
    /// entries), and it was a fifth of a shelf's first scan.
    func contains(_ other: String) -> Bool {
        // A text that is not ASCII may join a match's edge into another character (a combining mark after it).
        if !other.isEmpty, ASCIIBytes.isASCII(other),
           let found = utf8.withContiguousStorageIfAvailable({ text in
               other.utf8.withContiguousStorageIfAvailable { LiteralSearch.find($0, in: text) } ?? nil
           }), let found {
            return found
        }
        return firstRange(of: other) != nil
    }
}

extension String {
    /// Whether `other` occurs in the text (`Substring.contains(_:)`, told by bytes).
    func contains(_ other: String) -> Bool { self[...].contains(other) }
}

/// A search for ASCII bytes in UTF-8 text that answers as a search by characters does, or not at all.
enum LiteralSearch {
    /// Whether `needle` (ASCII, not empty) occurs in `text` as whole characters; nil where a byte next to a match
    /// is not ASCII (a combining mark may join the match's last character, a Prepend mark its first): then only
    /// characters can tell.
    static func find(_ needle: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool? {
        // ";", "K" and "`" equal characters that are not ASCII (U+037E, U+212A, U+1FEF): only characters can tell.
        guard !needle.isEmpty, !needle.contains(where: { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "K") || $0 == UInt8(ascii: "`") })
        else { return nil }
        let cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
        var offset = 0
        while let start = firstMatch(needle, in: text, from: offset) {
            let end = start + needle.count
            // An ASCII byte starts a character, but for the "\n" of a "\r\n"; it ends one before an ASCII byte, but
            // for a "\r" before "\n".
            // A scalar before that is not ASCII may be one that joins the next (a Prepend mark, U+0600).
            if start > 0, text[start - 1] >= 0x80 { return nil }
            let startsCharacter = start == 0 || !(text[start - 1] == cr && needle[0] == lf)
            if end == text.count, startsCharacter { return true }
            if end < text.count {
                let next = text[end]
                if next >= 0x80 { return nil }
                if startsCharacter, !(needle[needle.count - 1] == cr && next == lf) { return true }
            }
            offset = start + 1
        }
        return false
    }

    /// Where `needle` first occurs in `text` at or after byte `offset`, by bytes (`memchr` for its first byte).
    static func firstMatch(_ needle: UnsafeRawBufferPointer, in text: UnsafeRawBufferPointer, from offset: Int = 0) -> Int? {
        guard let base = text.baseAddress, let pin = needle.baseAddress, let first = needle.first, text.count >= needle.count
        else { return nil }
        var offset = offset
        let last = text.count - needle.count
        while offset <= last, let hit = memchr(base + offset, Int32(first), last - offset + 1) {
            let at = UnsafeRawPointer(hit) - base
            if memcmp(hit, pin, needle.count) == 0 { return at }
            offset = at + 1
        }
        return nil
    }

    static func firstMatch(_ needle: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, from offset: Int = 0) -> Int? {
        firstMatch(UnsafeRawBufferPointer(needle), in: UnsafeRawBufferPointer(text), from: offset)
    }
}
