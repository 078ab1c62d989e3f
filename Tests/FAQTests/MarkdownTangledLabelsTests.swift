import XCTest
@testable import FAQ

/// `Q:`/`A:` labels in Markdown as people type them: bold with underscores and the mark outside
/// (`__Q__:`, AMICI's FAQ), and bold and emphasis tangled past pairing by a word processor's
/// export (`**Q. ***How…?*` over `**A. **…`, Fae's FAQ).
final class MarkdownTangledLabelsTests: XCTestCase {
    private func read(_ text: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: "FAQ.md")
    }

    func testUnderscoreBoldLabelsWithTheirMarkOutside() throws {
        let text = """
        # FAQ

        __Q__: My model fails to build.

        __A__: Remove the model directory and compile again.

        ---

        __Q__: It still does not compile.

        __A__: Make an issue.

        ---

        __Q__: How are events interpreted?

        __A__: As impulse free events.
        """
        let result = try read(text)
        XCTAssertEqual(questions(result.document), ["My model fails to build.", "It still does not compile.", "How are events interpreted?"])
        XCTAssertEqual(result.document.allSections.flatMap(\.section.questions).first?.answer, "Remove the model directory and compile again.",
                       "the rule between entries is no part of an answer")
        // A title asked twice gets a numbered ID, and no warning: the author wrote no IDs.
        let twice = text.replacingOccurrences(of: "My model fails to build.", with: "It still does not compile.")
        let again = try read(twice)
        XCTAssertEqual(again.document.allSections.flatMap(\.section.questions).map(\.id).prefix(2), ["it-still-does-not-compile", "it-still-does-not-compile-2"])
        XCTAssertEqual(again.warnings.map(\.message.description), [])
    }

    func testTangledBoldAndEmphasisAroundTheLabels() throws {
        let text = """
        # FAQ

        ## Basics

        **Q. ***I don't want to read a document; how does it work?*
        **A.** It runs transactions.

        **Q.***** **What's the point?*
        **A. **Escrows.

        **Q.*** I don't understand escrows. Why?*
        **A.** They hold values.
        """
        let result = try read(text)
        XCTAssertEqual(questions(result.document), ["I don't want to read a document; how does it work?", "What's the point?",
                                                    "I don't understand escrows. Why?"])
        XCTAssertEqual(result.document.allSections.flatMap(\.section.questions).map(\.answer), ["It runs transactions.", "Escrows.", "They hold values."])
    }

    /// List items opened by a `Q:` label are entries, statements among them (sopwith's and pimd's FAQs).
    func testLabelledListItemsAreEntries() throws {
        let text = """
        SDL Sopwith FAQ
        ===============

        - **Q**: What is this? What is Sopwith?

          **A**: A classic side scrolling shoot 'em up.

        - **Q**: This is different to the original Sopwith!

          **A**: It is based on the released sources.

        - **Q**: What platforms does it run on?

          **A**: Windows, Linux and macOS.
        """
        let result = try read(text)
        XCTAssertEqual(questions(result.document), ["What is this? What is Sopwith?", "This is different to the original Sopwith!",
                                                    "What platforms does it run on?"])
        XCTAssertEqual(result.document.allSections.flatMap(\.section.questions)[1].answer, "It is based on the released sources.")
        let plain = text.replacingOccurrences(of: "**Q**: ", with: "Q: ").replacingOccurrences(of: "**A**: ", with: "")
        XCTAssertEqual(questions(try read(plain).document).count, 3, "a plain Q: label, answers without A:")
        // A plan's quarters ("- Q1: Ship the new parser.") neither ask nor are answered: no FAQ.
        let roadmap = "# Roadmap 2025\n\n- Q1: Ship the new parser.\n\n  Owner: Ann.\n\n- Q2: Port the viewer.\n\n  Owner: Bo.\n\n"
            + "- Q3: Write the manual.\n\n  Owner: Cy.\n"
        XCTAssertThrowsError(try read(roadmap))
    }

    func testRulesAtAnAnswersEdgesAreTheLinesBetweenEntries() {
        XCTAssertEqual(ImportBuilder.withoutEdgeRules("Yes.\n\n---\n"), "Yes.")
        XCTAssertEqual(ImportBuilder.withoutEdgeRules("* * *\n\nYes.\n\n___\n\n- - -"), "Yes.")
        XCTAssertEqual(ImportBuilder.withoutEdgeRules("Yes.\n\n---\n\nNo."), "Yes.\n\n---\n\nNo.", "a rule inside stays")
        XCTAssertEqual(ImportBuilder.withoutEdgeRules("Setup\n---"), "Setup\n---", "an underline under text is a heading's")
        XCTAssertEqual(ImportBuilder.withoutEdgeRules("a -- b"), "a -- b")
    }

    func testAnswerLabels() {
        XCTAssertEqual(MarkdownQuestionPatterns.answerPrefix("**A. **Because."), "Because.")
        XCTAssertEqual(MarkdownQuestionPatterns.answerPrefix("__A__: Yes"), "Yes")
        XCTAssertEqual(MarkdownQuestionPatterns.answerPrefix("**A:** Yes"), "Yes")
        XCTAssertEqual(MarkdownQuestionPatterns.answerPrefix("A. Yes"), "Yes")
        XCTAssertNil(MarkdownQuestionPatterns.answerPrefix("**Also** this"))
        XCTAssertNil(MarkdownQuestionPatterns.answerPrefix("**A. Yes"), "a bold label never closed is no label")
    }
}
