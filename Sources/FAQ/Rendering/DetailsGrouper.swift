/// Groups a container's blocks by the `<details>`, `<summary>` and `</details>` tags found in its
/// raw HTML blocks (cmark keeps them as separate HTML blocks around the Markdown between them):
/// each group becomes a `details` block; other HTML shows its text; nothing is lost, even when
/// the tags do not balance.
struct DetailsGrouper {
    private struct Group {
        var summary = InlineText()
        var blocks: [AnswerBlock] = []
    }

    /// Whether a `<details>` may open a group (false past the nesting limit: the tags are dropped).
    let allowsNesting: Bool
    private var groups = [Group()]
    private var inSummary = false
    private var summaryHTML = ""

    init(allowsNesting: Bool) {
        self.allowsNesting = allowsNesting
    }

    /// How many groups are open (each nests the blocks inside it one level deeper).
    var openCount: Int { groups.count - 1 }

    mutating func add(_ blocks: [AnswerBlock]) {
        groups[groups.count - 1].blocks += blocks
    }

    mutating func addHTML(_ html: String) {
        let bytes = Array(html.utf8)
        var textStart = 0
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<"), let (tag, end) = Self.structuralTag(bytes, at: i) else {
                i += 1
                continue
            }
            addText(String(decoding: bytes[textStart..<i], as: UTF8.self))
            switch tag {
            case "details":
                if allowsNesting, groups.count <= 4 { groups.append(Group()) }
            case "/details":
                closeGroup()
            case "summary":
                inSummary = true
            default:  // "/summary"
                finishSummary()
            }
            i = end
            textStart = end
        }
        addText(String(decoding: bytes[textStart...], as: UTF8.self))
    }

    mutating func finish() -> [AnswerBlock] {
        finishSummary()
        while groups.count > 1 { closeGroup() }
        return groups[0].blocks
    }

    private mutating func addText(_ html: String) {
        if inSummary {
            summaryHTML += html
            return
        }
        let text = HTMLText.plainText(of: html)
        if !text.isEmpty { add([.paragraph(InlineText(text))]) }
    }

    private mutating func finishSummary() {
        guard inSummary else { return }
        inSummary = false
        let text = HTMLText.plainText(of: summaryHTML)
        summaryHTML = ""
        if groups.count > 1 {
            groups[groups.count - 1].summary.append(InlineText(text))
        } else if !text.isEmpty {
            add([.paragraph(InlineText(text))])  // a summary outside details is just text
        }
    }

    private mutating func closeGroup() {
        finishSummary()
        guard groups.count > 1, let group = groups.popLast() else { return }
        let summary = group.summary.isEmpty ? InlineText("Details") : group.summary.trimmed()
        add([.details(summary: summary, blocks: group.blocks)])
    }

    /// `<details …>`, `</details>`, `<summary …>` or `</summary>` at `start` (any case): its
    /// name and the offset after its `>`.
    private static func structuralTag(_ bytes: [UInt8], at start: Int) -> (String, Int)? {
        var i = start + 1
        var closing = false
        if i < bytes.count, bytes[i] == UInt8(ascii: "/") {
            closing = true
            i += 1
        }
        var name = ""
        while i < bytes.count, name.count < 8, (bytes[i] | 0x20) >= UInt8(ascii: "a"), (bytes[i] | 0x20) <= UInt8(ascii: "z") {
            name.append(Character(Unicode.Scalar(bytes[i] | 0x20)))
            i += 1
        }
        guard name == "details" || name == "summary", i < bytes.count else { return nil }
        guard let close = bytes[i...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let next = bytes[i]
        guard next == UInt8(ascii: ">") || next == UInt8(ascii: " ") || next == UInt8(ascii: "\t")
                || next == UInt8(ascii: "\n") || next == UInt8(ascii: "/") else { return nil }
        return ((closing ? "/" : "") + name, close + 1)
    }
}
