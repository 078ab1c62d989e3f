/// Pango markup helpers: the one place text becomes markup.
public enum PangoMarkup {
    /// Escapes text so that no character of it is read as markup.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\u{0}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether a link may be opened: only web and mail links, never `file:`, `javascript:` and the like.
    public static func isSafeLink(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return false }
        let scheme = url[..<colon].lowercased()
        guard ["http", "https", "mailto"].contains(scheme) else { return false }
        return !url.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }
}
