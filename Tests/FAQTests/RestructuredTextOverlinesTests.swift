import XCTest
@testable import FAQ

/// Title rules next to text with no blank line between. Faucet's FAQ: questions over- and
/// underlined, one answer ("No.") right above the next question's overline. The rule under it,
/// then a line, then the same rule, make an overlined title: the answer stays an answer. And a
/// literal block's "::" right under a title's underline is the answer's, not a second rule.
final class RestructuredTextOverlinesTests: XCTestCase {
    func testAnOverlineRightUnderAnAnswerStartsTheNextTitle() throws {
        let text = """
        ==========
        Faucet FAQ
        ==========

        --------------------------------------
        Are group actions supported in Faucet?
        --------------------------------------
        No.
        -----------------------------------------
        Does Faucet send any multi-part requests?
        -----------------------------------------
        Gauge does.

        """
        let document = try DocumentReader.decode(Array(text.utf8), file: "faq.rst").document
        XCTAssertEqual(questions(document), ["Are group actions supported in Faucet?", "Does Faucet send any multi-part requests?"])
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).map(\.answer), ["No.", "Gauge does."])
        // A rule under a line, with other text under it, still underlines that line.
        let underlined = "Usage\n-----\nRun it.\n\nOptions\n-------\nPass -v.\n"
        XCTAssertEqual(RestructuredTextFormat.findTitles(underlined.components(separatedBy: "\n")).map(\.text), ["Usage", "Options"])
    }

    /// ksrates' FAQ: "How do I update …?" underlined, then "::" and the command on the next lines.
    func testALiteralBlocksMarkRightUnderAnUnderlineIsNoRule() throws {
        let text = """
        Nextflow
        ========

        If Nextflow crashes, where do I look for the error message?
        -----------------------------------------------------------

        In the error box.

        How do I update a previously downloaded pipeline?
        -------------------------------------------------
        ::

            nextflow pull VIB-PSB/ksrates

        Containers
        ==========

        Is this normal?
        ---------------

        Yes.

        """
        let document = try DocumentReader.decode(Array(text.utf8), file: "faqs.rst").document
        XCTAssertEqual(questions(document), ["If Nextflow crashes, where do I look for the error message?",
                                             "How do I update a previously downloaded pipeline?", "Is this normal?"])
        XCTAssertTrue(answer(document, "How do I update a previously downloaded pipeline?")?.contains("nextflow pull") == true)
    }
}
