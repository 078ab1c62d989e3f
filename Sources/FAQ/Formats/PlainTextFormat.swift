/// Imports plain-text FAQs, the last resort for a text file no other format claims. The text is
/// read into lines once; each shape a plain-text FAQ takes ("Q:"/"A:" pairs, numbered entries
/// with or without a table of contents, questions with indented answers, titled entries, mail
/// digests) makes a candidate reading, `PlainTextScore` weighs each by its evidence, and the
/// best one is used only if its confidence reaches `confidenceThreshold`: below it the file is
/// refused, never guessed.
enum PlainTextFormat {
    /// The confidence (0 to 1, `PlainTextScore`) a reading needs. A FAQ of numbered entries half
    /// of which ask reaches 0.6; a licence's or a README's numbered or titled sections, which
    /// seldom ask, stay below 0.5.
    static let confidenceThreshold = 0.6

    static func decode(_ text: String, file: String) throws(DocumentError) -> (FAQDocument, [DocumentProblem], PlainTextCandidate.Shape) {
        let lines = PlainTextLines(PlainTextLineMarks.unmarked(text) ?? text)
        let readings = self.readings(lines, fileNamesFAQ: namesFAQ(file), fileNamesTrouble: namesTrouble(file), fileName: file)
        // Texinfo's titles are exact: a confident reading of them beats any other shape's guess.
        let texinfo = readings.first { $0.candidate.shape == .texinfo && $0.score.confidence >= confidenceThreshold }
        guard let best = texinfo ?? readings.max(by: { $0.score.confidence < $1.score.confidence }),
              best.score.confidence >= confidenceThreshold else {
            let closest = readings.max(by: { $0.score.confidence < $1.score.confidence })
            let formats = TranslatableText.Argument.translated(DocumentFormat.supportedFormats)
            let message = closest.map { closest in
                closest.score.entries < PlainTextScore.minimumEntries
                    ? TranslatableText("this text file does not look like a FAQ FAQ Browser can read (too few questions). {1}.", arguments: [formats])
                    : TranslatableText("this text file does not look like a FAQ FAQ Browser can read (read as {1} it is {2} sure, {3} is needed). {4}.",
                                       arguments: [.verbatim(closest.candidate.shape.rawValue), .verbatim(percent(closest.score.confidence)),
                                                   .verbatim(percent(confidenceThreshold)), formats])
            } ?? TranslatableText("this text file does not look like a FAQ FAQ Browser can read (no questions found). {1}.", arguments: [formats])
            throw DocumentError([DocumentProblem(file: file, message: message)])
        }
        let (document, warnings) = build(best.candidate, lines, file: file)
        return (document, warnings, best.candidate.shape)
    }

    /// Every shape's reading with its score.
    /// `fileNamesFAQ`: the file's own name calls it a FAQ (`FAQ`, `foo.faq`), as a preamble may; `fileNamesTrouble`:
    /// it names known problems (`PROBLEMS`, `known-bugs.txt`), as a title may.
    static func readings(_ lines: PlainTextLines, fileNamesFAQ: Bool = false, fileNamesTrouble: Bool = false,
                         fileName: String = "") -> [(candidate: PlainTextCandidate, score: PlainTextScore)] {
        let titles = PlainTextContentsEntries.withNamedTitles(PlainTextTitles.find(lines), lines)
        // Texinfo's first: its underlines are exact, and where it ties another shape it wins.
        let candidates = [
            PlainTextTexinfo.candidate(lines),
            PlainTextPatterns.questionAnswer(lines, titles: titles),
            PlainTextNumbered.candidate(lines, titles: titles),
            PlainTextPatterns.digest(lines, titles: titles),
            PlainTextPatterns.indented(lines, titles: titles),
            PlainTextPatterns.bulleted(lines, titles: titles),
            PlainTextPatterns.outdentedBulletIndent(lines).flatMap { PlainTextPatterns.bulleted(lines, titles: titles, indent: $0) },
            PlainTextPatterns.bulletedOverAnswers(lines, titles: titles),
            PlainTextPatterns.spaced(lines, titles: titles),
            PlainTextPatterns.askingParagraphs(lines, titles: titles, fileNamesFAQ: fileNamesFAQ),
            PlainTextPatterns.titled(lines, titles: titles, fileName: fileName),
            PlainTextContentsEntries.candidate(lines, titles: titles),
        ].compactMap { $0 }
        return candidates.map { ($0, PlainTextScore($0, lines, fileNamesFAQ: fileNamesFAQ, fileNamesTrouble: fileNamesTrouble)) }
    }

    /// Whether a file's name, without its folder, says FAQ.
    static func namesFAQ(_ file: String) -> Bool {
        file.split(separator: "/").last.map { $0.lowercased().contains("faq") } ?? false
    }

    /// Whether a file's name, without its folder, names known problems as a maintainer's file does: in a word in
    /// capitals or capitalised (`PROBLEMS`, `BUGS.txt`, `Problems`), or as known ones or troubleshooting in any case
    /// (`known-bugs.txt`, `TROUBLESHOOTING`); not `problems.txt`, a set of exercises as often as not, or `debugging.txt`.
    static func namesTrouble(_ file: String) -> Bool {
        let name = file.split(separator: "/").last.map(String.init) ?? ""
        let written = name.split { !$0.isLetter }
        let words = written.map { $0.lowercased() }
        if words.contains(where: { $0.hasPrefix("troubleshoot") }) { return true }
        if let known = words.firstIndex(of: "known"), known + 1 < words.count, PlainTextScore.troubleWords.contains(words[known + 1]) { return true }
        return written.contains { PlainTextScore.troubleWords.contains($0.lowercased()) && $0.first?.isUppercase == true }
    }

    /// Whether `title` repeats the words that end the file's name, without its folder and
    /// extensions ("troubleshooting" in `TROUBLESHOOTING.txt` or `acarm-ng-troubleshooting.txt`):
    /// a title that names the file is the document's.
    static func namesTheFile(_ title: String, _ file: String) -> Bool {
        // A title may join its words as the file's name does ("KNOWN_ISSUES").
        let words = HeadingTree.titleWords(String(title.map { $0 == "_" || $0 == "-" ? " " : $0 })).split(separator: " ")
        let named = MarkdownFormat.defaultTitle(file).lowercased().split { !$0.isLetter }
        return words.contains { $0.count >= 4 } && named.count >= words.count && Array(named.suffix(words.count)) == words
    }

    static func percent(_ value: Double) -> String { "\(Int((value * 100).rounded()))%" }

    static func build(_ candidate: PlainTextCandidate, _ lines: PlainTextLines, file: String) -> (FAQDocument, [DocumentProblem]) {
        var texts: [Int: String] = [:]
        var preamble: [PlainTextLines.Line] = []
        for (heading, ranges) in candidate.bodies(lineCount: lines.count) {
            var body: [PlainTextLines.Line] = []
            for range in ranges {
                if !body.isEmpty { body.append(PlainTextLines.Line(indent: 0, text: "")) }
                for k in range {
                    var line = lines[k]
                    if let width = candidate.markers[k] {
                        // "A:   text": the text lines up with the lines wrapped under it, or
                        // starts where the marker did.
                        let rest = line.text.dropFirst(width)
                        let next = k + 1 < range.upperBound && !lines[k + 1].isBlank ? lines[k + 1].indent : line.indent
                        line = PlainTextLines.Line(indent: rest.isEmpty ? 0 : next, text: String(rest))
                    }
                    body.append(line)
                }
            }
            if heading < 0 { preamble = body } else { texts[heading] = PlainTextAnswer.markdown(body) }
        }
        // A version-control keyword ("# $Id: FAQ.txt 294 … $") is the file's bookkeeping, not its text.
        preamble.removeAll { DocumentFormat.isVersionKeyword($0.text.drop { $0 == "#" || $0 == " " }) }
        preamble.removeFirst(bookkeepingComment(preamble))
        preamble.removeFirst(pageHeader(preamble))
        preamble = withoutLeaders(preamble)
        var title: String?
        if let t = titleLine(preamble) {
            title = withoutSubjectField(PlainTextTitles.decorated(PlainTextLines.unspaced(preamble[t].text)))
            preamble.remove(at: t)
        }
        // A contents' name over the list the reading left out ("Contents" over bootcd's groups) names nothing shown.
        preamble.removeAll { !$0.isBlank && BackMatter.isContents(PlainTextTitles.decorated($0.text)) }
        let introduction = PlainTextAnswer.markdown(preamble)
        if candidate.numbersNest {
            // Deeper numbers: the heading tree's rule decides sections, and a question's
            // sub-entries that do not ask stay in its answer ("4.5 Why…?" above "4.5.1 400").
            // Below a part of an answer ("12.2.1 Mailing lists" under "12.2 Are there…?"), a
            // number is a part of that part, though it asks ("12.2.1.1 What is the code…?").
            var tree = HeadingTree()
            tree.appendBody(introduction, to: 0)
            var open: [(level: Int, asks: Bool)] = []
            for (h, heading) in candidate.headings.enumerated() {
                while let last = open.last, last.level >= heading.level { open.removeLast() }
                if heading.isAnswerPart || open.firstIndex(where: \.asks).map({ open[($0 + 1)...].contains { !$0.asks } }) == true {
                    tree.appendBody("#### " + PlainTextAnswer.escape(heading.title, atStart: false))
                    tree.appendBody(texts[h] ?? "")
                    continue
                }
                open.append((heading.level, StructureRule.asks(heading.title)))
                tree.addHeading(level: heading.level, title: heading.title, line: heading.line + 1)
                tree.appendBody(texts[h] ?? "")
            }
            // Texinfo's chapters that hold no question before the first or after the last that
            // does (an "Acknowledgments") are the document's text, as a Markdown file's are.
            if candidate.shape == .texinfo { _ = tree.takeIntroductionAndFooter(keepingTitle: true, numberedParts: true) }
            // So are a page's opening and closing parts that ask nothing ("Additional Information").
            if candidate.shape == .contents { _ = tree.takeIntroductionAndFooter(keepingTitle: true) }
            var builder = ImportBuilder(file: file, title: title ?? MarkdownFormat.defaultTitle(file))
            StructureRule.build(tree, into: &builder)
            return (builder.build(), builder.warnings)
        }
        // The shape knows its questions: entries are questions, other headings sections.
        var builder = ImportBuilder(file: file, title: title ?? MarkdownFormat.defaultTitle(file))
        builder.description = MarkdownFormat.firstParagraphText(introduction)
        var open: [Int] = []
        // One group over every entry, titled only "Questions and answers", with no text of its
        // own, is no section: it names the whole FAQ.
        let groups = candidate.headings.indices.filter { !candidate.headings[$0].isEntry }
        let wrapper = groups.count == 1 && groups[0] == 0 && HeadingTree.namesNoTopic(candidate.headings[0].title)
            && (texts[0] ?? "").allSatisfy(\.isWhitespace) ? 0 : nil
        for (h, heading) in candidate.headings.enumerated() where h != wrapper {
            while let last = open.last, last >= heading.level { open.removeLast() }
            let position = SourcePosition(line: heading.line + 1, column: 1)
            let description = texts[h].flatMap { $0.isEmpty ? nil : $0 }
            if heading.isEntry {
                builder.closeSections(toDepth: open.count)
                builder.addQuestion(heading.title, answer: texts[h] ?? "", position: position)
            } else if h + 1 < candidate.headings.count, candidate.headings[h + 1].level > heading.level {
                builder.addSection(title: heading.title, description: description, depth: open.count)
                open.append(heading.level)
            } else if heading.isClosing, let description {
                builder.addTextPart(title: heading.title, text: description)
                open = []
            }
        }
        return (builder.build(), builder.warnings)
    }

    /// A posted FAQ's title is its "Subject:" header's text.
    static func withoutSubjectField(_ title: String) -> String {
        guard title.lowercased().hasPrefix("subject:") else { return title }
        let text = title.dropFirst(8).drop { $0 == " " || $0 == "\t" }
        return text.isEmpty ? title : String(text)
    }

    /// The line of the preamble that names the document: one that says FAQ or "Frequently
    /// Asked Questions", else its first line of words (a banner of punctuation is none).
    /// How many lines open the preamble as a comment block holding a version-control log
    /// (mailagent's "-- $Log: FAQ,v $" over "-- Revision 3.0.1.4 …"): every line starts "--",
    /// and the block is the file's bookkeeping, not its title or text.
    static func bookkeepingComment(_ preamble: [PlainTextLines.Line]) -> Int {
        let block = preamble.prefix { $0.text.hasPrefix("--") }
        let logged = block.contains { DocumentFormat.isVersionKeyword($0.text.drop { $0 == "-" || $0 == " " }) }
        return logged ? block.count : 0
    }

    /// The marks that may lead every line of a preamble set apart as a block ("@ FAQ do br.ispell"
    /// over "@ última atualização 2nov2002").
    static let preambleLeaders: Set<Character> = ["@", "%", ";"]

    /// The preamble without the mark that leads each of its lines, where two or more lines all
    /// open with the same one and a space: the mark sets the block apart and is no part of its words.
    static func withoutLeaders(_ preamble: [PlainTextLines.Line]) -> [PlainTextLines.Line] {
        let texts = preamble.filter { !$0.isBlank }.map(\.text)
        guard texts.count >= 2, let leader = texts[0].first, preambleLeaders.contains(leader),
              texts.allSatisfy({ $0.first == leader && ($0.count == 1 || $0.dropFirst().first == " ") }) else { return preamble }
        return preamble.map { line in
            guard !line.isBlank else { return line }
            let rest = line.text.dropFirst().drop { $0 == " " }
            return PlainTextLines.Line(indent: line.indent + line.text.count - rest.count, text: String(rest))
        }
    }

    /// How many lines open the preamble as a wiki page's header ("Content-Type: text/x-zim-wiki" over
    /// "Wiki-Format: zim 0.6" and "Creation-Date: …", Zim's): header fields, one naming the content's type;
    /// the page's bookkeeping, not its text.
    static func pageHeader(_ preamble: [PlainTextLines.Line]) -> Int {
        let fields = headerFieldLines(preamble)
        let block = preamble.indices.prefix { fields.contains($0) }
        return block.count >= 2 && block.contains(where: { preamble[$0].text.lowercased().hasPrefix("content-type:") }) ? block.count : 0
    }

    /// The lines of wrapped sentences, which are no title: a paragraph at one indent that opens
    /// with a line of eight words or more going on below and ends a sentence ("Below are answers
    /// to some frequently asked questions about the" over "CM-Super fonts."). One pass.
    static func wrappedSentenceLines(_ preamble: [PlainTextLines.Line]) -> Set<Int> {
        var lines = Set<Int>()
        var start = 0
        while start < preamble.count {
            guard !preamble[start].isBlank else { start += 1; continue }
            var end = start + 1
            while end < preamble.count, !preamble[end].isBlank, preamble[end].indent == preamble[start].indent { end += 1 }
            let first = preamble[start].text
            if end - start >= 2, first.split(separator: " ").count >= 8, !":.!?".contains(first.last ?? "."),
               ".!".contains(preamble[end - 1].text.last ?? " ") {
                lines.formUnion(start..<end)
            }
            start = end
        }
        return lines
    }

    /// The lines of a posting's header, which are no title: "Archive-Name: editor-faq/sed" over
    /// "Posting-Frequency: …". A field is a name (letters and hyphens) and a colon; a hyphenated
    /// name counts beside another field ("X-Chat: Common Problems Explained" alone is a title)
    /// unless its words name questions, a name a mail or a posting has ("Maintainer:") alone too.
    static func headerFieldLines(_ preamble: [PlainTextLines.Line]) -> Set<Int> {
        func name(_ k: Int) -> Substring? {
            let text = preamble[k].text
            guard let colon = text.firstIndex(of: ":"), text[colon...].dropFirst().first == " " else { return nil }
            let name = text[..<colon]
            return !name.isEmpty && name.count <= 24 && name.first != "-" && name.allSatisfy({ $0.isLetter || $0 == "-" }) ? name : nil
        }
        func known(_ name: Substring) -> Bool {
            PlainTextPatterns.headerFields.contains(name.lowercased() + ":") || ["version", "url", "maintainer", "author"].contains(name.lowercased())
        }
        // A value in words that names questions is a title's ("Libfoo-Tools: Questions and Answers").
        func titles(_ k: Int) -> Bool {
            let value = preamble[k].text.drop { $0 != ":" }.dropFirst().drop { $0 == " " }
            return value.contains(" ") && (PlainTextScore.namesAFAQ(String(value)) || value.lowercased().contains("question"))
        }
        return Set(preamble.indices.filter { k in
            guard let field = name(k) else { return false }
            return known(field) || field.contains("-") && !titles(k) && [k - 1, k + 1].contains { $0 >= 0 && $0 < preamble.count && name($0) != nil }
        })
    }

    static func titleLine(_ preamble: [PlainTextLines.Line]) -> Int? {
        // A title comes before the contents, whose lines ("1.1 ..... Can I get …", two or more)
        // name entries; a dot leader after a word ("Version ........ 2.1") is no contents line.
        func listsAnEntry(_ line: PlainTextLines.Line) -> Bool {
            line.text.first?.isNumber == true && line.text.contains(" ....")
        }
        let contents = preamble.count(where: listsAnEntry) >= 2 ? preamble.firstIndex(where: listsAnEntry)! : preamble.endIndex
        let prose = wrappedSentenceLines(Array(preamble[..<contents]))
        let header = headerFieldLines(Array(preamble[..<contents]))
        let candidates = preamble.indices.prefix(upTo: contents).lazy.filter { k in
            // A banner's frame ("*******   Wiimms ISO Toolset v3.01a   *******") is no part of its words.
            let text = PlainTextTitles.decorated(preamble[k].text)
            // Nor is a contents' name ("Contents" over the groups' list, bootcd's).
            guard !text.isEmpty, preamble[k].width <= 100, !BackMatter.isContents(text) else { return false }
            // A numbered line ("0. General") is a group's name or a step, not the document's.
            let number = text.prefix { $0.isASCII && $0.isNumber }
            if !number.isEmpty, let stop = text.dropFirst(number.count).first, stop == "." || stop == ")",
               text.dropFirst(number.count + 1).first == " " { return false }
            let letters = PlainTextLines.letterCount(text)
            return letters >= 3 && letters * 2 >= text.filter { $0 != " " }.count && !prose.contains(k) && !header.contains(k)
        }.prefix(12)
        // A sentence of six words or more ("Please let me know if you have any questions or
        // comments.") names nothing, unless it names the FAQ ("This is the Bash FAQ, version 4.15.").
        func isSentence(_ k: Int) -> Bool {
            let text = preamble[k].text
            return (text.hasSuffix(".") || text.hasSuffix("!")) && text.split(separator: " ").count >= 6
        }
        let named = candidates.first { k in
            let lower = PlainTextLines.unspaced(preamble[k].text).lowercased()
            return lower.contains("faq") || lower.contains("frequently asked") || lower.contains("questions") && !isSentence(k)
        }
        return named ?? candidates.first.flatMap { preamble[$0].width <= 80 && !isSentence($0) ? $0 : nil }
    }
}
