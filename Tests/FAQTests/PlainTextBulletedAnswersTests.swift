import XCTest
@testable import FAQ

/// Bulleted questions with their answers right under them, no blank line between items (a web
/// page's list rendered as text: EtherApe's FAQ).
final class PlainTextBulletedAnswersTests: XCTestCase {
    static let text = """
                                      Widget FAQ

         * Why I see only the traffic to/from the Widget machine ?
           Probably you have a switched network.  Unless all traffic goes
           thru the machine, it sees local traffic.
         * How can I see the detail dialogs ?
           Double click on a node.
         * Is it possible to see just traffic within my network? Is it
           possible to see just traffic to/from the internet?
           You can filter traffic:
           ip and src net 213.227
         * Hosts keep moving because they come and go... What can I do?
           Set node timeout to 0.
         __________________________________________________________________

       $Id$

    References

       1. http://example.org/
    """

    func testQuestionsOverTheirAnswersAtTheItemsColumn() throws {
        let result = try DocumentReader.decode(Array(Self.text.utf8), file: "FAQ")
        XCTAssertEqual(result.importer, "plain text (bulleted questions)")
        XCTAssertEqual(questions(result.document), [
            "Why I see only the traffic to/from the Widget machine ?", "How can I see the detail dialogs ?",
            "Is it possible to see just traffic within my network? Is it possible to see just traffic to/from the internet?",
            "Hosts keep moving because they come and go... What can I do?",
        ])
        XCTAssertEqual(result.document.sections.flatMap(\.questions).last?.answer, "Set node timeout to 0.", "the page's footer is left out")
        XCTAssertNil(result.misread)
    }

    /// A bulleted list of questions with nothing under them, or one of statements, is no FAQ of this shape.
    func testBulletsWithoutAnswersOrThatStateAreNoEntries() {
        let unanswered = "Ideas:\n * Why not Windows?\n * Why not Mac?\n * Why not BSD?\n"
        XCTAssertNil(PlainTextPatterns.bulletedOverAnswers(PlainTextLines(unanswered), titles: []))
        let stated = "Notes:\n * It is fast.\n   Really.\n * It is small.\n   Tiny.\n * It is free.\n   Libre.\n"
        XCTAssertNil(PlainTextPatterns.bulletedOverAnswers(PlainTextLines(stated), titles: []))
    }
}
