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
            for c in SearchIndex.fold(String(text[index..<next])) {
                folded.append(c)
                origin.append(index)
            }
            index = next
        }
        var ranges: [Range<String.Index>] = []
        for word in words.map(Array.init) where !word.isEmpty && word.count <= folded.count {
            var i = 0
            while i + word.count <= folded.count {
                if Array(folded[i..<i + word.count]) == word {
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

    /// `text` escaped as Pango markup, with the query's words wrapped in a highlight span.
    public static func markup(_ text: String, query: String) -> String {
        var out = ""
        var cursor = text.startIndex
        for range in ranges(of: query, in: text) {
            out += PangoMarkup.escape(String(text[cursor..<range.lowerBound]))
            out += highlightOpen + PangoMarkup.escape(String(text[range])) + "</span>"
            cursor = range.upperBound
        }
        out += PangoMarkup.escape(String(text[cursor...]))
        return out
    }

    /// Adwaita's yellow under near-black text, whatever the theme's text colour: 11.6:1 in light
    /// and dark styles (a half-transparent yellow under the dark style's light text was 3:1).
    public static let highlightBackground = "#f6d32d"
    public static let highlightForeground = "#1c1c1c"
    public static let highlightOpen = "<span background=\"\(highlightBackground)\" foreground=\"\(highlightForeground)\">"
}
