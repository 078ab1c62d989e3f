/// Text with inline formatting (bold, italic, code, strikethrough, links, search highlights),
/// kept as runs so that a search can highlight it again without parsing the Markdown again.
/// A toolkit-neutral model: each view turns the runs into its own text attributes.
public struct InlineText: Equatable, Sendable {
    /// The formatting of a run.
    public struct Style: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let bold = Style(rawValue: 1)
        public static let italic = Style(rawValue: 2)
        public static let code = Style(rawValue: 4)
        public static let strikethrough = Style(rawValue: 8)
        /// A search match (`highlighting(_:)`).
        public static let highlight = Style(rawValue: 16)
    }

    /// A stretch of text with one style; `link` is set only for http, https and mailto links.
    public struct Run: Equatable, Sendable {
        public var text: String
        public var style: Style
        public var link: String?
        public init(_ text: String, style: Style = [], link: String? = nil) {
            self.text = text
            self.style = style
            self.link = link
        }
    }

    public private(set) var runs: [Run]

    public init(runs: [Run] = []) {
        self.runs = []
        for run in runs { append(run.text, style: run.style, link: run.link) }
    }

    /// Plain, unformatted text.
    public init(_ text: String) {
        self.init(runs: [Run(text)])
    }

    /// Adds text, joining it to the last run when that has the same style and link.
    public mutating func append(_ text: String, style: Style = [], link: String? = nil) {
        guard !text.isEmpty else { return }
        if let last = runs.last, last.style == style, last.link == link {
            runs[runs.count - 1].text += text
        } else {
            runs.append(Run(text, style: style, link: link))
        }
    }

    public mutating func append(_ other: InlineText) {
        for run in other.runs { append(run.text, style: run.style, link: run.link) }
    }

    /// The text without formatting.
    public var plainText: String { runs.map(\.text).joined() }

    public var isEmpty: Bool { runs.allSatisfy { $0.text.isEmpty } }

    /// The text's length in characters (counted without joining the runs).
    public var count: Int { runs.reduce(0) { $0 + $1.text.count } }

    /// Without white space (spaces, tabs, line breaks) at the start and the end.
    public func trimmed() -> InlineText {
        var result = self
        while let first = result.runs.first {
            let text = first.text.drop { $0.isWhitespace }
            if text.isEmpty { result.runs.removeFirst(); continue }
            result.runs[0].text = String(text)
            break
        }
        while let last = result.runs.last {
            var text = Substring(last.text)
            while let c = text.last, c.isWhitespace { text.removeLast() }
            if text.isEmpty { result.runs.removeLast(); continue }
            result.runs[result.runs.count - 1].text = String(text)
            break
        }
        return result
    }

    /// The same text with the words of `query` (matched as the search matches them) marked
    /// `.highlight`, even across formatting changes.
    public func highlighting(_ query: String) -> InlineText {
        let highlights = highlightOffsets(query)
        guard !highlights.isEmpty else { return self }
        var result = InlineText()
        var offset = 0  // UTF-8 offset of the current run in the plain text
        var nextHighlight = 0
        for run in runs {
            let length = run.text.utf8.count
            let end = offset + length
            var cursor = offset
            while nextHighlight < highlights.count, highlights[nextHighlight].lowerBound < end {
                let highlight = highlights[nextHighlight]
                let start = max(cursor, highlight.lowerBound)
                let stop = min(end, highlight.upperBound)
                if start > cursor { result.append(Self.slice(run.text, cursor - offset, start - offset), style: run.style, link: run.link) }
                if stop > start {
                    result.append(Self.slice(run.text, start - offset, stop - offset), style: run.style.union(.highlight), link: run.link)
                }
                cursor = max(cursor, stop)
                if highlight.upperBound <= end { nextHighlight += 1 } else { break }
            }
            if cursor < end { result.append(Self.slice(run.text, cursor - offset, length), style: run.style, link: run.link) }
            offset = end
        }
        return result
    }

    /// The query's matches as UTF-8 offsets into the plain text.
    private func highlightOffsets(_ query: String) -> [Range<Int>] {
        guard !query.isEmpty else { return [] }
        let text = plainText
        // The ranges are sorted and apart: each offset counts on from the one before it.
        var index = text.startIndex
        var offset = 0
        func advance(to target: String.Index) -> Int {
            offset += text.utf8.distance(from: index, to: target)
            index = target
            return offset
        }
        return SearchHighlighter.ranges(of: query, in: text).map { range in
            let lower = advance(to: range.lowerBound)
            return lower..<advance(to: range.upperBound)
        }
    }

    private static func slice(_ text: String, _ from: Int, _ to: Int) -> String {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: from)
        let end = utf8.index(utf8.startIndex, offsetBy: to)
        return String(text[start..<end])
    }
}
