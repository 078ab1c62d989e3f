import XCTest
@testable import FAQ

/// `Q:` paragraphs answered by `A:` paragraphs under headings (andes' reStructuredText FAQ): a
/// question even where it is the only one under its heading, in any heading format; a lone
/// `Q:` line with no `A:` after it stays text.
final class LabelledPairParagraphsTests: XCTestCase {
    func read(_ text: String, file: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: file).document
    }

    static let restructuredText = """
    **************************
    Frequently Asked Questions
    **************************

    General
    =======

    Q: What is the symbolic framework?

    A: A modeling framework that generates
    numerical code.

    It reduces the effort in two ways.

    Modeling
    ========

    Admittance matrix
    -----------------

    Q: Where is the admittance matrix?

    A: It is not built.

    Q: How are lines switched out?

    A: With a toggler.

    References
    ----------

    Q: Is there a reference for the models?

    A: Most are online.
    """

    func testQuestionAndAnswerParagraphsUnderRestructuredTextSections() throws {
        let document = try read(Self.restructuredText, file: "faq.rst")
        XCTAssertEqual(groups(document), ["General", "Modeling", "Admittance matrix", "References"])
        XCTAssertEqual(questions(document), ["What is the symbolic framework?", "Where is the admittance matrix?",
                                             "How are lines switched out?", "Is there a reference for the models?"])
        let first = try XCTUnwrap(document.allSections.first?.section.questions.first)
        XCTAssertEqual(first.answer, "A modeling framework that generates numerical code.\n\nIt reduces the effort in two ways.")
        XCTAssertEqual(document.sectionCount, 4)
    }

    func testTheSameInMarkdown() throws {
        let markdown = """
        # FAQ

        ## General

        Q: What is the symbolic framework?

        A: A modeling framework.

        ## Modeling

        Q: Where is the admittance matrix?

        A: It is not built.
        """
        let document = try read(markdown, file: "FAQ.md")
        XCTAssertEqual(questions(document), ["What is the symbolic framework?", "Where is the admittance matrix?"])
        XCTAssertEqual(document.allSections.first?.section.questions.first?.answer, "A modeling framework.")
    }

    func testBoldLabelParagraphsStandingAloneInMarkdown() throws {
        // `**Question**` alone, the question (a paragraph, or a list of its wordings), `**Answer**` alone, the answer up to
        // the next label; neither label is a question of its own.
        let text = """
        # FAQ

        See the documentation.

        **Question**

        - Is it possible to search a sub string?
        - How to implement fuzzy search?

        **Answer**

        Yes. To mention a couple:

        - NGrams.

        **Question:**

        How can I order results by relevance

        **Answer:**

        By `_score`.

        **Q**

        How can I sync my database?

        **A**

        With signals.
        """
        let result = try DocumentReader.decode(Array(text.utf8), file: "faq.md")
        XCTAssertNil(result.misread)
        let questions = result.document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.map(\.question), ["Is it possible to search a sub string? How to implement fuzzy search?",
                                                   "How can I order results by relevance", "How can I sync my database?"])
        XCTAssertTrue(questions[0].answer.hasPrefix("Yes. To mention a couple:") && questions[0].answer.contains("NGrams"), questions[0].answer)
        XCTAssertEqual(questions[1].answer, "By `_score`.")
        XCTAssertEqual(questions[2].answer, "With signals.")
    }

    func testALoneQuestionLineWithoutItsAnswerStaysText() throws {
        let text = """
        Usage
        =====

        How do I start?
        ---------------

        Type the command. In the log you may read

        Q: something unexpected

        which is harmless.
        """
        let document = try read(text, file: "faq.rst")
        XCTAssertEqual(questions(document), ["How do I start?"])
        XCTAssertTrue(try XCTUnwrap(document.allSections.flatMap(\.section.questions).first).answer.contains("Q: something unexpected"))
    }

    func testBoldLabelsOverTheirLinesInOneParagraph() throws {
        // Leiningen's FAQ: `**Q:**` and `**A:**` lines joined by hard breaks, a question over two lines.
        let markdown = "# FAQ\n\n**Q:** How do you pronounce Leiningen?  \n**A:** It's LINE-ing-en.\n\n"
            + "**Q:** I have two dependencies, X and Y, which depend on Z. How is the version\n  determined?  \n"
            + "**A:** By the depth and the order\n  of the dependencies.\n"
        let document = try read(markdown, file: "FAQ.md")
        XCTAssertEqual(questions(document), ["How do you pronounce Leiningen?",
                                             "I have two dependencies, X and Y, which depend on Z. How is the version determined?"])
        XCTAssertEqual(document.allSections.flatMap(\.section.questions)[0].answer, "It's LINE-ing-en.")
    }

    func testBoldLabelsOpeningParagraphsUnderGroups() throws {
        // trackballs' FAQ: `**Q:**` paragraphs (some stating a problem, some over two lines) over `**A:**` paragraphs, in `##` groups.
        let markdown = """
        ## Graphic cards

        **Q:** The gamegraphics is very slow even though I have a whizbang 3D
        graphics card

        **A:** Do you have 3D acceleration working?

        ## General problems

        **Q:** Trackballs is leaking huge amounts of memory

        **A:** This seems to be caused by faulty drivers.

        **Q:** How do I get the highscores recorded per user?

        **A:** Set the directory to `~`.
        """
        let document = try read(markdown, file: "FAQ.md")
        XCTAssertEqual(document.sections.map(\.title), ["Graphic cards", "General problems"])
        XCTAssertEqual(questions(document), ["The gamegraphics is very slow even though I have a whizbang 3D graphics card",
                                             "Trackballs is leaking huge amounts of memory", "How do I get the highscores recorded per user?"])
        XCTAssertEqual(document.sections[0].questions[0].answer, "Do you have 3D acceleration working?")
    }

    /// A `Q:` question reads as the page shows it, as a heading's does: its label's bold and its
    /// code spans' backticks off, bold further on kept as written (leiningen's and highway's FAQs).
    func testLabelledQuestionsReadAsThePageShowsThem() throws {
        let markdown = """
        # FAQ

        **Q:** Why does `lein jar` fail with **odd** errors?

        **A:** Old plugins.

        Q: Is `2**10` too big, or 2**10?

        A: No.

        **Q:** Why does my CPU only execute **one vector instruction per
        clock?**

        A: Memory.

        Q: Where are **the docs**?
        In the docs folder.

        Q: Why does it run **one op per
        cycle?** It waits.
        """
        let read = try read(markdown, file: "FAQ.md")
        XCTAssertEqual(questions(read), [
            "Why does lein jar fail with odd errors?", "Is 2**10 too big, or 2**10?", "Why does my CPU only execute one vector instruction per clock?",
            "Where are the docs?", "Why does it run one op per",
        ], "a bold run the line break cuts leaves no marks in the first line")
        XCTAssertEqual(MarkdownQuestionPatterns.labelledQuestion("**Q:** Is `x` **really** 2**10?\nyes"), "Is x really 2**10? yes")
        XCTAssertEqual(MarkdownQuestionPatterns.withoutOpeningBold("  **A:** Yes.**"), "A:** Yes.**")
    }

    /// highway's FAQ: `Q1.1:` numbers the question in its group, and its answer starts after
    /// the question's "?" on the same line, the question wrapped over lines before it.
    func testAnAnswerStartingInsideTheQuestionsParagraph() throws {
        let markdown = """
        # FAQ

        ## Documentation

        Q1.1: How do I **find the op name** corresponding to an existing
        intrinsic? A: Search for the intrinsic in the
        headers.

        Q1.2: Are there **examples**? A: See the tests.

        Q1.3: Is it fast? A: Yes.

        Q1.4: Where do I find **algorithms**? A:

        -   A book.
        -   A paper.
        """
        let document = try read(markdown, file: "faq.md")
        XCTAssertEqual(questions(document), ["How do I find the op name corresponding to an existing intrinsic?", "Are there examples?", "Is it fast?",
                                             "Where do I find algorithms?"])
        XCTAssertEqual(document.sections[0].questions[3].answer, "-   A book.\n-   A paper.")
        XCTAssertEqual(document.sections[0].questions[0].answer, "Search for the intrinsic in the\nheaders.")
        XCTAssertNil(MarkdownQuestionPatterns.inlineAnswer("Q: What is 1? 2? The answer"), "no `A:` label, no answer inside")
        XCTAssertEqual(MarkdownQuestionPatterns.questionPrefix("Q1.2: Why?"), "Why?")
        XCTAssertEqual(MarkdownQuestionPatterns.questionPrefix("Q3. Why?"), "Why?")
    }

    func testANumberedQRestatingTheQuestionAboveIsTheSameEntry() throws {
        // PRAW's FAQ: "Q2:" asks the "Q:" above it again, in the words of an error message.
        let text = """
        Frequently Asked Questions
        ==========================

        Q: How can I refresh a comment?

        A: Call the constructor again.

        Q: Help, I keep on getting redirected to the login page!

        Q2: I keep on getting this exception:

        .. code-block:: text

            prawcore.exceptions.Redirect: Redirect to /login/

        A: PRAW is most likely in read-only mode.
        """
        let document = try read(text, file: "faq.rst")
        XCTAssertEqual(questions(document), ["How can I refresh a comment?", "Help, I keep on getting redirected to the login page!"])
        let second = document.allSections.flatMap(\.section.questions)[1].answer
        XCTAssertTrue(second.hasPrefix("I keep on getting this exception:"), second)
        XCTAssertTrue(second.contains("read-only mode"), second)
    }
}
