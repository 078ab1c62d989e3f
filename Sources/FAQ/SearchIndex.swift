import Foundation

/// Finds questions by their question and answer text: case- and accent-insensitive,
/// every word of the query must appear. Built once per document, off the first frame's path;
/// a query that extends the previous one only re-checks the previous matches.
public final class SearchIndex: @unchecked Sendable {
    /// Folded text of each question node (question + answer), as UTF-8, by node index.
    private let texts: [[UInt8]]
    private let nodes: [Int]
    private var last: (words: [[UInt8]], matches: [Int])?

    /// `questions`: each question's node index and its searchable text.
    public init(questions: [(node: Int, text: String)]) {
        nodes = questions.map(\.node)
        texts = questions.map { Array(Self.fold($0.text).utf8) }
    }

    public var questionCount: Int { nodes.count }

    /// The node indices of the questions matching every word of `query`, in document order.
    public func matches(_ query: String) -> [Int] {
        let words = Self.words(query)
        guard !words.isEmpty else { return [] }
        var candidates: [Int]
        if let last, last.words.count <= words.count,
           zip(last.words, words).allSatisfy({ Self.contains($1, $0) }) {
            // Each old word is contained in its new word: every new match was an old match.
            candidates = last.matches
        } else {
            candidates = Array(nodes.indices)
        }
        candidates = candidates.filter { i in words.allSatisfy { Self.contains(texts[i], $0) } }
        last = (words, candidates)
        return candidates.map { nodes[$0] }
    }

    /// The query's words, folded.
    public static func words(_ query: String) -> [[UInt8]] {
        fold(query).split(whereSeparator: { $0.isWhitespace }).map { Array($0.utf8) }
    }

    /// Lower case without accents ("Éte" → "ete"), the form both sides are compared in.
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// Whether `word` occurs in `text`: memchr (vectorised) finds each candidate first byte,
    /// memcmp checks the rest.
    static func contains(_ text: [UInt8], _ word: [UInt8]) -> Bool {
        guard let first = word.first else { return true }
        guard word.count <= text.count else { return false }
        return text.withUnsafeBytes { t in
            word.withUnsafeBytes { w in
                let base = t.baseAddress!
                let last = t.count - w.count  // the last offset where the word still fits
                var offset = 0
                while offset <= last {
                    guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
                    let at = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + at, w.baseAddress!, w.count) == 0 { return true }
                    offset = at + 1
                }
                return false
            }
        }
    }
}

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

    /// Adwaita's yellow, half transparent so that it reads on light and dark themes.
    public static let highlightOpen = "<span background=\"#f6d32d\" bgalpha=\"55%\">"
}
