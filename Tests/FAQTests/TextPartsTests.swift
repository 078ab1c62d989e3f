import XCTest
@testable import FAQ

/// The document's own text set aside from its questions (an introduction, a closing "History",
/// back matter) is shown where its author put it, as parts of text that are no groups.
final class TextPartsTests: XCTestCase {
    func read(_ text: String, file: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    func testAnIntroductionAndClosingPartsShowTheirTextInEveryFormat() throws {
        let markdown = """
            # Widget FAQ

            ## Introduction

            Widget draws widgets.

            It runs everywhere.

            ## Install

            ### How do I install it?

            Run make.

            ### Can I use a package?

            Yes.

            ## Use

            ### How do I start it?

            Type widget.

            ## History

            Written in 2001.

            ## License

            Public domain.
            """
        let rst = """
            Widget FAQ
            ==========

            Introduction
            ------------

            Widget draws widgets.

            Install
            -------

            How do I install it?
            ~~~~~~~~~~~~~~~~~~~~

            Run make.

            Can I use a package?
            ~~~~~~~~~~~~~~~~~~~~

            Yes.

            Use
            ---

            How do I start it?
            ~~~~~~~~~~~~~~~~~~

            Type widget.

            History
            -------

            Written in 2001.
            """
        let org = """
            #+TITLE: Widget FAQ

            * Introduction
            Widget draws widgets.
            * Install
            ** How do I install it?
            Run make.
            ** Can I use a package?
            Yes.
            * Use
            ** How do I start it?
            Type widget.
            * History
            Written in 2001.
            """
        let html = """
            <html><head><title>Widget FAQ</title></head><body>
            <h1>Introduction</h1><p>Widget draws widgets.</p>
            <h1>Install</h1><h2>How do I install it?</h2><p>Run make.</p><h2>Can I use a package?</h2><p>Yes.</p>
            <h1>Use</h1><h2>How do I start it?</h2><p>Type widget.</p>
            <h1>History</h1><p>Written in 2001.</p>
            </body></html>
            """
        for (text, file) in [(markdown, "faq.md"), (rst, "faq.rst"), (org, "faq.org"), (html, "faq.html")] {
            let result = try read(text, file: file)
            let document = result.document
            XCTAssertEqual(groups(document), ["Install", "Use"], file)
            XCTAssertEqual(document.sectionCount, 2, file)
            XCTAssertEqual(document.questionCount, 3, file)
            XCTAssertEqual(document.sections.first?.title, "Introduction", file)
            XCTAssertTrue(document.sections.first?.description?.contains("Widget draws widgets") ?? false, file)
            XCTAssertEqual(document.sections.map(\.title).suffix(file == "faq.md" ? 2 : 1),
                           file == "faq.md" ? ["History", "License"] : ["History"], file)
            XCTAssertTrue(document.sections.last { $0.title == "History" }?.description?.contains("Written in 2001") ?? false, file)
            XCTAssertNil(result.misread, file)
        }
        let introduction = try read(markdown, file: "faq.md").document.sections[0].description ?? ""
        XCTAssertTrue(introduction.contains("It runs everywhere"), "the whole introduction, not its first paragraph: \(introduction)")
    }

    /// A heading with nothing under it shows nothing; a table of contents repeats the titles and is dropped.
    func testEmptyPartsAndContentsShowNothing() throws {
        let text = """
            # Widget FAQ

            ## Sections
            [Install](#install)  
            [Use](#use)  

            ## Install

            ### How do I install it?

            Run make.

            ## Use

            ### How do I start it?

            Type widget.

            ## Index
            """
        let document = try read(text, file: "faq.md").document
        XCTAssertEqual(document.sections.map(\.title), ["Install", "Use"])
    }

    /// entgo's FAQ: "Questions", one link a line, over "Answers" holding every question: the
    /// links are contents and "Answers" wraps the FAQ, which is flat.
    func testAnAnswersHeadingUnderAContentsListWrapsEveryQuestion() throws {
        let text = """
            ## Questions

            [How do I install it?](#how-do-i-install-it)  
            [How do I start it?](#how-do-i-start-it)  
            [Can I use a package?](#can-i-use-a-package)

            ## Answers

            #### How do I install it?

            Run make.

            #### How do I start it?

            Type widget.

            #### Can I use a package?

            Yes.
            """
        let result = try read(text, file: "faq.md")
        XCTAssertEqual(result.document.sectionCount, 0)
        XCTAssertEqual(questions(result.document), ["How do I install it?", "How do I start it?", "Can I use a package?"])
        XCTAssertTrue(textParts(result.document).isEmpty)
        XCTAssertNil(result.misread)
    }
}
