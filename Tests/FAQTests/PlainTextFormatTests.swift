import Foundation
import XCTest
@testable import FAQ

/// The plain-text reader: one test per shape, the refusals (a wrong guess is worse than a
/// refusal), the real zlib and curl FAQs, detection, answers' Markdown and linear time.
final class PlainTextFormatTests: XCTestCase {
    func read(_ text: String, file: String = "FAQ") throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    func questions(_ document: FAQDocument) -> [String] {
        document.allSections.flatMap { $0.section.questions.map(\.question) }
    }

    func answer(_ document: FAQDocument, _ question: String) -> String? {
        document.allSections.lazy.flatMap(\.section.questions).first { $0.question == question }?.answer
    }

    func testQAndAPairs() throws {
        let text = """
            Widget FAQ

            Q: How do I install it?
            A: Run make install as root,
               or use your package manager.

            Q. Why is it called Widget? I always
               wondered.

            A. Nobody remembers.

            Q: It crashes on start.
            A: Update to version 2.
            """
        let result = try read(text)
        XCTAssertEqual(result.importer, "plain text (Q/A pairs)")
        XCTAssertEqual(result.document.title, "Widget FAQ")
        XCTAssertEqual(questions(result.document), ["How do I install it?", "Why is it called Widget? I always wondered.", "It crashes on start."])
        XCTAssertEqual(answer(result.document, "How do I install it?"), "Run make install as root, or use your package manager.")
        XCTAssertEqual(answer(result.document, "Why is it called Widget? I always wondered."), "Nobody remembers.")
        XCTAssertEqual(result.document.sectionCount, 0)
    }

    func testNumberedEntriesWithATableOfContentsAndSections() throws {
        let text = """
                    Gadget FAQ

             1. Philosophy
              1.1 What is Gadget?
              1.2 Who makes it?
             2. Problems
              2.1 Why does it fail?
              2.2 Where are the logs?

            ==========================================

            1. Philosophy

              1.1 What is Gadget?

              A tool for gadgets.

              1.2 Who makes it?

              Volunteers. See section
              2.2 for the logs they read.

            2. Problems

              2.1 Why does it fail?

              It does not.

              2.2 Where are the logs?

              In /var/log/gadget.
            """
        let result = try read(text, file: "FAQ.txt")
        XCTAssertEqual(result.importer, "plain text (numbered entries)")
        let document = result.document
        XCTAssertEqual(document.title, "Gadget FAQ")
        XCTAssertEqual(document.sections.map(\.title), ["Philosophy", "Problems"], "the table of contents is not read as questions")
        XCTAssertEqual(document.sections.map { $0.questions.map(\.question) },
                       [["What is Gadget?", "Who makes it?"], ["Why does it fail?", "Where are the logs?"]])
        XCTAssertEqual(answer(document, "Who makes it?"), "Volunteers. See section 2.2 for the logs they read.",
                       "a number out of sequence is text")
    }

    func testNumberedEntriesWithoutTableOfContents() throws {
        let text = """
             1. Is it Y2K-compliant?

                Yes.

             2. Where can I get a DLL?

                Build it yourself:

                    make dll

             3. I found a bug.

                Please report it.
            """
        let result = try read(text, file: "FAQ")
        XCTAssertEqual(questions(result.document), ["Is it Y2K-compliant?", "Where can I get a DLL?", "I found a bug."])
        XCTAssertEqual(answer(result.document, "Where can I get a DLL?"), "Build it yourself:\n\n```\nmake dll\n```")
    }

    func testLetterNumberedEntriesInSections() throws {
        let text = """
            This is the Tool FAQ.

            Section A:  The Basics

            A1) What is it?

            A shell.

            A2) Where can I get it?

            From the archive.

            Section B:  Problems

            B1) Why does it hang?

            It waits for input.
            """
        let document = try read(text).document
        XCTAssertEqual(document.sections.map(\.title), ["Section A: The Basics", "Section B: Problems"])
        XCTAssertEqual(document.sections.map { $0.questions.count }, [2, 1])
    }

    func testFramedGroupsAndHashNumbers() throws {
        let text = """
            Tool FAQ

            **** General ****

            #1. What is it?
            #2. Who wrote it?

            **** Problems ****

            #3. Why does it hang?

            **** General ****

            #1. What is it?

            A tool.

            #2. Who wrote it?

            Ann.

            **** Problems ****

            #3. Why does it hang?

            It waits.
            """
        let document = try read(text).document
        XCTAssertEqual(document.sections.map(\.title), ["General", "Problems"])
        XCTAssertEqual(document.sections.map { $0.questions.map(\.question) }, [["What is it?", "Who wrote it?"], ["Why does it hang?"]])
    }

    func testNestedNumberedTitlesAboveQAndAPairs() throws {
        let text = """
            1. Installing

            Q: How do I build it?
            A: Run make.

            2. Systems

            2.1. Linux

            Q: Does it run on Linux?
            A: Yes.

            2.2. Windows

            Q: Does it run on Windows?
            A: No.
            """
        let document = try read(text).document
        XCTAssertEqual(document.sections.map(\.title), ["Installing", "Systems"])
        XCTAssertEqual(document.sections[1].sections.map(\.title), ["Linux", "Windows"])
        XCTAssertEqual(document.questionCount, 3)
    }

    func testNumberedDigestSubjects() throws {
        let text = """
            From: ann@example.org
            Subject: Tool FAQ

            This FAQ is a digest.

            ------------------------------

            Subject: 1. General

            ------------------------------

            Subject: 1.1. What is it?

            A tool.

            ------------------------------

            Subject: 1.2. Who wrote it?

            Ann.

            ------------------------------

            Subject: 2. Problems

            ------------------------------

            Subject: 2.1. Why does it hang?

            It waits.
            """
        let document = try read(text).document
        XCTAssertEqual(document.sections.map(\.title), ["General", "Problems"])
        XCTAssertEqual(document.sections.map { $0.questions.map(\.question) }, [["What is it?", "Who wrote it?"], ["Why does it hang?"]])
    }

    func testQuestionsWithIndentedAnswers() throws {
        let text = """
            FAQ

              Why is the meta key broken?

               Some terminals do not pass eight bits.

              I ran a tool in the background and it ends up in no
              echo mode?

               The tool is broken.

              Where can I get the sources?

               From the archive:
                  ftp://example.org/pub/
            """
        let result = try read(text)
        XCTAssertEqual(result.importer, "plain text (questions with indented answers)")
        XCTAssertEqual(questions(result.document), ["Why is the meta key broken?",
                                                    "I ran a tool in the background and it ends up in no echo mode?",
                                                    "Where can I get the sources?"])
    }

    func testUnderlinedSectionTitles() throws {
        let text = """
            Installing
            ==========

            Q: How do I install it?
            A: With make.

            Q: Where does it go?
            A: To /usr/local.

            Using
            =====

            Q: How do I start it?
            A: Type its name.
            """
        let document = try read(text).document
        XCTAssertEqual(document.sections.map(\.title), ["Installing", "Using"])
        XCTAssertEqual(document.sections.map { $0.questions.count }, [2, 1])
    }

    func testCapitalSectionTitlesAndTitledEntries() throws {
        let text = """
            Frequently Asked Questions
            ==========================

            GENERAL

            What is it?
            -----------

            A program.

            Is it free?
            -----------

            Yes.

            PROBLEMS

            Why does it crash?
            ------------------

            It does not.
            """
        let result = try read(text)
        XCTAssertEqual(result.importer, "plain text (titled entries)")
        XCTAssertEqual(result.document.title, "Frequently Asked Questions")
        XCTAssertEqual(result.document.sections.map(\.title), ["GENERAL", "PROBLEMS"])
        XCTAssertEqual(result.document.sections.map { $0.questions.map(\.question) },
                       [["What is it?", "Is it free?"], ["Why does it crash?"]])
    }

    func testMailDigest() throws {
        let text = """
            Tool mailing list digest, FAQ edition

            ------------------------------
            From: ann@example.org
            Subject: Re: How do I build it?
            Date: 1 May 1999

            Run make.

            ------------------------------
            From: bob@example.org
            Subject: Why does make fail?

            Install a compiler first.

            ------------------------------
            From: cy@example.org
            Subject: Where is the manual?

            In doc/.
            """
        let result = try read(text)
        XCTAssertEqual(result.importer, "plain text (a mail digest)")
        XCTAssertEqual(questions(result.document), ["How do I build it?", "Why does make fail?", "Where is the manual?"])
        XCTAssertEqual(answer(result.document, "How do I build it?"), "Run make.")
    }

    func testBulletedQuestions() throws {
        let text = """
            tool frequently asked questions

            * How is tool different from other tools?

            It is smaller.

            * I found a bug! What do I do?

            Report it by mail:

            - to the list,
            - or to the author.

            * Why doesn't tool do $x?

            Nobody asked.
            """
        let document = try read(text).document
        XCTAssertEqual(questions(document), ["How is tool different from other tools?", "I found a bug! What do I do?", "Why doesn't tool do $x?"])
        XCTAssertEqual(answer(document, "I found a bug! What do I do?"), "Report it by mail:\n\n- to the list,\n- or to the author.")
    }

    func testAnswersAreMarkdownSafeAndKeepExamples() {
        let lines = PlainTextLines("""
            Use *stars* and <tags> and a_b, see http://example.org/a_b.
            # not a heading
            1. not a list either

                $ make  *all*
                $ echo `done`

            - an item
              wrapped
            + another
            """)
        XCTAssertEqual(PlainTextAnswer.markdown(lines.lines), """
            Use \\*stars\\* and \\<tags\\> and a\\_b, see <http://example.org/a_b>\\. \\# not a heading

            1. not a list either

            ```
            $ make  *all*
            $ echo `done`
            ```

            - an item wrapped
            - another
            """)
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
        for (name, text) in [("prose", prose), ("README", readme), ("ChangeLog", changelog), ("LICENSE", license), ("main.txt", code)] {
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

    func testDetection() {
        let text = Array("1. What?\n\nThat.\n".utf8)
        for name in ["FAQ", "FAQ.txt", "README.FAQ", "notes.text", "/usr/share/doc/x/FAQ", "lftp--4.9.2-2+b1--FAQ", "FAQ-1.2"] {
            XCTAssertEqual(DocumentFormat.detect(text, fileName: name), .plainText, name)
        }
        XCTAssertNil(DocumentFormat.detect(text, fileName: "main.c"), "other extensions are not plain text")
        XCTAssertEqual(DocumentFormat.detect(Array("# FAQ\n\n## Q?\n\nA.\n".utf8), fileName: "FAQ.txt"), .markdown,
                       "another format's content wins")
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

    /// 50,000 numbered entries with a table of contents read in linear time: twice the entries
    /// take about twice as long, not four times.
    func testLinearTime() throws {
        func faq(_ count: Int) -> String {
            var toc = "Big FAQ\n\n", body = "\n"
            for n in 1...count {
                toc += " \(n / 100 + 1).\(n % 100 + 1) How do I do thing \(n)?\n"
                body += "\n \(n / 100 + 1).\(n % 100 + 1) How do I do thing \(n)?\n\n  Like this, with some words\n  wrapped over two lines.\n"
            }
            return toc + body
        }
        func seconds(_ text: String) throws -> (Double, Int) {
            let start = ContinuousClock.now
            let (document, _, _) = try PlainTextFormat.decode(text, file: "FAQ")
            let elapsed = ContinuousClock.now - start
            return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, document.questionCount)
        }
        let (small, smallCount) = try seconds(faq(25_000))
        let (large, largeCount) = try seconds(faq(50_000))
        XCTAssertEqual([smallCount, largeCount], [25_000, 50_000])
        XCTAssertLessThan(large, small * 3.2, "25,000 entries: \(small) s; 50,000: \(large) s")
    }
}
