import XCTest
@testable import FAQ

/// The heading-level model (`SourceHeadings`, `MarkupHeadings`) and the signs it gives
/// (`HeadingLevels`): each has a made-up source where it speaks and one where it stays silent.
final class MisreadGuardLevelTests: XCTestCase {
    /// The guard's finding on a reading, with a census that agrees with it (so that only the level signs can speak).
    func check(_ sections: [FAQSection], source: String, format: DocumentFormat) -> MisreadFinding? {
        let document = FAQDocument(title: "FAQ", sections: sections)
        return MisreadGuard.check(document, census: QuestionCensus(questions: document.questionCount, keys: [], words: 10),
                                  source: source, format: format)
    }

    func levels(_ text: String, _ format: DocumentFormat) -> [String] {
        SourceHeadings.list(text, format: format).map { "\($0.level) \($0.key) @\($0.line)" }
    }

    // MARK: The model

    func testEachFormatsHeadingsAreListedAtTheirLevels() {
        XCTAssertEqual(levels("---\ntitle: x\n---\n# Top\n\nSub\n---\n\n```\n## code\n```\n    ## indented\n### Deep ###\n", .markdown),
                       ["1 top @4", "2 sub @6", "3 deep @13"])
        XCTAssertEqual(levels("= Doc\n\n== One\n\nTitle\n~~~~~\n\n----\n== in a block\n----\n=== Two ===\n", .asciiDoc),
                       ["0 doc @1", "1 one @3", "2 title @5", "2 two @11"])
        // Ranked by first appearance: `=` over and under, then `-`, then `~`.
        XCTAssertEqual(levels("=====\n Top\n=====\n\nGroup\n-----\n\nAsk?\n~~~~\n\nOther\n-----\n", .restructuredText),
                       ["1 top @2", "2 group @5", "3 ask @8", "2 other @11"])
        XCTAssertEqual(levels("* One\n#+BEGIN_SRC\n* no\n#+END_SRC\n** Two\n", .org), ["1 one @1", "2 two @5"])
        XCTAssertEqual(levels("=head1 Questions\n\n=over\n\n=item Why?\n\n=over\n\n=item Inner\n\n=back\n\n=back\n\n=head2 Late\n", .pod),
                       ["1 questions @1", "2 why @5", "3 inner @9", "2 late @15"])
        XCTAssertEqual(levels(".SH NAME\nx\n.SS \"Why?\"\n.TP\n.B Tag one\ntext\n.IP \"\\(bu\" 4\n.el .SS \"Twin\"\n.SH\nSEE ALSO\n", .manPage),
                       ["1 name @1", "2 why @3", "3 tag one @5", "1 see also @9"])
        XCTAssertEqual(levels("Intro line\n\n1 Getting started\n\n1.2) Why?\n   1.3 indented\n", .plainText),
                       ["1 getting started @3", "2 why @5"])
    }

    func testMarkupHeadingsNestByElement() {
        let html = "<h1>FAQ</h1>\n<h2>Group</h2>\n<dl><dt>Term?</dt><dd>x</dd></dl>\n<p><a id=\"a\"><b>Bold one?</b></a><br>Answer</p>\n"
            + "<p><b>Run</b> in text</p>\n<!-- <h2>hidden</h2> -->\n<summary>Open me</summary>\n"
            // A table of contents' terms and bold lines link to the entries: they are none.
            + "<dl><dt>3.1. <a href=\"#q\">Linked?</a></dt></dl><p><b><a href=\"#r\">Bold link?</a></b><br></p>\n"
        XCTAssertEqual(levels(html, .html), ["1 faq @1", "2 group @2", "3 term @3", "3 bold one @4", "3 open me @7"])
        let xml = "<article><title>Doc</title><sect1><title>Group</title>\n<qandaset><qandaentry><question><para>Why?</para></question>"
            + "</qandaentry></qandaset></sect1><sect1><title>Other</title></sect1></article>"
        XCTAssertEqual(levels(xml, .xml), ["1 doc @1", "2 group @1", "4 why @2", "2 other @2"])
    }

    // MARK: Questions at another level than their siblings

    let pod = "=head1 NAME\n\nFoo::FAQ\n\n=head1 Questions\n\n=over\n\n"
        + (1...6).map { "=item How do I do thing \($0)?\n\nLike so.\n\n" }.joined() + "=back\n\n=head1 AVAILABLE FROM THE CPAN\n\nhttp://example.org/\n"

    func testAClosingHeadingAmongItemsIsDoubted() {
        let questions = (1...6).map { question("How do I do thing \($0)?") } + [question("AVAILABLE FROM THE CPAN", "http://example.org/")]
        let finding = check([section("", questions, implicit: true)], source: pod, format: .pod)
        XCTAssertEqual(finding?.kind, .questionsAtOtherLevel)
        XCTAssertEqual(finding?.line, 35)
        XCTAssertEqual(finding?.expected, 6)
        XCTAssertEqual(finding?.message, "FAQ Browser found 7 questions, but 1 of them is a heading of another level than the others: it may be text around the questions (this file seems to hold about 6)")
    }

    func testQuestionsOfTwoLevelsInTwoSectionsOrInEvenShareAreNotDoubted() {
        // Questions before the first group at the groups' level, and the groups' questions a level below.
        let markdown = "## Why one?\n\nA.\n\n## Why two?\n\nA.\n\n## Group\n\n" + (1...6).map { "### How \($0)?\n\nA.\n\n" }.joined()
        let grouped = [section("", [question("Why one?"), question("Why two?")], implicit: true),
                       section("Group", (1...6).map { question("How \($0)?") })]
        XCTAssertNil(check(grouped, source: markdown, format: .markdown))
        // Three of seven at another level is no stray heading: the author mixes levels.
        let mixed = "## A one?\n\nA.\n\n## A two?\n\nA.\n\n## A three?\n\nA.\n\n" + (1...4).map { "### How \($0)?\n\nA.\n\n" }.joined()
        let flat = [section("", [question("A one?"), question("A two?"), question("A three?")] + (1...4).map { question("How \($0)?") },
                            implicit: true)]
        XCTAssertNil(check(flat, source: mixed, format: .markdown))
    }

    // MARK: A question read as a group

    let asciiDoc = "=== FAQ\n\n==== Why am I seeing version errors\n\n===== List of errors\n\n====== Built against 2.10\n\nText.\n\n"
        + "====== Built with SBT\n\nText.\n\n" + (1...3).map { "==== How do I fix case \($0)?\n\nText.\n\n" }.joined()

    func testAQuestionWhosePartsAreReadAsQuestionsIsDoubted() {
        let parts = section("List of errors", [question("Built against 2.10"), question("Built with SBT")])
        let sections = [section("FAQ", (1...3).map { question("How do I fix case \($0)?") }),
                        section("Why am I seeing version errors", [], sections: [parts])]
        let finding = check(sections, source: asciiDoc, format: .asciiDoc)
        XCTAssertEqual(finding?.kind, .questionReadAsGroup)
        XCTAssertEqual(finding?.line, 3)
        XCTAssertEqual(finding?.expected, 4)
    }

    func testAGroupAtTheQuestionsLevelThatAsksNothingIsTheAuthors() {
        // A platform's group among questions, its own questions a level below.
        let source = (1...3).map { "### How do I fix case \($0)?\n\nText.\n\n" }.joined() + "### Android\n\n#### Can it run?\n\nYes.\n"
        let sections = [section("", (1...3).map { question("How do I fix case \($0)?") }, implicit: true),
                        section("Android", [question("Can it run?")])]
        XCTAssertNil(check(sections, source: source, format: .markdown))
    }

    // MARK: Questions titled as answers

    func testAnswerHeadingsReadAsQuestionsAreDoubted() {
        let html = "<h1>The Questions</h1>\n<h2>Question 1</h2>\n<p>How can I do it?</p>\n<h2>Answer 1</h2>\n<p>Like so.</p>\n"
            + "<h2>Question 2</h2>\n<p>How can I undo it?</p>\n<h2>ANSWER 2</h2>\n<p>You can't.</p>\n"
        let questions = [question("Question 1", "How can I do it?"), question("Answer 1", "Like so."),
                         question("Question 2", "How can I undo it?"), question("ANSWER 2", "You can't.")]
        let finding = check([section("The Questions", questions)], source: html, format: .html)
        XCTAssertEqual(finding?.kind, .answersAsQuestions)
        XCTAssertEqual(finding?.line, 4)
        XCTAssertEqual(finding?.message, "FAQ Browser found 4 questions, but 2 of them are titled like answers: questions and answers may have been read apart (this file seems to hold about 2)")
        let labelled = [question("Q: How can I do it?", ""), question("A: Like so.", "More."), question("Q: Why?", "Because.")]
        XCTAssertEqual(check([section("", labelled, implicit: true)], source: "", format: .markdown)?.kind, .answersAsQuestions)
    }

    func testTitlesThatOnlyStartLikeAnswersAreNotDoubted() {
        let questions = [question("A note on licences"), question("Answers to common errors"), question("A: the letter, not a label")]
        XCTAssertNil(check([section("", questions, implicit: true)], source: "", format: .markdown))
    }

    // MARK: Contents read as sections

    let entries = ["How do I build it?", "How do I run it?", "Why is it slow?"]

    func testASectionOfLinksIntoTheDocumentIsDoubted() {
        let links = entries.map { "[\($0)](#\($0.lowercased().filter(\.isLetter)))  " }.joined(separator: "\n")
        let source = "## Questions\n\n\(links)\n\n## Answers\n\n" + entries.map { "#### \($0)\n\nText.\n\n" }.joined()
        let sections = [section("Questions", [], description: links), section("Answers", entries.map { question($0) })]
        let finding = check(sections, source: source, format: .markdown)
        XCTAssertEqual(finding?.kind, .contentsAsSections)
        XCTAssertEqual(finding?.line, 1)
        XCTAssertEqual(finding?.message, "FAQ Browser found 2 sections, but 1 of them only lists links to other parts of this file: a table of contents may have been read as a section")
    }

    func testAnEmptyGroupOverLinksIntoTheDocumentIsDoubted() {
        // The importer set the contents' links aside and kept their group as an empty section.
        let links = "<ul>\n<li><a href=\"#a\">Why a?</a></li>\n<li><a href=\"#b\">Why b?</a></li>\n<li><a href=\"#c\">Why\n  c?</a></li>\n</ul>\n"
        let answers = ["a", "b", "c"].map { "<p><a id=\"\($0)\"><b>Why \($0)?</b></a><br>So.</p>\n" }.joined()
        let html = "<h1>FAQ</h1>\n<h2>For users</h2>\n" + links + "<h2>For users</h2>\n" + answers
        let read = [section("For users", []), section("For users", ["a", "b", "c"].map { question("Why \($0)?", "So.") })]
        let finding = check(read, source: html, format: .html)
        XCTAssertEqual(finding?.kind, .contentsAsSections)
        XCTAssertEqual(finding?.line, 2)
        // An author's empty group, and a group whose links stand among words, are shown as they are.
        let empty = "<h2>iOS</h2>\n<h2>Android</h2>\n" + answers
        XCTAssertNil(check([section("iOS", []), section("Android", ["a", "b", "c"].map { question("Why \($0)?", "So.") })],
                           source: empty, format: .html))
        let prose = "<h2>See also</h2>\n<p>See <a href=\"#a\">a</a>, <a href=\"#b\">b</a> and <a href=\"#c\">c</a>.</p>\n<h2>Android</h2>\n" + answers
        XCTAssertNil(check([section("See also", []), section("Android", ["a", "b", "c"].map { question("Why \($0)?", "So.") })],
                           source: prose, format: .html))
    }

    func testLinksWithTextOrAGroupsOwnContentsAreNotDoubted() {
        let list = entries.map { "- [\($0)](#x)" }.joined(separator: "\n")
        // A group that lists its own questions above them; a topic that links among its words.
        let sections = [section("Building", entries.map { question($0) }, description: list),
                        section("See also", [], description: list + "\nAnd the manual, which says more.")]
        XCTAssertNil(check(sections, source: "", format: .markdown))
        XCTAssertFalse(HeadingLevels.isOnlyLocalLinks("- [Home](https://example.org/)\n- [A](#a)\n- [B](#b)\n"))
        XCTAssertTrue(HeadingLevels.isOnlyLocalLinks("1. [A](#a)\n2. [B](#b)\n3. [C](#c)\n"))
    }

    // MARK: Run-in bold questions in the census

    func testRunInBoldQuestionsAreCounted() {
        let adoc = "== General\n\n*What is it?* It is a library.\n\n*I'd like to help.\nWhat do I do next?* Join the list.\n\n"
            + "*Where is the list?*\nAt example.org.\n\n*Is there a wiki?* Yes.\n"
        let answer = "JDO is a library for storing objects, and its project welcomes help.\n"
        XCTAssertEqual(LineCensus.take(adoc, format: .asciiDoc).questions, 4)
        XCTAssertEqual(LineCensus.take("**Why is it slow?** Because of disks.\n\n__Not this?__ x\n", format: .markdown).questions, 1)
        // The reading that made one question of the group shows far fewer questions than the census.
        let document = FAQDocument(title: "FAQ", sections: [section("", [question("General", answer)], implicit: true)])
        let finding = MisreadGuard.check(document, source: adoc, format: .asciiDoc)
        XCTAssertEqual(finding?.kind, .fewerQuestions)
        XCTAssertEqual(finding?.expected, 4)
    }

    func testBoldThatIsNoRunInQuestionIsNotCounted() {
        // Bold mid-paragraph, a bold statement, a bold question alone over a blank line, and a list item.
        let adoc = "It is *why?* we ask.\n\n*Note:* read it.\n\n* *A bullet?* text\n"
        XCTAssertEqual(LineCensus.take(adoc, format: .asciiDoc).questions, 0)
        XCTAssertNil(LineCensus.runInQuestion(0, ["*Does it wrap", "over", "too", "many", "lines?* x"]))
        XCTAssertNil(LineCensus.runInQuestion(0, ["*Why not this?*", ""]), "a bold question alone is a title, not run in")
    }

    // MARK: Linear time

    func testTheModelAndItsSignsStayLinear() {
        let units: [(String, DocumentFormat)] = [
            ("# T\n\nSub\n---\n\n```\nx\n", .markdown), ("== T\n\nSub\n~~~\n\n----\n", .asciiDoc), ("Sub\n---\n\n=\nT\n=\n", .restructuredText),
            ("* T\n", .org), ("=head1 T\n\n=over\n\n=item Why?\n\n", .pod), (".SH T\n.TP\n.B tag\n.IP \"x\" 4\n", .manPage),
            ("1 Group\n\n1.1 Why?\n\n", .plainText), ("<h1>T</h1><dt>d<p><a id=x><b>b</b><br>", .html), ("<h1><p><b><a <dt>", .html),
            ("<sect1><title>T</title><question>Q", .xml), ("*Why is it?*\nx\n\n", .asciiDoc), ("**Why is it? x\n\n", .markdown),
        ]
        for (unit, format) in units {
            LinearGrowth.assert(1 << 17) { size in
                _ = SourceHeadings.list(String(repeating: unit, count: size / unit.utf8.count), format: format)
            }
        }
        // The census's run-in questions, over paragraphs that never close their bold.
        LinearGrowth.assert(1 << 17) { size in
            _ = LineCensus.take(String(repeating: "**Why is it? x\nand on\n\n*What is it?*\nNo.\n\n", count: size / 40), format: .markdown)
        }
        // Bodies under headings: links never closed, and one title borne by many empty sections.
        LinearGrowth.assert(1 << 17) { size in
            let body = String(repeating: "<li><a href=\"#a\">A</a> [b](#b) <a href=#c>", count: size / 40)
            let source = "<h2>Contents</h2>\n" + body + "\n<h2>Next</h2>\n" + String(repeating: "[x", count: size / 4)
            let sections = (0..<(size / 400)).map { _ in section("Contents", []) } + [section("Next", [])]
            let document = FAQDocument(title: "FAQ", sections: sections)
            _ = HeadingLevels.find(GuardReading(document, source: source, format: .html))
        }
        LinearGrowth.assert(1 << 14) { size in
            let titles = (0..<size).map { "How do I do thing \($0)?" }
            let source = titles.map { "## \($0)\n\nText.\n\n" }.joined() + "# Closing\n"
            let links = titles.prefix(size / 2).map { "[\($0)](#x)" }.joined(separator: "\n")
            let sections = [section("Contents", [], description: links), section("", titles.map { question($0) } + [question("Closing")], implicit: true)]
            let document = FAQDocument(title: "FAQ", sections: sections)
            _ = HeadingLevels.find(GuardReading(document, source: source, format: .markdown))
        }
    }

    // MARK: A group of pointers deeper than every question

    /// Twelve `###` questions in two groups, then a closing group whose `###` opens two `####` pointers.
    private func closingPointers(_ answer: String) -> (sections: [FAQSection], source: String) {
        let asked = (1...12).map { "How do I do thing \($0)?" }
        let source = "## Using\n\n" + asked.prefix(6).map { "### \($0)\n\nLike so.\n\n" }.joined()
            + "## Leaving\n\n" + asked.suffix(6).map { "### \($0)\n\nLike so.\n\n" }.joined()
            + "## Getting more help\n\n### If you found no answer\n\n#### 1. Search the guide\n\n\(answer)\n\n#### 2. Ask the community\n\n\(answer)\n"
        let sections = [section("Using", asked.prefix(6).map { question($0) }), section("Leaving", asked.suffix(6).map { question($0) }),
                        section("Getting more help", [], sections: [section("If you found no answer", [question("1. Search the guide", answer),
                                                                                                      question("2. Ask the community", answer)])])]
        return (sections, source)
    }

    func testAGroupOfLinkPointersDeeperThanEveryQuestionIsDoubted() {
        let (sections, source) = closingPointers("- [The guide](guide.md)\n- **Mail**: [us](mailto:us@example.org)")
        let finding = check(sections, source: source, format: .markdown)
        XCTAssertEqual(finding?.kind, .questionsAtOtherLevel)
        XCTAssertEqual(finding?.expected, 12)
        XCTAssertEqual(finding?.line, 57)
    }

    func testADeeperGroupAnsweredInWordsIsTheAuthors() {
        // A sub-group of problems (PyTables' "Installation issues", "Windows", "Error when importing tables").
        let (sections, source) = closingPointers("Reinstall the package and run it again.")
        XCTAssertNil(check(sections, source: source, format: .markdown))
    }
}
