import XCTest
@testable import FAQ

/// Structures of Markdown/MDX and reStructuredText FAQs beyond headings: Markdown definition
/// lists, question bullets and MDX components, reStructuredText bold questions and emphasised
/// questions over indented answers (AsciiDoc's are in `AsciiDocTitlesAndListsTests`).
final class LightMarkupStructureTests: XCTestCase {
    func read(_ text: String, file: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    // MARK: Markdown and MDX

    func testMarkdownDefinitionListsWhoseTermsAskAreQuestions() throws {
        let text = """
        # Acme FAQ

        ## Using it

        Is it free?
        : Yes, under the MIT licence.

        It crashes on start.
        :   Update it:

            run `acme update`.

        Can I share it?

        : Yes.
        : And sell it.

        ## Glossary

        Cache
        : Where results are kept.

        Queue
        : Where jobs wait.
        """
        let document = try read(text, file: "faq.md").document
        XCTAssertEqual(document.title, "Acme FAQ")
        let section = try XCTUnwrap(document.sections.first { $0.title == "Using it" })
        XCTAssertEqual(section.questions.map(\.question), ["Is it free?", "It crashes on start.", "Can I share it?"])
        XCTAssertEqual(section.questions[0].answer, "Yes, under the MIT licence.")
        XCTAssertEqual(section.questions[1].answer, "Update it:\n\nrun `acme update`.")
        XCTAssertEqual(section.questions[2].answer, "Yes.\n\nAnd sell it.")
        // A glossary's terms do not ask: they stay its text.
        XCTAssertFalse(document.allSections.contains { $0.section.questions.contains { $0.question == "Cache" } })
    }

    func testMDXComponentsCarryTheQuestionInAnAttribute() throws {
        let text = """
        ---
        title: Help
        ---
        import { Accordion } from "@/components"
        export const meta = {
          kind: "faq",
        }

        <AccordionGroup>
          <Accordion title="How do I install `acme`?">
            Run:

            ```sh
            <Accordion title="not a question">
            ```
          </Accordion>
          <Accordion title={"Is it free?"}>
            Yes.
          </Accordion>
          <Collapse title='What about Windows?'>Use WSL.</Collapse>
          <Details summary="Why so fast?">
            Caches.
          </Details>
          <FAQ question="Can I help?">
          Send a patch.
          </FAQ>
        </AccordionGroup>

        Still stuck? Ask on the forum.

        <Collapsible summary="Who made it?">

        Acme Inc.

        </Collapsible>

        ## Up next

        Read the [guide](/guide).
        """
        let result = try read(text, file: "faq.mdx")
        XCTAssertEqual(result.document.title, "Help")
        let questions = result.document.sections.flatMap(\.questions)
        XCTAssertEqual(questions.map(\.question), ["How do I install acme?", "Is it free?", "What about Windows?", "Why so fast?", "Can I help?",
                                                   "Who made it?"])
        XCTAssertEqual(questions[0].answer, "Run:\n\n```sh\n<Accordion title=\"not a question\">\n```")
        XCTAssertEqual(questions.map(\.answer).dropFirst(), ["Yes.", "Use WSL.", "Caches.", "Send a patch.", "Acme Inc."])
        // Text between the components, and a closing heading that does not ask, stay the page's text,
        // its first paragraph shown once, as the document's description.
        XCTAssertEqual(result.document.sectionCount, 0)
        XCTAssertEqual(result.document.description, "Still stuck? Ask on the forum.")
        XCTAssertEqual(result.document.sections[0].description, "Read the [guide](/guide).")
        XCTAssertFalse(result.document.description?.contains("import") ?? false)
    }

    func testMDXComponentsThatDoNotAskStayText() throws {
        let text = "# Storage\n\n## Variables\n\n<Collapse title=\"Manual setup\">\nSet them.\n</Collapse>\n\n<Collapse title=\"Automatic setup\">\nLink them.\n</Collapse>\n\n## Why buckets?\n\nThey are cheap.\n"
        let document = try read(text, file: "storage.mdx").document
        XCTAssertEqual(document.questionCount, 2)
        XCTAssertTrue(document.allSections.flatMap { $0.section.questions }.contains { $0.answer.contains("<Collapse title=\"Manual setup\">") })
    }

    func testMarkdownBulletsWithMarkedFirstLinesAndTheirOwnAnswersAreQuestions() throws {
        let text = """
        # Troubleshooting

        ## Errors

        - `fatal: not a git repository`

          You are outside the checkout.

          Change to it first.
        - **Permission denied (publickey)**

          Add your key to the agent.
        - `error: cannot lock ref`

          Run `git remote prune origin`.

        ## How-tos

        1. **Q: How to update?**
           A: Run `acme update`.
        2. **Q: How to remove it**
           A: Delete the folder.

        ## Features

        - **Fast**
          It uses caches.
        - **Small**
          One file.

        ## Prevention tips

        1. **Routine maintenance**
           - Update dependencies
           - Remove old backups

        2. **Best practices**
           - Use version control
        """
        let document = try read(text, file: "troubleshooting.md").document
        let errors = try XCTUnwrap(document.sections.first { $0.title == "Errors" })
        XCTAssertEqual(errors.questions.map(\.question), ["fatal: not a git repository", "Permission denied (publickey)", "error: cannot lock ref"])
        XCTAssertEqual(errors.questions[0].answer, "You are outside the checkout.\n\nChange to it first.")
        let howTos = try XCTUnwrap(document.sections.first { $0.title == "How-tos" })
        XCTAssertEqual(howTos.questions.map(\.question), ["How to update?", "How to remove it"])
        XCTAssertEqual(howTos.questions[1].answer, "Delete the folder.")
        // Bold names with a line each are a list of features, not questions.
        XCTAssertFalse(document.allSections.contains { $0.section.questions.contains { $0.question == "Fast" } })
        // Nor are bold names over only a list of points: an outline of tips (Ardelyo's "Tips Pencegahan").
        XCTAssertFalse(document.allSections.contains { $0.section.questions.contains { $0.question == "Routine maintenance" } })
        // A problem named so is an entry, and keeps its list's other entries ("Port already in use").
        let problems = "# Troubleshooting\n\n## Errors\n\n- **Permission denied**\n  - Run `chmod +x run.sh`\n\n"
            + "- **Out of memory**\n  - Lower the batch size\n\n- **Port already in use**\n\n  Stop the other server.\n"
        XCTAssertEqual(questions(try read(problems, file: "troubleshooting.md").document),
                       ["Permission denied", "Out of memory", "Port already in use"])
        // Bold captions over their content are the ways of one answer (RAGFlow's "**Via UI:**").
        let ways = "# FAQ\n\n## How do I set the OCR service?\n\nTwo ways:\n\n- **Via environment variables:**\n  ```\n  OCR_URL=x\n  ```\n\n"
            + "- **Via UI:**\n  - Open the model page\n  - Add the service\n\n## Is it free?\n\nYes.\n"
        XCTAssertEqual(questions(try read(ways, file: "faq.md").document), ["How do I set the OCR service?", "Is it free?"])
    }

    func testMarkdownBoldNumberedItemsInListsOfTheirOwnWithAnswersBetween() throws {
        let text = """
        # Acme FAQ

        # 1. General

          * **1.1 What is this?**

          A FAQ.

          * **1.2 WARNINGS**

          - Back up first.
          - Read the manual.

          * **1.3 Where is the header**?
          At the start:
        ```
        dd if=/dev/sda count=1
        ```

        # 2. References

          * **Purpose**

          Where to read more.

          * **Specifications**

          * **Tools**

          * **Papers**
        """
        let document = try read(text, file: "faq.md").document
        let general = try XCTUnwrap(document.sections.first { $0.title == "1. General" })
        XCTAssertEqual(general.questions.map(\.question), ["1.1 What is this?", "1.2 WARNINGS", "1.3 Where is the header?"])
        XCTAssertEqual(general.questions[1].answer.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) },
                       ["- Back up first.", "- Read the manual."])
        XCTAssertEqual(general.questions[2].answer, "At the start:\n\n```\ndd if=/dev/sda count=1\n```")
        // Bold names of kinds of reference, most without text, are not questions.
        XCTAssertFalse(document.allSections.contains { $0.section.questions.contains { $0.question == "Purpose" } })
    }

    // MARK: reStructuredText

    /// Sphinx's copy of a page's source as `faq.txt`: an over- and underlined title tells it is
    /// reStructuredText, and its emphasised questions over indented answers are entries
    /// (TortoiseHg's FAQ).
    func testEmphasisedQuestionsOverIndentedAnswersInASphinxSourceCopy() throws {
        let text = """
        **************************
        Frequently Asked Questions
        **************************


        *What is TortoiseHg?*

        	A Windows shell extension for the Mercurial revision control system.

        *Is Mercurial on Windows compatible with the index service?*

        	No. We recommend to turn off the indexing service.

        	::

        		hg config --edit

        .. vim: noet ts=4
        """
        let result = try read(text, file: "faq.txt")
        XCTAssertEqual(result.importer, "reStructuredText")
        let questions = result.document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.map(\.question), ["What is TortoiseHg?", "Is Mercurial on Windows compatible with the index service?"])
        XCTAssertEqual(questions.first?.answer, "A Windows shell extension for the Mercurial revision control system.")
        XCTAssertTrue(questions.last?.answer.contains("hg config --edit") == true)
    }

    func testRestructuredTextBoldQuestionParagraphs() throws {
        let text = """
        ==========
        Acme FAQ
        ==========

        **Q: Is it free?**

        Yes, see ``LICENSE``.

        **How do I install it?**

        Run::

            pip install acme

        **Q: Can I help?**

        A: Please do.
        """
        let result = try read(text, file: "faq.rst")
        XCTAssertEqual(result.importer, "reStructuredText")
        XCTAssertEqual(result.document.title, "Acme FAQ")
        let questions = result.document.sections.flatMap(\.questions)
        XCTAssertEqual(questions.map(\.question), ["Is it free?", "How do I install it?", "Can I help?"])
        XCTAssertEqual(questions[0].answer, "Yes, see `LICENSE`.")
        XCTAssertEqual(questions[1].answer, "Run:\n\n```\npip install acme\n```")
    }

    func testRestructuredTextOneBoldLineInASectionStaysText() throws {
        let text = "FAQ\n===\n\nInstall\n-------\n\n**Why pip?**\n\nIt is simple.\n\nUpgrade\n-------\n\nRun it again.\n"
        let document = try read(text, file: "faq.rst").document
        XCTAssertEqual(document.sections.flatMap(\.questions).map(\.question), ["Install", "Upgrade"])
    }
}
