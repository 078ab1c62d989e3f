/// The form a file writes its "Q:" markers in: the label as written ("Q", "Question",
/// "question"), the mark after it (":", ".", ")", "-") and the column it starts at. An author
/// keeps one form; when most marker lines share one, a line in another form counts only where
/// an entry could start, a paragraph of its own at the entries' indent: one that continues a
/// paragraph or sits deeper is text that happens to start with the word ("A: … See previous" /
/// "   question.  This is a very questionable GNU extension.").
struct PlainTextMarkerForm: Hashable {
    var label: String
    var mark: Character

    /// The form of a marker `width` characters wide at the start of `text` (`PlainTextPatterns.marker`).
    init(_ text: String, width: Int) {
        let written = String(text.prefix(width)).trimmingCharacters(in: " ")
        mark = written.last ?? ":"
        label = String(written.dropLast().prefix { !($0.isASCII && $0.isNumber) && $0 != " " })
    }

    /// The marker lines that count, out of `markers` (line index and width, in line order): all
    /// of them unless one form (and its most common indent) holds more than half of them, three
    /// at least; then those in that form, and those in another that start a paragraph at that indent.
    static func counted(_ markers: [(line: Int, width: Int)], in lines: PlainTextLines) -> Set<Int> {
        var forms: [PlainTextMarkerForm: Int] = [:]
        var indents: [Int: Int] = [:]
        let written = markers.map { PlainTextMarkerForm(lines[$0.line].text, width: $0.width) }
        for form in written { forms[form, default: 0] += 1 }
        guard let (dominant, count) = forms.max(by: { $0.value < $1.value }), count >= 3, count * 2 > markers.count else {
            return Set(markers.map(\.line))
        }
        for (marker, form) in zip(markers, written) where form == dominant { indents[lines[marker.line].indent, default: 0] += 1 }
        let indent = indents.max { $0.value < $1.value }?.key ?? 0
        var result: Set<Int> = []
        for (marker, form) in zip(markers, written) {
            let opensParagraph = marker.line == 0 || lines[marker.line - 1].isBlank
            if form == dominant || opensParagraph && lines[marker.line].indent == indent { result.insert(marker.line) }
        }
        return result
    }
}
