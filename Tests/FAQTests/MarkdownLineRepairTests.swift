import XCTest
@testable import FAQ

/// Lines an author got slightly wrong, read as meant where the rest of the file shows what was
/// meant: Ocean Protocol's bold questions, four of them with a space before the closing `**`, and
/// VeggieBook's `##If …?` heading with no space; alone, such a line stays as written.
final class MarkdownLineRepairTests: XCTestCase {
    func testABoldLineOpenBeforeItsCloseIsClosedAmongWholeOnes() throws {
        let text = """
        # FAQs

        **What is a data marketplace?**

        A place to sell data.

        **How do I price my data? **

        As you like.

        **Is my data secure?**

        Yes.

        """
        let questions = try DocumentReader.decode(Array(text.utf8), file: "faq.md").document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.map(\.question), ["What is a data marketplace?", "How do I price my data?", "Is my data secure?"])
        XCTAssertEqual(MarkdownBoldLineRepair.repaired(["**A? **", "text"]), ["**A? **", "text"], "no whole bold lines beside it")
        XCTAssertEqual(MarkdownBoldLineRepair.repaired(["```", "**a **", "```", "**B?**", "**C?**"]), ["```", "**a **", "```", "**B?**", "**C?**"],
                       "code keeps its stars")
    }

    func testAHeadingWithNoSpaceAmongWellFormedOnesIsAHeading() throws {
        let text = """
        # Frequently-Asked Questions

        ## What is VeggieBook?
        An app.

        ## Who built it?
        A team.

        ##If my organization wanted the app, could we track its use?
        Yes.

        """
        let document = try DocumentReader.decode(Array(text.utf8), file: "FAQs.md").document
        XCTAssertEqual(questions(document), ["What is VeggieBook?", "Who built it?", "If my organization wanted the app, could we track its use?"])
        XCTAssertEqual(MarkdownHeadingSpaceRepair.repaired(["## A", "", "##B"]), ["## A", "", "##B"], "one well-formed heading beside it")
        XCTAssertEqual(MarkdownHeadingSpaceRepair.repaired(["## A", "## B", "```", "##c", "```", "#tag", "", "###C", "text", "##D"]),
                       ["## A", "## B", "```", "##c", "```", "#tag", "", "###C", "text", "##D"],
                       "code, a hashtag, a level with no well-formed heading and a line inside a paragraph stay")
        XCTAssertEqual(MarkdownHeadingSpaceRepair.repaired(["## A", "## B", "", "##Ç?"]), ["## A", "## B", "", "## Ç?"])
        XCTAssertEqual(MarkdownHeadingSpaceRepair.repaired(["## A", "## B", "", "##python ##rust"]), ["## A", "## B", "", "##python ##rust"],
                       "a line of hashtags")
    }
}
