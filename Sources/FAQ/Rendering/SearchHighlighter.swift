/// Where the words of a query appear in a text, for highlighting; matched the same way as
/// `SearchIndex` (case and accents ignored), ranges in the original text.
public enum SearchHighlighter {
    public static func ranges(of query: String, in text: String) -> [Range<String.Index>] {
        let words = SearchIndex.fold(query).split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard !words.isEmpty else { return [] }
        // Fold character by character, remembering where each folded character came from.
        var folded: [Character] = []
        var origin: [String.Index] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let character = text[index]
            if let ascii = character.asciiValue {
                // ASCII folds to itself with capitals lowered (as `fold` does), without Foundation.
                folded.append(ascii &- UInt8(ascii: "A") < 26 ? Character(Unicode.Scalar(ascii | 0x20)) : character)
                origin.append(index)
            } else {
                for c in SearchIndex.fold(String(character)) {
                    folded.append(c)
                    origin.append(index)
                }
            }
            index = next
        }
        var ranges: [Range<String.Index>] = []
        for word in words.map(Array.init) where !word.isEmpty && word.count <= folded.count {
            var i = 0
            while i + word.count <= folded.count {
                if folded[i] == word[0], folded[i..<i + word.count].elementsEqual(word) {
                    let end = i + word.count < origin.count ? origin[i + word.count] : text.endIndex
                    ranges.append(origin[i]..<end)
                    i += word.count
                } else {
                    i += 1
                }
            }
        }
        // Sorted and merged, so that spans never overlap.
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<String.Index>] = []
        for r in ranges {
            if let last = merged.last, r.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else {
                merged.append(r)
            }
        }
        return merged
    }

    /// `text` with the query's words marked `.highlight`.
    public static func highlighted(_ text: String, query: String) -> InlineText {
        InlineText(text).highlighting(query)
    }
}
