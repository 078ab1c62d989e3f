import FoundationEssentials
import Gtk

/// A user-visible string, translated; `{1}`, `{2}`… are replaced by `arguments` (translations may
/// reorder them). `tr` is the keyword `Scripts/update-translations` extracts.
func tr(_ message: String, _ arguments: String...) -> String {
    substitute(arguments, into: Localization.text(message))
}

/// `text` with each `{n}` (n from 1) replaced by `arguments[n - 1]`; other braces stay. In one
/// pass, so an argument that itself reads `{2}` is not replaced again. Pure Swift: labels are
/// made with it while the first window is built, before anything else needs Foundation's strings.
func substitute(_ arguments: [String], into text: String) -> String {
    guard !arguments.isEmpty, text.utf8.contains(UInt8(ascii: "{")) else { return text }
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
        result += rest[..<open]
        let afterOpen = rest.index(after: open)
        if let close = rest[afterOpen...].firstIndex(of: "}"), let n = Int(rest[afterOpen..<close]),
           arguments.indices.contains(n - 1) {
            result += arguments[n - 1]
            rest = rest[rest.index(after: close)...]
        } else {
            result += "{"
            rest = rest[afterOpen...]
        }
    }
    return result + rest
}

/// A user-visible string with a count, translated in the plural form the language uses for
/// `count` (ngettext); `{1}`, `{2}`… as in `tr`. `Scripts/update-translations` extracts `trn`'s
/// first two arguments.
func trn(_ singular: String, _ plural: String, _ count: Int, _ arguments: String...) -> String {
    substitute(arguments, into: Localization.plural(singular, plural, count: count))
}
