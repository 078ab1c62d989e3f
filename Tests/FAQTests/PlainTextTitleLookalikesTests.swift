import XCTest
@testable import FAQ

/// Lines that look like titles in a FAQ of underlined questions but are an answer's text (Seed7's FAQ): a table's
/// header row over its rule, a row framed by rules, and a labelled sentence ("Chapter 14.4 … of the manual …") that
/// runs on to the next line.
final class PlainTextTitleLookalikesTests: XCTestCase {
    static let faq = """

    Frequently asked questions
    ==========================


    Is Seed7 a descendant of Pascal?
    ================================

    No, not really:

      Feature       | Standard Pascal | Seed7
      --------------+-----------------+------
      Overloading   | no              | yes


    What should a binary package install?
    =====================================

      +---------------------+---------------+
      | Directory           | Macro         |
      +---------------------+---------------+
      | /usr/bin            | -             |
      +---------------------+---------------+


    How do I debug a compiled program?
    ==================================

    Use the stack trace.

    Chapter 14.4 (Stack trace) of the manual contains a detailed
    description how to debug compiled programs.


    Where are the constructors?
    ===========================

    There are none.
    """

    func testTablesAndARunOnLabelledSentenceTitleNothing() throws {
        let document = try DocumentReader.decode(Array(Self.faq.utf8), file: "faq.txt").document
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).map(\.question), [
            "Is Seed7 a descendant of Pascal?", "What should a binary package install?", "How do I debug a compiled program?",
            "Where are the constructors?",
        ])
        XCTAssertTrue(PlainTextTitles.isTableRow("| Directory | Macro |"))
        XCTAssertFalse(PlainTextTitles.isTableRow("| Section 1"))
        XCTAssertTrue(PlainTextTitles.isTableHeader("Feature | Pascal | Seed7", over: "--------+--------+------"))
        XCTAssertFalse(PlainTextTitles.isTableHeader("Input/Output | Files", over: "--------------------"))
    }
}
