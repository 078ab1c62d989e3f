import XCTest
@testable import FAQ

/// BioServices' FAQ: a question answered in its own text, over a sub-title that asks by its
/// opening words alone ("What is the difference between GET and POST"), is followed by that
/// question; over a sub-title naming a topic or a case ("What you need first", "When running in
/// Docker") it folds it into its answer.
final class StructureRuleFollowUpsTests: XCTestCase {
    private let page = """
    FAQS
    ####

    General questions
    =================

    How can I figure out the taxonomy identifier of the mouse ?
    -----------------------------------------------------------

    Use the taxonomy service.

    Interest of the BioServices classes REST and WSDL ?
    ===================================================

    They share the requests.

    What is the difference between GET and POST
    -------------------------------------------

    POST sends a body.

    """

    func testASubTitleAskingByItsOpeningWordsFollowsTheQuestion() throws {
        let document = try DocumentReader.decode(Array(page.utf8), file: "faqs.rst").document
        XCTAssertEqual(questions(document), ["How can I figure out the taxonomy identifier of the mouse ?",
                                             "Interest of the BioServices classes REST and WSDL ?",
                                             "What is the difference between GET and POST"])
        for topic in ["What you need first", "When running in Docker", "How the cache works"] {
            let cased = page.replacingOccurrences(of: "What is the difference between GET and POST\n-------------------------------------------",
                                                  with: topic + "\n" + String(repeating: "-", count: topic.count))
            let folded = try DocumentReader.decode(Array(cased.utf8), file: "faqs.rst").document
            XCTAssertEqual(questions(folded).count, 2, topic)
            XCTAssertTrue(folded.allSections.flatMap(\.section.questions).last?.answer.contains("POST sends a body") == true, topic)
        }
    }
}
