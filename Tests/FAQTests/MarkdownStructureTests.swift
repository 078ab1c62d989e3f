import XCTest
@testable import FAQ
import Outline

/// The Markdown structure rule: the document's own heading tree gives the sections; the
/// deepest headings with text are the questions; a section's prose is its description.
final class MarkdownStructureTests: XCTestCase {
    func read(_ text: String, file: String = "faq.md") throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: file).document
    }

    func testGroupsNestToAnyDepthAndTheDeepestHeadingsWithTextAreQuestions() throws {
        let text = """
        # Help

        ## Installing

        ### On Linux

        #### Which distributions?

        All.

        #### Which architectures?

        x86-64 and arm64.

        ### On macOS

        #### Is Homebrew needed?

        No.

        ## Using

        #### How do I start?

        Run it.
        """
        let document = try read(text)
        XCTAssertEqual(document.title, "Help")
        XCTAssertEqual(document.sections.map(\.title), ["Installing", "Using"])
        XCTAssertEqual(document.sections[0].sections.map(\.title), ["On Linux", "On macOS"])
        XCTAssertEqual(document.sections[0].sections[0].questions.map(\.question), ["Which distributions?", "Which architectures?"])
        XCTAssertEqual(document.sections[0].sections[1].questions.map(\.answer), ["No."])
        XCTAssertEqual(document.sections[1].questions.map(\.question), ["How do I start?"])
        XCTAssertEqual(document.sectionCount, 4)
        XCTAssertEqual(document.questionCount, 4)
    }

    func testAWordInAngleBracketsIsTextButATagIsMarkup() throws {
        // SSHKit's FAQ: "Why does <something> stop responding…?" names a placeholder, not an HTML element.
        let document = try read("## Why does <something> stop responding after `background()`?\n\nFile descriptors.\n\n"
                                + "## Is it <b>fast</b>?\n\nYes.\n")
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).map(\.question),
                       ["Why does <something> stop responding after background()?", "Is it fast?"])
        XCTAssertTrue(HTMLText.namesAnElement("</span>"))
        XCTAssertTrue(HTMLText.namesAnElement("<!-- note -->"))
        XCTAssertFalse(HTMLText.namesAnElement("<insert name here>"))
    }

    func testSeveralTopLevelPartsAreSections() throws {
        let text = "# Part one\n\n## Q1\n\nA1.\n\n# Part two\n\n## Q2\n\nA2.\n\n## Q3\n\nA3.\n"
        let document = try read(text, file: "docs/guide.md")
        XCTAssertEqual(document.title, "guide", "no lone title heading: the file name names the document")
        XCTAssertEqual(document.sections.map(\.title), ["Part one", "Part two"])
        XCTAssertEqual(document.sections.map { $0.questions.count }, [1, 2])
    }

    func testASectionWithOnlyProseKeepsItAsItsDescription() throws {
        let text = "# FAQ\n\n## Setup\n\n### Q1\n\nA1.\n\n### Q2\n\nA2.\n\n## Contact\n\nWrite to *us*.\n"
        let document = try read(text)
        XCTAssertEqual(document.sections.map(\.title), ["Setup", "Contact"])
        XCTAssertEqual(document.sections[1].description, "Write to *us*.")
        XCTAssertTrue(document.sections[1].questions.isEmpty)
    }

    func testFlatQuestionsUnderTheTitle() throws {
        let text = "# FAQ\n\nIntro.\n\n## Is it free?\n\nYes.\n\n## Does it run on Linux?\n\nYes.\n\n### Details\n\nGTK 3.\n"
        let document = try read(text)
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(document.questionCount, 2, "a sub-heading under a question stays in its answer")
        XCTAssertEqual(document.sections[0].questions[1].answer, "Yes.\n\n### Details\n\nGTK 3.")
        XCTAssertEqual(document.description, "Intro.")
    }

    func testBoldLineQuestions() throws {
        let text = "# FAQ\n\n**Is it free?**\nYes, it is.\n\nReally.\n\n**Can I help?**\n\nPlease do.\n"
        let document = try read(text)
        XCTAssertEqual(document.sections[0].questions.map(\.question), ["Is it free?", "Can I help?"])
        XCTAssertEqual(document.sections[0].questions.map(\.answer), ["Yes, it is.\n\nReally.", "Please do."])
    }

    func testBulletAndNumberedQuestions() throws {
        let bullets = "# FAQ\n\n* Is it free?\n\n  Yes.\n\n* Is it fast?\n\n  Very.\n"
        XCTAssertEqual(try read(bullets).sections[0].questions.map(\.answer), ["Yes.", "Very."])
        let numbered = "# FAQ\n\n## General\n\n1. What is it?\n\n   A browser.\n\n2. Who made it?\n\n   People.\n"
        let document = try read(numbered)
        XCTAssertEqual(document.sections.map(\.title), ["General"])
        XCTAssertEqual(document.sections[0].questions.map(\.question), ["What is it?", "Who made it?"])
        let prefixed = "# FAQ\n\nQ: Why?\nA: Because.\n\nQ: How?\nA: Thus.\n"
        XCTAssertEqual(try read(prefixed).sections[0].questions.map(\.answer), ["Because.", "Thus."])
    }

    /// Where the groups ask their questions as bullets, a group of one bullet question holds it
    /// as a question too (pglogical's "The apply delay"); a single bullet in a document that
    /// asks in headings stays part of its answer.
    func testAGroupOfOneBulletQuestionBesideGroupsOfSeveral() throws {
        let text = """
        # FAQ

        ### The column filter

        * Can we filter on xmin?
         - No, we cannot filter system columns.

        * What happens if a filtered column is dropped?
         - It is removed from the filter too.

        ### The apply delay

        * Does `apply_delay` include time zone changes?
         - Yes, it does.
        """
        let document = try read(text)
        XCTAssertEqual(document.sections.map(\.title), ["The column filter", "The apply delay"])
        XCTAssertEqual(document.sections.last?.questions.map(\.question), ["Does apply_delay include time zone changes?"])
        XCTAssertEqual(document.questionCount, 3)

        let headings = "# FAQ\n\n## How do I filter?\n\nLike this.\n\n## Why is it slow?\n\n* Is the index built?\n - Build it.\n"
        let asked = try read(headings)
        XCTAssertEqual(asked.questionCount, 2)
        XCTAssertTrue(asked.allSections.flatMap(\.section.questions).last?.answer.contains("Is the index built?") == true)
    }

    /// Under a question heading, bullets that name settings in code over what happens to each
    /// are its answer's parts, not questions (plproxy's "Can PL/Proxy survive different
    /// settings…?"); under a heading that asks nothing they are questions.
    func testBulletsThatAskNothingUnderAQuestionAreItsAnswer() throws {
        let bullets = "* `client_encoding`\n\n  It is set on the remote side.\n\n* `standard_conforming_strings`\n\n  Parameters are passed apart.\n"
        let asked = try read("# FAQ\n\n## Can it survive different settings?\n\n" + bullets + "\n## Why functions?\n\nThey are small.\n")
        XCTAssertEqual(asked.allSections.flatMap(\.section.questions).map(\.question), ["Can it survive different settings?", "Why functions?"])
        XCTAssertTrue(asked.allSections.flatMap(\.section.questions).first?.answer.contains("It is set on the remote side.") == true)
        let listed = try read("# FAQ\n\n## Settings\n\n" + bullets + "\n## Why functions?\n\nThey are small.\n")
        XCTAssertEqual(listed.questionCount, 3)
    }

    func testAListOfQuestionLinksIsNotQuestions() throws {
        let text = "# FAQ\n\n* [Is it free?](#free)\n* [Is it fast?](#fast)\n\n## Is it free?\n\nYes.\n\n## Is it fast?\n\nVery.\n"
        let document = try read(text)
        XCTAssertEqual(document.questionCount, 2)
    }

    func testTextAfterDetailsIsKept() throws {
        let text = "# FAQ\n\n<details>\n<summary>One?</summary>\n\nFirst.\n\n</details>\n\nBetween the two.\n\n<details>\n<summary>Two?</summary>\n\nSecond.\n\n</details>\n\nAfter both.\n"
        let document = try read(text)
        XCTAssertEqual(document.sections[0].questions.map(\.answer), ["First.", "Second."])
        XCTAssertEqual(document.description, "Between the two.", "the document's description is its first paragraph")
        XCTAssertEqual(document.sections[0].description, "After both.", "the rest is kept beside the questions, the description not twice")
    }

    func testOneDetailsBlockInsideAnAnswerStaysThere() throws {
        let text = "# FAQ\n\n## Why does it crash?\n\nSend the log.\n\n<details>\n<summary>Log</summary>\n\ntrace\n\n</details>\n\n## Is it free?\n\nYes.\n"
        let document = try read(text)
        XCTAssertEqual(document.questionCount, 2)
        XCTAssertTrue(document.sections[0].questions[0].answer.contains("trace"))
    }

    func testFrontMatterTitleAndKramdownAnchors() throws {
        let text = "---\ntitle: \"Acme FAQ\"\nlayout: page\n---\n\n## Is it free? {#free}\n\nYes.\n\n## Why?\n\nBecause.\n"
        let document = try read(text)
        XCTAssertEqual(document.title, "Acme FAQ")
        XCTAssertEqual(document.sections[0].questions.map(\.id), ["free", "why"])
        XCTAssertEqual(document.sections[0].questions[0].question, "Is it free?")
    }

    func testSectionDescriptionsAreSearchable() throws {
        let text = "# FAQ\n\n## Setup\n\n### Q1\n\nA1.\n\n### Q2\n\nA2.\n\n## Contact\n\nWrite to the mailing list.\n"
        let outline = FAQOutline(document: try read(text))
        let index = SearchIndex(outline.searchSource)
        let hits = index.matches("mailing")
        XCTAssertEqual(hits.count, 1)
        XCTAssertTrue(outline.isSection(OutlineNode(hits[0])))
        XCTAssertEqual(outline.sectionDescription(of: OutlineNode(hits[0])), "Write to the mailing list.")
    }

    func testFollowUpQuestionsComeAfterTheirQuestion() throws {
        let text = "# FAQ\n\n## How do I install it?\n\nWith apt.\n\n### How do I install it on Windows?\n\nYou cannot.\n\n## Is it free?\n\nYes.\n\n## Is it fast?\n\nYes.\n"
        let document = try read(text)
        XCTAssertEqual(document.sections[0].questions.map(\.question),
                       ["How do I install it?", "How do I install it on Windows?", "Is it free?", "Is it fast?"])
        XCTAssertEqual(document.sections[0].questions[0].answer, "With apt.")
    }

    func testAnEmptyFirstHeadingAboveItsPeersIsTheTitle() throws {
        let text = "# Frequently Asked Questions\n\n# Philosophy\n\n## What is it?\n\nA tool.\n\n# Install\n\n## How?\n\napt.\n"
        let document = try read(text)
        XCTAssertEqual(document.title, "Frequently Asked Questions")
        XCTAssertEqual(document.sections.map(\.title), ["Philosophy", "Install"])
        // An empty "Table of Contents" (its list drawn by the site) names no document: the file's name titles it.
        let contents = try read(text.replacingOccurrences(of: "# Frequently Asked Questions", with: "# Table of Contents"))
        XCTAssertEqual(contents.title, "faq")
        XCTAssertEqual(contents.sections.map(\.title), ["Philosophy", "Install"])
    }

    /// Where every question asks, a heading under which nothing asks, before the first group
    /// or after the last, is the document's introduction or footer, not a section.
    func testAnIntroductionAndAFooterUnderWhichNothingAsksAreNoSections() throws {
        let text = """
        # FAQ for Widget

        ## Introduction
        Widget draws widgets.

        ### Sibling projects with FAQs:

        * [Gadget](https://example.org/gadget)

        ## Project

        ### Why Python?

        It is quick to write.

        ### How does it relate to other projects:

        #### Is it related to Gadget?

        Yes.

        ## Technical

        ### Can I translate it?

        Yes.

        ## Android

        See the [Android FAQ](https://example.org/android).
        """
        let document = try read(text)
        XCTAssertEqual(document.sections.map(\.title), ["Introduction", "Project", "Technical", "Android"])
        XCTAssertEqual(textParts(document), ["Introduction", "Android"], "parts of text where the author put them")
        let introduction = try XCTUnwrap(document.sections.first?.description)
        XCTAssertTrue(introduction.hasPrefix("Widget draws widgets.") && introduction.contains("Sibling projects with FAQs"), introduction)
        XCTAssertEqual(document.sectionCount, 3)
        XCTAssertEqual(document.questionCount, 3)
        let result = try DocumentReader.decode(Array(text.utf8), file: "faq.md")
        XCTAssertNil(result.misread)
    }

    /// A question among them, or statements as questions, keep every heading where it was.
    func testHeadingsThatMayBeQuestionsAreNotSetAside() throws {
        let asking = """
        # FAQ

        ## Basics

        ### Is it free?

        Yes.

        ## Usage

        ### How do I start?

        Run it.

        ## Why is the default so?

        History.
        """
        XCTAssertEqual(try read(asking).questionCount, 3, "a question after the last group stays one")
        let statements = """
        # FAQ

        ## Errors

        ### The window stays blank.

        Update the driver.

        ## Basics

        ### Is it free?

        Yes.

        ## Usage

        ### How do I start?

        Run it.
        """
        let document = try read(statements)
        XCTAssertEqual(document.sections.map(\.title), ["Errors", "Basics", "Usage"], "a statement may be a question")
    }

    /// A question without text of its own whose sub-headings answer it, among questions.
    func testAQuestionWithoutTextAmongQuestionsIsAnsweredByItsSubHeadings() throws {
        let text = """
        # General

        ## 1.1. Who uses it?

        Many.

        ## 1.2. I would like to help you, what can I do?

        ### 1.2.1. Would you like to participate?

        Join the list.

        ### 1.2.2. Would you like to donate?

        Donations are welcome.

        ## 1.3. Is it free?

        Yes.
        """
        let document = try read(text)
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(document.questionCount, 3)
        let help = document.sections[0].questions[1]
        XCTAssertTrue(help.answer.contains("1.2.1. Would you like to participate?") && help.answer.contains("Donations are welcome."))
        // Two such headings are groups that ask.
        let groups = text.replacingOccurrences(of: "## 1.3. Is it free?\n\nYes.", with: "## 1.3. What else?\n\n### 1.3.1. Can I test?\n\nYes.\n\n### 1.3.2. Can I translate?\n\nYes.")
        XCTAssertEqual(try read(groups).sectionCount, 2)
    }

    func testAFileThatOnlyPointsToAFAQElsewhereIsRefused() throws {
        let pointer = "# Engine\n\n## FAQ\n\nHave a look at our [FAQ](https://example.org/wiki/FAQs) page,\nor ask in the forum.\n"
        XCTAssertThrowsError(try DocumentReader.decode(Array(pointer.utf8), file: "FAQ.md"))
        // One question that asks is a FAQ of one question.
        let one = "# Engine\n\n## How do I build it?\n\nWith make.\n"
        XCTAssertEqual(questions(try DocumentReader.decode(Array(one.utf8), file: "FAQ.md").document), ["How do I build it?"])
    }

    func testDetailsUnderAHeadingThatAsksAreItsAnswersParts() throws {
        let text = """
        ## Does this server need a modpack?

        <details>
          <summary>Plot server: No</summary>

          It is hosted for vanilla clients.
        </details>

        <details>
          <summary>Master server: Yes</summary>

          It is hosted on the modpack.
        </details>

        ## Is Bedrock supported?

        <details>
          <summary>Yes!</summary>

          On the plot server only.
        </details>
        """
        XCTAssertEqual(questions(try read(text, file: "faq.mdx")), ["Does this server need a modpack?", "Is Bedrock supported?"])
        // Summaries that ask are questions under the heading, which groups them.
        let asking = "## Servers\n\n<details><summary>Does it need a modpack?</summary>\n\nNo.\n</details>\n\n"
            + "<details><summary>Is Bedrock supported?</summary>\n\nYes.\n</details>\n"
        XCTAssertEqual(questions(try read(asking, file: "faq.mdx")), ["Does it need a modpack?", "Is Bedrock supported?"])
    }

    /// A file of one heading over its answer is a FAQ of one entry when the heading asks, or
    /// when the file's name says FAQ and the answer is more than a pointer (essencium's `faq.mdx`).
    func testAFileOfOneHeadingOverItsAnswer() throws {
        XCTAssertEqual(questions(try read("## Why does the build fail?\n\nThe formatter needs a JVM option.\n")), ["Why does the build fail?"])
        let fix = "## `InaccessibleObjectException`\n\n" + String(repeating: "Create the file with these options in the project root. ", count: 4)
        let document = try read(fix, file: "faq.mdx")
        XCTAssertEqual(questions(document), ["InaccessibleObjectException"])
        XCTAssertEqual(document.title, "faq")
        XCTAssertThrowsError(try read(fix, file: "notes.md"), "a heading that asks nothing in a file not named FAQ is its title")
        XCTAssertThrowsError(try read("# Moved\n\nSee the [wiki](https://example.org/wiki/FAQ).\n"), "a pointer is no entry")
        XCTAssertThrowsError(try read("# Project FAQ\n\n" + String(repeating: "Some words here. ", count: 20)), "nor is a heading naming the FAQ")
    }

    /// easypicker2's deployment FAQ: headings labelled "Q1:", "Q2:" (a how-to, a problem stated,
    /// neither ending in "?") are questions, and the version cases under one are its answer's
    /// parts, not questions of a group.
    func testHeadingsLabelledAsQuestionsAreQuestionsWithTheirParts() throws {
        let markdown = """
            # 常见问题

            ## Q1:PM2/后端服务启动失败，如何手动启动后端服务

            查看 `pm2` 应用列表。

            ## Q2:批量下载出错，能上传

            这种情况一般是存储空间区域没有配置对。

            ### > v2.1.7

            见最新文档。

            ### <= v2.1.7

            修改代码。

            """
        let document = try read(markdown)
        XCTAssertEqual(questions(document), ["Q1:PM2/后端服务启动失败，如何手动启动后端服务", "Q2:批量下载出错，能上传"])
        XCTAssertTrue(answer(document, "Q2:批量下载出错，能上传")?.contains("修改代码") == true)
        XCTAssertEqual(document.sectionCount, 0)
    }

    /// docshub: under a heading that names an error, text that opens its answer, then numbered
    /// items that ask ("1. Why does the error occur?"): the steps of that answer, not questions
    /// of a group. Under a topic heading the same items are questions.
    func testAskingItemsUnderAnErrorsOwnAnswerAreItsSteps() throws {
        func page(_ heading: String) -> String {
            """
            # FAQ

            ## Frontend

            ### \(heading)

            Sentry reported this error from its tracing script.

            1. Why does the error occur?

               A document method was called before the page was fully active.

            2. How should I read "fully active"?

               See the HTML standard.

            ## Nginx

            ### The server returns 403

            Fix the user in nginx.conf.

            ### Uploads fail with 413

            Raise client_max_body_size.

            """
        }
        let error = try read(page("InvalidStateError: Document is not fully active"))
        XCTAssertEqual(questions(error), ["InvalidStateError: Document is not fully active", "The server returns 403", "Uploads fail with 413"])
        XCTAssertTrue(MarkdownQuestionPatterns.namesATrouble("NullPointerException: in the parser"))
        XCTAssertFalse(MarkdownQuestionPatterns.namesATrouble("Error handling"))
        let topic = try read(page("Browser support"))
        XCTAssertEqual(questions(topic).prefix(2), ["Why does the error occur?", "How should I read \"fully active\"?"])
    }

    /// A "Q1:" label on a heading straight over sub-headings labels a group of entries, and a
    /// topic whose first word ends in "Exception" is no error message: its asking items are questions.
    func testLabelledGroupsAndExceptionTopicsStayGroups() throws {
        let labelled = """
            # Widget FAQ

            ## Q1: Installation

            ### Build fails on macOS

            Install the command line tools.

            ### Linker error with gold

            Use the default linker.

            ## Q2: Usage

            ### Output is garbled

            Set the locale.

            """
        XCTAssertEqual(groups(try read(labelled)), ["Q1: Installation", "Q2: Usage"])
        let topic = """
            # Parser FAQ

            ## Exception handling

            The parser throws typed errors.

            - Why does parse throw on empty input?

              Empty input is no document.

            - How do I catch every parser exception?

              Catch ParseError.

            """
        XCTAssertEqual(questions(try read(topic)), ["Why does parse throw on empty input?", "How do I catch every parser exception?"])
        XCTAssertFalse(MarkdownQuestionPatterns.namesATrouble("Exception handling"))
    }
}
