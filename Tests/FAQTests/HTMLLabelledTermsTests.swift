import XCTest
@testable import FAQ

/// A hand-written page's `<dl>` whose terms are only labels ("Q 1:", "A 1:"), each over the
/// question's or the answer's text (Ygl's FAQ), under a copyright line set as a heading.
final class HTMLLabelledTermsTests: XCTestCase {
    static let page = """
    <HTML><HEAD><TITLE>Ygl Frequently Asked Questions</TITLE></HEAD><BODY>
    <H1>Ygl Frequently Asked Questions</H1>
    <H4><FONT SIZE=4>&copy;</FONT>opyright 1993-2005 by Fred Hucht</H4>
    <P>
    <DL COMPACT>
    <DT> <B>Q 1:</B>
    <DD> We have an SGI Indigo. Do you think that Ygl could be used for such a purpose ?
    <DT> <B>A 1:</B>
    <DD> I don't think this is possible.
    <P><DT> <B>Q 2:</B>
    <DD> An error message is displayed:
    <PRE>
    dgl error (default init): returned -13
    </PRE>
    Can Ygl make my machine "DGL capable" ?
    <DT> <B>A 2:</B>
    <DD> No. You need distributed GL.
    <DT> <B>Q 3:</B>
    <DD> The float versions of the drawing commands do nothing.
    <DT> <B>A 3:</B>
    <DD> Use the option <TT>+a1</TT>.
    </DL>
    </BODY></HTML>
    """

    func testLabelTermsPairTheirTexts() throws {
        let result = try DocumentReader.decode(Array(Self.page.utf8), file: "FAQ.html")
        let read = result.document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(read.count, 3)
        XCTAssertEqual(read[0].question, "We have an SGI Indigo. Do you think that Ygl could be used for such a purpose ?")
        XCTAssertTrue(read[0].answer.contains("think this is possible"))
        XCTAssertFalse(read[0].answer.contains("A 1"), "the label is no text of the answer")
        XCTAssertTrue(read[1].question.hasSuffix("Can Ygl make my machine \"DGL capable\" ?"))
        XCTAssertEqual(read[2].question, "The float versions of the drawing commands do nothing.")
        XCTAssertEqual(groups(result.document), [], "the copyright line is no group")
        XCTAssertNil(result.misread)
    }

    /// Label pairs inside a list item are an example in an answer (docutils' FAQ on marking up
    /// a FAQ); at the top of a group that asks ("Got questions?") they are its questions.
    func testLabelPairsInAListItemAreAnAnswersExample() throws {
        let page = """
        <html><body><h1>FAQ</h1>
        <h2>How can I mark up a list of questions?</h2>
        <p>Field lists work well:</p>
        <blockquote><ol><li><dl><dt>Q:</dt><dd><p>What kind of question can we put here?</p></dd><dt>A:</dt><dd><p>Any kind.</p></dd></dl></li></ol></blockquote>
        <h2>How do I stop it?</h2><p>Press q.</p>
        </body></html>
        """
        let result = try DocumentReader.decode(Array(page.utf8), file: "faq.html")
        XCTAssertEqual(questions(result.document), ["How can I mark up a list of questions?", "How do I stop it?"])
        let group = """
        <html><body><h1>Widget</h1><p>A tool.</p><h2>Got questions?</h2>
        <dl><dt>Q:</dt><dd>How do I install it?</dd><dt>A:</dt><dd>Run make.</dd>
        <dt>Q:</dt><dd>How do I start it?</dd><dt>A:</dt><dd>Run widget.</dd>
        <dt>Q:</dt><dd>How do I stop it?</dd><dt>A:</dt><dd>Press q.</dd></dl>
        </body></html>
        """
        XCTAssertEqual(questions(try DocumentReader.decode(Array(group.utf8), file: "faq.html").document),
                       ["How do I install it?", "How do I start it?", "How do I stop it?"])
    }

    func testLabelsAndNotices() {
        typealias Walker = HTMLFAQFormat.Walker
        XCTAssertEqual(Walker.pairLabel("Q 1:"), "Q")
        XCTAssertEqual(Walker.pairLabel("Answer 12"), "A")
        XCTAssertEqual(Walker.pairLabel("A."), "A")
        XCTAssertNil(Walker.pairLabel("A 1: yes"))
        XCTAssertNil(Walker.pairLabel("Apache"))
        XCTAssertTrue(HeadingTree.isCopyrightNotice("Copyright 2005 by Fred"))
        XCTAssertTrue(HeadingTree.isCopyrightNotice("(c) 1999 Widget Inc."))
        XCTAssertFalse(HeadingTree.isCopyrightNotice("Copyright and licensing"), "a topic about copyright names no year")
        XCTAssertFalse(HeadingTree.isCopyrightNotice("Is there a copyright on files from 1999?"))
        XCTAssertFalse(HeadingTree.isCopyrightNotice("Copyright 2005 or 2005-2010: which years go in my notice?"), "a question about it")
    }
}
