import XCTest
@testable import FAQ

/// Markdown whose questions are HTML items, each a part classed as the question over one
/// classed as its answer (kokoIRC's `div.faq-item`s, a chevron before each question), as a
/// page's own accordion writes them, or `<details>` whose `<summary>` a blank line sets apart;
/// other HTML stays text, an HTML heading's answer in its block too.
final class MarkdownHTMLItemsTests: XCTestCase {
    private func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "faq.md").document
    }

    private static func item(_ question: String, _ answer: String) -> String {
        """
        <div class="faq-item">
          <div class="faq-question" onclick="this.parentElement.classList.toggle('open')">
            <span class="faq-chevron">&#9654;</span>
            \(question)
          </div>
          <div class="faq-answer">
            \(answer)
          </div>
        </div>
        """
    }

    func testItemsClassedAsQuestionAndAnswerAreEntries() throws {
        let text = """
        # FAQ & Migration Guide

        Answers to common questions.

        ## Migration Guides

        <div class="migration-section"><div class="migration-title">Coming from irssi</div></div>

        ## Frequently Asked Questions

        <div id="faq-list">

        \(Self.item("What are the system requirements?", "<strong>Bun</strong> and a terminal."))

        \(Self.item("Where is the config file?", "<code>~/.kokoirc/config.toml</code>, made on first run."))

        \(Self.item("Is it free?", "Yes."))

        </div>
        """
        let document = try read(text)
        let questions = document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.map(\.question), ["What are the system requirements?", "Where is the config file?", "Is it free?"])
        XCTAssertEqual(questions[1].answer, "`~/.kokoirc/config.toml`\\, made on first run\\.", "its code stays code")
        XCTAssertFalse(questions.contains { $0.question == "Migration Guides" }, "a guide's cards are no questions")
    }

    func testPartsClassedOtherwiseAndOneItemAloneStayText() {
        XCTAssertNil(HTMLClassedItems.questionAndAnswer("<div class=\"card\"><div class=\"title\">Irssi</div><div class=\"body\">Same keys.</div></div>"))
        XCTAssertNil(HTMLClassedItems.questionAndAnswer("<div class=\"faq-answer\">Yes.</div><div class=\"faq-question\">Free?</div>"),
                     "an answer before its question")
        XCTAssertEqual(HTMLClassedItems.withoutLeadingSymbols("▶ What is it?"), "What is it?")
        XCTAssertEqual(HTMLClassedItems.withoutLeadingSymbols("“Why?”"), "“Why?”")
    }

    /// KRSNA-BLR's Spanish FAQ, written wholly in HTML: each `<h2>` shares its HTML block with the `<p>` answer
    /// under it (no blank line between), which is the question's answer, not lost.
    func testAnHTMLHeadingsAnswerInItsOwnBlockIsItsText() throws {
        let document = try read("""
            <h1>Preguntas Frecuentes</h1>

            <h2>¿Puedo contribuir a este proyecto?</h2>
            <p>¡Por supuesto! Lee el archivo CONTRIBUTING.md.</p>

            <h2>¿Cómo puedo reportar un problema?</h2>
            <p>Abre un issue en el repositorio.</p>
            """)
        XCTAssertEqual(questions(document), ["¿Puedo contribuir a este proyecto?", "¿Cómo puedo reportar un problema?"])
        XCTAssertEqual(answer(document, "¿Puedo contribuir a este proyecto?"), "<p>¡Por supuesto! Lee el archivo CONTRIBUTING.md.</p>")
        XCTAssertEqual(answer(document, "¿Cómo puedo reportar un problema?"), "<p>Abre un issue en el repositorio.</p>")
    }

    /// Testing Library's FAQ (Docusaurus): a blank line after each `<details>` makes its `<summary>` an HTML
    /// block of its own; the question is still the summary's, its answer the Markdown up to `</details>`.
    func testASummaryInABlockOfItsOwnStillTitlesItsDetails() throws {
        let fold = { (question: String, answer: String) in "<details>\n\n<summary>\(question)</summary>\n\n\(answer)\n\n</details>\n\n" }
        let document = try read("---\nid: faq\ntitle: FAQ\n---\n\n" + fold("How do I test input onChange handlers?", "Use `fireEvent.change`.")
            + fold("Which get method should I use?", "1.  `getByLabelText`\n2.  `getByText`")
            + "<details>\n\n<summary>What about enzyme is \"bloated\" and \"encourage\npoor testing practices\"?</summary>\n\nIt renders.\n\n</details>\n")
        XCTAssertEqual(questions(document), ["How do I test input onChange handlers?", "Which get method should I use?",
                                             "What about enzyme is \"bloated\" and \"encourage poor testing practices\"?"])
        XCTAssertEqual(answer(document, "How do I test input onChange handlers?"), "Use `fireEvent.change`.")
        XCTAssertEqual(answer(document, "Which get method should I use?"), "1.  `getByLabelText`\n2.  `getByText`",
                       "the summary's block is no part of the answer")
    }

    /// Edlib's Docusaurus FAQ: each question a paragraph classed as one, alone in its HTML block or
    /// with the start of its answer in it, the Markdown after it the rest of the answer.
    func testParagraphsClassedAsQuestionsOverMarkdownAnswersAreEntries() throws {
        let markdown = """
            # Frequently asked questions

            <p class="edlib-question">1. What is Edlib?</p>
            <br />

            Edlib is a platform for learning resources.

            <p class="edlib-question">2. Why should I use Edlib?</p>
            <br />
            Interactions lead to <b>engagement</b>.

            It is battle-tested.

            <p class="edlib-question">3. Is Edlib free?</p>

            Yes.

            """
        let document = try DocumentReader.decode(Array(markdown.utf8), file: "faq.mdx").document
        XCTAssertEqual(questions(document), ["1. What is Edlib?", "2. Why should I use Edlib?", "3. Is Edlib free?"])
        XCTAssertEqual(answer(document, "2. Why should I use Edlib?"), "Interactions lead to **engagement**\\.\n\nIt is battle-tested.")
        // A paragraph classed otherwise is text.
        XCTAssertNil(HTMLClassedItems.questionAlone("<p class=\"lead\">What is Edlib?</p>"))
    }

    /// Caracal's registry: folds one right after another inside a wrapper `<div>`, each summary
    /// holding a number, a tag and a share button around the `<h3>` that asks.
    func testAdjacentFoldsInAWrapperWithHeadingsInTheirSummaries() throws {
        func fold(_ n: Int, _ question: String) -> String {
            """
                <details id="faq-00\(n)" className="faqEntry">
                  <summary className="faqEntryHeader">
                    <span className="faqNumber">FAQ-00\(n)</span>
                    <h3>\(question)</h3>
                    <button type="button">Share</button>
                  </summary>
                  <p>Answer \(n).</p>
                </details>
            """
        }
        let markdown = "# FAQ\n\nSearch the questions.\n\n<div id=\"faq-registry\" className=\"faqRegistry\">\n"
            + [fold(1, "What problem does it solve?"), fold(2, "What should a zone represent?"), fold(3, "How do I design scopes?")]
                .joined(separator: "\n") + "\n</div>\n"
        let document = try DocumentReader.decode(Array(markdown.utf8), file: "faq.mdx").document
        XCTAssertEqual(questions(document), ["What problem does it solve?", "What should a zone represent?", "How do I design scopes?"])
        XCTAssertEqual(answer(document, "What should a zone represent?"), "Answer 2.")
        XCTAssertEqual(MarkdownDetailsBoundaries.separating(["<p>x</p>", "</details>", "<details>"]), ["<p>x</p></details>", "", "<details>"])
        // Under a code fence the fence stays closed: the tag follows an empty comment on its own line.
        let fenced = "# FAQ\n\n<details><summary>How do I install?</summary>\n\n```sh\nnpm i foo\n```\n</details>\n"
            + "<details><summary>How do I upgrade?</summary>\n\nRun npm update.\n\n</details>\n"
        let folds = try DocumentReader.decode(Array(fenced.utf8), file: "README.md").document
        XCTAssertEqual(questions(folds), ["How do I install?", "How do I upgrade?"])
        XCTAssertEqual(answer(folds, "How do I install?"), "```sh\nnpm i foo\n```")
    }
}
