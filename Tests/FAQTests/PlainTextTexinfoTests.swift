import XCTest
@testable import FAQ

/// Texinfo's plain-text output: underlined numbered titles, told apart from reStructuredText,
/// read as nested headings with the contents skipped and closing text chapters kept as text.
final class PlainTextTexinfoTests: XCTestCase {
    /// Written as `makeinfo --plaintext` writes a FAQ: title page, contents, the top node's
    /// title, chapters under `*`, sections under `=`, a subsection under `-`.
    static let faq = """
    Widget FAQ
    Frequently Asked Questions on Widget
    Version 2024-01-01

    Widget FAQ
    1 Basics
      1.1 Licence
      1.2 What is Widget?
      1.3 How can Widget be installed?
        1.3.1 Installing on Unix
    2 Web Front Ends
    3 Trouble
      3.1 Why does it crash?
      3.2 Why is it slow?
    4 Acknowledgments
    Widget FAQ
    **********

    1 Basics
    ********

    This document answers questions about Widget.

    1.1 Licence
    ===========

    Widget is free software.

    1.2 What is Widget?
    ===================

    A tool.  'widget --help' says more:

         widget --help

    1.3 How can Widget be installed?
    ================================

    From your distribution.

    1.3.1 Installing on Unix
    ------------------------

       Use the package manager.

    2 Web Front Ends
    ****************

    See the task view for web front ends.

    3 Trouble
    *********

    3.1 Why does it crash?
    ======================

    Report it.

    3.2 Why is it slow?
    ===================

    It is not.

    4 Acknowledgments
    *****************

    Thanks to everyone.
    """

    func testTexinfoIsToldApartFromRestructuredText() {
        let bytes = Array(Self.faq.utf8)
        XCTAssertTrue(PlainTextTexinfo.looksLikeTexinfo(Self.faq))
        XCTAssertTrue(DocumentFormat.looksLikeRestructuredText(Self.faq), "the underlines alone would be reStructuredText's")
        XCTAssertEqual(DocumentFormat.detect(bytes, fileName: "FAQ"), .plainText)
        // An explicit extension still decides.
        XCTAssertEqual(DocumentFormat.detect(bytes, fileName: "faq.rst"), .restructuredText)
    }

    func testChaptersSectionsAndAnswerParts() throws {
        let result = try DocumentReader.decode(Array(Self.faq.utf8), file: "FAQ")
        XCTAssertEqual(result.importer, "plain text (Texinfo output)")
        let document = result.document
        XCTAssertEqual(document.title, "Widget FAQ")
        // "2 Web Front Ends" holds text only: shown as a section, not counted as a group.
        XCTAssertEqual(document.sections.map(\.title), ["1 Basics", "2 Web Front Ends", "3 Trouble", "4 Acknowledgments"])
        XCTAssertEqual(document.sectionCount, 2)
        XCTAssertEqual(document.sections[0].questions.map(\.question),
                       ["1.1 Licence", "1.2 What is Widget?", "1.3 How can Widget be installed?"])
        XCTAssertEqual(document.questionCount, 5)
        let installed = document.sections[0].questions[2].answer
        XCTAssertTrue(installed.contains("Installing on Unix") && installed.contains("package manager"), installed)
        XCTAssertTrue(document.sections[0].questions[1].answer.contains("```"), "the indented example stays code")
        // The contents are skipped; the closing chapter is a part of text, not a group.
        XCTAssertEqual(textParts(document).last, "4 Acknowledgments")
        XCTAssertFalse(document.sections.flatMap(\.questions).contains { $0.answer.contains("1.2 What is Widget?") })
        XCTAssertNil(result.misread)
    }

    func testAnEnumerateOfQuestionsAndASecondManualJoinedOn() throws {
        // AUCTeX's FAQ file: one chapter holding an @enumerate of questions, then a second
        // manual's top node with its own contents (no blank line before its first chapter).
        let text = """
        Questions about Widget
        **********************

          1. Something is not working correctly.  What should I do
             first?

             Read the manual.

          2. Which versions are supported?

             The last two.

          3. What does the name stand for?

             Nothing.

        Questions about the Plugin
        **************************

        Questions about the Plugin
        1 Introduction
          1.1 How can I help?
        2 Requirements
          2.1 Which version is needed?
          2.2 For which OS does it work?
        1 Introduction
        **************

        1.1 How can I help?
        ===================

        Write to us.

        2 Requirements
        **************

        2.1 Which version is needed?
        ============================

        The newest.

        2.2 For which OS does it work?
        ==============================

        Any.
        """
        let result = try DocumentReader.decode(Array(text.utf8), file: "FAQ")
        XCTAssertEqual(result.importer, "plain text (Texinfo output)")
        XCTAssertEqual(result.document.sectionCount, 3)
        XCTAssertEqual(result.document.questionCount, 6)
        let widget = try XCTUnwrap(result.document.sections.first { $0.title == "Questions about Widget" })
        XCTAssertEqual(widget.questions.first?.question, "Something is not working correctly.  What should I do first?")
        XCTAssertEqual(widget.questions.first?.answer, "Read the manual.")
        XCTAssertFalse(result.document.allSections.flatMap(\.section.questions).contains { $0.answer.contains("1.1 How can I help?") },
                       "the second contents list is skipped")
    }

    func testANumberAtTheWrongDepthIsNoTexinfo() {
        // "1.1" under `*` is not how makeinfo writes: no claim, reStructuredText keeps it.
        let text = Self.faq.replacingOccurrences(of: "1.1 Licence\n===========", with: "1.1 Licence\n***********")
        XCTAssertFalse(PlainTextTexinfo.looksLikeTexinfo(text))
        XCTAssertNil(PlainTextTexinfo.candidate(PlainTextLines(text)))
    }

    func testAManualThatAsksNothingIsRefused() {
        // Texinfo's structure with no question in it is a manual, not a FAQ: below the confidence.
        let text = (1...4).map { n in
            "\(n) Chapter \(n)\n\(String(repeating: "*", count: "\(n) Chapter \(n)".count))\n\nIntro.\n\n"
                + (1...3).map { m in
                    let title = "\(n).\(m) Topic \(m)"
                    return "\(title)\n\(String(repeating: "=", count: title.count))\n\nText of the topic, long enough.\n\n"
                }.joined()
        }.joined()
        XCTAssertTrue(PlainTextTexinfo.looksLikeTexinfo(text))
        XCTAssertThrowsError(try DocumentReader.decode(Array(text.utf8), file: "MANUAL"))
    }

    func testHostileTitlesStayLinear() throws {
        // Titles and underlines only (a quarter megabyte: the bound is the debug build's, as the
        // other hostile inputs'): telling Texinfo and finding its headings is one pass, and the
        // whole reading (every plain-text shape, the structure, the guard) is linear.
        func text(_ size: Int) -> String {
            var out = "1 Chapter\n*********\n\n", n = 0
            while out.utf8.count < size {
                n += 1
                let title = "1.\(n % 1000) Why \(n)?"
                out += title + "\n" + String(repeating: "=", count: title.count) + "\n\nA.\n\n"
            }
            return out
        }
        let inputs = [1 << 16: text(1 << 16), 1 << 18: text(1 << 18)]
        LinearGrowth.assert(1 << 18) { size in
            let input = inputs[size]!
            XCTAssertTrue(PlainTextTexinfo.looksLikeTexinfo(input))
            XCTAssertNotNil(PlainTextTexinfo.candidate(PlainTextLines(input)))
        }
        try LinearGrowth.assert(1 << 18) { size in
            XCTAssertEqual(try DocumentReader.decode(Array(text(size).utf8), file: "FAQ").importer, "plain text (Texinfo output)")
        }
    }
}
