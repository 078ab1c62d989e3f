/// Texinfo's plain-text output (`makeinfo --plaintext` or `--no-headers`, as R's FAQ and
/// preview-latex's are shipped): every title is a line of its own after a blank line,
/// underlined to its exact width with the mark of its level, `*` under chapters ("1
/// Introduction", "Appendix A …", unnumbered chapters, the top node's title), `=` under
/// sections ("1.1 Legalese"), `-` under subsections and `.` under subsubsections, and a
/// title's number has as many parts as its mark's level. reStructuredText would take the
/// underlines too, so this structure is recognised first (`DocumentFormat`): its titles are
/// nested headings whose sections and questions the heading tree's rule decides, the contents
/// listed above the first title are skipped, and the top node's title is the document's.
enum PlainTextTexinfo {
    /// The underline of each level, the chapter's first.
    static let marks: [Character] = ["*", "=", "-", "."]

    struct Title {
        var line: Int
        /// 1 for a chapter, 2 for a section…
        var depth: Int
        var numbered: Bool
        var text: String
        /// The first line after the title's own.
        var bodyStart: Int
    }

    /// Every underlined title, and whether each numbered one's depth agrees with its mark.
    static func titles(_ lines: PlainTextLines) -> (titles: [Title], disagreeing: Int) {
        var titles: [Title] = []
        var disagreeing = 0
        var i = 0
        while i + 1 < lines.count {
            let line = lines[i], under = lines[i + 1]
            // After a blank line; or straight after the contents, which end with no blank line.
            guard !line.isBlank, line.indent == 0, under.indent == 0, i == 0 || lines[i - 1].isBlank || numberDepth(line.text) != nil,
                  i + 2 >= lines.count || lines[i + 2].isBlank,
                  let mark = under.text.first, let level = marks.firstIndex(of: mark),
                  under.width == line.width, under.width >= 2, under.text.allSatisfy({ $0 == mark }),
                  PlainTextLines.letterCount(line.text) >= 2 else { i += 1; continue }
            let depth = level + 1
            if let numbers = numberDepth(line.text) {
                if numbers == depth {
                    titles.append(Title(line: i, depth: depth, numbered: true, text: line.text, bodyStart: i + 2))
                } else {
                    disagreeing += 1
                }
            } else {
                titles.append(Title(line: i, depth: depth, numbered: false, text: line.text, bodyStart: i + 2))
            }
            i += 2
        }
        return (titles, disagreeing)
    }

    /// How many parts a title's number has: "1" 1, "2.5.1" 3, "A.2" 2 (an appendix), "Appendix
    /// B" 1; nil for a title without one.
    static func numberDepth(_ title: String) -> Int? {
        var text = Substring(title)
        if text.hasPrefix("Appendix ") { text = text.dropFirst(9) }
        let number = text.prefix { $0 != " " }
        guard number.count < text.count, !number.isEmpty else { return nil }
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        for (n, part) in parts.enumerated() {
            let digits = !part.isEmpty && part.count <= 3 && part.allSatisfy { $0.isASCII && $0.isNumber }
            let letter = n == 0 && part.count == 1 && part.first!.isASCII && part.first!.isUppercase
            guard digits || letter else { return nil }
        }
        // "A Title" is a word, not appendix A: a letter alone numbers only with "Appendix" or a part after it.
        if parts.count == 1, parts[0].first!.isLetter, !title.hasPrefix("Appendix ") { return nil }
        return parts.count
    }

    /// Whether a text is Texinfo's plain-text output: three numbered titles or more, chapters
    /// and sections among them, every numbered one's number as deep as its mark, and no
    /// reStructuredText directive.
    static func looksLikeTexinfo(_ text: String) -> Bool {
        let lines = PlainTextLines(text)
        let (titles, disagreeing) = self.titles(lines)
        let numbered = titles.filter(\.numbered)
        guard disagreeing == 0, numbered.count >= 3, numbered.contains(where: { $0.depth == 1 }),
              numbered.contains(where: { $0.depth == 2 }) else { return false }
        return !(0..<lines.count).contains { lines[$0].indent == 0 && lines[$0].text.hasPrefix(".. ") && lines[$0].text.contains("::") }
    }

    /// The titles as nested headings. A heading is counted as an entry (for the score) when
    /// it asks or has no sub-headings, and no heading above it but a chapter asks: below a
    /// question are its answer's parts ("2.5.1 How can R be installed (Unix-like)").
    static func candidate(_ lines: PlainTextLines) -> PlainTextCandidate? {
        var (titles, disagreeing) = self.titles(lines)
        guard disagreeing == 0, titles.filter(\.numbered).count >= 3 else { return nil }
        var candidate = PlainTextCandidate(shape: .texinfo, strength: 0.85)
        // The top node's title: an unnumbered chapter with nothing under it, above the first numbered one.
        if let first = titles.first, !first.numbered, first.depth == 1, titles.count > 1,
           (first.line + 2..<titles[1].line).allSatisfy({ lines[$0].isBlank }) {
            candidate.skipped.append(first.line..<first.line + 2)
            titles.removeFirst()
        }
        // Contents: runs of three lines or more that name titles (above the first title, or
        // under a second top node's title when two manuals were joined into one file).
        let names = Set(titles.map(\.text))
        var k = 0
        while k < lines.count {
            var end = k
            while end < lines.count, names.contains(lines[end].text) { end += 1 }
            if end - k >= 3 { candidate.skipped.append(k..<end) }
            k = max(end, k + 1)
        }
        candidate.skipped.sort { $0.lowerBound < $1.lowerBound }
        if candidate.skipped.contains(where: { $0.count >= 3 }) { candidate.strength = 1 }
        // A later top node (a second manual joined on): an unnumbered chapter with nothing but
        // its contents under it, above a numbered chapter, is a title, not a chapter.
        var inContents = [Bool](repeating: false, count: lines.count)
        for range in candidate.skipped { for k in range { inContents[k] = true } }
        titles = titles.enumerated().filter { n, title in
            guard !title.numbered, title.depth == 1, n + 1 < titles.count, titles[n + 1].numbered, titles[n + 1].depth == 1,
                  (title.bodyStart..<titles[n + 1].line).allSatisfy({ lines[$0].isBlank || inContents[$0] })
            else { return true }
            candidate.skipped.append(title.line..<title.bodyStart)
            return false
        }.map(\.element)
        candidate.skipped.sort { $0.lowerBound < $1.lowerBound }
        // A manual's FAQ chapter on its own (`faqChapterOnly`): its title and introduction are the document's, and
        // under a title naming the FAQ each of its nodes is an entry, whatever its words ("CVS and generated files").
        // (An Info node may name the chapter as the FAQ where its title does not: then its title is the document's still.)
        if let first = titles.first, first.depth == 1, titles.count > 1,
           !titles.dropFirst().contains(where: { $0.depth == 1 }), (0..<first.line).allSatisfy({ lines[$0].isBlank }) {
            titles.removeFirst()
            candidate.asksByItsMarks = HeadingTree.namesAFAQPart(first.text)
        }
        titles = withItemizedQuestions(withEnumeratedQuestions(titles, lines), lines)
        let subheadings = self.subheadings(titles)
        var asking: [Int: Bool] = [:]
        for (n, title) in titles.enumerated() {
            guard !subheadings.contains(n) else {
                candidate.headings.append(.init(line: title.line, bodyStart: title.bodyStart, level: title.depth + 1,
                                                title: title.text, isEntry: false, isAnswerPart: true))
                continue
            }
            asking[title.depth] = PlainTextLines.asks(title.text)
            let answerPart = title.depth > 2 && (2..<title.depth).contains { asking[$0] == true }
            let hasSub = titles[(n + 1)...].prefix { $0.depth > title.depth }.indices.contains { !subheadings.contains($0) }
            candidate.headings.append(.init(line: title.line, bodyStart: title.bodyStart, level: title.depth + 1,
                                            title: title.text, isEntry: !answerPart && (!hasSub || PlainTextLines.asks(title.text))))
        }
        candidate.numbersNest = true
        return candidate
    }

    /// A manual that is no FAQ but has one chapter, among three or more, whose title names one ("26
    /// Frequently Asked Questions about Automake"): the text with every line outside that chapter
    /// blank, so that the chapter is read as the document and the guard checks it alone. Nil for
    /// any other text.
    /// `chapterLine`: the chapter's title line where something else than its title names it (an Info node's name).
    static func faqChapterOnly(_ text: String, chapterLine: Int? = nil) -> String? {
        guard looksLikeTexinfo(text) else { return nil }
        let lines = PlainTextLines(text)
        let titles = self.titles(lines).titles
        let chapters = titles.indices.filter { titles[$0].depth == 1 }
        let named = chapterLine.map { line in chapters.filter { titles[$0].line == line } }
            ?? chapters.filter { HeadingTree.namesAFAQPart(titles[$0].text) }
        guard chapters.count >= 3, named.count == 1, let chapter = named.first,
              let whole = candidate(lines), PlainTextScore(whole, lines).confidence < PlainTextFormat.confidenceThreshold else { return nil }
        let start = titles[chapter].line
        let end = chapters.first { $0 > chapter }.map { titles[$0].line } ?? lines.count
        guard chapter + 1 < titles.count, titles[chapter + 1].line < end,
              !titles.contains(where: { ($0.line < start || $0.line >= end) && ManualFAQParts.namesQuestions($0.text) }) else { return nil }
        let part = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset >= start && $0.offset < end ? $0.element : "" }.joined(separator: "\n")
        // The chapter alone must still read as Texinfo's output (a chapter and sections), or the manual is read whole.
        return candidate(PlainTextLines(part)) != nil ? part : nil
    }

    /// Titles that are a node's own headings, not nodes (Texinfo's `@subheading`): unnumbered, right
    /// below a numbered section or subsection ("Background: distributed generated Files" under
    /// "26.1 CVS and generated files"), where a node of its own would be numbered "26.1.1".
    static func subheadings(_ titles: [Title]) -> Set<Int> {
        var result = Set<Int>()
        var parents: [Title] = []
        for (n, title) in titles.enumerated() {
            while let last = parents.last, last.depth >= title.depth { parents.removeLast() }
            if !title.numbered, let parent = parents.last, parent.numbered, parent.depth >= 2 {
                result.insert(n)
                continue
            }
            parents.append(title)
        }
        return result
    }

    /// A section with no subsections whose text is an `@itemize` of labelled questions (emacs-w3m's "   * Q. Why
    /// can't I follow links?"): items at three columns after a blank line, each wrapped at five, two or more, all
    /// labelled, are its questions, one level below it; one alone is where the manual has three or more.
    static func withItemizedQuestions(_ titles: [Title], _ lines: PlainTextLines) -> [Title] {
        var found: [[Title]] = []
        for (n, title) in titles.enumerated() {
            let end = n + 1 < titles.count ? titles[n + 1].line : lines.count
            guard n + 1 == titles.count || titles[n + 1].depth <= title.depth else { found.append([]); continue }
            var items: [Title] = []
            var k = title.bodyStart
            while k < end {
                let line = lines[k]
                if line.indent == 3, lines[k - 1].isBlank, line.text.hasPrefix("* "),
                   let asked = MarkdownQuestionPatterns.questionPrefix(String(line.text.dropFirst(2))) {
                    var text = asked
                    var next = k + 1
                    while next < end, !lines[next].isBlank, lines[next].indent == 5, next - k < 4 {
                        text = PlainTextLines.joiningWrapped(text, lines[next].text)
                        next += 1
                    }
                    items.append(Title(line: k, depth: title.depth + 1, numbered: true, text: text, bodyStart: next))
                    k = next
                } else {
                    k += 1
                }
            }
            found.append(items)
        }
        // Beside two such items or more, one alone under its section is one too (emacs-w3m's Shimbun question).
        let total = found.reduce(0) { $0 + $1.count }
        return zip(titles, found).flatMap { title, items in [title] + (items.count >= 2 || total >= 3 ? items : []) }
    }

    /// A chapter with no sections whose text is an `@enumerate` of questions (AUCTeX's FAQ):
    /// items "  1. What…?" at two columns after a blank line, numbered 1, 2, 3… (three or more,
    /// most of them asking), each wrapped at five columns, are its questions, one level below it.
    static func withEnumeratedQuestions(_ titles: [Title], _ lines: PlainTextLines) -> [Title] {
        var result: [Title] = []
        for (n, title) in titles.enumerated() {
            result.append(title)
            let end = n + 1 < titles.count ? titles[n + 1].line : lines.count
            guard title.depth == 1, n + 1 == titles.count || titles[n + 1].depth == 1 else { continue }
            var items: [Title] = []
            var k = title.bodyStart
            while k < end {
                let line = lines[k]
                if line.indent == 2, lines[k - 1].isBlank, line.text.hasPrefix("\(items.count + 1). ") {
                    var text = String(line.text.dropFirst("\(items.count + 1). ".count))
                    var next = k + 1
                    while next < end, !lines[next].isBlank, lines[next].indent == 5, next - k < 4 {
                        text = PlainTextLines.joiningWrapped(text, lines[next].text)
                        next += 1
                    }
                    items.append(Title(line: k, depth: 2, numbered: true, text: text, bodyStart: next))
                    k = next
                } else {
                    k += 1
                }
            }
            guard items.count >= 3, items.filter({ PlainTextLines.asks($0.text) }).count * 2 > items.count else { continue }
            result += items
        }
        return result
    }
}
