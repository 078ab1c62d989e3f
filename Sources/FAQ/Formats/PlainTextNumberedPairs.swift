/// "Q:" entries that are items of a numbered list (`1. Q: … A: …`, as lynx dumps an HTML
/// `<ol>` of question and answer pairs): the number is the list's, the "Q:" marks the question,
/// so the entry reads as any "Q:" entry.
enum PlainTextNumberedPairs {
    /// The width of a list number (`1.`, `12)`) and the "Q:" marker after it, with their spaces;
    /// nil when the text does not start with both.
    static func marker(_ text: String) -> Int? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }.count
        guard (1...4).contains(digits) else { return nil }
        var rest = text.dropFirst(digits)
        guard let close = rest.first, close == "." || close == ")" else { return nil }
        rest = rest.dropFirst()
        let spaces = rest.prefix { $0 == " " }.count
        guard spaces >= 1, let width = PlainTextPatterns.marker(String(rest.dropFirst(spaces)), letter: "Q") else { return nil }
        return digits + 1 + spaces + width
    }
}
