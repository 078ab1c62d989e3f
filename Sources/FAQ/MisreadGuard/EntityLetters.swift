/// The letters that character references stand for (`&egrave;`, `&szlig;`, `&#232;`,
/// `&#xE8;`): a question's key keeps them as the importers read them ("Che cos'&egrave;" asks
/// "che cos è"), where other references (`&lt;`, `&nbsp;`) separate words.
enum EntityLetters {
    /// HTML's names for U+00C0–U+00FF in order (× and ÷ are no letters, but keep the order).
    private static let latin1Names = [
        "Agrave", "Aacute", "Acirc", "Atilde", "Auml", "Aring", "AElig", "Ccedil", "Egrave", "Eacute", "Ecirc", "Euml",
        "Igrave", "Iacute", "Icirc", "Iuml", "ETH", "Ntilde", "Ograve", "Oacute", "Ocirc", "Otilde", "Ouml", "times",
        "Oslash", "Ugrave", "Uacute", "Ucirc", "Uuml", "Yacute", "THORN", "szlig",
        "agrave", "aacute", "acirc", "atilde", "auml", "aring", "aelig", "ccedil", "egrave", "eacute", "ecirc", "euml",
        "igrave", "iacute", "icirc", "iuml", "eth", "ntilde", "ograve", "oacute", "ocirc", "otilde", "ouml", "divide",
        "oslash", "ugrave", "uacute", "ucirc", "uuml", "yacute", "thorn", "yuml",
    ]
    private static let named: [String: Character] = {
        var table: [String: Character] = ["OElig": "Œ", "oelig": "œ", "Scaron": "Š", "scaron": "š", "Yuml": "Ÿ"]
        for (offset, name) in latin1Names.enumerated() { table[name] = Character(Unicode.Scalar(UInt8(0xC0 + offset))) }
        return table
    }()

    /// The letter `name` (between `&` and `;`) stands for, or nil when it stands for none.
    static func letter(_ name: Substring) -> Character? {
        let character: Character?
        if name.first == "#" {
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            character = value.flatMap(Unicode.Scalar.init).map(Character.init)
        } else {
            character = named[String(name)]
        }
        guard let character, character.isLetter else { return nil }
        return character
    }
}
