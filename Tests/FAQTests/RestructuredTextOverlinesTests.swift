import XCTest
@testable import FAQ

/// Faucet's FAQ: questions over- and underlined, one answer ("No.") right above the next
/// question's overline with no blank line between. The rule under it, then a line, then the same
/// rule, make an overlined title: the answer stays an answer.
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
}
