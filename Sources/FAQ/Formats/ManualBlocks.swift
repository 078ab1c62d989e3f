/// What the man page and POD readers make of a page before `ManualStructure` decides its
/// sections and questions: headings in order, each with its blocks of text.
struct ManualHeading {
    /// 1 for `.SH` and `=head1`; 0 for the text before the first heading.
    var level: Int
    var title: String
    var line: Int
    var blocks: [ManualBlock] = []
}

/// A block of a manual page's text.
enum ManualBlock {
    case paragraph(StyledText)
    case code(String)
    case item(ManualItem)
}

/// An entry of a list: a bullet, a number or a tag (`.TP`, `.IP "tag"`, `=item text`), with the
/// blocks under it.
struct ManualItem {
    enum Marker: Equatable { case bullet, number, tag }

    var marker: Marker
    var tag: StyledText
    var line: Int
    var blocks: [ManualBlock] = []

    /// The marker a tag stands for: `•`, `*`, `-`, `o` are bullets; `1.`, `(2)`, `a)`, `iv.` numbers.
    static func marker(of tag: String) -> Marker {
        let t = tag.trimmingCharacters(in: " \t")
        if t.isEmpty || ["•", "*", "-", "o", "·", "+", "–", "—", "\u{25E6}", "\u{25AA}"].contains(t) { return .bullet }
        var core = Substring(t)
        if core.first == "(" { core = core.dropFirst() }
        guard let last = core.last, last == "." || last == ")" else { return core.allSatisfy(\.isNumber) ? .number : .tag }
        core = core.dropLast()
        let roman = core.count <= 4 && core.allSatisfy { "ivxlIVXL".contains($0) }
        if !core.isEmpty && (core.allSatisfy { $0.isASCII && $0.isNumber } || (core.count == 1 && core.first!.isLetter) || roman) {
            return .number
        }
        return .tag
    }
}

extension ManualBlock {
    /// Blocks as Markdown: lists of bullets and numbers, tags as the first paragraph of a
    /// bullet, code fenced.
    static func markdown(_ blocks: [ManualBlock]) -> String {
        var parts: [String] = []
        for block in blocks {
            switch block {
            case .paragraph(let text):
                let markdown = text.markdown()
                if !markdown.isEmpty { parts.append(markdown) }
            case .code(let code):
                if !code.allSatisfy(\.isWhitespace) { parts.append(RestructuredTextBlocks.fence(code, language: "")) }
            case .item(let item):
                let marker = item.marker == .number ? "1. " : "- "
                var inner = item.marker == .tag ? [item.tag.markdown()] : []
                let body = markdown(item.blocks)
                if !body.isEmpty { inner.append(body) }
                let text = inner.joined(separator: "\n\n")
                parts.append(text.isEmpty ? String(marker.dropLast()) : RestructuredTextBlocks.indentContinuation(text, marker: marker))
            }
        }
        return parts.joined(separator: "\n\n")
    }
}
