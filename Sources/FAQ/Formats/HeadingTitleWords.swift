/// What a heading's title or body says of its place: a title that names the whole FAQ, its
/// opening part or no topic; a body that is only links.
extension HeadingTree {
    /// Whether a group's title names the FAQ itself, not a topic: "FAQ", "Frequently asked
    /// questions", "Questions and answers", "List of FAQs", a manual page's "ENTRIES" or "DESCRIPTION".
    static func namesTheWholeFAQ(_ title: String) -> Bool {
        let words = titleWords(title)
        return ["faq", "faqs", "questions", "questions and answers", "q a", "qa", "entries", "description", "contents",
                "list of faqs", "list of questions", "faq list"].contains(words)
            || translatedFAQNames.contains(words)
            || words.hasSuffix("frequently asked questions") || words.hasPrefix("frequently asked questions")
    }

    /// Whether a part's title names a FAQ as a whole ("FREQUENTLY ASKED QUESTIONS", "Questions and answers", "FAQ",
    /// "Frequently Asked Questions about Automake"), not a part of one ("FAQ notation", "Further questions").
    static func namesAFAQPart(_ title: String) -> Bool {
        let words = titleWords(title)
        return ["faq", "faqs", "questions and answers", "q a", "frequently asked questions", "faq frequently asked questions"].contains(words)
            || words.hasPrefix("frequently asked questions ")
            // (Russian's one word for "questions" names a part of a FAQ as often as a whole one.)
            || translatedFAQNames.contains(words) && words.contains(" ")
    }

    /// "Questions and answers" and "Frequently asked questions" as FAQs in other languages
    /// title them (German, French, Spanish, Italian, Portuguese, Russian).
    static let translatedFAQNames: Set<String> = [
        "fragen und antworten", "häufig gestellte fragen", "questions et réponses", "foire aux questions",
        "preguntas y respuestas", "preguntas frecuentes", "domande e risposte", "domande frequenti",
        "perguntas e respostas", "perguntas frequentes", "вопросы и ответы", "часто задаваемые вопросы", "вопросы",
    ]

    /// Whether a heading names a part of an answer ("Resolutions", "Possible causes", "Workaround"),
    /// not a topic: the heading above it is the question.
    static func namesAnAnswerPart(_ title: String) -> Bool {
        answerParts.contains(titleWords(title))
    }

    /// Whether a heading names the part of an answer that resolves it ("Solution", "Workaround"), not its cause or symptom.
    static func namesASolution(_ title: String) -> Bool {
        solutionParts.contains(titleWords(title))
    }

    private static let solutionParts: Set<String> = [
        "answer", "resolution", "resolutions", "solution", "solutions", "possible solutions", "workaround", "workarounds", "fix", "fixes",
        "解决方法", "解决方案", "解决办法", "解決方法", "解決方案",
    ]

    private static let answerParts = solutionParts.union(["cause", "causes", "possible causes", "symptom", "symptoms",
                                                           "问题描述", "原因", "原因分析", "症状", "现象", "問題描述"])

    /// Whether a folding block's whole title names only its kind or a part of an answer ("Note",
    /// "Warning:", "Example", "Show more", "Solution"), not a question: the block is content.
    /// Only the whole title counts: "Error 403" or "Examples of filters" may be an entry's.
    static func namesABlockKind(_ title: String) -> Bool {
        let words = title.lowercased().trimmingCharacters(in: " \t:.…")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return blockKinds.contains(words) || answerParts.contains(words)
    }

    private static let blockKinds: Set<String> = [
        "note", "warning", "tip", "hint", "important", "caution", "attention", "danger", "see also", "example",
        "details", "more details", "show more", "show details", "click to expand", "spoiler",
    ]

    /// A title's words, lowercased and one space apart, without digits or punctuation.
    static func titleWords(_ title: String) -> String {
        title.lowercased().filter { $0.isLetter || $0 == " " }.split(separator: " ").joined(separator: " ")
    }

    /// `titleWords` as a list of words.
    static func titleWordList(_ title: String) -> [String] {
        titleWords(title).split(separator: " ").map(String.init)
    }

    /// A title that names the opening part of a text ("Introduction", "Overview", "Preface").
    static func namesAnOpeningPart(_ title: String) -> Bool {
        let words = titleWords(title)
        return ["introduction", "overview", "preface", "foreword", "background", "summary", "abstract"].contains(words)
    }

    /// A wrapper's title that names the FAQ or its answers, not a topic ("Answers:", "FAQ"):
    /// "Answers" under a list of the questions holds them all.
    static func namesNoTopic(_ title: String) -> Bool {
        let words = titleWords(title)
        return namesTheWholeFAQ(title) || ["answers", "the answers", "answer"].contains(words)
    }

    /// Words that carry a title on into a heading of its own ("Frequently Asked Questions" over
    /// "about the SGI Standard Template Library").
    private static let titleContinuations: Set<Substring> = ["about", "for", "on", "of", "in", "regarding", "concerning"]

    /// Whether a heading goes on with the title above it: it opens in lower case with a
    /// preposition.
    static func continuesATitle(_ title: String) -> Bool {
        guard let first = title.split(separator: " ").first, first.first?.isLowercase == true else { return false }
        return titleContinuations.contains(first)
    }

    /// "Frequently asked questions" in Chinese (simplified and traditional) and Japanese, ending a
    /// title as they are written, without spaces ("GitBook常见问题"; not "常见问题排查", troubleshooting).
    static let cjkFAQNames = ["常见问题", "常見問題", "よくある質問"]

    /// "FAQ", "FAQs" or "Frequently asked questions" anywhere in a title ("Sup FAQ", "Fernet -
    /// Frequently Asked Questions") or a file name, or `cjkFAQNames` ending it.
    static func namesFAQ(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.contains("frequently asked") || lower.split(whereSeparator: { !$0.isLetter }).contains { $0 == "faq" || $0 == "faqs" }
            || cjkFAQNames.contains { lower.hasSuffix($0) }
    }

    /// Whether Markdown text is only links, one or more a line, between marks that are no words
    /// (`[Main Page](<https://…>) | [Index](#index)`); a link's text may hold escaped brackets
    /// and line breaks (`[\[To my homepage\]](…)`).
    static func isOnlyLinks(_ body: String) -> Bool {
        var links = 0
        var rest = Substring(body)
        while let first = rest.first {
            if first == "[", let end = linkEnd(rest) {
                links += 1
                rest = rest[end...]
            } else if first.isWhitespace || "|·•-–,/".contains(first) {
                rest = rest.dropFirst()
            } else {
                return false
            }
        }
        return links > 0
    }

    /// Where a Markdown link that `text` opens (`[…](…)`) ends, past its ")"; nil if it opens none.
    private static func linkEnd(_ text: Substring) -> Substring.Index? {
        var k = text.index(after: text.startIndex)
        while k < text.endIndex, text[k] != "]" {
            if text[k] == "\\" { k = text.index(after: k) }
            if k < text.endIndex { k = text.index(after: k) }
        }
        guard k < text.endIndex else { return nil }
        let target = text[text.index(after: k)...]
        guard target.first == "(", let close = target.firstIndex(of: ")") else { return nil }
        return text.index(after: close)
    }

    /// A title that is an entry's number and a word saying it is gone: "1.13 (withdrawn).",
    /// "4.2 (removed)", "Q7: [obsolete]".
    static func marksAWithdrawnEntry(_ title: String) -> Bool {
        title.contains { $0.isNumber } && saysGone(title)
    }

    /// A bracketed word saying an entry is gone, and nothing else but a label: "(removed)",
    /// "(moved)", "Q7: [obsolete]".
    static func saysGone(_ title: String) -> Bool {
        let words = titleWords(title).split(separator: " ")
        guard words.count == 1 || words.count == 2 && ["q", "question", "faq"].contains(words[0]),
              ["withdrawn", "removed", "obsolete", "deleted", "dropped", "moved"].contains(words.last!) else { return false }
        return title.contains("(") || title.contains("[")
    }

    /// A copyright notice set as a heading ("Copyright 2005 by …", Ygl's "©opyright 1993-2005
    /// by Fred Hucht"): the page's byline, not a group.
    static func isCopyrightNotice(_ title: String) -> Bool {
        let lower = title.lowercased().drop { $0 == " " }
        // One that asks is a question about copyright ("Copyright 2005 or 2005-2010: which years…?").
        guard ["copyright", "©", "(c)"].contains(where: lower.hasPrefix), title.count <= 160, !title.contains("?") else { return false }
        var run = 0
        for c in title {
            run = c.isASCII && c.isNumber ? run + 1 : 0
            if run == 4 { return true }
        }
        return false
    }

    /// A date alone set as a heading (Jikes's centred `<h2>January 27, 1999</h2>` under the FAQ's title, "27 January
    /// 1999", "1999-01-27"): when the page was written, not a group.
    static func isDate(_ title: String) -> Bool {
        let words = title.lowercased().split { $0 == " " || $0 == "," }
        if words.count == 1 {
            let parts = words[0].split { $0 == "-" || $0 == "." || $0 == "/" }
            return parts.count == 3 && parts.allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) } && parts.contains { $0.count == 4 }
        }
        guard (2...3).contains(words.count), let year = words.last, year.count == 4, year.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        let rest = words.dropLast()
        let months = rest.filter { word in monthNames.contains { $0.hasPrefix(String(word).trimmingCharacters(in: ".")) && word.count >= 3 } }
        let days = rest.filter { $0.count <= 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }
        return months.count == 1 && months.count + days.count == rest.count
    }

    private static let monthNames = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                                     "october", "november", "december"]
}
