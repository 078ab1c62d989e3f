/// Group elements of XML and SGML that hold a title and nothing else (`<section>Getting
/// Started</section>`, then the topics it names after it): an author's way of starting a group
/// that an element nesting does not show. When the reading shows such a title as no section and
/// no question, a group was lost. Found by a plain tag scan, as `GroupCensus` counts groups.
enum GroupTitleElements {
    /// Elements that hold a group.
    static let groupElements: Set<String> = ["section", "sect1", "sect2", "sect3", "chapter", "part", "qandadiv"]
    /// A title has at most this many words.
    static let titleWords = 10

    /// The titles (folded) and lines of group elements that hold only a short text.
    static func titleOnlyGroups(_ text: String) -> [(key: String, line: Int)] {
        let bytes = Array(text.utf8)
        var found: [(key: String, line: Int)] = []
        var line = 1
        var counted = 0
        var i = 0
        while let open = MarkupBytes.find([UInt8(ascii: "<")], in: bytes, from: i) {
            for byte in bytes[counted..<open] where byte == 0x0A { line += 1 }
            counted = open
            i = open + 1
            var end = i
            while end < bytes.count, end - i <= 10, isNameByte(bytes[end]) { end += 1 }
            let name = String(decoding: bytes[i..<end].map { MarkupBytes.lower($0) }, as: UTF8.self)
            guard groupElements.contains(name) else { continue }
            // No `>` or no `<` further on: no later element can hold a title (and a hostile file costs one scan).
            guard let close = bytes[end...].firstIndex(of: UInt8(ascii: ">")),
                  let next = bytes[(close + 1)...].firstIndex(of: UInt8(ascii: "<")) else { break }
            // The text up to the next tag, which must close this element.
            let closing = Array("</\(name)".utf8)
            guard next + closing.count <= bytes.count,
                  (0..<closing.count).allSatisfy({ MarkupBytes.lower(bytes[next + $0]) == closing[$0] }) else { continue }
            let title = String(decoding: bytes[(close + 1)..<next], as: UTF8.self)
            let words = LineCensus.wordCount(title)
            guard words >= 1, words <= titleWords else { continue }
            found.append((QuestionShape.key(Substring(title)), line))
            i = next
        }
        return found
    }

    /// The first title-only group element whose title the reading shows as no section and no question, and how many.
    static func lost(_ document: FAQDocument, questions: [FAQQuestion], source: String) -> (count: Int, line: Int)? {
        let groups = titleOnlyGroups(source)
        guard !groups.isEmpty else { return nil }
        let shown = Set(document.allSections.map { HeadingLevels.key($0.section.title) } + questions.map { HeadingLevels.key($0.question) })
        let lost = groups.filter { !$0.key.isEmpty && !shown.contains($0.key) }
        guard let first = lost.first else { return nil }
        return (lost.count, first.line)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte >= 0x30 && byte <= 0x39
    }
}
