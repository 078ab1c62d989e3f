import CCmark

/// Shapes of a title the Markdown reader weighs where a title asks nothing: an error message, a short label, a caption
/// over a list.
extension MarkdownQuestionPatterns {
    /// Whether a title is an error message: a name ending in "Error" or "Exception" before a
    /// colon ("InvalidStateError: Document is not fully active"), not a topic ("Exception handling").
    static func namesATrouble(_ title: String) -> Bool {
        guard let colon = title.firstIndex(of: ":") else { return false }
        let name = title[..<colon]
        return name.count > 5 && name.allSatisfy(\.isLetter) && (name.hasSuffix("Error") || name.hasSuffix("Exception"))
    }

    /// Whether a question is a label of three words or fewer ("Linux?", "On Windows?").
    static func isShortLabel(_ question: String) -> Bool {
        question.split(separator: " ").count <= 3
    }

    /// Whether the block before `block` is a paragraph that ends in a colon, introducing it ("**Solutions**:").
    static func introducedByACaption(_ block: Int, in blocks: [MarkdownFormat.Block], source: MarkdownSource) -> Bool {
        guard block > 0, blocks[block - 1].type == CMARK_NODE_PARAGRAPH else { return false }
        return source.text(from: blocks[block - 1].startLine, to: blocks[block - 1].endLine).trimmingCharacters(in: " \t\n*_").hasSuffix(":")
    }
}
