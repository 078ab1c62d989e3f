/// How much a candidate reading of a plain-text file looks like a FAQ, from its evidence:
///
///     confidence = strength × (0.4 + 0.6 × asking) × answered × covered × balance × named
///
/// - strength: how FAQ-like the shape's own marks are (1 for "Q:" lines nearly all with their
///   "A:", or numbers matching a table of contents; 0.85 for numbers or mail subjects; 0.75
///   for indented or titled entries, which ordinary documents have too);
/// - asking: the share of entries that ask (end in "?" or start with How, What, Can, Is…),
///   or state a problem as a sentence ("Home/End keys don't work in …"); in a file named FAQ,
///   titles over indented answers naming a task ("Changing the location of the cache") ask how,
///   where half the titles do and three in four ask or do;
///   "Q:" lines nearly all answered by "A:" lines ask by their marks (asking is 1), and so do
///   a digest's numbered subjects under a preamble naming a FAQ;
/// - answered: the share of entries with text under them;
/// - covered: the share of the text from the first entry on (less prose at the entries' own
///   indent that no entry holds), counted full from 60%;
/// - balance: 0.6 when one entry holds more than half of the text of four or more (it may hold
///   entries the reading missed), unless the file's name or preamble says FAQ and no line of it
///   reads as an entry: none ends asking, no paragraph opens asking or stating a problem
///   (litmus's last answer, a numbered list of tests);
/// - named: 1.2 when the text before the first entry calls itself a FAQ ("FAQ", "Frequently
///   Asked Questions"), 1 otherwise; the product is at most 1.
///
/// Fewer than `minimumEntries` entries is no FAQ (confidence 0), except answered "Q:" lines: two,
/// or one under a preamble that names a FAQ (isoqlog's one `Q.`/`A.` pair under "ISOQLOG FAQ") or
/// in a file named so (festival-czech's `FAQ`); and one titled question under a preamble naming a FAQ, or two
/// under such a preamble or group title, or in a file named so.
struct PlainTextScore {
    static let minimumEntries = 3

    var entries = 0
    var asking = 0
    var answered = 0
    var confidence = 0.0

    /// `fileNamesFAQ`: the file's name says FAQ, which lets one answered "Q:" line be one, as a preamble naming it does;
    /// `fileNamesTrouble`: it names known problems, as a title naming them does (`titlesTrouble`).
    init(_ candidate: PlainTextCandidate, _ lines: PlainTextLines, fileNamesFAQ: Bool = false, fileNamesTrouble: Bool = false) {
        let bodies = candidate.bodies(lineCount: lines.count)
        var textLines = 0, coveredLines = 0, largest = 0
        // Entries that do not ask, titled by a task ("Using approx with xinetd").
        var tasks = 0
        // Entries that lead into an example and state nothing ("Music can be disabled with:" over a command).
        var leadIns = 0
        var largestRanges: [Range<Int>] = []
        for (heading, ranges) in bodies {
            var count = 0
            for range in ranges { for k in range where !lines[k].isBlank && !PlainTextLines.isRule(lines[k].text) { count += 1 } }
            textLines += count
            guard heading >= 0 else { continue }
            let h = candidate.headings[heading]
            let titleLines = h.bodyStart - h.line
            textLines += titleLines
            coveredLines += count + titleLines
            guard h.isEntry else { continue }
            entries += 1
            if PlainTextLines.asks(h.title) || PlainTextLines.statesAProblem(h.title) || Self.opensByAsking(ranges, lines) {
                asking += 1
            } else if Self.namesATask(h.title) {
                tasks += 1
            }
            if count > 0 { answered += 1 }
            if h.title.hasSuffix(":"), !ranges.joined().contains(where: { PlainTextPatterns.endsASentence(lines[$0].text) }) { leadIns += 1 }
            if count > largest {
                largest = count
                largestRanges = ranges
            }
        }
        // "Q:" with its "A:" on the next line: the answer text starts on the marker's line.
        answered = min(entries, answered)
        let named = Self.callsItselfAFAQ(bodies.first?.lines ?? [], lines)
        // In a file named FAQ, titles over indented answers that name tasks ("Changing the TCP port on which approx
        // listens") ask how, when half of three or more titles do and three in four ask or do. A preamble that only
        // mentions a FAQ ("see the FAQ") is not enough: a README's sections name tasks too.
        if fileNamesFAQ, candidate.shape == .indented, entries >= Self.minimumEntries,
           4 * (asking + tasks) >= 3 * entries, 2 * tasks >= entries {
            asking += tasks
        }
        // Under a first line naming troubleshooting or known problems ("Troubleshooting Komi...", "Hatari bugs",
        // "Common problems and ways to work around them:"), or in a file named so (`PROBLEMS`), titled, indented or
        // bulleted entries are its problems ("Sound Problems", "Bootpd takes a long time to finish parsing the bootptab
        // file:"), as a troubleshooting page's headings are; not those that lead into an example without a sentence.
        if Self.troubleShapes.contains(candidate.shape), entries >= Self.minimumEntries,
           fileNamesTrouble || Self.titlesTrouble(bodies.first?.lines ?? [], lines) {
            asking = max(asking, entries - leadIns)
        }
        // "Q:" lines all answered by "A:" lines are a FAQ at two entries, or at one under a title naming it.
        let pairs = candidate.shape == .questionAnswer && candidate.strength == 1
        // So is one titled question with its answer under a title naming a FAQ (man-db's underlined "Why use man-db instead of man?"),
        // and two under such a title or heading, or in a file named so (presage's two questions under "Frequently Asked Questions";
        // KISS's two bulleted ones under its boxed title).
        let titledQuestions = [.titled, .bulleted].contains(candidate.shape) && asking == entries && answered == entries
        let namedGroup = candidate.headings.contains { !$0.isEntry && Self.namesAFAQ($0.title) }
        let fewTitled = titledQuestions && (entries == 1 && named || entries == 2 && (named || namedGroup || fileNamesFAQ))
        guard entries >= Self.minimumEntries || pairs && (entries >= 2 || entries == 1 && (named || fileNamesFAQ)) || fewTitled,
              textLines > 0 else { return }
        let n = Double(entries)
        let covered = Double(max(0, coveredLines - candidate.strayLines)) / Double(textLines)
        let unbalanced = entries >= 4 && Double(largest) > 0.5 * Double(textLines)
        let balance = unbalanced && !((named || fileNamesFAQ) && !Self.readsAsEntries(largestRanges, lines)) ? 0.6 : 1
        let asked = pairs || candidate.asksByItsMarks && named ? 1 : Double(asking) / n
        confidence = candidate.strength * (0.4 + 0.6 * asked) * (Double(answered) / n)
            * min(1, covered / 0.6) * balance * (named ? 1.2 : 1)
        confidence = min(1, confidence)
    }

    /// Whether an answer holds lines that read as entries of their own: a line that ends asking,
    /// or a paragraph that opens asking or stating a problem ("The build fails with a missing header.").
    static func readsAsEntries(_ ranges: [Range<Int>], _ lines: PlainTextLines) -> Bool {
        ranges.joined().contains { k in
            if StructureRule.asks(lines[k].text.trimmingCharacters(in: " \t\"'”)")) { return true }
            let opensParagraph = k == 0 || lines[k - 1].isBlank
            return opensParagraph && (PlainTextLines.asks(lines[k].text) || PlainTextLines.statesAProblem(lines[k].text))
        }
    }

    /// Whether an entry's text opens by asking its question in full under a topic title
    /// (pure-ftpd's "* Log files" over "-> Where does logging info go ? How to redirect it to a
    /// specific file ?"): its first paragraph, of at most four lines and not numbered, ends
    /// asking, or starts with an arrow or a quotation mark and asks in it.
    static func opensByAsking(_ ranges: [Range<Int>], _ lines: PlainTextLines) -> Bool {
        guard let range = ranges.first else { return false }
        var k = range.lowerBound
        while k < range.upperBound, lines[k].isBlank { k += 1 }
        // A numbered question there is an entry of its own, not this one's ("1. Image viewing" over "1.1 How do I…?").
        guard k < range.upperBound, PlainTextNumbered.marker(lines, k) == nil else { return false }
        var paragraph: [String] = []
        while k < range.upperBound, !lines[k].isBlank, paragraph.count <= 4 { paragraph.append(lines[k].text); k += 1 }
        guard (1...4).contains(paragraph.count) else { return false }
        var text = Substring(PlainTextLines.collapsed(paragraph.joined(separator: " ")))
        var marked = false
        for mark in ["->", ">", "\"", "“"] where text.hasPrefix(mark) { text = text.dropFirst(mark.count); marked = true }
        let trimmed = String(text).trimmingCharacters(in: " .)\"'”")
        // A marked question may run on into its answer; an unmarked paragraph must end asking
        // (a "? " inside one is a C conditional or a quoted question, not this entry's).
        return trimmed.hasSuffix("?") || marked && trimmed.contains("? ")
    }

    /// Whether a title names a task by its opening verb in "-ing" ("Passing options to curl"), in three words or more.
    static func namesATask(_ title: String) -> Bool {
        let words = title.split(separator: " ")
        guard words.count >= 3, let first = words.first, first.first?.isUppercase == true, first.count >= 5,
              first.allSatisfy(\.isLetter), first.lowercased().hasSuffix("ing") else { return false }
        return !notTasks.contains(first.lowercased())
    }

    /// Words in "-ing" that name no task.
    private static let notTasks: Set<String> = ["thing", "bring", "sting", "swing", "cling", "fling", "wring", "being", "string",
                                                "spring", "during", "nothing", "something", "anything", "everything", "morning",
                                                "evening", "ceiling", "warning", "meaning", "pending"]

    /// The shapes whose entries a title naming trouble makes its problems: each entry a title over its text.
    static let troubleShapes: Set<PlainTextCandidate.Shape> = [.titled, .indented, .bulleted]

    /// Whether the preamble's first line is a title, in eight words at most, that names troubleshooting or known
    /// problems (`namesKnownProblems`): "TROUBLESHOOTING GUIDE", "OpenTTD's known bugs", "BUGS: List of known
    /// problems in lpe"; not a bug tracker's README ("Mantis Lite - a small bug tracker") or a release's news.
    static func titlesTrouble(_ preamble: [Range<Int>], _ lines: PlainTextLines) -> Bool {
        guard let first = preamble.joined().first(where: { !lines[$0].isBlank }) else { return false }
        let words = HeadingTree.titleWords(lines[first].text).split(separator: " ").map(String.init)
        return words.count <= 8 && namesKnownProblems(words)
    }

    /// Whether a title's words name known problems: opening with troubleshooting, or with problems, bugs, issues
    /// or a word that qualifies them ("Common problems and ways to work around them", "Bugs: …"); "known" before
    /// them ("OpenTTD's known bugs"); them beside their workarounds ("FreeIPMI Bugs, Issues, and Workarounds"); or
    /// them last in three words at most ("Hatari bugs").
    static func namesKnownProblems(_ words: [String]) -> Bool {
        guard let first = words.first else { return false }
        let trouble = words.indices.filter { troubleWords.contains(words[$0]) }
        if first.hasPrefix("troubleshoot") { return true }
        guard let firstTrouble = trouble.first else { return false }
        if firstTrouble == 0 || firstTrouble == 1 && ["common", "known", "open", "frequent"].contains(first) { return true }
        if words[..<firstTrouble].contains("known") || words.contains("workarounds") { return true }
        return words.count <= 3 && trouble.last == words.count - 1
    }

    /// Words a title of known problems names them by (plural: "a small bug tracker" names none).
    static let troubleWords: Set<String> = ["problems", "bugs", "issues", "pitfalls", "gotchas", "caveats"]

    /// Whether the preamble (its first 40 lines, from its first with text) says FAQ or "Frequently Asked Questions".
    static func callsItselfAFAQ(_ preamble: [Range<Int>], _ lines: PlainTextLines) -> Bool {
        preamble.joined().drop { lines[$0].isBlank }.prefix(40).contains { namesAFAQ(lines[$0].text) }
    }

    /// Whether a line says "FAQ" or "Frequently Asked Questions".
    static func namesAFAQ(_ text: String) -> Bool {
        text.contains("FAQ") || text.lowercased().contains("frequently asked")
    }
}
