import XCTest
@testable import FAQ

/// Ocean Protocol's bold questions, four of them with a space before the closing `**`: read
/// closed where the file's other bold lines are whole; alone, such a line stays as written.
final class MarkdownBoldLineRepairTests: XCTestCase {
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
}
