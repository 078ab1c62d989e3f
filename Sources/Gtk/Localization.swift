import CGtk
import CGtkShim

/// gettext, for the app's user-visible strings.
public enum Localization {
    /// Follows the user's locale (`LANGUAGE`, `LC_ALL`, `LANG`…) with translations from `directory`
    /// (`…/share/locale`), or from the system's locale folder when nil.
    public static func setUp(domain: String, directory: String?) {
        faq_localization_init(domain, directory)
    }

    /// The user's languages, most preferred first, as gettext reads them (`LANGUAGE`, `LC_ALL`,
    /// `LC_MESSAGES`, `LANG`) with their variants (`de_DE.UTF-8`, `de_DE`, `de`), ending in "C":
    /// `g_get_language_names()`.
    public static var languageNames: [String] {
        guard let names = g_get_language_names() else { return ["C"] }
        var result: [String] = []
        var index = 0
        while let name = names[index] {
            result.append(String(cString: name))
            index += 1
        }
        return result
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
