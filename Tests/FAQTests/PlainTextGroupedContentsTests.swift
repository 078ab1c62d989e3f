import XCTest
@testable import FAQ

/// PLplot's FAQ: contents that list the groups, then each group's entries under its own
/// "Section N:" title between rules; change marks in the first column ("=1.8", "+1.12", the CVS
/// FAQ's convention); numbered places that hold no entry ("1.3  (moved)").
final class PlainTextGroupedContentsTests: XCTestCase {
    static let rule = String(repeating: "=", count: 60)
    static let text = """
    Widget FAQ (Frequently Asked Questions)
    ---------------------------------------

    Each question in the contents has a change mark in the first column.

    \(rule)
    Contents
    --------

     1. Building Widget
     2. Philosophy, future directions, etc.

    \(rule)
    Section 1: Building Widget

     1.1  How do I build Widget?
     1.2  (moved)
    =1.3  The compiler complains about "caddr_t".
    +1.4  Can the library place be changed *after* compilation, say, by an
          environment variable?

    \(rule)
    Section 2: Philosophy, future directions, etc.

     2.1  Why should I use Widget?
     2.2  Opinions on how Widget should proceed?

    \(rule)
    Section 1: Installing Widget
    \(rule)

     1.1  How do I build Widget?

    Run make.

     1.2  (moved)

    =1.3  The compiler complains about "caddr_t".

    Define it.

    +1.4  Can the library place be changed *after* compilation, say, by an
          environment variable?

    Yes, with WIDGET_LIB.

    \(rule)
    Section 2: Philosophy, future directions, etc.
    \(rule)

     2.1  Why should I use Widget?

    It is fast.

     2.2  Opinions on how Widget should proceed?

    Write to the list.

    """

    func testContentsListedByGroupAndChangeMarks() throws {
        let toc = try XCTUnwrap(PlainTextNumbered.tableOfContents(PlainTextLines(Self.text)))
        XCTAssertEqual(toc.numbers, [[1], [2], [1, 1], [1, 2], [1, 3], [1, 4], [2, 1], [2, 2]], "every list of the contents, change-marked lines too")
        let result = try DocumentReader.decode(Array(Self.text.utf8), file: "FAQ")
        XCTAssertEqual(result.importer, "plain text (numbered entries)")
        XCTAssertNil(result.misread)
        XCTAssertEqual(groups(result.document), ["Installing Widget", "Philosophy, future directions, etc."])
        XCTAssertEqual(questions(result.document), [
            "How do I build Widget?", "The compiler complains about \"caddr_t\".",
            "Can the library place be changed *after* compilation, say, by an environment variable?",
            "Why should I use Widget?", "Opinions on how Widget should proceed?",
        ], "a place marked (moved) over nothing is no entry")
    }
}
