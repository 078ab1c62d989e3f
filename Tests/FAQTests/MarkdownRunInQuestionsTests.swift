import XCTest
@testable import FAQ

/// Questions in bold that open a paragraph and run on into their answers (TxODDS's FAQ).
final class MarkdownRunInQuestionsTests: XCTestCase {
    private func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "faq.mdx").document
    }

    func testBoldQuestionsRunningOnIntoTheirAnswersAreEntries() throws {
        let text = """
            ## General

            **What is TxLINE?** TxLINE is a sports data API.

            **Who is it for?** Developers and sportsbooks.

            **Do I need a wallet?**

            Yes. A Solana wallet is required.

            ## Pricing

            **Is there a free tier?** Yes, with **no** rate limits.

            **How do I pay?** In TxL tokens.

            """
        let document = try read(text)
        XCTAssertEqual(groups(document), ["General", "Pricing"])
        XCTAssertEqual(questions(document), ["What is TxLINE?", "Who is it for?", "Do I need a wallet?", "Is there a free tier?", "How do I pay?"])
        let answers = document.allSections.flatMap(\.section.questions).map(\.answer)
        XCTAssertEqual(answers.first, "TxLINE is a sports data API.")
        XCTAssertEqual(answers[3], "Yes, with **no** rate limits.")
        XCTAssertEqual(MarkdownRunInQuestions.answer(after: "__Why?__   Because."), "Because.")
        XCTAssertNil(MarkdownRunInQuestions.answer(after: "**Why?**"))
        XCTAssertEqual(MarkdownRunInQuestions.answer(after: "*Why so\nslow?* It waits."), "It waits.")
    }

    /// An emphasised question, over two lines too, runs on as a bold one does.
    func testAnEmphasisedQuestionOverTwoLinesRunsOnToo() throws {
        let text = "## General\n\n*What is JDO?* JDO is Java Data Objects.\n\n*I'd like to contribute.\nWhat do I do next?* Join the list.\n\n"
            + "*Does this project use a wiki?* It does.\n"
        let document = try read(text)
        XCTAssertEqual(questions(document).count, 3, "\(questions(document))")
        XCTAssertTrue(questions(document).contains("I'd like to contribute. What do I do next?"), "\(questions(document))")
    }

    /// Bold words that ask nothing, and a bold question inside a paragraph, stay the text of the heading above.
    func testBoldThatAsksNothingStaysText() throws {
        let text = """
            # Guide

            ## Setup

            **Note:** run it as root. **Why?** It binds port 80.

            Then start it.

            ## Usage

            Run it twice.

            """
        XCTAssertEqual(questions(try read(text)), ["Setup", "Usage"])
    }
}
