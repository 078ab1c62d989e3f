import Foundation
import XCTest
@testable import FAQ

/// Plain-text layouts met in files nobody here had seen (issue 21's Unseen corpus): follow-up
/// questions in a lynx dump, group titles set off by a tab, and DocBook's text output with
/// no-break spaces after its numbers.
final class PlainTextLayoutTests: XCTestCase {
    func read(_ text: String, file: String = "FAQ") throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    func questions(_ section: FAQSection) -> [String] { section.questions.map(\.question) }

    /// getmail's faq.txt: `<h4>` questions at four spaces inside answers at three are questions;
    /// four-space headings that do not ask stay in the answer; a heading that asks nothing
    /// ("How do I make it …") with questions under it is their group.
    func testFollowUpQuestionsAndTheHeadingThatGroupsThem() throws {
        let text = """
                                          Gadget FAQ

               The following questions are asked often.

            About Gadget

              What is Gadget?

               Gadget is a tool.

              What platforms does Gadget run on?

               Most of them.

                Does Gadget run on Windows?

               Yes, under Cygwin.

                Does Gadget need X11?

               No.

              What is an envelope?

               Two addresses.

                Message header vs. message envelope

               The header is what you see.

            Using Gadget

              I'm using Gadget. How do I make it …

               These are supplementary questions.

                I'm running Gadget from cron. How do I stop it?

               Comment it out.

                How do I stop two copies running at once?

               Use a lock.

              How do I retrieve mail from two accounts?

               Run it twice.
            """
        let result = try read(text)
        XCTAssertEqual(result.importer, "plain text (questions with indented answers)")
        XCTAssertNil(result.misread)
        let document = result.document
        XCTAssertEqual(document.sections.map(\.title), ["About Gadget", "Using Gadget"])
        XCTAssertEqual(questions(document.sections[0]), ["What is Gadget?", "What platforms does Gadget run on?",
                                                         "Does Gadget run on Windows?", "Does Gadget need X11?", "What is an envelope?"])
        XCTAssertEqual(answer(document, "Does Gadget run on Windows?"), "Yes, under Cygwin.")
        XCTAssertEqual(answer(document, "What platforms does Gadget run on?"), "Most of them.")
        XCTAssertTrue(answer(document, "What is an envelope?")?.contains("Message header vs. message envelope") ?? false)
        let using = document.sections[1]
        XCTAssertEqual(using.sections.map(\.title), ["I'm using Gadget. How do I make it …"])
        XCTAssertEqual(using.sections.first?.description, "These are supplementary questions.")
        XCTAssertEqual(using.sections.first.map(questions), ["I'm running Gadget from cron. How do I stop it?",
                                                             "How do I stop two copies running at once?"])
        XCTAssertEqual(questions(using), ["How do I retrieve mail from two accounts?"])
        XCTAssertEqual(document.questionCount, 8)
    }

    /// John the Ripper's FAQ: "Q:"/"A:" pairs at the margin under group titles indented by a
    /// tab after two blank lines. A tab-indented example after a line ending in ":" and an
    /// address are no titles, nor is the document's own title a group.
    func testGroupTitlesSetOffByATab() throws {
        let text = """
            \tWidget FAQ.

            The latest version of this FAQ may be viewed online at:

            \thttp://example.org/widget/faq.html


            \tHelp!  I can't run Widget.

            Here are answers to a few common questions.

            Q: When I type "widget", it says "command not found"?
            A: Type ./widget instead.

            Q: When I double-click on it, a window flashes and disappears?!
            A: Run it from a shell.


            \tOther typical new user questions.

            Q: How do I start Widget on my file?
            A: Name the file. For example:


            \tRun widget with the file name

            A: Or read EXAMPLES.

            Q: Why doesn't Widget load my file?
            A: It may be empty.
            """
        let result = try read(text)
        XCTAssertEqual(result.importer, "plain text (Q/A pairs)")
        let document = result.document
        XCTAssertEqual(document.title, "Widget FAQ.")
        XCTAssertEqual(document.sections.map(\.title), ["Help! I can't run Widget.", "Other typical new user questions."])
        XCTAssertEqual(document.sections.map { questions($0) }, [
            [#"When I type "widget", it says "command not found"?"#, "When I double-click on it, a window flashes and disappears?!"],
            ["How do I start Widget on my file?", "Why doesn't Widget load my file?"],
        ])
        XCTAssertTrue(answer(document, "How do I start Widget on my file?")?.contains("Run widget with the file name") ?? false)
    }

    /// A tab-indented line after one blank line is an answer's example, not a group title.
    func testATabIndentedLineInAnAnswerIsNoTitle() throws {
        let text = """
            Widget FAQ

            Q: How do I start it?
            A: Type this:

            \tWidget start

            Q: How do I stop it?
            A: Close its window.

            \tEverything is saved first.

            Q: Where are the logs?
            A: In the cache folder.
            """
        let document = try read(text).document
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(document.questionCount, 3)
    }

    /// debian-faq's text: no-break spaces after "Chapter 1." and "1.1."; a contents list; titles
    /// wrapped back to the margin; "N.M.K" follow-up questions, and parts of answers ("gizmo-get")
    /// whose own numbered parts stay in the answer though they ask.
    func testNoBreakSpacesAfterNumbersAndChapterLabels() throws {
        let nbsp = "\u{A0}"
        let text = """
                                  The Gizmo FAQ

            Table of Contents

            1. Basics
                1.1. What is Gizmo?
                1.2. Which Gizmo release (stable/testing/unstable) is better for
                me and for my friends?
                    1.2.1. Will there be different versions of packages in
                    different releases?
                    1.2.2. What should I install?
            2. Tools
                2.1. What tools does Gizmo provide?
                    2.1.1. gizmo-get
                        2.1.1.1. How does gizmo-get choose a mirror?
                    2.1.2. gizmo-put

            Chapter\(nbsp)1.\(nbsp)Basics

            1.1.\(nbsp)What is Gizmo?

                A tool.

            1.2.\(nbsp)Which Gizmo release (stable/testing/unstable) is better for me and
            for my friends?

                Stable.

            1.2.1.\(nbsp)Will there be different versions of packages in different
            releases?

                Yes.

            1.2.2.\(nbsp)What should I install?

            \(nbsp) \(nbsp) Stable, again.

            Chapter\(nbsp)2.\(nbsp)Tools

            2.1.\(nbsp)What tools does Gizmo provide?

                Two.

            2.1.1.\(nbsp)gizmo-get

                Fetches.

            2.1.1.1.\(nbsp)How does gizmo-get choose a mirror?

                By speed.

            2.1.2.\(nbsp)gizmo-put

                Stores.
            """
        let result = try read(text)
        XCTAssertEqual(result.importer, "plain text (numbered entries)")
        let document = result.document
        XCTAssertEqual(document.sections.map(\.title), ["Basics", "Tools"])
        XCTAssertNil(document.sections[0].description)
        XCTAssertEqual(questions(document.sections[0]), [
            "What is Gizmo?", "Which Gizmo release (stable/testing/unstable) is better for me and for my friends?",
            "Will there be different versions of packages in different releases?", "What should I install?",
        ])
        XCTAssertEqual(answer(document, "What should I install?"), "Stable, again.")
        XCTAssertEqual(questions(document.sections[1]), ["What tools does Gizmo provide?"])
        let tools = answer(document, "What tools does Gizmo provide?") ?? ""
        for part in ["gizmo-get", "How does gizmo-get choose a mirror?", "By speed.", "gizmo-put"] {
            XCTAssertTrue(tools.contains(part), part)
        }
    }

    /// cvs's FAQ-O-Matic export: "Category: /a/b/" paths nest their groups; "Category: /" is
    /// the whole document, so its entries belong to no group; numbers restart in each group.
    func testFAQOMaticCategoriesNestByTheirPaths() throws {
        let text = """
            FAQ-O-Matic export of the Tool FAQ.

              Category: /, all questions

              Category: /

                1. About this FAQ

            It is made by many hands.

              Category: /Commands_/

                      " Commands "

              Category: /Commands_/add_ad_new/

                1. How do I add a file?

            Use tool add.

                2. How do I add a directory?

            Use tool add too.

              Category: /Commands_/commit_ci_com/

                1. How do I commit?

            Use tool commit.

              Category: /Tasks_/

                1. How do I start?

            Read the manual.
            """
        let result = try read(text)
        XCTAssertEqual(result.importer, "plain text (numbered entries)")
        let document = result.document
        XCTAssertEqual(document.allSections.map { "\($0.depth) \($0.section.title)" }, [
            "0 Questions", "0 Category: /Commands_/", "1 Category: /Commands_/add_ad_new/",
            "1 Category: /Commands_/commit_ci_com/", "0 Category: /Tasks_/",
        ])
        XCTAssertEqual(document.allSections.map { questions($0.section) }, [
            ["About this FAQ"], [], ["How do I add a file?", "How do I add a directory?"], ["How do I commit?"], ["How do I start?"],
        ])
        XCTAssertEqual(document.sectionCount, 4)
    }

    /// GNU GLOBAL's FAQ: rules of dashes between "QN."/"AN." entries. A rule right under a
    /// one-line answer ("A8. No problem.") underlines no title, so the FAQ's name above the first
    /// rule is no group either.
    func testARuleUnderAOneLineAnswerUnderlinesNothing() throws {
        let rule = String(repeating: "-", count: 60)
        let text = """
        Frequently Asked Questions about Widget.

        \(rule)
        Q1. Does Widget support Windows?

        A1. No, it doesn't.
            Only POSIX systems.

        \(rule)
        Q2. I can't make the symbol file.

        A2. No problem. It was merged into the reference file.
        \(rule)
        Q3. Does Widget support C++?

        A3. Yes and no.

        End of FAQ.

        """
        let document = try read(text).document
        XCTAssertEqual(document.allSections.flatMap { questions($0.section) }.count, 3)
        XCTAssertEqual(groups(document), [])
        XCTAssertEqual(answer(document, "I can't make the symbol file."), "No problem. It was merged into the reference file.")
    }
}
