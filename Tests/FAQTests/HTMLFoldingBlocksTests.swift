import XCTest
@testable import FAQ

/// Jupyter Book's and sphinx-togglebutton's dropdown admonitions: folding blocks titled by
/// their question, as `<details>` blocks are (Neuroscout's FAQ); folding blocks of either
/// kind titled only by what they are ("Note"), parts of an answer; and accordions whose toggle
/// button holds the question's heading.
final class HTMLFoldingBlocksTests: XCTestCase {
    private func page(_ blocks: [(title: String, answer: String)], classes: String = "note dropdown admonition") -> String {
        let body = blocks.map { """
            <div class="\(classes)"><p class="admonition-title">\($0.title)</p><p>\($0.answer)</p></div>
            """ }.joined(separator: "\n")
        return "<html><body><h1>Frequently Asked Questions</h1>\n\(body)\n</body></html>"
    }

    func testDropdownAdmonitionsAreQuestions() throws {
        let html = page([("Is this service free to use?", "Yes."), ("How do I cite it?", "See the paper."),
                         ("I want to make an analysis public, but it is “locked”!", "Clone it first.")])
        let result = try DocumentReader.decode(Array(html.utf8), file: "faq.html")
        let questions = result.document.sections.flatMap(\.questions)
        XCTAssertEqual(questions.map(\.question), ["Is this service free to use?", "How do I cite it?",
                                                   "I want to make an analysis public, but it is “locked”!"])
        XCTAssertEqual(questions.map(\.answer), ["Yes\\.", "See the paper\\.", "Clone it first\\."])
        XCTAssertNil(result.misread)
    }

    func testAnAdmonitionThatDoesNotFoldIsText() {
        let html = page([("Is this service free to use?", "Yes."), ("How do I cite it?", "See the paper.")], classes: "note admonition")
        XCTAssertThrowsError(try DocumentReader.decode(Array(html.utf8), file: "faq.html"))
    }

    /// A dropdown or `<details>` titled only by its kind ("Note", "Example", "Solution") under a
    /// question's heading is a part of that answer, not a question of its own.
    func testBlocksTitledByTheirKindArePartsOfTheAnswer() throws {
        let html = """
            <html><body><h1>Frequently Asked Questions</h1>
            <h2>How do I install it?</h2><p>Run the installer.</p>
            <div class="note dropdown admonition"><p class="admonition-title">Note</p><p>It needs root.</p></div>
            <h2>Why does the build fail?</h2><p>An old compiler.</p>
            <details><summary>Solution</summary><p>Update the compiler.</p></details>
            <h2>Can I use it offline?</h2><p>Yes.</p>
            <details><summary>Example</summary><p>Pass --offline.</p></details>
            </body></html>
            """
        let result = try DocumentReader.decode(Array(html.utf8), file: "faq.html")
        let questions = result.document.sections.flatMap(\.questions)
        XCTAssertEqual(questions.map(\.question), ["How do I install it?", "Why does the build fail?", "Can I use it offline?"])
        XCTAssertTrue(questions[0].answer.contains("It needs root"), questions[0].answer)
        XCTAssertTrue(questions[1].answer.contains("Update the compiler"), questions[1].answer)
        XCTAssertNil(result.misread)
    }

    /// Among folding questions, one titled "Note" is the answer's before it: a dropdown in
    /// HTML, a `<details>` in Markdown.
    func testANoteAmongFoldingQuestionsIsTheAnswersPart() throws {
        let blocks = [("Is this service free to use?", "Yes."), ("How do I cite it?", "See the paper."),
                      ("Note", "The paper is open access."), ("Can I run it offline?", "No.")]
        let markdown = "# FAQ\n\n" + blocks.map { "<details><summary>\($0.0)</summary>\n\n\($0.1)\n\n</details>\n" }.joined(separator: "\n")
        for (text, file) in [(page(blocks), "faq.html"), (markdown, "FAQ.md")] {
            let questions = try DocumentReader.decode(Array(text.utf8), file: file).document.sections.flatMap(\.questions)
            XCTAssertEqual(questions.map(\.question), ["Is this service free to use?", "How do I cite it?", "Can I run it offline?"], file)
            XCTAssertTrue(questions[1].answer.contains("open access"), file + ": " + questions[1].answer)
        }
    }

    /// In Markdown too, a `<details>` titled "Note" under a question's heading is its answer's.
    func testMarkdownDetailsTitledByTheirKindArePartsOfTheAnswer() throws {
        let markdown = """
            # FAQ

            ## How do I install it?

            Run the installer.

            <details><summary>Note</summary>

            It needs root.

            </details>

            ## Can I use it offline?

            Yes.

            ## Is it free?

            Yes, under the MIT licence.

            """
        let result = try DocumentReader.decode(Array(markdown.utf8), file: "FAQ.md")
        let questions = result.document.sections.flatMap(\.questions)
        XCTAssertEqual(questions.map(\.question), ["How do I install it?", "Can I use it offline?", "Is it free?"])
        XCTAssertTrue(questions[0].answer.contains("It needs root"), questions[0].answer)
    }

    /// Only a whole title that names a kind is one: "Error 403" and "Examples" among folding
    /// questions stay questions, in HTML and in Markdown.
    func testTitlesThatOnlyBeginWithAKindWordAreQuestions() throws {
        let blocks = [("Why can't I log in?", "Check your password."), ("Error 403", "Ask an admin for access."),
                      ("Error 404", "The page moved."), ("How do I reset my password?", "Use the link."),
                      ("Examples", "See the examples folder.")]
        let html = "<html><body><h1>Troubleshooting FAQ</h1>\n" + blocks.map {
            "<details><summary>\($0.0)</summary><p>\($0.1)</p></details>" }.joined(separator: "\n") + "</body></html>"
        let markdown = "# Troubleshooting FAQ\n\n" + blocks.map { "<details><summary>\($0.0)</summary>\n\n\($0.1)\n\n</details>\n" }
            .joined(separator: "\n")
        for (text, file) in [(html, "faq.html"), (markdown, "FAQ.md")] {
            let result = try DocumentReader.decode(Array(text.utf8), file: file)
            XCTAssertEqual(questions(result.document), blocks.map(\.0), file)
        }
        XCTAssertTrue(HeadingTree.namesABlockKind("Note:"))
        XCTAssertFalse(HeadingTree.namesABlockKind("Error 403"))
    }

    /// One folding question and its "Example" under a heading, among headings of folding
    /// questions, is a question with that example in its answer, in HTML and in Markdown.
    func testAQuestionWithItsExampleAloneUnderAHeadingStaysAQuestion() throws {
        let markdown = """
            # FAQ

            ## Installing

            <details><summary>How do I install on Windows?</summary>

            Run the installer.

            </details>

            <details><summary>Example</summary>

            Pass /quiet to it.

            </details>

            ## Using

            <details><summary>How do I open a file?</summary>

            Use File, Open.

            </details>

            <details><summary>How do I save?</summary>

            Press Ctrl+S.

            </details>

            """
        let html = """
            <html><body><h1>FAQ</h1><h2>Installing</h2>
            <details><summary>How do I install on Windows?</summary><p>Run the installer.</p></details>
            <details><summary>Example</summary><p>Pass /quiet to it.</p></details>
            <h2>Using</h2>
            <details><summary>How do I open a file?</summary><p>Use File, Open.</p></details>
            <details><summary>How do I save?</summary><p>Press Ctrl+S.</p></details>
            </body></html>
            """
        for (text, file) in [(markdown, "FAQ.md"), (html, "faq.html")] {
            let result = try DocumentReader.decode(Array(text.utf8), file: file)
            XCTAssertEqual(questions(result.document), ["How do I install on Windows?", "How do I open a file?", "How do I save?"], file)
            XCTAssertTrue(answer(result.document, "How do I install on Windows?")?.contains("quiet to it") == true, file)
            XCTAssertNil(result.misread, file)
        }
    }

    /// A "Note" block that does not follow a folding question at once (a paragraph between)
    /// is not merged into an answer: it stays the page's text where it stands.
    func testANoteAfterOtherTextJoinsNoAnswer() throws {
        let html = page([("Is this service free to use?", "Yes."), ("How do I cite it?", "See the paper.")])
            .replacingOccurrences(of: "</body>", with: "<p>Contact us by mail.</p>\n"
                + "<div class=\"note dropdown admonition\"><p class=\"admonition-title\">Note</p><p>Replies take a week.</p></div></body>")
        let result = try DocumentReader.decode(Array(html.utf8), file: "faq.html")
        XCTAssertEqual(questions(result.document), ["Is this service free to use?", "How do I cite it?"])
        XCTAssertFalse(answer(result.document, "How do I cite it?")?.contains("a week") ?? true)
    }

    /// Docusaurus 1 wrapped each `<details>` in a `<p>`, which the parser ends at its `</p>`, so
    /// the block holds only its summary: the blocks after it, up to the next, are its answer.
    func testDetailsHoldingOnlyTheirSummaryAreAnsweredByTheBlocksAfterThem() throws {
        let entries = [("Do I need specific expertise?", "No, the editor guides you."), ("Are there prerequisites?", "A Mac with Xcode."),
                       ("Do I need a web server?", "Yes, the 4D Web Server.")]
        let body = entries.map { "<p><details>\n<summary>\n<strong>\($0.0)</strong>\n</summary></p>\n<p>\($0.1)</p>\n<p></details></p>" }
        let html = "<html><body><h1>FAQ</h1><h2>Prerequisites</h2>\n" + body.joined(separator: "\n") + "\n</body></html>"
        let document = try DocumentReader.decode(Array(html.utf8), file: "faq.html").document
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).map { String($0.answer.filter { $0 != "\\" }) }, entries.map(\.1))
        // A heading right after one such block is a part of its answer, not a question after it.
        let withTable = html.replacingOccurrences(of: "<p>A Mac with Xcode.</p>", with: "<h3>Version comparison table</h3><p>A Mac with Xcode.</p>")
        let questions = try DocumentReader.decode(Array(withTable.utf8), file: "faq.html").document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.map(\.question), entries.map(\.0))
        XCTAssertTrue(questions[1].answer.contains("Version comparison table"), questions[1].answer)
    }

    /// A `<details>` answered by an image only is no summary alone: the page's footer after it
    /// stays out of its answer.
    func testDetailsAnsweredByAnImageKeepTheFooterOut() throws {
        let html = """
            <html><head><title>Frob FAQ</title></head><body>
            <h1>Frob FAQ</h1>
            <details><summary>How do I install frob?</summary><p>Download the installer and run it.</p></details>
            <details><summary>Can I use frob offline?</summary><p>Yes, after the first start.</p></details>
            <details><summary>Does frob run on ARM?</summary><img src="arm-support-table.png" alt=""></details>
            <p>Didn't find your answer? Write to support@example.org.</p>
            <p>Copyright 2024 Frob Inc.</p>
            </body></html>
            """
        let document = try DocumentReader.decode(Array(html.utf8), file: "faq.html").document
        XCTAssertFalse(document.allSections.flatMap(\.section.questions).contains { $0.answer.contains("Copyright") })
    }

    /// CommitZero's page: each question an `h3` inside its accordion's toggle `button`, the answer a hidden
    /// `div` after it; a search's "no results" message under an `h3` of its own is no entry.
    func testAHeadingInsideAToggleButtonIsItsEntrysQuestion() throws {
        let html = """
            <html><body><h1>Perguntas Frequentes</h1>
            <div class="faq-item"><button class="faq-question"><div><h3>O que é o CommitZero?</h3><svg></svg></div></button>
            <div class="faq-answer hidden"><p>Uma ferramenta CLI.</p></div></div>
            <div class="faq-item"><button class="faq-question"><div><h3>CommitZero é gratuito?</h3></div></button>
            <div class="faq-answer hidden"><p>Sim.</p></div></div>
            <div class="faq-item"><button class="faq-question"><h3>Como atualizar?</h3></button>
            <div class="faq-answer hidden"><p>Com npm update.</p></div></div>
            <div id="no-results" class="hidden"><h3>Nenhum resultado encontrado</h3><p>Tente outros termos.</p></div>
            <button id="theme-toggle">Tema</button>
            </body></html>
            """
        let document = try DocumentReader.decode(Array(html.utf8), file: "faq.html").document
        XCTAssertEqual(questions(document), ["O que é o CommitZero?", "CommitZero é gratuito?", "Como atualizar?"])
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).first?.answer, "Uma ferramenta CLI\\.")
        XCTAssertFalse(document.allSections.flatMap(\.section.questions).last?.answer.contains("Tema") ?? true)
    }
}
