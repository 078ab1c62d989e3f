/// The parts of a document that ask nothing and open or close it: a table of contents,
/// acknowledgements, credits, a licence, links, "See also", a change log, footnotes (Org keeps its
/// `[fn:N]` definitions under a closing "Footnotes" headline), a site's imprint (its legal notice). A heading counts only
/// when its whole title is such a name ("Acknowledgments", "License and copyright", "Further
/// reading"), never when it says more ("How do I contribute?", "Contributing a translation").
enum BackMatter {
    /// Words that name a back-matter part by themselves.
    static let nouns: Set<String> = ([
        "acknowledgments", "acknowledgements", "acknowledgment", "acknowledgement", "credits", "thanks",
        "contributing", "contributors", "contributor", "license", "licence", "licenses", "licences", "licensing",
        "copyright", "copyrights", "resources", "links", "references", "authors", "author", "changelog",
        "contents", "toc", "reading", "colophon", "imprint", "impressum", "disclaimer", "legal", "maintainers", "maintainer", "footnotes", "endnotes", "notes",
    ] as Set<String>).union(contentsNames)
    /// Words that may stand beside them ("Further reading", "External links", "Authors and thanks").
    static let qualifiers: Set<String> = ["and", "of", "table", "further", "additional", "other", "more", "external",
                                          "useful", "related", "special", "notice", "the", "faq", "document"]
    /// Whole titles of more than one word that are back matter, whatever their words.
    static let phrases: Set<String> = [
        "see also", "thank you", "about this faq", "about this document", "about the faq", "change log",
        "revision history", "version history", "document history", "faq history", "history of this faq",
        "changes to this faq", "further information", "more information",
    ]
    /// Whole titles that mark where the document ends ("# END OF FAQ"), over nothing.
    static let endMarks: Set<String> = ["end of faq", "end of the faq", "end of this faq", "end of document", "end of the document"]

    /// Whether `title` marks the document's end.
    static func marksTheEnd(_ title: String) -> Bool {
        endMarks.contains(title.lowercased().split { !$0.isLetter }.joined(separator: " "))
    }

    /// Whether `title` (a heading's text) is a bare back-matter name.
    static func names(_ title: String) -> Bool {
        guard !StructureRule.asks(title) else { return false }
        let words = title.lowercased().split { !($0.isLetter || $0 == "&") }.map { $0 == "&" ? "and" : String($0) }
        guard !words.isEmpty, words.count <= 5 else { return false }
        let phrase = words.joined(separator: " ")
        if phrases.contains(phrase) || endMarks.contains(phrase) { return true }
        if words.contains(where: nouns.contains) && words.allSatisfy({ nouns.contains($0) || qualifiers.contains($0) }) && words != ["reading"] {
            return true
        }
        // "Additional LDAP resources", "Other useful links": a topic between the two.
        return words.count >= 3 && openers.contains(words[0]) && closers.contains(words[words.count - 1])
    }

    /// First and last words of a list of pointers elsewhere that names its topic between them.
    static let openers: Set<String> = ["additional", "further", "other", "more", "useful", "external", "related"]
    static let closers: Set<String> = ["resources", "links", "references", "reading"]

    /// Whether `title` is "About this FAQ" or the like: back matter only as a part with no parts of its own.
    static func isAbout(_ title: String) -> Bool { title.lowercased().hasPrefix("about") }

    /// A table of contents' name in other languages ("Inhaltsverzeichnis", "Sommaire", "Содержание", "目录").
    static let contentsNames: Set<String> = ["inhaltsverzeichnis", "sommaire", "содержание", "оглавление", "目录", "目錄", "目次", "목차"]

    /// Whether `title` names a table of contents.
    static func isContents(_ title: String) -> Bool {
        let words = title.lowercased().split { !$0.isLetter }
        return words == ["contents"] || words == ["table", "of", "contents"] || words == ["toc"]
            || words.count == 1 && contentsNames.contains(String(words[0]))
    }

    /// Whether Markdown text is only a list of links to the document's own anchors (`- [Q](#q)`,
    /// or one link a line): a table of contents, whatever its heading says.
    static func isListOfAnchorLinks(_ markdown: String) -> Bool {
        var items = 0
        for line in markdown.split(separator: "\n") where !line.allSatisfy(\.isWhitespace) {
            // A line break's two spaces or backslash end a line of links kept apart without a list.
            var rest = line.drop { $0 == " " || $0 == "\t" }
            while let last = rest.last, last == " " || last == "\\" { rest = rest.dropLast() }
            if let marker = rest.first, "-*+".contains(marker) {
                rest = rest.dropFirst()
            } else {
                let digits = rest.prefix { $0.isNumber }.count
                if digits > 0 {
                    guard rest.dropFirst(digits).first == "." || rest.dropFirst(digits).first == ")" else { return false }
                    rest = rest.dropFirst(digits + 1)
                }
            }
            rest = rest.drop { $0 == " " }
            // A rule (`---`) under the list, or between its parts, is no line of it.
            if PlainTextLines.isRule(String(line)) { continue }
            // `[text](#anchor)`, one link a line.
            guard rest.first == "[", let close = rest.range(ofLiteral: "](#"), rest.hasSuffix(")"),
                  !rest[close.upperBound...].contains(" ") else { return false }
            items += 1
        }
        return items >= 2
    }
}
