import XCTest
@testable import FAQ

/// lsof's 00FAQ as Debian ships it: tab-separated numbers, a contents list whose titles wrap onto
/// tab-indented lines, a banner in a box, groups titled "6.0", a note numbered "6.0.5" under such a title, and one
/// question asked again, word for word, of two systems. It read as reStructuredText garbage
/// (169 questions, warned); the plain-text reading was refused by the guard three ways.
final class PlainTextDialectSectionsTests: XCTestCase {
    static let faq = """
    \t\tFrequently Asked Questions about lsof

    **********************************************************************
    | The latest release of lsof is always available via anonymous ftp   |
    | from lsof.itap.purdue.edu.                                         |
    **********************************************************************

    Table of Contents:

    1.0\tGeneral Concepts
    1.1\tLsof -- what is it?
    1.2\tWhy can't I get the sum(1) result reported in
    \tREADME.lsof_<revision>?
    2.0\tBSD/OS BSDI Problems
    2.0.5\tStatement of deprecation
    2.1\tWhy doesn't lsof report on open kernfs files?
    2.2\tWhy does lsof complain about non-existent /dev/fd entries?
    2.3\tWhy does lsof report the wrong file size?
    2.4\tWhy does lsof report no files for some processes?
    2.5\tWhy is lsof slow on this system?
    2.6\tWhy does lsof report an unknown socket type?
    2.7\tWhy does the kernel name list lookup fail?
    3.0\tNetBSD Problems
    3.1\tWhy doesn't lsof report on open kernfs files?
    3.2\tWhy can't lsof find files on an NFS mount?
    ______________________________________________________________________

    1.0\tGeneral Concepts

    1.1\tLsof -- what is it?

    \tLsof is a UNIX-specific tool.  It lists open files.

    1.2\tWhy can't I get the sum(1) result reported in
    \tREADME.lsof_<revision>?

    \tBecause sum(1) differs between systems; use the checksum
    \tthat the README names.

    2.0\tBSD/OS BSDI Problems

    2.0.5\tStatement of deprecation

    \tAs of lsof revision 4.76 support for BSD/OS has been dropped.

    2.1\tWhy doesn't lsof report on open kernfs files?

    \tBSD/OS kernfs files have no vnode lsof can read, so they are
    \tleft out of its report on this system.

    2.2\tWhy does lsof complain about non-existent /dev/fd entries?

    \tThe system's /dev/fd holds entries for descriptors that are closed.

    2.3\tWhy does lsof report the wrong file size?

    \tThe size comes from the kernel's cached vnode.

    2.4\tWhy does lsof report no files for some processes?

    \tThose processes are swapped out.

    2.5\tWhy is lsof slow on this system?

    \tIt reads the kernel's memory through /dev/kmem.

    2.6\tWhy does lsof report an unknown socket type?

    \tThe protocol is not one lsof knows.

    2.7\tWhy does the kernel name list lookup fail?

    \tThe booted kernel is not /bsd.

    3.0\tNetBSD Problems

    3.1\tWhy doesn't lsof report on open kernfs files?

    \tNetBSD's kernfs is a pseudo file system whose nodes lsof does not
    \tdecode; use the -X option to see them as unknown files.

    3.2\tWhy can't lsof find files on an NFS mount?

    \tThe mount is not responding.
    """

    func testTheDialectSectionsOpenAsWritten() throws {
        let result = try DocumentReader.decode(Array(Self.faq.utf8), file: "00FAQ")
        XCTAssertEqual(result.importer, "plain text (numbered entries)")
        XCTAssertEqual(result.document.title, "Frequently Asked Questions about lsof")
        // The banner's box sides are no part of its text.
        XCTAssertEqual(result.document.description, "The latest release of lsof is always available via anonymous ftp from lsof.itap.purdue.edu.")
        XCTAssertEqual(groups(result.document), ["General Concepts", "BSD/OS BSDI Problems", "NetBSD Problems"])
        let all = questions(result.document)
        // The title wraps onto its tab-indented line, though its first line is short.
        XCTAssertEqual(all[1], "Why can't I get the sum(1) result reported in README.lsof_<revision>?")
        XCTAssertEqual(all.count, 12)
        // "2.0.5" is an entry of group 2, and a question asked of two systems is asked twice: no warning.
        XCTAssertTrue(all.contains("Statement of deprecation"))
        XCTAssertEqual(all.filter { $0 == "Why doesn't lsof report on open kernfs files?" }.count, 2)
        XCTAssertNil(MisreadGuard.check(result.document, source: Self.faq, format: .plainText))
    }

    func testTitlesRepeatedWithoutAnswersOfTheirOwnAreStillDoubted() {
        // The same three titles twice, answered the same (a contents list read as questions).
        let titles = ["Why doesn't lsof report on open kernfs files?", "Why is lsof slow?", "Why does it fail?"]
        let answer = "See the answer of the same name in the other section, as before."
        let questions = (titles + titles).enumerated().map { FAQQuestion(id: "q\($0.offset)", question: $0.element, answer: answer) }
        let document = FAQDocument(title: "T", sections: [FAQSection(id: "s", title: "S", questions: questions)])
        XCTAssertEqual(MisreadGuard.check(document, census: QuestionCensus(questions: 3, keys: [], words: 10), source: "")?.kind,
                       .repeatedQuestions)
    }

    func testANoteNumberedUnderAZeroGroupIsAtItsSiblingsLevel() {
        XCTAssertEqual(SourceHeadings.level([17, 0, 5]), 2)
        XCTAssertEqual(SourceHeadings.level([17, 1]), 2)
        XCTAssertEqual(SourceHeadings.level([0, 1]), 2)
        XCTAssertEqual(SourceHeadings.level([3, 0]), 2)
    }
}
