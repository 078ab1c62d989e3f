import XCTest
@testable import FAQ

/// LinuxDoc's HTML output (Grace's FAQ): groups and entries are both `<h2>`, told apart by their
/// numbers ("1. General Questions", "1.1 What is Grace?"); a `<dl>` of bold terms that ask
/// nothing under an entry that asks is that entry's answer.
final class NumberedSiblingsTests: XCTestCase {
    func testNumbersNestHeadingsOfOneLevel() throws {
        let html = """
        <html><head><title>Grace FAQ</title></head><body>
        <h1>Grace FAQ (for Grace-5.1.23)</h1>
        <h2><a name="s1">1.</a> General Questions</h2>
        <h2><a name="ss1.1">1.1</a> What is Grace?</h2>
        <p>A plotting tool.</p>
        <h2><a name="ss1.2">1.2</a> Where can I get Grace?</h2>
        <p>From its site.</p>
        <h2><a name="s3">3.</a> Providing Help: Finding and Reporting Bugs</h2>
        <h2><a name="ss3.1">3.1</a> I think I found a bug in Grace! How do I report it?</h2>
        <dl><dt><b>First</b><dd><p>Make sure it is a bug.</p>
        <dt><b>Second</b><dd><p>Check the list of known bugs.</p></dl>
        <h2><a name="ss3.2">3.2</a> Is there a list of known bugs?</h2>
        <p>Yes.</p>
        </body></html>
        """
        let document = try DocumentReader.decode(Array(html.utf8), file: "FAQ.html").document
        XCTAssertEqual(groups(document), ["1. General Questions", "3. Providing Help: Finding and Reporting Bugs"])
        XCTAssertEqual(questions(document), ["1.1 What is Grace?", "1.2 Where can I get Grace?",
                                             "3.1 I think I found a bug in Grace! How do I report it?", "3.2 Is there a list of known bugs?"])
        let bug = document.allSections.flatMap(\.section.questions)[2].answer
        XCTAssertTrue(bug.contains("First") && bug.contains("Check the list of known bugs"), bug)
    }

    /// TkDesk's guide, a LinuxDoc chapter: "10. Frequently Asked Questions" and its entries are all `<h2>`,
    /// and entry 10.4 answers in `<h3>` parts. It nests under the chapter with its parts, in its place.
    func testAnEntryWithPartsOfItsOwnNestsInItsPlace() throws {
        let html = """
        <html><head><title>TkDesk User's Guide: Frequently Asked Questions</title></head><body>
        <h2><a name="s10">10.</a> Frequently Asked Questions</h2>
        <h2><a name="ss10.3">10.3</a> How can I change the colour of the icons?</h2>
        <p>Set it in the config.</p>
        <h2><a name="ss10.4">10.4</a> How can I have other desk items on each virtual screen?</h2>
        <h3>FVWM and similar window managers</h3>
        <p>Set the variable first.</p>
        <h3>CDE window manager</h3>
        <p>Add a line to Dtwm.</p>
        <h2><a name="ss10.5">10.5</a> How do I configure FVWM mini-icons?</h2>
        <p>Use the Style command.</p>
        </body></html>
        """
        let document = try DocumentReader.decode(Array(html.utf8), file: "guide-10.html").document
        XCTAssertEqual(questions(document), ["10.3 How can I change the colour of the icons?",
                                             "10.4 How can I have other desk items on each virtual screen?",
                                             "10.5 How do I configure FVWM mini-icons?"])
        let parts = answer(document, "10.4 How can I have other desk items on each virtual screen?") ?? ""
        XCTAssertTrue(parts.contains("CDE window manager") && parts.contains("Add a line to Dtwm"), parts)
    }

    func testSectionNumbers() {
        XCTAssertEqual(HeadingTree.sectionNumber("1. General Questions"), [1])
        XCTAssertEqual(HeadingTree.sectionNumber("1.1 What is Grace?"), [1, 1])
        XCTAssertEqual(HeadingTree.sectionNumber("10.2. Why?"), [10, 2])
        XCTAssertNil(HeadingTree.sectionNumber("1984 was a year"), "a number that is a word")
        XCTAssertNil(HeadingTree.sectionNumber("General Questions"))
        XCTAssertNil(HeadingTree.sectionNumber("1.x Things"))
    }
}
