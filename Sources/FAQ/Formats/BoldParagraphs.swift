import CCmark

/// Paragraphs that open with a bold line (`**Where are the logs?**` over its answer): when most of
/// a document's such lines ask, bold is how it marks its questions, and the ones that state a
/// problem instead (`**Video recording does not work**`, an error message) are questions too.
enum BoldParagraphs {
    /// A paragraph of nothing but bold text.
    static func isBoldAlone(_ node: OpaquePointer) -> Bool {
        guard cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH, let first = cmark_node_first_child(node) else { return false }
        return cmark_node_get_type(first) == CMARK_NODE_STRONG && cmark_node_next(first) == nil
    }

    /// Whether the bold lines opening `blocks`' paragraphs mark questions: three or more ask, and
    /// they are most of them.
    static func markQuestions(_ blocks: [MarkdownFormat.Block]) -> Bool {
        var asking = 0, other = 0
        for block in blocks where block.type == CMARK_NODE_PARAGRAPH {
            guard let first = cmark_node_first_child(block.node), cmark_node_get_type(first) == CMARK_NODE_STRONG else { continue }
            let next = cmark_node_next(first)
            guard next == nil || [CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK].contains(cmark_node_get_type(next!)) else { continue }
            if StructureRule.asks(MarkdownFormat.plainText(first)) { asking += 1 } else if next == nil { other += 1 }
        }
        return asking >= 3 && asking > other
    }

    /// `markQuestions` over several pieces of Markdown (a document's text converted from other markup).
    static func markQuestions(inMarkdown pieces: [String]) -> Bool {
        var blocks: [MarkdownFormat.Block] = []
        var roots: [OpaquePointer] = []
        defer { roots.forEach { cmark_node_free($0) } }
        for piece in pieces where piece.contains("**") {
            guard let root = MarkdownFormat.parse(piece) else { continue }
            roots.append(root)
            blocks += MarkdownFormat.topLevelBlocks(root)
        }
        return markQuestions(blocks)
    }
}
