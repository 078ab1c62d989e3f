import CCmark

/// The sentence of an answer where a search matched, with the query's words highlighted: what a
/// question row shows under a search so that a match inside a closed answer can be seen. The
/// answer's Markdown is reduced to its text first (no formatting survives).
public enum SearchSnippet {
    /// A snippet longer than this many characters is cut around the first match, with "…".
    public static let maximumLength = 160

    /// The sentence holding the first match of any of `query`'s words in `answer` (Markdown),
    /// its matches marked `.highlight`, or nil when the answer does not match.
    public static func highlighted(answer: String, query: String) -> InlineText? {
        guard let sentence = sentence(answer: answer, query: query) else { return nil }
        return SearchHighlighter.highlighted(sentence, query: query)
    }

    /// The plain text of that sentence, cut to `maximumLength` around the match.
    public static func sentence(answer: String, query: String) -> String? {
        let text = plainText(fromMarkdown: answer)
        guard let first = SearchHighlighter.ranges(of: query, in: text).first else { return nil }
        let bounds = sentenceBounds(around: first, in: text)
        var sentence = text[bounds]
        var prefix = "", suffix = ""
        if sentence.count > maximumLength {
            // Keep a little before the match and the rest after it.
            let lead = min(40, text.distance(from: sentence.startIndex, to: first.lowerBound))
            var start = text.index(first.lowerBound, offsetBy: -lead)
            var end = text.index(start, offsetBy: maximumLength, limitedBy: sentence.endIndex) ?? sentence.endIndex
            // Cut between words: the lead starts at a word, the tail ends after one.
            while start > sentence.startIndex, start < first.lowerBound, !text[text.index(before: start)].isWhitespace {
                start = text.index(after: start)
            }
            while end < sentence.endIndex, end > first.upperBound, !text[end].isWhitespace {
                end = text.index(before: end)
            }
            if start > sentence.startIndex { prefix = "…" }
            if end < sentence.endIndex { suffix = "…" }
            sentence = text[start..<end]
        }
        return prefix + sentence.trimmingSpaces() + suffix
    }

    /// The answer's text without Markdown: inline text joined, blocks ended with a newline.
    public static func plainText(fromMarkdown markdown: String) -> String {
        guard let document = parseCommonMark(markdown) else { return markdown }
        defer { cmark_node_free(document) }
        guard let iterator = cmark_iter_new(document) else { return markdown }
        defer { cmark_iter_free(iterator) }
        var out = ""
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            switch type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
                if type != CMARK_NODE_HTML_INLINE { out += cmark_node_get_literal(node).map { String(cString: $0) } ?? "" }
            case CMARK_NODE_CODE_BLOCK:
                out += (cmark_node_get_literal(node).map { String(cString: $0) } ?? "") + "\n"
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                out += " "
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING:
                if event == CMARK_EVENT_EXIT { out += "\n" }
            default:
                break
            }
        }
        return out
    }

    /// The sentence around `match`: from after the previous sentence end (". ", "! ", "? " or a
    /// line break) to its own end, the punctuation included.
    static func sentenceBounds(around match: Range<String.Index>, in text: String) -> Range<String.Index> {
        var start = match.lowerBound
        while start > text.startIndex {
            let before = text.index(before: start)
            if text[before] == "\n" { break }
            if text[before] == " ", before > text.startIndex, isSentenceEnd(text[text.index(before: before)]) { break }
            start = before
        }
        var end = match.upperBound
        while end < text.endIndex {
            let c = text[end]
            if c == "\n" { break }
            let next = text.index(after: end)
            if isSentenceEnd(c), next == text.endIndex || text[next] == " " || text[next] == "\n" {
                end = next
                break
            }
            end = next
        }
        return start..<end
    }

    private static func isSentenceEnd(_ c: Character) -> Bool { c == "." || c == "!" || c == "?" || c == "。" }
}

extension Substring {
    /// Without white space (newlines too) at either end.
    public func trimmingSpaces() -> Substring {
        var s = self
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return s
    }
}
