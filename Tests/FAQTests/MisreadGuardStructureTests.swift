import XCTest
@testable import FAQ

/// The misread guard's signals that no count of questions shows: empty answers, entries at the
/// document's edges that ask nothing, and groups the source marks that the import lost. Each has
/// a case where it speaks and one where it stays silent.
final class MisreadGuardStructureTests: XCTestCase {
    func decode(_ text: String, _ name: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: name)
    }

    func check(_ questions: [FAQQuestion], source: String = "") -> MisreadFinding? {
        var section = FAQSection(id: "s", title: "S", questions: questions)
        section.isImplicit = true
        let document = FAQDocument(title: "T", sections: [section])
        return MisreadGuard.check(document, census: QuestionCensus(questions: questions.count, keys: [], words: 10), source: source)
    }

    // MARK: Empty answers

    func testSeveralEmptyAnswersAreDoubtedWithTheFirstOnesLine() {
        // qpsmtpd's POD: each `=head2 A: …` answer read as a question, its question left empty.
        let source = "=head2 Q: How do I log?\n\n=head2 A: Enable it.\n\nText.\n\n=head2 Q: How do I watch?\n\n=head2 A: Tail.\n\n"
            + "Text.\n\n=head2 Q: How do I alert?\n\n=head2 A: Mail.\n\nText.\n"
        let finding = check([question("Q: How do I log?", ""), question("A: Enable it.", "Text."), question("Q: How do I watch?", ""),
                             question("A: Tail.", "Text."), question("Q: How do I alert?", " \n"), question("A: Mail.", "Text.")], source: source)
        XCTAssertEqual(finding?.kind, .emptyAnswers)
        XCTAssertEqual(finding?.line, 1)
        XCTAssertEqual(finding?.message, "FAQ Browser found 6 questions, but 3 of them have no answer: they may be a list of the questions, or titles that share one answer")
    }

    func testTwoEmptyAnswersInARowAreDoubted() {
        // guestfs's `.SS` titles that share one answer, each read as a question.
        let finding = check([question("How can I get help?", ""), question("What mailing lists are there?", ""),
                             question("Why is it slow?", "It is not.")])
        XCTAssertEqual(finding?.kind, .emptyAnswers)
        XCTAssertEqual(finding.map { $0.found - $0.expected }, 2)
    }

    func testOneEmptyAnswerIsAnAuthorsAndTwoApartAreToo() {
        XCTAssertNil(check([question("Do not use version 1?", ""), question("Why is it slow?"), question("How do I start?")]))
        XCTAssertNil(check([question("Is it done?", ""), question("Why is it slow?"), question("How do I start?", "")]))
    }

    func testTitlesSharingOneAnswerAreDoubtedOnCheck() throws {
        // Headings that share one answer, each read as a question (the man and POD readers join
        // such runs now; the Markdown reader does not).
        let markdown = "# FAQ\n\n## How do I log things?\n\n## How do I watch the logs?\n\n## How do I get alerts?\n\n"
            + "Read the manual on all three.\n\n## Why is it slow?\n\nIt is not.\n"
        let result = try decode(markdown, "FAQ.md")
        XCTAssertEqual(result.document.questionCount, 4, "the guard changes nothing")
        XCTAssertEqual(result.misread?.kind, .emptyAnswers)
        XCTAssertEqual(result.warnings.first?.description,
                       "FAQ.md:3:1: warning: FAQ Browser found 4 questions, but 2 of them have no answer: they may be a list of the questions, or titles that share one answer")
    }

    func testTopicTitlesWithNoAnswerOfTheirOwnOverQuestionsAreDoubtedAsGroupTitles() {
        // SAOImage DS9: bold group lines between bold questions, read as questions; one's answer
        // is empty, the other's opens with the bold statement that followed it.
        let finding = check([question("Is it free?", "Yes."), question("MacOSX", "**I can't save the image.**\n\nUse X11."),
                             question("How can I open a FITS file?", "Name it."), question("X11", ""),
                             question("Is batch mode possible?", "No."), question("Why does it hang?", "A network.")])
        XCTAssertEqual(finding?.kind, .groupTitlesAsQuestions)
        XCTAssertEqual(finding?.message, "FAQ Browser found 6 questions, but 2 of them have no answer and ask nothing: they may be titles of groups, and the groups may not show")
        // One is an author's title kept for a later answer; topics with answers of their own are questions.
        XCTAssertNil(check([question("Is it free?", "Yes."), question("X11", ""), question("Is batch mode possible?", "No.")]))
        XCTAssertNil(check([question("Is it free?", "Yes."), question("MacOSX", "Use X11."), question("How can I open it?", "Name it."),
                            question("Linux", "It works."), question("Is batch mode possible?", "No.")]))
        // An answer opening with a bold verdict has an answer of its own.
        XCTAssertNil(check([question("Windows support", "**Yes, since version 2.0.**\n\nInstall it from the store."),
                            question("Does it run on ARM?", "Yes."), question("Commercial use", "**Allowed.**\n\nThe licence is MIT."),
                            question("Is there a GUI?", "Not yet."), question("Where do I report bugs?", "On the tracker.")]))
        // A bold statement opening one is the entry after a group title, as are two left empty.
        XCTAssertEqual(check([question("Is it free?", "Yes."), question("MacOSX", "**Saved images come out black**\n\nUse X11."),
                              question("How can I open a FITS file?", "Name it."), question("X11", ""),
                              question("Is batch mode possible?", "No."), question("Why does it hang?", "A network.")])?.kind,
                       .groupTitlesAsQuestions)
        XCTAssertEqual(check([question("Is it free?", "Yes."), question("General", ""), question("How can I open a FITS file?", "Name it."),
                              question("Windows", ""), question("Is batch mode possible?", "No."), question("Why does it hang?", "A network.")])?.kind,
                       .groupTitlesAsQuestions)
    }

    // MARK: Edges

    func testATableOfContentsReadAsAQuestionIsDoubted() {
        // termshark: `## Table of Contents` over a list of links to the questions.
        let contents = "* [Can I run it on Android?](#android)\n* [Why is it slow?](#slow)\n* [How do I build it?](#build)\n"
        let finding = check([question("Table of Contents", contents), question("Can I run it on Android?"), question("Why is it slow?"),
                             question("How do I build it?")], source: "# FAQ\n\n## Table of Contents\n")
        XCTAssertEqual(finding?.kind, .contentsAsQuestion)
        XCTAssertEqual(finding?.line, 3)
        XCTAssertEqual(finding?.expected, 3)
    }

    /// pflogsumm: an answer of paragraphs (one line each) closing with a "See Also:" list of
    /// other entries' titles, most of its lines but little of its text, is no contents.
    func testAnAnswerClosingWithAListOfOtherEntriesIsNoContents() {
        let paragraphs = ["Are you using a real old version of VMailer? Versions before 1998 are no longer supported, sorry.",
                          "Are you processing your log files in chronological order? It matters for the totals it prints.",
                          "If something is not done right, let me know what it is and send a representative sample of real log entries."]
        let answer = paragraphs.joined(separator: "\n\n") + "\n\nSee Also:\n\n    Project Status\n    Sending Samples\n"
            + "    Numbers Do Not Add Up\n    Log File Formats\n"
        let others = ["Project Status", "Sending Samples", "Numbers Do Not Add Up", "Log File Formats"].map { question($0, "Text.") }
        XCTAssertNil(check([question("Pflogsumm misses things", answer)] + others))
        let listing = "Project Status\nSending Samples\nNumbers Do Not Add Up\nLog File Formats\n\n" + paragraphs.joined(separator: "\n\n")
        XCTAssertEqual(check([question("Pflogsumm misses things", listing)] + others)?.kind, .contentsAsQuestion,
                       "an answer opening with the titles lists them")
    }

    func testAnAnswerThatPointsToOtherQuestionsAmongItsTextIsNoContents() {
        let answer = "It depends on the build.\n\nSee also:\n\n* [Why is it slow?](#slow)\n* [How do I build it?](#build)\n\nThen run it again.\n"
            + "If that fails, report it.\n"
        XCTAssertNil(check([question("Can I run it on Android?", answer), question("Why is it slow?"), question("How do I build it?")]))
    }

    func testClosingTitlesThatAskNothingAreDoubted() {
        // SRC's `== Acknowledgments ==`; Net::LDAP's "URLs." and "BOOKS" under a closing group.
        let asking = ["How do I start?", "Why is it slow?", "Can I run it on Android?", "What is a branch?", "Where are the logs?"].map { question($0) }
        XCTAssertEqual(check(asking + [question("Acknowledgments", "Thanks to all.")])?.kind, .backMatterAsQuestions)
        let finding = check(asking + [question("URLs.", "http://example.org"), question("BOOKS", "A book.")])
        XCTAssertEqual(finding?.kind, .backMatterAsQuestions)
        XCTAssertEqual(finding?.message, "FAQ Browser found 7 questions, but the last 2 seem to be text after the questions (this file seems to hold about 5)")
    }

    func testAClosingStatementAmongStatementsIsLeftAlone() {
        // A FAQ of statements (error messages, topics) may end with one; so may one with a few questions.
        let statements = ["Build fails on Windows", "Slow start", "Can I run it on Android?", "Logs are missing", "Crash on exit"].map { question($0) }
        XCTAssertNil(check(statements + [question("Licensing", "MIT.")]))
        let asking = ["How do I start?", "Why is it slow?", "Can I run it on Android?", "What is a branch?", "Where are the logs?"].map { question($0) }
        XCTAssertNil(check(asking + [question("About bug reports", "Mail them.")]), "three words may be an entry's topic")
        XCTAssertNil(check(Array(asking.prefix(3)) + [question("Licensing", "MIT.")]), "too few questions to tell")
    }

    func testAClosingQuestionInChineseAsksThoughItHasNoSpaces() {
        // csd's machine-translated FAQ: its last question is one run of Chinese characters.
        let asking = ["CSD 在检测到违规时是否会生成警报？", "我能否查看 CSD 事件的 HTTP 请求日志？", "CSD 是否与 SIEM 工具集成？",
                      "CSD 缓解实际上会阻止什么？", "Where are the logs?"].map { question($0) }
        XCTAssertNil(check(asking + [question("运行攻击后，检测需要多长时间才能显示？", "通常几分钟。")]))
        XCTAssertTrue(QuestionShape.asks("运行攻击后，检测需要多长时间才能显示？"))
        XCTAssertFalse(QuestionShape.asks("什么？"), "one word")
    }

    func testAClosingProblemOfTwoWordsIsNoBackMatter() {
        // Green Goods' last entry under "Troubleshooting", "Transaction fails", reports a problem as its entries do.
        let asking = ["How do I sign up?", "Do I need crypto to submit work?", "Can I create a new garden?", "Is data private?",
                      "Media upload fails"].map { question($0) }
        XCTAssertNil(check(asking + [question("Transaction fails", "Confirm the network.")]))
        XCTAssertEqual(check(asking + [question("Acknowledgments", "Thanks to all.")])?.kind, .backMatterAsQuestions)
    }

    func testAClosingQuestionInJapaneseWithoutAMarkIsNoShortStatement() {
        // DAJIN2's Japanese FAQ ends with "…どうしたら良いでしょうか", asked by its ending, no "？":
        // one run of letters, but two of them weigh as a word, as they do where a title asks.
        let asking = ["必要なリード数はどれくらいですか？", "解析可能なリード長はどれくらいですか？", "Nanopore以外のデータの解析は可能ですか？",
                      "Controlサンプルのリード数が少ないのはなぜですか？", "Where are the logs?"].map { question($0) }
        XCTAssertNil(check(asking + [question("UCSC以外の参照ゲノムを用いたい場合にはどうしたら良いでしょうか", "-bオプションを使います。")]))
        XCTAssertEqual(check(asking + [question("謝辞", "皆様に感謝します。")])?.kind, .backMatterAsQuestions, "a closing word of two letters")
        XCTAssertEqual(LineCensus.wordCount("参照ゲノム"), 3)
        XCTAssertEqual(LineCensus.wordCount("BEDファイル and more"), 5)
    }

    func testAClosingTopicLikeTopicsBeforeItIsLeftAlone() {
        // Kill Bill's FAQ ends with "Troubleshooting", a topic as its "Licensing" in the middle is.
        let asking = ["How do I start?", "Why is it slow?", "Can I run it on Android?", "What is a branch?", "Where are the logs?",
                      "How do I upgrade?", "Can I embed it?", "Is there a cloud version?"].map { question($0) }
        let withTopic = Array(asking.prefix(4)) + [question("Licensing", "Apache 2.0.")] + Array(asking.dropFirst(4))
        XCTAssertNil(check(withTopic + [question("Troubleshooting", "See our debugging documentation.")]))
        XCTAssertEqual(check(asking + [question("Troubleshooting", "See our debugging documentation.")])?.kind, .backMatterAsQuestions,
                       "alone of its shape, a closing word is doubted")
        XCTAssertEqual(check([question("Introduction", "This FAQ answers questions.")] + asking
                             + [question("Acknowledgments", "Thanks to all.")])?.kind, .backMatterAsQuestions,
                       "a first entry of that shape is no topic among topics")
    }

    func testATitleThatRunsOnIntoAnAddressFirstIsDoubted() {
        // vnstat: "The latest version of this FAQ is available at" over its URL, then the questions.
        let asking = ["How do I start?", "Why is it slow?", "Can I run it on Android?", "What is a branch?"].map { question($0) }
        let preamble = question("The latest version of this FAQ is available at", "https://example.org/FAQ\n\n----\n\nA snapshot:")
        XCTAssertEqual(check([preamble] + asking)?.kind, .preambleAsQuestion)
        XCTAssertNil(check([question("Where is the latest version?", "https://example.org/FAQ")] + asking), "a question it is")
        XCTAssertNil(check([question("Download", "Get it from https://example.org/FAQ.")] + asking), "an answer in words")
    }

    // MARK: Groups

    func testNumberedGroupLinesOverNumberedQuestionsAreCounted() {
        // mc's FAQ: `N Group` lines at the margin (no dot) over `N.M` questions.
        var text = "Contents\n\n     * 1 Getting started\n          + 1.1 What is it?\n\n"
        for group in 1...4 {
            text += "\(group) Group number \(group)\n\n\(group).1 What is thing \(group)?\n\n   It is.\n\n\(group).2 Authorship\n\n   Me.\n\n"
        }
        let lines = text.newlineSeparatedLines()
        XCTAssertEqual(GroupCensus.numberedGroups(lines).map(\.key), ["group number 1", "group number 2", "group number 3", "group number 4"])
        XCTAssertEqual(GroupCensus.numberedGroups(Array("1 Group\n\nText.\n\n2 Other\n\nMore.\n".newlineSeparatedLines())), [],
                       "a numbered line with no numbered entry under it is no group")
    }

    func testUnderlinedGroupsOverQuestionsAreCounted() {
        // abcde's FAQ: `N. GROUP` over an indented `====`, `Q.`/`A.` pairs; a closing group underlined with `-`.
        var text = ""
        for group in ["INTRODUCTION", "INSTALLATION", "EXECUTION"] {
            text += "\(group.count % 3). \(group)\n   \(String(repeating: "=", count: group.count))\n\nQ. How do I do \(group)?\nA. Like so.\n\n"
        }
        text += "OBSOLETE\n--------\n\nQ. Why was this here?\nA. History.\n"
        XCTAssertEqual(GroupCensus.underlinedGroups(Array(text.newlineSeparatedLines())).count, 4)
        // Questions underlined as their titles are (reStructuredText), statements among them, are no groups.
        let flat = "Slow start\n==========\n\nIt is.\n\nWhy is it slow?\n===============\n\nIt is not.\n\nBuild fails\n===========\n\nFix it.\n"
        XCTAssertEqual(GroupCensus.underlinedGroups(Array(flat.newlineSeparatedLines())), [])
    }

    func testFarFewerSectionsThanMarkedGroupsAreDoubted() {
        let questions = (1...6).map { question("Why is thing \($0) slow?") }
        let document = FAQDocument(title: "T", sections: [FAQSection(id: "s", title: "S", questions: questions)])
        let groups = (1...4).map { GroupCensus.Group(key: "group \($0)", line: $0 * 10) }
        let census = QuestionCensus(questions: 6, keys: [], words: 10)
        let finding = MisreadGuard.check(document, census: census, source: "", groups: groups)
        XCTAssertEqual(finding?.kind, .fewerSections)
        XCTAssertEqual(finding?.message, "FAQ Browser found 1 section, but this file seems to hold about 4 groups of questions; its questions may show in the wrong groups")
        XCTAssertEqual(finding?.line, 10)
        XCTAssertNil(MisreadGuard.check(document, census: census, source: "", groups: Array(groups.prefix(2))),
                     "text's groups are doubted only when they are several and clearly more")
    }

    func testMarkupGroupsAreCountedExactly() throws {
        // repmgr's appendix: three `sect1` groups of `sect2` questions; one lost is doubted.
        let xml = "<appendix><title>FAQ</title>" + (1...3).map { group in
            "<sect1><title>Group \(group)</title>" + (1...2).map { "<sect2><title>Why is \(group).\($0) so?</title><para>So.</para></sect2>" }.joined()
                + "</sect1>\n"
        }.joined() + "<sect1><title>Notes</title><para>No entries.</para></sect1></appendix>"
        XCTAssertEqual(GroupCensus.markupGroups(xml).count, 3, "a sect1 with no sect2 holds no question")
        let questions = (1...6).map { question("Why is \($0) so?") }
        let two = FAQDocument(title: "T", sections: [FAQSection(id: "a", title: "A", questions: Array(questions.prefix(2))),
                                                     FAQSection(id: "b", title: "B", questions: Array(questions.dropFirst(2)))])
        let census = QuestionCensus(questions: 6, keys: [], words: 10)
        let groups = GroupCensus.markupGroups(xml)
        XCTAssertEqual(MisreadGuard.check(two, census: census, source: xml, groups: groups, groupsCountedExactly: true)?.kind, .fewerSections)
        XCTAssertNil(MisreadGuard.check(two, census: census, source: xml, groups: Array(groups.prefix(2)), groupsCountedExactly: true))
    }

    // MARK: Titles at the questions' level

    func doc(_ questions: [FAQQuestion]) -> FAQDocument {
        var section = FAQSection(id: "s", title: "S", questions: questions)
        section.isImplicit = true
        return FAQDocument(title: "btrbk FAQ", sections: [section])
    }

    func testATitleOfTheQuestionsMarkInAnAnswerIsAQuestion() {
        let source = "btrbk FAQ\n=========\n\nHow do I start?\n---------------\n\nRun it.\n\nWhy is it slow?\n---------------\n\nIt is not.\n\n"
            + "How do I stop?\n--------------\n\nStop it.\n\nI'm getting an error: Aborted\n-----------------------------\n\nFix it.\n"
        let questions = [question("How do I start?", "Run it."), question("Why is it slow?", "It is not."),
                         question("How do I stop?", "Stop it.\n\nI'm getting an error: Aborted\n\nFix it.")]
        let lost = QuestionLevelTitles.lostInAnswers(GuardReading(doc(questions), source: source, format: .markdown))
        XCTAssertEqual(lost?.first.line, 19)
        XCTAssertEqual(lost?.inAnswers, true)
    }

    func testATitleOfTheQuestionsMarkSetAsideWithItsTextIsDoubted() {
        let body = Array(repeating: "You probably restored a backup and made it writable.", count: 8).joined(separator: " ")
        let source = "btrbk FAQ\n=========\n\nHow do I start?\n---------------\n\nRun it.\n\nWhy is it slow?\n---------------\n\nIt is not.\n\n"
            + "How do I stop?\n--------------\n\nStop it.\n\nI'm getting an error: Aborted\n-----------------------------\n\n\(body)\n"
        let questions = [question("How do I start?", "Run it."), question("Why is it slow?", "It is not."), question("How do I stop?", "Stop it.")]
        let lost = QuestionLevelTitles.lostInAnswers(GuardReading(doc(questions), source: source, format: .markdown))
        XCTAssertEqual(lost?.inAnswers, false)
        XCTAssertEqual(lost?.first.line, 19)
        let short = source.replacingOccurrences(of: body, with: "Thanks to all who helped with it.")
        XCTAssertNil(QuestionLevelTitles.lostInAnswers(GuardReading(doc(questions), source: short, format: .markdown)),
                     "a closing heading over a line or two is the document's text")
    }

    func testATitleOfTheQuestionsMarkUnderAHigherQuestionIsItsPart() {
        // qtpass: "## How can I help improve QtPass?" answered by its one `###` part.
        let source = "# QtPass FAQ\n\n### How do I start?\n\nRun it.\n\n### Why is it slow?\n\nIt is not.\n\n### How do I stop?\n\nStop.\n\n"
            + "## How can I help improve it?\n\n### I would like to donate!\n\nDonate.\n"
        let questions = [question("How do I start?", "Run it."), question("Why is it slow?", "It is not."), question("How do I stop?", "Stop."),
                         question("How can I help improve it?", "### I would like to donate!\n\nDonate.")]
        XCTAssertNil(QuestionLevelTitles.lostInAnswers(GuardReading(doc(questions), source: source, format: .markdown)))
        // And a heading inside an AsciiDoc listing block is no title.
        let adoc = "= FAQ\n\n== How do I start?\nRun it.\n\n== Why is it slow?\nIt is not.\n\n== How do I stop?\n+\n----\n== Rats and Mice and more\n----\n"
        let adocQuestions = [question("How do I start?", "Run it."), question("Why is it slow?", "It is not."),
                             question("How do I stop?", "----\n== Rats and Mice and more\n----")]
        XCTAssertNil(QuestionLevelTitles.lostInAnswers(GuardReading(doc(adocQuestions), source: adoc, format: .asciiDoc)))
    }

    func testAnItemOpeningWithAnEmphasisedQuestionIsCounted() {
        // libxml2's FAQ.html: `<li><em>question</em>` under `h3` groups.
        let html = "<h3>Compilation</h3><ol>\n<li><em>Where can I get libxml ?</em>\n<p>From the site.</p></li>\n"
            + "<li> <em>Which version should I install ?</em> The newest.</li></ol>"
        XCTAssertEqual(MarkupCensus.take(html).keys, ["where can i get libxml", "which version should i install"])
        XCTAssertEqual(MarkupCensus.take("<p>It is <em>really that slow?</em></p><li>See <em>why is it slow?</em></li>").keys, [],
                       "emphasis inside text is the answer's own")
    }

    /// The new censuses and checks stay linear on their worst shapes (a quarter megabyte, debug build).
    func testTheStructureChecksStayLinear() {
        LinearGrowth.assert(1 << 18) { size in
            let unit = "1 Group\n\n1.1 Why is it so?\n\nTitle of a group\n================\n\nQ. Why?\n"
            _ = GroupCensus.take(String(repeating: unit, count: size / unit.utf8.count), format: .plainText)
        }
        LinearGrowth.assert(1 << 18) { size in
            let unit = "<sect1><sect2><qandadiv><qandaentry></qandadiv></sect1>\n"
            _ = GroupCensus.take(String(repeating: unit, count: size / unit.utf8.count), format: .xml)
        }
        LinearGrowth.assert(1 << 18) { size in
            let count = size / 40
            let titles = (0..<count).map { "How do I do thing number \($0)?" }
            let source = titles.map { "## \($0)\n\nIt.\n\n## Lost title number \($0) here\n\nText.\n" }.joined()
            let questions = titles.map { question($0, "") } + [question("Contents", titles.map { "* [\($0)](#x)" }.joined(separator: "\n"))]
            _ = QuestionLevelTitles.lostInAnswers(GuardReading(doc(questions), source: source, format: .markdown))
            _ = EdgeEntries.find(GuardReading(doc(questions), source: source, format: .markdown))
            _ = EmptyAnswers.find(questions)
        }
    }
}
