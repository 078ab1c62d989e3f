import Foundation
import XCTest
@testable import FAQ

/// The plain-text reader: one test per shape (answers as Markdown are in `PlainTextAnswerTests`;
/// the refusals, real files and scale in `PlainTextEvidenceTests`).
final class PlainTextFormatTests: XCTestCase {
    func read(_ text: String, file: String = "FAQ") throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
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

    /// eggdrop's FAQ: an error message quoted over four lines is one question.
    func testAQuestionOfFourLinesOverAnIndentedAnswer() throws {
        let text = """
            WHAT ARE MODULES?

              Pieces of code loaded at run time.

            I GET "ld-elf.so.1: Shared object "libtcl80.so.1" not found" or
            "eggdrop: error in loading shared libraries libtcl8.1.so:
            cannot open shared object file: No such file or directory" WHEN I TRY TO
            START MY BOT.

              './configure' is looking in the wrong place for Tcl.

            CAN I COMPILE EGGDROP WITHOUT DYNAMIC MODULES?

              Yes.

            """
        let document = try read(text).document
        XCTAssertEqual(document.questionCount, 3)
        XCTAssertEqual(document.sections.first?.questions[1].question.hasSuffix("WHEN I TRY TO START MY BOT."), true)
    }

    /// A review's input: a paragraph at the margin leading into an indented example with nothing
    /// else under it is the answer's, not a question; a question of one line may end ":", and
    /// so may a longer one with its answer after what it quotes.
    func testAParagraphLeadingIntoAnIndentedExampleIsNoQuestion() throws {
        let text = """
            How do I install it?

              With make, as root.

            Why is it slow on start?

              It builds its cache.

            To make the change permanent, add the
            following lines to your shell's start-up
            file, or to the system-wide one that
            every user reads before the first prompt:

              export WIDGET=1

            I am getting compile errors that look like:

              error: no such file

            When I build on HP-UX with the native compiler
            and link against the system's own libraries,
            the build stops with messages like these:

              ld: Unsatisfied symbols: pthread_create

              Link with -lpthread.

            Can I run two at once?

              Yes.

            """
        let document = try read(text).document
        XCTAssertEqual(questions(document), ["How do I install it?", "Why is it slow on start?",
                                             "I am getting compile errors that look like:",
                                             "When I build on HP-UX with the native compiler and link against the system's own libraries, the build stops with messages like these:",
                                             "Can I run two at once?"])
        XCTAssertTrue(document.sections.first?.questions[1].answer.contains("export WIDGET=1") == true)
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
}
