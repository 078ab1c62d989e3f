/// Raku's Pod (Pod 6: `.pod6`, `.rakudoc`), read by the POD reader with its own differences: the
/// document is wrapped in `=begin pod` … `=end pod`, `=TITLE` names it, `=item` is a bullet whose
/// text follows it, `=for code` and `=begin code` … `=end code` hold code, `X<text|entry>` shows its
/// text (POD's `X<>` shows nothing), and a code's content may stand in French quotes (`L«…»`).
enum RakuPod {
    static let extensions = [".pod6", ".rakudoc"]

    /// Whether a paragraph opens a Raku Pod document (`=begin pod`, perhaps with its config).
    static func opensDocument(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace)
        return words.first == "=begin" && words.dropFirst().first == "pod"
    }

    /// `=item`, `=item1` … `=item4`: Raku's list items, each a bullet of its own.
    static func isItem(_ command: Substring) -> Bool {
        command == "item" || command.count == 5 && command.hasPrefix("item") && command.last!.isNumber
    }

    /// The text with Raku's French quotes around a code's content (`L«C<say> routine|/routine/say»`) written as
    /// POD's doubled brackets (`L<< C<say> routine|/routine/say >>`), which `PODInline` reads.
    static func frenchQuotesAsBrackets(_ text: String) -> String {
        guard text.contains("«") else { return text }
        var result = ""
        var open = 0
        var previous: Character = " "
        for c in text {
            if c == "«", previous.isASCII, previous.isUppercase {
                result += "<< "
                open += 1
            } else if c == "»", open > 0 {
                result += " >>"
                open -= 1
            } else {
                result.append(c)
            }
            previous = c
        }
        return result
    }

    /// The text with every `X<text|entry>` and `X<text>` as its text (and `X<|entry>` as nothing), where
    /// it holds no other code; other codes are `PODInline`'s.
    static func indexEntriesShown(_ text: String) -> String {
        guard text.contains("X<") else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(ofLiteral: "X<") {
            result += rest[..<start.lowerBound]
            let inner = rest[start.upperBound...]
            guard let end = inner.firstIndex(where: { $0 == ">" || $0 == "<" }), inner[end] == ">" else {
                result += rest[start.lowerBound..<start.upperBound]
                rest = inner
                continue
            }
            result += inner[..<end].prefix { $0 != "|" }
            rest = inner[inner.index(after: end)...]
        }
        return result + rest
    }
}
