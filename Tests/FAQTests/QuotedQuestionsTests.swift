import XCTest
import CCmark
@testable import FAQ

/// Questions set off as quotations over their answers (Tyro's AsciiDoc FAQ: `[quote]` blocks over
/// `[TIP]` blocks, under topic headings): in AsciiDoc one alone under a heading is a question once
/// the document quotes two or more; in Markdown, two under one heading. A quote that is no
/// question, or that stands under a heading that asks, stays text.
final class QuotedQuestionsTests: XCTestCase {
    func read(_ text: String, file: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: file).document
    }

    static let asciiDoc = """
    == Frequently Ask Questions
    '''

    Here questions and answers about use of Tyro in your projects.

    === Tests granularity

    [quote]
    ____
    What type of tests should I write with Tyro when testing a CRUD application ?
    ____

    [TIP]
    ====
    .Focus on tests:
    ** with great added value
    ====

    [quote]
    ____
    Should I write the scenarios with Cucumber?
    ____

    [TIP]
    ====
    It depends on your time.
    ====

    === Multi-language applications
    [quote]
    ____
    Should I test it in every language?
    ____

    [TIP]
    ====
    No: the behaviour does not depend on the language.
    ====

    === Credits

    [quote]
    ____
    Testing shows the presence, not the absence of bugs.
    ____

    Thanks to everyone who wrote tests.
    """

    func testQuoteBlocksThatAskAreQuestionsUnderTheirTopics() throws {
        let document = try read(Self.asciiDoc, file: "faq.adoc")
        XCTAssertEqual(groups(document), ["Tests granularity", "Multi-language applications"])
        XCTAssertEqual(questions(document), ["What type of tests should I write with Tyro when testing a CRUD application ?",
                                             "Should I write the scenarios with Cucumber?", "Should I test it in every language?"])
        XCTAssertTrue(document.allSections.flatMap(\.section.questions)[2].answer.contains("does not depend on the language"))
        // The thematic break under the title is no text: the description is the paragraph after it.
        XCTAssertEqual(document.description, "Here questions and answers about use of Tyro in your projects.")
    }

    func testInMarkdownTwoQuotedQuestionsUnderAHeadingAndNotOne() throws {
        let markdown = """
        # FAQ

        ## Installing

        > Which version of Java do I need?

        Java 17 or later.

        > Can I install it without root?

        Yes, in your home folder.

        ## Why does it start slowly?

        > Is it the network?

        No: it indexes your files once.

        ## Background

        > Why would anyone write another editor?

        That was the question we asked ourselves in 2019.
        """
        let document = try read(markdown, file: "FAQ.md")
        XCTAssertEqual(questions(document), ["Which version of Java do I need?", "Can I install it without root?",
                                             "Why does it start slowly?", "Background"])
    }

    func testQuotesLabelledQAndAInMarkdown() throws {
        // lrzip's README: `> Q:` quotes over `> A:` quotes; a labelled statement is a question too, the labels shown nowhere.
        let markdown = """
        ### FAQ

        > Q: What  kind of encryption does it use?

        > A: AES-128, with a key
        hashed from the password.

        > Q: I want the absolute fastest compression I can get.

        > A: Try `-l`.

        > Q: 32bit?

        > A: Yes.
        """
        let document = try read(markdown, file: "README.md")
        let questions = document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.map(\.question), ["What kind of encryption does it use?", "I want the absolute fastest compression I can get.", "32bit?"])
        XCTAssertEqual(questions[0].answer, "AES-128, with a key\nhashed from the password.")
        XCTAssertEqual(questions[1].answer, "Try `-l`.")
        // A `Q:` quote with no `A:` quote after it is no pair.
        let lone = try XCTUnwrap(MarkdownFormat.parse("> Q: Why?\n\nBecause.\n"))
        defer { cmark_node_free(lone) }
        XCTAssertNil(MarkdownQuestionPatterns.quotedLabelPair(MarkdownFormat.topLevelBlocks(lone), 0,
                                                              source: MarkdownSource(markdown: "> Q: Why?\n\nBecause.\n")))
    }

    func testBoldQuestionsWinOverPromptsQuotedInTheirAnswers() throws {
        let markdown = """
        # FAQ

        ## General

        **How do I uninstall it?**

        Run the script. It asks:

        > Remove all data?

        **Why is the cache big?**

        It keeps every page. Clearing it asks:

        > Are you sure?
        """
        let document = try read(markdown, file: "FAQ.md")
        XCTAssertEqual(questions(document), ["How do I uninstall it?", "Why is the cache big?"])
    }
}
