/// The letters that character references stand for (`&egrave;`, `&szlig;`, `&#232;`,
/// `&#xE8;`): a question's key keeps them as the importers read them ("Che cos'&egrave;" asks
/// "che cos è"), where other references (`&lt;`, `&nbsp;`) separate words. A reference to an
/// entity no HTML or XML defines (DocBook's own `&C2;`, declared in a file not read) is shown by
/// its name, and keyed so.
enum EntityLetters {
    /// What a reference to `name` adds to a key: its letter, the name of an entity the document
    /// defines elsewhere, or nil for a character that separates words.
    static func word(_ name: Substring) -> String? {
        if let letter = letter(name) { return letter.lowercased() }
        guard name.first != "#", !name.isEmpty, Latin1Entities.characters[String(name)] == nil, !htmlNames.contains(String(name)) else { return nil }
        return name.lowercased()
    }

    /// HTML 4's entities beyond Latin-1's, and XML's own: characters, never a document's names.
    private static let htmlNames: Set<String> = Set((
        "quot amp lt gt apos OElig oelig Scaron scaron Yuml circ tilde ensp emsp thinsp zwnj zwj lrm rlm ndash mdash "
        + "lsquo rsquo sbquo ldquo rdquo bdquo dagger Dagger permil lsaquo rsaquo euro fnof Alpha Beta Gamma Delta "
        + "Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho Sigma Tau Upsilon Phi Chi Psi Omega alpha "
        + "beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigmaf sigma tau upsilon "
        + "phi chi psi omega thetasym upsih piv bull hellip prime Prime oline frasl weierp image real trade alefsym "
        + "larr uarr rarr darr harr crarr lArr uArr rArr dArr hArr forall part exist empty nabla isin notin ni prod "
        + "sum minus lowast radic prop infin ang and or cap cup int there4 sim cong asymp ne equiv le ge sub sup nsub "
        + "sube supe oplus otimes perp sdot lceil rceil lfloor rfloor lang rang loz spades clubs hearts diams"
    ).split(separator: " ").map(String.init))

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
