import Foundation
import XCTest
@testable import FAQ

/// The plain-text reader's evidence at work: ordinary text is refused (a wrong guess is worse
/// than a refusal), real FAQs open with their hand counts, detection, and linear time.
final class PlainTextEvidenceTests: XCTestCase {
    func read(_ text: String, file: String = "FAQ") throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    /// Ordinary text must not open: a wrong guess is worse than a refusal.
    func testTextThatIsNotAFAQIsRefused() {
        let prose = """
            It was a bright cold day in April, and the clocks were striking thirteen.
            Winston Smith, his chin nuzzled into his breast in an effort to escape the
            vile wind, slipped quickly through the glass doors of Victory Mansions.

            The hallway smelt of boiled cabbage and old rag mats. At one end of it a
            coloured poster, too large for indoor display, had been tacked to the wall.
            """
        let readme = """
            Widget
            ======

            Widget draws widgets.

            Installation
            ------------

            Run ./configure && make && make install.

            Usage
            -----

            widget [-v] FILE

            How to contribute
            -----------------

            Send patches to the list.

            License
            -------

            MIT, see COPYING.
            """
        let changelog = """
            widget (1.2-1) unstable; urgency=medium

              * New upstream release.
              * Fix the build on arm64.

             -- Ann Example <ann@example.org>  Mon, 01 May 2023 10:00:00 +0000

            widget (1.1-1) unstable; urgency=medium

              * New upstream release.

             -- Ann Example <ann@example.org>  Sun, 01 Jan 2023 10:00:00 +0000

            1.0.2 (2022-12-01)

              - Fixed a crash.

            1.0.1 (2022-11-01)

              - Fixed the docs.
            """
        let license = """
                                  Example Public License
                                      Version 1, 2023

            1. Definitions.

               "Software" means the program this licence comes with.

            2. Grant of Licence.

               You may copy and distribute the Software.

            3. Conditions.

               Keep this notice in every copy.

            4. No Warranty.

               The Software is provided "as is", without warranty of any kind.
            """
        let code = """
            #include <stdio.h>

            int main(int argc, char **argv)
            {
                if (argc > 1)
                    printf("%s\\n", argv[1]);
                return 0;
            }

            static int helper(void)
            {
                return 1;
            }

            def other():
                return 2
            """
        let swift = """
            /// Reads FAQ files.
            struct Reader {
                init(file: String) {
                    self.file = file
                }

                /// What does this return?
                func document() -> Document? {
                    nil
                }

                func title(of node: Node) -> String? {
                    node.title
                }

                func isEmpty() -> Bool {
                    true
                }
            }
            """
        for (name, text) in [("prose", prose), ("README", readme), ("ChangeLog", changelog), ("LICENSE", license), ("main.txt", code), ("Reader.txt", swift)] {
            XCTAssertThrowsError(try read(text, file: name), name) { error in
                let message = (error as! DocumentError).description
                XCTAssertTrue(message.hasPrefix("\(name): error: this text file does not look like a FAQ FAQ Browser can read"), message)
                for format in ["Markdown", "reStructuredText", "AsciiDoc", "Org", "HTML", "DocBook", "plain-text"] {
                    XCTAssertTrue(message.contains(format), "\(format) in \(message)")
                }
            }
        }
    }

    /// A file that only points to a web site is refused (Debian's gnupg FAQ).
    func testAPointerToAWebSiteIsRefused() {
        let text = """
            GnuPG Frequently Asked Questions

            A FAQ is a fast moving target and thus we don't distribute it anymore
            with GnuPG.  You may retrieve the current FAQ in HTML format at

              https://gnupg.org/faq/gnupg-faq.html
            """
        XCTAssertThrowsError(try read(text, file: "FAQ"))
    }

    /// isoqlog's FAQ: one "Q."/"A." pair under a title naming a FAQ (or in a file named so) is a
    /// FAQ of one question; the same pair without either, or without its answer mark, is too little to go by.
    func testOneAnsweredPairUnderAFAQTitle() throws {
        let text = """
            \t\tWIDGET FAQ
            \t-----------------------------

            Q. I see the size of sent messages, but not of incoming
               messages.

            A. Because logs only show sizes for "from" addresses. This
               will be fixed in version 3.
            """
        let document = try read(text, file: "FAQ").document
        XCTAssertEqual(document.allSections.flatMap { $0.section.questions.map(\.question) },
                       ["I see the size of sent messages, but not of incoming messages."])
        XCTAssertEqual(document.questionCount, 1)
        let notes = text.replacingOccurrences(of: "WIDGET FAQ", with: "WIDGET NOTES")
        XCTAssertThrowsError(try read(notes, file: "notes.txt"), "a pair under another title, in a file named otherwise")
        // The file's own name says FAQ as the title would (festival-czech's `FAQ`: one "Q:"/"A:" pair and nothing else).
        XCTAssertEqual(try read(notes, file: "/usr/share/doc/widget/FAQ").document.questionCount, 1)
        XCTAssertThrowsError(try read(text.replacingOccurrences(of: "A. Because", with: "Because"), file: "FAQ"),
                             "a question mark with no answer mark")
    }

    /// man-db's FAQ: one underlined question under an underlined title naming a FAQ; the same
    /// question under another title, or one that asks nothing, is too little to go by.
    func testOneTitledQuestionUnderAFAQTitle() throws {
        let text = """
            Frequently Asked Questions
            --------------------------

            Why use man-db instead of man?
            ==============================

            The man and man-db packages forked from a common code base in the
            mid-1990s.  man-db does several things better:

              * Internationalisation

                man-db uses gettext.
            """
        let document = try read(text, file: "FAQ").document
        XCTAssertEqual(document.title, "Frequently Asked Questions")
        XCTAssertEqual(questions(document), ["Why use man-db instead of man?"])
        XCTAssertThrowsError(try read(text.replacingOccurrences(of: "Frequently Asked Questions", with: "Release notes for the year"),
                                      file: "NEWS"), "another title")
        XCTAssertThrowsError(try read(text.replacingOccurrences(of: "Why use man-db instead of man?", with: "Using man-db instead of man"),
                                      file: "FAQ"), "a title that asks nothing")
    }

    /// presage's FAQ: two questions underlined with "==" alone, under a title naming a FAQ, in a
    /// file named FAQ. One such line, or two that ask nothing, are too little to go by.
    func testTwoQuestionsUnderlinedWithTwoMarksUnderAFAQTitle() throws {
        let text = """
            The Presage project
            ~~~~~~~~~~~~~~~~~~~

            Frequently Asked Questions
            --------------------------


            How can I improve presage's predictive performance for user X?
            ==

            Users' needs vary widly.

            How can I configure presage to predict in a specific natural language?
            ==

            Presage is designed to provide support for any natural language.
            """
        let document = try read(text, file: "FAQ").document
        XCTAssertEqual(questions(document), ["How can I improve presage's predictive performance for user X?",
                                             "How can I configure presage to predict in a specific natural language?"])
        XCTAssertEqual(document.sectionCount, 0, "the group named as the FAQ is no section")
        XCTAssertThrowsError(try read(text.replacingOccurrences(of: "How can I configure presage", with: "Configuring presage")
                                        .replacingOccurrences(of: "natural language?", with: "natural language"),
                                      file: "FAQ"), "one question that asks")
    }

    /// A short rule under a closing order ("Have fun!", "Do not kill it with -9.") parts
    /// numbered entries; the order asks nothing, so it titles no group.
    func testARuleUnderAnOrderThatOpensLikeAQuestionPartsEntries() throws {
        let text = """
            1. How do I start Foo?

            Run foo. Do not run it as root.

            Have fun!
            --

            2. How do I stop Foo?

            Press Ctrl-C.

            Do not kill it with -9.
            --

            3. Where are the logs?

            In /var/log/foo.
            """
        let document = try read(text, file: "FAQ").document
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(questions(document), ["How do I start Foo?", "How do I stop Foo?", "Where are the logs?"])
    }

    func testOrdersThatOpenWithAWordThatCanAskAskNothing() {
        for order in ["Have fun!", "Do not kill it with -9.", "Don't run it as root", "Do this first."] {
            XCTAssertFalse(PlainTextLines.asks(order), order)
        }
        for question in ["Do I need root.", "Have you tried the nightly build", "Do Foo and Bar work together", "Does it run on ARM."] {
            XCTAssertTrue(PlainTextLines.asks(question), question)
        }
    }

    func testTaskTitlesOverIndentedAnswersAskHowInAFileNamedFAQ() throws {
        // approx's FAQ: topics that name tasks, none asking, each over an answer set in by two.
        let text = """
            Changing the location of the approx cache

              Use the $cache parameter in /etc/approx.conf.

            Using approx with xinetd

              An example configuration file is provided.

            Exporting a local package repository

              This is supported with file URLs.

            Handling high client load

              Raise the limit in approx.socket.

            Notes on the cache format

              It is a plain tree of files.
            """
        let result = try read(text, file: "FAQ")
        XCTAssertEqual(result.document.questionCount, 5)
        XCTAssertNil(result.misread)
        // A file not named FAQ, its titles the same, is a document of notes, though its preamble points to a FAQ.
        XCTAssertThrowsError(try read(text, file: "NOTES"))
        XCTAssertThrowsError(try read("Questions this does not answer may be in the FAQ.\n\n" + text, file: "README"))
        // Nor do tasks ask where under half the titles name one.
        let topics = text.replacingOccurrences(of: "Using approx with xinetd", with: "The xinetd configuration file")
            .replacingOccurrences(of: "Exporting a local package repository", with: "Local package repositories")
        XCTAssertThrowsError(try read(topics, file: "FAQ"))
    }

    func testDetection() {
        let text = Array("1. What?\n\nThat.\n".utf8)
        for name in ["FAQ", "FAQ.txt", "README.FAQ", "notes.text", "/usr/share/doc/x/FAQ", "lftp--4.9.2-2+b1--FAQ", "FAQ-1.2"] {
            XCTAssertEqual(DocumentFormat.detect(text, fileName: name), .plainText, name)
        }
        XCTAssertNil(DocumentFormat.detect(text, fileName: "main.c"), "other extensions are not plain text")
        XCTAssertEqual(DocumentFormat.detect(Array("# FAQ\n\n## Q?\n\nA.\n".utf8), fileName: "FAQ.txt"), .markdown,
                       "another format's content wins")
        // A version-control keyword after a comment's "#" is no Markdown heading (Gnuplot.py's FAQ.txt).
        XCTAssertEqual(DocumentFormat.detect(Array("# $Id: FAQ.txt 294 2006-11-07 parejkoj $\n\nQ: Why?\n\nA: So.\n".utf8),
                                             fileName: "FAQ.txt"), .plainText)
        XCTAssertTrue(DocumentFormat.isVersionKeyword("$Revision: 1.2 $"))
        XCTAssertFalse(DocumentFormat.isVersionKeyword("$HOME is unset"))
    }

    /// The real zlib and curl FAQs, counted by hand (see the report's rule: every numbered
    /// entry after a blank line is a question, except curl's "N. Part" lines, which are its 8
    /// sections, and its "4.5.N" status codes, which are parts of 4.5's answer).
    func testRealZlibAndCurlFAQs() throws {
        let folder = repositoryRoot.appendingPathComponent("Tests/FAQTests/Corpus/Real").path
        let zlib = try DocumentReader.read(path: folder + "/madler--zlib--FAQ.txt", displayName: "FAQ").document
        XCTAssertEqual(zlib.title, "Frequently Asked Questions about zlib")
        XCTAssertEqual([zlib.sectionCount, zlib.questionCount], [0, 44])
        XCTAssertEqual(questions(zlib).first, "Is zlib Y2K-compliant?")
        XCTAssertTrue(questions(zlib).contains("Can you please sign these lengthy legal documents and fax them back to us so that we can use your software in our product?"))
        let curl = try DocumentReader.read(path: folder + "/curl--curl--FAQ.txt", displayName: "FAQ").document
        XCTAssertEqual([curl.sectionCount, curl.questionCount], [8, 91])
        XCTAssertEqual(curl.sections.first?.title, "Philosophy")
        XCTAssertEqual(curl.sections.first?.questions.first?.question, "What is curl?")
        XCTAssertEqual(Set(questions(curl)).count, 91, "no question twice: the table of contents is skipped")
        let codes = try XCTUnwrap(answer(curl, "Why do I get return code XXX from an HTTP server?"))
        XCTAssertTrue(codes.contains("400 Bad Request"))
        let certificates = try XCTUnwrap(answer(curl, "What certificates do I need when I use SSL?"))
        XCTAssertTrue(certificates.contains("SSLCERTS"), "“4.12 and the SSLCERTS document” is a wrapped line of the answer")
    }

    /// 50,000 numbered entries with a table of contents read in linear time: four times the
    /// entries take about four times as long, not sixteen.
    func testLinearTime() throws {
        func faq(_ count: Int) -> String {
            var toc = "Big FAQ\n\n", body = "\n"
            for n in 1...count {
                toc += " \(n / 100 + 1).\(n % 100 + 1) How do I do thing \(n)?\n"
                body += "\n \(n / 100 + 1).\(n % 100 + 1) How do I do thing \(n)?\n\n  Like this, with some words\n  wrapped over two lines.\n"
            }
            return toc + body
        }
        let texts = [12_500: faq(12_500), 50_000: faq(50_000)]
        try LinearGrowth.assert(50_000) { count in
            let (document, _, _) = try PlainTextFormat.decode(texts[count]!, file: "FAQ")
            XCTAssertEqual(document.questionCount, count)
        }
    }

    /// litmus: in a file named FAQ, one answer holding most of the text, a numbered list of
    /// tests that asks nothing, leaves the reading sure. Where that long answer holds lines that
    /// read as entries (asking, or stating a problem), or nothing names a FAQ, it is doubted.
    func testOneLongAnswerIsDoubtedUnlessNamedAndNothingInItReadsAsAnEntry() throws {
        let questions = ["Why does the move test fail?", "What does the propfind test check for?",
                         "How do I use it with a proxy server?", "What do the cond_put tests do?"]
        func faq(longAnswerLine: (Int) -> String) -> String {
            var text = ""
            for (n, question) in questions.enumerated() {
                text += "* \(question)\n\nThe server runs an old version with a few bugs.\n\n"
                if n == questions.count - 1 {
                    text += (1...12).map { longAnswerLine($0) }.joined(separator: "\n\n") + "\n"
                }
            }
            return text
        }
        func bulleted(_ text: String, named: Bool = true) -> Double? {
            PlainTextFormat.readings(PlainTextLines(text), fileNamesFAQ: named).first { $0.candidate.shape == .bulleted }?.score.confidence
        }
        let listed = faq { "\($0). cond_put_\($0): a PUT conditional on the resource state\nhaving the known etag and lock token; it should succeed." }
        XCTAssertEqual(try read(listed, file: "FAQ").document.questionCount, 4)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(bulleted(listed)), PlainTextFormat.confidenceThreshold)
        XCTAssertLessThan(try XCTUnwrap(bulleted(listed, named: false)), PlainTextFormat.confidenceThreshold)
        let asking = faq { "\($0). Does the server pass test \($0) with its lock token and its\netag on the resource in this state？" }
        XCTAssertLessThan(try XCTUnwrap(bulleted(asking)), PlainTextFormat.confidenceThreshold)
        let problems = faq { "The build fails with a missing header number \($0) on\nthe older systems.\n    Install the development package first." }
        XCTAssertLessThan(try XCTUnwrap(bulleted(problems)), PlainTextFormat.confidenceThreshold)
    }
}
