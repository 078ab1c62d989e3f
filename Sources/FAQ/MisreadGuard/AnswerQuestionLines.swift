/// Lines of an imported answer (Markdown) that look like questions of their own: a heading or
/// a `Q:` line, a paragraph of one short sentence that asks the way questions start, or two
/// or more bold lines that ask, in Markdown or in HTML (one is an answer's own sub-heading:
/// "**What does this do?**").
/// List items, quotes and code are left alone: answers list questions as examples.
enum AnswerQuestionLines {
    /// Words a question's title starts with, in the languages FAQs are mostly written in.
    static let questionWords: Set<String> = [
        "how", "what", "why", "when", "where", "who", "which", "whose", "can", "could", "should", "shall", "is", "are",
        "was", "were", "does", "do", "did", "will", "would", "may", "might", "has", "have", "must", "isn't", "aren't",
        "doesn't", "don't", "can't", "won't", "wie", "warum", "wann", "wo", "kann", "gibt", "comment", "pourquoi",
        "quel", "quelle", "est-ce", "cómo", "qué", "por",
    ]

    /// The folded text of each such line.
    static func find(in answer: String, afterOpeningLine: Bool = false, loneQuestions: Bool = true, isDescription: Bool = false,
                     question: String = "") -> [String] {
        // A cancelled read ends at the reader's next checkpoint; what this would find is not shown.
        if ReadCancellation.isRequested { return [] }
        // The bytes first: a character "?", "Q" or "#" is its byte (a heading may ask without its "?").
        guard answer.utf8.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "Q") || $0 == UInt8(ascii: "#") }),
              answer.contains("?") || answer.contains("Q") || answer.contains("#") else { return [] }
        // A converted web page's answers escape their punctuation (`inequal\?`): read past it.
        let lines = answer.newlineSeparatedLines().map(unescaped)
        var strong: [String] = []
        var bold: [String] = []
        var boldNumbers: [Int?] = []
        var fenced = false
        // The level of the answer's own shallowest heading that asks nothing ("### Mailing lists"): a question
        // under it is that part's, not one the importer missed.
        var partLevel = Int.max
        let questionNumber = sectionNumber(Substring(question).drop { $0 == " " })
        // The opening paragraph: from the first line with text to the next blank one.
        var opening = 0..<0
        if afterOpeningLine, let first = lines.firstIndex(where: { !$0.allSatisfy { $0 == " " } }) {
            opening = first..<(lines[first...].firstIndex { $0.allSatisfy { $0 == " " } } ?? lines.count)
        }
        for (n, line) in lines.enumerated() where !opening.contains(n) {
            let trimmed = line.drop { $0 == " " }
            if !fenced, let title = underlinedTitle(n, lines) {
                strong.append(QuestionShape.key(QuestionShape.bareText(Substring(title))))
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { fenced.toggle(); continue }
            if fenced || LineCensus.indentation(line) >= 4 || trimmed.isEmpty { continue }
            if let first = trimmed.first, "-+>|".contains(first) || first.isNumber || trimmed.hasPrefix("* ") {
                // A list item may be an example of a question, never one labelled as a title: `- Q: …`.
                if first == "-" || first == "*", QuestionShape.hasQuestionLabel(trimmed.dropFirst()), isTitleShaped(trimmed) {
                    strong.append(QuestionShape.key(QuestionShape.bareText(trimmed)))
                } else if isDescription, first == "-", isTermOverDefinition(n, lines) {
                    strong.append(QuestionShape.key(QuestionShape.bareText(trimmed)))
                }
                continue
            }
            let htmlBold = HTMLBoldLines.boldText(trimmed)
            let bare = QuestionShape.bareText(htmlBold ?? trimmed)
            if trimmed.hasPrefix("#") {
                let level = trimmed.prefix { $0 == "#" }.count
                if partLevel < level || isSubheading(trimmed, of: questionNumber) { continue }
                // A heading worded as a question whose "?" was lost ("## Why shouldn't I install it as root").
                if !QuestionShape.asks(bare) && asksByWordOrder(bare) {
                    strong.append(QuestionShape.key(bare))
                    continue
                }
                if !QuestionShape.asks(bare) {
                    partLevel = min(partLevel, level)
                    continue
                }
            }
            if QuestionShape.hasQuestionLabel(trimmed) && isTitleShaped(trimmed) || trimmed.hasPrefix("#") && QuestionShape.asks(bare)
                || hasTitleMarks(trimmed) && QuestionShape.asks(bare) {
                strong.append(QuestionShape.key(bare))
                continue
            }
            guard QuestionShape.asks(bare) else { continue }
            if trimmed.hasPrefix("**") && trimmed.hasSuffix("**") || htmlBold != nil {
                bold.append(QuestionShape.key(bare))
                boldNumbers.append(GroupCensus.leadingNumber(htmlBold ?? trimmed.drop { $0 == "*" }).flatMap { $0.0.count == 1 ? $0.0[0] : nil })
                continue
            }
            let previousBlank = n == 0 || lines[n - 1].allSatisfy { $0 == " " }
            if previousBlank, n + 1 < lines.count, hasAnswerLabel(lines[n + 1]) {
                strong.append(QuestionShape.key(bare))  // "Does it run on Windows?" then "**Answer**: No."
                continue
            }
            guard loneQuestions && previousBlank && !quotesQuestion(trimmed) && !refersWithinThePage(trimmed) && isOneQuestion(bare) else { continue }
            let nextBlank = n + 1 == lines.count || lines[n + 1].allSatisfy { $0 == " " }
            // A question that leads into code is the answer's own ("How do you want to capitalize
            // those words?" above examples).
            let intoCode = lines[(n + 1)...].first { !$0.allSatisfy { $0 == " " } }
                .map { $0.hasPrefix("```") || $0.hasPrefix("~~~") || LineCensus.indentation($0) >= 4 } ?? false
            if nextBlank && !intoCode || !nextBlank && opensParagraphOfText(lines[n + 1]) { strong.append(QuestionShape.key(bare)) }
        }
        // Entries are read as text under a title that names a group ("Hardware related"); under a question, or a
        // problem stated ("Build fails on Windows"), such items are its answer's steps or checklist.
        let groupTitle = !question.isEmpty && !PlainTextLines.asks(question) && !PlainTextLines.statesAProblem(question)
        // Under a question that asks, bold questions numbered 1, 2, … are the ones its answer has the reader ask
        // ("Which model should I use?" over "**1. Are you modeling retinal or cortical stimulation?**").
        let posed = PlainTextLines.asks(question) && boldNumbers.enumerated().allSatisfy { $1 == $0 + 1 }
        return strong + (bold.count >= 2 && !posed ? bold : []) + labelledInLine(lines) + (groupTitle ? answeredItems(lines) : [])
            + (isDescription ? boldQuestionItems(lines) : [])
    }

    /// List items at a description's margin that open with a bold question and go on with its answer
    /// ("- **How do I build Bacula for platform xxx?** The spec file …"), two or more, the first of them
    /// opening the description: a group's first entries a reader took for its introduction (LaTeX2HTML's
    /// lists of answers). Under a line that leads into them ("Work through this checklist first:") such
    /// items are the author's checklist.
    static func boldQuestionItems(_ lines: [Substring]) -> [String] {
        guard let first = lines.first(where: { !$0.allSatisfy { $0 == " " } }), listMarkerWidth(first.drop { $0 == " " }) != nil
        else { return [] }
        var found: [String] = []
        var fenced = false
        for line in lines {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { fenced.toggle() }
            guard !fenced, LineCensus.indentation(line) <= 3 else { continue }
            guard let width = listMarkerWidth(trimmed) else { continue }
            let text = trimmed.dropFirst(width).drop { $0 == " " }
            let inner = text.dropFirst(2)
            guard text.hasPrefix("**"), let close = inner.indices.first(where: { inner[$0...].hasPrefix("**") }) else { continue }
            let end = inner.index(close, offsetBy: 2)
            let bold = QuestionShape.bareText(text[..<end])
            let rest = text[end...].drop { $0 == " " || $0 == "\\" }
            if QuestionShape.asks(bold), rest.first?.isLetter == true { found.append(QuestionShape.key(bold)) }
        }
        return found.count >= 2 ? found : []
    }

    /// The fewest list items asking over answers of their own that make an answer a list of entries.
    static let answeredItemsRun = 3

    /// List items at the answer's margin that ask and go on with an answer of their own (a line
    /// set in under the item's text, after a blank line or a line break), three or more and
    /// nearly all the items there: entries a reader took for one answer's list (LIRC's and
    /// RapidJSON's groups read as questions, their items as text). Items that only ask are examples.
    static func answeredItems(_ lines: [Substring]) -> [String] {
        var items: [(key: String, asks: Bool)] = []
        var fenced = false
        var n = 0
        while n < lines.count {
            let line = lines[n]
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { fenced.toggle() }
            guard !fenced, LineCensus.indentation(line) <= 3, let width = listMarkerWidth(trimmed) else { n += 1; continue }
            let column = LineCensus.indentation(line) + width
            var text = trimmed.dropFirst(width)
            while text.last == "\\" || text.last == " " { text = text.dropLast() }
            // The item's own lines: set in to its text's column, blank lines between them.
            var end = n + 1
            var answered = false
            while end < lines.count {
                let next = lines[end]
                if next.allSatisfy({ $0 == " " }) { end += 1; continue }
                guard LineCensus.indentation(next) >= column else { break }
                if next.drop(while: { $0 == " " }) != "\\" { answered = true }
                end += 1
            }
            let bare = QuestionShape.bareText(text)
            items.append((QuestionShape.key(bare), answered && QuestionShape.asks(bare)))
            n = max(end, n + 1)
        }
        let asking = items.filter(\.asks)
        guard asking.count >= answeredItemsRun, asking.count * 5 >= items.count * 4 else { return [] }
        return asking.map(\.key)
    }

    /// The width of a list item's marker and the space after it ("- ", "* ", "12. ", "3) "), or nil.
    private static func listMarkerWidth(_ line: Substring) -> Int? {
        if let first = line.first, "-*+".contains(first), line.dropFirst().first == " " { return 2 }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard (1...3).contains(digits.count), let mark = line.dropFirst(digits.count).first, mark == "." || mark == ")",
              line.dropFirst(digits.count + 1).first == " " else { return nil }
        return digits.count + 2
    }

    /// A paragraph that is only a link to a place on the same page (`[Is PyMongo fork-safe?](<#pymongo-fork-safe>)`):
    /// a "see also" pointing at another entry, which has its own title there; the sentence it ends may end after it
    /// (Honeyd's "See also, [Why does Honeyd 0.5 … fail …?](<#windows>).").
    static func refersWithinThePage(_ line: Substring) -> Bool {
        guard line.first == "[", let close = line.lastIndex(of: "]") else { return false }
        var target = line[line.index(after: close)...]
        while let last = target.last, ".,;:\\ ".contains(last) { target = target.dropLast() }
        return (target.hasPrefix("(#") || target.hasPrefix("(<#")) && target.hasSuffix(")") && !target.dropFirst().contains("(")
    }

    /// A line opening with a run of two or more `*` or `=` and a space (`** How …?`, `== Why …?`): a title's mark
    /// (an outline's or AsciiDoc's) that no list or emphasis makes, left in the text by a reader that did not take it.
    static func hasTitleMarks(_ line: Substring) -> Bool {
        guard let mark = line.first, mark == "*" || mark == "=" else { return false }
        let marks = line.prefix { $0 == mark }.count
        return marks >= 2 && line.dropFirst(marks).first == " "
    }

    /// The dotted number a title starts with ("1.17." → [1, 17]), empty when it has none.
    static func sectionNumber(_ title: Substring) -> [Substring] {
        guard let word = title.split(separator: " ", maxSplits: 1).first,
              word.first?.isNumber == true, word.allSatisfy({ $0.isNumber || $0 == "." }) else { return [] }
        return word.split(separator: ".")
    }

    /// A heading numbered under the question's own number: 1.17.1 and 1.17.2 in 1.17's answer are its parts.
    static func isSubheading(_ heading: Substring, of number: [Substring]) -> Bool {
        guard !number.isEmpty else { return false }
        let own = sectionNumber(heading.drop { $0 == "#" || $0 == " " })
        return own.count > number.count && Array(own.prefix(number.count)) == number
    }

    /// A list item of one line that asks, its definition indented under it after a blank line: a term of a
    /// definition list whose mark was lost (`<p>` for `<dt>`), so that the group's first question fell into its
    /// description ("- What should I put in `user.name`?" over "  You should put your personal name …").
    static func isTermOverDefinition(_ n: Int, _ lines: [Substring]) -> Bool {
        guard n + 2 < lines.count, lines[n + 1].allSatisfy({ $0 == " " }), LineCensus.indentation(lines[n + 2]) >= 2,
              lines[n + 2].drop(while: { $0 == " " }).first?.isLetter == true else { return false }
        return QuestionShape.asks(QuestionShape.bareText(lines[n]))
    }

    /// A labelled line with words of its own whose question, if it asks one, ends it (not `Q: Where Are [linux/*.h]?|anchor`,
    /// a cross-reference; not a bare `**Q:**` over an example).
    static func isTitleShaped(_ line: Substring) -> Bool {
        let bare = QuestionShape.bareText(line)
        guard !QuestionShape.key(bare).isEmpty else { return false }
        return !bare.contains("?") || bare.last == "?" || bare.last == "？"
    }

    /// A line that quotes a question: a quotation mark after its question mark ("Also look at the Printing HOWTO.
    /// \"Where can I get the HOWTO's and other documentation? \"."): a reference to another question.
    static func quotesQuestion(_ line: Substring) -> Bool {
        guard let mark = line.lastIndex(of: "?") else { return false }
        return line[mark...].contains { "\"”'’»".contains($0) }
    }

    /// A line that goes on with running text under a question line of its own: the question's
    /// mark was lost and its answer follows on the next line ("Why is there a period …?" over
    /// "If your document has …"), or an AsciiDoc attribute entry (`:name: value`) stands between.
    static func opensParagraphOfText(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " }
        guard let first = trimmed.first, LineCensus.indentation(line) < 4 else { return false }
        if first == ":" { return trimmed.dropFirst().contains(": ") }
        return first.isLetter && !AnswerQuestionLines.isOneQuestion(QuestionShape.bareText(trimmed))
    }

    /// Paragraphs whose first line asks and answers at once, a question and then an answer
    /// label on the same line ("Does Celery support Windows? **Answer**: No."): a reader joined
    /// a question's title to its answer.
    static func labelledInLine(_ lines: [Substring]) -> [String] {
        var found: [String] = []
        for (n, line) in lines.enumerated() where n == 0 || lines[n - 1].allSatisfy({ $0 == " " }) {
            guard line.utf8.count < 2000, let mark = line.firstIndex(of: "?") else { continue }
            let after = line[line.index(after: mark)...].drop { $0 == " " }
            let question = QuestionShape.bareText(line[...mark])
            if !after.isEmpty, hasAnswerLabel(after), QuestionShape.asks(question) { found.append(QuestionShape.key(question)) }
        }
        return found
    }

    /// The line with Markdown's backslash escapes of ASCII punctuation read.
    static func unescaped(_ line: Substring) -> Substring {
        guard line.contains("\\") else { return line }
        var result = ""
        var escaping = false
        for c in line {
            if !escaping, c == "\\" { escaping = true; continue }
            if escaping, !(c.isASCII && c.isPunctuation || c.isASCII && c.isSymbol) { result.append("\\") }
            result.append(c)
            escaping = false
        }
        return Substring(result)
    }

    /// A line that starts an answer with a label: `A:`, `A.`, `Answer:`, `**Answer**:`.
    static func hasAnswerLabel(_ line: Substring) -> Bool {
        let text = line.drop { $0 == " " || $0 == "*" || $0 == "_" }
        for label in ["A:", "A.", "A)", "Answer:", "Answer**", "Answer*", "ANSWER:", "Antwort:", "R:", "Réponse"] where text.hasPrefix(label) {
            return true
        }
        return false
    }

    /// The title above line `n` when `n` underlines it (`~~~~` under "12. Why …?", a title the
    /// importer did not take): one or two lines of text, the line matching their length.
    static func underlinedTitle(_ n: Int, _ lines: [Substring]) -> String? {
        let line = lines[n]
        guard n > 0, let c = line.first, "=-~^+*#_".contains(c), line.allSatisfy({ $0 == c || $0 == " " }),
              line.filter({ $0 == c }).count >= 3 else { return nil }
        // A rule (`* * *`, an underline a converter turned into one) may stand a blank line below.
        let rule = line.contains(" ")
        let titleLine = rule && n > 1 && lines[n - 1].allSatisfy({ $0 == " " }) ? n - 2 : n - 1
        let above = String(lines[titleLine]).trimmingCharacters(in: " ")
        guard !above.isEmpty, !above.allSatisfy({ $0 == c || $0 == " " }), above.count <= 200 else { return nil }
        let before = titleLine > 0 ? String(lines[titleLine - 1]).trimmingCharacters(in: " ") : ""
        let title = before.isEmpty || before.count > 120 ? above : before + " " + above
        let bare = QuestionShape.bareText(Substring(title))
        // Under a rule, a line that asks; under an underline of its own length, a numbered or
        // asking title.
        if rule { return QuestionShape.asks(QuestionShape.bareText(Substring(above))) ? above : nil }
        guard line.count >= 4, abs(lines[titleLine].count - line.count) <= 3 else { return nil }
        return QuestionShape.asks(bare) || bare.count < title.count ? title : nil
    }

    /// At most 25 words (15 for several sentences) whose last sentence, and every one that asks, starts as questions do
    /// ("How do I …?", "Mypy is a cool project. Can I help?").
    static func isOneQuestion(_ text: Substring) -> Bool {
        // A topic's number before it ("[A.1] What are XBoard and WinBoard?") is no word of it.
        var bare = text
        if let label = text.split(separator: " ", maxSplits: 1).first, isTopicNumber(label) {
            bare = text.dropFirst(label.count).drop { $0 == " " }
        }
        let words = bare.split(separator: " ")
        // "What's X?" is "What is X?", the commonest question of all.
        let contracted = words.first.map { contractions.contains($0.lowercased()) } ?? false
        // A paragraph starting in lower case goes on from text a converter broke off; one that
        // asks "you" speaks to the reader ("Are you using a really old version of Perl?"), unless it asks
        // how or why the authors do a thing ("Why do you use Python?").
        guard words.count + (contracted ? 1 : 0) >= 3, words.count <= 30, bare.first?.isLowercase != true,
              !words.contains(where: { ["you", "you're", "your"].contains($0.lowercased()) }) || asksTheAuthors(words),
              !RhetoricalQuestion.isRhetorical(words) else { return false }
        var sentences: [(Substring, Character)] = []
        var start = bare.startIndex
        var i = bare.startIndex
        while i < bare.endIndex {
            let next = bare.index(after: i)
            // A full stop before a word in lower case ends no sentence ("`timed out.` warnings?").
            if bare[i] == "." || bare[i] == "?" || bare[i] == "!", next == bare.endIndex || bare[next] == " "
                && (bare[i] != "." || bare[next...].dropFirst().first?.isLowercase != true) {
                sentences.append((bare[start..<i], bare[i]))
                start = next
            }
            i = next
        }
        guard let last = sentences.last, last.1 == "?" else { return false }
        // Several sentences make a question's title only when short; longer, they are prose
        // ("When you run mosmon, press t to see …. Does it warn you …?"), unless the question
        // that ends them asks in the reader's voice ("I just bought a UPS with a USB connector.
        // How do I monitor it?").
        // Past 25 words, only such a question makes a title.
        let readersVoice = asksInFirstPerson(last.0)
        if words.count > 25 && !readersVoice || sentences.count > 1 && words.count > (readersVoice ? 30 : 15) { return false }
        // After the first question, a few words that ask go on with it ("What is perl.com? Perl
        // Mongers? pm.org?").
        return sentences.enumerated().allSatisfy { n, sentence in
            sentence.1 != "?" || startsAsQuestion(sentence.0) || endsAsking(sentence.0)
                || n > 0 && sentences[n - 1].1 == "?" && sentence.0.split(separator: " ").count <= 3
        }
    }

    /// "How do you handle …?", "Why do you use …?": a reader asking the authors how or why they do a thing,
    /// "you" its subject and in no other place.
    static func asksTheAuthors(_ words: [Substring]) -> Bool {
        let lower = words.map { $0.lowercased() }
        guard lower.count >= 4, lower[0] == "how" || lower[0] == "why", ["do", "did"].contains(lower[1]), lower[2] == "you" else { return false }
        return !lower.dropFirst(3).contains { ["you", "you're", "your", "yourself"].contains($0) }
    }

    static let auxiliaries: Set<String> = [
        "do", "does", "did", "is", "are", "was", "were", "can", "could", "should", "would", "will", "may", "might", "must", "has",
        "have", "don't", "doesn't", "isn't", "aren't", "can't", "shouldn't", "won't", "wouldn't", "didn't",
    ]

    /// Words in a question's order: a question word and a verb ("Why shouldn't I …", "How do I …"), or a verb
    /// and "I" or "we" ("Can I …"), in four words or more.
    static func asksByWordOrder(_ bare: Substring) -> Bool {
        let words = bare.split(separator: " ").prefix(2).map { $0.lowercased().replacingAll("’", with: "'") }
        guard words.count == 2, bare.split(separator: " ").count >= 4 else { return false }
        if ["how", "what", "why", "when", "where", "which", "who"].contains(words[0]) { return auxiliaries.contains(words[1]) }
        return auxiliaries.contains(words[0]) && (words[1] == "i" || words[1] == "we")
    }

    /// A sentence whose last clause asks in the reader's voice: "I'm using bcrypt / PBKDF2, do I need to migrate?".
    static func endsAsking(_ sentence: Substring) -> Bool {
        guard let comma = sentence.lastIndex(of: ",") else { return false }
        let words = sentence[sentence.index(after: comma)...].split(separator: " ").prefix(3).map { $0.lowercased() }
        return words.count == 3 && ["do", "does", "can", "should", "must", "may", "will", "would", "could", "am"].contains(words[0])
            && words[1] == "i"
    }

    /// "How do I …", "How can I …", "What should I …": a question word, a verb and "I".
    static func asksInFirstPerson(_ sentence: Substring) -> Bool {
        let words = sentence.split(separator: " ").prefix(3).map { $0.lowercased() }
        return words.count == 3 && ["how", "what", "why", "where", "which"].contains(words[0]) && words[2] == "i"
    }

    /// A topic's number: `[A.1]`, `A2)`, `(3)`.
    static func isTopicNumber(_ word: Substring) -> Bool {
        word.contains(where: \.isNumber) && word.allSatisfy { $0.isNumber || $0.isUppercase || "[]().".contains($0) }
    }

    /// A question word and "is" in one: each counts as two words.
    static let contractions: Set<String> = ["what's", "who's", "where's", "how's", "why's", "when's", "what’s", "who’s", "where’s", "how’s"]

    private static func startsAsQuestion(_ sentence: Substring) -> Bool {
        guard let first = sentence.split(separator: " ").first else { return false }
        let word = first.lowercased().trimmingCharacters(in: "\"'“‘([,")
        return questionWords.contains(word) || contractions.contains(word)
    }
}
