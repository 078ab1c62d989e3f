import XCTest
@testable import FAQ

/// Entries a page parts with `<hr>` rules (ACgifts' FAQ): the heading after each rule opens an
/// entry, whatever its level, and the headings inside its block are its answer's parts.
final class HTMLRuledEntriesTests: XCTestCase {
    static let page = """
    <html><body><h1>Widget FAQ</h1>
    <ul><li><a href="#import">Importing</a></li></ul>
    <hr><h2 id="import">Importing neighbors via CSV file</h2>
    <p>A template is in the application folder.</p>
    <h3>Fields in the csv file</h3><h5>Name</h5><p>The name.</p><h5>Group</h5><p>The group.</p>
    <hr><h2>Valid date time formats</h2><h5>Short date</h5><p>31/12/2024</p>
    <hr><h2>Where can I find the logfile?</h2><p>In the folder.</p>
    <hr><h2>What are all these warnings when I install it?</h2><p>Two.</p>
    <h3>Publisher cannot be verified</h3><p>It is not signed.</p>
    <hr><h3 id="data">Why are there so many .dat files?</h3><p>One per day.</p>
    <hr><p>&nbsp;</p>
    </body></html>
    """

    func testHeadingsAfterRulesAreEntriesAndTheHeadingsInsideAreTheirParts() throws {
        let document = try DocumentReader.decode(Array(Self.page.utf8), file: "faq.htm").document
        XCTAssertEqual(groups(document), [])
        XCTAssertEqual(questions(document), ["Importing neighbors via CSV file", "Valid date time formats", "Where can I find the logfile?",
                                             "What are all these warnings when I install it?", "Why are there so many .dat files?"])
        let first = try XCTUnwrap(document.allSections.first?.section.questions.first)
        XCTAssertTrue(first.answer.contains("#### Fields in the csv file") && first.answer.contains("#### Group"))
    }

    /// Where a heading inside the blocks asks, the rules part groups of questions: the headings decide.
    func testRulesBetweenGroupsOfQuestionsLeaveTheHeadingsAlone() throws {
        let groupsPage = """
        <html><body><h1>Widget FAQ</h1>
        <hr><h2>Installing</h2><h3>How do I install it?</h3><p>Run it.</p><h3>Where does it go?</h3><p>Here.</p>
        <hr><h2>Using</h2><h3>How do I start?</h3><p>Click.</p>
        <hr><h2>Leaving</h2><h3>How do I stop?</h3><p>Press q.</p>
        </body></html>
        """
        let document = try DocumentReader.decode(Array(groupsPage.utf8), file: "faq.htm").document
        XCTAssertEqual(groups(document), ["Installing", "Using", "Leaving"])
        XCTAssertEqual(questions(document).count, 4)
        // Nor between groups whose problems ask nothing, each group opening straight with its first (voice2machine).
        let problems = (1...4).map { "<hr><h2>Topic \($0)</h2><h3>No sound in part \($0)</h3><ul><li>Check the mixer.</li></ul>"
            + "<h3>Slow transcription in part \($0)</h3><p>Use the GPU.</p>" }.joined()
        // A closing block of text alone ("Additional Resources") changes nothing (lolstonks).
        let closing = "<hr><h2>Additional Resources</h2><ul><li><a href=\"https://example.org\">Docs</a></li></ul>"
        let problemGroups = try DocumentReader.decode(Array("<html><body><h1>Troubleshooting</h1>\(problems)\(closing)</body></html>".utf8),
                                                      file: "faq.htm").document
        XCTAssertEqual(groups(problemGroups), ["Topic 1", "Topic 2", "Topic 3", "Topic 4"])
        XCTAssertEqual(questions(problemGroups).count, 8)
        // Nor do rules before every heading with nothing inside their blocks (xboard's FAQ).
        let everyHeading = "<html><body><hr><h2>Part one</h2><hr><h3>How?</h3><p>So.</p><hr><h3>Why?</h3><p>So.</p><hr><h2>Part two</h2><hr><h3>When?</h3><p>Now.</p></body></html>"
        XCTAssertEqual(groups(try DocumentReader.decode(Array(everyHeading.utf8), file: "faq.htm").document), ["Part one", "Part two"])
        // A link alone set as a heading ("Back to Top") is navigation, no part: the rules add nothing.
        let backToTop = """
        <html><body><h2><a name="top">Table of Contents</a></h2><ol><li><a href="#1">One?</a></li></ol>
        <hr><h4><a name="1">One?</a></h4><p>A.</p><h5><a href="#top">Back to Top</a></h5>
        <hr><h4><a name="2">Two?</a></h4><p>B.</p><h5><a href="#top">Back to Top</a></h5>
        <hr><h4><a name="3">Three?</a></h4><p>C.</p><h5><a href="#top">Back to Top</a></h5>
        </body></html>
        """
        let linked = try DocumentReader.decode(Array(backToTop.utf8), file: "faq.htm").document
        XCTAssertEqual(questions(linked), ["One?", "Two?", "Three?"])
        XCTAssertFalse(linked.allSections.flatMap(\.section.questions).contains { $0.answer.contains("#### ") }, "no part of an answer")
    }
}
