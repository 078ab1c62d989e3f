/// The names HTML, SGML (ISO 8879's ISOlat1 and ISOnum) and POD's `E<…>` give the Latin-1
/// characters U+00A0–U+00FF, which older documents use for accented letters.
enum Latin1Entities {
    /// Each name's character.
    static let characters: [String: Character] = {
        let names = ("nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 "
            + "acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml "
            + "Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde "
            + "Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig "
            + "ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide "
            + "oslash ugrave uacute ucirc uuml yacute thorn yuml").split(separator: " ")
        var table: [String: Character] = [:]
        for (n, name) in names.enumerated() { table[String(name)] = Character(Unicode.Scalar(UInt8(0xA0 + n))) }
        return table
    }()
}
