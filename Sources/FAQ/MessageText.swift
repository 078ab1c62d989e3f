/// The one place messages are formatted: user text (ids, keys, titles, file names) quoted short,
/// visible and isolated, and whole lines made safe to print on a terminal.
public enum MessageText {
    /// Quoted user text longer than this is cut with an ellipsis: a message never lays out a
    /// 20,000-character id.
    public static let quoteLimit = 80

    /// `“text”` for a message: at most `limit` characters (an ellipsis marks a cut), control and
    /// bidi formatting characters shown as `\u{…}`, and, when it holds right-to-left letters,
    /// isolated (FSI…PDI) so that it cannot reorder the message around it.
    public static func quoted(_ text: some StringProtocol, limit: Int = quoteLimit, marks: (String, String) = ("“", "”")) -> String {
        var inner = ""
        var count = 0
        var rightToLeft = false
        for scalar in text.unicodeScalars {
            if count == limit {
                inner += "…"
                break
            }
            count += 1
            if isControl(scalar) || isBidiFormatting(scalar) {
                inner += escaped(scalar)
            } else {
                rightToLeft = rightToLeft || isRightToLeft(scalar)
                inner.unicodeScalars.append(scalar)
            }
        }
        if rightToLeft { inner = "\u{2068}" + inner + "\u{2069}" }
        return marks.0 + inner + marks.1
    }

    /// `text` with every control character (but tab) and bidi formatting character shown as
    /// `\u{…}`: for file names and other user text that is not cut.
    public static func visible(_ text: some StringProtocol) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if (isControl(scalar) && scalar != "\t") || isBidiFormatting(scalar) {
                result += escaped(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// One line for a terminal: control characters (ESC, newline, carriage return, C1…) and bidi
    /// embeddings and overrides are shown as `\u{…}`, so that a file cannot move the cursor,
    /// set the title or reorder the line. Isolates (which `quoted` adds) are dropped: a
    /// terminal does not use them, and without them nothing is reordered.
    public static func terminal(_ line: some StringProtocol) -> String {
        // Printable ASCII and tabs, most lines: nothing to escape.
        if line.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }) { return String(line) }
        return escapedForTerminal(line)
    }

    /// `terminal` for a `String`, whose bytes are checked in place: the generic check went
    /// through the protocol byte by byte (a third of a `--search` printing 50,000 lines).
    public static func terminal(_ line: String) -> String {
        var text = line
        if text.withUTF8({ $0.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 } }) { return line }
        return escapedForTerminal(line)
    }

    private static func escapedForTerminal(_ line: some StringProtocol) -> String {
        var result = ""
        for scalar in line.unicodeScalars {
            if (0x2066...0x2069).contains(scalar.value) { continue }
            if (isControl(scalar) && scalar != "\t") || isBidiFormatting(scalar) {
                result += escaped(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text printed on a terminal: each of its lines made safe (`terminal`).
    public static func terminalLines(_ text: some StringProtocol) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { terminal($0) }.joined(separator: "\n")
    }

    /// C0 and C1 controls and DEL.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Embeddings, overrides and isolates (LRE…RLO, LRI…PDI), which reorder the text after them.
    static func isBidiFormatting(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko…).
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        default: return false
        }
    }

    static func escaped(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
    }
}
