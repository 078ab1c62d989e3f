/// The letters that character references stand for (`&egrave;`, `&szlig;`, `&#232;`,
/// `&#xE8;`): a question's key keeps them as the importers read them ("Che cos'&egrave;" asks
/// "che cos è"), where other references (`&lt;`, `&nbsp;`) separate words.
enum EntityLetters {
    private static let named: [String: Character] = Latin1Entities.characters.merging(
        ["OElig": "Œ", "oelig": "œ", "Scaron": "Š", "scaron": "š", "Yuml": "Ÿ"]) { old, _ in old }

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
