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

    /// A review's input: items that are only an anchored bold label with no answer after them (a
    /// list's only item over questions) name groups, no questions; "List of questions" names the FAQ too.
    func testAnchoredItemsWithNoAnswerAfterThemAreNoQuestions() throws {
        let html = """
            <html><body><h1>Foo FAQ</h1><p>Jump to: <a href="#general">General</a> | <a href="#install">Installation</a></p>
            <ul><li><a name="general"><b>General</b></a></li></ul>
            <h3>What is Foo?</h3><p>A tool.</p><h3>Is Foo free?</h3><p>Yes.</p>
            <ul><li><a name="install"><b>Installation</b></a></li></ul>
            <h3>How do I install Foo?</h3><p>Use apt.</p><h3>How do I remove Foo?</h3><p>Use apt remove.</p>
            </body></html>
            """
        let document = try DocumentReader.decode(Array(html.utf8), file: "faq.html").document
        XCTAssertEqual(questions(document), ["What is Foo?", "Is Foo free?", "How do I install Foo?", "How do I remove Foo?"])
        XCTAssertTrue(HeadingTree.namesTheWholeFAQ("List of questions") && HeadingTree.namesTheWholeFAQ("FAQ list"))
        XCTAssertFalse(HeadingTree.namesTheWholeFAQ("List of mirrors"))
    }

    /// A review's input: a list item of thousands of bold runs is weighed in linear time.
    func testAnItemOfManyBoldRunsIsLinear() throws {
        try LinearGrowth.assert(1 << 16) { size in
            let html = "<html><body><p><a href=\"#q\">q</a></p><ul><li>" + String(repeating: "<b>x</b>", count: size / 8) + "</li></ul></body></html>"
            _ = try? DocumentReader.decode(Array(html.utf8), file: "faq.html")
        }
    }
}
