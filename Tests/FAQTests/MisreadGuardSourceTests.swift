import XCTest
@testable import FAQ

/// The sixth guard round's signs (contents seen as contents; what the source's own marks and links
/// show a reading lost): each has a made-up source in two or more formats where it speaks and one
/// where it stays silent, and the new scans stay linear.
final class MisreadGuardSourceTests: XCTestCase {
    /// The guard's finding on a reading, with a census that agrees with it (so that only the structure signs can speak).
    func check(_ sections: [FAQSection], title: String = "FAQ", source: String, format: DocumentFormat) -> MisreadFinding? {
        let document = FAQDocument(title: title, sections: sections)
        return MisreadGuard.check(document, census: QuestionCensus(questions: document.questionCount, keys: [], words: 10),
                                  source: source, format: format)
    }

    /// The guard's finding with the census taken from the source, as an import gets it.
    func checkWithCensus(_ sections: [FAQSection], title: String = "FAQ", source: String, format: DocumentFormat) -> MisreadFinding? {
        MisreadGuard.check(FAQDocument(title: title, sections: sections), source: source, format: format)
    }

    let asked = ["How do I build it?", "Where are the logs?", "Why is it slow?", "Can I run it on Windows?", "Who maintains it?"]

    // MARK: Lines of links into the document are contents

    func testLinkOnlyLinesAreContentsInEveryFormat() {
        for line in ["- [How do I build it?](#q-1)", "  * [**Building**](#building)", "1. [Why is it slow?](#slow)",
                     "<li><a href=\"#q1\">How do I build it?</a></li>", "* <<q1,How do I build it?>>", "- xref:q1[How do I build it?]",
                     "* `How do I build it?`_", "- :ref:`How do I build it? <q1>`", "<listitem><para><ref refid=\"q1\">Why?</ref></para>",
                     "[One](#one) | [Two](#two)"] {
            XCTAssertTrue(ContentsLinks.isOnlyLocalLinks(Substring(line)), line)
        }
        for line in ["- [How do I build it?](https://example.org/build)", "- How do I build it? See [here](#q1).",
                     "* `How do I build it? <https://example.org>`_", "<a href=\"page.html#q1\">How?</a>", "- How do I build it?",
                     "- [How do I build it?](#q1) and why?"] {
            XCTAssertFalse(ContentsLinks.isOnlyLocalLinks(Substring(line)), line)
        }
    }

    func testAContentsListOfLinksAddsNoQuestionsToTheCensus() {
        // JavaCC: the headings keep an anchor of their own, so their folded text is not the contents line's.
        let markdown = "### Contents\n\n" + asked.enumerated().map { "  * [\($1)](#q\($0))\n" }.joined() + "\n"
            + asked.enumerated().map { "### <a name=\"q\($0)\"></a>\($1)\n\nIt does.\n\n" }.joined()
        XCTAssertEqual(LineCensus.take(markdown, format: .markdown).questions, 5)
        let asciiDoc = "== Contents\n\n" + asked.enumerated().map { "* <<q\($0),\($1)>>\n" }.joined() + "\n"
            + asked.enumerated().map { "[[q\($0)]]\n=== \($1)\n\nIt does.\n\n" }.joined()
        XCTAssertEqual(LineCensus.take(asciiDoc, format: .asciiDoc).questions, 5)
        let html = "<ul>" + asked.enumerated().map { "<li><a href=\"#q\($0)\"><b>\($1) Really?</b></a></li>" }.joined() + "</ul>"
            + asked.enumerated().map { "<h2 id=\"q\($0)\">\($1)</h2><p>It does.</p>" }.joined()
        XCTAssertEqual(MarkupCensus.take(html).questions, 5)
        let read = FAQDocument(title: "FAQ", sections: [section("", asked.map { question($0) }, implicit: true)])
        XCTAssertNil(MisreadGuard.check(read, source: markdown, format: .markdown))
        XCTAssertNil(MisreadGuard.check(read, source: html, format: .html))
    }

    func testQuestionsListedWithoutLinksStillCount() {
        // A list of questions that link nowhere is counted: a reading of two of them is doubted.
        let markdown = asked.map { "- **\($0)**\n\n  It does.\n\n" }.joined() + "More text.\n"
        XCTAssertEqual(LineCensus.take(markdown, format: .markdown).questions, 5)
        let read = [section("", asked.prefix(2).map { question($0) }, implicit: true)]
        XCTAssertEqual(checkWithCensus(read, source: markdown, format: .markdown)?.kind, .fewerQuestions)
        let html = asked.map { "<p><b>\($0)</b></p><p>It does.</p>" }.joined()
        XCTAssertEqual(checkWithCensus(read, source: html, format: .html)?.kind, .fewerQuestions)
    }

    // MARK: A block of question lines asked again below is contents

    func testAContentsBlockWithOneLineWordedApartIsSilent() {
        var lines = asked.map { "Q: \($0)" }
        lines[3] = "Q: Can I run it on Windows at all?"
        let text = "Tool FAQ\n========\n\n" + lines.joined(separator: "\n") + "\n\n" + asked.map { "Q: \($0)\nA: It does.\n\n" }.joined()
        let read = [section("", asked.map { question($0) }, implicit: true)]
        XCTAssertNil(checkWithCensus(read, source: text, format: .plainText))
        // The same block as a Markdown list over `##` questions.
        let markdown = asked.enumerated().map { $0 == 3 ? "- Can I run it on Windows at all?\n" : "- \($1)\n" }.joined() + "\n"
            + asked.map { "## \($0)\n\nIt does.\n\n" }.joined()
        XCTAssertNil(checkWithCensus(read, source: markdown, format: .markdown))
    }

    func testALabelledQuestionOutsideAContentsBlockShownNowhereIsDoubted() {
        // Not a block (blank lines between), or a block not asked again below: each line must show.
        let text = "Tool FAQ\n========\n\n" + asked.map { "Q: \($0)\nA: It does.\n\n" }.joined() + "Q: Does it need a graphics card?\nA: Yes.\n"
        let read = [section("", asked.map { question($0) }, implicit: true)]
        XCTAssertEqual(checkWithCensus(read, source: text, format: .plainText)?.kind, .textNowhere)
        let block = ["Q: Is it free?", "Q: Is it fast?", "Q: Is it small?"].joined(separator: "\n") + "\n\n"
            + asked.map { "Q: \($0)\nA: It does.\n\n" }.joined()
        XCTAssertEqual(LineCensus.take(block, format: .plainText).questions, 8)
        XCTAssertEqual(checkWithCensus(read, source: block, format: .plainText)?.kind, .textNowhere)
    }

    // MARK: An entry whose source text is only links to the others

    func testAnEntryOfLinksToTheOthersIsDoubted() {
        let xml = "<doc>\n<sect1 id=\"index\">\n<title>FAQ Index</title>\n<para><indexentry><primaryie>FAQ</primaryie></indexentry></para>\n"
            + "<orderedlist>\n" + asked.enumerated().map { "<listitem><para><ref refid=\"q\($0)\">\($1)</ref></para></listitem>\n" }.joined()
            + "</orderedlist>\n</sect1>\n" + asked.enumerated().map { "<sect1 id=\"q\($0)\">\n<title>\($1)</title>\n<para>It does.</para>\n</sect1>\n" }.joined()
            + "</doc>\n"
        let questions = [question("FAQ Index", "FAQ")] + asked.map { question($0) }
        let finding = check([section("", questions, implicit: true)], source: xml, format: .xml)
        XCTAssertEqual(finding?.kind, .contentsAsQuestion)
        XCTAssertEqual(finding?.expected, 5)
        XCTAssertEqual(finding?.line, 3)
        let markdown = "## Overview\n\n" + asked.enumerated().map { "1. [\($1)](#q\($0))\n" }.joined() + "\n"
            + asked.map { "## \($0)\n\nIt does.\n\n" }.joined()
        XCTAssertEqual(check([section("", [question("Overview", "")] + asked.map { question($0) }, implicit: true)],
                             source: markdown, format: .markdown)?.kind, .contentsAsQuestion)
    }

    func testAnEntryOfFewLinksProseOrAQuestionIsSilent() {
        let links = asked.enumerated().map { "- [\($1)](#q\($0))\n" }.joined()
        let tail = asked.map { "## \($0)\n\nIt does.\n\n" }.joined()
        func find(_ title: String, _ text: String, format: DocumentFormat = .markdown) -> Int? {
            let source = "## \(title)\n\n" + text + "\n" + tail
            let questions = [question(title, "")] + asked.map { question($0) }
            let document = FAQDocument(title: "FAQ", sections: [section("", questions, implicit: true)])
            return ContentsEntries.find(GuardReading(document, source: source, format: format))?.line
        }
        XCTAssertEqual(find("Contents", links), 1)
        // An entry that asks may answer with other questions to read.
        XCTAssertNil(find("Where do I start?", links))
        // Prose around the links is an answer.
        XCTAssertNil(find("Getting started", "Read these first, as most people who come to the project for the first time find them useful:\n\n" + links))
        // Two links are no contents.
        XCTAssertNil(find("Related", "- [a](#a)\n- [b](#b)\n"))
        // Links elsewhere are no contents (AsciiDoc's `link:`, HTML's `<a href="page.html">`).
        let html = "<h2>Resources</h2>\n<ul>" + asked.map { "<li><a href=\"other.html\">\($0)</a></li>" }.joined() + "</ul>\n"
            + asked.map { "<h2>\($0)</h2><p>It does.</p>\n" }.joined()
        let resources = FAQDocument(title: "FAQ", sections: [section("", [question("Resources", "")] + asked.map { question($0) }, implicit: true)])
        XCTAssertNil(ContentsEntries.find(GuardReading(resources, source: html, format: .html)))
    }

    // MARK: A title marked like the reading's groups left in an answer

    let problems = "Common Problems\n---------------\n\nP: I get an error about frozen strings when importing messages.\n"
        + "S: Upgrade the mail library to its latest release, or change the line the notes name.\n"

    func testAGroupTitleMarkedAsTheGroupsLeftInAnAnswerIsDoubted() {
        let text = "Tool guide\n----------\n\n" + asked.map { "Q: \($0)\nA: It does.\n\n" }.joined() + problems
        var questions = asked.map { question($0) }
        questions[4].answer = "It does.\n\nCommon Problems\n\nP: I get an error about frozen strings when importing messages.\n\nS: Upgrade."
        let finding = check([section("Tool guide", questions)], source: text, format: .plainText)
        XCTAssertEqual(finding?.kind, .fewerSections)
        XCTAssertEqual(finding?.found, 1)
        XCTAssertEqual(finding?.expected, 2)
        XCTAssertEqual(finding?.line, asked.count * 3 + 4)
        // Markdown: `##` groups of bold questions, the second group's heading left in an answer.
        let markdown = "# Tool\n\n## Building\n\n" + asked.prefix(2).map { "**\($0)**\n\nIt does.\n\n" }.joined()
            + "## Running\n\n" + asked.suffix(3).map { "**\($0)**\n\nIt does, on every system we know of.\n\n" }.joined()
        var first = asked.prefix(2).map { question($0) }
        first[1].answer = "It does.\n\n## Running"
        let inMarkdown = check([section("Building", first + asked.suffix(3).map { question($0) })], source: markdown, format: .markdown)
        XCTAssertEqual(inMarkdown?.kind, .fewerSections)
        XCTAssertEqual(inMarkdown?.line, 13)
    }

    func testATitleOfAnotherMarkOrUnmarkedInAnAnswerIsSilent() {
        var questions = asked.map { question($0) }
        questions[4].answer = "It does.\n\nCommon Problems\n\nSee the list."
        // Not marked in the source: a line of the answer's own.
        let plain = "Tool guide\n----------\n\n" + asked.map { "Q: \($0)\nA: It does.\n\n" }.joined() + "Common Problems\n\nSee the list.\n"
        XCTAssertNil(check([section("Tool guide", questions)], source: plain, format: .plainText))
        // A closing title with nothing under it ("Thanks"), marked as the document's title is.
        let closing = "Notes\n~~~~~\n\n" + asked.map { "Q: \($0)\nA: It does.\n\n" }.joined() + "Thanks\n~~~~~~\n"
        var thanked = asked.map { question($0) }
        thanked[4].answer = "It does.\n\nThanks"
        XCTAssertNil(check([section("", thanked, implicit: true)], title: "Notes", source: closing, format: .plainText))
        // An appendix after the last entry, marked as the document's title is: its text ends the last answer.
        let keymaps = "The following examples are for some keymaps that came with the editor, one per line, each with its name and the keys it maps."
        let appendix = "Editor FAQ\n==========\n\n" + asked.map { "Q: \($0)\nA: It does.\n\n" }.joined() + "Appendix\n========\n\n\(keymaps)\n"
        var appended = asked.map { question($0) }
        appended[4].answer = "It does.\n\nAppendix\n\n" + keymaps
        XCTAssertNil(check([section("", appended, implicit: true)], title: "Editor FAQ", source: appendix, format: .plainText))
        // Marked as a part (`###`) under a question of another mark (`##`), in Markdown.
        let markdown = "# Tool\n\n" + asked.map { "## \($0)\n\nIt does.\n\n" }.joined() + "### Common Problems\n\nSee the list.\n"
        XCTAssertNil(check([section("Tool", questions)], source: markdown, format: .markdown))
    }

    // MARK: A title marked like the reading's groups lost with its text

    let body = "Currently it does not work with the vendor driver. First, a global memory size detection bug makes every call\n"
        + "fail until a limit is set by hand. Second, compilation takes forever, which cannot be fixed here and needs a\n"
        + "fix in the benchmark itself or in the compiler, as its sources make a giant stream of instructions.\n"

    func testATitleLostWithItsTextIsDoubted() {
        let rst = "Tool FAQ\n========\n\nUsing it\n--------\n\n" + asked.prefix(3).map { "\($0)\n^^^^^^^^^^^^^^^^^^^^^\n\nIt does.\n\n" }.joined()
            + "Benchmark issues\n----------------\n\n" + body + "\nHacking on it\n-------------\n\n"
            + asked.suffix(2).map { "\($0)\n^^^^^^^^^^^^^^^^^^^^^^^^\n\nIt does.\n\n" }.joined()
        let sections = [section("Using it", asked.prefix(3).map { question($0) }), section("Hacking on it", asked.suffix(2).map { question($0) })]
        let finding = check(sections, title: "Tool FAQ", source: rst, format: .restructuredText)
        XCTAssertEqual(finding?.kind, .textNowhere)
        XCTAssertEqual(finding?.line, 22)
        // At the end, under a title that names no back matter, in AsciiDoc.
        let asciiDoc = "= Tool FAQ\n\n== Using it\n\n" + asked.prefix(3).map { "=== \($0)\n\nIt does.\n\n" }.joined()
            + "== Hacking on it\n\n" + asked.suffix(2).map { "=== \($0)\n\nIt does.\n\n" }.joined() + "== Benchmark issues\n\n" + body
        XCTAssertEqual(check(sections, title: "Tool FAQ", source: asciiDoc, format: .asciiDoc)?.kind, .textNowhere)
    }

    func testIntroductionsBackMatterAndShownTextAreSilent() {
        let sections = [section("Using it", asked.prefix(3).map { question($0) }), section("Hacking on it", asked.suffix(2).map { question($0) })]
        func rst(before: String = "", middle: String = "", after: String = "") -> String {
            "Tool FAQ\n========\n\n" + before + "Using it\n--------\n\n" + asked.prefix(3).map { "\($0)\n^^^^^^^^^^^^^^^^^^^^^^^^\n\nIt does.\n\n" }.joined()
                + middle + "Hacking on it\n-------------\n\n" + asked.suffix(2).map { "\($0)\n^^^^^^^^^^^^^^^^^^^^^^^^\n\nIt does.\n\n" }.joined() + after
        }
        // Before the first group: an introduction's part.
        XCTAssertNil(check(sections, title: "Tool FAQ", source: rst(before: "Sibling projects\n----------------\n\n" + body + "\n"), format: .restructuredText))
        // After the last, named as back matter.
        XCTAssertNil(check(sections, title: "Tool FAQ", source: rst(after: "Author and copyright\n--------------------\n\n" + body), format: .restructuredText))
        // Its text shown, as a part of an answer.
        var shown = sections
        shown[0].questions[2].answer = "It does.\n\n" + body.split(separator: "\n").joined(separator: " ")
        XCTAssertNil(check(shown, title: "Tool FAQ", source: rst(middle: "Benchmark issues\n----------------\n\n" + body + "\n"), format: .restructuredText))
    }

    // MARK: Groups of only text as many as the groups of questions

    func testTextGroupsAsManyAsTheGroupsOfQuestionsAreDoubted() {
        let answer = String(repeating: "Large objects are read in pieces of a size you set. ", count: 3)
        let sections = [section("Using it", asked.prefix(3).map { question($0) }), section("Hacking", asked.suffix(2).map { question($0) }),
                        section("Benchmark issues", [], description: answer), section("Renderer issues", [], description: answer)]
        let finding = check(sections, source: "Benchmark issues\n----------------\n", format: .restructuredText)
        XCTAssertEqual(finding?.kind, .questionsAsTextGroups)
        XCTAssertEqual(finding?.expected, 7)
        XCTAssertEqual(finding?.line, 1)
        // Moved apart, in Markdown.
        let apart = [sections[0], sections[2], sections[1], sections[3]]
        XCTAssertEqual(check(apart, source: "", format: .markdown)?.kind, .questionsAsTextGroups)
    }

    /// loxx's page: problems stated under headings, read as the text beside its one "FAQ" group.
    func testTextGroupsTitledAsProblemsAreDoubtedAnywhere() {
        let answer = "Check that the hook is installed, then open a new shell."
        let faq = section("FAQ", asked.prefix(3).map { question($0) })
        let problems = [section("Commands aren't being saved", [], description: answer),
                        section("loxx: command not found", [], description: answer)]
        let finding = check(problems + [section("Settings", [], description: answer), faq], source: "", format: .html)
        XCTAssertEqual(finding?.kind, .questionsAsTextGroups)
        XCTAssertEqual(finding?.expected, 5)
        // One is a note; topics, and problems with nothing under them, say nothing.
        XCTAssertNil(check([problems[0], faq], source: "", format: .html))
        XCTAssertNil(check([section("Settings", [], description: answer), section("Privacy", [], description: answer), faq],
                           source: "", format: .html))
        let bare = ["Commands aren't being saved", "Search doesn't find new commands"].map { section($0, []) }
        XCTAssertNil(check(bare + [faq], source: "", format: .html))
        XCTAssertTrue(TextOnlyGroups.statesAProblem("Search doesn\u{2019}t find new commands"))
        XCTAssertFalse(TextOnlyGroups.statesAProblem("Don't panic"))
    }

    func testFewerTextGroupsThanGroupsOfQuestionsAreSilent() {
        let answer = String(repeating: "Large objects are read in pieces of a size you set. ", count: 3)
        let groups = ["One", "Two", "Three"].map { name in section(name, asked.prefix(2).map { question("\($0) \(name)") }) }
        XCTAssertNil(check(groups + [section("Notes", [], description: answer), section("Credits", [], description: answer)],
                           source: "", format: .markdown))
        XCTAssertNil(check([groups[0], section("Notes", [], description: answer)], source: "", format: .restructuredText))
    }

    // MARK: The FAQ's own title read as the group of every question

    func testAGroupOfEveryQuestionTitledAsAFAQIsDoubted() {
        // Plain text: "Sup FAQ" underlined like a later group title, read as the one group.
        let plain = check([section("Tool FAQ", asked.map { question($0) })], title: "tool", source: "Tool FAQ\n--------\n\nQ: How do I build it?\n",
                          format: .plainText)
        XCTAssertEqual(plain?.kind, .titleAsSection)
        XCTAssertEqual(plain?.line, 1)
        // HTML: a theme's banner repeats the page's heading before it, as an empty group of the same title.
        let html = "<h2>Fernet - Frequently Asked Questions</h2>\n<h1>Fernet - Frequently Asked Questions</h1>\n<h2>How do I build it?</h2>\n"
        let sections = [section("Fernet - Frequently Asked Questions", [], description: "[tokens.html](<tokens.html>)"),
                        section("Fernet - Frequently Asked Questions", asked.map { question($0) })]
        XCTAssertEqual(check(sections, title: "OpenStack Docs", source: html, format: .html)?.kind, .titleAsSection)
    }

    func testAGroupTitledOtherwiseOrBesideOthersIsSilent() {
        XCTAssertNil(check([section("Installation", asked.map { question($0) })], source: "", format: .plainText))
        // A FAQ's title over one group among others, or groups of other titles beside it.
        XCTAssertNil(check([section("Tool FAQ", asked.prefix(3).map { question($0) }), section("Tool FAQ", [question("Is it free?")])],
                           source: "", format: .markdown))
        XCTAssertNil(check([section("Banner", []), section("Tool FAQ", asked.map { question($0) })], source: "", format: .html))
        XCTAssertFalse(TextAsTitles.endsInFAQName("faqtory"))
        XCTAssertFalse(TextAsTitles.endsInFAQName("faq about building"))
    }

    // MARK: Linear time

    func testTheNewScansStayLinear() {
        LinearGrowth.assert(1 << 14) { size in
            _ = ContentsLinks.isOnlyLocalLinks(Substring("- " + String(repeating: "[a](#a) ", count: size / 8)))
            _ = ContentsLinks.isOnlyLocalLinks(Substring("<a href=\"#x\">" + String(repeating: "</b", count: size / 3)))
            _ = ContentsEntries.count(Substring(String(repeating: "[x](#y <<z ", count: size / 11)))
            _ = LineCensus.take(String(repeating: "Q: Why is it slow?\n", count: size / 19), format: .plainText)
        }
        LinearGrowth.assert(1 << 12) { size in
            let questions = (0..<size / 16).map { question("How do I do thing \($0)?", "Title \($0)\n\nText.") }
            let source = (0..<size / 16).map { "How do I do thing \($0)?\n------------------------\n\nTitle \($0)\n--------\n\nText.\n\n" }.joined()
            let reading = GuardReading(FAQDocument(title: "FAQ", sections: [section("Group", questions)]), source: source, format: .restructuredText)
            _ = SectionMarkTitles.leftInAnswers(reading)
            _ = SectionMarkTitles.lostWithText(reading)
            _ = ContentsEntries.find(reading)
        }
    }
}
