/// Scripts written without spaces between words (Chinese, Japanese): a line broken between two
/// of their characters joins with nothing between them, as CSS's segment-break rules do, where
/// other text joins with a space.
enum UnspacedScripts {
    /// Whether a character is written without spaces around it: ideographs, kana, CJK punctuation.
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isIdeographic || (0x3000...0x30FF).contains(scalar.value) || (0xFF01...0xFF60).contains(scalar.value)
    }

    /// Whether a line ending in `before` and one starting with `after` join with no space.
    static func joinsWithoutSpace(_ before: Substring, _ after: Substring) -> Bool {
        guard let last = before.unicodeScalars.last, let first = after.unicodeScalars.first else { return false }
        return contains(last) && contains(first)
    }
}
