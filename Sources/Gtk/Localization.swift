import CGtk
import CGtkShim
import Glibc

/// gettext, for the app's user-visible strings.
public enum Localization {
    /// Follows the user's locale (`LANGUAGE`, `LC_ALL`, `LANG`…) with translations from `directory`
    /// (`…/share/locale`), or from the system's locale folder when nil.
    public static func setUp(domain: String, directory: String?) {
        faq_localization_init(domain, directory)
    }

    /// The user's languages, most preferred first, as gettext reads them (`LANGUAGE`, `LC_ALL`,
    /// `LC_MESSAGES`, `LANG`) with their variants (`de_DE.UTF-8`, `de_DE`, `de`), ending in "C":
    /// `g_get_language_names()`, but only "C" where gettext translates nothing (see `languages`).
    public static var languageNames: [String] {
        var names: [String] = []
        if let list = g_get_language_names() {
            var index = 0
            while let name = list[index] {
                names.append(String(cString: name))
                index += 1
            }
        }
        return languages(names, messagesLocale: setlocale(LC_MESSAGES, nil).map { String(cString: $0) })
    }

    /// `names` as gettext uses them: none while the messages locale is "C" or "POSIX" (unset, or
    /// `LANG` naming a locale this system lacks), where glibc ignores even `LANGUAGE`.
    public static func languages(_ names: [String], messagesLocale: String?) -> [String] {
        guard let locale = messagesLocale, locale != "C", locale != "POSIX" else { return ["C"] }
        return names.isEmpty ? ["C"] : names
    }

    /// The translation of `message`, or `message` itself.
    public static func text(_ message: String) -> String {
        // Untranslated, gettext returns its argument: read it while that C string still lives.
        message.withCString { String(cString: faq_gettext($0)) }
    }

    /// The translation of `singular` or `plural`, whichever the language uses for `count`.
    public static func plural(_ singular: String, _ plural: String, count: Int) -> String {
        singular.withCString { one in
            plural.withCString { many in String(cString: faq_ngettext(one, many, UInt(max(count, 0)))) }
        }
    }
}
