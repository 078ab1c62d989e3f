import XCTest
@testable import FAQ

/// One group of questions with parts that ask nothing beside it (a closing "History", a manual
/// page's NAME and SEE ALSO): those parts are the document's text and the group, left wrapping
/// every question, is no section. And what a document's section count counts.
final class LoneGroupTests: XCTestCase {
    func read(_ text: String, file: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    func testOneGroupOfMarkedQuestionsAndAClosingHistoryInRestructuredText() throws {
        let text = """
        ==================
        FAQ and other help
        ==================

        Frequently asked questions
        --------------------------

        Q: Why do lines show up as executed?
        ....................................

        Old data.

        Q: Can I find out which tests ran which lines?
        ..............................................

        Yes, with contexts.

        Q: Where can I get more help?
        .............................

        On the mailing list.

        History
        -------

        Written by Gareth Rees, maintained by Ned Batchelder.
        """
        let result = try read(text, file: "faq.rst")
        XCTAssertEqual(result.document.title, "FAQ and other help")
        XCTAssertEqual(result.document.sectionCount, 0)
        XCTAssertEqual(result.document.questionCount, 3)
        XCTAssertEqual(textParts(result.document), ["History"], "the closing History shows its text after the questions")
        XCTAssertEqual(result.document.sections.last?.description, "Written by Gareth Rees, maintained by Ned Batchelder.")
        XCTAssertNil(result.misread)
    }

    func testStatementsBesideOneGroupStayQuestions() throws {
        // Questions stated as facts are not marked: the titles beside the group may be
        // questions, so nothing is set aside and the group stays a section.
        let text = """
        Problems
        ========

        Install
        -------

        The build fails
        ~~~~~~~~~~~~~~~

        Install the headers.

        The tests hang
        ~~~~~~~~~~~~~~

        Set a timeout.

        The window stays blank
        ----------------------

        Update the driver.

        Fonts look blurred
        ------------------

        Turn on hinting.
        """
        let result = try read(text, file: "faq.rst")
        XCTAssertEqual(result.document.questionCount, 4)
        XCTAssertTrue(result.document.allSections.flatMap(\.section.questions).contains { $0.question == "The window stays blank" })
    }

    func testAManualPagesEntriesWrapperIsNoSection() throws {
        let text = """
        = widget-faq(7)

        == NAME

        widget-faq - FAQ for Widget

        == ENTRIES

        === Files

        Can it track large files?::
          Yes.

        Why is cloning slow?::
          The files are big.

        === Configuration

        Can I use a proxy?::
          Set http.proxy.

        == SEE ALSO

        widget(1).
        """
        let result = try read(text, file: "widget-faq.adoc")
        XCTAssertEqual(groups(result.document), ["Files", "Configuration"])
        XCTAssertEqual(textParts(result.document), ["SEE ALSO"])
        XCTAssertEqual(result.document.description, "widget-faq - FAQ for Widget", "a manual page's NAME line describes it")
        XCTAssertEqual(result.document.sectionCount, 2)
        XCTAssertEqual(result.document.questionCount, 3)
        XCTAssertNil(result.misread)
    }

    func testAMarkdownFAQGroupUnderTheTitleWithAClosingLicence() throws {
        let text = """
        # Widget

        Questions people ask about Widget.

        ## Frequently asked questions

        ### How do I start it?

        Run `widget`.

        ### Why is it called Widget?

        Nobody remembers.

        ## License

        MIT.
        """
        let result = try read(text, file: "FAQ.md")
        XCTAssertEqual(result.document.title, "Widget")
        XCTAssertEqual(result.document.sectionCount, 0)
        XCTAssertEqual(result.document.questionCount, 2)
        XCTAssertNil(result.misread)
    }

    func testAnUntitledFilesFirstHeadingOverEveryQuestionButAClosingEndMarkIsItsTitle() throws {
        // Exim's GnuTLS FAQ: a setext title over its contents and "(N):" questions, and a last "# END OF FAQ".
        let text = """
        Using Exim with GnuTLS
        ======================

        (1) Why does the build fail?
        (2) What changed?

        (1): Why does the build fail?
        -----------------------------

        The library changed.

        (2): What changed?
        ------------------

        The provider was rewritten.

        # END OF FAQ
        """
        let result = try read(text, file: "GnuTLS-FAQ.txt")
        XCTAssertEqual(result.document.title, "Using Exim with GnuTLS")
        XCTAssertEqual(result.document.sectionCount, 0)
        XCTAssertEqual(result.document.questionCount, 2)
        XCTAssertFalse(result.document.allSections.flatMap(\.section.questions).contains { $0.answer.contains("END") })
        XCTAssertNil(result.misread)
        // Without the end mark, a closing part of another kind leaves the one group a group (snmptt's "## General").
        let licensed = try read(text.replacingOccurrences(of: "# END OF FAQ", with: "# License\n\nGPL."), file: "GnuTLS-FAQ.txt")
        XCTAssertEqual(licensed.document.sectionCount, 1)
    }

    func testASectionOfTextAloneIsNoGroupOfQuestions() {
        var empty = FAQSection(id: "web", title: "Web Interfaces")
        empty.description = "See the task view."
        let group = FAQSection(id: "basics", title: "Basics", questions: [FAQQuestion(id: "q", question: "What?", answer: "This.")])
        let outer = FAQSection(id: "all", title: "All", sections: [group, empty])
        var implicit = FAQSection(id: "none", title: "", questions: [FAQQuestion(id: "r", question: "Why?", answer: "So.")])
        implicit.isImplicit = true
        var text = FAQSection(id: "text", title: "Text only")
        text.description = "Prose."
        let declared = FAQSection(id: "later", title: "Coming soon")
        let document = FAQDocument(title: "T", sections: [outer, text, declared, implicit])
        // "All" holds a group of questions, "Basics" questions, "Coming soon" is a declared empty
        // section; "Web Interfaces" and "Text only" hold only text, and the last is implicit.
        XCTAssertEqual(document.sectionCount, 3)
    }
}
