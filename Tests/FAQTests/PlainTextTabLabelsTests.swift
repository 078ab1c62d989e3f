import XCTest
@testable import FAQ

/// OCFS2's FAQ: "Q07<tab>" and "A07<tab>" labels at the margin, numbered afresh in each underlined
/// group, an answer that opens with a shell prompt. A spaced "Q 1.3" label still needs a word after
/// it, and a contents line "Q1.1<spaces>Title" is no label (fftw's FAQ).
final class PlainTextTabLabelsTests: XCTestCase {
    func testTabSeparatedNumberedLabels() throws {
        let text = """
        \t\tOCFS2 - Frequently Asked Questions
        \t\t==================================

        General
        -------

        Q01\tHow do I get started?
        A01\tDownload and install the module and tools rpms.

        Q02\tHow do I know the version number running?
        A02\t# cat /proc/fs/ocfs2/version
        \tOCFS2 1.2.1

        Download and Install
        --------------------

        Q01\tWhere do I get the packages from?
        A01\tUpgrade to SP3.

        Q02\tDo I need to install the console?
        A02\tNo, the console is not required.
        """
        let result = try DocumentReader.decode(Array(text.utf8), file: "ocfs2_faq.txt")
        XCTAssertEqual(result.importer, "plain text (Q/A pairs)")
        XCTAssertEqual(groups(result.document), ["General", "Download and Install"])
        XCTAssertEqual(questions(result.document), ["How do I get started?", "How do I know the version number running?",
                                                    "Where do I get the packages from?", "Do I need to install the console?"])
        XCTAssertTrue(result.document.allSections.flatMap(\.section.questions)[1].answer.contains("cat /proc/fs/ocfs2/version"))
        XCTAssertEqual(result.warnings, [])
    }

    func testWhichLabelsTakeSpacesAfterTheirNumber() {
        XCTAssertEqual(PlainTextPatterns.marker("A02     # cat /proc/version", letter: "A"), 8)
        XCTAssertEqual(PlainTextPatterns.marker("Q 1.3 How do I start?", letter: "Q"), 6)
        XCTAssertNil(PlainTextPatterns.marker("Q 1.3 # not a label", letter: "Q"))
        XCTAssertNil(PlainTextPatterns.marker("Q1.1        What is FFTW?", letter: "Q"), "a contents line")
        XCTAssertNil(PlainTextPatterns.marker("A 4  x 4 matrix is square.", letter: "A"))
    }
}
