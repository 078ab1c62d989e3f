import FAQ

/// Pango markup made from the FAQ's toolkit-neutral text (`InlineText`): the one place text
/// becomes markup. Every character of the text is escaped; formatting becomes tags.
enum PangoMarkup {
    /// How links are written: as GtkLabel's `<a>` (which Pango's own parser refuses), or for
    /// paper, as their text followed by their target.
    enum Links { case anchors, targetsAfterText }

    /// Markup for `text`, the words of `query` highlighted (as the search matches them).
    static func markup(_ text: InlineText, highlighting query: String = "", links: Links = .anchors) -> String {
        let runs = query.isEmpty ? text.runs : text.highlighting(query).runs
        var out = ""
        var openLink: String?
        var linkText = ""
        for run in runs {
            if run.link != openLink {
                if let link = openLink { out += close(link, text: linkText, links: links) }
                if let link = run.link, links == .anchors { out += "<a href=\"\(escape(link))\">" }
                openLink = run.link
                linkText = ""
            }
            if openLink != nil, links == .targetsAfterText { linkText += run.text }
            let (open, close) = tags(for: run.style)
            out += open + escape(run.text) + close
        }
        if let link = openLink { out += close(link, text: linkText, links: links) }
        return out
    }

    /// `text` escaped, with the words of `query` highlighted (titles and snippets).
    static func highlighted(_ text: String, query: String) -> String {
        markup(SearchHighlighter.highlighted(text, query: query))
    }

    /// Escapes text so that no character of it is read as markup.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\u{0}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Adwaita's yellow under near-black text, whatever the theme's text colour: 11.6:1 in light
    /// and dark styles (a half-transparent yellow under the dark style's light text was 3:1).
    static let highlightBackground = "#f6d32d"
    static let highlightForeground = "#1c1c1c"
    static let highlightOpen = "<span background=\"\(highlightBackground)\" foreground=\"\(highlightForeground)\">"
    /// The colour of a link's target printed after its text.
    static let printedTargetColor = "#555555"

    /// The end of a link: `</a>`, or on paper its target, unless its text already says it.
    private static func close(_ link: String, text: String, links: Links) -> String {
        switch links {
        case .anchors: return "</a>"
        case .targetsAfterText:
            let target = printedTarget(link)
            guard withoutScheme(target) != withoutScheme(text) else { return "" }
            return " <span size=\"smaller\" foreground=\"\(printedTargetColor)\">(\(escape(target)))</span>"
        }
    }

    /// A link's target as paper shows it: a mail address without its `mailto:`.
    static func printedTarget(_ link: String) -> String {
        link.prefix(7).lowercased() == "mailto:" ? String(link.dropFirst(7)) : link
    }

    /// `https://example.org/` and `example.org` alike, for telling whether a link's text is its target.
    private static func withoutScheme(_ text: String) -> Substring {
        var rest = Substring(text)
        for scheme in ["https://", "http://", "mailto:"] where rest.lowercased().hasPrefix(scheme) { rest = rest.dropFirst(scheme.count) }
        while rest.last == "/" { rest = rest.dropLast() }
        return rest
    }

    /// Tags for a style, the highlight innermost (so it marks exactly the matched text).
    private static func tags(for style: InlineText.Style) -> (open: String, close: String) {
        var open = "", close = ""
        if style.contains(.bold) { open += "<b>"; close = "</b>" + close }
        if style.contains(.italic) { open += "<i>"; close = "</i>" + close }
        if style.contains(.strikethrough) { open += "<span strikethrough=\"true\">"; close = "</span>" + close }
        if style.contains(.code) { open += "<tt>"; close = "</tt>" + close }
        if style.contains(.highlight) { open += highlightOpen; close = "</span>" + close }
        return (open, close)
    }
}
