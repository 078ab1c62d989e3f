import Foundation
import Gtk

/// A user-visible string, translated; `{1}`, `{2}`… are replaced by `arguments` (translations may
/// reorder them). `tr` is the keyword `Scripts/update-translations` extracts.
func tr(_ message: String, _ arguments: String...) -> String {
    var text = Localization.text(message)
    for (i, argument) in arguments.enumerated() {
        text = text.replacingOccurrences(of: "{\(i + 1)}", with: argument)
    }
    return text
}
