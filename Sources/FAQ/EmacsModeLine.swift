/// Emacs's file variables, `-*- outline -*-` or `-*- mode: text; coding: utf-8 -*-`, on the
/// first line (the second after a `#!` line): settings for an editor, not words of the document.
/// A title they follow keeps its words ("CCZE Frequently Asked Questions  -*- outline -*-"), and
/// a line of nothing else goes blank (so line numbers hold). A line that opens with punctuation
/// only (`# -*- …`, `.. -*- …`) is a comment of its format and is left to that format.
enum EmacsModeLine {
    static let marker = "-*-"

    /// `text` without its mode line.
    static func removed(from text: String) -> String {
        guard text.utf8.count > 6, Substring(text.prefix(400)).range(ofLiteral: marker) != nil else { return text }
        var lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        let index = lines.first?.hasPrefix("#!") == true ? 1 : 0
        guard index < lines.count, let kept = withoutVariables(lines[index]) else { return text }
        lines[index] = Substring(kept)
        return lines.joined(separator: "\n")
    }

    /// The line without its `-*- … -*-` span and the white space before it; nil when it has no
    /// such span, or when only punctuation stands before it.
    static func withoutVariables(_ line: Substring) -> String? {
        guard let open = line.range(ofLiteral: marker), let close = line[open.upperBound...].range(ofLiteral: marker) else { return nil }
        let before = line[..<open.lowerBound]
        guard before.allSatisfy({ $0 == " " || $0 == "\t" }) || before.contains(where: { $0.isLetter || $0.isNumber }) else { return nil }
        var kept = String(before)
        while kept.last == " " || kept.last == "\t" { kept.removeLast() }
        let after = line[close.upperBound...]
        if after.contains(where: { !$0.isWhitespace }) { kept += (kept.isEmpty ? "" : " ") + after.drop { $0 == " " || $0 == "\t" } }
        return kept
    }
}
