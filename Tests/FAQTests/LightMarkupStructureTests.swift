import XCTest
@testable import FAQ

/// Structures of Markdown/MDX, reStructuredText and AsciiDoc FAQs beyond headings: AsciiDoc
/// two-line titles and labelled lists, Markdown definition lists, question bullets and MDX
/// components, reStructuredText bold questions.
final class LightMarkupStructureTests: XCTestCase {
    func read(_ text: String, file: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    // MARK: AsciiDoc

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

    func testAsciiDocTwoLineTitlesNestByTheirUnderline() throws {
        let text = """
        Acme FAQ
        ========

        General
        -------

        Is it free?
        ~~~~~~~~~~~
        Yes.

        Is it fast?
        ~~~~~~~~~~
        Very.

        Usage
        -----

        [qanda]
        How do I start?::
          Run `acme`.
        How do I stop?::
          Press q.

        Not a title
        ------------------
        """
        let document = try read(text, file: "faq.adoc").document
        XCTAssertEqual(document.title, "Acme FAQ")
        XCTAssertEqual(document.sections.map(\.title), ["General", "Usage"])
        XCTAssertEqual(document.sections[0].questions.map(\.question), ["Is it free?", "Is it fast?"])
        XCTAssertEqual(document.sections[1].questions.map(\.question), ["How do I start?", "How do I stop?"])
        // An underline far longer than its line is a delimited block, not a title.
        XCTAssertTrue(document.sections[1].questions[1].answer.contains("Not a title"))
    }

    func testAsciiDocLabelledListsOfQuestionsWithoutQanda() throws {
        let text = """
        = FAQ

        == Setup

        [[install]]
        How do I install it?::
        \tWith the package manager:
        +
        ----
        apt install acme
        ----
        +
        Then run it once.

        [[literal]]
        What does the log look like?::
        \tLike this:
        +
        ....
        started
        ....

        Where is the configuration?:: In `~/.acme`.

        The text after the list.

        == Options

        --verbose:: Says more.
        --quiet:: Says less.
        """
        let document = try read(text, file: "faq.adoc").document
        XCTAssertEqual(document.sections.map(\.title), ["Setup", "Options"])
        let questions = document.sections[0].questions
        XCTAssertEqual(questions.map(\.question), ["How do I install it?", "What does the log look like?", "Where is the configuration?"])
        XCTAssertEqual(questions.map(\.id), ["install", "literal", "where-is-the-configuration"])
        XCTAssertEqual(questions[0].answer, "With the package manager:\n\n```\napt install acme\n```\n\nThen run it once.")
        XCTAssertEqual(questions[1].answer, "Like this:\n\n```\nstarted\n```")
        XCTAssertEqual(questions[2].answer, "In `~/.acme`.")
        XCTAssertEqual(document.sections[0].description, "The text after the list.")
        // Terms that do not ask are a list, not questions.
        XCTAssertTrue(document.sections[1].questions.isEmpty)
        XCTAssertTrue(document.sections[1].description?.contains("--verbose") ?? false)
    }

    func testAsciiDocOneStatementAmongAskingTermsIsAQuestionToo() throws {
        let text = "= FAQ\n\n== Problems\n\nWhy is it slow?:: Caches.\n\nIt crashes on start.:: Update it.\n\n== Other\n\nCan I help?:: Yes.\n"
        let document = try read(text, file: "faq.adoc").document
        XCTAssertEqual(document.sections.map { $0.questions.count }, [2, 1])
        XCTAssertEqual(document.sections[0].questions[1].question, "It crashes on start.")
    }

    func testAsciiDocManualPageHeaderSectionsAreNotGroups() throws {
        let text = """
        acmefaq(7)
        ==========

        NAME
        ----
        acmefaq - questions about Acme

        SYNOPSIS
        --------
        acmefaq

        Basics
        ------

        Is it free?::
        \tYes.

        Can I share it?::
        \tYes.

        SEE ALSO
        --------
        acme(1)
        """
        let result = try read(text, file: "acmefaq.txt")
        XCTAssertEqual(result.importer, "AsciiDoc")
        XCTAssertEqual(result.document.title, "acmefaq(7)")
        XCTAssertEqual(result.document.description, "acmefaq - questions about Acme")
        XCTAssertEqual(result.document.sections.map(\.title), ["Basics", "SEE ALSO"])
        XCTAssertEqual(textParts(result.document), ["SEE ALSO"], "the closing SEE ALSO is a part of text")
        XCTAssertEqual(result.document.sections.last?.description, "acme(1)")
        XCTAssertEqual(result.document.sectionCount, 1)
        XCTAssertEqual(result.document.questionCount, 2)
    }

    func testContentDetectionTellsAsciiDocTermsFromRestructuredTextLiterals() {
        let asciiDoc = "Title\n=====\n\n[[a]]\nIs it?::\n\tYes.\n+\nMore.\n\nIs that?::\n\tNo.\n"
        XCTAssertEqual(DocumentFormat.byContent(Array(asciiDoc.utf8)), .asciiDoc)
        let rst = "Title\n=====\n\nExample::\n\n    code\n\nOther::\n\n    more\n\n.. note:: A note.\n"
        XCTAssertEqual(DocumentFormat.byContent(Array(rst.utf8)), .restructuredText)
        let markdown = "Title\n=====\n\n## Is it?\n\nYes.\n"
        XCTAssertEqual(DocumentFormat.byContent(Array(markdown.utf8)), .markdown)
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
        // Text between the components, and a closing heading that does not ask, stay the page's text.
        XCTAssertEqual(result.document.sectionCount, 0)
        XCTAssertEqual(result.document.sections[0].description, "Still stuck? Ask on the forum.\n\nRead the [guide](/guide).")
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
