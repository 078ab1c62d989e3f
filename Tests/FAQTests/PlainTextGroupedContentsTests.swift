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

    /// The sed FAQ: a posting's header fields over a centred title; contents whose groups hold
    /// sub-titles set in ("   CHANGING STRINGS") over entries numbered in tens, an entry's own
    /// list of what it covers, and parts that go on from their entry's title with an ellipsis
    /// ("4.31.1.   ... on Unix platforms?"). The contents end only where the text begins.
    func testContentsWithSetInSubtitlesItemListsAndEllipsisParts() throws {
        var text = """
            Archive-Name: editor-faq/widget
            Posting-Frequency: irregular

                                        THE WIDGET FAQ

            CONTENTS

            1. GENERAL INFORMATION
            1.1. Introduction - How this FAQ is organized
            1.2. How do I add a question to the FAQ?

            2. EXAMPLES
               ONE-CHARACTER QUESTIONS
            2.1.  How do I insert a newline?
            2.2.  How do I represent control codes?

               CHANGING STRINGS
            2.10. How do I perform a case-insensitive search?
            2.11. Common one-line scripts. How do I . . . ?

                  - double-space a file?
                  - delete leading spaces?

            2.12. How do I read environment variables ...
            2.12.1.   ... on Unix platforms?
            2.12.2.   ... on DOS platforms?

            """
        for (number, title) in [("1.", "GENERAL INFORMATION"), ("1.1.", "Introduction - How this FAQ is organized"),
                                ("1.2.", "How do I add a question to the FAQ?"), ("2.", "EXAMPLES"), ("2.1.", "How do I insert a newline?"),
                                ("2.2.", "How do I represent control codes?"), ("2.10.", "How do I perform a case-insensitive search?"),
                                ("2.11.", "Common one-line scripts. How do I . . . ?"), ("2.12.", "How do I read environment variables ..."),
                                ("2.12.1.", "... on Unix platforms?"), ("2.12.2.", "... on DOS platforms?")] {
            text += "\n\(number) \(title)\n\n   Some text about it, long enough to be an answer of its own.\n"
        }
        let lines = PlainTextLines(text)
        let contents = try XCTUnwrap(PlainTextNumbered.tableOfContents(lines))
        XCTAssertEqual(contents.numbers.count, 11, "\(contents.numbers)")
        let result = try DocumentReader.decode(Array(text.utf8), file: "widgetfaq.txt")
        XCTAssertEqual(result.importer, "plain text (numbered entries)")
        XCTAssertEqual(result.document.title, "THE WIDGET FAQ")
        XCTAssertEqual(questions(result.document).count, 8)
        XCTAssertEqual(Array(groups(result.document).prefix(2)), ["GENERAL INFORMATION", "EXAMPLES"])
        XCTAssertTrue(questions(result.document).contains("How do I perform a case-insensitive search?"))
        func header(_ lines: String) -> Set<Int> { PlainTextFormat.headerFieldLines(PlainTextLines(lines).lines) }
        XCTAssertEqual(header("Archive-Name: editor-faq/widget\nPosting-Frequency: irregular\n"), [0, 1])
        XCTAssertEqual(header("X-Chat: Common Problems Explained\n\nSome text.\n"), [])
        XCTAssertEqual(header("Maintainer: Ann\n"), [0])
        XCTAssertEqual(header("FAQ: the widget questions\n"), [])
        XCTAssertEqual(header("Libfoo-Tools: Questions and Answers\nVersion: 2.1\n"), [1])
    }
}
