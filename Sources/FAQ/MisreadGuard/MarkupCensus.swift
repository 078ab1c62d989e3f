/// The census of HTML, XML and SGML sources, by a plain scan of tags (no parser, so that it
/// shares no mistake with the importers): the most of DocBook's `qandaentry`s and
/// `question`s, FML's `faq`s, DocBook-XSL's `tr.question` rows, microdata Questions, and
/// distinct headings, terms and bold runs that ask.
enum MarkupCensus {
    static func take(_ text: String) -> QuestionCensus {
        let bytes = Array(text.utf8)
        var counts: [String: Int] = [:]
        var keys = Set<String>()
        var loneKeys = Set<String>()
        var words = 0
        var i = 0
        var textStart = 0
        // `<question>`s with words in them (an entry may be left empty: `<question><para></para></question>`).
        var questionWords: Int?
        var askingQuestions = 0
        // The run of `<question>`s in a row and the answers after it: questions in a row over one answer ask one
        // question in other words (mod-xslt's entries), counted once; over as many answers, each is one.
        var runQuestions = 0, runAnswers = 0
        func endRun() {
            counts["question", default: 0] += runAnswers == 1 ? min(runQuestions, 1) : runQuestions
            (runQuestions, runAnswers) = (0, 0)
        }
        func countWords(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            let count = LineCensus.wordCount(String(decoding: bytes[range], as: UTF8.self))
            words += count
            questionWords? += count
        }
        // The last start tag, and whether text stands between it and the next tag.
        var lastTag = ""
        // Inside a link to a place in the document (`<a href="#…">`, Doxygen's `<ref refid>`, DocBook's `<link linkend>`).
        var inLocalLink = false
        while let open = bytes[i...].firstIndex(of: UInt8(ascii: "<")) {
            let blankBefore = bytes[textStart..<open].allSatisfy(MarkupBytes.isSpace)
            countWords(textStart..<open)
            guard let close = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else { break }
            let tag = bytes[(open + 1)..<close]
            i = close + 1
            textStart = i
            if tag.first == UInt8(ascii: "/"), tag.count == 9, String(decoding: tag.dropFirst(), as: UTF8.self).lowercased() == "question" {
                if let asked = questionWords, asked > 0 { askingQuestions += 1 }
                questionWords = nil
            }
            if tag.first == UInt8(ascii: "/"), ["a", "ref", "link"].contains(String(decoding: tag.dropFirst().prefix(5), as: UTF8.self).lowercased()) {
                inLocalLink = false
            }
            if tag.first == UInt8(ascii: "!") || tag.first == UInt8(ascii: "?") || tag.first == UInt8(ascii: "/") {
                if tag.starts(with: Array("!--".utf8)), let end = MarkupBytes.find(Array("-->".utf8), in: bytes, from: open + 4) {
                    i = end + 3
                    textStart = i
                }
                continue
            }
            let name = String(decoding: tag.prefix { !MarkupBytes.isSpace($0) && $0 != UInt8(ascii: "/") }, as: UTF8.self).lowercased()
            let attributes = String(decoding: tag, as: UTF8.self).lowercased()
            if name == "a" || name == "ref" || name == "link",
               ContentsLinks.link(Substring(String(decoding: bytes[open...close], as: UTF8.self) + "</\(name)>")) != nil {
                inLocalLink = true
            }
            switch name {
            case "script", "style":
                // A script never closed runs to the end of the file.
                i = MarkupBytes.find(Array("</\(name)".utf8), in: bytes, from: i, caseInsensitive: true) ?? bytes.count
                textStart = i
                continue
            case "question":
                if runAnswers > 0 { endRun() }
                runQuestions += 1
                questionWords = 0
            case "qandaentry", "faq", "entry":
                endRun()
                if name != "entry" { counts[name, default: 0] += 1 }
            case _ where name == "ans" || name.hasSuffix("answer"):
                runAnswers += 1
            case "tr" where attributes.contains("class=\"question\"") || attributes.contains("class=question"):
                counts["tr.question", default: 0] += 1
            default:
                break
            }
            if attributes.contains("itemtype="), attributes.contains("schema.org/question") {
                counts["microdata", default: 0] += 1
            }
            // A paragraph of one question over another paragraph ("<p>How is Neko different from (CLR) DotNet / JVM
            // ?</p>" over its answer; not an epigraph's question in a table cell): not counted as a question, but it
            // must show somewhere.
            if name == "p", let end = MarkupBytes.find(Array("</p".utf8), in: bytes, from: i, within: 400, caseInsensitive: true),
               bytes[i..<end].contains(UInt8(ascii: "?")), startsParagraph(bytes, after: end) {
                // One in quotation marks is dialogue (an epigraph's "What ... is the airspeed velocity of an unladen swallow?").
                // A line break ends the paragraph's first line: the question, over its answer (`<p>- <b>Is it free?</b><br>Yes.</p>`).
                var inner = Substring(plainText(bytes[i..<(MarkupBytes.find(Array("<br".utf8), in: bytes, from: i, within: end - i, caseInsensitive: true) ?? end)]))
                // So does an answer's label after the question (`<p><strong>Q: Is it free?</strong>` over `A: Yes.</p>`).
                if let label = ["? A: ", "? A. ", "? Answer: "].lazy.compactMap({ inner.range(ofLiteral: $0) }).first {
                    inner = inner[..<inner.index(after: label.lowerBound)]
                }
                let bare = QuestionShape.bareText(inner)
                if inner.first.map({ !"\"“‘'«„".contains($0) }) ?? false, AnswerQuestionLines.isOneQuestion(bare) {
                    loneKeys.insert(QuestionShape.key(bare))
                }
            }
            // An item that opens with an emphasised question (libxml2's `<li><em>Where can I get libxml ?</em>`) is titled as a
            // bold one is; emphasis elsewhere is the answers' own.
            let opensItem = (name == "em" || name == "i") && lastTag == "li" && blankBefore
            defer { lastTag = name }
            // A term inside a link to a place in the document, or made of such links, is a table of contents' line.
            if ["h1", "h2", "h3", "h4", "h5", "h6", "dt", "b", "strong", "title"].contains(name) || opensItem, !inLocalLink,
               let end = [MarkupBytes.find(Array("</\(name)".utf8), in: bytes, from: i, within: 2000, caseInsensitive: true),
                          // An element left open (`<dt>Q: …<br><dt>Q: …`) ends where the next one starts.
                          MarkupBytes.find(Array("<\(name)".utf8), in: bytes, from: i, within: 2000, caseInsensitive: true)].compactMap({ $0 }).min() {
                // A second wording in the same term keeps its label: `Q: …? Q: …!`
                let inner = plainText(bytes[i..<end]).replacingAll(" Q: ", with: " ")
                if ContentsLinks.isOnlyLocalLinks(Substring(String(decoding: bytes[i..<end], as: UTF8.self))) { continue }
                let bare = QuestionShape.bareText(Substring(inner))
                if QuestionShape.asks(bare) || QuestionShape.hasQuestionLabel(Substring(inner)) {
                    keys.insert(QuestionShape.key(bare))
                }
            }
        }
        countWords(textStart..<bytes.count)
        endRun()
        keys.remove("")
        let marked = counts.values.max() ?? 0
        let entries = max(counts["faq"] ?? 0, counts["qandaentry"] ?? 0)
        return QuestionCensus(questions: max(keys.count, marked), keys: keys, words: words, titleKeys: keys.union(loneKeys),
                              markedQuestions: marked, everyMarkAsks: entries > 0 && askingQuestions == entries)
    }

    /// The text of markup: tags dropped, the common entities read, white space folded.
    static func plainText(_ bytes: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        var inTag = false
        for byte in bytes {
            if byte == UInt8(ascii: "<") { inTag = true } else if byte == UInt8(ascii: ">") { inTag = false } else if !inTag {
                out.append(MarkupBytes.isSpace(byte) ? UInt8(ascii: " ") : byte)
            }
        }
        var text = String(decoding: out, as: UTF8.self)
        for (entity, character) in [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", " "), ("&#63;", "?")] {
            text = text.replacingAll(entity, with: character)
        }
        return text.trimmingCharacters(in: " ")
    }

    /// Whether a `<p>` starts after the end tag at `end` and white space.
    private static func startsParagraph(_ bytes: [UInt8], after end: Int) -> Bool {
        guard var j = bytes[end...].prefix(8).firstIndex(of: UInt8(ascii: ">")) else { return false }
        j += 1
        while j < bytes.count, MarkupBytes.isSpace(bytes[j]), j < end + 200 { j += 1 }
        return j + 2 < bytes.count && bytes[j] == UInt8(ascii: "<") && bytes[j + 1] | 0x20 == UInt8(ascii: "p")
            && (MarkupBytes.isSpace(bytes[j + 2]) || bytes[j + 2] == UInt8(ascii: ">"))
    }
}
