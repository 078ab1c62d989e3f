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

    /// OpenIPMI's FAQ: the last entry's number back at the margin ("2.23)" under "  2.22)") is the
    /// next entry; a list deeper in an answer that goes on with the numbers is not.
    func testTheNextNumberBackAtTheMarginIsAnEntry() throws {
        let text = """
        1) Questions about the driver

          1.1) How do I load the driver?

            Run modprobe.

          1.2) Why does the driver not load?

            Check the kernel.

        2) Questions about the library

          2.1) How do I build it?

            Run make.

          2.2) What crypto does it use?

            OpenSSL, when it is there.

        2.3) How do I interpret the numeric error values?

            Look them up in the header.

        """
        let document = try DocumentReader.decode(Array(text.utf8), file: "FAQ").document
        XCTAssertEqual(questions(document).last, "How do I interpret the numeric error values?")
        XCTAssertEqual(questions(document).count, 5)
        let listed = text.replacingOccurrences(of: "    OpenSSL, when it is there.", with: "    Either:\n\n        2.3) OpenSSL\n\n        2.4) GnuTLS")
        XCTAssertNotEqual(listed, text)
        let listedDocument = try DocumentReader.decode(Array(listed.utf8), file: "FAQ").document
        XCTAssertEqual(questions(listedDocument).count, 5, "a deeper list is the answer's")
        XCTAssertTrue(listedDocument.allSections.flatMap(\.section.questions)[3].answer.contains("GnuTLS"))
    }
}
