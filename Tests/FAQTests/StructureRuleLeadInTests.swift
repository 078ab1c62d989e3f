import XCTest
@testable import FAQ

/// AmziProlog's FAQ: among a group's entries, one whose text leads into its sub-headings
/// ("Three options:") is a question answered in parts, so it weighs as a question beside its
/// siblings, and they stay questions.
final class StructureRuleLeadInTests: XCTestCase {
    func testAHeadingWhoseTextLeadsIntoItsPartsIsAQuestionAnsweredInParts() throws {
        let text = """
        # Frequently Asked Questions

        ## Prolog

        ### Performance

        Compile it.

        ### Program Runs Interpreted but not Compiled

        Check the flags.

        ## Windows

        ### Backslash woes in Windows file names

        Use forward slashes.

        ### I/O in Embedded Windows Applications

        Windows does not support standard input/output.

        Three options:

        #### Return information in predicate arguments

        Pass it back.

        #### Provide your own I/O predicates

        Write them.

        """
        let document = try DocumentReader.decode(Array(text.utf8), file: "faq.md").document
        XCTAssertEqual(groups(document), ["Prolog", "Windows"])
        XCTAssertEqual(questions(document), ["Performance", "Program Runs Interpreted but not Compiled",
                                             "Backslash woes in Windows file names", "I/O in Embedded Windows Applications"])
        let io = try XCTUnwrap(document.allSections.flatMap(\.section.questions).last)
        XCTAssertTrue(io.answer.contains("Provide your own I/O predicates"), "its parts stay in its answer")
        // Without the lead-in, the heading over two topics stays their group.
        let plain = text.replacingOccurrences(of: "Three options:\n\n", with: "")
        XCTAssertEqual(groups(try DocumentReader.decode(Array(plain.utf8), file: "faq.md").document).last, "I/O in Embedded Windows Applications")
    }
}
