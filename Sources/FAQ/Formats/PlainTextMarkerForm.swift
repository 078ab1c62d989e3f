/// The form a file writes its "Q:" markers in: the label as written ("Q", "Question",
/// "question"), the mark after it (":", ".", ")", "-") and the column it starts at. An author
/// keeps one form; when most marker lines share one, a line in another form counts only where
/// an entry could start, a paragraph of its own at the entries' indent: one that continues a
/// paragraph or sits deeper is text that happens to start with the word ("A: … See previous" /
/// "   question.  This is a very questionable GNU extension."). And where the form is one
/// letter, a paragraph at the entries' indent opened by another capital in that form and
/// answered by an "A:" line is an entry whose letter was mistyped ("O: When I mount …").
struct PlainTextMarkerForm: Hashable {
    var label: String
    var mark: Character

    /// The form of a marker `width` characters wide at the start of `text` (`PlainTextPatterns.marker`).
    init(_ text: String, width: Int) {
        let written = String(text.prefix(width)).trimmingCharacters(in: " ")
        // "Q 1.3 How…": a number ended by a space has no mark but the space.
        mark = written.last.map { $0.isASCII && $0.isNumber ? " " : $0 } ?? ":"
        label = String(written.dropLast().prefix { !($0.isASCII && $0.isNumber) && $0 != " " })
    }

    /// The form most marker lines share, and the indent most of them have.
    struct Dominant {
        var form: PlainTextMarkerForm
        var indent: Int
    }

    /// The marker lines that count, out of `markers` (line index and width, in line order): all
    /// of them unless one form holds more than half of them, three at least (the dominant one,
    /// at its most common indent); then those in that form, and those in another that start a
    /// paragraph at that indent.
    static func counted(_ markers: [(line: Int, width: Int)], in lines: PlainTextLines) -> (lines: Set<Int>, dominant: Dominant?) {
        var forms: [PlainTextMarkerForm: Int] = [:]
        var indents: [Int: Int] = [:]
        let written = markers.map { PlainTextMarkerForm(lines[$0.line].text, width: $0.width) }
        for form in written { forms[form, default: 0] += 1 }
        guard let (form, count) = forms.max(by: { $0.value < $1.value }), count >= 3, count * 2 > markers.count else {
            return (Set(markers.map(\.line)), nil)
        }
        for (marker, other) in zip(markers, written) where other == form { indents[lines[marker.line].indent, default: 0] += 1 }
        let dominant = Dominant(form: form, indent: indents.max { $0.value < $1.value }?.key ?? 0)
        var result: Set<Int> = []
        for (marker, other) in zip(markers, written) {
            if other == form || opensParagraph(lines, marker.line)
                && (lines[marker.line].indent == dominant.indent || answeredAtItsIndent(lines, marker.line)) {
                result.insert(marker.line)
            }
        }
        return (result, dominant)
    }

    /// The width of a mistyped one-letter marker at line `i` ("O: " where the file writes "Q: "):
    /// another capital in the dominant form, opening a paragraph at its indent, whose paragraph
    /// (six lines at most) reaches an "A:" line.
    static func mistyped(_ lines: PlainTextLines, _ i: Int, dominant: Dominant?) -> Int? {
        guard let dominant, dominant.form.label.count == 1, lines[i].indent == dominant.indent, opensParagraph(lines, i) else { return nil }
        let text = lines[i].text
        guard let letter = text.first, letter.isASCII, letter.isUppercase, letter != "A",
              text.dropFirst().first == dominant.form.mark, text.dropFirst(2).first == " " else { return nil }
        var k = i + 1
        while k < lines.count, k - i <= 6, !lines[k].isBlank {
            if PlainTextPatterns.marker(lines[k].text, letter: "A") != nil { return 2 + text.dropFirst(2).prefix { $0 == " " }.count }
            k += 1
        }
        return nil
    }

    /// Whether the paragraph at `i` (six lines at most) is followed, past blank lines, by an
    /// "A:" line at its own indent: an entry however deep the author indented it ("    Q 1.3 How…"
    /// among "   Q 1.1: …").
    private static func answeredAtItsIndent(_ lines: PlainTextLines, _ i: Int) -> Bool {
        var k = i + 1
        while k < lines.count, k - i <= 6, !lines[k].isBlank { k += 1 }
        while k < lines.count, lines[k].isBlank { k += 1 }
        return k < lines.count && lines[k].indent == lines[i].indent && PlainTextPatterns.marker(lines[k].text, letter: "A") != nil
    }

    /// Whether line `i` starts a paragraph: after a blank line, or a rule (gnokii's entries each
    /// open under a rule of dashes, one as "Q:" among "Q." ones).
    private static func opensParagraph(_ lines: PlainTextLines, _ i: Int) -> Bool {
        i == 0 || lines[i - 1].isBlank || PlainTextLines.isRule(lines[i - 1].text)
    }
}
