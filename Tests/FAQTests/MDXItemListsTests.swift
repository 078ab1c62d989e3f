import XCTest
@testable import FAQ

/// Albion Online Objectives' FAQ: an MDX component given its questions as data
/// (`items={[{ question: "…", answer: '…' }]}`), one under each group, and a JSON-LD script
/// repeating them that no reader is shown.
final class MDXItemListsTests: XCTestCase {
    private func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "faq.mdx").document
    }

    private let page = """
    ---
    title: Frequently Asked Questions
    ---

    import FaqAccordion from '@/components/docs/FaqAccordion';

    ## General

    <FaqAccordion client:load idPrefix="general" items={[
      {
        question: "Is it free?",
        answer: "Yes, under the GPL-3.0 license."
      },
      {
        // Single quotes, an escape and HTML.
        question: 'Which objectives are \\'supported\\'?',
        answer: 'Three kinds:<ul><li><strong>Resource Nodes</strong></li><li>Vortexes</li></ul>'
      },
    ]} />

    ## Troubleshooting

    <FaqAccordion client:load idPrefix="trouble" items={[
      { question: "The bot is not responding to commands", answer: `Check its role in ${BOT.name}.` },
      { "question": "How do I report a bug?", "answer": "Open an issue.", open: true, id: 3 },
    ]} />

    Learn more about the bot.

    """

    func testQuestionsGivenAsAComponentsDataAreItsEntries() throws {
        let document = try read(page)
        XCTAssertEqual(groups(document), ["General", "Troubleshooting"])
        XCTAssertEqual(questions(document), ["Is it free?", "Which objectives are 'supported'?",
                                             "The bot is not responding to commands", "How do I report a bug?"])
        let answers = document.allSections.flatMap(\.section.questions).map(\.answer)
        guard answers.count == 4 else { return XCTFail("\(answers.count) answers") }
        XCTAssertEqual(answers[0], "Yes, under the GPL-3.0 license.")
        XCTAssertTrue(answers[1].contains("**Resource Nodes**") && answers[1].contains("Vortexes"), answers[1])
        XCTAssertEqual(answers[2], "Check its role in ${BOT.name}.")
        XCTAssertEqual(document.sections[1].description, "Learn more about the bot.")
    }

    func testAnArrayOfOtherThingsOrABrokenOneIsNoList() throws {
        let other = page.replacingOccurrences(of: "question:", with: "label:").replacingOccurrences(of: "\"question\":", with: "\"label\":")
        XCTAssertFalse(questions(try read(other)).contains("Is it free?"))
        // An expression the reading does not know (a function) ends it: no questions from that component.
        let broken = page.replacingOccurrences(of: "\"answer\": \"Open an issue.\"", with: "\"answer\": () => <Issue />")
        XCTAssertEqual(questions(try read(broken)).count, 2)
    }

    /// The JSON-LD script that repeats the questions with shortened answers is no text a reader
    /// misses: the misread guard does not count it.
    func testAScriptRepeatingTheQuestionsLeavesTheGuardSilent() throws {
        var script = "<script type=\"application/ld+json\">{JSON.stringify({\n  \"@type\": \"FAQPage\", \"mainEntity\": [\n"
        for n in 0..<40 { script += "    { \"name\": \"Does setting \(n) need a restart?\", \"text\": \"No, setting \(n) applies at once and for every user of the server.\" },\n" }
        script += "  ]\n})}</script>\n\n"
        let text = page.replacingOccurrences(of: "## General\n", with: script + "## General\n")
        let result = try DocumentReader.decode(Array(text.utf8), file: "faq.mdx")
        XCTAssertEqual(result.document.questionCount, 4)
        XCTAssertNil(MisreadGuard.check(result.document, source: text, format: .markdown))
    }

    /// Runs of components whose arrays never close, or hold no questions, cost linear time.
    func testBrokenArraysAreReadInLinearTime() throws {
        try LinearGrowth.assert(1 << 15) { size in
            let text = "# FAQ\n\n## Why?\n\nBecause.\n\n" + String(repeating: "<List items={[\n\"a\",\n", count: size / 20)
            XCTAssertEqual(try read(text).questionCount, 1)
        }
        try LinearGrowth.assert(1 << 15) { size in
            let text = "# FAQ\n\n## Why?\n\nBecause.\n\n" + String(repeating: "<List items={[ { q: \"x\"\n", count: size / 24)
            XCTAssertEqual(try read(text).questionCount, 1)
        }
    }

    /// A review's inputs: an answer in a template literal keeps a component's line; a broken list right
    /// above a list loses it nothing; `\\u` escapes are read; a `<Script … />` component hides no text from the guard.
    func testTemplateAnswersBrokenNeighboursEscapesAndComponentsNamedLikeScripts() throws {
        let embed = "## General\n\n<FaqAccordion items={[\n  { question: \"How do I embed it?\", answer: `Add this:\n\n<Widget id=\"42\" />\n\nDone.` },\n"
            + "  { question: \"Qu\\u2019est-ce?\", answer: \"A tool.\" },\n]} />\n"
        let document = try read(embed)
        XCTAssertEqual(questions(document), ["How do I embed it?", "Qu\u{2019}est-ce?"])
        XCTAssertTrue(document.allSections.flatMap(\.section.questions)[0].answer.contains("<Widget id=\"42\" />"))
        let neighbours = "# FAQ\n\n## General\n\n<List items={[\n<Faq items={[{question: \"Is it free?\", answer: \"Yes.\"}, {question: \"Is it open?\", answer: \"GPL.\"}]} />\n"
        XCTAssertEqual(questions(try read(neighbours)), ["Is it free?", "Is it open?"])
        var bullets = "# FAQ\n\n<Script src=\"/a.js\" strategy=\"lazyOnload\" />\n\n"
        for n in 0..<5 { bullets += "- **Does option \(n) need a restart?**\n\n  No.\n\n" }
        XCTAssertEqual(LineCensus.take(bullets, format: .markdown).questions, 5)
    }

    /// A review's input: a list whose data holds a value the reading does not know (a JSX answer) is
    /// left out, but its questions are counted by the misread guard, which then warns.
    func testAListLeftOutForAnUnknownValueIsWarnedAbout() throws {
        let text = """
            ## General

            <FaqAccordion items={[
              { question: "Is it free?", answer: "Yes, under the GPL." },
              { question: "Where do I report bugs?", answer: <>Open an issue on <a href="https://example.org">the tracker</a>.</> },
              { question: "Does it run on Windows?", answer: "Yes, since 2.0." },
            ]} />

            ## Setup

            ### How do I install it?

            Run the installer.

            ### How do I update it?

            Run it again.

            """
        let result = try DocumentReader.decode(Array(text.utf8), file: "faq.mdx")
        XCTAssertEqual(questions(result.document), ["How do I install it?", "How do I update it?"])
        XCTAssertNotNil(MisreadGuard.check(result.document, source: text, format: .markdown))
        XCTAssertEqual(LineCensus.dataMemberQuestion("  { \"question\": 'Is it free?', answer: \"Yes.\" },"), "Is it free?")
        XCTAssertNil(LineCensus.dataMemberQuestion("question: \"Installing\","))
    }
}
