import XCTest
@testable import FAQ

/// LAMARC's troubleshooting page: a contents list of links, then list items that hold nothing
/// but a bold line in an anchor those links point to, each answered by the paragraphs after
/// its item, under a heading naming the list of FAQs.
final class HTMLAnchoredListItemsTests: XCTestCase {
    private let page = """
        <html><head><title>Frequently asked Questions and Answers</title></head><body>
        <h2>Troubleshooting LAMARC</h2>
        <p>This article lists some common sources of trouble.</p>
        <h3> LIST OF FAQS: </h3>
        <ol>
        <li> <a href="#Q1"> The program will not compile on my machine.</a></li>
        <li> <a href="#Q2"> The program runs much too slowly.</a></li>
        <li> <a href="#Q3"> How can I tell if I've run the program long enough?</a></li>
        </ol>
        <ol>
        <li> <a name="Q1"><b> "The program will not compile on my machine."</b></a> </li>
        <p> This is covered in a separate article.</p>
        <li><a name="Q2"><b> "The program runs much too slowly."
        </b></a></li>
        <p> Use fewer chains.</p><p>Or a faster machine.</p>
        <li><a name="Q3"><b> "How can I tell if I've run the program long enough?" </b></a></li>
        <p> Run it twice.</p>
        </ol>
        </body></html>
        """

    func testItemsThatAreOnlyAnAnchoredBoldLineAreQuestionsAnsweredByTheParagraphsAfterThem() throws {
        let document = try DocumentReader.decode(Array(page.utf8), file: "troubleshooting.html").document
        XCTAssertEqual(questions(document), ["\"The program will not compile on my machine.\"", "\"The program runs much too slowly.\"",
                                             "\"How can I tell if I've run the program long enough?\""])
        // "LIST OF FAQS:" names the FAQ itself: it wraps the questions, no group.
        XCTAssertEqual(groups(document), [])
        let slow = document.allSections.flatMap(\.section.questions)[1]
        XCTAssertEqual(slow.answer, "Use fewer chains\\.\n\nOr a faster machine\\.")
        XCTAssertEqual(slow.id, "Q2")
    }

    func testItemsNamedByNoLinkStayText() throws {
        // Without the contents' links the anchors are no targets: the page holds no question it can tell.
        let contents = try XCTUnwrap(page.range(of: "<ol>\n<li> <a href"))
        let unlinked = page.replacingCharacters(in: contents.lowerBound..<page.range(of: "</ol>")!.upperBound, with: "")
        XCTAssertThrowsError(try DocumentReader.decode(Array(unlinked.utf8), file: "troubleshooting.html"))
    }
}
