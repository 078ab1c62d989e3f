/// Titles and questions as the app shows them (headers, window title, outline, messages):
/// without C0/C1 control characters other than tab and newline, and with every bidi embedding,
/// override or isolate they open closed at their end, so that a title cannot reorder the text
/// shown after it. Answers are Markdown and keep their bidi text as written.
enum TitleText {
    /// `text` cleaned, or nil when it needs no change (the common case, found with one pass
    /// over its bytes).
    static func cleaned(_ text: String) -> String? {
        // Controls are bytes below 0x20 or 0x7F; C1 controls start with 0xC2, bidi formatting
        // characters with 0xE2: anything else needs no look at its scalars.
        guard text.utf8.contains(where: { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A) || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else {
            return nil
        }
        enum Opened { case embedding, isolate }
        var open: [Opened] = []
        var result = String.UnicodeScalarView()
        var changed = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A:
                result.append(scalar)
            case 0x00..<0x20, 0x7F...0x9F:
                changed = true
            case 0x202A...0x202E where scalar.value != 0x202C:  // LRE RLE LRO RLO
                open.append(.embedding)
                result.append(scalar)
            case 0x202C:  // PDF closes the last embedding, not one outside an isolate
                if open.last == .embedding {
                    open.removeLast()
                    result.append(scalar)
                } else {
                    changed = true
                }
            case 0x2066...0x2068:  // LRI RLI FSI
                open.append(.isolate)
                result.append(scalar)
            case 0x2069:  // PDI closes the last isolate and the embeddings inside it
                if let isolate = open.lastIndex(of: .isolate) {
                    open.removeSubrange(isolate...)
                    result.append(scalar)
                } else {
                    changed = true
                }
            default:
                result.append(scalar)
            }
        }
        for opened in open.reversed() {
            result.append(opened == .embedding ? "\u{202C}" : "\u{2069}")
            changed = true
        }
        return changed ? String(result) : nil
    }

    static func clean(_ text: inout String) {
        if let cleaned = cleaned(text) { text = cleaned }
    }
}
