import XCTest
@testable import FAQ

/// AsciiDoc written by converters and hand: title marks with no title, titles wrapped onto a
/// second line, `**bold**` paragraphs as questions (statements too where bold lines mostly ask),
/// the same bold rule in Markdown, and linear time on hostile input.
final class AsciiDocQuestionShapesTests: XCTestCase {
    func read(_ text: String, file: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    func testEmptyTitleMarksAndTitlesWrappedOntoASecondLine() throws {
        let text = """
        = FAQ
        :jbake-type: page

        ==\u{20}
         General

        === What spec version does it support?
        Version 3.

        === Can I run it with any JVM?
        Yes.

        == Can I start it from an IDE? If yes, which IDE is

        supported?

        Any IDE.

        == During testing, how can I externalize my DataSource
        configuration?

        Use a properties file.

        == Persistence

        === What engine does it use?
        Its own.

        === What is the mapping format?
        XML.
        """
        let document = try read(text, file: "faq.adoc").document
        XCTAssertEqual(document.sections.map(\.title), ["Questions", "Persistence"])
        XCTAssertEqual(document.sections[0].questions.map(\.question), [
            "What spec version does it support?", "Can I run it with any JVM?",
            "Can I start it from an IDE? If yes, which IDE is supported?",
            "During testing, how can I externalize my DataSource configuration?",
        ])
        XCTAssertEqual(document.sections[0].questions[2].answer, "Any IDE.")
        XCTAssertEqual(document.questionCount, 6)
    }

    /// A labelled list's term ends at the first colons followed by a space or the line's end,
    /// as in Asciidoctor: a term quoting `File::load` is one term (exmap's last entry was lost
    /// into the answer before it).
    func testATermHoldingDoubleColonsIsOneTerm() throws {
        let text = "= Exmap FAQ\n\n[qanda]\nExmap uses too much memory::\nThe rewrite mitigated this.\n\nAt startup I get `File::load - can't open file`::\nRun it as root.\n\nWhy::\n  not?:: nested\n"
        let document = try read(text, file: "FAQ.asciidoc").document
        let questions = document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.map(\.question).prefix(2), ["Exmap uses too much memory", "At startup I get File::load - can't open file"])
        XCTAssertEqual(questions.dropFirst().first?.answer, "Run it as root.")
        XCTAssertEqual(AsciiDocFormat.labeledItem("a::b:: rest")?.term, "a::b")
        XCTAssertNil(AsciiDocFormat.labeledItem("Exmap::Sizes::size_name(i)"), "colons inside code are no term")
    }

    func testMarkdownTitlesWrappedOntoASecondLine() throws {
        let text = """
        ## Can I start it from an IDE? If yes, which IDE is

        supported?

        Any IDE.

        ## How do I keep my

        settings?
        Copy the file.
        """
        // The second paragraph is no line of its own: it is the answer.
        let questions = try read(text, file: "FAQ.md").document.sections.flatMap(\.questions)
        XCTAssertEqual(questions.map(\.question), ["Can I start it from an IDE? If yes, which IDE is supported?", "How do I keep my"])
        XCTAssertEqual(questions[0].answer, "Any IDE.")
    }

    func testALowerCaseAnswerAfterACompleteTitleIsNoContinuation() throws {
        let text = """
        == Does it run on BSD?

        yes, on FreeBSD?

        == Is it free?

        Yes.
        """
        let document = try read(text, file: "faq.adoc").document
        XCTAssertEqual(document.sections.flatMap(\.questions).map(\.question), ["Does it run on BSD?", "Is it free?"])
    }

    func testBoldParagraphQuestionsUnderGroupsWithStatementsAmongThem() throws {
        let text = """
        == Frequently Asked Questions

        === Logs

        **Where are the logs?**

        On stdout.

        **Where are recorded videos stored?**

        In `~/video`.

        === Limits

        **How can I limit browsers?**

        Use `-limit`.

        **Can I limit per version?**

        No.

        === Features not Working

        **Video feature not working**

        Check the output directory.

        **Getting error: client version 1.36 is too new**

        Set `DOCKER_API_VERSION`.

        **Can it pull images itself?**

        No.
        """
        let document = try read(text, file: "faq.adoc").document
        XCTAssertEqual(document.sections.map(\.title), ["Logs", "Limits", "Features not Working"])
        XCTAssertEqual(document.sections.map(\.questions.count), [2, 2, 3])
        XCTAssertEqual(document.sections[2].questions[1].question, "Getting error: client version 1.36 is too new")
        XCTAssertEqual(document.sections[2].questions[1].answer, "Set `DOCKER_API_VERSION`.")
    }

    func testBoldStatementsStayTextWhereBoldLinesDoNotMarkQuestions() throws {
        let text = """
        == How do I install it?

        **Linux**

        Use the package.

        **Windows**

        Use the installer.

        == Is it free?

        Yes.
        """
        let document = try read(text, file: "faq.adoc").document
        XCTAssertEqual(document.questionCount, 2)
        XCTAssertTrue(document.sections[0].questions[0].answer.contains("**Linux**"))
    }

    func testMarkdownBoldStatementsAreQuestionsWhereBoldLinesMostlyAsk() throws {
        let text = """
        # Tool FAQ

        ## Setup

        **Where is the config?**

        In `~/.tool`.

        **How do I reset it?**

        Delete the file.

        ## Problems

        **Tool does not start: no such file**

        Create the config.

        **Can it run headless?**

        Yes.
        """
        let document = try read(text, file: "FAQ.md").document
        XCTAssertEqual(document.sections.map(\.questions.count), [2, 2])
        XCTAssertEqual(document.sections[1].questions[0].question, "Tool does not start: no such file")
    }

    func testHostileBoldTitleAndWrappedLinesAreLinear() throws {
        // Every title a candidate for wrapping, every paragraph for a bold question; then one line
        // of unclosed `**` marks. (A megabyte of headings takes seconds in a debug build before
        // these rules too; the ratio is what tells a quadratic cost.)
        let unit = "== a b c\n\nd?\n\n**x\n\n**y**\n\n== \n\n"
        LinearGrowth.assert(8_000) { count in
            _ = try? DocumentReader.decode(Array(String(repeating: unit, count: count).utf8), file: "hostile.adoc")
        }
        LinearGrowth.assert(1 << 18) { size in
            _ = try? DocumentReader.decode(Array(("== T\n\n" + String(repeating: "**a ", count: size / 4)).utf8), file: "stars.adoc")
        }
        LinearGrowth.assert(8_000) { count in
            _ = try? DocumentReader.decode(Array(String(repeating: "## a b c\n\n**d**\n\ntext\n\n", count: count).utf8), file: "bold.md")
        }
    }

    /// evil-emacs-2020's questions page: ordered-list items (`. How can I …?`) each with its
    /// answer attached by a continuation (`+`); beside such groups, a group whose items state
    /// problems ("My Emacs is too slow to start up.") among asking ones holds entries too.
    func testListItemsAnsweredThroughContinuationsAreQuestions() throws {
        let text = """
            = Questions

            == Getting started

            . How can I split my `init.el` into multiple files?
            +
            See the commit.

            . How can I install packages?
            +
            Bootstrap `package.el`.

            == Environment

            . How can I show icons in terminal?
            +
            Basically you can't.

            . My Emacs in terminal doesn't look as vivid as Vim.
            +
            Enable true color support in your terminal.

            . My Emacs is too slow to start up.
            +
            Defer as many packages as possible.

            """
        let document = try read(text, file: "questions.adoc").document
        XCTAssertEqual(questions(document), ["How can I split my init.el into multiple files?", "How can I install packages?",
                                             "How can I show icons in terminal?", "My Emacs in terminal doesn't look as vivid as Vim.",
                                             "My Emacs is too slow to start up."])
        XCTAssertEqual(groups(document), ["Getting started", "Environment"])
        XCTAssertEqual(answer(document, "My Emacs is too slow to start up."), "Defer as many packages as possible.")
        // Without continuations the items are a list in the text, as any list is.
        XCTAssertEqual(AsciiDocBlocks.answeredListItems([". How can I split it?", "See the commit.", ". How can I install it?", "Run make."]), 0)
        XCTAssertEqual(AsciiDocBlocks.answeredListItems([". How can I split it?", "+", "See the commit.", ". How can I install it?", "+", "Run make."]), 2)
    }

    /// A procedure's steps answered by code through continuations ("Download the archive.")
    /// are no entries, though a sibling group's items ask.
    func testStepsAnsweredThroughContinuationsAreNoEntries() throws {
        let text = """
            = Widget FAQ

            == General

            . Is it free?
            +
            Yes, under the MIT license.

            . Does it run on Windows?
            +
            Yes, on Windows 10 and later.

            == Installing

            . Download the archive.
            +
            ----
            curl -O https://example.org/widget.tar.gz
            ----

            . Unpack it.
            +
            ----
            tar xf widget.tar.gz
            ----

            """
        XCTAssertEqual(questions(try read(text, file: "faq.adoc").document), ["Is it free?", "Does it run on Windows?"])
    }
}
