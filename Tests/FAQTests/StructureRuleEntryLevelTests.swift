import Foundation
import XCTest
@testable import FAQ

/// evcc's FAQ: among as many answered headings as groups, an answered one at the level of most
/// of the document's entries is an entry too ("Savings Calculation" beside "Telemetry & Community
/// Data" over questions of its own); and a `<br/>` in a title parts its two messages.
final class StructureRuleEntryLevelTests: XCTestCase {
    private let page = """
    ## Configuration

    ### Can I use evcc without a grid meter?

    Yes.

    ### Can I use multiple chargers?

    Yes.

    ### Finding syntax errors in evcc.yaml

    Use the checker.

    ## Common Errors

    ### Error: Charger out of sync<br/>Charger logic error

    Restart.

    ### connection refused

    Check the address.

    ## Statistical Data

    ### Telemetry & Community Data

    We collect aggregated data.

    #### How do I participate?

    Turn it on.

    #### What happens to the data?

    It is shown.

    ### Savings Calculation

    The share of solar energy.

    """

    func testAnAnsweredHeadingAtTheEntriesLevelBesideAGroupIsAnEntry() throws {
        let document = try DocumentReader.decode(Array(page.utf8), file: "faq.md").document
        XCTAssertEqual(groups(document), ["Configuration", "Common Errors", "Statistical Data", "Telemetry & Community Data"])
        XCTAssertEqual(document.sections.last?.questions.map(\.question), ["Savings Calculation"])
        XCTAssertTrue(questions(document).contains("Error: Charger out of sync Charger logic error"), "\(questions(document))")
        // At another level than most entries, such a heading stays the group's text.
        let deeper = page.replacingOccurrences(of: "### Savings Calculation", with: "#### Savings Calculation")
            .replacingOccurrences(of: "### Telemetry", with: "#### Telemetry").replacingOccurrences(of: "#### How", with: "##### How")
            .replacingOccurrences(of: "#### What", with: "##### What")
        XCTAssertFalse(questions(try DocumentReader.decode(Array(deeper.utf8), file: "faq.md").document).contains("Savings Calculation"))
    }

    func testTheEntryLevelIsWhereMostAnsweredLeavesStand() {
        var tree = HeadingTree()
        for (level, body) in [(2, ""), (3, "a"), (3, "b"), (3, "c"), (2, ""), (3, "d"), (4, "e"), (3, "f")] {
            tree.addHeading(level: level, title: "T", anchor: nil, line: 1)
            tree.appendBody(body)
        }
        XCTAssertEqual(tree.entryLevel(), 3)
        var few = HeadingTree()
        for level in [2, 3, 3, 4, 4] {
            few.addHeading(level: level, title: "T", anchor: nil, line: 1)
            few.appendBody("text")
        }
        XCTAssertNil(few.entryLevel(), "no level holds most of them, four at least")
    }
}
