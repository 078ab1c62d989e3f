import XCTest
@testable import FAQ

/// reStructuredText questions marked by `Q`/`A` field lists and definition lists
/// (`RestructuredTextPairs`), and the names and contents that choose a reader for them.
final class RestructuredTextPairsTests: XCTestCase {
    func read(_ text: String, file: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    func testFieldListPairsWithCommentsBetweenThem() throws {
        // Structure: `:Q:`/`:A:` fields, `..` between pairs, then a group of its own (last-align).
        let text = """
        LAST FAQ
        ========

        :Q: Why does it miss strong alignments?

        :A: It avoids repeats.  Increase
            ``-m``.

        ..

        :Q: Does it matter which sequence is the
            reference?

        :A: It may do.

        RAQ
        ---

        :Q: Why is it called LAST?

        :A: It came after.
        """
        let result = try read(text, file: "FAQ.rst")
        XCTAssertEqual(result.importer, "reStructuredText")
        XCTAssertEqual(questions(result.document), ["Why does it miss strong alignments?",
                                                    "Does it matter which sequence is the reference?", "Why is it called LAST?"])
        XCTAssertEqual(result.document.allSections.first!.section.questions[0].answer, "It avoids repeats.  Increase `-m`.")
        XCTAssertEqual(result.document.allSections.filter { !$0.section.isImplicit }.map(\.section.title), ["RAQ"])
    }

    func testDefinitionListWhoseTermsAreQAndA() throws {
        // Structure: terms `Q` and `A` over indented text; roles in the question (supervisor).
        let text = """
        Frequently Asked Questions
        ==========================

        Q
          My program never starts?

        A
          Set the ``x`` bit.

        Q
          How can I tell if I run under :program:`supervisord`?

        A
          Check :envvar:`SUPERVISOR_ENABLED`.

        Q
          Why does it fail?

        A
          The environment differs.
        """
        let document = try read(text, file: "faq.rst.txt").document
        XCTAssertEqual(questions(document), ["My program never starts?", "How can I tell if I run under supervisord?", "Why does it fail?"])
    }

    func testBoldLabelParagraphsOverTheirQuestionsAndAnswers() throws {
        // django-elasticsearch-dsl-drf's FAQ: `**Question**` alone, the question (or a list of its wordings),
        // `**Answer**` alone, the answer with its own lists and code; one question asks without a "?".
        let text = """
        FAQ
        ===
        See the documentation.

        Questions and answers
        ---------------------

        **Question**

        - Is it possible to search a sub string?
        - How to implement fuzzy search?

        **Answer**

        Yes. To mention a couple:

        - NGrams.
        - The ``contains`` filter.

        **Question**

        How can I order results by relevance

        **Answer:**

        By ``_score``.

        .. code-block:: python

            ordering = ('_score',)

        **Q:**

        How can I sync my database?

        **A:**

        With signals.
        """
        let result = try read(text, file: "faq.rst")
        XCTAssertNil(result.misread)
        let questions = result.document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.map(\.question), ["Is it possible to search a sub string? How to implement fuzzy search?",
                                                   "How can I order results by relevance", "How can I sync my database?"])
        XCTAssertTrue(questions[0].answer.hasPrefix("Yes. To mention a couple:") && questions[0].answer.contains("NGrams"), questions[0].answer)
        XCTAssertTrue(questions[1].answer.contains("ordering = ('_score',)") && !questions[1].answer.contains("sync"), questions[1].answer)
        XCTAssertEqual(questions[2].answer, "With signals.")
    }

    func testABoldQuestionLabelWithNoAnswerLabelStaysText() {
        let lines = ["**Question**", "", "Why?", "", "Because.", "", "**Summary**", "", "Text."]
        let split = RestructuredTextPairs.split(lines, firstLine: 0)
        XCTAssertEqual(split.questions.count, 0)
        XCTAssertEqual(split.rest, lines)
        // The answer's label must open a paragraph, and come within a question's reach.
        XCTAssertNil(RestructuredTextPairs.boldLabelledPair(["**Question**", "Why?", "**Answer**", "Because."], at: 0))
        XCTAssertNotNil(RestructuredTextPairs.boldLabelledPair(["**Question**", "Why?", "", "**Answer**", "Because."], at: 0))
        let far = ["**Question**"] + Array(repeating: "why", count: RestructuredTextPairs.maximumLabelledQuestionLines + 1) + ["", "**Answer**", "No."]
        XCTAssertNil(RestructuredTextPairs.boldLabelledPair(far, at: 0))
    }

    func testAQWithoutAnAStaysText() {
        let lines = ["Q", "  Just a letter?", "", "Then text."]
        let split = RestructuredTextPairs.split(lines, firstLine: 0)
        XCTAssertEqual(split.questions.count, 0)
        XCTAssertEqual(split.rest, lines)
    }

    func testNamesAndContentsThatChooseTheReader() {
        let rst = Array("Title\n=====\n\nText.\n".utf8)
        XCTAssertEqual(DocumentFormat.detect(rst, fileName: "faq.rst.txt"), .restructuredText)
        XCTAssertEqual(DocumentFormat.detect(Array("# T\n".utf8), fileName: "faq.md.txt"), .markdown)
        XCTAssertEqual(DocumentFormat.detect(Array("Section 1.\n".utf8), fileName: "fftw-faq.ascii"), .plainText)
        // AsciiDoc titles at the margin with delimited blocks, in a `.txt`, no document title.
        let asciiDoc = "Last modified\n\n== What is it?\n\nA tool.\n\n== Where to get it?\n\n....\ncode\n....\n\n== How to install?\n\nMake.\n"
        XCTAssertEqual(DocumentFormat.detect(Array(asciiDoc.utf8), fileName: "FAQ.txt"), .asciiDoc)
    }

    func testPairsAreLinear() throws {
        // `:Q:` fields whose `:A:` never comes, and `Q` terms: four times the text (1 MB) takes
        // well under eight times as long.
        func hostile(_ n: Int) -> String {
            "T\n=\n\n" + String(repeating: ":Q: x\n\n", count: 25_000 * n) + String(repeating: "Q\n  y\n\n", count: 15_000 * n)
                + String(repeating: "**Question**\n\nz\n\n", count: 5_000 * n) + String(repeating: "**Answer**\n\n", count: 5_000 * n)
        }
        let texts = [1: hostile(1), 4: hostile(4)]
        XCTAssertGreaterThan(texts[4]!.utf8.count, 1_000_000)
        LinearGrowth.assert(4) { n in _ = try? RestructuredTextFormat.decode(texts[n]!, file: "hostile.rst") }
    }

    /// MySQLdb's FAQ: error messages set off as block quotes over their answers, one or more
    /// under each group's title, are its questions.
    func testQuotedErrorMessagesOverTheirAnswersAreQuestions() throws {
        let text = """
            ====================================
             Library Frequently Asked Questions
            ====================================

            Build Errors
            ------------

              mysql.h: No such file or directory

            You don't have the development packages installed.

            ImportError
            -----------

              ImportError: No module named _mysql

            You did something wrong when installing; re-read README.

              ImportError: libmysqlclient_r.so.14: cannot open shared object file

            You built against another version of the client library.
            """
        let document = try read(text, file: "FAQ.rst").document
        XCTAssertEqual(groups(document), ["Build Errors", "ImportError"])
        XCTAssertEqual(questions(document), ["mysql.h: No such file or directory", "ImportError: No module named _mysql",
                                             "ImportError: libmysqlclient_r.so.14: cannot open shared object file"])
        XCTAssertFalse(MarkdownQuestionPatterns.quotesAnError("Note: this is a quote"), "a label in words is no error's name")
        for line in ["v1.9: the last release for Python 2", "config.status: creating Makefile", "@alice_dev: frob saved me",
                     "macOS/Linux: the installer now sets up the path"] {
            XCTAssertFalse(MarkdownQuestionPatterns.quotesAnError(line), line)
        }
        XCTAssertTrue(MarkdownQuestionPatterns.quotesAnError("frob.h: No such file or directory"))
    }

    /// Neat's FAQ (Fresh54): a bullet list whose items are labelled `Q:` and `A:` in turn, an
    /// answer going on at the item's text column; a bullet list of other labels stays text.
    func testBulletItemsLabelledQAndA() throws {
        let text = """
        Frequently Asked Questions
        ==========================

        * Q: What's all this then?
        * A: Neat is a C-like language.
        * Q: Okay but why though.
        * A: D is an amazing language.
          "Maybe if I make my own," I thought.
        * Q: Why should I use it?
        * A: You probably shouldn't.

        Project Layout
        ==============

        * Q: What's up with bootstrap.sh?
        * A: It builds the compiler.
        """
        let document = try read(text, file: "faq.rst").document
        XCTAssertEqual(questions(document), ["What's all this then?", "Okay but why though.", "Why should I use it?", "What's up with bootstrap.sh?"])
        XCTAssertEqual(answer(document, "Okay but why though."), "D is an amazing language. \"Maybe if I make my own,\" I thought.")
        let notes = "Notes\n=====\n\n* Note: one thing.\n* Tip: another.\n"
        XCTAssertEqual((try? read(notes, file: "notes.rst"))?.document.questionCount ?? 0, 0)
        // A formula's letters labelled so ask nothing (the second review's `W = Q / A`).
        let formula = "Queue FAQ\n=========\n\nWhat is W?\n----------\n\nW = Q / A, where:\n\n- Q: the mean queue length\n- A: the arrival rate\n\nIs it exact?\n------------\n\nNo.\n"
        XCTAssertEqual(questions(try read(formula, file: "faq.rst").document), ["What is W?", "Is it exact?"])
    }
}
