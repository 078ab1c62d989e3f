import CCmark

/// Paragraphs that open with a bold line (`**Where are the logs?**` over its answer): when most of
/// a document's such lines ask, bold is how it marks its questions, and the ones that state a
/// problem instead (`**Video recording does not work**`, an error message) are questions too.
enum BoldParagraphs {
    /// A paragraph of nothing but bold text.
    static func isBoldAlone(_ node: OpaquePointer) -> Bool {
        guard cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH, let first = firstShownChild(node) else { return false }
        return cmark_node_get_type(first) == CMARK_NODE_STRONG && cmark_node_next(first) == nil
    }

    /// A paragraph's first inline that shows: past empty anchors (`<a name="3"></a>**Where does it run?**`), which
    /// only name a place for links to point to.
    static func firstShownChild(_ paragraph: OpaquePointer) -> OpaquePointer? {
        var node = cmark_node_first_child(paragraph)
        while let current = node, cmark_node_get_type(current) == CMARK_NODE_HTML_INLINE {
            let tag = MarkdownQuestionPatterns.literal(current).lowercased()
            guard tag.hasPrefix("<a ") || tag.hasPrefix("<span "), tag.contains("name=") || tag.contains("id=") else { break }
            if tag.hasSuffix("/>") { node = cmark_node_next(current); continue }
            guard let close = cmark_node_next(current), cmark_node_get_type(close) == CMARK_NODE_HTML_INLINE,
                  ["</a>", "</span>"].contains(MarkdownQuestionPatterns.literal(close).lowercased()) else { break }
            node = cmark_node_next(close)
        }
        return node
    }

    /// The inline after `node`, past the spaces that end a bold line before its hard break (`**Q: How?**  `): they
    /// end the line as the break does.
    static func inline(after node: OpaquePointer) -> OpaquePointer? {
        guard let next = cmark_node_next(node), cmark_node_get_type(next) == CMARK_NODE_TEXT,
              MarkdownQuestionPatterns.literal(next).allSatisfy({ $0 == " " }),
              let end = cmark_node_next(next), cmark_node_get_type(end) == CMARK_NODE_LINEBREAK else { return cmark_node_next(node) }
        return end
    }

    /// A paragraph of nothing but links, one of them into the page (`[Where does it run?](#3)`): under a bold label
    /// ("**Environment**") it is a table of contents' part, not the answer to a statement.
    static func linksIntoThePage(_ block: MarkdownFormat.Block, source: MarkdownSource) -> Bool {
        guard block.type == CMARK_NODE_PARAGRAPH else { return false }
        let text = source.text(from: block.startLine, to: block.endLine)
        return text.contains("](#") && HeadingTree.isOnlyLinks(text)
    }

    /// Whether the bold lines opening `blocks`' paragraphs mark questions: three or more ask, and
    /// they are most of them.
    static func markQuestions(_ blocks: [MarkdownFormat.Block]) -> Bool {
        var asking = 0, other = 0
        for block in blocks where block.type == CMARK_NODE_PARAGRAPH {
            guard let first = firstShownChild(block.node), cmark_node_get_type(first) == CMARK_NODE_STRONG else { continue }
            let next = inline(after: first)
            guard next == nil || [CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK].contains(cmark_node_get_type(next!)) else { continue }
            if StructureRule.asks(MarkdownFormat.plainText(first)) { asking += 1 } else if next == nil { other += 1 }
        }
        return asking >= 3 && asking > other
    }

    /// Whether bold paragraphs title the entries of topic headings, as sub-headings would (WebGrid's gotchas: "Grid"
    /// over "**Grid identifier**" and "**Query usage**", each over its text): every heading over text alone (but a
    /// first or last one with no bold paragraph: the page's opening or closing text, "Getting Help" over links) asks
    /// nothing and opens its text with a bold paragraph; there are twice as many as such headings in all, each of
    /// its own words (a label repeated under several, "**Solution**", names answers' parts), none a caption
    /// (":") or longer than a title.
    static func titleEntries(_ groups: [(heading: String, blocks: [MarkdownFormat.Block])]) -> Bool {
        func untitled(_ group: (heading: String, blocks: [MarkdownFormat.Block])) -> Bool { !group.blocks.contains { isBoldAlone($0.node) } }
        var titled = groups[...]
        if let first = titled.first, untitled(first) { titled = titled.dropFirst() }
        if let last = titled.last, untitled(last) { titled = titled.dropLast() }
        guard titled.count >= 2, !titled.contains(where: { StructureRule.asks($0.heading) }) else { return false }
        var titles: [String] = []
        for group in titled {
            guard let first = group.blocks.first, isBoldAlone(first.node) else { return false }
            for block in group.blocks where isBoldAlone(block.node) {
                let text = MarkdownFormat.plainText(block.node)
                guard !text.hasSuffix(":"), text.split(separator: " ").count <= entryTitleWords,
                      !HeadingTree.namesAnAnswerPart(text) else { return false }
                titles.append(text.lowercased())
            }
        }
        return titles.count >= 2 * titled.count && Set(titles).count == titles.count
    }

    /// Whether paragraphs that open with a bold sentence running on into their text mark the page's entries
    /// (Chronicle's "**新しいセッションが表示されない。** Claude Code のセッションは …", "**The app will not open.** Open it
    /// from …"): three or more, more than half of all its paragraphs.
    static func leadStatements(_ blocks: [MarkdownFormat.Block]) -> Bool {
        var leads = 0, paragraphs = 0
        for block in blocks where block.type == CMARK_NODE_PARAGRAPH {
            paragraphs += 1
            if leadStatement(block.node) != nil { leads += 1 }
        }
        return leads >= 3 && leads * 2 > paragraphs
    }

    /// The bold sentence a paragraph opens with, when text runs on after it on its line.
    static func leadStatement(_ paragraph: OpaquePointer) -> String? {
        guard let first = firstShownChild(paragraph), cmark_node_get_type(first) == CMARK_NODE_STRONG,
              let next = inline(after: first), cmark_node_get_type(next) == CMARK_NODE_TEXT else { return nil }
        let text = MarkdownFormat.plainText(first).trimmingCharacters(in: " ")
        guard let last = text.last, sentenceEnds.contains(last), text.count >= minimumLeadLetters else { return nil }
        return text
    }

    static let sentenceEnds: Set<Character> = [".", "。", "!", "！"]
    /// A lead sentence holds at least this many characters ("Fixed." names no problem).
    static let minimumLeadLetters = 8

    /// A bold paragraph that titles an entry holds at most this many words.
    static let entryTitleWords = 12

    /// `titleEntries` over headings' text converted from other markup to Markdown.
    static func titleEntries(inMarkdown groups: [(heading: String, text: String)]) -> Bool {
        var roots: [OpaquePointer] = []
        defer { roots.forEach { cmark_node_free($0) } }
        var parsed: [(heading: String, blocks: [MarkdownFormat.Block])] = []
        for group in groups {
            // One with no bold paragraph may open or close the page (`titleEntries` decides).
            guard group.text.contains("**") else {
                parsed.append((group.heading, []))
                continue
            }
            guard let root = MarkdownFormat.parse(group.text) else { return false }
            roots.append(root)
            parsed.append((group.heading, MarkdownFormat.topLevelBlocks(root)))
        }
        return titleEntries(parsed)
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
