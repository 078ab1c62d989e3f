@testable import FAQ

/// A short, Markdown-like spelling of inline text for assertions: `**bold**`, `_italic_`,
/// `` `code` ``, `~~struck~~`, `==highlight==`, `[text](target)` (a test's reading, not a renderer).
extension InlineText {
    var notation: String {
        var out = ""
        var openLink: String?
        for run in runs {
            if run.link != openLink {
                if let link = openLink { out += "](\(link))" }
                if run.link != nil { out += "[" }
                openLink = run.link
            }
            var open = "", close = ""
            for (style, mark) in [(Style.bold, "**"), (.italic, "_"), (.strikethrough, "~~"), (.code, "`"), (.highlight, "==")]
            where run.style.contains(style) {
                open += mark
                close = mark + close
            }
            out += open + run.text + close
        }
        if let link = openLink { out += "](\(link))" }
        return out
    }
}

/// Every text of some blocks, in order (titles, cells, code included), for assertions.
func texts(of blocks: [AnswerBlock]) -> [InlineText] {
    var out: [InlineText] = []
    for block in blocks {
        switch block {
        case .paragraph(let text), .heading(_, let text): out.append(text)
        case .code(let code, _): out.append(InlineText(code))
        case .quote(let title, _, let inner):
            if let title { out.append(InlineText(title)) }
            out += texts(of: inner)
        case .list(let list): out += texts(of: list.items.flatMap(\.blocks))
        case .table(let table): out += table.header + table.rows.flatMap { $0 }
        case .image(_, let alt): out.append(InlineText(alt))
        case .rule: break
        case .details(let summary, let inner): out += [summary] + texts(of: inner)
        }
    }
    return out
}
