import FAQ
import FoundationEssentials
import Gtk

/// A user-visible string, translated; `{1}`, `{2}`… are replaced by `arguments` (translations may
/// reorder them). `tr` is the keyword `Scripts/update-translations` extracts.
func tr(_ message: String, _ arguments: String...) -> String {
    TranslatableText.substitute(arguments, into: Localization.text(message))
}

/// The app's catalog as the FAQ module's messages look their templates up in it.
let catalog: TranslatableText.Lookup = { singular, plural, count in
    plural.map { Localization.plural(singular, $0, count: count) } ?? Localization.text(singular)
}

/// A message of the FAQ module (an importer's, the guard's) in the user's language.
func tr(_ text: TranslatableText) -> String { text.text(translating: catalog) }

/// A problem's line (`FILE:LINE:COLUMN: error: …`) in the user's language.
func tr(_ problem: DocumentProblem) -> String { problem.line(translating: catalog) }

/// A user-visible string with a count, translated in the plural form the language uses for
/// `count` (ngettext); `{1}`, `{2}`… as in `tr`. `Scripts/update-translations` extracts `trn`'s
/// first two arguments.
func trn(_ singular: String, _ plural: String, _ count: Int, _ arguments: String...) -> String {
    TranslatableText.substitute(arguments, into: Localization.plural(singular, plural, count: count))
}
