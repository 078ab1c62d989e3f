/// A gettext message catalog: read from a translator's `.po` file, written as the `.mo` file
/// libintl reads. What `msgfmt` does for a build, done by the program itself when it runs from a
/// source tree whose catalogs nobody compiled (a bare `swift build`).
///
/// Kept as `msgfmt` keeps them: translated entries only (no fuzzy, obsolete or empty ones), the
/// header (`msgid ""`) included, a context joined to its key by U+0004, plural forms joined by
/// NUL. The `.mo` file has no hash table, which libintl does not need: it searches the sorted keys.
struct MessageCatalog {
    /// Each message's key (context, id, plural id) and translation (its forms), as the `.mo` file
    /// stores them.
    var messages: [(key: [UInt8], translation: [UInt8])]

    /// One entry of a `.po` file while it is read.
    private struct Entry {
        var context: [UInt8]?
        var id: [UInt8]?
        var pluralID: [UInt8]?
        var forms: [Int: [UInt8]] = [:]
        var isFuzzy = false

        var message: (key: [UInt8], translation: [UInt8])? {
            guard let id, !isFuzzy || id.isEmpty, !forms.isEmpty else { return nil }
            var translations = forms.keys.sorted().map { forms[$0]! }
            // An empty first form is an untranslated message: gettext then shows the English.
            guard let first = translations.first, !first.isEmpty else { return nil }
            var key = context.map { $0 + [0x04] } ?? []
            key += id
            if let pluralID { key += [0] + pluralID }
            // As msgfmt, for catalogs that do not change when only the template's date did.
            if id.isEmpty { translations[0] = MessageCatalog.removingLine(startingWith: "POT-Creation-Date:", from: first) }
            return (key, Array(translations.joined(separator: [0])))
        }
    }

    /// The field a continuation line (`"…"`) adds to.
    private enum Field { case context, id, pluralID, form(Int) }

    /// Reads a `.po` file's entries (UTF-8, as ours are).
    init(po bytes: [UInt8]) {
        var messages: [(key: [UInt8], translation: [UInt8])] = []
        var entry = Entry()
        var field: Field?
        func finish() {
            if let message = entry.message { messages.append(message) }
            entry = Entry()
            field = nil
        }
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let text = line.drop { $0 == 0x20 || $0 == 0x09 }
            if text.isEmpty || text.first == UInt8(ascii: "\r") { continue }
            if text.first == UInt8(ascii: "#") {
                // Comments open the next entry. "#~" marks obsolete entries, which are not compiled.
                if !entry.forms.isEmpty { finish() }
                if text.starts(with: Array("#,".utf8)),
                   text.split(separator: UInt8(ascii: ",")).contains(where: { Self.trimmed($0) == Array("fuzzy".utf8) }) {
                    entry.isFuzzy = true
                }
                continue
            }
            if text.first == UInt8(ascii: "\"") {
                let value = Self.unquoted(text)
                switch field {
                case .context: entry.context? += value
                case .id: entry.id? += value
                case .pluralID: entry.pluralID? += value
                case .form(let n): entry.forms[n]? += value
                case nil: break
                }
                continue
            }
            guard let space = text.firstIndex(of: 0x20) else { continue }
            let keyword = Array(text[..<space])
            let value = Self.unquoted(text[space...].drop { $0 == 0x20 })
            switch keyword {
            case Array("msgctxt".utf8):
                if !entry.forms.isEmpty || entry.id != nil { finish() }
                entry.context = value
                field = .context
            case Array("msgid".utf8):
                if !entry.forms.isEmpty { finish() }
                entry.id = value
                field = .id
            case Array("msgid_plural".utf8):
                entry.pluralID = value
                field = .pluralID
            case Array("msgstr".utf8):
                entry.forms[0] = value
                field = .form(0)
            default:
                // msgstr[N]
                let prefix = Array("msgstr[".utf8)
                guard keyword.starts(with: prefix), keyword.last == UInt8(ascii: "]"),
                      let n = Int(String(decoding: keyword[prefix.count..<(keyword.count - 1)], as: UTF8.self)) else { continue }
                entry.forms[n] = value
                field = .form(n)
            }
        }
        finish()
        self.messages = messages
    }

    private static func removingLine(startingWith prefix: String, from text: [UInt8]) -> [UInt8] {
        let lines = text.split(separator: 0x0A, omittingEmptySubsequences: false)
        return Array(lines.filter { !$0.starts(with: Array(prefix.utf8)) }.joined(separator: [0x0A]))
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        Array(bytes.drop { $0 == 0x20 }.reversed().drop { $0 == 0x20 || $0 == 0x0D }.reversed())
    }

    /// The text of a quoted `.po` string, its C escapes resolved.
    private static func unquoted(_ quoted: some Collection<UInt8>) -> [UInt8] {
        var bytes = Array(quoted)
        while let last = bytes.last, last == 0x20 || last == 0x0D || last == 0x09 { bytes.removeLast() }
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\"") else { return [] }
        var result: [UInt8] = []
        var i = 1
        let end = bytes.count - 1
        while i < end {
            let byte = bytes[i]
            i += 1
            guard byte == UInt8(ascii: "\\"), i < end else { result.append(byte); continue }
            let escaped = bytes[i]
            i += 1
            switch escaped {
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "a"): result.append(0x07)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "v"): result.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, i < end, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[i]) {
                    value = value * 8 + Int(bytes[i] - UInt8(ascii: "0"))
                    i += 1
                    digits += 1
                }
                result.append(UInt8(truncatingIfNeeded: value))
            default: result.append(escaped)  // \" \\ and anything else stand for themselves
            }
        }
        return result
    }

    /// The catalog as a `.mo` file in this machine's byte order.
    var mo: [UInt8] {
        let sorted = messages.sorted { $0.key.lexicographicallyPrecedes($1.key) }
        let count = sorted.count
        let keysTable = 28, translationsTable = keysTable + 8 * count
        var file: [UInt8] = []
        func word(_ value: Int) { withUnsafeBytes(of: UInt32(value)) { file += $0 } }
        for value in [0x9504_12DE, 0, count, keysTable, translationsTable, 0, translationsTable + 8 * count] { word(value) }
        let offset = translationsTable + 8 * count
        var strings: [UInt8] = []
        for texts in [sorted.map(\.key), sorted.map(\.translation)] {
            for text in texts {
                word(text.count)
                word(offset + strings.count)
                strings += text + [0]
            }
        }
        return file + strings
    }
}
