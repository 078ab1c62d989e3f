import XCTest
@testable import FAQ

/// matRad's FAQ: titled `.. admonition::` blocks whose titles ask, folded by `:class:
/// dropdown`, are its entries; a manual's open admonitions ("Why gray?", "Did you know?") stay its text.
/// Sentinelsat's: `.. rubric::` titles its entries, kept out of the table of contents.
final class RestructuredTextAdmonitionsTests: XCTestCase {
    func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "faq.rst").document
    }

    func testAdmonitionsTitledByQuestionsAreEntries() throws {
        let text = """
        ==========================
        Frequently Asked Questions
        ==========================

        This site covers some questions.

        .. admonition:: How to cite matRad?
            :class: dropdown

            Cite our publications.

        .. admonition:: Can I run matRad without a MATLAB
            installation?
            :class: dropdown

            Yes, with the standalone.

        """
        let document = try read(text)
        XCTAssertEqual(questions(document), ["How to cite matRad?", "Can I run matRad without a MATLAB installation?"])
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).last?.answer, "Yes, with the standalone.")
    }

    func testAManualsAdmonitionsStayItsText() throws {
        let text = """
        Usage
        =====

        Run the tool.

        .. admonition:: Why gray?

            Doses are in gray.

        .. admonition:: Did you know?

            See the file.

        Options
        =======

        Pass ``-v``.

        """
        // Its titles with text are all it has, read as the README rule reads them; the admonitions are no entries.
        let document = try read(text)
        XCTAssertEqual(questions(document), ["Usage", "Options"])
        XCTAssertTrue(document.allSections.flatMap(\.section.questions).first?.answer.contains("Doses are in gray") == true)
    }

    func testRubricsOverTextAtTheMarginTitleTheEntries() throws {
        let text = """
        Common problems
        ===============

        .. Using "rubric" directives as titles so they don't show on the TOC

        .. rubric:: I keep getting *HTTP 401 Unauthorized* messages

        The username or password is wrong.

        .. rubric:: The query fails with *HTTP 500 connect time out*
           :class: problem

        Try again later.

        .. rubric:: How can I see the images?

        Use the Sentinel Toolbox.
        """
        let document = try read(text)
        XCTAssertEqual(questions(document), ["I keep getting HTTP 401 Unauthorized messages", "The query fails with HTTP 500 connect time out",
                                             "How can I see the images?"])
        XCTAssertEqual(answer(document, "The query fails with HTTP 500 connect time out"), "Try again later.")
        // One rubric alone is a caption in its answer.
        let one = "FAQ\n===\n\nWhy is it slow?\n---------------\n\n.. rubric:: Causes\n\nThe disk.\n\nHow do I start?\n---------------\n\nRun it.\n"
        XCTAssertEqual(questions(try read(one)), ["Why is it slow?", "How do I start?"])
    }
}
