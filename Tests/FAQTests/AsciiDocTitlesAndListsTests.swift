import XCTest
@testable import FAQ

/// AsciiDoc beyond one-line headings: two-line titles nested by their underline, labelled lists
/// of questions without `[qanda]`, a manual page's header sections, and telling AsciiDoc terms
/// from reStructuredText literals.
final class AsciiDocTitlesAndListsTests: XCTestCase {
    func read(_ text: String, file: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
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

    func testMarkdownCodeFencesUnderShortLinesAreNoTitleUnderlines() throws {
        // Turing's FAQ (a Quarto page): fences closing code whose last line is "end" or "}"
        // looked like reStructuredText's backtick underlines, and the page was refused as reST.
        let text = """
            ## How do I write a model?

            ```julia
            @model function f()
            end
            ```

            ## And in Stan?

            ```stan
            model {
            }
            ```
            """
        XCTAssertEqual(DocumentFormat.byContent(Array(text.utf8)), .markdown)
        XCTAssertEqual(try DocumentReader.decode(Array(text.utf8), file: "faq").document.questionCount, 2)
        for name in ["index.qmd", "faq.Rmd"] {
            XCTAssertEqual(try DocumentReader.decode(Array(text.utf8), file: name).importer, "Markdown", name)
        }
    }

    func testTwoLineTitlesUnderAnchorsAreAsciiDoc() throws {
        // ELinks' faq.txt: `[[id]]` over each "~~~~"-underlined question, which reStructuredText
        // would take for its own titles and then find no questions in.
        let text = """
            Frequently Asked Questions
            --------------------------
            :Description:	FAQ for the project

            [[instances]]
            I restarted it, but nothing has changed!
            ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

            Instances share one master.

            [[paste]]
            How does cutting and pasting work?
            ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

            Hold down Shift.

            [[move]]
            How does the "Move" button work?
            ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

            Mark the bookmarks first.
            """
        XCTAssertEqual(DocumentFormat.byContent(Array(text.utf8)), .asciiDoc)
        let document = try DocumentReader.decode(Array(text.utf8), file: "faq.txt").document
        XCTAssertEqual(document.questionCount, 3)
        // One anchor over a title is no sign: reStructuredText keeps such a file.
        let once = "Title\n=====\n\n[[a]]\nUsage\n~~~~~\n\nText.\n\nMore\n~~~~\n\nText.\n"
        XCTAssertEqual(DocumentFormat.byContent(Array(once.utf8)), .restructuredText)
    }

    func testAnchorsOverOneLineTitlesAreAsciiDocInATextFile() throws {
        // `[[id]]` and Asciidoctor's `[#id]` over `== Title`, with no attribute or document
        // title to tell the format, in a file named `.txt`.
        let text = """
            Frequently Asked Questions

            [[install]]
            == How do I install it?

            With make.

            [#config.note]
            == Where is the configuration?

            In the home folder.
            """
        XCTAssertEqual(DocumentFormat.byContent(Array(text.utf8)), .asciiDoc)
        let document = try DocumentReader.decode(Array(text.utf8), file: "faq.txt").document
        XCTAssertEqual(document.sections.flatMap(\.questions).map(\.question), ["How do I install it?", "Where is the configuration?"])
        // One anchor is no sign, and an anchor over a paragraph titles nothing.
        let once = "Notes\n\n[[a]]\n== Usage\n\nText.\n\n[#b]\nText.\n"
        XCTAssertNotEqual(DocumentFormat.byContent(Array(once.utf8)), .asciiDoc)
    }
}
