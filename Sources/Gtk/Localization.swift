import CGtkShim

/// gettext, for the app's user-visible strings.
public enum Localization {
    /// Follows the user's locale (`LANGUAGE`, `LC_ALL`, `LANG`…) with translations from `directory`
    /// (`…/share/locale`), or from the system's locale folder when nil.
    public static func setUp(domain: String, directory: String?) {
        faq_localization_init(domain, directory)
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
