import XCTest
@testable import FAQ

/// matRad's FAQ: titled `.. admonition::` blocks whose titles ask, folded by `:class:
/// dropdown`, are its entries; a manual's open admonitions ("Why gray?", "Did you know?") stay its text.
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
}
