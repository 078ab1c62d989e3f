/// What a link in an answer may open. Only http, https and mailto; a mail link keeps only the
/// `subject`, `body`, `cc` and `bcc` fields (never `attach=` or other headers a mail client might
/// honour); a link whose target holds bidirectional controls is not a link at all, and its real
/// target is shown after its text with those controls made visible.
public enum LinkTarget {
    public static let mailFields: Set<String> = ["subject", "body", "cc", "bcc"]

    /// The target to open, or nil when the link must not be followed.
    public static func openable(_ url: String) -> String? {
        guard isSafe(url), !hasBidiControls(url) else { return nil }
        guard url.prefix(7).lowercased() == "mailto:", let question = url.firstIndex(of: "?") else { return url }
        let kept = url[url.index(after: question)...].split(separator: "&").filter { field in
            let name = field.prefix { $0 != "=" }.lowercased()
            return mailFields.contains(name)
        }
        return String(url[..<question]) + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
    }

    /// Whether a link may be opened: only web and mail links, never `file:`, `javascript:` and the like.
    public static func isSafe(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return false }
        let scheme = url[..<colon].lowercased()
        guard ["http", "https", "mailto"].contains(scheme) else { return false }
        return !url.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// A target with bidirectional controls, to show beside the link text (nil when it has none).
    public static func revealed(_ url: String) -> String? {
        guard hasBidiControls(url) else { return nil }
        var out = ""
        for scalar in url.unicodeScalars {
            if isBidiControl(scalar) {
                out += "⟨U+" + String(scalar.value, radix: 16, uppercase: true) + "⟩"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    public static func hasBidiControls(_ text: String) -> Bool { text.unicodeScalars.contains(where: isBidiControl) }

    /// LRM, RLM, ALM, the embeddings and overrides (U+202A–E) and the isolates (U+2066–9).
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
