/// Text with inline formatting (bold, italic, code, strikethrough, links), kept as runs so that a
/// search can highlight it again without parsing the Markdown again. Becomes Pango markup with
/// every character of the text escaped.
public struct InlineText: Equatable, Sendable {
    /// The formatting of a run.
    public struct Style: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let bold = Style(rawValue: 1)
        public static let italic = Style(rawValue: 2)
        public static let code = Style(rawValue: 4)
        public static let strikethrough = Style(rawValue: 8)
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

    /// Pango markup for a label: formatting as tags, text escaped, and the words of `query`
    /// (matched as the search matches them) highlighted, even across formatting changes.
    public func markup(highlighting query: String = "") -> String {
        let highlights = highlightOffsets(query)
        var out = ""
        var openLink: String?
        var offset = 0  // UTF-8 offset of the current run in the plain text
        var nextHighlight = 0
        for run in runs {
            if run.link != openLink {
                if openLink != nil { out += "</a>" }
                if let link = run.link { out += "<a href=\"\(PangoMarkup.escape(link))\">" }
                openLink = run.link
            }
            let (open, close) = Self.tags(for: run.style)
            out += open
            let length = run.text.utf8.count
            let end = offset + length
            var cursor = offset
            while nextHighlight < highlights.count, highlights[nextHighlight].lowerBound < end {
                let highlight = highlights[nextHighlight]
                let start = max(cursor, highlight.lowerBound)
                let stop = min(end, highlight.upperBound)
                if start > cursor { out += PangoMarkup.escape(Self.slice(run.text, cursor - offset, start - offset)) }
                if stop > start {
                    out += SearchHighlighter.highlightOpen + PangoMarkup.escape(Self.slice(run.text, start - offset, stop - offset)) + "</span>"
                }
                cursor = max(cursor, stop)
                if highlight.upperBound <= end { nextHighlight += 1 } else { break }
            }
            if cursor < end { out += PangoMarkup.escape(Self.slice(run.text, cursor - offset, length)) }
            out += close
            offset = end
        }
        if openLink != nil { out += "</a>" }
        return out
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

    private static func tags(for style: Style) -> (open: String, close: String) {
        var open = "", close = ""
        if style.contains(.bold) { open += "<b>"; close = "</b>" + close }
        if style.contains(.italic) { open += "<i>"; close = "</i>" + close }
        if style.contains(.strikethrough) { open += "<span strikethrough=\"true\">"; close = "</span>" + close }
        if style.contains(.code) { open += "<tt>"; close = "</tt>" + close }
        return (open, close)
    }
}
