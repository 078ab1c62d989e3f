/// A line of raw HTML that is one bold element alone, perhaps inside its item's or paragraph's
/// tags (`<li><p><b>How do you advise?</b></p>`): the bold question a Markdown page written in
/// HTML sets, where a Markdown one writes `**How do you advise?**`.
enum HTMLBoldLines {
    /// Tags that may wrap the bold element on its line.
    private static let wrappers = ["li", "p", "div", "dt", "td"]
    private static let bold = ["b", "strong"]

    /// The bold element's text, when the line is one alone; nil otherwise.
    static func boldText(_ line: Substring) -> Substring? {
        guard line.first == "<" else { return nil }
        var text = Substring(String(line).trimmingCharacters(in: " \t"))
        // Closing wrappers at the end, then opening ones at the start (tags are matched in any case).
        while let name = wrappers.first(where: { closes(text, $0) }) {
            text = Substring(String(text.dropLast(name.count + 3)).trimmingCharacters(in: " \t"))
        }
        while wrappers.contains(where: { opens(text, $0) }), let close = text.firstIndex(of: ">") {
            text = Substring(String(text[text.index(after: close)...]).trimmingCharacters(in: " \t"))
        }
        guard let name = bold.first(where: { opens(text, $0) }), closes(text, name), let start = text.firstIndex(of: ">") else { return nil }
        let inner = text[text.index(after: start)...].dropLast(name.count + 3)
        // One bold element: no tag inside it ("<b>A?</b> or <b>B?</b>", a link).
        return inner.contains("<") ? nil : inner
    }

    /// Whether `text` starts with an opening `<name>` or `<name …>` tag.
    private static func opens(_ text: Substring, _ name: String) -> Bool {
        guard text.first == "<", text.dropFirst().prefix(name.count).lowercased() == name else { return false }
        let after = text.dropFirst(name.count + 1).first
        return after == ">" || after == " "
    }

    /// Whether `text` ends with `</name>`.
    private static func closes(_ text: Substring, _ name: String) -> Bool {
        text.suffix(name.count + 3).lowercased() == "</\(name)>"
    }
}
