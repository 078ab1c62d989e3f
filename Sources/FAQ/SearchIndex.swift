import Foundation

/// Finds questions by their question and answer text: case- and accent-insensitive,
/// every word of the query must appear. Built once per document, off the first frame's path;
/// a query that extends the previous one only re-checks the previous matches.
public final class SearchIndex: @unchecked Sendable {
    /// The folded texts of all questions, one after another, as UTF-8: one buffer rather than
    /// an array per question (100,000 questions: no 100,000 allocations, and scans stay linear).
    private let storage: [UInt8]
    /// Question `i`'s text is `storage[starts[i]..<starts[i + 1]]`.
    private let starts: [Int]
    private let nodes: [Int]
    private var last: (words: [[UInt8]], matches: [Int])?

    /// `questions`: each question's node index and its searchable text.
    public convenience init(questions: [(node: Int, text: String)]) {
        self.init(folding: questions, bytes: questions.reduce(0) { $0 + $1.text.utf8.count })
    }

    /// `bytes`: about how many bytes the texts have, so that the buffer is allocated once.
    init(folding questions: some Sequence<(node: Int, text: String)>, bytes: Int) {
        var storage: [UInt8] = []
        storage.reserveCapacity(bytes + bytes / 16)
        var starts = [0]
        var nodes: [Int] = []
        for question in questions {
            nodes.append(question.node)
            Self.appendFolded(question.text, to: &storage)
            starts.append(storage.count)
        }
        self.storage = storage
        self.starts = starts
        self.nodes = nodes
    }

    public var questionCount: Int { nodes.count }

    /// The node indices of the questions matching every word of `query`, in document order.
    public func matches(_ query: String) -> [Int] {
        let words = Self.words(query)
        guard !words.isEmpty else { return [] }
        var candidates: [Int]
        if let last, last.words.count <= words.count,
           zip(last.words, words).allSatisfy({ Self.contains($1[...], $0) }) {
            // Each old word is contained in its new word: every new match was an old match.
            candidates = last.matches
        } else {
            candidates = Array(nodes.indices)
        }
        candidates = storage.withUnsafeBytes { all in
            candidates.filter { i in
                let text = UnsafeRawBufferPointer(rebasing: all[starts[i]..<starts[i + 1]])
                return words.allSatisfy { Self.contains(text, $0) }
            }
        }
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

    /// Appends `text` folded. ASCII text (most of it, in most FAQs) only needs its capitals
    /// lowered, which is what `fold` does to it, at a fraction of the cost.
    static func appendFolded(_ text: String, to storage: inout [UInt8]) {
        let start = storage.count
        for byte in text.utf8 {
            guard byte < 0x80 else {
                storage.removeSubrange(start...)
                storage.append(contentsOf: fold(text).utf8)
                return
            }
            storage.append(byte &+ (byte &- UInt8(ascii: "A") < 26 ? 32 : 0))
        }
    }

    /// Whether `word` occurs in `text`: memchr (vectorised) finds each candidate first byte,
    /// memcmp checks the rest.
    static func contains(_ text: UnsafeRawBufferPointer, _ word: [UInt8]) -> Bool {
        guard let first = word.first else { return true }
        guard word.count <= text.count, let base = text.baseAddress else { return false }
        return word.withUnsafeBytes { w in
            let last = text.count - w.count  // the last offset where the word still fits
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

    static func contains(_ text: ArraySlice<UInt8>, _ word: [UInt8]) -> Bool {
        text.withUnsafeBytes { contains($0, word) }
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
