/// An entry of the reading whose text in the source is only links to the other entries: a table
/// of contents read as a question, whatever the format and whatever the reader kept of it
/// (Doxygen XML's "FAQ Index", an ordered list of `<ref>`s that the reader set aside, leaving an
/// answer of one index term; a Markdown `## Contents` of `[…](#…)` items). The reading's question is
/// placed at the source's heading with its title (`SourceHeadings`), and what stands under that
/// heading, up to the next one, is read as bytes: links into the document (`ContentsLinks`), at
/// least three and as many as half the other entries, and next to no words of its own. A question
/// that asks is left alone: an answer may well be a list of other questions to read.
enum ContentsEntries {
    /// A contents entry links to this many entries at least…
    static let minimumLinks = 3
    /// …and to at least this share of the others.
    static let linkedShare = 0.5
    /// Words outside the links: at most one for this many links (Doxygen's index term "FAQ").
    static let linksPerWord = 4

    /// The first question whose source text is a list of links to the others, and the line of its heading.
    static func find(_ reading: GuardReading) -> (question: FAQQuestion, line: Int)? {
        let questions = reading.questions, source = reading.source
        guard questions.count > minimumLinks else { return nil }
        let headings = reading.headings
        var index: [String: Int] = [:]
        for (i, heading) in headings.enumerated() where index[heading.key] == nil { index[heading.key] = i }
        let needed = max(minimumLinks, Int((Double(questions.count - 1) * linkedShare).rounded(.up)))
        let utf8 = source.utf8
        for (question, title) in zip(questions, reading.questionTitles) where !title.asks {
            guard let i = index[title.key] else { continue }
            let from = min(headings[i].end, utf8.count)
            let to = i + 1 < headings.count ? max(from, min(headings[i + 1].start, utf8.count)) : utf8.count
            let body = Substring(source.utf8[utf8.index(utf8.startIndex, offsetBy: from)..<utf8.index(utf8.startIndex, offsetBy: to)])
            let (links, words) = count(body)
            if links >= needed, words * linksPerWord <= links { return (question, headings[i].line) }
        }
        return nil
    }

    /// The links into the document in `body` and the words outside them (tags, marks and numbers are no words).
    static func count(_ body: Substring) -> (links: Int, words: Int) {
        var links = 0
        var words = 0
        var i = body.startIndex
        while i < body.endIndex {
            let c = body[i]
            if c == "[" || c == "<" || c == "`" || c == ":" || c == "x" && body[i...].hasPrefix("xref:"),
               let after = ContentsLinks.link(body[i...]) {
                links += 1
                i = after.startIndex
                continue
            }
            if c == "<", let close = body[i...].prefix(ContentsLinks.window).firstIndex(of: ">") {
                i = body.index(after: close)
                continue
            }
            if c.isLetter {
                words += 1
                i = body[i...].firstIndex { !$0.isLetter && !$0.isNumber && $0 != "'" } ?? body.endIndex
                continue
            }
            i = body.index(after: i)
        }
        return (links, words)
    }
}
