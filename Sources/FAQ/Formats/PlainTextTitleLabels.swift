/// Titles a label names: "Section A: The Basics", "Chapter 2", "SEÇÃO 1 - …", FAQ-O-Matic's "Category: /Commands_/".
extension PlainTextTitles {
    /// The words that label a title, in lower case, in the languages FAQs met so far were written in.
    static let labels = ["category:", "section ", "part ", "chapter ",
                         // The same in other languages ("SEÇÃO 1 - Entendendo o br.ispell").
                         "seção ", "secção ", "sección ", "seccion ", "sezione ", "abschnitt ", "kapitel ", "capítulo ", "capitulo ",
                         "chapitre ", "раздел ", "глава "]

    /// Whether a line opens with a label and is no sentence.
    static func isLabelled(_ text: String) -> Bool {
        // "Chapter\u{A0}1.\u{A0}Definitions": DocBook's text output binds the label to its number.
        let lower = String(text.lowercased().map { $0 == "\u{A0}" ? " " : $0 })
        return labels.contains { lower.hasPrefix($0) } && !text.hasSuffix(".")
    }

    /// How deep a FAQ-O-Matic category lies: "Category: /Commands_/add_ad_new/" is 2 (inside
    /// "Category: /Commands_/"), "Category: /" is 0 (the whole document, no group); nil for
    /// any other line.
    static func categoryDepth(_ text: String) -> Int? {
        guard text.lowercased().hasPrefix("category:") else { return nil }
        let path = text.dropFirst(9).drop { $0 == " " }
        guard path.first == "/" else { return nil }
        return path.prefix { $0 != "," && $0 != " " }.split(separator: "/").count
    }
}
